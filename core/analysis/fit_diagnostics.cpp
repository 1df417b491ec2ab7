// Fit diagnostics (docs/analysis.md §5.2): AICc and the best model, poor fits, USL that
// reduces to Amdahl, gaps wider than 4x between measured N, and leave-one-out
// sensitivity of every parameter.
#include "core/analysis/figures.h"
#include "core/analysis/fits.h"
#include "core/analysis/uncertainty_budget.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <functional>
#include <set>

namespace scalescope::analysis {

namespace {

constexpr double kPoorFitRSquared = 0.5;
constexpr double kGapRatio = 4.0;

// Why the best model is best (or why there is none), in English and as a message.
void setBestReason(Fits& fits, Message reason)
{
    fits.bestReason = englishText(reason);
    fits.bestReasonMessage = std::move(reason);
}

std::string formatNumber(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.3g", value);
    return text;
}

std::vector<std::pair<std::string, std::optional<double>>> parametersOf(const Fit& fit)
{
    switch (fit.kind) {
    case FitKind::Amdahl:
        return {{"f", fit.serialFraction}, {"1/f", fit.asymptoticSpeedup}};
    case FitKind::Usl:
        return {{"sigma", fit.sigma}, {"kappa", fit.kappa}, {"n_max", fit.nMax}};
    case FitKind::PowerLaw:
        return {{"alpha", fit.alpha}};
    }
    return {};
}

std::vector<MeasurementGap> gapsOf(const std::vector<FitSample>& samples)
{
    std::set<double> distinct;
    for (const auto& sample : samples)
        if (sample.n > 0 && sample.minutes > 0)
            distinct.insert(sample.n);
    std::vector<MeasurementGap> gaps;
    for (auto it = distinct.begin(); it != distinct.end() && std::next(it) != distinct.end(); ++it)
        if (*std::next(it) > *it * kGapRatio)
            gaps.push_back({*it, *std::next(it)});
    return gaps;
}

using FitFunction = std::function<Fit(const std::vector<FitSample>&)>;

void addSensitivity(Fit& fit, const std::vector<FitSample>& samples, const FitFunction& refit)
{
    const auto parameters = parametersOf(fit);
    fit.sensitivity.clear();
    for (const auto& [name, value] : parameters)
        fit.sensitivity.push_back({name, value, std::nullopt, std::nullopt, std::nullopt, 0});
    for (std::size_t left = 0; left < samples.size(); ++left) {
        std::vector<FitSample> rest;
        rest.reserve(samples.size());
        for (std::size_t i = 0; i < samples.size(); ++i)
            if (i != left)
                rest.push_back(samples[i]);
        const Fit one = refit(rest);
        if (!one.fitted)
            continue;
        const auto values = parametersOf(one);
        for (std::size_t k = 0; k < values.size(); ++k) {
            auto& entry = fit.sensitivity[k];
            ++entry.refits;
            if (!values[k].second)
                continue;
            const double v = *values[k].second;
            entry.leaveOneOutMin = std::min(entry.leaveOneOutMin.value_or(v), v);
            entry.leaveOneOutMax = std::max(entry.leaveOneOutMax.value_or(v), v);
        }
    }
    // Without every point at the largest N (one run there can carry an asymptote).
    std::vector<FitSample> smaller;
    for (const auto& sample : samples)
        if (sample.n < fit.maxN)
            smaller.push_back(sample);
    const Fit withoutLargest = refit(smaller);
    if (withoutLargest.fitted) {
        const auto values = parametersOf(withoutLargest);
        for (std::size_t k = 0; k < values.size(); ++k)
            fit.sensitivity[k].withoutLargestN = values[k].second;
    }
}

double logTime(double minutes, double referenceMinutes)
{
    return std::log(minutes / referenceMinutes);
}

// ln t at each sample predicted by the fit refitted without it (every sample at that N
// is left out together, so a repeated N cannot predict itself). Samples at the reference
// N are not left out: a pinned curve passes through the reference by construction.
std::optional<double> leaveOneOutRmse(const std::vector<FitSample>& samples,
                                      const FitFunction& refit, double referenceN,
                                      double referenceMinutes)
{
    double sum = 0;
    int count = 0;
    for (const auto& left : samples) {
        if (left.n == referenceN)
            continue;
        ++count;
        std::vector<FitSample> rest;
        for (const auto& sample : samples)
            if (sample.n != left.n)
                rest.push_back(sample);
        const Fit one = refit(rest);
        const auto predicted = one.fitted ? one.minutesAt(left.n) : std::nullopt;
        if (!predicted || !(*predicted > 0)) {
            --count; // a refit that fails (too few points left) predicts nothing
            continue;
        }
        const double error =
            logTime(left.minutes, referenceMinutes) - logTime(*predicted, referenceMinutes);
        sum += error * error;
    }
    // At least two predictions, or the error says nothing out of sample.
    return count < 2 ? std::nullopt : std::optional(std::sqrt(sum / count));
}

// The same for a constant ln t: the mean of the samples at the other N.
std::optional<double> constantLeaveOneOutRmse(const std::vector<FitSample>& samples,
                                              double referenceN, double referenceMinutes)
{
    double sum = 0;
    int leftOut = 0;
    for (const auto& left : samples) {
        if (left.n == referenceN)
            continue; // as for the models: the same points are predicted
        ++leftOut;
        double others = 0;
        int count = 0;
        for (const auto& sample : samples)
            if (sample.n != left.n) {
                others += logTime(sample.minutes, referenceMinutes);
                ++count;
            }
        if (count == 0)
            return std::nullopt;
        const double error = logTime(left.minutes, referenceMinutes) - others / count;
        sum += error * error;
    }
    return leftOut == 0 ? std::nullopt : std::optional(std::sqrt(sum / leftOut));
}

void chooseBest(Fits& fits)
{
    const std::array<const Fit*, 3> all{&fits.amdahl, &fits.usl, &fits.powerLaw};
    const Fit* best = nullptr;
    // An exact candidate (no residual, so no AICc) is best outright, the simplest first.
    for (const auto* fit : all)
        if (fits.isCandidate(*fit) && fit->rmse == 0 &&
            (!best || fit->parameters < best->parameters))
            best = fit;
    if (best) {
        setBestReason(fits, {"fit.best.exact", {}});
        fits.best = best->kind;
        return;
    }
    for (const auto* fit : all)
        if (fits.isCandidate(*fit) && fit->aicc && (!best || *fit->aicc < *best->aicc))
            best = fit;
    if (best) {
        setBestReason(fits, {"fit.best.aicc", {}});
    } else {
        // Only when no candidate has an AICc (each has a residual freedom of two or more,
        // so this takes repeated N with an exact fit; kept for safety).
        for (const auto* fit : all)
            if (fits.isCandidate(*fit) && (!best || *fit->leaveOneOutRmse < *best->leaveOneOutRmse))
                best = fit;
        if (best)
            setBestReason(fits, {"fit.best.leave_one_out", {}});
    }
    if (best) {
        fits.best = best->kind;
        return;
    }
    const bool anyFreedom = std::any_of(all.begin(), all.end(), [](const Fit* fit) {
        return fit->fitted && fit->distinctN - fit->parameters >= Fits::kCandidateResidualFreedom;
    });
    setBestReason(fits,
                  {anyFreedom ? "fit.best.none_beats_constant" : "fit.best.too_few_points", {}});
}

void addDiagnostics(Fit& fit, const std::vector<FitSample>& samples)
{
    fit.gaps = gapsOf(samples);
    if (!fit.fitted)
        return;
    const double rss = fit.rmse * fit.rmse * fit.samples;
    fit.aicc = aiccOf(fit.samples, fit.parameters, rss);
    if (!fit.aicc)
        fit.aiccReason = fit.samples - fit.parameters - 1 <= 0
                             ? "needs more than " + std::to_string(fit.parameters + 1) +
                                   " points for " + std::to_string(fit.parameters) + " parameter" +
                                   (fit.parameters == 1 ? "" : "s")
                             : "the fit is exact (no residual)";
    const auto warn = [&fit](Message message) {
        fit.warnings.push_back(englishText(message));
        fit.warningMessages.push_back(std::move(message));
    };
    const auto count = [](double n) { return numberArg(countText(n)); };
    if (fit.rSquared && *fit.rSquared < kPoorFitRSquared) {
        fit.poorFit = true;
        warn({"fit.poor", {numberArg(formatNumber(*fit.rSquared))}});
    }
    if (fit.kind == FitKind::Usl && fit.reducesToAmdahl)
        warn({"fit.usl_is_amdahl", {}});
    if (fit.kind == FitKind::Usl && fit.nMax) {
        for (const auto& gap : fit.gaps)
            if (*fit.nMax > gap.fromN && *fit.nMax < gap.toN) {
                fit.peakInGap = true;
                warn({"fit.peak_in_gap",
                      {count(*fit.nMax), numberArg(formatNumber(gap.toN / gap.fromN)),
                       count(gap.fromN), count(gap.toN)}});
            }
        if (*fit.nMax > fit.maxN) {
            fit.peakExtrapolated = true;
            warn({"fit.peak_beyond", {count(*fit.nMax), count(fit.maxN)}});
        }
    }
    for (const auto& gap : fit.gaps)
        if (!fit.peakInGap)
            warn(
                {"fit.gap",
                 {count(gap.fromN), count(gap.toN), numberArg(formatNumber(gap.toN / gap.fromN))}});
}

} // namespace

std::optional<double> aiccOf(int samples, int parameters, double residualSumOfSquares)
{
    const double n = samples;
    const double k = parameters;
    if (samples - parameters - 1 <= 0 || !(residualSumOfSquares > 0))
        return std::nullopt;
    return n * std::log(residualSumOfSquares / n) + 2.0 * k + 2.0 * k * (k + 1.0) / (n - k - 1.0);
}

bool Fits::isCandidate(const Fit& fit) const
{
    return fit.fitted && fit.distinctN - fit.parameters >= kCandidateResidualFreedom &&
           fit.rSquared && *fit.rSquared > 0 && fit.leaveOneOutRmse && constantLeaveOneOutRmse &&
           *fit.leaveOneOutRmse < *constantLeaveOneOutRmse;
}

Fits fitAll(const std::vector<FitSample>& samples, double referenceN, double referenceMinutes,
            bool freeT1, std::uint64_t workBudget)
{
    Fits fits;
    const FitFunction amdahl = [&](const std::vector<FitSample>& s) {
        return fitAmdahl(s, referenceN, referenceMinutes, freeT1);
    };
    // A leave-one-out refit of Amdahl needs one point fewer (docs/analysis.md §5.2).
    const FitFunction amdahlRefit = [&](const std::vector<FitSample>& s) {
        return refitAmdahl(s, referenceN, referenceMinutes, freeT1);
    };
    const FitFunction usl = [&](const std::vector<FitSample>& s) {
        return fitUsl(s, referenceN, referenceMinutes, freeT1);
    };
    const FitFunction powerLaw = [&](const std::vector<FitSample>& s) {
        return fitPowerLaw(s, referenceN, referenceMinutes);
    };
    fits.amdahl = amdahl(samples);
    fits.usl = usl(samples);
    fits.powerLaw = powerLaw(samples);
    const auto points = static_cast<std::uint64_t>(samples.size());
    if (!withinBudget(points, points * kFitStepsPerPoint, workBudget))
        keepMessage(fits.leaveOneOutReason, fits.leaveOneOutReasonMessage,
                    {"fit.refits_over_budget",
                     {numberArg(std::to_string(points)), numberArg(std::to_string(workBudget))}});
    for (auto [fit, refit] : {std::pair{&fits.amdahl, &amdahlRefit}, std::pair{&fits.usl, &usl},
                              std::pair{&fits.powerLaw, &powerLaw}}) {
        addDiagnostics(*fit, samples);
        if (fit->fitted && fits.leaveOneOutReason.empty()) {
            addSensitivity(*fit, samples, *refit);
            fit->leaveOneOutRmse = leaveOneOutRmse(samples, *refit, referenceN, referenceMinutes);
        }
    }
    if (fits.leaveOneOutReason.empty())
        fits.constantLeaveOneOutRmse =
            constantLeaveOneOutRmse(samples, referenceN, referenceMinutes);
    chooseBest(fits);
    if (!fits.leaveOneOutReason.empty() && !fits.best)
        setBestReason(fits, {"fit.best.none_chosen",
                             {sentenceArg(fits.leaveOneOutReason, fits.leaveOneOutReasonMessage)}});
    return fits;
}

} // namespace scalescope::analysis
