// One benchmark across rounds (issue 25 item 2) on three hand-made rounds,
// tests/data/rounds/identity_v11, identity_v41 and identity_v51 (make_identity_fixtures.py):
//   v1.1 ssd  = SSD-ResNet34: Oldco A100 x8, score 12 min;
//   v4.1 ssd  = RetinaNet:    Acme H100 x8, 20 min;
//   v5.1 retinanet = RetinaNet: Acme B200 x8, 10 min; Acme GB200 (2 x 4) x8, 8 min.
// Scores are the olympic means of the chosen run times (drop fastest and slowest of five).

#include "core/analysis/accelerator_match.h"
#include "core/analysis/benchmark_identity.h"
#include "core/analysis/hardware_compare.h"
#include "core/analysis/series.h"
#include "core/importer/importer.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <tuple>

using namespace scalescope;
using namespace scalescope::analysis;

namespace {

const std::string kRounds = SCALESCOPE_FIXTURE_ROUNDS;
const std::string kV11 = kRounds + "/identity_v11/training_results_v1.1";
const std::string kV41 = kRounds + "/identity_v41/training_results_v4.1";
const std::string kV51 = kRounds + "/identity_v51/training_results_v5.1";

Dataset imported(const std::vector<std::filesystem::path>& paths)
{
    ImportOptions options;
    options.threads = 2;
    ImportResult result = importPaths(paths, options);
    EXPECT_TRUE(result.error.empty()) << result.error;
    return result.dataset;
}

} // namespace

TEST(analysisBenchmarkIdentity, TheRenamedFolderIsOneBenchmarkAndTheReusedNameAnother)
{
    const Dataset dataset = imported({kV11, kV41, kV51});
    ASSERT_EQ(dataset.rounds.size(), 3u);
    const auto identities = benchmarkIdentities(dataset);
    ASSERT_EQ(identities.size(), 2u);
    // Sorted by key; RetinaNet is named by its newest folder, SSD-ResNet34 (whose folder
    // `ssd` means RetinaNet in the newer rounds) by its model.
    EXPECT_EQ(identities[0].key, "SSD-ResNet34");
    EXPECT_EQ(identities[0].label(), "SSD-ResNet34 (ssd)");
    EXPECT_EQ(identities[1].key, "retinanet");
    EXPECT_EQ(identities[1].model, "RetinaNet");
    EXPECT_EQ(identities[1].label(), "RetinaNet (ssd, retinanet)"); // oldest folder first
    EXPECT_EQ(benchmarksIn(dataset), (std::vector<std::string>{"SSD-ResNet34", "retinanet"}));

    // Every way of naming it finds it; `ssd` means what the newest round with it means.
    for (const char* query : {"retinanet", "RetinaNet", "ssd", "SSD"})
        EXPECT_EQ(findBenchmarkIdentity(identities, query), &identities[1]) << query;
    EXPECT_EQ(findBenchmarkIdentity(identities, "ssd-resnet34"), &identities[0]);
    EXPECT_EQ(findBenchmarkIdentity(identities, "bert"), nullptr);

    // Alone, a round keeps its folder names as keys.
    EXPECT_EQ(benchmarksIn(imported({kV11})), std::vector<std::string>{"ssd"});
    EXPECT_EQ(benchmarksIn(imported({kV41})), std::vector<std::string>{"ssd"});
}

TEST(analysisBenchmarkIdentity, AcrossRoundsTheSeriesJoinsV41SsdAndV51RetinanetOnly)
{
    const Dataset dataset = imported({kV11, kV41, kV51});
    SeriesOptions options;
    options.groupBy = GroupBy::All;
    options.allPoints = true;
    options.filter.benchmark = "ssd";
    std::vector<std::pair<std::string, double>> points; // (round, minutes)
    for (const auto& series : analyze(dataset, options)) {
        EXPECT_EQ(series.benchmark, "retinanet");
        for (const auto& point : series.points)
            points.emplace_back(point.round, point.minutes);
    }
    std::sort(points.begin(), points.end());
    EXPECT_EQ(points,
              (std::vector<std::pair<std::string, double>>{{"training_results_v4.1", 20.0},
                                                           {"training_results_v5.1", 8.0},
                                                           {"training_results_v5.1", 10.0}}));
    // The old model is there under its own name, with its own score.
    options.filter.benchmark = "SSD-ResNet34";
    const auto old = analyze(dataset, options);
    ASSERT_EQ(old.size(), 1u);
    ASSERT_EQ(old[0].points.size(), 1u);
    EXPECT_EQ(old[0].points[0].round, "training_results_v1.1");
    EXPECT_DOUBLE_EQ(old[0].points[0].minutes, 12.0);
}

