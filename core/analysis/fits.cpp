#include "core/analysis/fits.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <set>
#include <string>

namespace scalescope::analysis {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

struct LogSample
{
    double p;    // N / N_ref
    double logT; // ln(T / T_ref)
};

Fit prepare(FitKind kind, const std::vector<FitSample>& samples, double referenceN,
            double referenceMinutes, int neededDistinct, std::vector<LogSample>& logSamples,
            bool freeT1 = false)
{
    Fit fit;
    fit.kind = kind;
    fit.freeT1 = freeT1;
    fit.referenceN = referenceN;
    fit.referenceMinutes = referenceMinutes;
    std::set<double> distinct;
    fit.minN = samples.empty() ? 0 : kInfinity;
    fit.maxN = 0;
    for (const auto& sample : samples) {
        if (!(sample.n > 0) || !(sample.minutes > 0))
            continue;
        distinct.insert(sample.n);
        fit.minN = std::min(fit.minN, sample.n);
        fit.maxN = std::max(fit.maxN, sample.n);
        logSamples.push_back({sample.n / referenceN, std::log(sample.minutes / referenceMinutes)});
    }
    fit.samples = static_cast<int>(logSamples.size());
    fit.distinctN = static_cast<int>(distinct.size());
    if (!(referenceN > 0) || !(referenceMinutes > 0))
        keepMessage(fit.reason, fit.reasonMessage, {"fit.no_reference", {}});
    else if (fit.distinctN < neededDistinct)
        keepMessage(fit.reason, fit.reasonMessage,
                    {"fit.too_few_counts",
                     {numberArg(static_cast<long long>(neededDistinct)),
                      numberArg(static_cast<long long>(fit.distinctN))}});
    return fit;
}

// Fills R^2 and RMSE from the residuals of the fitted log quantity.
template <typename Model>
void setGoodness(Fit& fit, const std::vector<LogSample>& samples, Model logTModel)
{
    double mean = 0;
    for (const auto& s : samples)
        mean += s.logT;
    mean /= static_cast<double>(samples.size());
    double residual = 0;
    double total = 0;
    for (const auto& s : samples) {
        const double r = s.logT - logTModel(s.p);
        residual += r * r;
        total += (s.logT - mean) * (s.logT - mean);
    }
    fit.rmse = std::sqrt(residual / static_cast<double>(samples.size()));
    if (total > 0)
        fit.rSquared = 1.0 - residual / total;
}

double amdahlLogT(double f, double p)
{
    return std::log(f + (1.0 - f) / p);
}

// Sum of squared residuals of a model of ln t. With a free T1 the model's offset ln T1 is
// profiled out: for fixed shape parameters the best offset is the mean residual.
template <typename Model>
double squaredResiduals(const std::vector<LogSample>& samples, bool freeT1, Model logTModel)
{
    double offset = 0;
    if (freeT1) {
        for (const auto& s : samples)
            offset += s.logT - logTModel(s.p);
        offset /= static_cast<double>(samples.size());
    }
    double cost = 0;
    for (const auto& s : samples) {
        const double r = s.logT - logTModel(s.p) - offset;
        cost += r * r;
    }
    return cost;
}

template <typename Model>
double meanResidual(const std::vector<LogSample>& samples, Model logTModel)
{
    double offset = 0;
    for (const auto& s : samples)
        offset += s.logT - logTModel(s.p);
    return offset / static_cast<double>(samples.size());
}

double amdahlCost(double f, const std::vector<LogSample>& samples, bool freeT1)
{
    return squaredResiduals(samples, freeT1, [f](double p) { return amdahlLogT(f, p); });
}

// ln t of the USL: ln(1 + sigma (p - 1) + kappa p (p - 1)) - ln p; +inf where undefined.
double uslLogT(double sigma, double kappa, double p)
{
    const double denominator = 1.0 + sigma * (p - 1.0) + kappa * p * (p - 1.0);
    return denominator > 0 ? std::log(denominator) - std::log(p) : kInfinity;
}

double uslCost(double sigma, double kappa, const std::vector<LogSample>& samples, bool freeT1)
{
    const double cost =
        squaredResiduals(samples, freeT1, [&](double p) { return uslLogT(sigma, kappa, p); });
    return std::isfinite(cost) ? cost : kInfinity;
}

// Projected Levenberg-Marquardt on (sigma, kappa) >= 0 from a starting point.
std::array<double, 2> refineUsl(std::array<double, 2> theta, const std::vector<LogSample>& samples,
                                bool freeT1)
{
    double cost = uslCost(theta[0], theta[1], samples, freeT1);
    double lambda = 1e-3;
    const double count = static_cast<double>(samples.size());
    for (int iteration = 0; iteration < 200 && lambda < 1e12; ++iteration) {
        // Residual r = model - observed; J = d(model)/d(theta). With a free T1 the offset
        // is profiled out, which centres both the residuals and the Jacobian's columns.
        double meanR = 0, meanJ0 = 0, meanJ1 = 0;
        if (freeT1) {
            for (const auto& s : samples) {
                const double denominator =
                    1.0 + theta[0] * (s.p - 1.0) + theta[1] * s.p * (s.p - 1.0);
                meanR += uslLogT(theta[0], theta[1], s.p) - s.logT;
                meanJ0 += (s.p - 1.0) / denominator;
                meanJ1 += s.p * (s.p - 1.0) / denominator;
            }
            meanR /= count;
            meanJ0 /= count;
            meanJ1 /= count;
        }
        double jtj00 = 0, jtj01 = 0, jtj11 = 0, jtr0 = 0, jtr1 = 0;
        for (const auto& s : samples) {
            const double denominator = 1.0 + theta[0] * (s.p - 1.0) + theta[1] * s.p * (s.p - 1.0);
            const double r = uslLogT(theta[0], theta[1], s.p) - s.logT - meanR;
            const double j0 = (s.p - 1.0) / denominator - meanJ0;
            const double j1 = s.p * (s.p - 1.0) / denominator - meanJ1;
            jtj00 += j0 * j0;
            jtj01 += j0 * j1;
            jtj11 += j1 * j1;
            jtr0 += j0 * r;
            jtr1 += j1 * r;
        }
        const double a00 = jtj00 * (1.0 + lambda) + 1e-30;
        const double a11 = jtj11 * (1.0 + lambda) + 1e-30;
        // Active set: a parameter at its bound whose descent direction points outside
        // stays fixed, and the other is solved alone (a joint step clamped afterwards
        // would stall short of the optimum on the bound, e.g. kappa = 0).
        const bool sigmaFixed = theta[0] <= 0 && jtr0 > 0;
        const bool kappaFixed = theta[1] <= 0 && jtr1 > 0;
        double step0 = 0;
        double step1 = 0;
        if (sigmaFixed && kappaFixed)
            break;
        if (kappaFixed) {
            step0 = -jtr0 / a00;
        } else if (sigmaFixed) {
            step1 = -jtr1 / a11;
        } else {
            const double determinant = a00 * a11 - jtj01 * jtj01;
            if (!(std::abs(determinant) > 0))
                break;
            step0 = -(a11 * jtr0 - jtj01 * jtr1) / determinant;
            step1 = -(a00 * jtr1 - jtj01 * jtr0) / determinant;
        }
        const std::array<double, 2> candidate{std::max(0.0, theta[0] + step0),
                                              std::max(0.0, theta[1] + step1)};
        const double candidateCost = uslCost(candidate[0], candidate[1], samples, freeT1);
        if (candidateCost < cost) {
            const double improvement = cost - candidateCost;
            theta = candidate;
            cost = candidateCost;
            lambda = std::max(lambda / 3.0, 1e-12);
            if (improvement <= 1e-16 * (1.0 + cost))
                break;
        } else {
            lambda *= 4.0;
        }
    }
    return theta;
}

} // namespace

