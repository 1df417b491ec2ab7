// Rounds side by side (core/analysis/hardware_compare.h) on hand-built rounds: the values
// below are worked out by hand from the minutes given.
#include "core/analysis/hardware_compare.h"
#include "core/analysis/hardware_compare_output.h"
#include "core/rules/quality_target.h"
#include "core/rules/rules_catalog.h"
#include "tests/support/analysis_fixtures.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace scalescope::analysis {
namespace {

using testing::PointSpec;
using testing::roundOf;

PointSpec entry(std::string id, std::int64_t n, double minutes, std::string accelerator,
                std::string benchmark)
{
    PointSpec spec{std::move(id), n, minutes};
    spec.accelerator = std::move(accelerator);
    spec.benchmark = std::move(benchmark);
    return spec;
}

Round round(std::vector<PointSpec> specs, std::string name, std::string ruleset)
{
    Round made = roundOf(specs, std::move(name));
    made.ruleset = std::move(ruleset);
    return made;
}

// RetinaNet is `ssd` in v4.1 and `retinanet` in v5.1. At 8 GPUs: H100 (v4.1 10, v5.1 9),
// H200 (v4.1 8, v5.1 7.5), B200 (v5.1 5, and a slower 6); at 16 GPUs only H100 (v4.1 6).
Dataset twoRounds()
{
    Dataset dataset;
    // Opened newest first: the rounds are ordered by their ruleset, not as opened.
    dataset.rounds.push_back(
        round({entry("h100", 8, 9, "NVIDIA H100-SXM5-80GB", "retinanet"),
               entry("h200", 8, 7.5, "NVIDIA H200-SXM5-141GB", "retinanet"),
               entry("b200", 8, 5, "NVIDIA B200-SXM-180GB", "retinanet"),
               entry("b200slow", 8, 6, "NVIDIA Blackwell GPU (B200-SXM-180GB)", "retinanet")},
              "training_results_v5.1", "5.1.0"));
    dataset.rounds.push_back(round({entry("h100", 8, 10, "NVIDIA H100-SXM5-80GB", "ssd"),
                                    entry("h200", 8, 8, "NVIDIA H200-SXM5-141GB", "ssd"),
                                    entry("h100x2", 16, 6, "NVIDIA H100-SXM5-80GB", "ssd")},
                                   "training_results_v4.1", "4.1.0"));
    return dataset;
}

TEST(analysis_HardwareCompare, OneBenchmarkAcrossItsFolderNamesAtOneCount)
{
    const auto comparison = compareHardware(twoRounds(), "retinanet", 8);
    ASSERT_TRUE(comparison.ok()) << comparison.error;
    EXPECT_EQ(comparison.benchmark, "RetinaNet");
    EXPECT_EQ(comparison.folders, (std::vector<std::string>{"retinanet", "ssd"}));
    EXPECT_EQ(comparison.rounds,
              (std::vector<std::string>{"training_results_v4.1", "training_results_v5.1"}));
    ASSERT_EQ(comparison.entries.size(), 5u);
    // v4.1, fastest first: H200 8, H100 10; H200 over H100 in the same round: 10 / 8.
    EXPECT_EQ(comparison.entries[0].accelerator, "NVIDIA H200-SXM5-141GB");
    EXPECT_DOUBLE_EQ(*comparison.entries[0].overPreviousGeneration, 1.25);
    EXPECT_EQ(comparison.entries[0].previousGeneration, "NVIDIA H100-SXM5-80GB");
    EXPECT_EQ(comparison.entries[0].previousGenerationRound, "training_results_v4.1");
    EXPECT_FALSE(comparison.entries[0].overPreviousRound);
    EXPECT_EQ(comparison.entries[1].accelerator, "NVIDIA H100-SXM5-80GB");
    EXPECT_FALSE(comparison.entries[1].overPreviousGeneration); // no A100 entry
    // v5.1: B200 5 (the faster of its two spellings), H200 7.5, H100 9.
    EXPECT_EQ(comparison.entries[2].accelerator, "NVIDIA B200-SXM-180GB");
    EXPECT_DOUBLE_EQ(comparison.entries[2].minutes, 5.0);
    EXPECT_EQ(comparison.entries[2].systemId, "b200");
    EXPECT_DOUBLE_EQ(*comparison.entries[2].overPreviousGeneration, 1.5); // H200 7.5 / 5
    EXPECT_FALSE(comparison.entries[2].overPreviousRound);
    EXPECT_DOUBLE_EQ(*comparison.entries[3].overPreviousRound, 8 / 7.5); // H200 over itself in v4.1
    EXPECT_EQ(comparison.entries[3].previousRound, "training_results_v4.1");
    EXPECT_DOUBLE_EQ(*comparison.entries[4].overPreviousRound, 10.0 / 9.0);

    const std::string table = comparisonToTable(comparison, nullptr);
    EXPECT_NE(table.find("RetinaNet (retinanet, ssd) at 8 GPUs\n"), std::string::npos) << table;
    EXPECT_NE(
        table.find(
            "v5.1   NVIDIA B200-SXM-180GB   5.000    Org b200  -                  1.50x (NVIDIA "
            "H200-SXM5-141GB, v5.1)"),
        std::string::npos)
        << table;
    const auto json = nlohmann::json::parse(comparisonToJson(comparison, nullptr));
    EXPECT_EQ(json["schema"], "scalescope-compare/1");
    EXPECT_EQ(json["entries"][3]["previous_round"], "training_results_v4.1");
    EXPECT_EQ(json["entries"][1]["over_previous_generation"], nullptr);
    const std::string csv = comparisonToCsv(comparison, nullptr);
    EXPECT_NE(
        csv.find(
            "RetinaNet,8,training_results_v5.1,NVIDIA H100-SXM5-80GB,Org,h100,9.000000,1.111111,"
            "training_results_v4.1,,,\n"),
        std::string::npos)
        << csv;
}

TEST(analysis_HardwareCompare, DefaultCountHasTheMostModelsAndUnknownCountsAreNamed)
{
    const auto comparison = compareHardware(twoRounds(), "RetinaNet", std::nullopt);
    ASSERT_TRUE(comparison.ok()) << comparison.error;
    EXPECT_EQ(comparison.n, 8); // three models at 8, one at 16
    EXPECT_EQ(comparison.whyThisCount, "the count with the most accelerator models (3)");
    const auto missing = compareHardware(twoRounds(), "ssd", 32);
    EXPECT_EQ(missing.error, "no entry of RetinaNet at 32 GPUs (measured at 8, 16)");
    const auto unknown = compareHardware(twoRounds(), "bert", 8);
    EXPECT_EQ(unknown.error,
              "no benchmark 'bert' (present: RetinaNet (retinanet), RetinaNet (ssd))");
}

TEST(analysis_HardwareCompare, AFolderNameOfTwoModelsIsRefusedAndRepublishedEntriesLeftOut)
{
    Dataset dataset = twoRounds();
    // v1.1's ssd is SSD-ResNet34: another benchmark under the same folder name.
    dataset.rounds.push_back(round({entry("old", 8, 30, "NVIDIA A100-SXM4-80GB", "ssd")},
                                   "training_results_v1.1", "1.1.0"));
    const auto both = compareHardware(dataset, "ssd", 8);
    EXPECT_EQ(both.error,
              "benchmark 'ssd' names different models in these rounds (RetinaNet, SSD-ResNet34); "
              "name the model");
    const auto older = compareHardware(dataset, "SSD-ResNet34", 8);
    ASSERT_TRUE(older.ok()) << older.error;
    EXPECT_EQ(older.entries.size(), 1u);

    // A copy of a round that is not open is the only copy here: it counts.
    dataset.rounds[0].systems[0].benchmarks[0].republishedFrom = "training_results_v3.1";
    EXPECT_EQ(compareHardware(dataset, "RetinaNet", 8).entries.size(), 5u);
    // The v5.1 H100 entry is a copy of v4.1's: left out, and counted.
    dataset.rounds[0].systems[0].benchmarks[0].republishedFrom = "training_results_v4.1";
    const auto comparison = compareHardware(dataset, "RetinaNet", 8);
    ASSERT_TRUE(comparison.ok());
    EXPECT_EQ(comparison.entries.size(), 4u);
    EXPECT_EQ(comparison.republishedLeftOut, 1u);
    EXPECT_NE(comparisonToTable(comparison, nullptr)
                  .find("1 republished entry (the result logs of an entry "
                        "published before) left out"),
              std::string::npos);
}

TEST(analysis_HardwareCompare, ProgressPerRoundWithItsFactors)
{
    const auto progress = progressPerRound(twoRounds(), "retinanet");
    ASSERT_TRUE(progress.ok()) << progress.error;
    EXPECT_EQ(progress.counts, (std::vector<std::int64_t>{8, 16}));
    ASSERT_EQ(progress.cells.size(), 3u);
    // 8 GPUs: v4.1 best 8 (H200), v5.1 best 5 (B200): 1.6x; 16 GPUs: v4.1 only.
    EXPECT_EQ(progress.cells[0].round, "training_results_v4.1");
    EXPECT_DOUBLE_EQ(progress.cells[0].minutes, 8.0);
    EXPECT_FALSE(progress.cells[0].factor);
    EXPECT_DOUBLE_EQ(progress.cells[1].minutes, 5.0);
    EXPECT_DOUBLE_EQ(*progress.cells[1].factor, 1.6);
    EXPECT_EQ(progress.cells[1].previousRound, "training_results_v4.1");
    EXPECT_EQ(progress.cells[2].n, 16);
    const auto comparison = compareHardware(twoRounds(), "retinanet", 8);
    const std::string table = comparisonToTable(comparison, &progress);
    EXPECT_NE(table.find("GPUs  v4.1   v5.1\n8     8.000  5.000 (1.60x)\n16    6.000  -\n"),
              std::string::npos)
        << table;
}

} // namespace
} // namespace scalescope::analysis

