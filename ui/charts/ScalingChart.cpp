#include "ui/charts/ScalingChart.h"

#include "ui/charts/ChartPalette.h"
#include "ui/charts/ChartTheme.h"
#include "ui/charts/ChartZoom.h"
#include "ui/charts/ComparisonLabels.h"
#include "ui/charts/ErrorBarItem.h"
#include "ui/charts/PowerOfTwoAxis.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/text/FigureText.h"
#include "ui/text/qt_text.h"

#include <QCursor>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QHelpEvent>
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

constexpr double kLegendWidth = 300;
constexpr double kTitleInset = 12;      // the chart's own margin on each side of the title
constexpr double kMinLabelSpacing = 42; // pixels per x label ("16384" fits)

} // namespace

ScalingChart::ScalingChart(Mode mode, QWidget* parent)
    : QChartView(parent), m_mode(mode), m_axisX(new PowerOfTwoAxis(this)),
      m_ideal(new QLineSeries(this)), m_allPoints(new QScatterSeries(this)),
      m_frontierLine(new QLineSeries(this)), m_frontierPoints(new QScatterSeries(this)),
      m_reference(new QScatterSeries(this)), m_fit(new QLineSeries(this)),
      m_fitExtrapolated(new QLineSeries(this)), m_crossing(new QScatterSeries(this)),
      m_pointA(new QScatterSeries(this)), m_pointB(new QScatterSeries(this)),
      m_markerKey(new QLineSeries(this))
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
    m_axisY->setTitleText(mode == Mode::Speedup ? tr("Speedup (derived)")
                                                : tr("Efficiency (derived)"));
    for (auto* axis :
         {static_cast<QAbstractAxis*>(m_axisX), static_cast<QAbstractAxis*>(m_axisY)}) {
        axis->setGridLineColor(QColor(225, 225, 225));
        QFont font = axis->titleFont();
        font.setBold(false);
        axis->setTitleFont(font);
    }
    chart->addAxis(m_axisX, Qt::AlignBottom);
    chart->addAxis(m_axisY, Qt::AlignLeft);

    m_ideal->setName(mode == Mode::Speedup ? tr("Ideal (linear) scaling")
                                           : tr("Ideal efficiency (1.0)"));
    m_ideal->setPen(palette::pen(palette::kIdealColour, 1.5, Qt::DashLine));
    std::vector<QAbstractSeries*> order = {m_ideal};
    if (mode == Mode::Efficiency) {
        m_threshold = new QLineSeries(this);
        m_threshold->setPen(palette::pen(palette::kThresholdColour, 1.5, Qt::DashDotLine));
        order.push_back(m_threshold);
    }
    m_fit->setPen(palette::pen(palette::kFitColour, 2.2));
    m_fitExtrapolated->setPen(palette::pen(palette::kFitColour, 2.2, Qt::DashLine));
    m_fitExtrapolated->setName(tr("Fit extrapolated (to 4× max N)"));
    m_allPoints->setName(tr("All points"));
    m_allPoints->setMarkerSize(9);
    m_allPoints->setColor(palette::faintMeasuredColour());
    m_allPoints->setBorderColor(palette::faintMeasuredColour());
    m_frontierLine->setName(tr("Frontier (fastest per N)"));
    m_frontierLine->setPen(palette::pen(palette::kMeasuredColour, 2.2));
    m_frontierPoints->setMarkerSize(9);
    m_frontierPoints->setColor(palette::kMeasuredColour);
    m_frontierPoints->setBorderColor(palette::kMeasuredColour);
    m_reference->setName(tr("Reference"));
    m_reference->setMarkerSize(16);
    m_reference->setColor(Qt::transparent);
    m_reference->setBorderColor(palette::kReferenceColour);
    m_reference->setPen(palette::pen(palette::kReferenceColour, 2));
    m_crossing->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
    m_crossing->setMarkerSize(13);
    m_crossing->setColor(palette::kThresholdColour);
    m_crossing->setBorderColor(Qt::white);
    for (auto [series, letter] :
         {std::pair{m_pointA, QStringLiteral("A")}, std::pair{m_pointB, QStringLiteral("B")}}) {
        series->setName(tr("Point %1 of the comparison").arg(letter));
        series->setMarkerSize(7);
        series->setColor(palette::kComparisonColour);
        series->setBorderColor(palette::kComparisonColour);
        series->setMarkerShape(letter == QLatin1String("A") ? QScatterSeries::MarkerShapeCircle
                                                            : QScatterSeries::MarkerShapeRectangle);
    }
    m_markerKey->setPen(palette::pen(palette::kMarkerColour, 2));
    m_dominated = new QScatterSeries(this);
    m_dominated->setName(tr("Dominated (not faster than fewer GPUs)"));
    m_dominated->setMarkerSize(11);
    m_dominated->setColor(Qt::transparent);
    m_dominated->setBorderColor(palette::kMeasuredColour);
    m_dominated->setPen(palette::pen(palette::kMeasuredColour, 1.5));
    order.insert(order.end(),
                 {m_fit, m_fitExtrapolated, m_allPoints, m_frontierLine, m_frontierPoints,
                  m_dominated, m_reference, m_crossing, m_pointA, m_pointB, m_markerKey});
    for (auto* series : order) {
        chart->addSeries(series);
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
    }
    for (auto* series :
         {static_cast<QAbstractSeries*>(m_frontierPoints), static_cast<QAbstractSeries*>(m_pointA),
          static_cast<QAbstractSeries*>(m_pointB), static_cast<QAbstractSeries*>(m_dominated)})
        setLegendEntryShown(series, false);

    m_errorBars = new ErrorBarItem(chart);
    m_marker = new MarkerOverlay(chart);
    m_comparisonLabels = new ComparisonLabels(chart);
    setTopLayerDrawnByView(true);
    // Any change of the scene (a series, an axis, a colour) makes the kept image stale.
    connect(scene(), &QGraphicsScene::changed, this, [this] { m_sceneImageValid = false; });
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
    m_zoom = new ChartZoom(this);
    m_zoom->setRangeSetter(m_axisX, [this](double min, double max) {
        m_axisX->setLog2Range(min, max, xLabelCount());
    });
    m_zoom->setRangeSetter(m_axisY, [this](double min, double max) {
        if (m_mode == Mode::Speedup)
            static_cast<PowerOfTwoAxis*>(m_axisY)->setLog2Range(min, max, yLabelCount());
        else
            showEfficiencyRange(min, max, std::pair(min, max) == m_zoom->fullRange(m_axisY));
    });
    connect(m_zoom, &ChartZoom::rangesChanged, this, &ScalingChart::syncOverlays);
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
    return {std::log2(value(Column::Gpus)),
            chartY(value(Column::Speedup), value(Column::Efficiency))};
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
    // Leaving is not acted on: hover leave events also come while the pointer stays on
    // the point (the tip vanished after half a second); the tip's own rectangle, the
    // point's, hides it when the pointer leaves.
    if (!entering)
        return;
    const int row = rowAtValue(value);
    if (row < 0) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(QCursor::pos(), pointToolTip(row), viewport(), pointToolTipRect(row),
                       kPointToolTipMs);
}

