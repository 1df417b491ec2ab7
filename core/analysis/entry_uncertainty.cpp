#include "core/analysis/entry_uncertainty.h"

#include "core/analysis/bootstrap.h"
#include "core/analysis/figures.h"
#include "core/analysis/series.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace scalescope::analysis {

namespace {

// The reference the series' options pick among the chosen entries: the chosen point when
// it is among them, else the reference rule (figures.h referenceIndexFor).
std::size_t referenceAmong(const std::vector<Point>& points, const std::vector<std::size_t>& chosen,
                           const SeriesOptions& options)
{
    const auto& wanted = options.reference;
    if (!wanted.systemId.empty())
        for (auto index : chosen)
            if (points[index].systemId == wanted.systemId &&
                (wanted.round.empty() || points[index].round == wanted.round))
                return index;
    const bool slowest = wanted.rule == ReferenceRule::StudyRule;
    std::size_t best = chosen.front();
    for (auto index : chosen) {
        const auto& candidate = points[index];
        const auto& current = points[best];
        const bool better =
            slowest ? candidate.minutes > current.minutes : candidate.minutes < current.minutes;
        if (candidate.n < current.n || (candidate.n == current.n && better))
            best = index;
    }
    return best;
}

// The curve analyzeSeries would build from these entries alone (markFrontier and
// buildCurve's rules, without copying the points).
std::vector<CurvePoint> curveOf(const std::vector<Point>& points,
                                const std::vector<std::size_t>& chosen,
                                const SeriesOptions& options)
{
    std::vector<CurvePoint> curve;
    if (chosen.empty())
        return curve;
    const auto& reference = points[referenceAmong(points, chosen, options)];
    const double referenceN = static_cast<double>(reference.n);
    const auto add = [&](double n, double minutes) {
        CurvePoint entry;
        entry.n = n;
        entry.minutes = minutes;
        entry.speedup = speedupOf(reference.minutes, minutes);
        entry.efficiency = efficiencyOf(reference.minutes, referenceN, minutes, n);
        if (!curve.empty())
            entry.localExponent = localExponentOf(curve.back().n, curve.back().minutes, n, minutes);
        curve.push_back(entry);
    };
    if (options.allPoints) {
        std::map<std::int64_t, std::pair<double, int>> logTimes;
        for (auto index : chosen) {
            auto& [logSum, count] = logTimes[points[index].n];
            logSum += std::log(points[index].minutes);
            ++count;
        }
        for (const auto& [n, times] : logTimes)
            add(static_cast<double>(n), std::exp(times.first / times.second));
        return curve;
    }
    std::map<std::int64_t, std::size_t> fastestByN;
    for (auto index : chosen) {
        auto [slot, inserted] = fastestByN.try_emplace(points[index].n, index);
        if (!inserted && points[index].minutes < points[slot->second].minutes)
            slot->second = index;
    }
    std::optional<double> bestSoFar;
    for (const auto& [n, index] : fastestByN) {
        const double minutes = points[index].minutes;
        const bool dominated = bestSoFar && minutes >= *bestSoFar;
        if (!dominated || options.keepDominated)
            add(static_cast<double>(n), minutes);
        if (!bestSoFar || minutes < *bestSoFar)
            bestSoFar = minutes;
    }
    return curve;
}

struct Outcomes
{
    RuleOutcome threshold;
    RuleOutcome marginal;
    RuleOutcome knee;
    RuleOutcome costOptimal;
};

// knownSteps: the analysed series' marginal steps, whose evidence (run bootstrap,
// throughput) a rebuilt curve's step keeps where both its ends are the same entries' times.
Outcomes outcomesOf(const std::vector<CurvePoint>& curve, const SeriesOptions& options,
                    std::optional<double> price, const std::vector<MarginalStep>& knownSteps)
{
    if (curve.size() < kMinCountsForBreakEven)
        return {}; // as analyze and the app: no break-even from fewer than three counts
    return {
        thresholdOutcome(efficiencyThreshold(curve, options.threshold)),
        measuredOutcome(marginalReturn(curve, options.marginal, options.minStepRatio, knownSteps)),
        measuredOutcome(knee(curve)),
        measuredOutcome(costOptimum(curve, price, options.valueOfTime))};
}

double middleOf(const RuleOutcome& outcome)
{
    return outcome.gapTo ? std::sqrt(*outcome.n * *outcome.gapTo) : *outcome.n;
}

// How far an outcome lies from another, in log2 N (a bracket counts by its geometric
// middle); infinite when one has a value and the other none.
double distance(const RuleOutcome& a, const RuleOutcome& b)
{
    if (a.has() != b.has())
        return INFINITY;
    if (!a.has())
        return 0;
    return std::fabs(std::log2(middleOf(a)) - std::log2(middleOf(b)));
}

void include(RuleSensitivity& rule, const RuleOutcome& outcome, std::size_t left,
             const std::vector<Point>& points)
{
    ++rule.rebuilds;
    if (outcome.has()) {
        ++rule.rebuildsWithValue;
        const double low = *outcome.n;
        const double high = outcome.gapTo.value_or(low);
        if (!rule.range)
            rule.range = Interval{low, high};
        rule.range->low = std::min(rule.range->low, low);
        rule.range->high = std::max(rule.range->high, high);
    }
    if (!rule.full.has())
        return; // nothing to move: no influential entry
    const double moved = distance(outcome, rule.full);
    const double movedMost = rule.influential ? distance(rule.withoutInfluential, rule.full) : -1.0;
    // Ties (two removals that each take the value away): the entry nearest the value,
    // the one a reader would check first.
    const auto nearness = [&](std::size_t index) {
        return std::fabs(std::log2(static_cast<double>(points[index].n)) -
                         std::log2(middleOf(rule.full)));
    };
    const bool nearer = rule.influential && moved == movedMost &&
                        nearness(left) <= nearness(*rule.influential); // ties: the larger N
    if ((moved > movedMost || nearer) && moved > 0) {
        rule.influential = left;
        rule.withoutInfluential = outcome;
        rule.dependsOnOneEntry = !outcome.has();
    }
}

} // namespace

