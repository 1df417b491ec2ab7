#include "ui/text/MarkerText.h"

#include "ui/text/CoreMessages.h"
#include "ui/text/FigureText.h"
#include "ui/text/qt_text.h"

#include <QCoreApplication>
#include <cmath>

namespace scalescope::ui::markerText {

namespace {

struct MarkerText
{
    Q_DECLARE_TR_FUNCTIONS(MarkerText)
};

using Kind = analysis::Verdict::Kind;
// At least three GPU counts: with two, any curve bends nowhere, and one says nothing.
using analysis::kMinCountsForBreakEven;

} // namespace

QString noSeriesSentence()
{
    return MarkerText::tr("No break-even: no series");
}

QString verdictRule(const analysis::Verdict& verdict, const BreakEvenLimits& limits)
{
    if (verdict.rule == "efficiency threshold")
        return MarkerText::tr("θ = %1").arg(figure::numberG(limits.threshold, 6));
    if (verdict.rule == "marginal return")
        return MarkerText::tr("marginal return < %1").arg(figure::numberG(limits.marginal, 6));
    if (verdict.rule == "knee")
        return MarkerText::tr("knee");
    if (verdict.rule == "cost optimum")
        return MarkerText::tr("cost optimum");
    return {};
}

// The sentences below word analysis::Verdict (core/analysis/verdict.h), which `analyze` and
// `export` print as verdictHeadline/verdictLegend: one decision, told in the user's language.
QString breakEvenSentence(const analysis::Verdict& verdict, const BreakEvenLimits& limits)
{
    const QString rule = verdictRule(verdict, limits);
    switch (verdict.kind) {
    case Kind::None:
        if (verdict.measuredCounts < kMinCountsForBreakEven)
            return verdict.measuredCounts == 1
                       ? MarkerText::tr(
                             "No break-even: only 1 GPU count measured (at least 3 are needed)")
                       : MarkerText::tr("No break-even: only %1 GPU counts measured (at least 3 "
                                        "are needed)")
                             .arg(verdict.measuredCounts);
        if (verdict.lowerBound)
            return MarkerText::tr("No break-even up to N = %1 (lower bound): efficiency stays ≥ "
                                  "%2 and no other rule fires on evidence")
                .arg(figure::gpuCountText(verdict.largestN), figure::numberG(limits.threshold, 6));
        return MarkerText::tr("No break-even: no rule gives an estimate up to N = %1")
            .arg(figure::gpuCountText(verdict.largestN));
    case Kind::Gap:
        return MarkerText::tr("Break-even (%1): between %2 and %3 GPUs, not measured there")
            .arg(rule, figure::gpuCountText(*verdict.markerN),
                 figure::gpuCountText(*verdict.gapTo));
    case Kind::Crossing: {
        // The widest honest interval (core's headlineInterval, docs/analysis.md §9).
        const auto shown = analysis::headlineInterval(verdict);
        using Source = analysis::HeadlineInterval::Source;
        if (shown.source == Source::Entries) {
            return MarkerText::tr("Break-even (%1): N* ≈ %2 (entries %3–%4, %5% of resamples "
                                  "cross), last measured %6")
                .arg(rule, figure::gpuCountText(std::round(*verdict.nStar)),
                     figure::gpuCountText(std::round(shown.interval.low)),
                     figure::gpuCountText(std::round(shown.interval.high)),
                     QString::number(shown.crossingPercent()),
                     figure::gpuCountText(*verdict.markerN));
        }
        if (shown.source == Source::RunNoise)
            return MarkerText::tr(
                       "Break-even (%1): N* ≈ %2 (run noise only: %3–%4), last measured %5")
                .arg(rule, figure::gpuCountText(*verdict.nStar),
                     figure::number(shown.interval.low, 1), figure::number(shown.interval.high, 1),
                     figure::gpuCountText(*verdict.markerN));
        return MarkerText::tr("Break-even (%1): N* ≈ %2, last measured %3")
            .arg(rule, figure::gpuCountText(*verdict.nStar),
                 figure::gpuCountText(*verdict.markerN));
    }
    case Kind::Measured:
        break;
    }
    return MarkerText::tr("Break-even (%1): N = %2")
        .arg(rule, figure::gpuCountText(*verdict.markerN));
}

QString breakEvenLegend(const analysis::Verdict& verdict, const BreakEvenLimits& limits)
{
    switch (verdict.kind) {
    case Kind::None:
        if (verdict.measuredCounts < kMinCountsForBreakEven)
            return MarkerText::tr("No break-even: %1 of 3 GPU counts needed")
                .arg(verdict.measuredCounts);
        if (verdict.lowerBound)
            return MarkerText::tr("No break-even up to N = %1 (lower bound)")
                .arg(figure::gpuCountText(verdict.largestN));
        return MarkerText::tr("No break-even up to N = %1")
            .arg(figure::gpuCountText(verdict.largestN));
    case Kind::Gap:
        return MarkerText::tr("Break-even (%1): in the %2–%3 gap")
            .arg(verdictRule(verdict, limits), figure::gpuCountText(*verdict.markerN),
                 figure::gpuCountText(*verdict.gapTo));
    case Kind::Crossing:
        return MarkerText::tr("Break-even (%1): N* ≈ %2")
            .arg(verdictRule(verdict, limits), figure::gpuCountText(*verdict.nStar));
    case Kind::Measured:
        break;
    }
    return MarkerText::tr("Break-even (%1): N = %2")
        .arg(verdictRule(verdict, limits), figure::gpuCountText(*verdict.markerN));
}

QString markerLabel(const analysis::Verdict& verdict, const BreakEvenLimits& limits, double n,
                    bool measured, bool atDetected)
{
    if (verdict.found() && atDetected)
        return breakEvenSentence(verdict, limits);
    // The bound's short form: the chart has no room for the readout's whole sentence.
    if (verdict.lowerBound && atDetected)
        return breakEvenLegend(verdict, limits);
    if (measured)
        return MarkerText::tr("N = %1").arg(figure::gpuCountText(n));
    return MarkerText::tr("N ≈ %1 (between measured counts)").arg(figure::gpuCountText(n));
}

QString origin(const MarkerState& state)
{
    using Source = MarkerState::Source;
    switch (state.source) {
    case Source::Measured:
        // In all-points mode a measured N with several points is their geometric mean.
        if (state.pointsAtN > 1)
            return MarkerText::tr("geometric mean of %1 points").arg(state.pointsAtN);
        if (state.submitter.isEmpty() && state.system.isEmpty())
            return {};
        return state.submitter + QStringLiteral(", ") + state.system;
    case Source::Extrapolated:
    case Source::Fitted:
        if (!state.fit)
            return {};
        return MarkerText::tr("%1 fit").arg(toQString(analysis::toString(*state.fit)));
    case Source::Interpolated:
        return MarkerText::tr("interpolated between N = %1 and %2")
            .arg(figure::gpuCountText(state.lowerN), figure::gpuCountText(state.upperN));
    case Source::None:
        break;
    }
    return {};
}

QStringList ruleNames(const std::vector<analysis::BreakEvenRule>& rules, double threshold)
{
    QStringList names;
    using Rule = analysis::BreakEvenRule;
    for (const Rule rule : rules) {
        switch (rule) {
        case Rule::Threshold:
            names.append(MarkerText::tr("efficiency θ = %1").arg(figure::numberG(threshold, 6)));
            break;
        case Rule::Marginal:
            names.append(MarkerText::tr("marginal return"));
            break;
        case Rule::Knee:
            names.append(MarkerText::tr("knee"));
            break;
        case Rule::CostOptimum:
            names.append(MarkerText::tr("cost optimum"));
            break;
        case Rule::ModelledCostOptimum:
            names.append(MarkerText::tr("modelled cost optimum"));
            break;
        }
    }
    return names;
}

QStringList readoutLines(const MarkerState& state, std::optional<double> price)
{
    using Source = MarkerState::Source;
    if (state.source == Source::None)
        return {MarkerText::tr("No series: choose a benchmark with scored results.")};
    const QString from = origin(state);
    QString where;
    switch (state.source) {
    case Source::Measured:
        where = MarkerText::tr("measured: %1").arg(from);
        break;
    case Source::Fitted:
        where = MarkerText::tr("modelled: %1").arg(from);
        break;
    case Source::Extrapolated:
        where =
            MarkerText::tr("modelled: %1, extrapolated beyond the largest measured N").arg(from);
        break;
    case Source::Interpolated:
        where = MarkerText::tr("modelled: %1").arg(from);
        break;
    case Source::None:
        break;
    }
    const QString energy = state.source != Source::Measured ? MarkerText::tr("energy not modelled")
                           : state.kwh
                               ? MarkerText::tr("energy %1").arg(figure::energyText(*state.kwh))
                               : MarkerText::tr("no energy (no power logs)");
    QStringList lines;
    // A position between measured counts is a point on a curve, not a GPU count.
    if (state.source == Source::Measured)
        lines.append(
            MarkerText::tr("N = %1 GPUs · %2 min (%3)")
                .arg(figure::gpuCountText(state.n), figure::minutesText(state.minutes), where));
    else
        lines.append(
            MarkerText::tr("At N ≈ %1 (not a measured GPU count) · %2 min (%3)")
                .arg(figure::gpuCountText(state.n), figure::minutesText(state.minutes), where));
    // No price is invented: without one the readout stops at GPU-hours.
    const QString cost = price && state.cost
                             ? MarkerText::tr("cost %1 at %2 per GPU-hour")
                                   .arg(figure::significant(*state.cost), figure::number(*price, 2))
                             : MarkerText::tr("no price set");
    lines.append(MarkerText::tr("Derived: speedup %1 · efficiency %2 · %3 GPU-hours · %4 · %5")
                     .arg(figure::speedupText(state.speedup),
                          figure::efficiencyText(state.efficiency),
                          figure::significant(state.gpuHours), cost, energy));
    if (state.reference)
        lines.append(MarkerText::tr(
            "Bootstrap interval: none at the reference (speedup and efficiency are 1 by "
            "definition; its runs' spread is in every other point's interval)"));
    else if (state.speedupInterval && state.efficiencyInterval)
        lines.append(
            MarkerText::tr(
                "Bootstrap interval over the counted runs: speedup %1 to %2 · efficiency %3 to %4")
                .arg(figure::speedupText(state.speedupInterval->first),
                     figure::speedupText(state.speedupInterval->second),
                     figure::efficiencyText(state.efficiencyInterval->first),
                     figure::efficiencyText(state.efficiencyInterval->second)));
    const QStringList agreeing = ruleNames(state.agreeingRules, state.limits.threshold);
    const QString breakEven =
        state.verdict ? breakEvenSentence(*state.verdict, state.limits) : QString();
    QString rules = agreeing.isEmpty()
                        ? MarkerText::tr("No break-even rule puts its estimate at this N")
                        : MarkerText::tr("Break-even rules agreeing here: %1")
                              .arg(agreeing.join(QStringLiteral(", ")));
    if (!breakEven.isEmpty())
        rules = agreeing.isEmpty() ? breakEven
                                   : MarkerText::tr("%1 · rules agreeing here: %2")
                                         .arg(breakEven, agreeing.join(QStringLiteral(", ")));
    lines.append(rules);
    if (!breakEven.isEmpty())
        for (const auto& caveat : state.verdictCaveats)
            lines.append(coreMessageText(caveat));
    return lines;
}

} // namespace scalescope::ui::markerText