std::optional<double> Fit::minutesAt(double n) const
{
    if (!fitted || !(n > 0))
        return std::nullopt;
    const double p = n / referenceN;
    double logT = 0;
    switch (kind) {
    case FitKind::Amdahl:
        logT = amdahlLogT(serialFraction, p);
        break;
    case FitKind::Usl:
        logT = uslLogT(sigma, kappa, p);
        break;
    case FitKind::PowerLaw:
        return coefficient * std::pow(n, -alpha);
    }
    if (!std::isfinite(logT))
        return std::nullopt;
    return referenceMinutes * std::exp(logT + logScale);
}

std::optional<double> Fit::speedupAt(double n) const
{
    const auto minutes = minutesAt(n);
    if (!minutes || !(*minutes > 0))
        return std::nullopt;
    return referenceMinutes / *minutes;
}

namespace {

Fit fitAmdahlWith(const std::vector<FitSample>& samples, double referenceN, double referenceMinutes,
                  bool freeT1, int neededDistinct)
{
    std::vector<LogSample> logSamples;
    Fit fit = prepare(FitKind::Amdahl, samples, referenceN, referenceMinutes, neededDistinct,
                      logSamples, freeT1);
    fit.parameters = freeT1 ? 2 : 1;
    if (!fit.reason.empty())
        return fit;
    // Coarse grid over f in [0, 1], then golden-section search in the best cell's bracket.
    constexpr int gridSteps = 100;
    int bestStep = 0;
    double bestCost = kInfinity;
    for (int step = 0; step <= gridSteps; ++step) {
        const double cost = amdahlCost(static_cast<double>(step) / gridSteps, logSamples, freeT1);
        if (cost < bestCost) {
            bestCost = cost;
            bestStep = step;
        }
    }
    double low = std::max(0, bestStep - 1) / static_cast<double>(gridSteps);
    double high = std::min(gridSteps, bestStep + 1) / static_cast<double>(gridSteps);
    const double golden = (std::sqrt(5.0) - 1.0) / 2.0;
    double x1 = high - golden * (high - low);
    double x2 = low + golden * (high - low);
    double c1 = amdahlCost(x1, logSamples, freeT1);
    double c2 = amdahlCost(x2, logSamples, freeT1);
    for (int iteration = 0; iteration < 80 && high - low > 1e-14; ++iteration) {
        if (c1 < c2) {
            high = x2;
            x2 = x1;
            c2 = c1;
            x1 = high - golden * (high - low);
            c1 = amdahlCost(x1, logSamples, freeT1);
        } else {
            low = x1;
            x1 = x2;
            c1 = c2;
            x2 = low + golden * (high - low);
            c2 = amdahlCost(x2, logSamples, freeT1);
        }
    }
    double f = (low + high) / 2.0;
    // The bounds themselves may be the optimum (ideal scaling: f = 0).
    for (double bound : {0.0, 1.0, bestStep / static_cast<double>(gridSteps)})
        if (amdahlCost(bound, logSamples, freeT1) <= amdahlCost(f, logSamples, freeT1))
            f = bound;
    fit.fitted = true;
    fit.serialFraction = f;
    if (freeT1)
        fit.logScale = meanResidual(logSamples, [f](double p) { return amdahlLogT(f, p); });
    if (f > 0)
        fit.asymptoticSpeedup = 1.0 / f;
    const double offset = fit.logScale;
    setGoodness(fit, logSamples, [f, offset](double p) { return amdahlLogT(f, p) + offset; });
    return fit;
}

} // namespace