QRect ScalingChart::pointToolTipRect(int row) const
{
    const QPointF scene = chart()->mapToScene(chart()->mapToPosition(valueOfRow(row)));
    const QPoint centre = mapFromScene(scene);
    constexpr int kHalf = 9; // a little larger than a point's marker
    return {centre.x() - kHalf, centre.y() - kHalf, 2 * kHalf + 1, 2 * kHalf + 1};
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
    scheduleLegendCheck();
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
                const double speedup =
                    m_model->index(row, Column::Speedup).data(SortRole).toDouble();
                const double efficiency =
                    m_model->index(row, Column::Efficiency).data(SortRole).toDouble();
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
    if (hasSeries)
        addOverlayRanges(ys, minN, maxN);
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
        fillOverlays(m_minLog2Y, m_maxLog2Y);
    } else {
        m_ideal->replace({QPointF(minLog2X, 1.0), QPointF(maxLog2X, 1.0)});
        const double theta = hasSeries ? m_model->options().threshold : 0.5;
        m_threshold->replace({QPointF(minLog2X, theta), QPointF(maxLog2X, theta)});
        m_threshold->setName(tr("Threshold θ = %1").arg(figure::numberG(theta, 6)));
        ys.push_back(1.0);
        ys.push_back(theta);
        const double high = *std::max_element(ys.begin(), ys.end());
        const double top = std::ceil((high + 0.08) / 0.2) * 0.2;
        showEfficiencyRange(0, top, true);
        fillOverlays(0, top);
    }
    m_minLog2X = minLog2X;
    m_maxLog2X = maxLog2X;
    m_axisX->setLog2Range(minLog2X, maxLog2X, xLabelCount());
    m_zoom->rehome(); // a zoom stays while the full ranges do

    QString title;
    if (hasSeries) {
        title =
            (m_mode == Mode::Speedup ? tr("Speedup: %1, %2") : tr("Parallel efficiency: %1, %2"))
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
        title = m_mode == Mode::Speedup ? tr("Speedup: no series")
                                        : tr("Parallel efficiency: no series");
    }
    m_exportTitle = title;
    m_screenTitle = hasSeries ? (m_mode == Mode::Speedup ? tr("Speedup: %1, %2")
                                                         : tr("Parallel efficiency: %1, %2"))
                                    .arg(m_model->benchmarkLabel(), m_model->seriesLabel())
                              : title;
    showScreenTitle();
    m_reference->setName(hasSeries ? tr("Reference (N = %1)").arg(m_model->series().reference.n)
                                   : tr("Reference"));
    m_marker->setMarkerVisible(hasSeries && m_markerN > 0);
    rebuildMarks();
    syncOverlays();
}

