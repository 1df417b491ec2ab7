#include "ui/charts/ScalingChart.h"

#include "ui/charts/ChartPalette.h"
#include "ui/charts/ChartTheme.h"
#include "ui/charts/ErrorBarItem.h"
#include "ui/charts/PowerOfTwoAxis.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/qt_text.h"
#include "ui/workspace/FigureText.h"

#include <QCursor>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <limits>

namespace scalescope::ui {

namespace {

constexpr int kFitSamples = 96;
constexpr double kLegendWidth = 300;
constexpr double kMinLabelHeight = 26; // pixels per y label: closer ones are elided
constexpr double kMinLabelSpacing = 42; // pixels per x label ("16384" fits)

QString rSquaredText(const analysis::Fit& fit)
{
    return fit.rSquared ? figure::number(*fit.rSquared, 3) : QStringLiteral("n/a");
}

// The legend entry of a fit: the model, its parameters and R^2.
QString fitLegendName(const analysis::Fit& fit)
{
    using analysis::FitKind;
    const QString name = fit.kind == FitKind::Amdahl ? ScalingChart::tr("Amdahl")
                         : fit.kind == FitKind::Usl  ? ScalingChart::tr("USL")
                                                     : ScalingChart::tr("Power law");
    if (!fit.fitted) {
        // The reason only when short: the legend beside the chart elides longer entries.
        const QString reason = toQString(fit.reason);
        return reason.size() <= 24 ? ScalingChart::tr("%1: not fitted (%2)").arg(name, reason)
                                   : ScalingChart::tr("%1: not fitted").arg(name);
    }
    QString parameters;
    switch (fit.kind) {
    case FitKind::Amdahl:
        parameters = ScalingChart::tr("f = %1").arg(figure::numberG(fit.serialFraction, 2));
        if (fit.asymptoticSpeedup)
            parameters += ScalingChart::tr(", 1/f = %1").arg(figure::significant(*fit.asymptoticSpeedup));
        break;
    case FitKind::Usl:
        parameters = ScalingChart::tr("σ = %1, κ = %2")
                         .arg(figure::numberG(fit.sigma, 3), figure::numberG(fit.kappa, 3));
        break;
    case FitKind::PowerLaw:
        parameters = ScalingChart::tr("α = %1").arg(figure::number(fit.alpha, 3));
        break;
    }
    return ScalingChart::tr("%1: %2, R² = %3").arg(name, parameters, rSquaredText(fit));
}

QPen pen(const QColor& colour, double width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen result(colour, width, style);
    result.setCapStyle(Qt::FlatCap);
    return result;
}

} // namespace

ScalingChart::ScalingChart(Mode mode, QWidget* parent)
    : QChartView(parent)
    , m_mode(mode)
    , m_axisX(new PowerOfTwoAxis(this))
    , m_ideal(new QLineSeries(this))
    , m_allPoints(new QScatterSeries(this))
    , m_frontierLine(new QLineSeries(this))
    , m_frontierPoints(new QScatterSeries(this))
    , m_reference(new QScatterSeries(this))
    , m_fit(new QLineSeries(this))
    , m_fitExtrapolated(new QLineSeries(this))
    , m_crossing(new QScatterSeries(this))
    , m_pointA(new QScatterSeries(this))
    , m_pointB(new QScatterSeries(this))
    , m_markerKey(new QLineSeries(this))
{
    if (mode == Mode::Speedup)
        m_axisY = new PowerOfTwoAxis(this);
    else
        m_axisY = new SteppedAxis(this);

    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundRoundness(0);
    chart->setMargins(m_baseMargins);
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->legend()->setMinimumWidth(kLegendWidth);
    chart->legend()->setMaximumWidth(kLegendWidth);
    chart->legend()->setShowToolTips(true);
    QFont legendFont = chart->legend()->font();
    legendFont.setPointSizeF(legendFont.pointSizeF() * 0.92);
    chart->legend()->setFont(legendFont);
    QFont titleFont = chart->titleFont();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    titleFont.setBold(true);
    chart->setTitleFont(titleFont);
    setChart(chart);
    setRenderHint(QPainter::Antialiasing);

    m_axisX->setTitleText(tr("GPUs (log2)"));
    // Short: the title has the plot's height only (260 pixels on screen at the least).
    m_axisY->setTitleText(mode == Mode::Speedup ? tr("Speedup (derived)") : tr("Efficiency (derived)"));
    for (auto* axis : {static_cast<QAbstractAxis*>(m_axisX), static_cast<QAbstractAxis*>(m_axisY)}) {
        axis->setGridLineColor(QColor(225, 225, 225));
        QFont font = axis->titleFont();
        font.setBold(false);
        axis->setTitleFont(font);
    }
    chart->addAxis(m_axisX, Qt::AlignBottom);
    chart->addAxis(m_axisY, Qt::AlignLeft);

    m_ideal->setName(mode == Mode::Speedup ? tr("Ideal (linear) scaling")
                                           : tr("Ideal efficiency (1.0)"));
    m_ideal->setPen(pen(palette::kIdealColour, 1.5, Qt::DashLine));
    std::vector<QAbstractSeries*> order = {m_ideal};
    if (mode == Mode::Efficiency) {
        m_threshold = new QLineSeries(this);
        m_threshold->setPen(pen(palette::kThresholdColour, 1.5, Qt::DashDotLine));
        order.push_back(m_threshold);
    }
    m_fit->setPen(pen(palette::kFitColour, 2.2));
    m_fitExtrapolated->setPen(pen(palette::kFitColour, 2.2, Qt::DashLine));
    m_fitExtrapolated->setName(tr("Fit extrapolated (to 4× max N)"));
    m_allPoints->setName(tr("All points"));
    m_allPoints->setMarkerSize(9);
    m_allPoints->setColor(palette::faintMeasuredColour());
    m_allPoints->setBorderColor(palette::faintMeasuredColour());
    m_frontierLine->setName(tr("Frontier (fastest per N)"));
    m_frontierLine->setPen(pen(palette::kMeasuredColour, 2.2));
    m_frontierPoints->setMarkerSize(9);
    m_frontierPoints->setColor(palette::kMeasuredColour);
    m_frontierPoints->setBorderColor(palette::kMeasuredColour);
    m_reference->setName(tr("Reference"));
    m_reference->setMarkerSize(16);
    m_reference->setColor(Qt::transparent);
    m_reference->setBorderColor(palette::kReferenceColour);
    m_reference->setPen(pen(palette::kReferenceColour, 2));
    m_crossing->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
    m_crossing->setMarkerSize(13);
    m_crossing->setColor(palette::kThresholdColour);
    m_crossing->setBorderColor(Qt::white);
    for (auto [series, letter] : {std::pair{m_pointA, QStringLiteral("A")},
                                  std::pair{m_pointB, QStringLiteral("B")}}) {
        series->setName(tr("Point %1 of the comparison").arg(letter));
        series->setMarkerSize(7);
        series->setColor(palette::kComparisonColour);
        series->setBorderColor(palette::kComparisonColour);
        series->setPointLabelsFormat(letter);
        series->setPointLabelsVisible(true);
        series->setPointLabelsColor(palette::kComparisonColour);
        series->setPointLabelsClipping(false);
        QFont font = series->pointLabelsFont();
        font.setBold(true);
        series->setPointLabelsFont(font);
    }
    m_markerKey->setPen(pen(palette::kMarkerColour, 2));
    m_dominated = new QScatterSeries(this);
    m_dominated->setName(tr("Dominated (not faster than fewer GPUs)"));
    m_dominated->setMarkerSize(11);
    m_dominated->setColor(Qt::transparent);
    m_dominated->setBorderColor(palette::kMeasuredColour);
    m_dominated->setPen(pen(palette::kMeasuredColour, 1.5));
    order.insert(order.end(), {m_fit, m_fitExtrapolated, m_allPoints, m_frontierLine,
                               m_frontierPoints, m_dominated, m_reference, m_crossing, m_pointA,
                               m_pointB, m_markerKey});
    for (auto* series : order) {
        chart->addSeries(series);
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
    }
    for (auto* series : {static_cast<QAbstractSeries*>(m_frontierPoints),
                         static_cast<QAbstractSeries*>(m_pointA),
                         static_cast<QAbstractSeries*>(m_pointB),
                         static_cast<QAbstractSeries*>(m_dominated)})
        setLegendEntryShown(series, false);

    m_errorBars = new ErrorBarItem(chart);
    m_marker = new MarkerOverlay(chart);
    connect(chart, &QChart::plotAreaChanged, this, [this] {
        syncOverlays();
        Q_EMIT plotAreaMoved();
    });
    for (auto* scatter : {m_allPoints, m_frontierPoints, m_reference}) {
        connect(scatter, &QScatterSeries::hovered, this, &ScalingChart::showPointToolTip);
        connect(scatter, &QScatterSeries::clicked, this, [this](const QPointF& value) {
            if (const int row = rowAtValue(value); row >= 0)
                Q_EMIT pointClicked(row);
        });
    }
    followWidgetPalette(this); // dark when the desktop theme is
    rebuild();
}

void ScalingChart::setModel(SeriesTableModel* model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model) {
        connect(m_model, &QAbstractItemModel::modelReset, this, &ScalingChart::rebuild);
        connect(m_model, &QAbstractItemModel::dataChanged, this, &ScalingChart::rebuild);
    }
    rebuild();
}

