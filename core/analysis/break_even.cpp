#include "core/analysis/break_even.h"

#include "core/analysis/figures.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace scalescope::analysis {

namespace {

std::string formatNumber(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

// "54x", "2.5x": how far apart two measured counts are.
std::string ratioText(double ratio)
{
    char text[32];
    std::snprintf(text, sizeof text, ratio >= 10 ? "%.0fx" : "%.1fx", ratio);
    return text;
}

Message tooFew(std::size_t have, std::size_t need)
{
    return {have == 1 ? "break_even.too_few.one" : "break_even.too_few",
            {numberArg(static_cast<long long>(have)), numberArg(static_cast<long long>(need))}};
}

void setReason(BreakEvenEstimate& estimate, Message reason)
{
    keepMessage(estimate.reason, estimate.reasonMessage, std::move(reason));
}

} // namespace

std::vector<ThresholdCrossing> thresholdCrossings(const std::vector<CurvePoint>& curve,
                                                  double theta)
{
    std::vector<ThresholdCrossing> crossings;
    for (std::size_t i = 1; i < curve.size(); ++i) {
        const auto& before = curve[i - 1];
        const auto& after = curve[i];
        const bool down = before.efficiency >= theta && after.efficiency < theta;
        const bool up = before.efficiency < theta && after.efficiency >= theta;
        if (!down && !up)
            continue;
        ThresholdCrossing crossing{before.n, after.n, std::nullopt, down};
        if (after.n <= before.n * kMaxInterpolationRatio) {
            const double x0 = std::log2(before.n);
            const double x1 = std::log2(after.n);
            const double fraction =
                (before.efficiency - theta) / (before.efficiency - after.efficiency);
            crossing.nInterpolated = std::exp2(x0 + fraction * (x1 - x0));
        }
        crossings.push_back(crossing);
    }
    return crossings;
}

BreakEvenEstimate efficiencyThreshold(const std::vector<CurvePoint>& curve, double theta)
{
    BreakEvenEstimate estimate;
    estimate.method = "largest measured N with efficiency >= " + formatNumber(theta) +
                      "; N* interpolated in log2 N where E falls below it";
    if (curve.size() < 2) {
        setReason(estimate, tooFew(curve.size(), 2));
        return estimate;
    }
    std::optional<std::size_t> last;
    for (std::size_t i = 0; i < curve.size(); ++i)
        if (curve[i].efficiency >= theta)
            last = i;
    if (!last) {
        setReason(estimate, {"break_even.no_point_reaches", {numberArg(formatNumber(theta))}});
        return estimate;
    }
    estimate.n = curve[*last].n;
    const auto crossings = thresholdCrossings(curve, theta);
    std::optional<Message> several;
    if (crossings.size() > 1) {
        std::optional<Message> list;
        for (const auto& crossing : crossings) {
            Message one{crossing.downward ? "break_even.crossing.down" : "break_even.crossing.up",
                        {numberArg(countText(crossing.fromN)), numberArg(countText(crossing.toN))}};
            list = list ? Message{"list.comma",
                                  {messageArg(std::move(*list)), messageArg(std::move(one))}}
                        : std::move(one);
        }
        several = Message{"break_even.crosses_several",
                          {numberArg(formatNumber(theta)),
                           numberArg(static_cast<long long>(crossings.size())),
                           messageArg(std::move(*list))}};
    }
    if (*last + 1 == curve.size()) {
        estimate.lowerBound = true;
        Message stays{"break_even.no_crossing", {numberArg(formatNumber(theta))}};
        if (several)
            stays = {"break_even.several_stays",
                     {messageArg(*several), numberArg(formatNumber(theta))}};
        setReason(estimate, std::move(stays));
        return estimate;
    }
    // E falls below theta between last and last + 1 for good: the last downward crossing.
    const auto& crossing = crossings.back();
    estimate.nInterpolated = crossing.nInterpolated;
    if (several)
        setReason(estimate, *several);
    if (crossing.inGap()) {
        estimate.gapTo = crossing.toN;
        Message gap{"break_even.gap",
                    {numberArg(formatNumber(theta)), numberArg(countText(crossing.fromN)),
                     numberArg(countText(crossing.toN)),
                     numberArg(ratioText(crossing.toN / crossing.fromN))}};
        setReason(estimate, several ? Message{"list.semicolon",
                                              {messageArg(*several), messageArg(std::move(gap))}}
                                    : std::move(gap));
    }
    return estimate;
}

std::vector<MarginalStep> marginalSteps(const std::vector<CurvePoint>& curve, double minStepRatio)
{
    std::vector<MarginalStep> steps;
    std::size_t from = 0;
    for (std::size_t i = 1; i < curve.size(); ++i) {
        if (!(curve[i].n >= curve[from].n * minStepRatio))
            continue; // too small a step: merged with the next one
        const auto exponent =
            localExponentOf(curve[from].n, curve[from].minutes, curve[i].n, curve[i].minutes);
        if (exponent) {
            MarginalStep step;
            step.fromN = curve[from].n;
            step.toN = curve[i].n;
            step.exponent = *exponent;
            step.fromMinutes = curve[from].minutes;
            step.toMinutes = curve[i].minutes;
            steps.push_back(step);
        }
        from = i;
    }
    return steps;
}

namespace {

bool sameStep(const MarginalStep& a, const MarginalStep& b)
{
    return a.fromN == b.fromN && a.toN == b.toN && a.fromMinutes == b.fromMinutes &&
           a.toMinutes == b.toMinutes;
}

} // namespace

std::vector<MarginalStep> marginalSteps(const std::vector<CurvePoint>& curve, double minStepRatio,
                                        const std::vector<MarginalStep>& known)
{
    auto steps = marginalSteps(curve, minStepRatio);
    // Both lists run by increasing N: one merge pass, so a rebuild of a long curve (leave
    // one entry out does one per entry) stays linear.
    std::size_t k = 0;
    for (auto& step : steps) {
        while (k < known.size() && known[k].fromN < step.fromN)
            ++k;
        if (k < known.size() && sameStep(step, known[k])) {
            step.interval = known[k].interval;
            step.throughputExponent = known[k].throughputExponent;
        }
    }
    return steps;
}

BreakEvenEstimate marginalReturn(const std::vector<MarginalStep>& steps, double thetaM,
                                 double minStepRatio)
{
    BreakEvenEstimate estimate;
    estimate.method = "N before the first step (N ratio >= " + formatNumber(minStepRatio) +
                      ") whose local exponent falls below " + formatNumber(thetaM) +
                      " on evidence: its run-bootstrap interval lies below it, or the next "
                      "step is below it too";
    if (steps.empty()) {
        setReason(estimate,
                  {"break_even.marginal.no_step", {numberArg(formatNumber(minStepRatio))}});
        return estimate;
    }
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const auto& step = steps[i];
        if (!(step.exponent < thetaM))
            continue;
        const bool nextBelow = i + 1 < steps.size() && steps[i + 1].exponent < thetaM;
        if (nextBelow || step.belowOnEvidence(thetaM)) {
            estimate.n = step.fromN;
            return estimate;
        }
        estimate.dips.push_back(step);
    }
    estimate.n = steps.back().toN;
    estimate.lowerBound = true;
    setReason(estimate, {estimate.dips.empty() ? "break_even.marginal.beyond"
                                               : "break_even.marginal.beyond_on_evidence",
                         {numberArg(formatNumber(thetaM))}});
    return estimate;
}

