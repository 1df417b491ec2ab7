// docs/analysis.md §8, last bullet: the expected convergence at a batch size from the
// reference convergence points, the measured one per run as the rcp_checker reads it, and
// both on each point and in the analyze JSON.

#include "core/analysis/point.h"
#include "core/analysis/reference_convergence.h"
#include "core/analysis/series_output.h"
#include "core/dataset/dataset_io.h"
#include "core/importer/run_validation.h"
#include "core/mllog/mllog_reader.h"
#include "core/rules/rcp_converter.h"
#include "tests/support/analysis_fixtures.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

namespace scalescope::analysis {
namespace {

// Two reference batch sizes: 100 with (12 + 14 + 16) / 3 = 14 epochs, 300 with
// (20 + 22 + 24) / 3 = 22 (the 1 and the 30 are dropped).
const char* kTwoReferences = R"({
  "x_ref_300": {"Benchmark": "x", "BS": 300, "Epochs to converge": [20, 22, 24, 26, 1]},
  "x_ref_100": {"Benchmark": "x", "BS": 100, "Epochs to converge": [10, 12, 14, 16, 30]}
})";

ReferenceConvergenceTable twoReferences()
{
    return ReferenceConvergenceTable({rules::readReferenceCurve(
        kTwoReferences, "9.0.0", "x", "rcp_checker/training_9.0.0/rcps_x.json")});
}

TEST(analysisReferenceConvergence, MeansReadBackBitForBit)
{
    rules::ReferenceCurve curve{
        "9.0.0",
        "x",
        "epochs",
        "s",
        {{256, 0.1 + 0.2, 5}, {512, 1e-05, 5}, {1024, 2621696, 5}, {4096, 2549219.5555555555, 20}}};
    const std::string text = rules::serializeReferenceCurves({curve});
    // Whole numbers stay integers in the text, as the official files have them.
    EXPECT_NE(text.find("\"batch_size\": 1024,"), std::string::npos) << text;
    EXPECT_NE(text.find("\"mean\": 2621696,"), std::string::npos) << text;
    const auto table = ReferenceConvergenceTable::fromJson(text);
    ASSERT_NE(table.curve("9.0.0", "x"), nullptr);
    const auto& points = table.curve("9.0.0", "x")->points;
    ASSERT_EQ(points.size(), 4u);
    for (std::size_t i = 0; i < points.size(); ++i) {
        EXPECT_EQ(points[i].batchSize, curve.points[i].batchSize);
        EXPECT_EQ(points[i].mean, curve.points[i].mean) << i;
        EXPECT_EQ(points[i].runs, curve.points[i].runs);
    }
}

TEST(analysisReferenceConvergence, TheConvertersFileReadsBackToTheSameTable)
{
    const auto curve = rules::readReferenceCurve(kTwoReferences, "9.0.0", "x",
                                                 "rcp_checker/training_9.0.0/rcps_x.json");
    const auto samples =
        rules::readReferenceCurve(R"({"a": {"BS": 8, "samples to converge": [3072, 2688, 3456]}})",
                                  "4.1.0", "llama2_70b_lora", "s");
    const auto table =
        ReferenceConvergenceTable::fromJson(rules::serializeReferenceCurves({curve, samples}));
    ASSERT_NE(table.curve("9.0.0", "x"), nullptr);
    EXPECT_EQ(table.curve("9.0.0", "x")->points[1].mean, 22.0);
    EXPECT_EQ(table.curve("4.1.0", "llama2_70b_lora")->unit, "samples");
    EXPECT_THROW(ReferenceConvergenceTable::fromJson("{\"rulesets\": {\"1.0.0\": {\"x\": {}}}}"),
                 std::runtime_error);
    EXPECT_THROW(ReferenceConvergenceTable::fromJson("[]"), std::runtime_error);
    // The file names its format and version first; another version is refused, saying so.
    auto document =
        nlohmann::ordered_json::parse(rules::serializeReferenceCurves({curve, samples}));
    EXPECT_EQ(document.begin().key(), "format");
    EXPECT_EQ(document["format"], "scalescope-rcps");
    EXPECT_EQ(document["version"], 1);
    document["version"] = 2;
    try {
        ReferenceConvergenceTable::fromJson(document.dump());
        ADD_FAILURE() << "version 2 was read";
    } catch (const std::runtime_error& error) {
        EXPECT_EQ(std::string(error.what()),
                  "reference convergence points: not scalescope-rcps version 1; "
                  "regenerate it with scalescope-convert-rcps");
    }
    document["version"] = nlohmann::ordered_json::array({1});
    EXPECT_THROW(ReferenceConvergenceTable::fromJson(document.dump()), std::runtime_error);
    // The built-in table has every ruleset's points.
    EXPECT_NE(ReferenceConvergenceTable::builtin().curve("1.0.0", "unet3d"), nullptr);
    EXPECT_NE(ReferenceConvergenceTable::builtin().curve("6.1.0", "llama31_8b"), nullptr);
}