double ScalingChart::chartY(double speedup, double efficiency) const
{
    return m_mode == Mode::Speedup ? std::log2(speedup) : efficiency;
}

QPointF ScalingChart::valueOfRow(int row) const
{
    using Column = SeriesTableModel::Column;
    const auto value = [&](int column) {
        return m_model->index(row, column).data(SortRole).toDouble();
    };
    return {std::log2(value(Column::Gpus)), chartY(value(Column::Speedup), value(Column::Efficiency))};
}

int ScalingChart::rowAtValue(const QPointF& value) const
{
    if (!m_model)
        return -1;
    int best = -1;
    double bestDistance = std::numeric_limits<double>::infinity();
    const QPointF target = chart()->mapToPosition(value);
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QPointF delta = chart()->mapToPosition(valueOfRow(row)) - target;
        const double distance = QPointF::dotProduct(delta, delta);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = row;
        }
    }
    return best;
}

QString ScalingChart::pointToolTip(int row) const
{
    using Column = SeriesTableModel::Column;
    const auto text = [&](int column) { return m_model->index(row, column).data().toString(); };
    QString tip = tr("%1 — %2\nN = %3 GPUs · %4 min\nspeedup %5 · efficiency %6 (derived)")
                      .arg(text(Column::Submitter), text(Column::System), text(Column::Gpus),
                           text(Column::Minutes), text(Column::Speedup), text(Column::Efficiency));
    if (row == m_model->referenceRow())
        tip += tr("\nThe reference point");
    else
        tip += tr("\nClick to make it the reference");
    return tip;
}

