#pragma once
// Fitted scaling models (docs/analysis.md §5): Amdahl, the Universal Scalability Law and
// a power law. Each refuses with a reason when it has too few distinct N.

#include "core/analysis/options.h"
#include "core/analysis/uncertainty_budget.h"
#include "core/util/message.h"

#include <optional>
#include <string>
#include <vector>

namespace scalescope::analysis {

struct FitSample
{
    double n = 0;
    double minutes = 0;
};

// Leave-one-out sensitivity of one fitted parameter (docs/analysis.md §5.2).
struct ParameterSensitivity
{
    std::string name;                     // "f", "1/f", "sigma", "kappa", "n_max", "alpha"
    std::optional<double> value;          // with every point
    std::optional<double> leaveOneOutMin; // over the refits that have the parameter
    std::optional<double> leaveOneOutMax;
    std::optional<double> withoutLargestN; // refit without the point(s) at the largest N
    int refits = 0;
};

// Two consecutive measured N more than 4x apart: the curve there is not measured.
struct MeasurementGap
{
    double fromN = 0;
    double toN = 0;
};

struct Fit
{
    FitKind kind = FitKind::PowerLaw;
    bool fitted = false;
    std::string reason;    // why not fitted ("needs >= 3 distinct N, has 2")
    Message reasonMessage; // the same, for the desktop app to translate
    double referenceN = 1; // p = N / referenceN, t = T / referenceMinutes
    double referenceMinutes = 1;
    // T1 free (docs/analysis.md §5.1): the fitted curve is referenceMinutes * exp(logScale)
    // at the reference instead of passing through it; logScale = 0 when pinned.
    bool freeT1 = false;
    double logScale = 0;
    int parameters = 0; // fitted parameters (for AICc)
    int samples = 0;
    int distinctN = 0;
    double minN = 0;
    double maxN = 0;

    double serialFraction = 0;               // Amdahl f
    std::optional<double> asymptoticSpeedup; // Amdahl 1/f (none when f = 0)
    double sigma = 0;                        // USL contention
    double kappa = 0;                        // USL coherency
    std::optional<double> pMax;              // USL sqrt((1 - sigma) / kappa)
    std::optional<double> nMax;              // pMax * referenceN
    std::optional<double> peakSpeedup;       // X(pMax)
    double coefficient = 0;                  // power law c (minutes at N = 1)
    double alpha = 0;                        // power law global scaling exponent

    std::optional<double> rSquared; // of the log quantity fitted; none when it has no variance
    double rmse = 0;                // of the log quantity fitted

    // §5.2 diagnostics.
    std::optional<double> aicc; // none when samples <= parameters + 1 or the fit is exact
    std::string aiccReason;
    bool poorFit = false;         // R^2 < 0.5: drawn faded with a warning
    bool reducesToAmdahl = false; // USL with kappa = 0 is Amdahl with f = sigma
    std::vector<MeasurementGap> gaps;
    bool peakInGap = false;               // USL N_max inside a gap wider than 4x
    bool peakExtrapolated = false;        // USL N_max beyond the largest measured N
    std::vector<std::string> warnings;    // for people, one sentence each
    std::vector<Message> warningMessages; // the same, for the UI to translate
    std::vector<ParameterSensitivity> sensitivity;
    // docs/analysis.md §5.2: root mean square error of ln t at each point, predicted by
    // the model refitted without it; none when a refit fails.
    std::optional<double> leaveOneOutRmse;

    // The fitted curve; nullopt when not fitted or undefined at n.
    std::optional<double> minutesAt(double n) const;
    std::optional<double> speedupAt(double n) const; // referenceMinutes / minutesAt(n)
};

Fit fitAmdahl(const std::vector<FitSample>& samples, double referenceN, double referenceMinutes,
              bool freeT1 = false);
// Amdahl refitted without a point (leave-one-out, docs/analysis.md §5.2): it needs only one
// distinct N more than its parameters (2 pinned, 3 with a free T1), so a 1-parameter model
// on 3 counts has an out-of-sample error.
Fit refitAmdahl(const std::vector<FitSample>& samples, double referenceN, double referenceMinutes,
                bool freeT1 = false);
Fit fitUsl(const std::vector<FitSample>& samples, double referenceN, double referenceMinutes,
           bool freeT1 = false);
Fit fitPowerLaw(const std::vector<FitSample>& samples, double referenceN, double referenceMinutes);

// AICc = n ln(RSS / n) + 2k + 2k(k + 1) / (n - k - 1); none when n - k - 1 <= 0 or RSS = 0.
std::optional<double> aiccOf(int samples, int parameters, double residualSumOfSquares);

inline Fit withKind(FitKind kind)
{
    Fit fit;
    fit.kind = kind;
    return fit;
}

struct Fits
{
    Fit amdahl = withKind(FitKind::Amdahl);
    Fit usl = withKind(FitKind::Usl);
    Fit powerLaw = withKind(FitKind::PowerLaw);
    // docs/analysis.md §5.2: among the models with at least two residual degrees of freedom
    // (distinct N minus parameters), R^2 > 0 and a leave-one-out error below a constant's,
    // the lowest AICc (else the lowest leave-one-out error). None when no model qualifies:
    // no curve is drawn then.
    std::optional<FitKind> best;
    std::string bestReason;    // why that model, or why none ("too few points to prefer a model")
    Message bestReasonMessage; // the same, for the UI to translate
    std::optional<double> constantLeaveOneOutRmse; // ln t predicted by the mean of the others
    // Why no fit was refitted without each point (too many points for the work budget,
    // uncertainty_budget.h): no leave-one-out error, sensitivity or best model then.
    std::string leaveOneOutReason;
    Message leaveOneOutReasonMessage;
    bool isCandidate(const Fit& fit) const;
    // Distinct N minus parameters a candidate needs at least.
    static constexpr int kCandidateResidualFreedom = 2;
    const Fit& get(FitKind kind) const;
};

// The three fits with their diagnostics (AICc, best model, warnings, gaps, leave-one-out).
// Leave-one-out refits are left out past `workBudget` steps (uncertainty_budget.h).
Fits fitAll(const std::vector<FitSample>& samples, double referenceN, double referenceMinutes,
            bool freeT1 = false, std::uint64_t workBudget = kUncertaintyWorkBudget);

// Points of the fitted curve for drawing: `count` points evenly spaced in log N from
// fromN to toN; those beyond fit.maxN are marked extrapolated (drawn dashed, and only for
// the best model, up to kMaxExtrapolation x maxN).
inline constexpr double kMaxExtrapolation = 2.0;

struct FitCurvePoint
{
    double n = 0;
    double minutes = 0;
    double speedup = 0;
    bool extrapolated = false;
    bool inGap = false; // inside a gap wider than 4x between measured N (drawn dashed)
};
std::vector<FitCurvePoint> sampleFit(const Fit& fit, double fromN, double toN, int count);

} // namespace scalescope::analysis
