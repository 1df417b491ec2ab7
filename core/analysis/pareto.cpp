#include "core/analysis/pareto.h"

#include "core/analysis/figures.h"

#include <algorithm>
#include <limits>

namespace scalescope::analysis {

std::vector<ParetoPoint> paretoFront(const std::vector<CurvePoint>& curve,
                                     std::optional<double> givenPrice)
{
    std::vector<ParetoPoint> points;
    points.reserve(curve.size());
    for (const auto& point : curve) {
        ParetoPoint entry;
        entry.n = point.n;
        entry.minutes = point.minutes;
        entry.gpuHours = gpuHoursOf(point.n, point.minutes);
        points.push_back(entry);
    }
    for (std::size_t i = 0; i < points.size(); ++i) {
        auto& candidate = points[i];
        candidate.onFront =
            std::none_of(points.begin(), points.end(), [&](const ParetoPoint& other) {
                return other.minutes <= candidate.minutes && other.gpuHours <= candidate.gpuHours &&
                       (other.minutes < candidate.minutes || other.gpuHours < candidate.gpuHours);
            });
    }
    if (!givenPrice)
        return points;
    const double price = *givenPrice;
    // J_i(v) = a_i + b_i v with a_i = price * G_i and b_i = T_i / 60 (v per hour). Point i
    // is optimal where its line is lowest: intersect the half-lines against every other.
    for (auto& candidate : points) {
        if (!candidate.onFront)
            continue;
        const double a = price * candidate.gpuHours;
        const double b = candidate.minutes / 60.0;
        double low = 0;
        double high = std::numeric_limits<double>::infinity();
        bool possible = true;
        for (const auto& other : points) {
            if (&other == &candidate || !other.onFront)
                continue;
            const double otherA = price * other.gpuHours;
            const double otherB = other.minutes / 60.0;
            if (otherB < b)
                high = std::min(high, (otherA - a) / (b - otherB)); // faster: wins for large v
            else if (otherB > b)
                low = std::max(low, (a - otherA) / (otherB - b)); // slower: wins for small v
            else if (otherA < a)
                possible = false;
        }
        if (!possible || low > high)
            continue;
        candidate.everOptimal = true;
        candidate.optimalFromValueOfTime = low;
        if (high < std::numeric_limits<double>::infinity())
            candidate.optimalToValueOfTime = high;
    }
    return points;
}

} // namespace scalescope::analysis
