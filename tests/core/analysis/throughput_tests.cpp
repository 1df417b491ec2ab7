// Throughput normalisation, bootstrap intervals, caveats and coverage (docs/analysis.md §1.1,
// §8, §9) on hand-computed cases, and the MLLOG records the importer keeps for them.
#include "core/analysis/bootstrap.h"
#include "core/analysis/series.h"
#include "core/analysis/series_output.h"
#include "core/analysis/throughput.h"
#include "core/importer/run_validation.h"
#include "core/mllog/mllog_reader.h"
#include "tests/support/analysis_fixtures.h"

#include <cmath>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace scalescope::analysis {
namespace {

using testing::countedRun;
using testing::datasetOf;
using testing::onlySeries;

TEST(analysisThroughput, SamplesToConvergeRules)
{
    TrainingRecords llama;
    llama.samplesCount = 7296;
    EXPECT_EQ(*samplesToConverge(llama, "llama2_70b_lora").samples, 7296.0);

    TrainingRecords bert;
    bert.trainSamples = 2699117;
    bert.trainSamplesAfterEvaluation = true;
    bert.epochNum = 2699117;
    EXPECT_EQ(*samplesToConverge(bert, "bert").samples, 2699117.0);
    EXPECT_EQ(samplesToConverge(bert, "bert").method,
              "train_samples logged after the evaluations (samples trained)");

    TrainingRecords tinycorp; // bert with a planned train_samples up front
    tinycorp.trainSamples = 3630000;
    tinycorp.epochNum = 2849088;
    EXPECT_EQ(*samplesToConverge(tinycorp, "bert").samples, 2849088.0);

    TrainingRecords gnn;
    gnn.trainSamples = 94605581; // before any evaluation: the dataset size
    gnn.epochNum = 0.75;
    EXPECT_DOUBLE_EQ(*samplesToConverge(gnn, "gnn").samples, 0.75 * 94605581);

    TrainingRecords ssd; // train_samples counts iterations per epoch: 4 x 4572 x 256
    ssd.trainSamples = 4572;
    ssd.epochNum = 4;
    EXPECT_FALSE(samplesToConverge(ssd, "ssd").samples); // no batch size to turn it into samples
    ssd.globalBatchSize = 256;
    EXPECT_DOUBLE_EQ(*samplesToConverge(ssd, "ssd").samples, 4681728.0);

    const auto nothing = samplesToConverge({}, "bert");
    EXPECT_FALSE(nothing.samples);
    EXPECT_EQ(nothing.method, "the log has no samples_count, train_samples or epoch_num record");
}

// docs/analysis.md §8.3 worked example.
Dataset throughputExample()
{
    testing::PointSpec small{"s8", 8, 42.0};
    small.runs = {countedRun("result_0.txt", 40, 1.0e6, 1024),
                  countedRun("result_1.txt", 44, 1.2e6, 1024)};
    testing::PointSpec large{"s32", 32, 13.0};
    large.runs = {countedRun("result_0.txt", 12, 1.5e6, 4096),
                  countedRun("result_1.txt", 14, 1.7e6, 4096)};
    return datasetOf({small, large});
}

TEST(analysisThroughput, WorkedExampleSplitsSpeedupIntoThroughputAndSamples)
{
    SeriesOptions options;
    options.bootstrapResamples = 0;
    const auto series = onlySeries(throughputExample(), options);
    const auto& small = series.points[0];
    const auto& large = series.points[1];
    EXPECT_DOUBLE_EQ(*small.samplesToConverge, 1.1e6);
    EXPECT_NEAR(*small.samplesPerSecondPerGpu, 1.1e6 / (42 * 60 * 8), 1e-9); // 54.563
    EXPECT_NEAR(*small.samplesPerSecondPerGpu, 54.563, 5e-4);
    EXPECT_NEAR(*large.samplesPerSecondPerGpu, 1.6e6 / (13 * 60 * 32), 1e-9); // 64.103
    EXPECT_NEAR(*large.throughputSpeedup, 4.6993, 5e-5);                      // 2051.28 / 436.51
    EXPECT_NEAR(*large.sampleInflation, 1.6 / 1.1, 1e-12);                    // 1.4545
    EXPECT_NEAR(*large.throughputSpeedup / *large.sampleInflation, large.speedup, 1e-12); // 42/13
    EXPECT_NEAR(*small.runs[0].samplesPerSecondPerGpu, 1.0e6 / (40 * 60 * 8), 1e-9);      // 52.083
    EXPECT_EQ(*small.globalBatchSize, 1024.0);
    EXPECT_EQ(*large.globalBatchSize, 4096.0);
    EXPECT_FALSE(large.batchSizeVaries);
    const auto& reference = series.points[series.reference.index];
    EXPECT_DOUBLE_EQ(*reference.throughputSpeedup, 1.0);
}

TEST(analysisThroughput, EfficiencyIsThroughputEfficiencyOverInflationTimesRcpAndAveraging)
{
    // docs/analysis.md §8.2. The 32-GPU entry is RCP-scaled by 1.2 and one of its counted
    // runs (16 min) has no samples: U = 14 (its olympic mean), M = 13 (the runs with samples).
    testing::PointSpec small{"s8", 8, 42.0};
    small.rawMinutes = 42.0;
    small.runs = {countedRun("result_0.txt", 40, 1.0e6, 1024),
                  countedRun("result_1.txt", 44, 1.2e6, 1024)};
    testing::PointSpec large{"s32", 32, 14.0 * 1.2};
    large.rawMinutes = 14.0;
    large.scalingFactor = 1.2;
    large.runs = {countedRun("result_0.txt", 12, 1.5e6, 4096),
                  countedRun("result_1.txt", 14, 1.7e6, 4096),
                  countedRun("result_2.txt", 16, std::nullopt, 4096)};
    SeriesOptions options;
    options.bootstrapResamples = 0;
    const auto dataset = datasetOf({small, large});
    const auto series = onlySeries(dataset, options);
    const auto& point = series.points[1];
    ASSERT_TRUE(point.decomposition);
    const auto& split = *point.decomposition;
    EXPECT_NEAR(split.timeEfficiency, 42.0 * 8 / (16.8 * 32), 1e-12); // 0.625
    EXPECT_NEAR(split.throughputEfficiency / split.sampleInflation, 42.0 * 8 / (13.0 * 32), 1e-12);
    EXPECT_NEAR(split.rcpNormalisation, 1 / 1.2, 1e-12);
    EXPECT_NEAR(split.scoreAveraging, 13.0 / 14.0, 1e-12);
    EXPECT_NEAR(split.product(), point.efficiency, 1e-12);
    const auto& reference = *series.points[0].decomposition;
    EXPECT_NEAR(reference.product(), 1.0, 1e-12);
    // Raw times: no RCP normalisation, the averaging still bridges U and M.
    options.raw = true;
    const auto raw = onlySeries(dataset, options);
    const auto& rawSplit = *raw.points[1].decomposition;
    EXPECT_DOUBLE_EQ(rawSplit.rcpNormalisation, 1.0);
    EXPECT_NEAR(rawSplit.timeEfficiency, 42.0 * 8 / (14.0 * 32), 1e-12); // 0.75
    EXPECT_NEAR(rawSplit.product(), raw.points[1].efficiency, 1e-12);
    // Without samples there is nothing to split.
    EXPECT_FALSE(onlySeries(testing::workedExample()).points[1].decomposition);
}

TEST(analysisCaveat, APointAboveLinearSaysWhetherNoiseOrFewerSamplesExplainIt)
{
    // 16 GPUs in 19 min against 8 in 40: E = 320 / 304 = 1.053, with 0.9x the samples.
    testing::PointSpec small{"s8", 8, 40.0};
    small.runs = {countedRun("result_0.txt", 39, 1.0e6, 1024),
                  countedRun("result_1.txt", 41, 1.0e6, 1024)};
    testing::PointSpec large{"s16", 16, 19.0};
    large.runs = {countedRun("result_0.txt", 18, 0.9e6, 1024),
                  countedRun("result_1.txt", 20, 0.9e6, 1024)};
    SeriesOptions options;
    options.bootstrapResamples = 0;
    const auto off = onlySeries(datasetOf({small, large}), options);
    ASSERT_EQ(off.caveatMessages.size(), 2u);
    EXPECT_EQ(englishText(off.caveatMessages[1]),
              "At 16 GPUs (s16) efficiency is 1.053, above linear: it has no bootstrap interval "
              "to tell it from run noise; it converged in fewer samples than the reference "
              "(0.900x).");
    const auto on = onlySeries(datasetOf({small, large}));
    const auto& interval = *on.points[1].efficiencyInterval;
    ASSERT_EQ(on.caveatMessages.size(), 2u);
    const auto& said = on.caveatMessages[1].args[3].message.at(0).id;
    EXPECT_EQ(said, interval.low <= 1 && interval.high >= 1
                        ? "caveat.above_linear.interval_contains"
                        : "caveat.above_linear.interval_above");
    // At or below linear: no such sentence.
    EXPECT_EQ(onlySeries(throughputExample(), options).caveatMessages.size(), 1u);
}

TEST(analysisThroughput, PointsWithoutRecordsSayWhy)
{
    const auto series = onlySeries(testing::workedExample());
    EXPECT_FALSE(series.points[0].samplesToConverge);
    EXPECT_EQ(series.points[0].samplesReason, "no counted run with samples");
}

TEST(analysisBootstrap, QuantilesAreTypeSeven)
{
    std::vector<double> values{4, 1, 3, 2};
    EXPECT_DOUBLE_EQ(quantileOf(values, 0.25), 1.75);
    std::vector<double> five{1, 2, 3, 4, 5};
    EXPECT_DOUBLE_EQ(quantileOf(five, 0.975), 4.9);
}

// Reference N = 8 with runs 40, 40 (fixed); N = 16 with runs 10, 20 (T* = 10, 15 or 20 with
// probabilities 1/4, 1/2, 1/4); N = 64 with runs 12, 12 (fixed).
Dataset bootstrapExample()
{
    testing::PointSpec reference{"r8", 8, 40.0};
    reference.runs = {countedRun("a", 40), countedRun("b", 40)};
    testing::PointSpec middle{"m16", 16, 15.0};
    middle.runs = {countedRun("a", 10), countedRun("b", 20)};
    testing::PointSpec large{"l32", 32, 24.0};
    large.runs = {countedRun("a", 24), countedRun("b", 24)};
    return datasetOf({reference, middle, large});
}

TEST(analysisBootstrap, IntervalsFromTwoRunsAreHandComputable)
{
    SeriesOptions keep; // l32 is slower than m16: kept so that E crosses 0.5 within 2x
    keep.keepDominated = true;
    const auto series = onlySeries(bootstrapExample(), keep);
    // The reference: S = E = 1 in every resample, no interval (it would read as no noise).
    EXPECT_FALSE(series.points[0].speedupInterval);
    EXPECT_FALSE(series.points[0].efficiencyInterval);
    const auto& middle = series.points[1];
    // P(T* = 20) = P(T* = 10) = 1/4 > 2.5%: the 95% interval is exactly [40/20, 40/10].
    EXPECT_DOUBLE_EQ(middle.speedupInterval->low, 2.0);
    EXPECT_DOUBLE_EQ(middle.speedupInterval->high, 4.0);
    EXPECT_DOUBLE_EQ(middle.efficiencyInterval->low, 1.0);
    EXPECT_DOUBLE_EQ(middle.efficiencyInterval->high, 2.0);
    EXPECT_DOUBLE_EQ(middle.localExponentInterval->low, 1.0);  // log2(40/20)
    EXPECT_DOUBLE_EQ(middle.localExponentInterval->high, 2.0); // log2(40/10)
    const auto& fixed = series.points[2];
    EXPECT_DOUBLE_EQ(fixed.speedupInterval->low, 40.0 / 24);
    EXPECT_DOUBLE_EQ(fixed.speedupInterval->high, 40.0 / 24);
    // E(32) = 320 / 768 = 0.41667 < 0.5; E(16) in [1, 2]: x* = 4 + (E16 - 0.5) / (E16 -
    // 0.41667): 4.8571 at E16 = 1, 4.9474 at E16 = 2.
    const auto& threshold = series.breakEven.threshold;
    EXPECT_EQ(threshold.resamples, 1000);
    EXPECT_EQ(threshold.resamplesWithValue, 1000);
    const double e32 = 320.0 / 768;
    ASSERT_TRUE(threshold.nInterpolatedInterval);
    EXPECT_NEAR(threshold.nInterpolatedInterval->low, std::exp2(4 + 0.5 / (1 - e32)), 1e-9);
    EXPECT_NEAR(threshold.nInterpolatedInterval->high, std::exp2(4 + 1.5 / (2 - e32)), 1e-9);
}

TEST(analysisBootstrap, SeededAndReproducible)
{
    testing::PointSpec reference{"r8", 8, 40.0};
    reference.runs = {countedRun("a", 38), countedRun("b", 40), countedRun("c", 42)};
    testing::PointSpec large{"l16", 16, 22.0};
    large.runs = {countedRun("a", 20), countedRun("b", 22), countedRun("c", 24)};
    const auto dataset = datasetOf({reference, large});
    SeriesOptions options;
    const auto one = onlySeries(dataset, options);
    const auto two = onlySeries(dataset, options);
    EXPECT_EQ(one.points[1].speedupInterval->low, two.points[1].speedupInterval->low);
    EXPECT_EQ(one.points[1].speedupInterval->high, two.points[1].speedupInterval->high);
    options.bootstrapSeed = 7;
    const auto other = onlySeries(dataset, options);
    EXPECT_LT(one.points[1].speedupInterval->low, 40.0 / 22); // below the point estimate
    EXPECT_GT(one.points[1].speedupInterval->high, 40.0 / 22);
    EXPECT_TRUE(other.points[1].speedupInterval->low != one.points[1].speedupInterval->low ||
                other.points[1].speedupInterval->high != one.points[1].speedupInterval->high);
    options.bootstrapResamples = 0;
    EXPECT_FALSE(onlySeries(dataset, options).points[1].speedupInterval);
}

TEST(analysisCaveat, SaysWhatAPointIsAndWhatTheSeriesMixes)
{
    SeriesOptions byAccelerator; // the best published result at each N
    byAccelerator.groupBy = GroupBy::Accelerator;
    const auto series = onlySeries(throughputExample(), byAccelerator);
    EXPECT_EQ(series.caveat,
              "Each point is the fastest entry of some system at that GPU count, not one system "
              "measured at every count. The curve mixes 1 submitter and 2 systems with global "
              "batch sizes 1024 to 4096, so speedup and efficiency describe the best published "
              "result at each count, not strong scaling (negative Karp-Flatt values are a sign "
              "of it). Group by system family for the closest thing to one strong-scaling "
              "curve.");
    const auto single = onlySeries(datasetOf({{"only", 8, 40.0}}), byAccelerator);
    EXPECT_EQ(single.caveat, "Each point is the fastest entry of some system at that GPU count, "
                             "not one system measured at every count.");
    // A system family says what it is, and that a batch that grows costs convergence.
    EXPECT_EQ(onlySeries(throughputExample()).caveat,
              "One system family: each point is this submitter's fastest entry of the same "
              "system design at that GPU count, a separate submission rather than one run of "
              "one machine; global batch sizes 1024 to 4096, so part of the loss of efficiency "
              "can be convergence, not hardware.");
}

// docs/analysis.md §1.1 (issue 40): the caveat counts the frameworks and rounds of the
// curve's entries and says they differ only when they do.
TEST(analysisCaveat, SaysSoftwareAndRoundsOnlyWhenTheEntriesDiffer)
{
    SeriesOptions byAccelerator;
    byAccelerator.groupBy = GroupBy::Accelerator;
    // Three systems on one container, spelt twice (a word said twice, a commit hash): no
    // claim about software.
    auto same = datasetOf({{"a8", 8, 40.0}, {"a16", 16, 22.0}, {"a32", 32, 13.0}});
    same.rounds[0].systems[1].framework = "PyTorch PyTorch 24.09";
    same.rounds[0].systems[2].framework = "PyTorch 24.09, commit 0123abcd";
    const auto one = onlySeries(same, byAccelerator);
    EXPECT_NE(one.caveat.find("The curve mixes 1 submitter and 3 systems, so"), std::string::npos)
        << one.caveat;
    EXPECT_EQ(one.caveat.find("software"), std::string::npos) << one.caveat;
    EXPECT_EQ(one.caveat.find("rounds"), std::string::npos) << one.caveat;

    // Two containers: said, with both.
    auto mixed = same;
    mixed.rounds[0].systems[2].framework = "PyTorch 24.04";
    EXPECT_NE(onlySeries(mixed, byAccelerator)
                  .caveat.find(
                      "Its entries name 2 frameworks (PyTorch 24.04; PyTorch 24.09): part of what "
                      "changes from point to point can be software, not scale."),
              std::string::npos)
        << onlySeries(mixed, byAccelerator).caveat;

    // One system family over two rounds on two containers: both said, in the family's caveat too.
    Dataset rounds = datasetOf({{"a8", 8, 40.0}, {"a16", 16, 22.0}}, "training_results_v4.0");
    rounds.rounds.push_back(testing::roundOf({{"a32", 32, 13.0}}, "training_results_v4.1"));
    rounds.rounds[1].systems[0].framework = "PyTorch 24.09 NGC";
    SeriesOptions acrossRounds;
    acrossRounds.groupBy = GroupBy::AcrossRounds;
    const auto joined = onlySeries(rounds, acrossRounds);
    EXPECT_NE(joined.caveat.find("The curve joins results of 2 rounds (training_results_v4.0; "
                                 "training_results_v4.1)."),
              std::string::npos)
        << joined.caveat;
    EXPECT_NE(joined.caveat.find("Its entries name 2 frameworks"), std::string::npos)
        << joined.caveat;
}

TEST(analysisCoverage, EnergyAndSamplesPerRoundAndBenchmark)
{
    auto withEnergy = testing::PointSpec{"e8", 8, 40.0};
    withEnergy.energyJoules = 1.8e7;
    auto dataset = datasetOf({withEnergy, {"s16", 16, 22.0}, {"s32", 32, 13.0}});
    const auto energy = energyCoverage(dataset);
    ASSERT_EQ(energy.size(), 1u);
    EXPECT_EQ(energy[0].sentence, "training_results_v4.1: 1 of 3 scores has power logs");
    const auto samples = throughputCoverage(throughputExample());
    ASSERT_EQ(samples.size(), 1u);
    EXPECT_EQ(samples[0].entries, 2);
    EXPECT_EQ(samples[0].withSamples, 2);
    EXPECT_EQ(samples[0].methods, std::vector<std::string>{"samples_count of the last evaluation"});
}

TEST(analysisRecords, ImporterKeepsTheTrainingRecordsAsLogged)
{
    // As ssd and gnn log it: train_samples right after run_start, before any evaluation.
    const std::string ssd =
        ":::MLLOG {\"namespace\": \"\", \"time_ms\": 1, \"event_type\": \"POINT_IN_TIME\", "
        "\"key\": "
        "\"global_batch_size\", \"value\": 256, \"metadata\": {}}\n"
        ":::MLLOG {\"namespace\": \"\", \"time_ms\": 2, \"event_type\": \"INTERVAL_START\", "
        "\"key\": "
        "\"run_start\", \"value\": null, \"metadata\": {}}\n"
        ":::MLLOG {\"namespace\": \"\", \"time_ms\": 3, \"event_type\": \"POINT_IN_TIME\", "
        "\"key\": "
        "\"train_samples\", \"value\": 4572, \"metadata\": {}}\n"
        ":::MLLOG {\"namespace\": \"\", \"time_ms\": 4, \"event_type\": \"POINT_IN_TIME\", "
        "\"key\": "
        "\"eval_accuracy\", \"value\": 0.3, \"metadata\": {\"epoch_num\": 4}}\n"
        ":::MLLOG {\"namespace\": \"\", \"time_ms\": 5, \"event_type\": \"INTERVAL_END\", \"key\": "
        "\"run_stop\", \"value\": null, \"metadata\": {\"status\": \"success\"}}\n";
    json::Arena arena;
    mllog::MllogLog log;
    mllog::readMllog(ssd, arena, log);
    auto records = trainingRecordsOf(log);
    EXPECT_EQ(*records.globalBatchSize, 256.0);
    EXPECT_EQ(*records.trainSamples, 4572.0);
    EXPECT_FALSE(records.trainSamplesAfterEvaluation); // a count per epoch, not samples trained
    EXPECT_EQ(*records.epochNum, 4.0);
    EXPECT_FALSE(records.samplesCount);

    const std::string llama =
        ":::MLLOG {\"namespace\": \"\", \"time_ms\": 3, \"event_type\": \"INTERVAL_START\", "
        "\"key\": "
        "\"run_start\", \"value\": null, \"metadata\": {}}\n"
        ":::MLLOG {\"namespace\": \"\", \"time_ms\": 4, \"event_type\": \"POINT_IN_TIME\", "
        "\"key\": "
        "\"eval_accuracy\", \"value\": 0.93, \"metadata\": {\"samples_count\": 6912}}\n"
        ":::MLLOG {\"namespace\": \"\", \"time_ms\": 5, \"event_type\": \"INTERVAL_END\", \"key\": "
        "\"run_stop\", \"value\": 0.92, \"metadata\": {\"samples_count\": 7296}}\n"
        ":::MLLOG {\"namespace\": \"\", \"time_ms\": 6, \"event_type\": \"POINT_IN_TIME\", "
        "\"key\": "
        "\"train_samples\", \"value\": \"many\", \"metadata\": {}}\n";
    // As bert logs it: train_samples after the last evaluation, the samples trained.
    const std::string bert =
        ":::MLLOG {\"namespace\": \"\", \"time_ms\": 3, \"event_type\": \"INTERVAL_START\", "
        "\"key\": "
        "\"run_start\", \"value\": null, \"metadata\": {}}\n"
        ":::MLLOG {\"namespace\": \"\", \"time_ms\": 4, \"event_type\": \"POINT_IN_TIME\", "
        "\"key\": "
        "\"eval_accuracy\", \"value\": 0.72, \"metadata\": {\"epoch_num\": 2699117}}\n"
        ":::MLLOG {\"namespace\": \"\", \"time_ms\": 5, \"event_type\": \"POINT_IN_TIME\", "
        "\"key\": "
        "\"train_samples\", \"value\": 2699117, \"metadata\": {}}\n";
    arena.reset();
    mllog::readMllog(bert, arena, log);
    records = trainingRecordsOf(log);
    EXPECT_TRUE(records.trainSamplesAfterEvaluation);
    EXPECT_EQ(*samplesToConverge(records, "bert").samples, 2699117.0);

    arena.reset();
    mllog::readMllog(llama, arena, log);
    records = trainingRecordsOf(log);
    EXPECT_EQ(*records.samplesCount, 7296.0); // run_stop's, not the last evaluation's
    EXPECT_FALSE(records.trainSamples);       // not a number: ignored
    EXPECT_FALSE(records.globalBatchSize);
}

TEST(seriesOutput, JsonCarriesEveryNewFigure)
{
    SeriesOptions options;
    const auto dataset = throughputExample();
    const auto series = analyze(dataset, options);
    const auto json = nlohmann::json::parse(seriesToJson(series, options, &dataset));
    EXPECT_EQ(json["schema"], "scalescope-analyze/4");
    EXPECT_EQ(json["energy_coverage"][0]["text"],
              "training_results_v4.1: 0 of 2 scores have power logs");
    EXPECT_EQ(json["throughput_coverage"][0]["with_samples"], 2);
    const auto& one = json["series"][0];
    EXPECT_TRUE(one["caveat"].get<std::string>().starts_with("One system family"));
    EXPECT_EQ(one["reference"]["chosen_by"], "fastest entry at the fewest GPUs");
    const auto& large = one["points"][1];
    EXPECT_EQ(large["global_batch_size"], 4096.0);
    EXPECT_EQ(large["samples_to_converge"], 1.6e6);
    EXPECT_NEAR(large["sample_inflation"].get<double>(), 1.6 / 1.1, 1e-12);
    EXPECT_EQ(large["speedup_ci"].size(), 2u);
    EXPECT_EQ(large["runs"][0]["samples"], 1.5e6);
    EXPECT_EQ(large["dominated"], false);
    EXPECT_TRUE(one["break_even"]["threshold_crossings"].is_array());
    EXPECT_TRUE(one["break_even"]["marginal_steps"].is_array());
    EXPECT_EQ(one["pareto"].size(), 2u);
    EXPECT_TRUE(one["fits"].contains("best"));
    EXPECT_TRUE(one["fits"]["power_law"].contains("leave_one_out"));
    EXPECT_TRUE(one["fits"]["power_law"].contains("aicc"));
}

} // namespace
} // namespace scalescope::analysis