BreakEvenEstimate marginalReturn(const std::vector<CurvePoint>& curve, double thetaM,
                                 double minStepRatio, const std::vector<MarginalStep>& known)
{
    if (curve.size() < 2) {
        BreakEvenEstimate estimate;
        estimate.method = "N before the first step (N ratio >= " + formatNumber(minStepRatio) +
                          ") whose local exponent falls below " + formatNumber(thetaM) +
                          " on evidence";
        setReason(estimate, tooFew(curve.size(), 2));
        return estimate;
    }
    return marginalReturn(marginalSteps(curve, minStepRatio, known), thetaM, minStepRatio);
}

BreakEvenEstimate knee(const std::vector<CurvePoint>& curve)
{
    BreakEvenEstimate estimate;
    estimate.method = "Kneedle (Satopaa et al. 2011, S = 1) on log2 N vs log2 speedup";
    constexpr std::size_t needed = 5;
    if (curve.size() < needed) {
        setReason(estimate,
                  {"break_even.knee.not_enough", {messageArg(tooFew(curve.size(), needed))}});
        return estimate;
    }
    const std::size_t count = curve.size();
    const double xMin = std::log2(curve.front().n);
    const double xMax = std::log2(curve.back().n);
    std::vector<double> logSpeedup(count);
    for (std::size_t i = 0; i < count; ++i)
        logSpeedup[i] = std::log2(curve[i].speedup);
    const double yMin = *std::min_element(logSpeedup.begin(), logSpeedup.end());
    const double yMax = *std::max_element(logSpeedup.begin(), logSpeedup.end());
    if (!(yMax > yMin) || !std::isfinite(yMax - yMin)) {
        setReason(estimate, {"break_even.knee.flat", {}});
        return estimate;
    }
    // Normalise to the unit square; for a concave increasing curve the knee is where the
    // curve stands furthest above the diagonal. On log-log axes a power law is a straight
    // line (no knee) and a curve that bends from linear towards flat is concave.
    std::vector<double> difference(count);
    for (std::size_t i = 0; i < count; ++i) {
        const double x = (std::log2(curve[i].n) - xMin) / (xMax - xMin);
        const double y = (logSpeedup[i] - yMin) / (yMax - yMin);
        difference[i] = y - x;
    }
    // Offline Kneedle: a local maximum of the difference curve is a knee once the curve
    // drops below its threshold (value - S * mean x spacing, S = 1) before the next maximum.
    const double threshold = 1.0 / static_cast<double>(count - 1);
    std::optional<std::size_t> candidate;
    for (std::size_t i = 1; i < count; ++i) {
        const bool localMax = i + 1 < count && difference[i] > difference[i - 1] &&
                              difference[i] >= difference[i + 1];
        if (localMax) {
            candidate = i;
            continue;
        }
        if (candidate && difference[i] < difference[*candidate] - threshold) {
            estimate.n = curve[*candidate].n;
            return estimate;
        }
    }
    setReason(estimate, {"break_even.knee.no_bend", {}});
    return estimate;
}