TEST(analysisReferenceConvergence, ExpectedIsInterpolatedBetweenTheBracketingBatchSizes)
{
    const auto table = twoReferences();
    // 150: 14 + (22 - 14) / (300 - 100) x (150 - 100) = 14 + 0.04 x 50 = 16.
    const auto between = table.expectedAt("9.0.0", "x", 150);
    ASSERT_TRUE(between);
    EXPECT_DOUBLE_EQ(between->value, 16.0);
    EXPECT_EQ(between->unit, "epochs");
    EXPECT_EQ(between->lowerBatch, 100.0);
    EXPECT_EQ(between->upperBatch, 300.0);
    EXPECT_FALSE(between->exact);
    EXPECT_EQ(between->source, "rcp_checker/training_9.0.0/rcps_x.json");
    // A reference batch size is its own mean.
    const auto exact = table.expectedAt("9.0.0", "x", 300);
    ASSERT_TRUE(exact);
    EXPECT_EQ(exact->value, 22.0);
    EXPECT_TRUE(exact->exact);
    EXPECT_EQ(exact->lowerBatch, 300.0);
    EXPECT_EQ(exact->upperBatch, 300.0);
}

TEST(analysisReferenceConvergence, NoneOutsideTheReferencesOrWithoutThem)
{
    const auto table = twoReferences();
    std::string why;
    EXPECT_FALSE(table.expectedAt("9.0.0", "x", 99, &why));
    EXPECT_EQ(why, "global batch size 99 is outside the reference batch sizes 100-300 of "
                   "rcp_checker/training_9.0.0/rcps_x.json");
    EXPECT_FALSE(table.expectedAt("9.0.0", "x", 301));
    EXPECT_FALSE(table.expectedAt("9.0.0", "y", 150, &why));
    EXPECT_EQ(why, "the rcp_checker has no reference convergence points for y in ruleset 9.0.0");
    EXPECT_FALSE(table.expectedAt("4.1.0", "x", 150));
}

TEST(analysisReferenceConvergence, MeasuredValueFollowsEachBenchmarksUnit)
{
    TrainingRecords records;
    records.samplesCount = 7296;
    records.epochNum = 2.0625;
    records.qualityTargetSamplesCount = 2560000;
    records.qualityTargetStepNum = 5000;
    EXPECT_EQ(*measuredConvergence(records, "llama2_70b_lora", "4.1.0"), 7296.0);
    EXPECT_EQ(*measuredConvergence(records, "stable_diffusion", "4.1.0"), 2560000.0);
    EXPECT_EQ(*measuredConvergence(records, "stable_diffusion", "3.1.0"),
              5000.0);                                                 // 3.1.0 counts steps
    EXPECT_EQ(*measuredConvergence(records, "bert", "4.1.0"), 2.0625); // samples: not rounded
    // Python's round(2.0625, 3) is 2.062 (a tie, to even), not 2.063.
    EXPECT_EQ(*measuredConvergence(records, "ssd", "4.1.0"), 2.062);
    records.epochNum = 3.0005; // just above the tie in binary: round(3.0005, 3) = 3.001
    EXPECT_EQ(*measuredConvergence(records, "gnn", "4.1.0"), 3.001);
    records.epochNum = 1e300; // 301 digits before the point: read back whole
    EXPECT_EQ(*measuredConvergence(records, "gnn", "4.1.0"), 1e300);

    TrainingRecords none;
    std::string why;
    EXPECT_FALSE(measuredConvergence(none, "llama2_70b_lora", "4.1.0", &why));
    EXPECT_EQ(why, "the log has no samples_count");
    EXPECT_FALSE(measuredConvergence(none, "stable_diffusion", "4.1.0", &why));
    EXPECT_EQ(why, "no evaluation with samples_count reaches FID <= 90 and CLIP >= 0.15");
    EXPECT_FALSE(measuredConvergence(none, "ssd", "4.1.0", &why));
    EXPECT_EQ(why, "the log has no epoch_num");
}

