#include "core/analysis/break_even.h"

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

std::string tooFew(std::size_t have, std::size_t need)
{
    return "only " + std::to_string(have) + " distinct GPU count" + (have == 1 ? "" : "s") +
           " (needs " + std::to_string(need) + ")";
}

} // namespace

BreakEvenEstimate efficiencyThreshold(const std::vector<CurvePoint>& curve, double theta)
{
    BreakEvenEstimate estimate;
    if (curve.size() < 2) {
        estimate.reason = tooFew(curve.size(), 2);
        return estimate;
    }
    std::optional<std::size_t> last;
    for (std::size_t i = 0; i < curve.size(); ++i)
        if (curve[i].efficiency >= theta)
            last = i;
    if (!last) {
        estimate.reason = "no point reaches efficiency " + formatNumber(theta);
        return estimate;
    }
    estimate.n = curve[*last].n;
    if (*last + 1 == curve.size()) {
        estimate.reason = "no crossing: efficiency stays >= " + formatNumber(theta) +
                          " up to the largest N measured";
        return estimate;
    }
    // E falls below theta between last and last + 1: interpolate E linearly in log2 N.
    const auto& below = curve[*last];
    const auto& above = curve[*last + 1];
    const double x0 = std::log2(below.n);
    const double x1 = std::log2(above.n);
    const double fraction = (below.efficiency - theta) / (below.efficiency - above.efficiency);
    estimate.nInterpolated = std::exp2(x0 + fraction * (x1 - x0));
    return estimate;
}

BreakEvenEstimate marginalReturn(const std::vector<CurvePoint>& curve, double thetaM)
{
    BreakEvenEstimate estimate;
    if (curve.size() < 2) {
        estimate.reason = tooFew(curve.size(), 2);
        return estimate;
    }
    for (std::size_t i = 1; i < curve.size(); ++i)
        if (curve[i].localExponent && *curve[i].localExponent < thetaM) {
            estimate.n = curve[i - 1].n;
            return estimate;
        }
    estimate.n = curve.back().n;
    estimate.reason = "no step falls below a = " + formatNumber(thetaM) +
                      ": the marginal break-even is beyond the largest N measured";
    return estimate;
}

BreakEvenEstimate knee(const std::vector<CurvePoint>& curve)
{
    BreakEvenEstimate estimate;
    constexpr std::size_t needed = 5;
    if (curve.size() < needed) {
        estimate.reason = "not enough points: " + tooFew(curve.size(), needed);
        return estimate;
    }
    const std::size_t count = curve.size();
    const double xMin = std::log2(curve.front().n);
    const double xMax = std::log2(curve.back().n);
    double yMin = curve.front().speedup;
    double yMax = yMin;
    for (const auto& point : curve) {
        yMin = std::min(yMin, point.speedup);
        yMax = std::max(yMax, point.speedup);
    }
    if (!(yMax > yMin)) {
        estimate.reason = "no knee: the speedup is flat";
        return estimate;
    }
    // Normalise to the unit square; for a concave increasing curve the knee is where the
    // curve stands furthest above the diagonal.
    std::vector<double> difference(count);
    for (std::size_t i = 0; i < count; ++i) {
        const double x = (std::log2(curve[i].n) - xMin) / (xMax - xMin);
        const double y = (curve[i].speedup - yMin) / (yMax - yMin);
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
    estimate.reason = "no knee: the speedup curve has no pronounced bend (Kneedle, S = 1)";
    return estimate;
}

double totalCost(double n, double minutes, double price, double valueOfTime)
{
    return price * n * minutes / 60.0 + valueOfTime * minutes / 60.0;
}

BreakEvenEstimate costOptimum(const std::vector<CurvePoint>& curve, double price,
                              double valueOfTime)
{
    BreakEvenEstimate estimate;
    if (curve.empty()) {
        estimate.reason = "no points";
        return estimate;
    }
    if (!(price > 0) && !(valueOfTime > 0)) {
        estimate.reason = "price and value of time are both 0: every N costs nothing";
        return estimate;
    }
    std::size_t best = 0;
    double bestCost = totalCost(curve[0].n, curve[0].minutes, price, valueOfTime);
    for (std::size_t i = 1; i < curve.size(); ++i) {
        const double cost = totalCost(curve[i].n, curve[i].minutes, price, valueOfTime);
        if (cost < bestCost) {
            bestCost = cost;
            best = i;
        }
    }
    estimate.n = curve[best].n;
    if (curve.size() == 1)
        estimate.reason = "only 1 distinct GPU count: nothing to compare";
    return estimate;
}

BreakEvenEstimate modelledCostOptimum(const Fit& fit, double price, double valueOfTime)
{
    BreakEvenEstimate estimate;
    estimate.modelled = true;
    if (!fit.fitted) {
        estimate.reason = "no fitted curve: " + fit.reason;
        return estimate;
    }
    if (!(price > 0) && !(valueOfTime > 0)) {
        estimate.reason = "price and value of time are both 0: every N costs nothing";
        return estimate;
    }
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
        estimate.reason = "the fitted curve is undefined between min and max N";
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
    estimate.reason = std::string("modelled: minimum of the fitted ") + toString(fit.kind) +
                      " curve between min and max N";
    return estimate;
}

const BreakEvenEstimate* BreakEven::first() const
{
    for (const auto* estimate : {&threshold, &marginal, &knee, &costOptimal})
        if (estimate->available())
            return estimate;
    return nullptr;
}

} // namespace scalescope::analysis
