#pragma once
// Bootstrap over each entry's counted runs (docs/analysis.md §9): seeded, so the same
// input and seed give the same intervals on every machine.

#include "core/analysis/options.h"

#include <cstdint>
#include <vector>

namespace scalescope::analysis {

struct Series;

// The p-quantile (0..1) of values by linear interpolation between order statistics
// (Hyndman-Fan type 7, numpy's default); reorders values. values must not be empty.
double quantileOf(std::vector<double>& values, double p);

// splitmix64: a tiny generator with a fixed, documented sequence.
class SplitMix64
{
  public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next();
    std::size_t below(std::size_t count) { return static_cast<std::size_t>(next() % count); }

  private:
    std::uint64_t state_;
};

// Redraws every point's counted runs with replacement options.bootstrapResamples times
// (T* = mean of the draw; a point without counted runs keeps T). Keeps the reference and
// the curve's membership; fills the intervals of S, E and the local exponent of each
// point, and of the threshold crossing N*. Does nothing when resamples <= 0.
void bootstrapSeries(Series& series, const SeriesOptions& options);

} // namespace scalescope::analysis
