// The importer on the hand-made fixture round in tests/data/rounds (see its README).
#include "core/importer/importer.h"
#include "core/importer/round_layout.h"
#include "core/importer/system_description.h"

#include <gtest/gtest.h>

using namespace scalescope;

namespace {

const std::string kRoot = std::string(SCALESCOPE_FIXTURE_ROUNDS) + "/acme/training_results_v4.1";

const SystemEntry* findSystem(const ImportResult& result, const std::string& id)
{
    for (const auto& round : result.dataset.rounds)
        for (const auto& entry : round.systems)
            if (entry.systemId == id)
                return &entry;
    return nullptr;
}

bool reportHas(const ImportResult& result, const std::string& pathTail, const std::string& text)
{
    for (const auto& item : result.report.items) {
        const bool pathMatches =
            item.path.size() >= pathTail.size() &&
            item.path.compare(item.path.size() - pathTail.size(), pathTail.size(), pathTail) == 0;
        if (pathMatches && item.message.find(text) != std::string::npos)
            return true;
    }
    return false;
}

} // namespace

TEST(Importer, ScoresTheFixtureRound)
{
    const ImportResult result = importPaths({kRoot});
    ASSERT_TRUE(result.ok()) << result.error;
    ASSERT_EQ(result.dataset.rounds.size(), 1u);
    EXPECT_EQ(result.dataset.rounds[0].ruleset, "4.1.0");
    EXPECT_EQ(result.dataset.rounds[0].systems.size(), 2u); // ghost and broken are skipped

    const SystemEntry* one = findSystem(result, "acme_n1");
    ASSERT_NE(one, nullptr);
    EXPECT_EQ(one->acceleratorsCount, 8);
    EXPECT_EQ(one->hostProcessorsCount, 2);
    EXPECT_EQ(one->notes, "fixture");
    EXPECT_EQ(
        one->detailsUrl,
        "https://github.com/mlcommons/training_results_v4.1/blob/main/Acme/systems/acme_n1.json");
    ASSERT_EQ(one->benchmarks.size(), 1u); // resnet is not a 4.1.0 benchmark
    const BenchmarkResult& ssd = one->benchmarks[0];
    EXPECT_EQ(ssd.benchmark, "ssd");
    // Runs of 1.0, 2.0, 1.5, 1.1 and 1.2 minutes: the fastest and slowest are dropped.
    const double raw = (1.1 + 1.2 + 1.5) / 3;
    EXPECT_EQ(*ssd.rawMinutes, raw);
    EXPECT_EQ(ssd.scalingFactor, 1.5);
    EXPECT_EQ(*ssd.scoreMinutes, raw * 1.5);
    EXPECT_EQ(ssd.runsTotal, 5);
    EXPECT_EQ(ssd.runsCounted, 3);
    EXPECT_EQ(ssd.runs[0].status, RunStatus::DroppedFastest);
    EXPECT_EQ(ssd.runs[1].status, RunStatus::DroppedSlowest);
    EXPECT_EQ(*ssd.runs[3].minutes, 1.1);
    EXPECT_FALSE(ssd.energyJoules);

    const SystemEntry* two = findSystem(result, "acme_n2");
    ASSERT_NE(two, nullptr);
    EXPECT_EQ(two->acceleratorsCount, 16);
    EXPECT_EQ(two->numberOfNodes, "2");
    EXPECT_EQ(two->notes, "two nodes");
    EXPECT_EQ(*two->benchmarks[0].scoreMinutes, (0.55 + 0.6 + 0.65) / 3);
}

TEST(Importer, ReportsEverythingItSkipped)
{
    const ImportResult result = importPaths({kRoot});
    EXPECT_TRUE(
        reportHas(result, "acme_n1/resnet", "\"resnet\" is not a benchmark of ruleset 4.1.0"));
    EXPECT_TRUE(reportHas(result, "systems/ghost.json", "no system description for ghost"));
    EXPECT_TRUE(reportHas(result, "systems/broken.json",
                          "the field \"accelerators_per_node\" is missing; system skipped"));
    EXPECT_TRUE(reportHas(result, "systems/orphan.json", "without a results folder"));
    EXPECT_TRUE(reportHas(result, "ssd/result_0.log", "not read"));
    EXPECT_EQ(result.report.runsRead, 10u);
    EXPECT_EQ(result.report.scoresComputed, 2u);
}

TEST(Importer, ExplicitRulesetWinsAndUnknownOnesAreNamed)
{
    ImportOptions options;
    options.ruleset = "9.9.9";
    const ImportResult unknown = importPaths({kRoot}, options);
    EXPECT_FALSE(unknown.ok());
    EXPECT_EQ(unknown.error,
              "unknown ruleset 9.9.9 for training_results_v4.1; known rulesets: 1.0.0, 1.1.0, "
              "2.0.0, 2.1.0, 3.0.0, 3.1.0, 4.0.0, 4.1.0, 5.0.0, 5.1.0, 6.0.0, 6.1.0");

    options.ruleset = "4.0.0";
    const ImportResult older = importPaths({kRoot}, options);
    ASSERT_TRUE(older.ok()) << older.error;
    EXPECT_EQ(older.dataset.rounds[0].ruleset, "4.0.0");
    EXPECT_TRUE(reportHas(older, "training_results_v4.1", "although the folder name says 4.1.0"));
}

