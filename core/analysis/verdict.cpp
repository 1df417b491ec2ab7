#include "core/analysis/verdict.h"

#include "core/analysis/figures.h"
#include "core/analysis/series.h"

#include <cmath>
#include <cstdio>
#include <set>

namespace scalescope::analysis {

namespace {


std::string numberText(double value, int digits = 3)
{
    char text[48];
    std::snprintf(text, sizeof text, "%.*g", digits, value);
    return text;
}

std::string fixedText(double value, int decimals)
{
    char text[48];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

std::string ruleLabel(const Verdict& verdict)
{
    if (verdict.rule == "efficiency threshold")
        return "θ = " + numberText(verdict.ruleValue, 6);
    if (verdict.rule == "marginal return")
        return "marginal return < " + numberText(verdict.ruleValue, 6);
    return verdict.rule;
}

VerdictEntry entryOf(const Point& point)
{
    return {point.submitter, point.system, point.systemId, point.round, point.n};
}

// The curve entry at a measured N (the frontier point drawn there).
const Point* curvePointAt(const Series& series, double n)
{
    for (const auto& point : series.points)
        if (point.inCurve && static_cast<double>(point.n) == n)
            return &point;
    for (const auto& point : series.points)
        if (static_cast<double>(point.n) == n)
            return &point;
    return nullptr;
}

const RuleSensitivity& sensitivityFor(const EntryUncertainty& all, const std::string& rule)
{
    if (rule == "marginal return")
        return all.marginal;
    if (rule == "knee")
        return all.knee;
    if (rule == "cost optimum")
        return all.costOptimal;
    return all.threshold;
}

// §8: the threshold rule on throughput efficiency (E_x = S_x / p), over the curve points
// that have samples to converge.
BreakEvenEstimate throughputThresholdOf(const Series& series, const SeriesOptions& options)
{
    std::vector<CurvePoint> curve;
    const auto& reference = series.points[series.reference.index];
    for (const auto& measured : series.curve) {
        const auto* point = curvePointAt(series, measured.n);
        if (!point || !point->throughputSpeedup)
            continue;
        CurvePoint entry;
        entry.n = measured.n;
        entry.speedup = *point->throughputSpeedup;
        entry.minutes = reference.minutes / entry.speedup;
        entry.efficiency = entry.speedup / (measured.n / static_cast<double>(reference.n));
        curve.push_back(entry);
    }
    if (curve.size() < kMinCountsForBreakEven) {
        BreakEvenEstimate none;
        none.reason = "samples to converge for only " + std::to_string(curve.size()) +
                      " of the curve's GPU counts (at least 3 are needed)";
        return none;
    }
    return efficiencyThreshold(curve, options.threshold);
}

void fillLimit(Verdict& verdict, const Series& series)
{
    // The first curve point past the crossing; without one, the largest N measured.
    const auto& crossings = series.breakEven.crossings;
    double at = series.curve.back().n;
    if (!crossings.empty() && crossings.back().downward)
        at = crossings.back().toN;
    const auto* point = curvePointAt(series, at);
    const auto& reference = series.points[series.reference.index];
    if (!point || !point->throughputSpeedup || !point->sampleInflation) {
        verdict.limitReason = "no samples to converge at N = " + countText(at) + " or at the reference";
        return;
    }
    ConvergenceSplit split;
    split.n = at;
    split.efficiency = point->efficiency;
    split.throughputEfficiency =
        *point->throughputSpeedup / (at / static_cast<double>(reference.n));
    split.sampleInflation = *point->sampleInflation;
    if (point->globalBatchSize && reference.globalBatchSize && *reference.globalBatchSize > 0)
        split.batchRatio = *point->globalBatchSize / *reference.globalBatchSize;
    if (!(split.efficiency < 1.0) || !(split.efficiency > 0)) {
        verdict.limitReason = "efficiency at N = " + countText(at) + " is not below 1: nothing lost";
        return;
    }
    split.convergenceShare = std::log(split.sampleInflation) / -std::log(split.efficiency);
    split.mainlyConvergence = split.convergenceShare >= 0.5;
    if (point->expectedConvergence && reference.expectedConvergence &&
        reference.expectedConvergence->value > 0 &&
        point->expectedConvergence->unit == reference.expectedConvergence->unit)
        split.expectedInflation = point->expectedConvergence->value / reference.expectedConvergence->value;
    if (point->expectedConvergence && point->measuredConvergence && point->expectedConvergence->value > 0)
        split.measuredOverExpected = *point->measuredConvergence / point->expectedConvergence->value;
    verdict.limit = split;
}

} // namespace

std::string entryText(const VerdictEntry& entry)
{
    return entry.submitter + " " + entry.systemId + " (" + countText(static_cast<double>(entry.n)) +
           " GPUs" + ")";
}

Verdict verdictOf(const Series& series, const SeriesOptions& options)
{
    Verdict verdict;
    if (series.points.empty()) {
        verdict.noneReason = "no series";
        return verdict;
    }
    verdict.measuredCounts = series.curve.size();
    verdict.largestN = series.curve.empty() ? 0 : series.curve.back().n;
    const auto& breakEven = series.breakEven;
    const auto* first = breakEven.first();
    if (series.curve.size() < kMinCountsForBreakEven) {
        verdict.noneReason = "only " + std::to_string(series.curve.size()) + " GPU count" +
                             (series.curve.size() == 1 ? "" : "s") +
                             " measured (at least 3 are needed)";
    } else if (!first && breakEven.threshold.lowerBound) {
        verdict.noneReason = "efficiency stays >= " + numberText(options.threshold, 6) +
                             " up to N = " + countText(verdict.largestN) +
                             " and no other rule triggered";
    } else if (!first) {
        verdict.noneReason = "no rule gives an estimate up to N = " + countText(verdict.largestN);
    } else {
        verdict.rule = breakEven.firstRule();
        verdict.ruleValue = first == &breakEven.threshold  ? options.threshold
                            : first == &breakEven.marginal ? options.marginal
                                                           : 0.0;
        verdict.markerN = first->n;
        if (first->gapTo) {
            verdict.kind = Verdict::Kind::Gap;
            verdict.gapTo = first->gapTo;
        } else if (first->nInterpolated) {
            verdict.kind = Verdict::Kind::Crossing;
            verdict.nStar = first->nInterpolated;
            verdict.runInterval = first->nInterpolatedInterval;
        } else {
            verdict.kind = Verdict::Kind::Measured;
        }
    }

    std::set<std::string> submitters;
    std::set<std::string> systems;
    for (const auto& point : series.points)
        if (point.inCurve || (options.allPoints && point.usable())) {
            submitters.insert(point.submitter);
            systems.insert(point.round + "/" + point.systemId);
        }
    verdict.submitters = submitters.size();
    verdict.systems = systems.size();
    verdict.mixesSystems = systems.size() > 1 && series.groupBy != GroupBy::Family;
    if (verdict.found()) {
        const auto& reference = series.points[series.reference.index];
        verdict.restsOn.push_back(entryOf(reference));
        std::vector<double> around{*verdict.markerN};
        if (verdict.gapTo)
            around.push_back(*verdict.gapTo);
        else if (verdict.nStar && !breakEven.crossings.empty())
            around.push_back(breakEven.crossings.back().toN);
        for (double n : around)
            if (const auto* point = curvePointAt(series, n);
                point && point->systemId != reference.systemId)
                verdict.restsOn.push_back(entryOf(*point));

        verdict.entries = sensitivityFor(series.entryUncertainty, verdict.rule);
        verdict.leaveOneOutReason = series.entryUncertainty.leaveOneOutReason;
        if (verdict.entries.influential)
            verdict.influentialEntry = entryOf(series.points[*verdict.entries.influential]);
    }
    if (verdict.rule.empty() || verdict.rule == "efficiency threshold") {
        verdict.entryInterval = series.entryUncertainty.bootstrapInterval;
        verdict.entryResamples = series.entryUncertainty.bootstrapResamples;
        verdict.entryResamplesWithCrossing = series.entryUncertainty.bootstrapWithCrossing;
        verdict.entryReason = series.entryUncertainty.bootstrapReason;
    }
    if (series.curve.size() >= kMinCountsForBreakEven) {
        verdict.throughputThreshold = throughputThresholdOf(series, options);
        fillLimit(verdict, series);
    } else {
        verdict.limitReason = verdict.noneReason;
    }
    return verdict;
}

double markerStartN(const Verdict& verdict)
{
    if (!verdict.found())
        return verdict.measuredCounts == 0 ? 0.0 : verdict.largestN;
    return verdict.nStar ? *verdict.nStar : *verdict.markerN;
}

std::string verdictHeadline(const Verdict& verdict)
{
    if (!verdict.found())
        return "No break-even: " + verdict.noneReason;
    const std::string head = "Break-even (" + ruleLabel(verdict) + "): ";
    switch (verdict.kind) {
    case Verdict::Kind::Gap:
        return head + "between " + countText(*verdict.markerN) + " and " +
               countText(*verdict.gapTo) + " GPUs, not measured there";
    case Verdict::Kind::Crossing:
        return head + "N* ≈ " + countText(*verdict.nStar) + ", last measured " +
               countText(*verdict.markerN);
    case Verdict::Kind::Measured:
    case Verdict::Kind::None:
        break;
    }
    return head + "N = " + countText(*verdict.markerN);
}

std::string verdictLegend(const Verdict& verdict)
{
    if (!verdict.found())
        return verdict.measuredCounts < kMinCountsForBreakEven
                   ? "No break-even: " + std::to_string(verdict.measuredCounts) +
                         " of 3 GPU counts needed"
                   : "No break-even up to N = " + countText(verdict.largestN);
    const std::string head = "Break-even (" + ruleLabel(verdict) + "): ";
    switch (verdict.kind) {
    case Verdict::Kind::Gap:
        return head + "in the " + countText(*verdict.markerN) + "–" + countText(*verdict.gapTo) +
               " gap";
    case Verdict::Kind::Crossing:
        return head + "N* ≈ " + countText(*verdict.nStar);
    case Verdict::Kind::Measured:
    case Verdict::Kind::None:
        break;
    }
    return head + "N = " + countText(*verdict.markerN);
}

namespace {

std::string outcomeText(const RuleOutcome& outcome)
{
    if (!outcome.has())
        return "no break-even";
    if (outcome.gapTo)
        return "between " + countText(*outcome.n) + " and " + countText(*outcome.gapTo) + " GPUs";
    return "N = " + countText(*outcome.n);
}

} // namespace

std::vector<std::string> verdictDetails(const Verdict& verdict)
{
    std::vector<std::string> lines;
    if (verdict.found()) {
        std::string rests = "rests on ";
        for (std::size_t i = 0; i < verdict.restsOn.size(); ++i)
            rests += (i ? (i + 1 == verdict.restsOn.size() ? " and " : ", ") : "") +
                     entryText(verdict.restsOn[i]) + (i == 0 ? " (reference)" : "");
        if (verdict.mixesSystems)
            rests = "this series mixes " + std::to_string(verdict.submitters) + " submitter" +
                    (verdict.submitters == 1 ? "" : "s") + " and " +
                    std::to_string(verdict.systems) + " systems; the break-even " + rests;
        lines.push_back(rests);
        if (verdict.runInterval)
            lines.push_back("run bootstrap (run noise only): N* " +
                            fixedText(verdict.runInterval->low, 1) + " to " +
                            fixedText(verdict.runInterval->high, 1));
        const auto& entries = verdict.entries;
        if (verdict.influentialEntry) {
            if (entries.dependsOnOneEntry)
                lines.push_back("depends on one entry: without " +
                                entryText(*verdict.influentialEntry) + " there is no break-even by this rule");
            else
                lines.push_back("most influential entry: " + entryText(*verdict.influentialEntry) +
                                "; without it " + outcomeText(entries.withoutInfluential));
        } else if (entries.rebuilds > 0) {
            lines.emplace_back("leaving out any one entry does not move it");
        } else if (!verdict.leaveOneOutReason.empty()) {
            lines.push_back("leave one entry out: none, " + verdict.leaveOneOutReason);
        }
        if (entries.range && entries.rebuilds > 0)
            lines.push_back("leave one entry out: " + std::to_string(entries.rebuildsWithValue) +
                            " of " + std::to_string(entries.rebuilds) + " rebuilds have one, from N = " +
                            countText(entries.range->low) + " to " + countText(entries.range->high));
    }
    if (verdict.entryInterval)
        lines.push_back("entry bootstrap: N* " + countText(verdict.entryInterval->low) + " to " +
                        countText(verdict.entryInterval->high) + " (" +
                        std::to_string(verdict.entryResamplesWithCrossing) + " of " +
                        std::to_string(verdict.entryResamples) + " resamples cross)");
    else if (verdict.entryResamples > 0)
        lines.push_back("entry bootstrap: no resample of the entries crosses (" +
                        std::to_string(verdict.entryResamples) + " resamples)");
    else if (!verdict.entryReason.empty())
        lines.push_back("entry bootstrap: none, " + verdict.entryReason);
    const auto& throughput = verdict.throughputThreshold;
    if (throughput.isEstimate() || throughput.lowerBound) {
        std::string text = "on throughput (samples/s): ";
        if (throughput.lowerBound)
            text += "efficiency stays >= the threshold up to N = " + countText(*throughput.n);
        else if (throughput.gapTo)
            text += "between " + countText(*throughput.n) + " and " + countText(*throughput.gapTo) +
                    " GPUs, not measured there";
        else if (throughput.nInterpolated)
            text += "N* ≈ " + countText(*throughput.nInterpolated);
        else
            text += "N = " + countText(*throughput.n);
        lines.push_back(text);
    } else if (!throughput.reason.empty()) {
        lines.push_back("on throughput: " + throughput.reason);
    }
    if (verdict.limit) {
        const auto& split = *verdict.limit;
        std::string text = "at " + countText(split.n) + " GPUs efficiency is " +
                           fixedText(split.efficiency, 2) + " on time and " +
                           fixedText(split.throughputEfficiency, 2) + " on throughput: ";
        text += split.batchRatio && std::fabs(*split.batchRatio - 1.0) > 1e-9
                    ? "the " + numberText(*split.batchRatio, 3) + "x larger global batch needs "
                    : "it needs ";
        text += numberText(split.sampleInflation, 3) + "x the samples to converge; ";
        text += split.mainlyConvergence
                    ? "efficiency falls mainly because of convergence, not because throughput stops scaling"
                    : "efficiency falls mainly because throughput stops scaling";
        text += " (convergence share " + fixedText(split.convergenceShare, 2) + ")";
        lines.push_back(text);
        if (split.expectedInflation || split.measuredOverExpected) {
            std::string rcp = "reference convergence points (RCP) at " + countText(split.n) + " GPUs: ";
            if (split.expectedInflation)
                rcp += "the batch size alone is expected to need " +
                       numberText(*split.expectedInflation, 3) + "x the reference's convergence";
            if (split.expectedInflation && split.measuredOverExpected)
                rcp += "; ";
            if (split.measuredOverExpected)
                rcp += "the runs converged in " + numberText(*split.measuredOverExpected, 3) +
                       "x what the RCPs expect (" +
                       (*split.measuredOverExpected > 1.05   ? "slower than expected: run luck or tuning"
                        : *split.measuredOverExpected < 0.95 ? "faster than expected"
                                                              : "as expected") +
                       ")";
            lines.push_back(rcp);
        }
    } else if (!verdict.limitReason.empty() && verdict.found()) {
        lines.push_back("time vs throughput: " + verdict.limitReason);
    }
    return lines;
}

} // namespace scalescope::analysis
