#pragma once
// Time against GPU-hours (docs/analysis.md §4.5): the Pareto front of the curve and,
// for each front point, the range of value of time over which it is the cost optimum
// J(N) = price * GPU-hours + valueOfTime * hours.

#include "core/analysis/point.h"

#include <optional>
#include <vector>

namespace scalescope::analysis {

struct ParetoPoint
{
    double n = 0;
    double minutes = 0;
    double gpuHours = 0;
    // No other curve point is both at least as fast and uses at most as many GPU-hours
    // (and is strictly better in one of them).
    bool onFront = false;
    // The cost optimum for every value of time in [from, to] (to absent: no upper bound);
    // both absent when the point is never the optimum (not on the lower convex hull).
    std::optional<double> optimalFromValueOfTime;
    std::optional<double> optimalToValueOfTime;
    bool everOptimal = false;
};

// One entry per curve point, in curve order (increasing N).
// Without a price only the front is marked: the value-of-time ranges need one.
std::vector<ParetoPoint> paretoFront(const std::vector<CurvePoint>& curve,
                                     std::optional<double> price);

} // namespace scalescope::analysis
