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
        keepMessage(
            none.reason, none.reasonMessage,
            {"verdict.throughput.too_few", {numberArg(static_cast<long long>(curve.size()))}});
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
        keepMessage(verdict.limitReason, verdict.limitReasonMessage,
                    {"verdict.limit.no_samples", {numberArg(countText(at))}});
        return;
    }
    ConvergenceSplit split;
    split.n = at;
    split.efficiency = point->efficiency;
    split.throughputEfficiency =
        *point->throughputSpeedup / (at / static_cast<double>(reference.n));
    split.sampleInflation = *point->sampleInflation;
    if (point->decomposition)
        split.rcpNormalisation =
            point->decomposition->rcpNormalisation * point->decomposition->scoreAveraging;
    if (point->globalBatchSize && reference.globalBatchSize && *reference.globalBatchSize > 0)
        split.batchRatio = *point->globalBatchSize / *reference.globalBatchSize;
    if (!(split.efficiency < 1.0) || !(split.efficiency > 0)) {
        keepMessage(verdict.limitReason, verdict.limitReasonMessage,
                    {"verdict.limit.nothing_lost", {numberArg(countText(at))}});
        return;
    }
    split.convergenceShare = std::log(split.sampleInflation) / -std::log(split.efficiency);
    split.mainlyConvergence = split.convergenceShare >= 0.5;
    if (point->expectedConvergence && reference.expectedConvergence &&
        reference.expectedConvergence->value > 0 &&
        point->expectedConvergence->unit == reference.expectedConvergence->unit)
        split.expectedInflation =
            point->expectedConvergence->value / reference.expectedConvergence->value;
    if (point->expectedConvergence && point->measuredConvergence &&
        point->expectedConvergence->value > 0)
        split.measuredOverExpected =
            *point->measuredConvergence / point->expectedConvergence->value;
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
        keepMessage(verdict.noneReason, verdict.noneReasonMessage, {"verdict.none.no_series", {}});
        return verdict;
    }
    verdict.measuredCounts = series.curve.size();
    verdict.largestN = series.curve.empty() ? 0 : series.curve.back().n;
    const auto& breakEven = series.breakEven;
    const auto* first = breakEven.first();
    if (series.curve.size() < kMinCountsForBreakEven) {
        keepMessage(verdict.noneReason, verdict.noneReasonMessage,
                    {series.curve.size() == 1 ? "verdict.none.too_few.one" : "verdict.none.too_few",
                     {numberArg(static_cast<long long>(series.curve.size()))}});
    } else if (!first && breakEven.threshold.lowerBound) {
        verdict.lowerBound = true;
        verdict.ruleValue = options.threshold;
        keepMessage(verdict.noneReason, verdict.noneReasonMessage,
                    {"verdict.none.stays",
                     {numberArg(numberText(options.threshold, 6)),
                      numberArg(countText(verdict.largestN))}});
    } else if (!first) {
        keepMessage(verdict.noneReason, verdict.noneReasonMessage,
                    {"verdict.none.no_rule", {numberArg(countText(verdict.largestN))}});
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

    if (series.curve.size() >= kMinCountsForBreakEven) {
        verdict.marginalDips = breakEven.marginal.dips;
        verdict.marginalThreshold = options.marginal;
        verdict.throughputStepsKnown = !breakEven.steps.empty();
        for (const auto& step : breakEven.steps) {
            if (!step.throughputExponent) {
                verdict.throughputStepsKnown = false;
                continue;
            }
            if (*step.throughputExponent < options.marginal && !verdict.throughputMarginalStep)
                verdict.throughputMarginalStep = step;
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
    if (verdict.lowerBound) {
        // A bound rests on the reference and the largest N measured.
        const auto& reference = series.points[series.reference.index];
        verdict.restsOn.push_back(entryOf(reference));
        if (const auto* point = curvePointAt(series, verdict.largestN);
            point && point->systemId != reference.systemId)
            verdict.restsOn.push_back(entryOf(*point));
    }
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
        verdict.leaveOneOutReasonMessage = series.entryUncertainty.leaveOneOutReasonMessage;
        if (verdict.entries.influential)
            verdict.influentialEntry = entryOf(series.points[*verdict.entries.influential]);
    }
    if (verdict.rule.empty() || verdict.rule == "efficiency threshold") {
        verdict.entryInterval = series.entryUncertainty.bootstrapInterval;
        verdict.entryResamples = series.entryUncertainty.bootstrapResamples;
        verdict.entryResamplesWithCrossing = series.entryUncertainty.bootstrapWithCrossing;
        verdict.entryReason = series.entryUncertainty.bootstrapReason;
        verdict.entryReasonMessage = series.entryUncertainty.bootstrapReasonMessage;
    }
    if (series.curve.size() >= kMinCountsForBreakEven) {
        verdict.throughputThreshold = throughputThresholdOf(series, options);
        fillLimit(verdict, series);
    } else {
        verdict.limitReason = verdict.noneReason;
        verdict.limitReasonMessage = verdict.noneReasonMessage;
    }
    return verdict;
}

double markerStartN(const Verdict& verdict)
{
    if (!verdict.found())
        return verdict.measuredCounts == 0 ? 0.0 : verdict.largestN;
    return verdict.nStar ? *verdict.nStar : *verdict.markerN;
}

HeadlineInterval headlineInterval(const Verdict& verdict)
{
    HeadlineInterval shown;
    if (verdict.kind != Verdict::Kind::Crossing)
        return shown;
    auto width = [](const Interval& interval) {
        return interval.low > 0 ? std::log(interval.high / interval.low) : INFINITY;
    };
    if (verdict.entryInterval &&
        (!verdict.runInterval || width(*verdict.entryInterval) > width(*verdict.runInterval))) {
        shown.source = HeadlineInterval::Source::Entries;
        shown.interval = *verdict.entryInterval;
        shown.resamples = verdict.entryResamples;
        shown.resamplesCrossing = verdict.entryResamplesWithCrossing;
    } else if (verdict.runInterval) {
        shown.source = HeadlineInterval::Source::RunNoise;
        shown.interval = *verdict.runInterval;
    }
    return shown;
}

namespace {

// "82 (entries 16-128, 64% of resamples cross)", "81.9 (run noise only: 77.0-87.0)": N*
// to no more digits than its interval allows.
std::string nStarWithInterval(const Verdict& verdict)
{
    const auto shown = headlineInterval(verdict);
    switch (shown.source) {
    case HeadlineInterval::Source::Entries: {
        return fixedText(*verdict.nStar, 0) + " (entries " + fixedText(shown.interval.low, 0) +
               "-" + fixedText(shown.interval.high, 0) + ", " +
               std::to_string(shown.crossingPercent()) + "% of resamples cross)";
    }
    case HeadlineInterval::Source::RunNoise:
        return countText(*verdict.nStar) + " (run noise only: " + fixedText(shown.interval.low, 1) +
               "-" + fixedText(shown.interval.high, 1) + ")";
    case HeadlineInterval::Source::None:
        break;
    }
    return countText(*verdict.nStar);
}

} // namespace

std::string verdictHeadline(const Verdict& verdict)
{
    if (!verdict.found() && verdict.lowerBound)
        return "No break-even up to N = " + countText(verdict.largestN) +
               " (lower bound): efficiency stays >= " + numberText(verdict.ruleValue, 6) +
               " and no other rule fires on evidence";
    if (!verdict.found())
        return "No break-even: " + verdict.noneReason;
    const std::string head = "Break-even (" + ruleLabel(verdict) + "): ";
    switch (verdict.kind) {
    case Verdict::Kind::Gap:
        return head + "between " + countText(*verdict.markerN) + " and " +
               countText(*verdict.gapTo) + " GPUs, not measured there";
    case Verdict::Kind::Crossing:
        return head + "N* ≈ " + nStarWithInterval(verdict) + ", last measured " +
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
                   : "No break-even up to N = " + countText(verdict.largestN) +
                         (verdict.lowerBound ? " (lower bound)" : "");
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

MessageArg count(double n)
{
    return numberArg(countText(n));
}

MessageArg count(std::size_t n)
{
    return numberArg(static_cast<long long>(n));
}

Message entryMessage(const VerdictEntry& entry)
{
    return {
        "verdict.entry",
        {textArg(entry.submitter), textArg(entry.systemId), count(static_cast<double>(entry.n))}};
}

Message outcomeMessage(const RuleOutcome& outcome)
{
    if (!outcome.has())
        return {"verdict.outcome.none", {}};
    if (outcome.gapTo)
        return {"verdict.outcome.gap", {count(*outcome.n), count(*outcome.gapTo)}};
    return {"verdict.outcome.n", {count(*outcome.n)}};
}

// "A (reference), B and C": the entries a break-even rests on, the first the reference.
MessageArg entriesArg(const std::vector<VerdictEntry>& entries)
{
    std::vector<Message> items;
    for (std::size_t i = 0; i < entries.size(); ++i)
        items.push_back(
            i == 0 ? Message{"verdict.entry.reference", {messageArg(entryMessage(entries[i]))}}
                   : entryMessage(entries[i]));
    if (items.empty())
        return textArg({}); // not reached: a found verdict rests on at least its reference
    Message list = items.back();
    for (std::size_t i = items.size() - 1; i-- > 0;)
        list = {i + 2 == items.size() ? "list.and" : "list.comma",
                {messageArg(items[i]), messageArg(list)}};
    return messageArg(std::move(list));
}

Message rcpMessage(const ConvergenceSplit& split)
{
    std::vector<Message> parts;
    if (split.expectedInflation)
        parts.push_back(
            {"verdict.rcp.expected", {numberArg(numberText(*split.expectedInflation, 3))}});
    if (split.measuredOverExpected)
        parts.push_back({*split.measuredOverExpected > 1.05   ? "verdict.rcp.slower"
                         : *split.measuredOverExpected < 0.95 ? "verdict.rcp.faster"
                                                              : "verdict.rcp.as_expected",
                         {numberArg(numberText(*split.measuredOverExpected, 3))}});
    Message joined = parts.front();
    if (parts.size() == 2)
        joined = {"list.semicolon", {messageArg(parts[0]), messageArg(parts[1])}};
    return {"verdict.rcp", {count(split.n), messageArg(joined)}};
}

Message limitMessage(const ConvergenceSplit& split)
{
    const bool largerBatch = split.batchRatio && std::fabs(*split.batchRatio - 1.0) > 1e-9;
    Message message{largerBatch ? (split.mainlyConvergence ? "verdict.limit.batch.convergence"
                                                           : "verdict.limit.batch.throughput")
                                : (split.mainlyConvergence ? "verdict.limit.convergence"
                                                           : "verdict.limit.throughput"),
                    {count(split.n), numberArg(fixedText(split.efficiency, 2)),
                     numberArg(fixedText(split.throughputEfficiency, 2))}};
    if (largerBatch)
        message.args.push_back(numberArg(numberText(*split.batchRatio, 3)));
    message.args.push_back(numberArg(numberText(split.sampleInflation, 3)));
    message.args.push_back(numberArg(fixedText(split.convergenceShare, 2)));
    return message;
}

// "8→16 GPUs, a = 0.50 [0.39, 0.61]": one marginal step on time, with its interval.
Message stepMessage(const MarginalStep& step)
{
    if (step.interval)
        return {"verdict.step.interval",
                {count(step.fromN), count(step.toN), numberArg(numberText(step.exponent, 3)),
                 numberArg(fixedText(step.interval->low, 2)),
                 numberArg(fixedText(step.interval->high, 2))}};
    return {"verdict.step",
            {count(step.fromN), count(step.toN), numberArg(numberText(step.exponent, 3))}};
}

// §4.2: why a step below theta_m is a caveat, not a break-even.
Message dipMessage(const MarginalStep& step, double thetaM)
{
    std::vector<Message> why;
    if (!step.interval)
        why.push_back({"verdict.dip.no_interval", {}});
    else if (!(step.interval->high < thetaM))
        why.push_back({"verdict.dip.interval", {numberArg(numberText(thetaM, 6))}});
    if (step.convergenceDip(thetaM))
        why.push_back(
            {"verdict.dip.convergence", {numberArg(numberText(*step.throughputExponent, 3))}});
    Message reasons = why.front();
    for (std::size_t i = 1; i < why.size(); ++i)
        reasons = {"list.semicolon", {messageArg(reasons), messageArg(why[i])}};
    return {"verdict.dip",
            {numberArg(numberText(thetaM, 6)), messageArg(stepMessage(step)), messageArg(reasons)}};
}

Message familyOutcomeMessage(const FamilyReferenceVerdict& family)
{
    switch (family.kind) {
    case Verdict::Kind::Crossing:
        return {"verdict.family_outcome.crossing", {count(*family.nStar)}};
    case Verdict::Kind::Gap:
        return {"verdict.outcome.gap", {count(*family.markerN), count(*family.gapTo)}};
    case Verdict::Kind::Measured:
        return {"verdict.outcome.n", {count(*family.markerN)}};
    case Verdict::Kind::None:
        break;
    }
    if (family.lowerBound)
        return {"verdict.family_outcome.lower_bound", {count(family.largestN)}};
    return {"verdict.outcome.none", {}};
}

} // namespace

std::vector<Message> verdictCaveatMessages(const Verdict& verdict)
{
    std::vector<Message> lines;
    for (const auto& dip : verdict.marginalDips)
        lines.push_back(dipMessage(dip, verdict.marginalThreshold));
    return lines;
}

std::vector<Message> verdictDetailMessages(const Verdict& verdict)
{
    std::vector<Message> lines = verdictCaveatMessages(verdict);
    if (verdict.lowerBound && !verdict.restsOn.empty())
        lines.push_back({"verdict.rests_on", {entriesArg(verdict.restsOn)}});
    if (verdict.found()) {
        if (verdict.mixesSystems)
            lines.push_back(
                {"verdict.mixes_rests_on",
                 {messageArg({verdict.submitters == 1 ? "count.submitter" : "count.submitters",
                              {count(verdict.submitters)}}),
                  messageArg({"count.systems", {count(verdict.systems)}}),
                  entriesArg(verdict.restsOn)}});
        else
            lines.push_back({"verdict.rests_on", {entriesArg(verdict.restsOn)}});
        for (const auto& family : verdict.familyReferences)
            lines.push_back({"verdict.family_reference",
                             {textArg(family.family), messageArg(entryMessage(family.reference)),
                              messageArg(familyOutcomeMessage(family))}});
        if (verdict.runInterval)
            lines.push_back({"verdict.run_bootstrap",
                             {numberArg(fixedText(verdict.runInterval->low, 1)),
                              numberArg(fixedText(verdict.runInterval->high, 1))}});
        const auto& entries = verdict.entries;
        if (verdict.influentialEntry) {
            if (entries.dependsOnOneEntry)
                lines.push_back({"verdict.depends_on_one",
                                 {messageArg(entryMessage(*verdict.influentialEntry))}});
            else
                lines.push_back({"verdict.most_influential",
                                 {messageArg(entryMessage(*verdict.influentialEntry)),
                                  messageArg(outcomeMessage(entries.withoutInfluential))}});
        } else if (entries.rebuilds > 0) {
            lines.push_back({"verdict.leave_one_out.stable", {}});
        } else if (!verdict.leaveOneOutReason.empty()) {
            lines.push_back(
                {"verdict.leave_one_out.none",
                 {sentenceArg(verdict.leaveOneOutReason, verdict.leaveOneOutReasonMessage)}});
        }
        if (entries.range && entries.rebuilds > 0)
            lines.push_back({"verdict.leave_one_out.range",
                             {count(static_cast<std::size_t>(entries.rebuildsWithValue)),
                              count(static_cast<std::size_t>(entries.rebuilds)),
                              count(entries.range->low), count(entries.range->high)}});
    }
    if (verdict.entryInterval)
        lines.push_back({"verdict.entry_bootstrap",
                         {count(verdict.entryInterval->low), count(verdict.entryInterval->high),
                          numberArg(static_cast<long long>(verdict.entryResamplesWithCrossing)),
                          numberArg(static_cast<long long>(verdict.entryResamples))}});
    else if (verdict.entryResamples > 0)
        lines.push_back({"verdict.entry_bootstrap.no_crossing",
                         {numberArg(static_cast<long long>(verdict.entryResamples))}});
    else if (!verdict.entryReason.empty())
        lines.push_back({"verdict.entry_bootstrap.none",
                         {sentenceArg(verdict.entryReason, verdict.entryReasonMessage)}});
    const auto& throughput = verdict.throughputThreshold;
    if (throughput.lowerBound)
        lines.push_back({"verdict.throughput.lower_bound", {count(*throughput.n)}});
    else if (throughput.isEstimate() && throughput.gapTo)
        lines.push_back(
            {"verdict.throughput.gap", {count(*throughput.n), count(*throughput.gapTo)}});
    else if (throughput.isEstimate() && throughput.nInterpolated)
        lines.push_back({"verdict.throughput.crossing", {count(*throughput.nInterpolated)}});
    else if (throughput.isEstimate())
        lines.push_back({"verdict.throughput.n", {count(*throughput.n)}});
    else if (!throughput.reason.empty())
        lines.push_back({"verdict.throughput.none",
                         {sentenceArg(throughput.reason, throughput.reasonMessage)}});
    if (verdict.throughputMarginalStep)
        lines.push_back(
            {"verdict.throughput.marginal.step",
             {numberArg(numberText(verdict.marginalThreshold, 6)),
              count(verdict.throughputMarginalStep->fromN),
              count(verdict.throughputMarginalStep->toN),
              numberArg(numberText(*verdict.throughputMarginalStep->throughputExponent, 3))}});
    else if (verdict.throughputStepsKnown)
        lines.push_back({"verdict.throughput.marginal.none",
                         {numberArg(numberText(verdict.marginalThreshold, 6))}});
    if (verdict.limit) {
        lines.push_back(limitMessage(*verdict.limit));
        if (std::fabs(verdict.limit->rcpNormalisation - 1.0) > 1e-9)
            lines.push_back(
                {"verdict.limit.rcp_normalisation",
                 {count(verdict.limit->n),
                  numberArg(numberText(verdict.limit->rcpNormalisation, 4)),
                  numberArg(fixedText(
                      verdict.limit->throughputEfficiency / verdict.limit->sampleInflation, 3)),
                  numberArg(fixedText(verdict.limit->efficiency, 3))}});
        if (verdict.limit->expectedInflation || verdict.limit->measuredOverExpected)
            lines.push_back(rcpMessage(*verdict.limit));
    } else if (!verdict.limitReason.empty() && verdict.found()) {
        lines.push_back({"verdict.time_vs_throughput",
                         {sentenceArg(verdict.limitReason, verdict.limitReasonMessage)}});
    }
    return lines;
}

std::vector<std::string> verdictDetails(const Verdict& verdict)
{
    std::vector<std::string> lines;
    for (const auto& message : verdictDetailMessages(verdict))
        lines.push_back(englishText(message));
    return lines;
}

} // namespace scalescope::analysis