RuleOutcome thresholdOutcome(const BreakEvenEstimate& estimate)
{
    if (!estimate.isEstimate())
        return {};
    if (estimate.gapTo)
        return {estimate.n, estimate.gapTo};
    if (estimate.nInterpolated)
        return {estimate.nInterpolated, std::nullopt};
    return {estimate.n, std::nullopt};
}

RuleOutcome measuredOutcome(const BreakEvenEstimate& estimate)
{
    if (!estimate.isEstimate())
        return {};
    return {estimate.n, std::nullopt};
}

EntryUncertainty entryUncertainty(const Series& series, const SeriesOptions& options)
{
    EntryUncertainty result;
    const auto& points = series.points;
    if (points.empty())
        return result;
    // Republished copies left out of the series' curve are left out here too.
    std::vector<std::size_t> every;
    for (std::size_t i = 0; i < points.size(); ++i)
        if (points[i].usable())
            every.push_back(i);
    if (every.empty())
        return result;
    const auto full =
        outcomesOf(curveOf(points, every, options), options, series.price, series.breakEven.steps);
    result.threshold.full = full.threshold;
    result.marginal.full = full.marginal;
    result.knee.full = full.knee;
    result.costOptimal.full = full.costOptimal;

    // Leave one out: only entries on the curve (or the reference, or every entry in
    // all-points mode) can change it; removing any other leaves the same curve.
    std::uint64_t rebuilds = 0;
    for (std::size_t left = 0; left < points.size(); ++left)
        rebuilds += (options.allPoints && points[left].usable()) || points[left].inCurve ||
                            left == series.reference.index
                        ? 1
                        : 0;
    // Each rebuild sorts the other points: about 4 steps a point.
    if (!withinBudget(rebuilds, 4 * static_cast<std::uint64_t>(points.size()), options.workBudget))
        keepMessage(
            result.leaveOneOutReason, result.leaveOneOutReasonMessage,
            {"uncertainty.rebuilds_over_budget",
             {numberArg(std::to_string(rebuilds)), numberArg(static_cast<long long>(points.size())),
              numberArg(std::to_string(options.workBudget))}});
    std::vector<std::size_t> rest;
    rest.reserve(points.size());
    for (std::size_t left = 0; result.leaveOneOutReason.empty() && left < points.size(); ++left) {
        const bool matters = (options.allPoints && points[left].usable()) || points[left].inCurve ||
                             left == series.reference.index;
        if (!matters)
            continue;
        rest.clear();
        for (const std::size_t i : every)
            if (i != left)
                rest.push_back(i);
        const auto without = outcomesOf(curveOf(points, rest, options), options, series.price,
                                        series.breakEven.steps);
        include(result.threshold, without.threshold, left, points);
        include(result.marginal, without.marginal, left, points);
        include(result.knee, without.knee, left, points);
        include(result.costOptimal, without.costOptimal, left, points);
    }

    std::vector<std::int64_t> counts;
    counts.reserve(points.size());
    for (const std::size_t i : every)
        counts.push_back(points[i].n);
    std::sort(counts.begin(), counts.end());
    const auto distinct =
        static_cast<std::size_t>(std::unique(counts.begin(), counts.end()) - counts.begin());
    if (options.entryResamples <= 0) {
        keepMessage(result.bootstrapReason, result.bootstrapReasonMessage,
                    {"uncertainty.entry_bootstrap_off", {}});
        return result;
    }
    if (distinct < kMinCountsForEntryBootstrap) {
        keepMessage(result.bootstrapReason, result.bootstrapReasonMessage,
                    {"uncertainty.entry_bootstrap_too_few",
                     {numberArg(static_cast<long long>(distinct)),
                      numberArg(static_cast<long long>(kMinCountsForEntryBootstrap))}});
        return result;
    }
    // Each resample draws every entry and rebuilds the curve from them (a sort).
    result.bootstrapBudget = resamplesWithinBudget(
        options.entryResamples, 5 * static_cast<std::uint64_t>(points.size()), options.workBudget);
    const int resamples = result.bootstrapBudget.used;
    if (resamples <= 0) {
        keepMessage(result.bootstrapReason, result.bootstrapReasonMessage,
                    {"uncertainty.entry_bootstrap_over_budget",
                     {numberArg(static_cast<long long>(kMinResamples)),
                      numberArg(static_cast<long long>(points.size())),
                      numberArg(std::to_string(options.workBudget))}});
        return result;
    }
    SplitMix64 random(options.bootstrapSeed ^ 0x656e74726965735bULL); // "entries["
    std::vector<double> values;
    std::vector<std::size_t> drawn(every.size());
    for (int resample = 0; resample < resamples; ++resample) {
        for (auto& index : drawn)
            index = every[random.below(every.size())];
        const auto curve = curveOf(points, drawn, options);
        if (curve.size() < kMinCountsForBreakEven)
            continue;
        const auto outcome = thresholdOutcome(efficiencyThreshold(curve, options.threshold));
        if (!outcome.has())
            continue;
        ++result.bootstrapWithCrossing;
        values.push_back(*outcome.n);
        if (outcome.gapTo)
            values.push_back(*outcome.gapTo);
    }
    result.bootstrapResamples = resamples;
    if (!values.empty()) {
        const double tail = (1.0 - options.confidence) / 2.0;
        auto copy = values;
        const double low = quantileOf(copy, tail);
        const double high = quantileOf(values, 1.0 - tail);
        result.bootstrapInterval = Interval{low, high};
    }
    return result;
}

} // namespace scalescope::analysis
