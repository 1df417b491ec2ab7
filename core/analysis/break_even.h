#pragma once
// Break-even GPU counts (docs/analysis.md §4) over the measured curve (frontier or
// all-points). Each estimate is a value or a reason, never a guess: an estimate that
// only says "beyond the largest N measured" is a lower bound, not a break-even.

#include "core/analysis/fits.h"
#include "core/analysis/point.h"
#include "core/util/message.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace scalescope::analysis {

// Fewer measured GPU counts than this give no break-even in analyze or the desktop app:
// two points always look like a trend.
inline constexpr std::size_t kMinCountsForBreakEven = 3;

// docs/analysis.md §4.1: a crossing between measured counts more than this far apart is
// not measured: it is reported as the interval, never as an interpolated N*.
inline constexpr double kMaxInterpolationRatio = 2.0;

// One step of the marginal rule: from a curve point to the next one at least
// minStepRatio times larger (smaller steps in between are merged into it).
struct MarginalStep
{
    double fromN = 0;
    double toN = 0;
    double exponent = 0; // ln(T_from / T_to) / ln(N_to / N_from)
    // The times it was computed from: a rebuilt curve (entry_uncertainty.h) has the same
    // step only when both ends are the same entries' times.
    double fromMinutes = 0;
    double toMinutes = 0;
    // §4.2 evidence: the run-bootstrap interval of the exponent (bootstrap.h), and the same
    // step's exponent on throughput (§8), where the points have samples to converge.
    std::optional<Interval> interval;
    std::optional<double> throughputExponent;

    // Below thetaM on time, but not on throughput: the larger batch needed more samples.
    bool convergenceDip(double thetaM) const
    {
        return exponent < thetaM && throughputExponent && *throughputExponent >= thetaM;
    }
    // Below thetaM on its own evidence: its whole interval lies below, and throughput does
    // not say the loss is convergence.
    bool belowOnEvidence(double thetaM) const
    {
        return exponent < thetaM && interval && interval->high < thetaM && !convergenceDip(thetaM);
    }
};

struct BreakEvenEstimate
{
    std::optional<double> n;             // a measured N (the point just below a crossing)
    std::optional<double> nInterpolated; // threshold: crossing N* between two points
    // threshold: the crossing lies between n and gapTo, more than kMaxInterpolationRatio
    // apart; nothing was measured there, so there is no N* (nInterpolated is empty).
    std::optional<double> gapTo;
    std::string reason;    // why there is no value, or a note on the value
    Message reasonMessage; // the same, for the desktop app to translate
    std::string method;    // the rule that produced it, in words
    bool modelled = false; // from a fitted curve, not from measurements
    // Cost optimum with no value of time: the cheapest configuration (fewest GPU-hours),
    // not a break-even (docs/analysis.md §4.4); first() never starts on it.
    bool cheapestOnly = false;
    // n is the largest N measured and the break-even lies beyond it: a bound, not an
    // estimate; first() never starts on it.
    bool lowerBound = false;
    // §9: bootstrap interval of nInterpolated (threshold) and how many resamples had one.
    std::optional<Interval> nInterpolatedInterval;
    int resamplesWithValue = 0;
    int resamples = 0;
    // Marginal return: the steps below thetaM that were not evidence of a break-even (a
    // single step whose interval reaches thetaM, or a convergence dip): caveats.
    std::vector<MarginalStep> dips;
    bool available() const { return n.has_value(); }
    bool isEstimate() const { return n.has_value() && !lowerBound; }
};

// One crossing of the efficiency threshold between two consecutive curve points.
struct ThresholdCrossing
{
    double fromN = 0; // curve point before the crossing
    double toN = 0;   // curve point after it
    // N*, E interpolated linearly in log2 N; none when toN / fromN > kMaxInterpolationRatio
    std::optional<double> nInterpolated;
    bool downward = true; // E falls below theta (false: rises back above it)
    bool inGap() const { return !nInterpolated.has_value(); }
};