Fit fitAmdahl(const std::vector<FitSample>& samples, double referenceN, double referenceMinutes,
              bool freeT1)
{
    return fitAmdahlWith(samples, referenceN, referenceMinutes, freeT1, freeT1 ? 4 : 3);
}

Fit refitAmdahl(const std::vector<FitSample>& samples, double referenceN, double referenceMinutes,
                bool freeT1)
{
    // One distinct N more than the parameters: f alone (pinned) from 2 counts.
    return fitAmdahlWith(samples, referenceN, referenceMinutes, freeT1, freeT1 ? 3 : 2);
}

Fit fitUsl(const std::vector<FitSample>& samples, double referenceN, double referenceMinutes,
           bool freeT1)
{
    std::vector<LogSample> logSamples;
    Fit fit = prepare(FitKind::Usl, samples, referenceN, referenceMinutes, freeT1 ? 5 : 4,
                      logSamples, freeT1);
    fit.parameters = freeT1 ? 3 : 2;
    if (!fit.reason.empty())
        return fit;
    // A bounded grid finds the basin (kappa spans decades), Levenberg-Marquardt polishes it.
    static constexpr std::array<double, 12> sigmas{0,   1e-4, 1e-3, 0.01, 0.02, 0.05,
                                                   0.1, 0.2,  0.3,  0.5,  0.7,  1.0};
    static constexpr std::array<double, 9> kappas{0, 1e-8, 1e-7, 1e-6, 1e-5, 1e-4, 1e-3, 1e-2, 0.1};
    std::array<double, 2> best{0, 0};
    double bestCost = kInfinity;
    for (double sigma : sigmas)
        for (double kappa : kappas) {
            const double cost = uslCost(sigma, kappa, logSamples, freeT1);
            if (cost < bestCost) {
                bestCost = cost;
                best = {sigma, kappa};
            }
        }
    if (!std::isfinite(bestCost)) {
        keepMessage(fit.reason, fit.reasonMessage, {"fit.usl_undefined", {}});
        return fit;
    }
    best = refineUsl(best, logSamples, freeT1);
    fit.fitted = true;
    fit.sigma = best[0];
    fit.kappa = best[1];
    if (freeT1)
        fit.logScale =
            meanResidual(logSamples, [&](double p) { return uslLogT(fit.sigma, fit.kappa, p); });
    fit.reducesToAmdahl = fit.kappa == 0;
    if (fit.kappa > 0 && fit.sigma < 1.0) {
        fit.pMax = std::sqrt((1.0 - fit.sigma) / fit.kappa);
        fit.nMax = *fit.pMax * referenceN;
        fit.peakSpeedup = std::exp(-uslLogT(fit.sigma, fit.kappa, *fit.pMax) - fit.logScale);
    }
    setGoodness(fit, logSamples,
                [&](double p) { return uslLogT(fit.sigma, fit.kappa, p) + fit.logScale; });
    return fit;
}

