#include "core/analysis/marker_scale.h"

#include <algorithm>
#include <cmath>

namespace scalescope::analysis {

std::optional<std::size_t> nearestMeasuredIndex(const std::vector<double>& measuredNs, double n)
{
    if (measuredNs.empty())
        return std::nullopt;
    const double target = std::log2(std::max(n, 1e-9));
    const auto nearest =
        std::min_element(measuredNs.begin(), measuredNs.end(), [&](double a, double b) {
            return std::fabs(std::log2(a) - target) < std::fabs(std::log2(b) - target);
        });
    return static_cast<std::size_t>(nearest - measuredNs.begin());
}

double nearestMeasuredN(const std::vector<double>& measuredNs, double n)
{
    const auto index = nearestMeasuredIndex(measuredNs, n);
    return index ? measuredNs[*index] : 0.0;
}

double nAtLog2Step(double minN, double maxN, int step, int steps)
{
    const double low = std::log2(minN);
    const double high = std::log2(maxN);
    return std::exp2(low + (high - low) * step / steps);
}

int log2StepOf(double n, double minN, double maxN, int steps)
{
    const double low = std::log2(minN);
    const double high = std::log2(maxN);
    if (!(n > 0) || !(high > low))
        return 0;
    return static_cast<int>(std::lround((std::log2(n) - low) / (high - low) * steps));
}

} // namespace scalescope::analysis
