#pragma once
// The clock and the median the benchmarks report with, so that their figures are taken
// the same way.

#include <algorithm>
#include <chrono>
#include <vector>

namespace scalescope::bench {

using Clock = std::chrono::steady_clock;

inline double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

inline double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

} // namespace scalescope::bench
