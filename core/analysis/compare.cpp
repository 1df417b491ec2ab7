#include "core/analysis/compare.h"

#include <cmath>
#include <cstdio>

namespace scalescope::analysis {

std::string formatRatio(double ratio)
{
    char text[32];
    if (ratio >= 9.95)
        std::snprintf(text, sizeof text, "%.0f", ratio);
    else if (ratio >= 1.095)
        std::snprintf(text, sizeof text, "%.2g", ratio);
    else // near 1 and below, a third digit keeps 1.04x from reading as "1x"
        std::snprintf(text, sizeof text, "%.3g", ratio);
    return text;
}

Comparison compare(const Point& a, const Point& b, std::string_view nameA, std::string_view nameB)
{
    Comparison comparison;
    if (a.benchmark != b.benchmark) {
        keepMessage(comparison.reason, comparison.reasonMessage,
                    {"compare.different_benchmarks", {textArg(a.benchmark), textArg(b.benchmark)}});
        return comparison;
    }
    if (!(a.minutes > 0) || !(b.minutes > 0) || a.n <= 0 || b.n <= 0) {
        keepMessage(comparison.reason, comparison.reasonMessage, {"compare.no_time", {}});
        return comparison;
    }
    comparison.ok = true;
    comparison.timeRatio = a.minutes / b.minutes;
    comparison.speedupOfB = comparison.timeRatio;
    comparison.gpuRatio = static_cast<double>(b.n) / static_cast<double>(a.n);
    comparison.efficiencyA = a.efficiency;
    comparison.efficiencyB = b.efficiency;
    comparison.gpuHoursA = a.gpuHours;
    comparison.gpuHoursB = b.gpuHours;
    comparison.gpuHoursRatio = b.gpuHours / a.gpuHours;
    comparison.costA = a.cost;
    comparison.costB = b.cost;
    if (a.cost && b.cost && *a.cost > 0)
        comparison.costRatio = *b.cost / *a.cost;
    if (a.energyJoules && b.energyJoules && *a.energyJoules > 0)
        comparison.energyRatio = *b.energyJoules / *a.energyJoules;

    // Wording: which is faster and by how much, then what the GPUs and GPU-hours are.
    std::string speed;
    const std::string name(nameB);
    if (formatRatio(comparison.timeRatio) == "1")
        speed = name + " is as fast as " + std::string(nameA);
    else if (comparison.timeRatio > 1)
        speed = name + " is " + formatRatio(comparison.timeRatio) + "x faster";
    else
        speed = name + " is " + formatRatio(1.0 / comparison.timeRatio) + "x slower";
    const std::string gpus =
        a.n == b.n ? "the same number of GPUs" : formatRatio(comparison.gpuRatio) + "x the GPUs";
    comparison.sentence =
        speed + " using " + gpus + ": " + formatRatio(comparison.gpuHoursRatio) + "x the GPU-hours";
    return comparison;
}

} // namespace scalescope::analysis