TEST(analysisBenchmarkIdentity, B200SelectsTheB200SystemAndNotTheGb200)
{
    const Dataset dataset = imported({kV51});
    const auto present = acceleratorsIn(dataset);
    ASSERT_EQ(present.size(), 2u);
    const auto b200 = matchAccelerator("B200", present);
    ASSERT_EQ(b200.kind, AcceleratorMatch::Kind::Unique);
    EXPECT_EQ(b200.name, "NVIDIA B200-SXM-180GB"); // the catalog's name of v5.1's spelling
    const auto gb200 = matchAccelerator("GB200", present);
    ASSERT_EQ(gb200.kind, AcceleratorMatch::Kind::Unique);
    EXPECT_EQ(gb200.name, "NVIDIA Blackwell GPU (GB200)");

    SeriesOptions options;
    options.filter.benchmark = "retinanet";
    options.filter.accelerator = b200.name;
    const auto series = analyze(dataset, options);
    ASSERT_EQ(series.size(), 1u);
    ASSERT_EQ(series[0].points.size(), 1u);
    EXPECT_EQ(series[0].points[0].systemId, "acme_b200");
}

TEST(analysisBenchmarkIdentity, HardwareAtEightGpusSpansTheRename)
{
    const Dataset dataset = imported({kV11, kV41, kV51});
    // `ssd` names two models in these rounds: compare asks which.
    EXPECT_NE(compareHardware(dataset, "ssd", 8).error.find("names different models"),
              std::string::npos);
    const auto comparison = compareHardware(dataset, "RetinaNet", 8);
    ASSERT_TRUE(comparison.error.empty()) << comparison.error;
    EXPECT_EQ(comparison.folders, (std::vector<std::string>{"retinanet", "ssd"}));
    EXPECT_EQ(comparison.rounds,
              (std::vector<std::string>{"training_results_v4.1", "training_results_v5.1"}));
    ASSERT_EQ(comparison.entries.size(), 3u);
    EXPECT_EQ(comparison.entries[0].accelerator, "NVIDIA H100-SXM5-80GB");
    EXPECT_DOUBLE_EQ(comparison.entries[0].minutes, 20.0);
    // v5.1, fastest first: GB200 8 min, B200 10 min; over v4.1's H100 (their predecessor) at 8
    // GPUs.
    EXPECT_EQ(comparison.entries[1].accelerator, "NVIDIA Blackwell GPU (GB200)");
    EXPECT_EQ(comparison.entries[1].previousGeneration, "NVIDIA H100-SXM5-80GB");
    EXPECT_DOUBLE_EQ(*comparison.entries[1].overPreviousGeneration, 20.0 / 8.0);
    EXPECT_EQ(comparison.entries[2].accelerator, "NVIDIA B200-SXM-180GB");
    EXPECT_DOUBLE_EQ(*comparison.entries[2].overPreviousGeneration, 20.0 / 10.0);
    EXPECT_FALSE(comparison.entries[2].overPreviousRound); // no B200 in v4.1
    // The quality target is the same 0.34 mAP in both rounds' rules: no break is said.
    EXPECT_TRUE(comparison.notes.empty());
}

TEST(analysisBenchmarkIdentity, ABenchmarkWithRawTimesOnlyIsStillFoundByItsFolderInTheRawView)
{
    // Unscored everywhere (too few runs, say): no identity lists it, the raw view shows it.
    Dataset dataset;
    Round round;
    round.name = "training_results_v4.1";
    round.ruleset = "4.1.0";
    for (const auto& [id, n, minutes] : {std::tuple{"a8", 8, 30.0}, std::tuple{"a16", 16, 16.0}}) {
        SystemEntry system;
        system.systemId = id;
        system.submitter = "Acme";
        system.division = "closed";
        system.acceleratorModelName = "NVIDIA H100-SXM5-80GB";
        system.acceleratorsCount = n;
        BenchmarkResult result;
        result.benchmark = "bert";
        result.rawMinutes = minutes;
        system.benchmarks.push_back(result);
        round.systems.push_back(system);
    }
    dataset.rounds.push_back(round);
    EXPECT_TRUE(benchmarkIdentities(dataset).empty());
    SeriesOptions options;
    options.raw = true;
    options.groupBy = GroupBy::All;
    options.allPoints = true;
    options.filter.benchmark = "bert";
    const auto series = buildSeries(dataset, options);
    ASSERT_EQ(series.size(), 1u);
    EXPECT_EQ(series[0].benchmark, "bert");
    ASSERT_EQ(series[0].points.size(), 2u);
    EXPECT_DOUBLE_EQ(series[0].points[1].minutes, 16.0);
    options.filter.benchmark = "ssd";
    EXPECT_TRUE(buildSeries(dataset, options).empty());
}