void ScalingChart::fitLabelsToPlot()
{
    m_axisX->setLog2Range(m_minLog2X, m_maxLog2X, xLabelCount());
    if (m_mode == Mode::Speedup) {
        static_cast<PowerOfTwoAxis*>(m_axisY)->setLog2Range(m_minLog2Y, m_maxLog2Y, yLabelCount());
    } else {
        const auto [min, max] = m_zoom->fullRange(m_axisY);
        showEfficiencyRange(min, max, true);
    }
    m_zoom->rehome(); // the zoomed ranges again, labelled for the new size
}

int ScalingChart::xLabelCount() const
{
    return std::max(4, static_cast<int>(chart()->plotArea().width() / kMinLabelSpacing));
}

QRect ScalingChart::screenTitleRect() const
{
    // Qt Charts draws the title centred in the top margin's band, above the plot.
    const QMargins margins = chart()->margins();
    const QRectF band(chart()->geometry().left(), chart()->geometry().top() + margins.top(),
                      chart()->geometry().width(),
                      QFontMetricsF(chart()->titleFont()).height() + 4);
    return mapFromScene(band).boundingRect();
}

bool ScalingChart::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::ToolTip && chart()->title() != m_screenTitle) {
        const auto* help = static_cast<QHelpEvent*>(event);
        if (const QRect title = screenTitleRect(); title.contains(help->pos())) {
            QToolTip::showText(help->globalPos(), m_screenTitle, viewport(), title);
            return true;
        }
    }
    return QChartView::viewportEvent(event);
}

void ScalingChart::showScreenTitle()
{
    // On screen the title is one plain line, cut to the chart's width: a wrapped title took
    // three lines of a laptop's 170-pixel chart, leaving 60 for the plot. The Series box
    // names the series in full, and exports keep the whole title (m_exportTitle).
    // Qt Charts gives the title the chart's width inside its margins (the alignment's too)
    // and cuts it with "..." when it is longer.
    const QMargins margins = chart()->margins();
    const double width =
        chart()->size().width() - margins.left() - margins.right() - 2 * kTitleInset;
    if (width <= 0) {
        chart()->setTitle(m_screenTitle);
        return;
    }
    chart()->setTitle(
        QFontMetricsF(chart()->titleFont()).elidedText(m_screenTitle, Qt::ElideRight, width));
}

} // namespace scalescope::ui