void ScalingChart::showPointToolTip(const QPointF& value, bool entering)
{
    const int row = entering ? rowAtValue(value) : -1;
    if (row < 0) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(QCursor::pos(), pointToolTip(row), this);
}

QStringList ScalingChart::legendNames() const
{
    QStringList names;
    for (auto* marker : chart()->legend()->markers())
        if (!m_hiddenLegendEntries.contains(marker->series()))
            names.append(marker->label());
    return names;
}

void ScalingChart::rebuild()
{
    using Column = SeriesTableModel::Column;
    QList<QPointF> all, frontier, reference, dominated;
    std::vector<ErrorBarItem::Bar> bars;
    std::vector<double> ys;
    const bool hasSeries = m_model && m_model->hasSeries();
    double minN = 1;
    double maxN = 2;
    if (hasSeries) {
        minN = std::numeric_limits<double>::infinity();
        maxN = 0;
        const int referenceRow = m_model->referenceRow();
        for (int row = 0; row < m_model->rowCount(); ++row) {
            const QPointF value = valueOfRow(row);
            const double n = m_model->index(row, Column::Gpus).data(SortRole).toDouble();
            minN = std::min(minN, n);
            maxN = std::max(maxN, n);
            all.append(value);
            ys.push_back(value.y());
            if (m_model->pointAt(row).dominated)
                dominated.append(value); // drawn hollow, not joined: out of break-even and fits
            else if (m_model->index(row, Column::Frontier).data(SortRole).toDouble() > 0)
                frontier.append(value);
            if (row == referenceRow)
                reference.append(value);
            // Run spread: T scales each figure by T / T_run.
            const double minutes = m_model->index(row, Column::Minutes).data(SortRole).toDouble();
            const QVariant fastest = m_model->index(row, Column::FastestRun).data(SortRole);
            const QVariant slowest = m_model->index(row, Column::SlowestRun).data(SortRole);
            if (fastest.isValid() && slowest.isValid() && fastest.toDouble() > 0) {
                const double speedup = m_model->index(row, Column::Speedup).data(SortRole).toDouble();
                const double efficiency = m_model->index(row, Column::Efficiency).data(SortRole).toDouble();
                const double slow = minutes / slowest.toDouble();
                const double fast = minutes / fastest.toDouble();
                ErrorBarItem::Bar bar{value.x(), chartY(speedup * slow, efficiency * slow),
                                      chartY(speedup * fast, efficiency * fast)};
                ys.push_back(bar.low);
                ys.push_back(bar.high);
                bars.push_back(bar);
            }
        }
    }
    m_allPoints->replace(all);
    m_frontierLine->replace(frontier);
    m_frontierPoints->replace(frontier);
    m_reference->replace(reference);
    m_dominated->replace(dominated);
    setLegendEntryShown(m_dominated, !dominated.isEmpty());
    m_errorBars->setBars(std::move(bars));

    // Only the best model extrapolates, and only to kMaxExtrapolation x the largest N.
    const bool extrapolated = hasSeries && m_model->series().shownFitExtrapolates() &&
                              m_model->series().fits.get(*m_model->series().shownFit).fitted;
    const double minLog2X = std::log2(minN) - 0.35;
    const double maxLog2X =
        std::log2(extrapolated ? analysis::kMaxExtrapolation * maxN : maxN) + 0.35;
    rebuildFit(minLog2X, maxLog2X, ys);

    const double referenceN = hasSeries ? static_cast<double>(m_model->series().reference.n) : 1;
    if (m_mode == Mode::Speedup) {
        // The ideal line up to the largest measured N sets the top: the gap to it is the point.
        m_ideal->replace({QPointF(minLog2X, minLog2X - std::log2(referenceN)),
                          QPointF(maxLog2X, maxLog2X - std::log2(referenceN))});
        if (hasSeries)
            ys.push_back(std::log2(maxN / referenceN));
        const auto [low, high] = ys.empty() ? std::pair(0.0, 1.0)
                                            : std::pair(*std::min_element(ys.begin(), ys.end()),
                                                        *std::max_element(ys.begin(), ys.end()));
        m_minLog2Y = std::min(low, 0.0) - 0.3;
        m_maxLog2Y = std::max(high, 1.0) + 0.3;
        static_cast<PowerOfTwoAxis*>(m_axisY)->setLog2Range(m_minLog2Y, m_maxLog2Y, yLabelCount());
    } else {
        m_ideal->replace({QPointF(minLog2X, 1.0), QPointF(maxLog2X, 1.0)});
        const double theta = hasSeries ? m_model->options().threshold : 0.5;
        m_threshold->replace({QPointF(minLog2X, theta), QPointF(maxLog2X, theta)});
        m_threshold->setName(tr("Threshold θ = %1").arg(figure::numberG(theta, 6)));
        ys.push_back(1.0);
        ys.push_back(theta);
        const double high = *std::max_element(ys.begin(), ys.end());
        const double top = std::ceil((high + 0.08) / 0.2) * 0.2;
        static_cast<SteppedAxis*>(m_axisY)->setSteppedRange(0, top, top > 2.1 ? 0.5 : 0.2, 1);
    }
    m_minLog2X = minLog2X;
    m_maxLog2X = maxLog2X;
    const double plotWidth = chart()->plotArea().width();
    m_axisX->setLog2Range(minLog2X, maxLog2X,
                          std::max(4, static_cast<int>(plotWidth / kMinLabelSpacing)));

    QString title;
    if (hasSeries) {
        title = (m_mode == Mode::Speedup ? tr("Speedup: %1, %2") : tr("Parallel efficiency: %1, %2"))
                    .arg(m_model->benchmarkLabel(), m_model->seriesLabel());
        // A long series name (a system family with several frameworks) goes on a line of
        // its own: Qt Charts elides a title wider than the chart, and wraps rich text. Only
        // then: a rich-text title makes Qt Charts repaint the whole chart on every marker
        // step (ui_bench: 30 ms a step instead of ~1 ms), so names that fit stay plain.
        constexpr int kLongTitle = 80;
        if (title.size() > kLongTitle) {
            // Lines of at most kTitleLine characters, broken after a " / " or ", " of the
            // family (several frameworks make the longest names).
            constexpr int kTitleLine = 44;
            QStringList pieces;
            const QStringList parts = m_model->seriesLabel().split(QStringLiteral(" / "));
            for (int i = 0; i < parts.size(); ++i) {
                const QStringList items = parts[i].split(QStringLiteral(", "));
                for (int j = 0; j < items.size(); ++j)
                    pieces.append(items[j] + (j + 1 < items.size()   ? QStringLiteral(",")
                                              : i + 1 < parts.size() ? QStringLiteral(" /")
                                                                     : QString()));
            }
            QStringList lines{QString()};
            for (const auto& piece : pieces) {
                if (!lines.back().isEmpty() && lines.back().size() + 1 + piece.size() > kTitleLine)
                    lines.append(QString());
                lines.back() += (lines.back().isEmpty() ? QString() : QStringLiteral(" ")) + piece;
            }
            for (auto& line : lines)
                line = line.toHtmlEscaped();
            title = (m_mode == Mode::Speedup ? tr("Speedup: %1") : tr("Parallel efficiency: %1"))
                        .arg(m_model->benchmarkLabel().toHtmlEscaped()) +
                    QStringLiteral("<br>") + lines.join(QStringLiteral("<br>"));
        }
    } else {
        title = m_mode == Mode::Speedup ? tr("Speedup: no series") : tr("Parallel efficiency: no series");
    }
    chart()->setTitle(title);
    m_reference->setName(hasSeries ? tr("Reference (N = %1)").arg(m_model->series().reference.n)
                                   : tr("Reference"));
    m_marker->setMarkerVisible(hasSeries && m_markerN > 0);
    rebuildMarks();
    syncOverlays();
}

