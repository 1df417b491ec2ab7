#include "core/analysis/bootstrap.h"

#include "core/analysis/break_even.h"
#include "core/analysis/series.h"
#include "core/analysis/uncertainty_budget.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace scalescope::analysis {

std::uint64_t SplitMix64::next()
{
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

double quantileOf(std::vector<double>& values, double p)
{
    // Two order statistics by selection (linear time): the bootstrap takes 2 quantiles
    // of ~1,000 values for every point and every figure.
    const double position = p * static_cast<double>(values.size() - 1);
    const auto below = static_cast<std::size_t>(std::floor(position));
    const double fraction = position - static_cast<double>(below);
    const auto nth = values.begin() + static_cast<std::ptrdiff_t>(below);
    std::nth_element(values.begin(), nth, values.end());
    const double low = *nth;
    if (below + 1 >= values.size() || fraction == 0)
        return low;
    const double high = *std::min_element(nth + 1, values.end());
    return low + fraction * (high - low);
}

namespace {

Interval intervalOf(std::vector<double>& values, double confidence)
{
    const double tail = (1.0 - confidence) / 2.0;
    const double low = quantileOf(values, tail);
    const double high = quantileOf(values, 1.0 - tail);
    return {low, high};
}

// N* of one resampled curve (the rule of efficiencyThreshold), or none.
std::optional<double> crossingOf(const std::vector<double>& n, const std::vector<double>& e,
                                 double theta)
{
    std::optional<std::size_t> last;
    for (std::size_t i = 0; i < e.size(); ++i)
        if (e[i] >= theta)
            last = i;
    if (!last || *last + 1 == e.size() || n[*last + 1] > n[*last] * kMaxInterpolationRatio)
        return std::nullopt; // no crossing, or one in an unmeasured gap: no N* (§4.1)
    const double x0 = std::log2(n[*last]);
    const double x1 = std::log2(n[*last + 1]);
    const double fraction = (e[*last] - theta) / (e[*last] - e[*last + 1]);
    return std::exp2(x0 + fraction * (x1 - x0));
}

} // namespace

void bootstrapSeries(Series& series, const SeriesOptions& options)
{
    auto& points = series.points;
    for (auto& point : points) {
        point.speedupInterval.reset();
        point.efficiencyInterval.reset();
        point.localExponentInterval.reset();
    }
    for (auto& step : series.breakEven.steps)
        step.interval.reset();
    auto& threshold = series.breakEven.threshold;
    threshold.nInterpolatedInterval.reset();
    threshold.resamples = 0;
    threshold.resamplesWithValue = 0;
    series.runBootstrap = {};
    if (options.bootstrapResamples <= 0 || points.empty())
        return;

    std::vector<std::vector<double>> runs(points.size());
    std::uint64_t runsDrawn = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        runs[i] = points[i].countedRunMinutes();
        runsDrawn += runs[i].size();
    }
    // Each resample draws every run once and rebuilds every point twice (speedup, curve).
    series.runBootstrap = resamplesWithinBudget(options.bootstrapResamples,
                                                runsDrawn + 2 * points.size(), options.workBudget);
    const int resamples = series.runBootstrap.used;
    if (resamples <= 0)
        return;
    // Curve membership: point indices per curve N (frontier: one; all points: every one,
    // geometric mean), and the consecutive curve points local exponents use.
    std::map<std::int64_t, std::vector<std::size_t>> members;
    std::vector<std::size_t> curveOrder;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if ((options.allPoints && points[i].usable()) || points[i].inCurve)
            members[points[i].n].push_back(i);
        if (points[i].inCurve)
            curveOrder.push_back(i);
    }
    const std::size_t referenceIndex = series.reference.index;
    const double referenceN = static_cast<double>(series.reference.n);
    // The marginal rule's steps (§4.2) as positions in the resampled curve (members' order).
    auto& steps = series.breakEven.steps;
    std::vector<std::pair<std::size_t, std::size_t>> stepEnds;
    std::vector<std::vector<double>> stepExponents(steps.size());
    {
        // A curve N whose entries have fewer than two counted runs each carries no run
        // noise: a step to or from it gets no interval (it would be [a, a]).
        std::map<std::int64_t, std::size_t> position;
        for (const auto& [n, indices] : members) {
            const bool noisy = std::all_of(indices.begin(), indices.end(), [&](std::size_t index) {
                return runs[index].size() >= 2;
            });
            const std::size_t index = position.size(); // n's place in the resampled curve
            position.emplace(n, noisy ? index : members.size());
        }
        for (const auto& step : steps) {
            const auto from = position.find(static_cast<std::int64_t>(step.fromN));
            const auto to = position.find(static_cast<std::int64_t>(step.toN));
            stepEnds.emplace_back(from == position.end() ? members.size() : from->second,
                                  to == position.end() ? members.size() : to->second);
        }
    }
    std::vector<double> curveT;

    SplitMix64 random(options.bootstrapSeed);
    std::vector<std::vector<double>> speedups(points.size());
    std::vector<std::vector<double>> exponents(points.size());
    std::vector<double> crossings;
    std::vector<double> minutes(points.size());
    std::vector<double> curveN;
    std::vector<double> curveE;
    for (auto& one : speedups)
        one.reserve(static_cast<std::size_t>(resamples));
    for (int r = 0; r < resamples; ++r) {
        for (std::size_t i = 0; i < points.size(); ++i) {
            const auto& sample = runs[i];
            if (sample.empty()) {
                minutes[i] = points[i].minutes;
                continue;
            }
            double sum = 0;
            for (std::size_t k = 0; k < sample.size(); ++k)
                sum += sample[random.below(sample.size())];
            minutes[i] = sum / static_cast<double>(sample.size());
        }
        const double referenceMinutes = minutes[referenceIndex];
        for (std::size_t i = 0; i < points.size(); ++i)
            speedups[i].push_back(referenceMinutes / minutes[i]);
        for (std::size_t k = 1; k < curveOrder.size(); ++k) {
            const auto previous = curveOrder[k - 1];
            const auto current = curveOrder[k];
            exponents[current].push_back(std::log(minutes[previous] / minutes[current]) /
                                         std::log(static_cast<double>(points[current].n) /
                                                  static_cast<double>(points[previous].n)));
        }
        curveN.clear();
        curveE.clear();
        curveT.clear();
        for (const auto& [n, indices] : members) {
            double t = minutes[indices.front()];
            if (indices.size() > 1) { // all points: the geometric mean at this N
                double logSum = 0;
                for (auto index : indices)
                    logSum += std::log(minutes[index]);
                t = std::exp(logSum / static_cast<double>(indices.size()));
            }
            curveN.push_back(static_cast<double>(n));
            curveT.push_back(t);
            curveE.push_back(referenceMinutes * referenceN / (t * static_cast<double>(n)));
        }
        for (std::size_t k = 0; k < steps.size(); ++k) {
            const auto [from, to] = stepEnds[k];
            if (from < curveT.size() && to < curveT.size())
                stepExponents[k].push_back(std::log(curveT[from] / curveT[to]) /
                                           std::log(steps[k].toN / steps[k].fromN));
        }
        if (const auto crossing = crossingOf(curveN, curveE, options.threshold))
            crossings.push_back(*crossing);
    }
    for (std::size_t i = 0; i < points.size(); ++i) {
        auto& point = points[i];
        if (!exponents[i].empty())
            point.localExponentInterval = intervalOf(exponents[i], options.confidence);
        // The reference's speedup and efficiency are 1 by definition, in every resample: an
        // interval of [1, 1] would read as a point without noise. Its runs' spread is in
        // every other point's interval instead.
        if (i == referenceIndex)
            continue;
        point.speedupInterval = intervalOf(speedups[i], options.confidence);
        // E = S * N_ref / N: the same quantiles scaled.
        const double scale = referenceN / static_cast<double>(point.n);
        point.efficiencyInterval =
            Interval{point.speedupInterval->low * scale, point.speedupInterval->high * scale};
    }
    for (std::size_t k = 0; k < steps.size(); ++k)
        if (!stepExponents[k].empty())
            steps[k].interval = intervalOf(stepExponents[k], options.confidence);
    threshold.resamples = resamples;
    threshold.resamplesWithValue = static_cast<int>(crossings.size());
    if (!crossings.empty())
        threshold.nInterpolatedInterval = intervalOf(crossings, options.confidence);
}

} // namespace scalescope::analysis
