// `analyze --format json` (docs/analysis-schema.md): kept apart from the table and CSV
// (series_output_text.cpp) because its field names are a published schema.
#include "core/analysis/series_output.h"
#include "core/analysis/throughput.h"

#include <cmath>
#include <nlohmann/json.hpp>

namespace scalescope::analysis {

namespace {

using Json = nlohmann::ordered_json;

Json optionalNumber(const std::optional<double>& value)
{
    return value ? Json(*value) : Json(nullptr);
}

// A value, or null plus "<name>_reason" next to it.
void putOptional(Json& object, const char* name, const std::optional<double>& value,
                 const std::string& reason)
{
    object[name] = optionalNumber(value);
    if (!value)
        object[std::string(name) + "_reason"] = reason;
}

Json intervalJson(const std::optional<Interval>& interval)
{
    if (!interval)
        return nullptr;
    return Json::array({interval->low, interval->high});
}

Json estimateJson(const BreakEvenEstimate& estimate)
{
    Json object;
    object["n"] = optionalNumber(estimate.n);
    object["n_interpolated"] = optionalNumber(estimate.nInterpolated);
    object["gap_to"] = optionalNumber(estimate.gapTo);
    object["lower_bound"] = estimate.lowerBound;
    object["method"] = estimate.method.empty() ? Json(nullptr) : Json(estimate.method);
    object["reason"] = estimate.reason.empty() ? Json(nullptr) : Json(estimate.reason);
    if (estimate.resamples > 0) {
        object["n_interpolated_ci"] = intervalJson(estimate.nInterpolatedInterval);
        object["resamples_with_crossing"] = estimate.resamplesWithValue;
        object["resamples"] = estimate.resamples;
    }
    if (estimate.modelled)
        object["modelled"] = true;
    return object;
}

Json outcomeJson(const RuleOutcome& outcome)
{
    Json object;
    object["n"] = optionalNumber(outcome.n);
    object["gap_to"] = optionalNumber(outcome.gapTo);
    return object;
}

// What the uncertainty estimates were asked to do and did (uncertainty_budget.h).
Json budgetJson(const Series& series, const SeriesOptions& options)
{
    Json object;
    object["work_budget_steps"] = options.workBudget;
    object["run_bootstrap_resamples"] = {{"requested", series.runBootstrap.requested},
                                         {"used", series.runBootstrap.used}};
    const auto& entries = series.entryUncertainty.bootstrapBudget;
    object["entry_bootstrap_resamples"] = {{"requested", entries.requested},
                                           {"used", entries.used}};
    object["leave_one_entry_out"] = series.entryUncertainty.leaveOneOutReason.empty();
    return object;
}

Json entryJson(const VerdictEntry& entry)
{
    return {{"submitter", entry.submitter},
            {"system", entry.system},
            {"system_id", entry.systemId},
            {"round", entry.round},
            {"n", entry.n}};
}

const char* kindName(Verdict::Kind kind)
{
    switch (kind) {
    case Verdict::Kind::None:
        return "none";
    case Verdict::Kind::Measured:
        return "measured";
    case Verdict::Kind::Crossing:
        return "crossing";
    case Verdict::Kind::Gap:
        return "unmeasured_gap";
    }
    return "none";
}

// docs/analysis-schema.md "verdict": the break-even every output shows, as data.
Json verdictJson(const Verdict& verdict)
{
    Json object;
    object["kind"] = kindName(verdict.kind);
    object["text"] = verdictHeadline(verdict);
    object["rule"] = verdict.rule.empty() ? Json(nullptr) : Json(verdict.rule);
    object["marker_n"] = optionalNumber(verdict.markerN);
    object["n_star"] = optionalNumber(verdict.nStar);
    object["gap_to"] = optionalNumber(verdict.gapTo);
    object["run_bootstrap_ci"] = intervalJson(verdict.runInterval);
    object["none_reason"] = verdict.noneReason.empty() ? Json(nullptr) : Json(verdict.noneReason);
    object["lower_bound"] = verdict.lowerBound;
    const auto shown = headlineInterval(verdict);
    object["headline_interval"] =
        shown.source == HeadlineInterval::Source::None
            ? Json(nullptr)
            : Json(
                  {{"source", shown.source == HeadlineInterval::Source::Entries ? "entries"
                                                                                : "run_noise_only"},
                   {"low", shown.interval.low},
                   {"high", shown.interval.high},
                   {"resamples", shown.resamples},
                   {"resamples_with_crossing", shown.resamplesCrossing}});
    Json dips = Json::array();
    for (const auto& dip : verdict.marginalDips)
        dips.push_back({{"from_n", dip.fromN},
                        {"to_n", dip.toN},
                        {"exponent", dip.exponent},
                        {"exponent_run_bootstrap_ci", intervalJson(dip.interval)},
                        {"throughput_exponent", optionalNumber(dip.throughputExponent)},
                        {"convergence_dip", dip.convergenceDip(verdict.marginalThreshold)}});
    object["marginal_dips"] = std::move(dips);
    Json families = Json::array();
    for (const auto& family : verdict.familyReferences)
        families.push_back({{"family", family.family},
                            {"reference", entryJson(family.reference)},
                            {"kind", kindName(family.kind)},
                            {"marker_n", optionalNumber(family.markerN)},
                            {"n_star", optionalNumber(family.nStar)},
                            {"gap_to", optionalNumber(family.gapTo)},
                            {"lower_bound", family.lowerBound}});
    object["family_references"] = std::move(families);
    object["caveats"] = Json::array();
    for (const auto& caveat : verdictCaveatMessages(verdict))
        object["caveats"].push_back(englishText(caveat));
    object["mixes_systems"] = verdict.mixesSystems;
    object["submitters"] = verdict.submitters;
    object["systems"] = verdict.systems;
    Json rests = Json::array();
    for (const auto& entry : verdict.restsOn)
        rests.push_back(entryJson(entry));
    object["rests_on"] = std::move(rests);
    Json leaveOneOut;
    leaveOneOut["rebuilds"] = verdict.entries.rebuilds;
    leaveOneOut["rebuilds_with_value"] = verdict.entries.rebuildsWithValue;
    leaveOneOut["range"] = intervalJson(verdict.entries.range);
    leaveOneOut["influential"] =
        verdict.influentialEntry ? entryJson(*verdict.influentialEntry) : Json(nullptr);
    leaveOneOut["without_influential"] = outcomeJson(verdict.entries.withoutInfluential);
    leaveOneOut["depends_on_one_entry"] = verdict.entries.dependsOnOneEntry;
    leaveOneOut["reason"] =
        verdict.leaveOneOutReason.empty() ? Json(nullptr) : Json(verdict.leaveOneOutReason);
    object["leave_one_entry_out"] = std::move(leaveOneOut);
    Json bootstrap;
    bootstrap["ci"] = intervalJson(verdict.entryInterval);
    bootstrap["resamples"] = verdict.entryResamples;
    bootstrap["resamples_with_crossing"] = verdict.entryResamplesWithCrossing;
    bootstrap["reason"] = verdict.entryReason.empty() ? Json(nullptr) : Json(verdict.entryReason);
    object["entry_bootstrap"] = std::move(bootstrap);
    object["throughput_threshold"] = estimateJson(verdict.throughputThreshold);
    if (verdict.limit) {
        const auto& split = *verdict.limit;
        object["limit"] = {
            {"n", split.n},
            {"efficiency", split.efficiency},
            {"throughput_efficiency", split.throughputEfficiency},
            {"sample_inflation", split.sampleInflation},
            {"rcp_normalisation", split.rcpNormalisation},
            {"batch_ratio", optionalNumber(split.batchRatio)},
            {"convergence_share", split.convergenceShare},
            {"rcp_expected_inflation", optionalNumber(split.expectedInflation)},
            {"measured_over_rcp_expected", optionalNumber(split.measuredOverExpected)},
            {"mainly", split.mainlyConvergence ? "convergence" : "throughput"}};
    } else {
        object["limit"] = nullptr;
        object["limit_reason"] = verdict.limitReason;
    }
    object["details"] = verdictDetails(verdict);
    return object;
}

Json sensitivityJson(const ParameterSensitivity& entry)
{
    Json object;
    object["parameter"] = entry.name;
    object["value"] = optionalNumber(entry.value);
    object["leave_one_out_min"] = optionalNumber(entry.leaveOneOutMin);
    object["leave_one_out_max"] = optionalNumber(entry.leaveOneOutMax);
    object["without_largest_n"] = optionalNumber(entry.withoutLargestN);
    object["refits"] = entry.refits;
    return object;
}

Json fitJson(const Fit& fit, bool candidate)
{
    Json object;
    object["fitted"] = fit.fitted;
    if (!fit.fitted) {
        object["reason"] = fit.reason;
        return object;
    }
    object["reason"] = nullptr;
    switch (fit.kind) {
    case FitKind::Amdahl:
        object["f"] = fit.serialFraction;
        putOptional(object, "asymptotic_speedup", fit.asymptoticSpeedup,
                    "f = 0: no serial fraction, no limit");
        break;
    case FitKind::Usl: {
        object["sigma"] = fit.sigma;
        object["kappa"] = fit.kappa;
        const std::string noPeak = "kappa = 0 or sigma >= 1: no throughput peak";
        putOptional(object, "p_max", fit.pMax, noPeak);
        putOptional(object, "n_max", fit.nMax, noPeak);
        putOptional(object, "peak_speedup", fit.peakSpeedup, noPeak);
        break;
    }
    case FitKind::PowerLaw:
        object["c"] = fit.coefficient;
        object["alpha"] = fit.alpha;
        break;
    }
    putOptional(object, "r_squared", fit.rSquared, "the fitted values have no variance");
    object["rmse"] = fit.rmse;
    putOptional(object, "aicc", fit.aicc, fit.aiccReason);
    object["parameters"] = fit.parameters;
    object["free_t1"] = fit.freeT1;
    if (fit.freeT1)
        object["t1_minutes"] = fit.referenceMinutes * std::exp(fit.logScale);
    object["points"] = fit.samples;
    object["distinct_n"] = fit.distinctN;
    object["poor_fit"] = fit.poorFit;
    if (fit.kind == FitKind::Usl) {
        object["reduces_to_amdahl"] = fit.reducesToAmdahl;
        object["peak_in_gap"] = fit.peakInGap;
        object["peak_extrapolated"] = fit.peakExtrapolated;
    }
    Json gaps = Json::array();
    for (const auto& gap : fit.gaps)
        gaps.push_back(Json::array({gap.fromN, gap.toN}));
    object["gaps"] = std::move(gaps);
    object["warnings"] = fit.warnings;
    object["leave_one_out_rmse"] = optionalNumber(fit.leaveOneOutRmse);
    object["residual_degrees_of_freedom"] = fit.distinctN - fit.parameters;
    object["candidate"] = candidate; // docs/analysis.md §5.2: may be the best model
    Json sensitivity = Json::array();
    for (const auto& entry : fit.sensitivity)
        sensitivity.push_back(sensitivityJson(entry));
    object["leave_one_out"] = std::move(sensitivity);
    return object;
}

Json runJson(const RunTime& run)
{
    Json object;
    object["file"] = run.file;
    object["minutes"] = optionalNumber(run.minutes);
    object["status"] = toString(run.status);
    object["raw_minutes"] = optionalNumber(run.rawMinutes);
    object["global_batch_size"] = optionalNumber(run.globalBatchSize);
    putOptional(object, "samples", run.samples, run.samplesMethod);
    if (run.samples)
        object["samples_method"] = run.samplesMethod;
    object["samples_per_second_per_gpu"] = optionalNumber(run.samplesPerSecondPerGpu);
    return object;
}

// docs/analysis.md §8: the reference runs' convergence at the point's batch size next to
// the measured one; luck = measured / expected (above 1: slower than the references).
void putConvergence(Json& object, const Point& point)
{
    if (const auto& expected = point.expectedConvergence) {
        object["expected_convergence"] = {{"value", expected->value},
                                          {"unit", expected->unit},
                                          {"lower_batch_size", expected->lowerBatch},
                                          {"upper_batch_size", expected->upperBatch},
                                          {"exact", expected->exact},
                                          {"source", expected->source}};
    } else {
        object["expected_convergence"] = nullptr;
    }
    object["measured_convergence"] = optionalNumber(point.measuredConvergence);
    const bool luck = point.expectedConvergence && point.measuredConvergence &&
                      point.expectedConvergence->value > 0;
    object["convergence_luck"] =
        luck ? Json(*point.measuredConvergence / point.expectedConvergence->value) : Json(nullptr);
    if (!point.convergenceReason.empty())
        object["expected_convergence_reason"] = point.convergenceReason;
}

Json pointJson(const Point& point)
{
    Json object;
    object["round"] = point.round;
    object["system_id"] = point.systemId;
    object["submitter"] = point.submitter;
    object["system"] = point.system;
    object["accelerator"] = point.accelerator;
    object["accelerator_original"] = point.acceleratorOriginal;
    object["framework"] = point.framework;
    object["framework_normalised"] = normalizedFramework(point.framework);
    object["n"] = point.n;
    object["minutes"] = point.minutes;
    object["score_minutes"] = optionalNumber(point.scoreMinutes);
    object["raw_minutes"] = optionalNumber(point.rawMinutes);
    object["scaling_factor"] = point.scalingFactor;
    object["speedup"] = point.speedup;
    object["scale_factor"] = point.scaleFactor;
    object["efficiency"] = point.efficiency;
    object["gpu_hours"] = point.gpuHours;
    putOptional(object, "cost", point.cost,
                "no price per accelerator-hour set for " + point.accelerator);
    putOptional(object, "energy_joules", point.energyJoules, "no power logs");
    putOptional(object, "kwh", point.kwh, "no power logs");
    putOptional(object, "local_exponent", point.localExponent, point.localExponentReason);
    putOptional(object, "karp_flatt", point.karpFlatt, point.karpFlattReason);
    object["frontier"] = point.onFrontier;
    object["dominated"] = point.dominated;
    object["in_curve"] = point.inCurve;
    object["republished_from"] = point.republishedFrom
                                     ? nlohmann::ordered_json(*point.republishedFrom)
                                     : nlohmann::ordered_json();
    object["republished_left_out"] = point.republishedLeftOut;
    // Provenance by content (schema 4): whose logs, and the other names of this point's.
    object["republished_of"] =
        point.republishedOf.empty() ? Json(nullptr) : Json(point.republishedOf);
    object["also_published_as"] = point.alsoPublishedAs;
    putOptional(object, "global_batch_size", point.globalBatchSize,
                "no counted run logs global_batch_size");
    object["batch_size_varies"] = point.batchSizeVaries;
    putOptional(object, "samples_to_converge", point.samplesToConverge, point.samplesReason);
    if (point.samplesToConverge)
        object["samples_method"] = point.samplesReason;
    object["samples_per_second_per_gpu"] = optionalNumber(point.samplesPerSecondPerGpu);
    object["throughput_speedup"] = optionalNumber(point.throughputSpeedup);
    object["sample_inflation"] = optionalNumber(point.sampleInflation);
    if (point.decomposition) {
        const auto& split = *point.decomposition;
        object["decomposition"] = {{"time_efficiency", split.timeEfficiency},
                                   {"throughput_efficiency", split.throughputEfficiency},
                                   {"sample_inflation", split.sampleInflation},
                                   {"rcp_normalisation", split.rcpNormalisation},
                                   {"rcp_normalisation", split.rcpNormalisation},
                                   {"score_averaging", split.scoreAveraging}};
    } else {
        object["decomposition"] = nullptr;
        object["decomposition_reason"] = "the point or the reference has no samples to converge";
    }
    putConvergence(object, point);
    object["speedup_ci"] = intervalJson(point.speedupInterval);
    object["efficiency_ci"] = intervalJson(point.efficiencyInterval);
    object["local_exponent_ci"] = intervalJson(point.localExponentInterval);
    putOptional(object, "run_min_minutes", point.runMinMinutes, "no counted runs with a time");
    putOptional(object, "run_max_minutes", point.runMaxMinutes, "no counted runs with a time");
    Json runs = Json::array();
    for (const auto& run : point.runs)
        runs.push_back(runJson(run));
    object["runs"] = std::move(runs);
    return object;
}

} // namespace

std::string seriesToJson(const std::vector<Series>& all, const SeriesOptions& options,
                         const Dataset* dataset)
{
    Json root;
    root["schema"] = "scalescope-analyze/4";
    Json settings;
    settings["reference_rule"] = toString(options.reference.rule);
    settings["threshold"] = options.threshold;
    settings["marginal"] = options.marginal;
    settings["min_step_ratio"] = options.minStepRatio;
    settings["price"] = optionalNumber(options.price);
    Json prices = Json::object();
    for (const auto& [model, price] : options.prices)
        prices[model] = price;
    settings["prices"] = std::move(prices);
    settings["value_of_time"] = options.valueOfTime;
    settings["all_points"] = options.allPoints;
    settings["keep_dominated"] = options.keepDominated;
    settings["free_t1"] = options.freeT1;
    settings["raw"] = options.raw;
    settings["bootstrap_resamples"] = options.bootstrapResamples;
    settings["entry_resamples"] = options.entryResamples;
    settings["bootstrap_seed"] = options.bootstrapSeed;
    settings["confidence"] = options.confidence;
    root["settings"] = std::move(settings);
    if (dataset) {
        Json energy = Json::array();
        for (const auto& coverage : energyCoverage(*dataset))
            energy.push_back({{"round", coverage.round},
                              {"scored_entries", coverage.entries},
                              {"with_power_logs", coverage.withEnergy},
                              {"text", coverage.sentence}});
        root["energy_coverage"] = std::move(energy);
        Json throughput = Json::array();
        for (const auto& coverage : throughputCoverage(*dataset))
            throughput.push_back({{"benchmark", coverage.benchmark},
                                  {"scored_entries", coverage.entries},
                                  {"with_samples", coverage.withSamples},
                                  {"methods", coverage.methods}});
        root["throughput_coverage"] = std::move(throughput);
    }
    Json seriesArray = Json::array();
    for (const auto& series : all) {
        Json object;
        object["benchmark"] = series.benchmark;
        object["group_by"] = toString(series.groupBy);
        object["group"] = series.group;
        object["rounds"] = series.rounds;
        object["caveat"] = series.caveat;
        Json reference;
        reference["system_id"] = series.reference.systemId;
        reference["round"] = series.reference.round;
        reference["n"] = series.reference.n;
        reference["minutes"] = series.reference.minutes;
        reference["user_chosen"] = series.reference.userChosen;
        reference["rule"] = toString(series.reference.rule);
        reference["chosen_by"] = series.reference.chosenBy;
        if (!series.reference.note.empty())
            reference["note"] = series.reference.note;
        object["reference"] = std::move(reference);
        Json points = Json::array();
        for (const auto& point : series.points)
            points.push_back(pointJson(point));
        object["points"] = std::move(points);
        Json breakEven;
        breakEven["threshold"] = estimateJson(series.breakEven.threshold);
        breakEven["marginal"] = estimateJson(series.breakEven.marginal);
        breakEven["knee"] = estimateJson(series.breakEven.knee);
        breakEven["cost_optimal"] = estimateJson(series.breakEven.costOptimal);
        if (options.costModel)
            breakEven["cost_optimal_modelled"] = estimateJson(series.breakEven.costOptimalModelled);
        Json crossings = Json::array();
        for (const auto& crossing : series.breakEven.crossings)
            crossings.push_back({{"from_n", crossing.fromN},
                                 {"to_n", crossing.toN},
                                 {"n_interpolated", optionalNumber(crossing.nInterpolated)},
                                 {"unmeasured_gap", crossing.inGap()},
                                 {"direction", crossing.downward ? "down" : "up"}});
        breakEven["threshold_crossings"] = std::move(crossings);
        Json steps = Json::array();
        for (const auto& step : series.breakEven.steps)
            steps.push_back({{"from_n", step.fromN},
                             {"to_n", step.toN},
                             {"exponent", step.exponent},
                             {"exponent_run_bootstrap_ci", intervalJson(step.interval)},
                             {"throughput_exponent", optionalNumber(step.throughputExponent)},
                             {"below_on_evidence", step.belowOnEvidence(options.marginal)},
                             {"convergence_dip", step.convergenceDip(options.marginal)}});
        breakEven["marginal_steps"] = std::move(steps);
        const auto* first =
            series.curve.size() < kMinCountsForBreakEven ? nullptr : series.breakEven.first();
        breakEven["first"] = first ? Json(series.breakEven.firstRule()) : Json(nullptr);
        object["break_even"] = std::move(breakEven);
        object["verdict"] = verdictJson(series.verdict);
        Json pareto = Json::array();
        for (const auto& point : series.pareto)
            pareto.push_back(
                {{"n", point.n},
                 {"minutes", point.minutes},
                 {"gpu_hours", point.gpuHours},
                 {"on_front", point.onFront},
                 {"optimal_value_of_time_from", optionalNumber(point.optimalFromValueOfTime)},
                 {"optimal_value_of_time_to", optionalNumber(point.optimalToValueOfTime)}});
        object["pareto"] = std::move(pareto);
        Json fits;
        fits["amdahl"] = fitJson(series.fits.amdahl, series.fits.isCandidate(series.fits.amdahl));
        fits["usl"] = fitJson(series.fits.usl, series.fits.isCandidate(series.fits.usl));
        fits["power_law"] =
            fitJson(series.fits.powerLaw, series.fits.isCandidate(series.fits.powerLaw));
        fits["best"] = series.fits.best ? Json(toString(*series.fits.best)) : Json(nullptr);
        fits["best_reason"] = series.fits.bestReason;
        fits["constant_leave_one_out_rmse"] = optionalNumber(series.fits.constantLeaveOneOutRmse);
        fits["leave_one_out_reason"] = series.fits.leaveOneOutReason.empty()
                                           ? Json(nullptr)
                                           : Json(series.fits.leaveOneOutReason);
        object["fits"] = std::move(fits);
        object["accelerators"] = series.accelerators;
        putOptional(object, "price", series.price, series.priceReason);
        object["warnings"] = series.warnings;
        object["uncertainty_budget"] = budgetJson(series, options);
        seriesArray.push_back(std::move(object));
    }
    root["series"] = std::move(seriesArray);
    return root.dump(2) + "\n";
}

} // namespace scalescope::analysis