void ScalingChart::rebuildMarks()
{
    // The θ crossing N*, where the efficiency falls through θ between two measured N.
    QList<QPointF> crossing;
    if (m_model && m_model->hasSeries()) {
        const auto& series = m_model->series();
        const auto& threshold = series.breakEven.threshold;
        // On the efficiency chart only: there the crossing lies on the frontier segment
        // (E is linear in log2 N between the two points), on the speedup chart it would not.
        if (threshold.nInterpolated && m_mode == Mode::Efficiency) {
            const double n = *threshold.nInterpolated;
            const double theta = m_model->options().threshold;
            crossing.append(QPointF(std::log2(n), theta));
            m_crossing->setName(tr("θ crossing (θ = %1): N* ≈ %2")
                                    .arg(figure::numberG(theta, 6), figure::gpuCountText(n)));
        }
    }
    m_crossing->replace(crossing);
    setLegendEntryShown(m_crossing, !crossing.isEmpty());
    const int rows = m_model ? m_model->rowCount() : 0;
    m_pointA->replace(m_rowA >= 0 && m_rowA < rows ? QList<QPointF>{valueOfRow(m_rowA)} : QList<QPointF>{});
    m_pointB->replace(m_rowB >= 0 && m_rowB < rows ? QList<QPointF>{valueOfRow(m_rowB)} : QList<QPointF>{});
}

