#pragma once
// Break-even GPU counts (docs/analysis.md §4) over the measured curve (frontier or
// all-points). Each estimate is a value or a reason, never a guess.

#include "core/analysis/fits.h"
#include "core/analysis/point.h"

#include <optional>
#include <string>
#include <vector>

namespace scalescope::analysis {

struct BreakEvenEstimate
{
    std::optional<double> n;             // a measured N (the point just below a crossing)
    std::optional<double> nInterpolated; // threshold: crossing N* between two points
    std::string reason;                  // why there is no value, or a note on the value
    bool modelled = false;               // from a fitted curve, not from measurements
    bool available() const { return n.has_value(); }
};

// §4.1: the largest N whose efficiency is >= theta, and the log2-N interpolated crossing
// with the next point when there is one.
BreakEvenEstimate efficiencyThreshold(const std::vector<CurvePoint>& curve, double theta);
// §4.2: the N before the first step whose local exponent falls below thetaM.
BreakEvenEstimate marginalReturn(const std::vector<CurvePoint>& curve, double thetaM);
// §4.3: Kneedle (Satopää et al. 2011, offline, sensitivity S = 1) on (log2 N, S), >= 5 N.
BreakEvenEstimate knee(const std::vector<CurvePoint>& curve);
// §4.4: the measured N minimising price * N * T / 60 + valueOfTime * T / 60 (ties: fewer N).
BreakEvenEstimate costOptimum(const std::vector<CurvePoint>& curve, double price,
                              double valueOfTime);
// §4.4 over a fitted curve between its min and max N; marked modelled.
BreakEvenEstimate modelledCostOptimum(const Fit& fit, double price, double valueOfTime);

// J(N) of §4.4.
double totalCost(double n, double minutes, double price, double valueOfTime);

struct BreakEven
{
    BreakEvenEstimate threshold;
    BreakEvenEstimate marginal;
    BreakEvenEstimate knee;
    BreakEvenEstimate costOptimal;
    BreakEvenEstimate costOptimalModelled; // only when SeriesOptions::costModel is set
    // The estimate the slider starts on: the first of the four that has a value.
    const BreakEvenEstimate* first() const;
};

} // namespace scalescope::analysis