std::string evaluation(int time, const char* metric, double value, const char* step)
{
    return ":::MLLOG {\"namespace\": \"\", \"time_ms\": " + std::to_string(time) +
           ", \"event_type\": \"POINT_IN_TIME\", \"key\": \"eval_accuracy\", \"value\": " +
           std::to_string(value) + ", \"metadata\": {\"metric\": \"" + metric + "\", " + step +
           "}}\n";
}

TEST(analysisReferenceConvergence, ImporterKeepsStableDiffusionsFirstStepMeetingTheTarget)
{
    // As NVIDIA logs it (evaluations after run_stop): at 2048000 FID 91.3 misses; at
    // 2560000 FID 72.2 and CLIP 0.185 meet it; at 3072000 they do too, but later.
    const std::string log =
        evaluation(1, "FID", 91.27, "\"samples_count\": 2048000") +
        evaluation(2, "CLIP", 0.1596, "\"samples_count\": 2048000") +
        evaluation(5, "FID", 60.0, "\"samples_count\": 3072000") +
        evaluation(6, "CLIP", 0.19, "\"samples_count\": 3072000") +
        evaluation(3, "FID", 72.16, "\"samples_count\": 2560000") +
        evaluation(4, "CLIP", 0.1849, "\"samples_count\": 2560000") +
        // 3.1.0 groups by step_num: step 4000's CLIP misses, so step 5000 is the first.
        evaluation(7, "FID", 80.0, "\"step_num\": 4000") +
        evaluation(8, "CLIP", 0.14, "\"step_num\": 4000") +
        evaluation(9, "CLIP", 0.16, "\"step_num\": 5000") +
        evaluation(10, "FID", 85.0, "\"step_num\": 5000");
    json::Arena arena;
    mllog::MllogLog parsed;
    mllog::readMllog(log, arena, parsed);
    const auto records = trainingRecordsOf(parsed);
    ASSERT_TRUE(records.qualityTargetSamplesCount);
    EXPECT_EQ(*records.qualityTargetSamplesCount, 2560000.0);
    ASSERT_TRUE(records.qualityTargetStepNum);
    EXPECT_EQ(*records.qualityTargetStepNum, 5000.0);

    // A step with only FID, or CLIP out of range, never meets the target.
    const std::string missing = evaluation(1, "FID", 10.0, "\"samples_count\": 1") +
                                evaluation(2, "FID", 10.0, "\"samples_count\": 2") +
                                evaluation(3, "CLIP", 1.5, "\"samples_count\": 2");
    arena.reset();
    mllog::readMllog(missing, arena, parsed);
    EXPECT_FALSE(trainingRecordsOf(parsed).qualityTargetSamplesCount);
}

TEST(analysisReferenceConvergence, DatasetFileKeepsTheQualityTargetSteps)
{
    RunFigure run;
    run.file = "result_0.txt";
    run.minutes = 12.0;
    run.status = RunStatus::Counted;
    run.records.qualityTargetSamplesCount = 2560000;
    run.records.qualityTargetStepNum = 5000;
    auto dataset = testing::datasetOf({{"sd8",
                                        8,
                                        12.0,
                                        "NVIDIA H100-SXM5-80GB",
                                        "Org",
                                        "PyTorch",
                                        "stable_diffusion",
                                        "closed",
                                        "Available on-premise",
                                        std::nullopt,
                                        1.0,
                                        std::nullopt,
                                        {run}}});
    const auto loaded = loadDataset(toJson(dataset));
    ASSERT_TRUE(loaded.error.empty()) << loaded.error;
    const auto& records = loaded.dataset.rounds[0].systems[0].benchmarks[0].runs[0].records;
    EXPECT_EQ(records.qualityTargetSamplesCount, 2560000.0);
    EXPECT_EQ(records.qualityTargetStepNum, 5000.0);

    // Other runs write neither key, so their files read as before.
    auto& stored = dataset.rounds[0].systems[0].benchmarks[0].runs[0].records;
    stored.qualityTargetSamplesCount.reset();
    stored.qualityTargetStepNum.reset();
    stored.epochNum = 4.0;
    const std::string text = toJson(dataset);
    EXPECT_EQ(text.find("quality_target"), std::string::npos);
    // A key that is not a number is refused, naming it.
    std::string broken = text;
    broken.replace(broken.find("\"epoch_num\""), std::string("\"epoch_num\"").size(),
                   "\"quality_target_step_num\": \"x\", \"epoch_num\"");
    const auto refused = loadDataset(broken);
    EXPECT_NE(refused.error.find("\"quality_target_step_num\" must be a number"), std::string::npos)
        << refused.error;
}