double totalCost(double n, double minutes, double price, double valueOfTime)
{
    return price * n * minutes / 60.0 + valueOfTime * minutes / 60.0;
}

// Why there is no cost optimum, or nothing when there is one to compute.
std::optional<Message> costRefusal(std::optional<double> price, double valueOfTime)
{
    if (valueOfTime > 0 && !price)
        return Message{"break_even.cost.needs_price", {}};
    return std::nullopt;
}

BreakEvenEstimate costOptimum(const std::vector<CurvePoint>& curve, std::optional<double> price,
                              double valueOfTime)
{
    BreakEvenEstimate estimate;
    if (curve.empty()) {
        setReason(estimate, {"break_even.cost.no_points", {}});
        return estimate;
    }
    if (auto refusal = costRefusal(price, valueOfTime)) {
        setReason(estimate, std::move(*refusal));
        return estimate;
    }
    // Without a value of time any positive price ranks by GPU-hours alone.
    const double weight = valueOfTime > 0 ? *price : 1.0;
    std::size_t best = 0;
    double bestCost = totalCost(curve[0].n, curve[0].minutes, weight, valueOfTime);
    for (std::size_t i = 1; i < curve.size(); ++i) {
        const double cost = totalCost(curve[i].n, curve[i].minutes, weight, valueOfTime);
        if (cost < bestCost) {
            bestCost = cost;
            best = i;
        }
    }
    estimate.n = curve[best].n;
    estimate.cheapestOnly = !(valueOfTime > 0);
    estimate.method = estimate.cheapestOnly
                          ? "cheapest configuration: the measured N with the fewest GPU-hours "
                            "(no value of time, so not a break-even)"
                          : "measured N minimising price x GPU-hours + value of time x hours";
    if (curve.size() == 1)
        setReason(estimate, {"break_even.cost.one_count", {}});
    return estimate;
}

