#pragma once
// Fitted scaling models (docs/analysis.md §5): Amdahl, the Universal Scalability Law and
// a power law. Each refuses with a reason when it has too few distinct N.

#include "core/analysis/options.h"

#include <optional>
#include <string>
#include <vector>

namespace scalescope::analysis {

struct FitSample
{
    double n = 0;
    double minutes = 0;
};

struct Fit
{
    FitKind kind = FitKind::PowerLaw;
    bool fitted = false;
    std::string reason;    // why not fitted ("needs >= 3 distinct N, has 2")
    double referenceN = 1; // p = N / referenceN, t = T / referenceMinutes
    double referenceMinutes = 1;
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

    // The fitted curve; nullopt when not fitted or undefined at n.
    std::optional<double> minutesAt(double n) const;
    std::optional<double> speedupAt(double n) const; // referenceMinutes / minutesAt(n)
};

Fit fitAmdahl(const std::vector<FitSample>& samples, double referenceN, double referenceMinutes);
Fit fitUsl(const std::vector<FitSample>& samples, double referenceN, double referenceMinutes);
Fit fitPowerLaw(const std::vector<FitSample>& samples, double referenceN, double referenceMinutes);

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
    const Fit& get(FitKind kind) const;
};

Fits fitAll(const std::vector<FitSample>& samples, double referenceN, double referenceMinutes);

// Points of the fitted curve for drawing: `count` points evenly spaced in log N from
// fromN to toN; those beyond fit.maxN are marked extrapolated (drawn dashed; the chart
// may go up to 4 x maxN).
struct FitCurvePoint
{
    double n = 0;
    double minutes = 0;
    double speedup = 0;
    bool extrapolated = false;
};
std::vector<FitCurvePoint> sampleFit(const Fit& fit, double fromN, double toN, int count);

} // namespace scalescope::analysis