void ScalingChart::setComparisonRows(int rowA, int rowB)
{
    if (rowA == m_rowA && rowB == m_rowB)
        return;
    m_rowA = rowA;
    m_rowB = rowB;
    rebuildMarks();
}

QLineSeries* ScalingChart::extraFitSeries(std::size_t index)
{
    // A fit crossing a gap is solid, dashed, solid again: the first solid and the first
    // dashed piece carry the legend entries (m_fit, m_fitExtrapolated), the rest come
    // from this pool of unnamed series.
    while (m_fitMoreSegments.size() <= index) {
        auto* series = new QLineSeries(this);
        chart()->addSeries(series);
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
        setLegendEntryShown(series, false);
        m_fitMoreSegments.push_back(series);
    }
    return m_fitMoreSegments[index];
}

void ScalingChart::rebuildFit(double minLog2X, double maxLog2X, std::vector<double>& ys)
{
    // Pieces of the curve, each drawn solid (within the measured range) or dashed
    // (extrapolated beyond the largest N, or across a gap wider than 4x between measured N,
    // where no run supports it: docs/analysis.md §5.2).
    struct Piece
    {
        bool dashed = false;
        QList<QPointF> points;
    };
    std::vector<Piece> pieces;
    QString name;
    bool anyGap = false;
    if (m_model && m_model->hasSeries() && m_model->series().shownFit) {
        const auto& series = m_model->series();
        const auto& fit = series.fits.get(*series.shownFit);
        name = fitLegendName(fit);
        if (fit.fitted) {
            const double referenceN = static_cast<double>(series.reference.n);
            const double fromN = std::exp2(minLog2X + 0.35);
            const double toN = std::exp2(maxLog2X - 0.35);
            for (const auto& sample : analysis::sampleFit(fit, fromN, toN, kFitSamples)) {
                if (!(sample.speedup > 0))
                    continue;
                const QPointF value(std::log2(sample.n),
                                    chartY(sample.speedup, sample.speedup / (sample.n / referenceN)));
                ys.push_back(value.y());
                const bool dashed = sample.extrapolated || sample.inGap;
                anyGap = anyGap || sample.inGap;
                if (pieces.empty() || pieces.back().dashed != dashed) {
                    Piece piece{dashed, {}};
                    if (!pieces.empty())
                        piece.points.append(pieces.back().points.back()); // joined, no hole
                    pieces.push_back(std::move(piece));
                }
                pieces.back().points.append(value);
            }
        }
    }
    // A fit with R^2 < 0.5 is drawn faded and says so (docs/analysis.md §5.2).
    const bool poor = m_model && m_model->hasSeries() && m_model->series().shownFit &&
                      m_model->series().fits.get(*m_model->series().shownFit).poorFit;
    QColor fitColour(palette::kFitColour);
    fitColour.setAlphaF(poor ? 0.3 : 1.0);
    if (poor)
        name += tr(" (poor fit: R² < 0.5, not to be trusted)");

    m_fit->setPen(pen(fitColour, 2.2));
    m_fitExtrapolated->setPen(pen(fitColour, 2.2, Qt::DashLine));
    m_fit->clear();
    m_fitExtrapolated->clear();
    for (auto* series : m_fitMoreSegments)
        series->clear();
    bool solidNamed = false;
    bool dashedNamed = false;
    std::size_t extra = 0;
    for (const auto& piece : pieces) {
        QLineSeries* series = nullptr;
        if (!piece.dashed && !solidNamed) {
            series = m_fit;
            solidNamed = true;
        } else if (piece.dashed && !dashedNamed) {
            series = m_fitExtrapolated;
            dashedNamed = true;
        } else {
            series = extraFitSeries(extra++);
            series->setPen(pen(fitColour, 2.2, piece.dashed ? Qt::DashLine : Qt::SolidLine));
        }
        series->replace(piece.points);
    }
    m_fit->setName(name.isEmpty() ? tr("No fit") : name);
    m_fitExtrapolated->setName(anyGap ? tr("Fit, not measured (gap > 4× or past max N)")
                                      : tr("Fit extrapolated (to 2× max N)"));
    setLegendEntryShown(m_fitExtrapolated, dashedNamed);
}