TEST(Importer, AcceptsSubmitterSystemAndBenchmarkFolders)
{
    const ImportResult org = importPaths({kRoot + "/Acme"});
    ASSERT_TRUE(org.ok()) << org.error;
    EXPECT_EQ(org.dataset.rounds[0].systems.size(), 2u);

    const ImportResult system = importPaths({kRoot + "/Acme/results/acme_n2"});
    ASSERT_TRUE(system.ok()) << system.error;
    ASSERT_EQ(system.dataset.rounds[0].systems.size(), 1u);
    EXPECT_EQ(system.dataset.rounds[0].systems[0].systemId, "acme_n2");
    EXPECT_EQ(system.dataset.rounds[0].name, "training_results_v4.1");

    const ImportResult benchmark =
        importPaths({kRoot + "/Acme/results/acme_n1/ssd", kRoot + "/Acme/results/acme_n1/ssd/"});
    ASSERT_TRUE(benchmark.ok()) << benchmark.error;
    ASSERT_EQ(benchmark.dataset.rounds[0].systems.size(), 1u);
    EXPECT_EQ(benchmark.dataset.rounds[0].systems[0].benchmarks.size(), 1u);
    EXPECT_EQ(benchmark.report.runsRead, 5u);
}

TEST(Importer, RefusesWhatIsNotARound)
{
    const ImportResult missing = importPaths({"/nonexistent/folder"});
    EXPECT_FALSE(missing.ok());
    EXPECT_EQ(missing.error, "/nonexistent/folder: no such file or folder");

    const ImportResult notRound =
        importPaths({std::string(SCALESCOPE_TEST_DATA) + "/rounds/not_a_round"});
    EXPECT_FALSE(notRound.ok());
    EXPECT_NE(notRound.error.find("not an MLPerf round, submitter, system or benchmark folder"),
              std::string::npos);

    const ImportResult nothing = importPaths({});
    EXPECT_EQ(nothing.error, "nothing to import: give at least one folder or archive");
}

TEST(Importer, ProgressCountsEveryRun)
{
    std::size_t last = 0;
    std::size_t total = 0;
    const ImportResult result = importPaths({kRoot}, {}, [&](std::size_t done, std::size_t all) {
        last = std::max(last, done);
        total = all;
        return true;
    });
    ASSERT_TRUE(result.ok());
    EXPECT_EQ(total, 10u);
    EXPECT_EQ(last, 10u);
}

TEST(RoundLayout, RulesetFromFolderName)
{
    EXPECT_EQ(rulesetFromRoundName("training_results_v4.1"), "4.1.0");
    EXPECT_EQ(rulesetFromRoundName("training_results_v5.0.0"), "5.0.0");
    EXPECT_EQ(rulesetFromRoundName("my_copy_of_training_results_v3.1"), "3.1.0");
    EXPECT_FALSE(rulesetFromRoundName("results"));
}

TEST(SystemDescription, FollowsTheOfficialColumns)
{
    const auto parsed =
        parseSystemDescription(R"({"division": "closed", "status": "Preview", "submitter": "X",
        "system_name": "tpu-v3", "number_of_nodes": 4, "host_processor_model_name": " CPU",
        "host_processors_per_node": "2", "host_processor_core_count": 1, "accelerator_model_name": "tpu-v3",
        "accelerators_per_node": " 8 ", "framework": "TensorFlow 2.1 commit hash = abc123", "hw_notes": "h", "sw_notes": "s"})");
    ASSERT_TRUE(std::holds_alternative<SystemEntry>(parsed));
    const auto& entry = std::get<SystemEntry>(parsed);
    EXPECT_EQ(entry.numberOfNodes, "4");
    EXPECT_EQ(entry.acceleratorsCount, 32);
    EXPECT_EQ(entry.hostProcessorsCount, 8);
    EXPECT_EQ(entry.hostProcessorModelName, " CPU");
    EXPECT_EQ(entry.system, "TPUv3.16");
    EXPECT_EQ(entry.acceleratorModelName, "TPUv3");
    EXPECT_EQ(entry.framework, "TensorFlow 2.1");
    EXPECT_EQ(entry.notes, "h;s");
}

TEST(SystemDescription, RefusesNonIntegerCountsAndBrokenJson)
{
    const auto bad =
        parseSystemDescription(R"({"division": "closed", "status": "x", "submitter": "X",
        "system_name": "s", "number_of_nodes": "1", "host_processor_model_name": "c",
        "host_processors_per_node": "2", "host_processor_core_count": 1, "accelerator_model_name": "a",
        "accelerators_per_node": "eight", "framework": "f"})");
    ASSERT_TRUE(std::holds_alternative<SystemDescriptionError>(bad));
    EXPECT_EQ(englishText(std::get<SystemDescriptionError>(bad).message),
              "\"accelerators_per_node\" is \"eight\", not an integer; system skipped");
    const auto broken = parseSystemDescription("{\"division\": ");
    ASSERT_TRUE(std::holds_alternative<SystemDescriptionError>(broken));
    EXPECT_EQ(
        englishText(std::get<SystemDescriptionError>(broken).message).rfind("not valid JSON", 0),
        0u);
}