// Every crossing of theta along the curve, by increasing N.
std::vector<ThresholdCrossing> thresholdCrossings(const std::vector<CurvePoint>& curve,
                                                  double theta);

std::vector<MarginalStep> marginalSteps(const std::vector<CurvePoint>& curve, double minStepRatio);
// The steps of curve, each with the evidence (interval, throughput exponent) of the same
// step in known when known has it (the full curve's steps, for a rebuilt curve).
std::vector<MarginalStep> marginalSteps(const std::vector<CurvePoint>& curve, double minStepRatio,
                                        const std::vector<MarginalStep>& known);

// §4.1: the largest N whose efficiency is >= theta, and the log2-N interpolated crossing
// with the next point when there is one and it is at most kMaxInterpolationRatio away
// (else the interval n..gapTo). When E stays >= theta to the largest N, that N
// is returned as a lower bound. Several crossings are named in the reason.
BreakEvenEstimate efficiencyThreshold(const std::vector<CurvePoint>& curve, double theta);
// §4.2: the N before the first step (N ratio >= minStepRatio) whose local exponent falls
// below thetaM on evidence: the step lies below thetaM on its own evidence
// (MarginalStep::belowOnEvidence), or the next step lies below thetaM too. Steps below
// thetaM without evidence are kept as dips. No qualifying step: no value ("none"); no
// step below on evidence: a lower bound. The steps' evidence comes from known (the
// analysed series' steps, after the run bootstrap); without it only two consecutive steps
// below thetaM are evidence.
BreakEvenEstimate marginalReturn(const std::vector<CurvePoint>& curve, double thetaM,
                                 double minStepRatio = 1.5,
                                 const std::vector<MarginalStep>& known = {});
// The same rule over steps already made (MarginalStep's evidence filled in).
BreakEvenEstimate marginalReturn(const std::vector<MarginalStep>& steps, double thetaM,
                                 double minStepRatio);
// §4.3: Kneedle (Satopää et al. 2011, offline, sensitivity S = 1) on (log2 N, log2 S),
// >= 5 distinct N.
BreakEvenEstimate knee(const std::vector<CurvePoint>& curve);
// §4.4: the measured N minimising price * N * T / 60 + valueOfTime * T / 60 (ties: fewer
// N). With no value of time, the fewest GPU-hours (cheapestOnly; no price needed); with
// one, a price is needed (none is assumed).
BreakEvenEstimate costOptimum(const std::vector<CurvePoint>& curve, std::optional<double> price,
                              double valueOfTime);
// §4.4 over a fitted curve between its min and max N; marked modelled.
BreakEvenEstimate modelledCostOptimum(const Fit& fit, std::optional<double> price,
                                      double valueOfTime);

// J(N) of §4.4.
double totalCost(double n, double minutes, double price, double valueOfTime);

struct BreakEven
{
    BreakEvenEstimate threshold;
    BreakEvenEstimate marginal;
    BreakEvenEstimate knee;
    BreakEvenEstimate costOptimal;
    BreakEvenEstimate costOptimalModelled;    // only when SeriesOptions::costModel is set
    std::vector<ThresholdCrossing> crossings; // every crossing of theta
    std::vector<MarginalStep> steps;          // the steps the marginal rule looked at
    // The estimate the slider starts on: the first of threshold, marginal, knee, cost
    // optimum that is an estimate (has a value and is not a lower bound); nullptr when
    // none is.
    const BreakEvenEstimate* first() const;
    // Its rule's name ("efficiency threshold", ...), empty when first() is nullptr.
    std::string firstRule() const;
};

// The rules in BreakEven order; what a marker position agrees with.
enum class BreakEvenRule { Threshold, Marginal, Knee, CostOptimum, ModelledCostOptimum };

// The rules whose estimate lies within 1% of n (the threshold's measured N or its N*), in
// BreakEven order: the rules a marker at n agrees with. A bound ("stays >= theta up to the
// largest N", "never falls below theta_m") says "not yet" and lies at no N.
std::vector<BreakEvenRule> rulesEstimatingAt(const BreakEven& breakEven, double n);

} // namespace scalescope::analysis