void ScalingChart::setMarkerN(double n, const QString& label, const QString& legendText)
{
    m_markerN = n;
    m_marker->setMarker(n > 0 ? std::log2(n) : 0, label);
    m_marker->setMarkerVisible(n > 0 && m_model && m_model->hasSeries());
    if (m_markerKey->name() != legendText)
        m_markerKey->setName(legendText);
    setLegendEntryShown(m_markerKey, !legendText.isEmpty());
}

void ScalingChart::setLegendEntryShown(QAbstractSeries* series, bool shown)
{
    // Kept here too: a legend marker's own visibility also follows its legend's, which
    // an export hides, and a chart that was never shown reports none as visible.
    if (shown == !m_hiddenLegendEntries.contains(series))
        return;
    if (shown)
        m_hiddenLegendEntries.remove(series);
    else
        m_hiddenLegendEntries.insert(series);
    for (auto* marker : chart()->legend()->markers(series))
        marker->setVisible(shown);
}

void ScalingChart::setAlignmentMargins(double left, double right)
{
    const QMarginsF wanted(std::round(left), 0, std::round(right), 0);
    if (wanted == m_alignment)
        return;
    m_alignment = wanted;
    chart()->setMargins(QMargins(m_baseMargins.left() + static_cast<int>(std::lround(left)),
                                 m_baseMargins.top(),
                                 m_baseMargins.right() + static_cast<int>(std::lround(right)),
                                 m_baseMargins.bottom()));
}

int ScalingChart::yLabelCount() const
{
    return std::max(3, static_cast<int>(chart()->plotArea().height() / kMinLabelHeight));
}

void ScalingChart::fitLabelsToPlot()
{
    m_axisX->setLog2Range(m_minLog2X, m_maxLog2X,
                          std::max(4, static_cast<int>(chart()->plotArea().width() / kMinLabelSpacing)));
    if (m_mode == Mode::Speedup)
        static_cast<PowerOfTwoAxis*>(m_axisY)->setLog2Range(m_minLog2Y, m_maxLog2Y, yLabelCount());
}

void ScalingChart::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    fitLabelsToPlot();
    syncOverlays();
}

void ScalingChart::syncOverlays()
{
    m_errorBars->syncGeometry();
    m_marker->syncGeometry();
}

} // namespace scalescope::ui
