// The break-even marker: where it may stand and what is true there (MarkerState: the
// figures, where they come from, the rules agreeing, the verdict on the detected
// break-even). ui/text/MarkerText.h words them; nothing here is a sentence.
#include "core/analysis/break_even.h"
#include "core/analysis/figures.h"
#include "core/analysis/marker_figures.h"
#include "core/analysis/marker_scale.h"
#include "core/analysis/verdict.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/text/qt_text.h"
#include "ui/viewmodel/AnalysisViewModel.h"

#include <algorithm>
#include <cmath>

namespace scalescope::ui {

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

bool AnalysisViewModel::breakEvenFound() const
{
    return m_model->hasSeries() && m_model->series().verdict.found();
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

bool AnalysisViewModel::markerAtDetected() const
{
    return atDetected(m_choices.markerN);
}

BreakEvenLimits AnalysisViewModel::breakEvenLimits() const
{
    return {m_choices.options.threshold, m_choices.options.marginal};
}

bool AnalysisViewModel::markerShown() const
{
    return m_model->hasSeries() && m_choices.markerN > 0 &&
           (breakEvenFound() || lowerBoundFound() || m_choices.markerMoved);
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
                    state.speedupInterval = {point.speedupInterval->low,
                                             point.speedupInterval->high};
                    state.efficiencyInterval = {point.efficiencyInterval->low,
                                                point.efficiencyInterval->high};
                }
                state.submitter = toQString(point.submitter);
                state.system = toQString(point.system);
            }
        } else {
            state.pointsAtN = atN;
        }
        break;
    }
    case Source::Extrapolated:
        state.source = MarkerState::Source::Extrapolated;
        state.fit = shownFit()->kind;
        break;
    case Source::Interpolated:
        state.source = MarkerState::Source::Interpolated;
        state.lowerN = figures->lowerN;
        state.upperN = figures->upperN;
        break;
    }
    if (const auto perHour = price())
        state.cost = state.gpuHours * *perHour;
    state.limits = breakEvenLimits();
    // The rules whose estimate is this N, as `analyze` reports them.
    state.agreeingRules = analysis::rulesEstimatingAt(series.breakEven, n);
    if (!breakEvenFound() || atDetected(n)) {
        state.verdict = series.verdict;
        state.verdictCaveats = analysis::verdictCaveatMessages(series.verdict);
    }
    if (atDetected(n) && !state.agreeingRules.empty() && breakEvenFound())
        state.agreeingRules.erase(
            state.agreeingRules.begin()); // the rule the sentence names: listed first
    return state;
}

} // namespace scalescope::ui
