#pragma once
// Per-point figures (docs/analysis.md §2, §3): the reference, the frontier, speedup,
// efficiency, GPU-hours, cost, energy, local scaling exponent and Karp-Flatt.

#include "core/analysis/options.h"
#include "core/analysis/point.h"
#include "core/util/message.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace scalescope::analysis {

// The formulas of §3, one per function, so each is tested on its own.
double speedupOf(double referenceMinutes, double minutes);
double efficiencyOf(double referenceMinutes, double referenceN, double minutes, double n);
double gpuHoursOf(double n, double minutes);
// A GPU count as people write it: whole counts whole, N* with one decimal, never in
// e-notation ("3472", "97.0"). What every text output prints for an N.
std::string countText(double n);
// The shortest decimal that reads back as the same double ("0.1", "97.5"): how CSV and
// messages print a figure, exact without trailing digits.
std::string shortestText(double value);
double kwhOf(double joules);
// ln(T_prev / T) / ln(N / N_prev); nullopt when N does not grow.
std::optional<double> localExponentOf(double previousN, double previousMinutes, double n,
                                      double minutes);
// (1/S - 1/p) / (1 - 1/p); nullopt unless p > 1.
std::optional<double> karpFlattOf(double speedup, double scaleFactor);

// §2: the point a rule picks among the fewest accelerators: the fastest (default) or,
// with the study rule, the slowest (then the first in input order). nullopt for no points.
std::optional<std::size_t> referenceIndexFor(const std::vector<Point>& points, ReferenceRule rule);
inline std::optional<std::size_t> defaultReferenceIndex(const std::vector<Point>& points)
{
    return referenceIndexFor(points, ReferenceRule::FastestAtFewest);
}
// How the reference line names a rule ("fastest entry at the fewest GPUs"), as a message
// (reference.rule.*): the CLI prints its English, the desktop app its translation.
Message referenceRuleMessage(ReferenceRule rule);

// Sets onFrontier: for each N, the fastest point (the first in input order among equal
// times); dominated: a frontier point no faster than one with fewer GPUs; inCurve: a
// frontier point that is not dominated (or any frontier point with keepDominated).
void markFrontier(std::vector<Point>& points, bool keepDominated = false);

// Fills every §3 figure of every point against points[referenceIndex]; local exponents
// between consecutive inCurve points (by increasing N).
void computeFigures(std::vector<Point>& points, std::size_t referenceIndex,
                    const SeriesOptions& options);

// Whether buildCurve takes the point: inCurve, or with allPoints any usable one.
bool takenByCurve(const Point& point, bool allPoints);

// The curve break-even and fits use: inCurve points by increasing N, or with allPoints
// one entry per distinct N with the geometric mean of its times.
std::vector<CurvePoint> buildCurve(const std::vector<Point>& points, bool allPoints,
                                   double referenceN, double referenceMinutes);

} // namespace scalescope::analysis
