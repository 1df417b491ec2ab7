// docs/analysis.md §1: grouping, filters, accelerator names, modes and run spread.
#include "core/analysis/accelerators.h"
#include "core/analysis/series.h"
#include "tests/support/analysis_fixtures.h"

#include <algorithm>
#include <gtest/gtest.h>

namespace scalescope::analysis {
namespace {

using testing::datasetOf;
using testing::PointSpec;

PointSpec spec(std::string id, std::int64_t n, double minutes, std::string accelerator,
               std::string submitter = "Org", std::string framework = "PyTorch 24.09")
{
    PointSpec s{std::move(id), n, minutes};
    s.accelerator = std::move(accelerator);
    s.submitter = std::move(submitter);
    s.framework = std::move(framework);
    return s;
}

std::vector<std::string> groupsOf(const std::vector<Series>& all)
{
    std::vector<std::string> groups;
    for (const auto& series : all)
        groups.push_back(series.group);
    return groups;
}

TEST(analysisAccelerators, BuiltinCatalogMergesSpellingsAndKeepsPartsApart)
{
    const auto& catalog = AcceleratorCatalog::builtin();
    EXPECT_TRUE(catalog.error().empty()) << catalog.error();
    EXPECT_EQ(catalog.canonical("NVIDIA H100 80GB HBM3"), "NVIDIA H100-SXM5-80GB");
    EXPECT_EQ(catalog.canonical("NVIDIA H100-SXM5-80GB"), "NVIDIA H100-SXM5-80GB");
    EXPECT_EQ(catalog.canonical("H100 NVL Tensor Core GPU (PCIe)"), "NVIDIA H100 NVL");
    EXPECT_EQ(catalog.canonical("NVIDIA A100 - PCIe - 80 GB"), "NVIDIA A100-PCIe-80GB");
    EXPECT_NE(catalog.canonical("NVIDIA A100 - PCIe - 80 GB"),
              catalog.canonical("NVIDIA A100-SXM4-80GB"));
    EXPECT_EQ(catalog.canonical("NVIDIA Blackwell GPU (B200-SXM-180GB)"), "NVIDIA B200-SXM-180GB");
    EXPECT_EQ(catalog.canonical("  Unknown Chip 9000 "), "Unknown Chip 9000");
    EXPECT_FALSE(catalog.knows("Unknown Chip 9000"));
}

TEST(analysisAccelerators, EveryV41NameIsInTheCatalog)
{
    // accelerator_model_name values of the official v4.1 summary.
    const auto& catalog = AcceleratorCatalog::builtin();
    for (const char* name :
         {"NVIDIA H100-SXM5-80GB", "NVIDIA H200-SXM5-141GB", "TPU-v5p",
          "NVIDIA Blackwell GPU (B200-SXM-180GB)", "TPU-trillium",
          "H100 NVL Tensor Core GPU (PCIe)", "NVIDIA A100 - PCIe - 80 GB", "NVIDIA RTX A5000",
          "NVIDIA GeForce RTX 4090", "AMD Radeon RX 7900 XTX", "NVIDIA H100 80GB HBM3"})
        EXPECT_TRUE(catalog.knows(name)) << name;
}

TEST(analysisAccelerators, MalformedCatalogSaysWhy)
{
    const auto catalog = AcceleratorCatalog::fromJson("{\"accelerators\": 3}");
    EXPECT_FALSE(catalog.error().empty());
    EXPECT_EQ(catalog.canonical("NVIDIA H100 80GB HBM3"), "NVIDIA H100 80GB HBM3");
}

TEST(analysisSeries, OneSeriesPerAcceleratorModelWithOriginalNamesKept)
{
    const auto all = analyze(datasetOf({spec("a", 8, 40, "NVIDIA H100-SXM5-80GB"),
                                        spec("b", 8, 41, "NVIDIA H100 80GB HBM3"),
                                        spec("c", 8, 60, "H100 NVL Tensor Core GPU (PCIe)")}),
                             [] {
                                 SeriesOptions options;
                                 options.groupBy = GroupBy::Accelerator;
                                 return options;
                             }());
    ASSERT_EQ(all.size(), 2u);
    EXPECT_EQ(groupsOf(all),
              (std::vector<std::string>{"NVIDIA H100 NVL", "NVIDIA H100-SXM5-80GB"}));
    const auto& sxm = all[1];
    ASSERT_EQ(sxm.points.size(), 2u);
    EXPECT_EQ(sxm.points[1].acceleratorOriginal, "NVIDIA H100 80GB HBM3");
    EXPECT_EQ(sxm.points[1].accelerator, "NVIDIA H100-SXM5-80GB");
}

TEST(analysisSeries, GroupBySubmitterFrameworkFamilyAll)
{
    const auto dataset =
        datasetOf({spec("a", 8, 40, "NVIDIA H100-SXM5-80GB", "Dell", "PyTorch 24.09"),
                   spec("b", 16, 22, "NVIDIA H100-SXM5-80GB", "Dell", "PyTorch 24.09"),
                   spec("c", 16, 21, "NVIDIA H100-SXM5-80GB", "Dell", "NeMo 24.09"),
                   spec("d", 8, 30, "NVIDIA H200-SXM5-141GB", "Lambda", "PyTorch 24.09")});
    SeriesOptions options;
    options.groupBy = GroupBy::Submitter;
    // Split per accelerator model: never one curve over different hardware.
    EXPECT_EQ(groupsOf(analyze(dataset, options)),
              (std::vector<std::string>{"Dell / NVIDIA H100-SXM5-80GB",
                                        "Lambda / NVIDIA H200-SXM5-141GB"}));
    options.groupBy = GroupBy::Framework;
    EXPECT_EQ(groupsOf(analyze(dataset, options)),
              (std::vector<std::string>{"NeMo 24.09 / NVIDIA H100-SXM5-80GB",
                                        "PyTorch 24.09 / NVIDIA H100-SXM5-80GB",
                                        "PyTorch 24.09 / NVIDIA H200-SXM5-141GB"}));
    // A family is one system design: the framework (and its version) does not split it.
    options.groupBy = GroupBy::Family;
    const auto families = analyze(dataset, options);
    EXPECT_EQ(groupsOf(families),
              (std::vector<std::string>{"Dell Test system / NVIDIA H100-SXM5-80GB",
                                        "Lambda Test system / NVIDIA H200-SXM5-141GB"}));
    EXPECT_EQ(families[0].points.size(), 3u);
    auto twoDesigns = dataset;
    twoDesigns.rounds[0].systems[2].system = "XE8640x4H100-SXM-80GB";
    EXPECT_EQ(analyze(twoDesigns, options).size(), 3u);
    options.groupBy = GroupBy::All;
    const auto all = analyze(dataset, options);
    ASSERT_EQ(all.size(), 1u);
    EXPECT_EQ(all[0].points.size(), 4u);
    EXPECT_EQ(all[0].reference.systemId, "d"); // fewest N = 8, fastest of 40 and 30
    ASSERT_EQ(all[0].warnings.size(), 1u);     // and it says it mixes accelerators
    EXPECT_NE(all[0].warnings[0].find("mixes accelerator models"), std::string::npos);
}

TEST(analysisSeries, FrameworkNamesLoseCommitHashes)
{
    EXPECT_EQ(normalizedFramework("tinygrad, commit b5546912e24e0a864b35924da4efa5d71cfe368b"),
              "tinygrad");
    EXPECT_EQ(normalizedFramework("PyTorch  NVIDIA Release 24.09"), "PyTorch NVIDIA Release 24.09");
    EXPECT_EQ(normalizedFramework("jax 0a1b2c3d4e"), "jax");
    EXPECT_EQ(normalizedFramework("NGC Pytorch 24.09, NGC Hugectr 24.06"),
              "NGC Pytorch 24.09, NGC Hugectr 24.06"); // versions stay
}

TEST(analysisSeries, AcrossRoundsJoinsOneFamilyOverRounds)
{
    Dataset dataset;
    dataset.rounds.push_back(testing::roundOf(
        {spec("x8", 8, 50, "NVIDIA H100-SXM5-80GB", "NVIDIA", "PyTorch NVIDIA Release 24.04")},
        "training_results_v4.0"));
    dataset.rounds.push_back(testing::roundOf(
        {spec("x8", 8, 40, "NVIDIA H100-SXM5-80GB", "NVIDIA", "PyTorch NVIDIA Release 24.09"),
         spec("x64", 64, 9, "NVIDIA H100-SXM5-80GB", "NVIDIA", "PyTorch NVIDIA Release 24.09")},
        "training_results_v4.1"));
    EXPECT_EQ(frameworkFamily("PyTorch NVIDIA Release 24.09"), "PyTorch NVIDIA Release");
    SeriesOptions options;
    options.groupBy = GroupBy::Family; // one series per round
    EXPECT_EQ(analyze(dataset, options).size(), 2u);
    options.groupBy = GroupBy::AcrossRounds;
    auto across = analyze(dataset, options);
    ASSERT_EQ(across.size(), 1u);
    EXPECT_EQ(across[0].rounds.size(), 2u);
    EXPECT_EQ(across[0].points.size(), 3u);
    EXPECT_EQ(across[0].reference.round, "training_results_v4.1"); // N = 8, fastest (40)
    options.reference.rule = ReferenceRule::StudyRule;
    EXPECT_EQ(analyze(dataset, options)[0].reference.round, "training_results_v4.0"); // slowest
    // The same system id in two rounds: the round picks the reference.
    options.reference.systemId = "x8";
    options.reference.round = "training_results_v4.1";
    across = analyze(dataset, options);
    EXPECT_EQ(across[0].reference.round, "training_results_v4.1");
    EXPECT_DOUBLE_EQ(across[0].reference.minutes, 40.0);
}

TEST(analysisSeries, Filters)
{
    auto open = spec("open", 8, 10, "NVIDIA H100-SXM5-80GB");
    open.division = "open";
    auto preview = spec("preview", 32, 12, "NVIDIA H100-SXM5-80GB", "Lambda");
    preview.availability = "Preview";
    const auto dataset = datasetOf(
        {spec("a", 8, 40, "NVIDIA H100-SXM5-80GB"), spec("b", 16, 22, "NVIDIA H100 80GB HBM3"),
         spec("nvl", 16, 30, "H100 NVL Tensor Core GPU (PCIe)"), open, preview});
    auto count = [&](const SeriesOptions& options) {
        std::size_t points = 0;
        for (const auto& series : analyze(dataset, options))
            points += series.points.size();
        return points;
    };
    SeriesOptions options;
    EXPECT_EQ(count(options), 4u); // closed by default
    options.filter.division = "";
    EXPECT_EQ(count(options), 5u);
    options.filter.division = "closed";
    options.filter.availability = "available";
    EXPECT_EQ(count(options), 3u);
    options.filter.availability = "";
    options.filter.accelerator = "NVIDIA H100 80GB HBM3"; // a known alias: exactly that model
    EXPECT_EQ(count(options), 3u);
    options.filter.accelerator = "h100"; // free text: substring of canonical or original
    EXPECT_EQ(count(options), 4u);
    options.filter.accelerator = "";
    options.filter.submitter = "lamb";
    EXPECT_EQ(count(options), 1u);
    options.filter.submitter = "";
    options.filter.minN = 16;
    options.filter.maxN = 16;
    EXPECT_EQ(count(options), 2u);
    options.filter = {};
    options.filter.benchmark = "ssd";
    EXPECT_EQ(count(options), 0u);
}

TEST(analysisSeries, RawModeAndRunSpread)
{
    auto point = spec("a", 8, 44.0, "NVIDIA H100-SXM5-80GB");
    point.rawMinutes = 40.0;
    point.scalingFactor = 1.1;
    point.runs = {{"result_0.txt", 38.0, RunStatus::DroppedFastest, "", std::nullopt},
                  {"result_1.txt", 39.0, RunStatus::Counted, "", std::nullopt},
                  {"result_2.txt", 40.0, RunStatus::Counted, "", std::nullopt},
                  {"result_3.txt", 41.0, RunStatus::Counted, "", std::nullopt},
                  {"result_4.txt", 45.0, RunStatus::DroppedSlowest, "", std::nullopt},
                  {"result_5.txt", std::nullopt, RunStatus::Rejected, "no run_stop", std::nullopt}};
    auto other = spec("b", 16, 24.2, "NVIDIA H100-SXM5-80GB");
    other.rawMinutes = 22.0;
    other.scalingFactor = 1.1;
    const auto dataset = datasetOf({point, other});

    SeriesOptions options;
    auto series = analyze(dataset, options).at(0);
    EXPECT_DOUBLE_EQ(series.points[0].minutes, 44.0);
    EXPECT_NEAR(*series.points[0].runMinMinutes, 39.0 * 1.1, 1e-12); // counted runs only, scaled
    EXPECT_NEAR(*series.points[0].runMaxMinutes, 41.0 * 1.1, 1e-12);
    EXPECT_EQ(series.points[0].runs.size(), 6u);
    EXPECT_FALSE(series.points[0].runs[5].minutes);
    EXPECT_FALSE(series.points[1].runMinMinutes);
    EXPECT_NEAR(series.points[1].speedup, 44.0 / 24.2, 1e-12);

    options.raw = true;
    series = analyze(dataset, options).at(0);
    EXPECT_DOUBLE_EQ(series.points[0].minutes, 40.0);
    EXPECT_DOUBLE_EQ(*series.points[0].runMinMinutes, 39.0);
    EXPECT_DOUBLE_EQ(*series.points[0].runMaxMinutes, 41.0);
    EXPECT_NEAR(series.points[1].speedup, 40.0 / 22.0, 1e-12);
    EXPECT_EQ(series.points[0].countedRunMinutes(), (std::vector<double>{39.0, 40.0, 41.0}));
}

TEST(analysisSeries, UnscoredEntriesAreNotPoints)
{
    const auto dataset = datasetOf({{"a", 8, 40.0}, {"unscored", 16, std::nullopt}});
    const auto all = analyze(dataset, {});
    ASSERT_EQ(all.size(), 1u);
    EXPECT_EQ(all[0].points.size(), 1u);
    EXPECT_EQ(benchmarksIn(dataset), (std::vector<std::string>{"bert"}));
    EXPECT_EQ(acceleratorsIn(dataset), (std::vector<std::string>{"NVIDIA H100-SXM5-80GB"}));
}

} // namespace
} // namespace scalescope::analysis