BreakEvenEstimate modelledCostOptimum(const Fit& fit, std::optional<double> givenPrice,
                                      double valueOfTime)
{
    BreakEvenEstimate estimate;
    estimate.modelled = true;
    if (!fit.fitted) {
        setReason(estimate,
                  {"break_even.modelled.no_fit", {sentenceArg(fit.reason, fit.reasonMessage)}});
        return estimate;
    }
    if (auto refusal = costRefusal(givenPrice, valueOfTime)) {
        setReason(estimate, std::move(*refusal));
        return estimate;
    }
    const double price = valueOfTime > 0 ? *givenPrice : 1.0;
    estimate.cheapestOnly = !(valueOfTime > 0);
    // Dense sampling in log N, then golden-section refinement around the best sample.
    constexpr int samples = 256;
    const double logLow = std::log(fit.minN);
    const double logHigh = std::log(fit.maxN);
    auto costAt = [&](double logN) {
        const double n = std::exp(logN);
        const auto minutes = fit.minutesAt(n);
        return minutes ? totalCost(n, *minutes, price, valueOfTime) : INFINITY;
    };
    int bestSample = 0;
    double bestCost = INFINITY;
    for (int i = 0; i < samples; ++i) {
        const double cost = costAt(logLow + (logHigh - logLow) * i / (samples - 1));
        if (cost < bestCost) {
            bestCost = cost;
            bestSample = i;
        }
    }
    if (!std::isfinite(bestCost)) {
        setReason(estimate, {"break_even.modelled.undefined", {}});
        return estimate;
    }
    const double step = (logHigh - logLow) / (samples - 1);
    double low = logLow + step * std::max(0, bestSample - 1);
    double high = logLow + step * std::min(samples - 1, bestSample + 1);
    const double golden = (std::sqrt(5.0) - 1.0) / 2.0;
    for (int iteration = 0; iteration < 60 && high - low > 1e-12; ++iteration) {
        const double x1 = high - golden * (high - low);
        const double x2 = low + golden * (high - low);
        if (costAt(x1) < costAt(x2))
            high = x2;
        else
            low = x1;
    }
    double bestLogN = (low + high) / 2.0;
    const double sampleLogN = logLow + step * bestSample;
    if (costAt(sampleLogN) < costAt(bestLogN))
        bestLogN = sampleLogN;
    estimate.n = std::exp(bestLogN);
    setReason(estimate, {"break_even.modelled.minimum", {textArg(toString(fit.kind))}});
    return estimate;
}

const BreakEvenEstimate* BreakEven::first() const
{
    for (const auto* estimate : {&threshold, &marginal, &knee, &costOptimal})
        if (estimate->isEstimate() && !estimate->cheapestOnly)
            return estimate;
    return nullptr;
}

std::string BreakEven::firstRule() const
{
    const auto* chosen = first();
    if (chosen == &threshold)
        return "efficiency threshold";
    if (chosen == &marginal)
        return "marginal return";
    if (chosen == &knee)
        return "knee";
    if (chosen == &costOptimal)
        return "cost optimum";
    return {};
}

namespace {

bool estimatesAt(const std::optional<double>& estimate, double n)
{
    return estimate && *estimate > 0 && std::fabs(n / *estimate - 1.0) < 0.01;
}

} // namespace

std::vector<BreakEvenRule> rulesEstimatingAt(const BreakEven& breakEven, double n)
{
    const std::pair<BreakEvenRule, const BreakEvenEstimate*> estimates[] = {
        {BreakEvenRule::Threshold, &breakEven.threshold},
        {BreakEvenRule::Marginal, &breakEven.marginal},
        {BreakEvenRule::Knee, &breakEven.knee},
        {BreakEvenRule::CostOptimum, &breakEven.costOptimal},
        {BreakEvenRule::ModelledCostOptimum, &breakEven.costOptimalModelled}};
    std::vector<BreakEvenRule> rules;
    for (const auto& [rule, estimate] : estimates)
        // Only the threshold has an interpolated N* besides its measured N; it is empty elsewhere.
        if (estimate->isEstimate() &&
            (estimatesAt(estimate->n, n) || estimatesAt(estimate->nInterpolated, n)))
            rules.push_back(rule);
    return rules;
}

} // namespace scalescope::analysis