namespace scalescope::analysis {
namespace {

TEST(analysis_QualityTarget, ReadFromTheOfficialRules)
{
    EXPECT_EQ(qualityTargetOfCheck("(v['value'] >= 0.720) and v['value'] < 1.0"),
              "eval_accuracy >= 0.720");
    EXPECT_EQ(qualityTargetOfCheck("v['value'] <= 0.058 and v['value'] > 0.0"),
              "eval_accuracy <= 0.058");
    EXPECT_EQ(qualityTargetOfCheck("v['value'] > s['target_accuracy']"), "");
    const RulesCatalog rules;
    EXPECT_EQ(qualityTarget(*rules.find("1.1.0"), "ssd"), "eval_accuracy >= 0.230"); // SSD-ResNet34
    EXPECT_EQ(qualityTarget(*rules.find("4.1.0"), "ssd"), "eval_accuracy >= 0.340"); // RetinaNet
    EXPECT_EQ(qualityTarget(*rules.find("5.1.0"), "retinanet"), "eval_accuracy >= 0.340");
    EXPECT_EQ(qualityTarget(*rules.find("3.1.0"), "maskrcnn"),
              "eval_accuracy BBOX >= 0.377 and eval_accuracy SEGM >= 0.339");
    EXPECT_EQ(qualityTarget(*rules.find("4.1.0"), "stable_diffusion"), ""); // checked elsewhere
    EXPECT_EQ(qualityTarget(*rules.find("4.1.0"), "nothing"), "");
}

TEST(analysis_HardwareCompare, ANewQualityTargetIsSaidAndNoFactorSpansIt)
{
    // bert in two rounds whose rules ask 0.720 and then 0.750 (rules written here).
    const auto folder = std::filesystem::path(::testing::TempDir()) / "scalescope_targets";
    std::filesystem::remove_all(folder);
    for (const auto& [version, target] :
         {std::pair{"4.1.0", "0.720"}, std::pair{"5.0.0", "0.750"}}) {
        const auto tree = folder / (std::string("training_") + version);
        std::filesystem::create_directories(tree);
        std::ofstream(tree / "common.yaml")
            << "- KEY:\n    NAME: submission_division\n    REQ: EXACTLY_ONE\n";
        std::ofstream(tree / "closed_common.yaml")
            << "- KEY:\n    NAME: submission_benchmark\n    REQ: EXACTLY_ONE\n";
        std::ofstream(tree / "closed_bert.yaml")
            << "- KEY:\n    NAME: eval_accuracy\n    REQ: AT_LEAST_ONE\n    ATLEAST_ONE_CHECK: "
               "\"v['value'] >= "
            << target << " and v['value'] < 1.0\"\n";
    }
    const RulesCatalog rules(RulesEdition::Published, loadRulesetsFromDirectory(folder).rulesets);
    std::filesystem::remove_all(folder);
    Dataset dataset;
    dataset.rounds.push_back(round({entry("h8", 8, 10, "NVIDIA H100-SXM5-80GB", "bert")},
                                   "training_results_v4.1", "4.1.0"));
    dataset.rounds.push_back(round({entry("h8", 8, 9, "NVIDIA H100-SXM5-80GB", "bert")},
                                   "training_results_v5.0", "5.0.0"));
    const auto comparison = compareHardware(dataset, "bert", 8, rules);
    ASSERT_TRUE(comparison.ok()) << comparison.error;
    EXPECT_EQ(comparison.qualityTargets,
              (std::vector<std::string>{"eval_accuracy >= 0.720", "eval_accuracy >= 0.750"}));
    ASSERT_EQ(comparison.notes.size(), 1u);
    EXPECT_EQ(comparison.notes[0],
              "BERT-Large: the quality target changed in v5.0 (eval_accuracy >= 0.720 before, "
              "eval_accuracy >= 0.750 from then on); no factor spans the change");
    ASSERT_EQ(comparison.entries.size(), 2u);
    EXPECT_FALSE(comparison.entries[1].overPreviousRound); // 10 / 9 would compare two definitions
    const auto progress = progressPerRound(dataset, "bert", rules);
    EXPECT_FALSE(progress.cells[1].factor);
    EXPECT_NE(comparisonToTable(comparison, &progress).find(comparison.notes[0]),
              std::string::npos);
    // With the built-in rules both rounds ask 0.720: one definition, a factor.
    const auto sameTarget = compareHardware(dataset, "bert", 8);
    EXPECT_TRUE(sameTarget.notes.empty());
    EXPECT_DOUBLE_EQ(*sameTarget.entries[1].overPreviousRound, 10.0 / 9.0);
}

} // namespace
} // namespace scalescope::analysis
