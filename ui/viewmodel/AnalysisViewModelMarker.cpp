// The break-even marker and how the break-even is told: where the marker may stand, what
// the readout shows there, and the verdict (core/analysis/verdict.h) in the user's language.
#include "core/analysis/break_even.h"
#include "core/analysis/figures.h"
#include "core/analysis/marker_figures.h"
#include "core/analysis/marker_scale.h"
#include "core/analysis/verdict.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/text/CoreMessages.h"
#include "ui/text/FigureText.h"
#include "ui/text/qt_text.h"
#include "ui/viewmodel/AnalysisViewModel.h"

#include <algorithm>
#include <cmath>

namespace scalescope::ui {

namespace {

// At least three GPU counts: with two, any curve bends nowhere, and one says nothing.
using analysis::kMinCountsForBreakEven;

} // namespace


const analysis::Fit* AnalysisViewModel::shownFit() const
{
    if (!m_model->hasSeries())
        return nullptr;
    const auto& series = m_model->series();
    if (!series.shownFit)
        return nullptr;
    const auto& fit = series.fits.get(*series.shownFit);
    return fit.fitted ? &fit : nullptr;
}

void AnalysisViewModel::setContinuous(bool continuous)
{
    if (continuous == m_choices.continuous)
        return;
    m_choices.continuous = continuous;
    setMarkerN(m_choices.markerN);
}

double AnalysisViewModel::minMarkerN() const
{
    return m_measuredNs.empty() ? 1.0 : m_measuredNs.front();
}

double AnalysisViewModel::maxMarkerN() const
{
    if (m_measuredNs.empty())
        return 1.0;
    const bool extrapolates = shownFit() && m_model->series().shownFitExtrapolates();
    return m_choices.continuous && extrapolates ? analysis::kMaxExtrapolation * m_measuredNs.back()
                                                : m_measuredNs.back();
}

QString AnalysisViewModel::verdictRuleText() const
{
    return verdictRuleText(m_model->series().verdict);
}

QString AnalysisViewModel::verdictRuleText(const analysis::Verdict& verdict) const
{
    if (verdict.rule == "efficiency threshold")
        return tr("θ = %1").arg(figure::numberG(m_choices.options.threshold, 6));
    if (verdict.rule == "marginal return")
        return tr("marginal return < %1").arg(figure::numberG(m_choices.options.marginal, 6));
    if (verdict.rule == "knee")
        return tr("knee");
    if (verdict.rule == "cost optimum")
        return tr("cost optimum");
    return {};
}

bool AnalysisViewModel::breakEvenFound() const
{
    return m_model->hasSeries() && m_model->series().verdict.found();
}

// The texts below word analysis::Verdict (core/analysis/verdict.h), which `analyze` and
// `export` print as verdictHeadline/verdictLegend: one decision, told in the user's language.
QString AnalysisViewModel::breakEvenText() const
{
    if (!m_model->hasSeries())
        return tr("No break-even: no series");
    const auto& verdict = m_model->series().verdict;
    using Kind = analysis::Verdict::Kind;
    switch (verdict.kind) {
    case Kind::None:
        if (verdict.measuredCounts < kMinCountsForBreakEven)
            return verdict.measuredCounts == 1
                       ? tr("No break-even: only 1 GPU count measured (at least 3 are needed)")
                       : tr("No break-even: only %1 GPU counts measured (at least 3 are needed)")
                             .arg(verdict.measuredCounts);
        if (verdict.lowerBound)
            return tr("No break-even up to N = %1 (lower bound): efficiency stays ≥ %2 and no "
                      "other rule fires on evidence")
                .arg(figure::gpuCountText(verdict.largestN),
                     figure::numberG(m_choices.options.threshold, 6));
        return tr("No break-even: no rule gives an estimate up to N = %1")
            .arg(figure::gpuCountText(verdict.largestN));
    case Kind::Gap:
        return tr("Break-even (%1): between %2 and %3 GPUs, not measured there")
            .arg(verdictRuleText(), figure::gpuCountText(*verdict.markerN),
                 figure::gpuCountText(*verdict.gapTo));
    case Kind::Crossing: {
        // The widest honest interval (core's headlineInterval, docs/analysis.md §9).
        const auto shown = analysis::headlineInterval(verdict);
        using Source = analysis::HeadlineInterval::Source;
        if (shown.source == Source::Entries) {
            return tr("Break-even (%1): N* ≈ %2 (entries %3–%4, %5% of resamples cross), last "
                      "measured %6")
                .arg(verdictRuleText(), figure::gpuCountText(std::round(*verdict.nStar)),
                     figure::gpuCountText(std::round(shown.interval.low)),
                     figure::gpuCountText(std::round(shown.interval.high)),
                     QString::number(shown.crossingPercent()),
                     figure::gpuCountText(*verdict.markerN));
        }
        if (shown.source == Source::RunNoise)
            return tr("Break-even (%1): N* ≈ %2 (run noise only: %3–%4), last measured %5")
                .arg(verdictRuleText(), figure::gpuCountText(*verdict.nStar),
                     figure::number(shown.interval.low, 1), figure::number(shown.interval.high, 1),
                     figure::gpuCountText(*verdict.markerN));
        return tr("Break-even (%1): N* ≈ %2, last measured %3")
            .arg(verdictRuleText(), figure::gpuCountText(*verdict.nStar),
                 figure::gpuCountText(*verdict.markerN));
    }
    case Kind::Measured:
        break;
    }
    return tr("Break-even (%1): N = %2").arg(verdictRuleText(), figure::gpuCountText(*verdict.markerN));
}

QString AnalysisViewModel::breakEvenLegendText() const
{
    if (!m_model->hasSeries())
        return {};
    return breakEvenLegendText(m_model->series());
}

QString AnalysisViewModel::breakEvenLegendText(const analysis::Series& series) const
{
    const auto& verdict = series.verdict;
    using Kind = analysis::Verdict::Kind;
    switch (verdict.kind) {
    case Kind::None:
        if (verdict.measuredCounts < kMinCountsForBreakEven)
            return tr("No break-even: %1 of 3 GPU counts needed").arg(verdict.measuredCounts);
        if (verdict.lowerBound)
            return tr("No break-even up to N = %1 (lower bound)")
                .arg(figure::gpuCountText(verdict.largestN));
        return tr("No break-even up to N = %1").arg(figure::gpuCountText(verdict.largestN));
    case Kind::Gap:
        return tr("Break-even (%1): in the %2–%3 gap")
            .arg(verdictRuleText(verdict), figure::gpuCountText(*verdict.markerN),
                 figure::gpuCountText(*verdict.gapTo));
    case Kind::Crossing:
        return tr("Break-even (%1): N* ≈ %2")
            .arg(verdictRuleText(verdict), figure::gpuCountText(*verdict.nStar));
    case Kind::Measured:
        break;
    }
    return tr("Break-even (%1): N = %2")
        .arg(verdictRuleText(verdict), figure::gpuCountText(*verdict.markerN));
}

bool AnalysisViewModel::lowerBoundFound() const
{
    return m_model->hasSeries() && m_model->series().verdict.lowerBound;
}

double AnalysisViewModel::detectedBreakEvenN() const
{
    if (!m_model->hasSeries() || m_measuredNs.empty())
        return 0;
    return analysis::markerStartN(m_model->series().verdict);
}

bool AnalysisViewModel::atDetected(double n) const
{
    const double detected = detectedBreakEvenN();
    return detected > 0 && std::fabs(n / detected - 1.0) < 1e-9;
}

bool AnalysisViewModel::markerShown() const
{
    return m_model->hasSeries() && m_choices.markerN > 0 &&
           (breakEvenFound() || lowerBoundFound() || m_choices.markerMoved);
}

QString AnalysisViewModel::markerLabel() const
{
    if (!markerShown())
        return {};
    if (breakEvenFound() && atDetected(m_choices.markerN))
        return breakEvenText();
    // The bound's short form: the chart has no room for the readout's whole sentence.
    if (lowerBoundFound() && atDetected(m_choices.markerN))
        return breakEvenLegendText();
    if (m_markerState.source == MarkerState::Source::Measured)
        return tr("N = %1").arg(figure::gpuCountText(m_choices.markerN));
    return tr("N ≈ %1 (between measured counts)").arg(figure::gpuCountText(m_choices.markerN));
}

double AnalysisViewModel::snap(double n) const
{
    if (m_measuredNs.empty())
        return 0;
    if (m_choices.continuous)
        return std::clamp(n, minMarkerN(), maxMarkerN());
    return analysis::nearestMeasuredN(m_measuredNs, n);
}

void AnalysisViewModel::setMarkerN(double n)
{
    // The detected break-even stays where it is (N* lies between measured counts).
    const double snapped = atDetected(n) && breakEvenFound() ? n : snap(n);
    const bool wasShown = markerShown();
    m_choices.markerMoved = true;
    if (snapped != m_choices.markerN || m_markerState.source == MarkerState::Source::None ||
        wasShown != markerShown()) {
        m_choices.markerN = snapped;
        m_markerState = computeMarkerState(m_choices.markerN);
        Q_EMIT markerChanged();
    }
    announceChoices();
}

int AnalysisViewModel::frontierRowAt(double n) const
{
    const auto& points = m_model->series().points;
    for (std::size_t row = 0; row < points.size(); ++row)
        if (points[row].onFrontier && static_cast<double>(points[row].n) == n)
            return static_cast<int>(row);
    return -1;
}

MarkerState AnalysisViewModel::computeMarkerState(double n) const
{
    MarkerState state;
    if (!m_model->hasSeries() || m_measuredNs.empty() || !(n > 0))
        return state;
    const auto& series = m_model->series();
    const auto figures = analysis::figuresAt(series, n, shownFit());
    if (!figures) // beyond the measurements without a fit, or before them: the nearest measured N
        return computeMarkerState(snap(n > m_measuredNs.back() ? m_measuredNs.back() : n));
    state.n = n;
    state.minutes = figures->minutes;
    state.speedup = figures->speedup;
    state.efficiency = figures->efficiency;
    state.gpuHours = figures->gpuHours;
    using Source = analysis::FiguresAt::Source;
    switch (figures->source) {
    case Source::Measured: {
        state.source = MarkerState::Source::Measured;
        int atN = 0;
        for (const auto& point : series.points)
            atN += static_cast<double>(point.n) == n;
        // In all-points mode a measured N with several points is their geometric mean.
        if (!m_choices.options.allPoints || atN == 1) {
            if (const int row = frontierRowAt(n); row >= 0) {
                const auto& point = m_model->pointAt(row);
                state.kwh = point.kwh;
                state.reference = row == m_model->referenceRow();
                if (point.speedupInterval && point.efficiencyInterval) {
                    state.speedupInterval = {point.speedupInterval->low, point.speedupInterval->high};
                    state.efficiencyInterval = {point.efficiencyInterval->low,
                                                point.efficiencyInterval->high};
                }
                state.origin = toQString(point.submitter) + QStringLiteral(", ") +
                               toQString(point.system);
            }
        } else {
            state.origin = tr("geometric mean of %1 points").arg(atN);
        }
        break;
    }
    case Source::Extrapolated:
        state.source = MarkerState::Source::Extrapolated;
        state.origin = tr("%1 fit").arg(toQString(analysis::toString(shownFit()->kind)));
        break;
    case Source::Interpolated:
        state.source = MarkerState::Source::Interpolated;
        state.origin =
            tr("interpolated between N = %1 and %2")
                .arg(figure::gpuCountText(figures->lowerN), figure::gpuCountText(figures->upperN));
        break;
    }
    if (const auto perHour = price())
        state.cost = state.gpuHours * *perHour;
    state.agreeingRules = agreeingRules(n);
    if (!breakEvenFound() || atDetected(n)) {
        state.breakEven = breakEvenText();
        for (const auto& caveat : analysis::verdictCaveatMessages(m_model->series().verdict))
            state.verdictCaveats.append(coreMessageText(caveat));
    }
    if (atDetected(n) && !state.agreeingRules.isEmpty() && breakEvenFound())
        state.agreeingRules.removeFirst(); // the rule the sentence names: listed first
    return state;
}

QStringList AnalysisViewModel::agreeingRules(double n) const
{
    // The rules whose estimate is this N, as `analyze` reports them.
    QStringList rules;
    using Rule = analysis::BreakEvenRule;
    for (const Rule rule : analysis::rulesEstimatingAt(m_model->series().breakEven, n)) {
        switch (rule) {
        case Rule::Threshold:
            rules.append(tr("efficiency θ = %1").arg(figure::numberG(m_choices.options.threshold, 6)));
            break;
        case Rule::Marginal:
            rules.append(tr("marginal return"));
            break;
        case Rule::Knee:
            rules.append(tr("knee"));
            break;
        case Rule::CostOptimum:
            rules.append(tr("cost optimum"));
            break;
        case Rule::ModelledCostOptimum:
            rules.append(tr("modelled cost optimum"));
            break;
        }
    }
    return rules;
}
} // namespace scalescope::ui