RunFigure llamaRun(const char* file, RunStatus status, double batch, std::optional<double> samples)
{
    RunFigure run;
    run.file = file;
    run.minutes = 20.0;
    run.status = status;
    run.records.globalBatchSize = batch;
    run.records.samplesCount = samples;
    return run;
}

TEST(analysisReferenceConvergence, PointsCarryMeasuredAndExpectedIntoTheJson)
{
    // training_4.1.0/rcps_llama2_70b_lora.json: BS 16's olympic mean is 4032 (18 runs,
    // 72576 / 18); the dropped run does not count, the run without samples_count neither.
    const auto atSixteen =
        testing::PointSpec{"l16",
                           16,
                           20.0,
                           "NVIDIA H100-SXM5-80GB",
                           "Org",
                           "NeMo",
                           "llama2_70b_lora",
                           "closed",
                           "Available on-premise",
                           std::nullopt,
                           1.0,
                           std::nullopt,
                           {llamaRun("result_0.txt", RunStatus::Counted, 16, 4224),
                            llamaRun("result_1.txt", RunStatus::Counted, 16, 3840),
                            llamaRun("result_2.txt", RunStatus::Counted, 16, std::nullopt),
                            llamaRun("result_3.txt", RunStatus::DroppedSlowest, 16, 9999)}};
    // Batch size 4 is below the smallest reference (8): no expected value.
    const auto atFour = testing::PointSpec{"l4",
                                           4,
                                           30.0,
                                           "NVIDIA H100-SXM5-80GB",
                                           "Org",
                                           "NeMo",
                                           "llama2_70b_lora",
                                           "closed",
                                           "Available on-premise",
                                           std::nullopt,
                                           1.0,
                                           std::nullopt,
                                           {llamaRun("result_0.txt", RunStatus::Counted, 4, 3000)}};
    auto dataset = testing::datasetOf({atFour, atSixteen});
    dataset.rounds[0].ruleset = "4.1.0";
    const auto series = testing::onlySeries(dataset);
    ASSERT_EQ(series.points.size(), 2u);
    const auto& four = series.points[0];
    const auto& sixteen = series.points[1];
    EXPECT_EQ(sixteen.ruleset, "4.1.0");
    ASSERT_TRUE(sixteen.measuredConvergence);
    EXPECT_EQ(*sixteen.measuredConvergence, 4032.0); // (4224 + 3840) / 2
    ASSERT_TRUE(sixteen.expectedConvergence);
    EXPECT_EQ(sixteen.expectedConvergence->value, 4032.0);
    EXPECT_TRUE(sixteen.expectedConvergence->exact);
    EXPECT_EQ(sixteen.convergenceReason, "");
    EXPECT_EQ(*four.measuredConvergence, 3000.0);
    EXPECT_FALSE(four.expectedConvergence);
    EXPECT_EQ(four.convergenceReason,
              "global batch size 4 is outside the reference batch sizes 8-128 of "
              "rcp_checker/training_4.1.0/rcps_llama2_70b_lora.json");

    const auto json = nlohmann::json::parse(seriesToJson({series}, {}));
    const auto& points = json["series"][0]["points"];
    EXPECT_EQ(points[1]["expected_convergence"]["value"], 4032.0);
    EXPECT_EQ(points[1]["expected_convergence"]["unit"], "samples");
    EXPECT_EQ(points[1]["expected_convergence"]["lower_batch_size"], 16.0);
    EXPECT_EQ(points[1]["expected_convergence"]["upper_batch_size"], 16.0);
    EXPECT_EQ(points[1]["expected_convergence"]["exact"], true);
    EXPECT_EQ(points[1]["expected_convergence"]["source"],
              "rcp_checker/training_4.1.0/rcps_llama2_70b_lora.json");
    EXPECT_EQ(points[1]["measured_convergence"], 4032.0);
    EXPECT_EQ(points[1]["convergence_luck"], 1.0);
    EXPECT_FALSE(points[1].contains("expected_convergence_reason"));
    EXPECT_TRUE(points[0]["expected_convergence"].is_null());
    EXPECT_TRUE(points[0]["convergence_luck"].is_null());
    EXPECT_EQ(points[0]["measured_convergence"], 3000.0);
    EXPECT_EQ(points[0]["expected_convergence_reason"], four.convergenceReason);
}

} // namespace
} // namespace scalescope::analysis
