#pragma once
// Hand-built datasets for the analysis tests: one system per point, named for the rule
// each test checks.

#include "core/analysis/series.h"
#include "core/dataset/dataset.h"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace scalescope::analysis::testing {

struct PointSpec
{
    std::string systemId = {};
    std::int64_t n = 0;
    std::optional<double> minutes = std::nullopt;
    std::string accelerator = "NVIDIA H100-SXM5-80GB";
    std::string submitter = "Org";
    std::string framework = "PyTorch 24.09";
    std::string benchmark = "bert";
    std::string division = "closed";
    std::string availability = "Available on-premise";
    std::optional<double> rawMinutes = std::nullopt;
    double scalingFactor = 1.0;
    std::optional<double> energyJoules = std::nullopt;
    std::vector<RunFigure> runs = {};
    // The system name; by default one design for every point ("Test system 8x": its
    // count goes, docs/analysis.md §1), so a submitter's points make one family.
    std::string system = {};
};

// A counted run with the records §8 reads (samples_count, global_batch_size).
inline RunFigure countedRun(const std::string& file, double minutes,
                            std::optional<double> samples = {}, std::optional<double> batch = {})
{
    RunFigure run;
    run.file = file;
    run.minutes = minutes;
    run.status = RunStatus::Counted;
    run.records.samplesCount = samples;
    run.records.globalBatchSize = batch;
    return run;
}

inline SystemEntry systemOf(const PointSpec& spec)
{
    SystemEntry system;
    system.systemId = spec.systemId;
    system.system =
        spec.system.empty() ? "Test system " + std::to_string(spec.n) + "x" : spec.system;
    system.submitter = spec.submitter;
    system.organisation = spec.submitter;
    system.division = spec.division;
    system.availability = spec.availability;
    system.acceleratorModelName = spec.accelerator;
    system.acceleratorsCount = spec.n;
    system.framework = spec.framework;
    BenchmarkResult result;
    result.benchmark = spec.benchmark;
    result.scoreMinutes = spec.minutes;
    result.rawMinutes = spec.rawMinutes ? spec.rawMinutes : spec.minutes;
    result.scalingFactor = spec.scalingFactor;
    result.energyJoules = spec.energyJoules;
    result.runs = spec.runs;
    system.benchmarks.push_back(result);
    return system;
}

inline Round roundOf(const std::vector<PointSpec>& specs,
                     const std::string& name = "training_results_v4.1")
{
    Round round;
    round.name = name;
    for (const auto& spec : specs)
        round.systems.push_back(systemOf(spec));
    return round;
}

inline Dataset datasetOf(const std::vector<PointSpec>& specs,
                         const std::string& roundName = "training_results_v4.1")
{
    Dataset dataset;
    dataset.rounds.push_back(roundOf(specs, roundName));
    return dataset;
}

// docs/analysis.md §7: N = 8, 16, 32, 64 with T = 40, 22, 13, 9.
inline Dataset workedExample()
{
    return datasetOf({{"s8", 8, 40.0}, {"s16", 16, 22.0}, {"s32", 32, 13.0}, {"s64", 64, 9.0}});
}

// The one series a hand-built dataset makes; throws when it makes another count.
inline Series onlySeries(const Dataset& dataset, const SeriesOptions& options = {})
{
    auto all = analyze(dataset, options);
    if (all.size() != 1)
        throw std::runtime_error("expected one series, got " + std::to_string(all.size()));
    return all.front();
}

} // namespace scalescope::analysis::testing