Fit fitPowerLaw(const std::vector<FitSample>& samples, double referenceN, double referenceMinutes)
{
    std::vector<LogSample> logSamples;
    Fit fit = prepare(FitKind::PowerLaw, samples, referenceN, referenceMinutes, 2, logSamples);
    fit.parameters = 2;
    if (!fit.reason.empty())
        return fit;
    // Ordinary least squares of ln T on ln N.
    double sumX = 0, sumY = 0;
    std::vector<std::pair<double, double>> xy;
    for (const auto& sample : samples) {
        if (!(sample.n > 0) || !(sample.minutes > 0))
            continue;
        xy.emplace_back(std::log(sample.n), std::log(sample.minutes));
        sumX += xy.back().first;
        sumY += xy.back().second;
    }
    const double count = static_cast<double>(xy.size());
    const double meanX = sumX / count;
    const double meanY = sumY / count;
    double sxx = 0, sxy = 0;
    for (const auto& [x, y] : xy) {
        sxx += (x - meanX) * (x - meanX);
        sxy += (x - meanX) * (y - meanY);
    }
    const double slope = sxy / sxx;
    fit.fitted = true;
    fit.alpha = -slope;
    fit.coefficient = std::exp(meanY - slope * meanX);
    // Goodness on ln T (the same residuals as on ln t, which only shifts by ln T_ref).
    const double logReference = std::log(referenceMinutes);
    const double logC = std::log(fit.coefficient);
    setGoodness(fit, logSamples, [&](double p) {
        return logC - fit.alpha * std::log(p * referenceN) - logReference;
    });
    return fit;
}

const Fit& Fits::get(FitKind kind) const
{
    switch (kind) {
    case FitKind::Amdahl:
        return amdahl;
    case FitKind::Usl:
        return usl;
    case FitKind::PowerLaw:
        break;
    }
    return powerLaw;
}

std::vector<FitCurvePoint> sampleFit(const Fit& fit, double fromN, double toN, int count)
{
    std::vector<FitCurvePoint> curve;
    if (!fit.fitted || count < 2 || !(fromN > 0) || !(toN > fromN))
        return curve;
    curve.reserve(static_cast<std::size_t>(count));
    const double logFrom = std::log(fromN);
    const double logStep = (std::log(toN) - logFrom) / (count - 1);
    for (int i = 0; i < count; ++i) {
        const double n = i == count - 1 ? toN : std::exp(logFrom + logStep * i);
        const auto minutes = fit.minutesAt(n);
        if (!minutes)
            continue;
        const bool inGap =
            std::any_of(fit.gaps.begin(), fit.gaps.end(),
                        [n](const MeasurementGap& gap) { return n > gap.fromN && n < gap.toN; });
        curve.push_back(
            {n, *minutes, fit.referenceMinutes / *minutes, n > fit.maxN * (1 + 1e-12), inGap});
    }
    return curve;
}

} // namespace scalescope::analysis
