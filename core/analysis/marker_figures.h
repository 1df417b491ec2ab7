#pragma once
// The figures of a series at any N the break-even marker may stand on: measured at a
// measured N, modelled on the fitted curve beyond the largest measured N, interpolated
// between measured neighbours (E linear in log2 N, the interpolation that places the
// θ crossing N*, docs/analysis.md §4.1, so that the readout at N* says E = θ). The GUI's
// readout words these; it computes none of them.

#include "core/analysis/fits.h"
#include "core/analysis/series.h"

#include <optional>

namespace scalescope::analysis {

struct FiguresAt
{
    enum class Source {
        Measured,     // a measured N of the curve
        Extrapolated, // the fitted curve beyond the largest measured N
        Interpolated, // between two measured N of the curve
    };
    Source source = Source::Measured;
    double n = 0;
    double minutes = 0;
    double speedup = 0;    // against the series' reference
    double efficiency = 0; // speedup / (n / reference N)
    double gpuHours = 0;
    // Interpolated: the measured N on either side.
    double lowerN = 0;
    double upperN = 0;
};

// The figures of series at n; none when its curve says nothing there: n not positive,
// below the smallest measured N, or beyond the largest without a fit (fit: the shown
// fitted curve, nullptr for none) that gives minutes at n.
std::optional<FiguresAt> figuresAt(const Series& series, double n, const Fit* fit);

} // namespace scalescope::analysis
