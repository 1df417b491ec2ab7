#include "core/analysis/marker_figures.h"

#include "core/analysis/figures.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace scalescope::analysis {

std::optional<FiguresAt> figuresAt(const Series& series, double n, const Fit* fit)
{
    if (!(n > 0) || series.curve.empty())
        return std::nullopt;
    const double referenceN = static_cast<double>(series.reference.n);
    const double referenceMinutes = series.reference.minutes;
    FiguresAt figures;
    figures.n = n;
    const auto measured = std::find_if(series.curve.begin(), series.curve.end(),
                                       [&](const CurvePoint& point) { return point.n == n; });
    if (measured != series.curve.end()) {
        figures.source = FiguresAt::Source::Measured;
        figures.minutes = measured->minutes;
        figures.speedup = measured->speedup;
        figures.efficiency = measured->efficiency;
    } else if (n > series.curve.back().n) {
        // Beyond the measurements only a fitted curve says anything.
        const auto minutes = fit ? fit->minutesAt(n) : std::nullopt;
        if (!minutes)
            return std::nullopt;
        figures.source = FiguresAt::Source::Extrapolated;
        figures.minutes = *minutes;
        figures.speedup = referenceMinutes / figures.minutes;
        figures.efficiency = figures.speedup / (n / referenceN);
    } else {
        const auto upper = std::find_if(series.curve.begin(), series.curve.end(),
                                        [&](const CurvePoint& point) { return point.n > n; });
        if (upper == series.curve.begin())
            return std::nullopt; // below the smallest measured N
        const auto lower = std::prev(upper);
        const double t = std::log2(n / lower->n) / std::log2(upper->n / lower->n);
        figures.source = FiguresAt::Source::Interpolated;
        figures.efficiency = (1 - t) * lower->efficiency + t * upper->efficiency;
        figures.speedup = figures.efficiency * n / referenceN;
        figures.minutes = referenceMinutes / figures.speedup;
        figures.lowerN = lower->n;
        figures.upperN = upper->n;
    }
    figures.gpuHours = gpuHoursOf(n, figures.minutes);
    return figures;
}

} // namespace scalescope::analysis
