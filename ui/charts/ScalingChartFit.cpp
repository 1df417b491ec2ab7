// The fitted curve of a scaling chart: solid over the measured range, dashed where it
// extrapolates or crosses an unmeasured gap, named in the legend with its parameters.
#include "ui/charts/ChartPalette.h"
#include "ui/charts/PowerOfTwoAxis.h"
#include "ui/charts/ScalingChart.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/text/CoreMessages.h"
#include "ui/text/FigureText.h"
#include "ui/text/qt_text.h"

#include <QCategoryAxis>
#include <QLineSeries>
#include <algorithm>
#include <cmath>

namespace scalescope::ui {

namespace {

constexpr int kFitSamples = 96;

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
        const QString reason = coreMessageText(fit.reasonMessage, fit.reason);
        return reason.size() <= 24 ? ScalingChart::tr("%1: not fitted (%2)").arg(name, reason)
                                   : ScalingChart::tr("%1: not fitted").arg(name);
    }
    QString parameters;
    switch (fit.kind) {
    case FitKind::Amdahl:
        parameters = ScalingChart::tr("f = %1").arg(figure::numberG(fit.serialFraction, 2));
        if (fit.asymptoticSpeedup)
            parameters +=
                ScalingChart::tr(", 1/f = %1").arg(figure::significant(*fit.asymptoticSpeedup));
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

} // namespace

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
            for (const auto& sample : m_model->shownFitCurve(fromN, toN, kFitSamples)) {
                if (!(sample.speedup > 0))
                    continue;
                const QPointF value(
                    std::log2(sample.n),
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

    m_fit->setPen(palette::pen(fitColour, 2.2));
    m_fitExtrapolated->setPen(palette::pen(fitColour, 2.2, Qt::DashLine));
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
            series->setPen(
                palette::pen(fitColour, 2.2, piece.dashed ? Qt::DashLine : Qt::SolidLine));
        }
        series->replace(piece.points);
    }
    m_fit->setName(name.isEmpty() ? tr("No fit") : name);
    m_fitExtrapolated->setName(anyGap ? tr("Fit, not measured (gap > 4× or past max N)")
                                      : tr("Fit extrapolated (to 2× max N)"));
    setLegendEntryShown(m_fitExtrapolated, dashedNamed);
}

} // namespace scalescope::ui
