// Names that join what is the same and keep apart what is not (issue 25 item 3): words,
// not substrings, select an accelerator; spellings that differ only in case or spacing
// are one model; a system family over rounds is submitter, accelerator and system design,
// whatever its framework string.
#include "core/analysis/accelerator_match.h"
#include "core/analysis/series.h"
#include "tests/support/analysis_fixtures.h"

#include <gtest/gtest.h>

namespace scalescope::analysis {
namespace {

using testing::datasetOf;
using testing::PointSpec;
using testing::roundOf;

PointSpec entry(std::string id, std::int64_t n, double minutes, std::string accelerator,
                std::string framework = "PyTorch 24.09")
{
    PointSpec spec{std::move(id), n, minutes};
    spec.accelerator = std::move(accelerator);
    spec.framework = std::move(framework);
    return spec;
}

// v5.1 spells them so: B200 systems and GB200 systems.
const std::vector<std::string> kBlackwell = {"NVIDIA B200-SXM-180GB", "NVIDIA GB200"};

TEST(analysis_AcceleratorNames, WordsOfTheQueryNotSubstrings)
{
    EXPECT_EQ(nameWords("NVIDIA H100-SXM5-80GB"),
              (std::vector<std::string>{"nvidia", "h100", "sxm5", "80gb"}));
    EXPECT_TRUE(queryWordsMatch("B200", "NVIDIA B200-SXM-180GB"));
    EXPECT_FALSE(queryWordsMatch("B200", "NVIDIA GB200"));
    EXPECT_TRUE(queryWordsMatch("gb200", "NVIDIA GB200"));
    EXPECT_TRUE(queryWordsMatch("MI300", "AMD Instinct MI300X")); // a variant suffix of letters
    EXPECT_FALSE(queryWordsMatch("MI30", "AMD Instinct MI300X")); // not a model of its own
    EXPECT_FALSE(queryWordsMatch("H200", "NVIDIA GH200"));
    EXPECT_TRUE(queryWordsMatch("h100 80gb", "NVIDIA H100-SXM5-80GB"));
    EXPECT_FALSE(queryWordsMatch("", "NVIDIA GB200"));

    const auto b200 = matchAccelerator("B200", kBlackwell);
    ASSERT_EQ(b200.kind, AcceleratorMatch::Kind::Unique);
    EXPECT_EQ(b200.name, "NVIDIA B200-SXM-180GB");
    const auto gb200 = matchAccelerator("GB200", kBlackwell);
    ASSERT_EQ(gb200.kind, AcceleratorMatch::Kind::Unique);
    EXPECT_EQ(gb200.name, "NVIDIA GB200");
    const auto both = matchAccelerator("NVIDIA", kBlackwell);
    ASSERT_EQ(both.kind, AcceleratorMatch::Kind::Ambiguous);
    EXPECT_EQ(describeMismatch("NVIDIA", both, kBlackwell),
              "accelerator 'NVIDIA' is ambiguous: it matches NVIDIA B200-SXM-180GB, NVIDIA GB200; "
              "name one of them");
}

TEST(analysis_AcceleratorNames, TheFilterKeepsB200AndGB200Apart)
{
    const auto dataset =
        datasetOf({entry("b8", 8, 20, "NVIDIA B200-SXM-180GB"), entry("g8", 8, 18, "NVIDIA GB200"),
                   entry("g72", 72, 3, "NVIDIA GB200")});
    SeriesOptions options;
    options.groupBy = GroupBy::Accelerator;
    options.filter.accelerator = "B200";
    const auto b200 = analyze(dataset, options);
    ASSERT_EQ(b200.size(), 1u);
    EXPECT_EQ(b200[0].group, "NVIDIA B200-SXM-180GB");
    EXPECT_EQ(b200[0].points.size(), 1u);
    options.filter.accelerator = "GB200";
    const auto gb200 = analyze(dataset, options);
    ASSERT_EQ(gb200.size(), 1u);
    EXPECT_EQ(gb200[0].points.size(), 2u);
}

TEST(analysis_AcceleratorNames, SpellingsThatDifferInCaseOrSpacingAreOneModel)
{
    // Not in the catalog: as two submitters (or two rounds) spelled it.
    const auto dataset = datasetOf({entry("a8", 8, 40, "AMD Instinct MI325X 256GB HBM3e"),
                                    entry("a16", 16, 22, "AMD Instinct MI325X 256GB HBM3E"),
                                    entry("a32", 32, 13, "AMD  Instinct MI325X-256GB HBM3E")});
    EXPECT_EQ(acceleratorsIn(dataset),
              (std::vector<std::string>{"AMD  Instinct MI325X-256GB HBM3E"}));
    SeriesOptions options;
    options.groupBy = GroupBy::Accelerator;
    const auto all = analyze(dataset, options);
    ASSERT_EQ(all.size(), 1u);
    EXPECT_EQ(all[0].points.size(), 3u);
    EXPECT_EQ(all[0].group, "AMD  Instinct MI325X-256GB HBM3E"); // the spelling that sorts first
    options.filter.accelerator = "mi325x 256gb hbm3e";
    EXPECT_EQ(analyze(dataset, options).size(), 1u);
}

TEST(analysis_AcceleratorNames, AFamilyOverRoundsIsNotSplitByItsFrameworkString)
{
    Dataset dataset;
    dataset.rounds.push_back(roundOf(
        {entry("x8", 8, 50, "NVIDIA H100-SXM5-80GB", "NGC Pytorch NGC Pytorch NGC HugeCTR")},
        "training_results_v4.0"));
    dataset.rounds.push_back(
        roundOf({entry("x16", 16, 30, "NVIDIA H100-SXM5-80GB", "NGC Hugectr 24.04"),
                 entry("x64", 64, 9, "NVIDIA H100-SXM5-80GB", "HugeCTR")},
                "training_results_v4.1"));
    SeriesOptions options;
    options.groupBy = GroupBy::AcrossRounds;
    const auto across = analyze(dataset, options);
    ASSERT_EQ(across.size(), 1u);
    EXPECT_EQ(across[0].points.size(), 3u);
    EXPECT_EQ(across[0].group, "Org Test system / NVIDIA H100-SXM5-80GB"); // one line, no framework
    EXPECT_EQ(normalizedFramework("NGC Pytorch NGC Pytorch NGC HugeCTR"),
              "NGC Pytorch NGC HugeCTR");
    // By framework, case does not split one framework.
    options.groupBy = GroupBy::Framework;
    const auto frameworks =
        analyze(datasetOf({entry("h8", 8, 40, "NVIDIA H100-SXM5-80GB", "HugeCTR"),
                           entry("h16", 16, 22, "NVIDIA H100-SXM5-80GB", "Hugectr")}),
                options);
    EXPECT_EQ(frameworks.size(), 1u);
}

} // namespace
} // namespace scalescope::analysis

namespace scalescope::analysis {
namespace {

TEST(analysis_BenchmarkAcrossRounds, OneModelJoinsItsFolderNamesAndAnotherModelStaysApart)
{
    const auto roundWith = [](std::vector<PointSpec> specs, const char* name, const char* ruleset) {
        Round round = roundOf(specs, name);
        round.ruleset = ruleset;
        return round;
    };
    const auto ssd = [](std::string id, std::int64_t n, double minutes, std::string folder) {
        PointSpec spec{std::move(id), n, minutes};
        spec.accelerator = "NVIDIA H100-SXM5-80GB";
        spec.benchmark = std::move(folder);
        return spec;
    };
    Dataset dataset;
    dataset.rounds.push_back(
        roundWith({ssd("old8", 8, 30, "ssd")}, "training_results_v1.1", "1.1.0")); // SSD-ResNet34
    dataset.rounds.push_back(roundWith({ssd("x8", 8, 20, "ssd"), ssd("x16", 16, 11, "ssd")},
                                       "training_results_v4.1", "4.1.0"));
    dataset.rounds.push_back(
        roundWith({ssd("x32", 32, 6, "retinanet")}, "training_results_v5.1", "5.1.0"));
    SeriesOptions options;
    options.groupBy = GroupBy::AcrossRounds;
    for (const char* folder : {"ssd", "retinanet"}) {
        options.filter.benchmark = folder;
        const auto series = analyze(dataset, options);
        ASSERT_EQ(series.size(), 1u) << folder;
        EXPECT_EQ(series[0].benchmark, "retinanet"); // the folder of its newest round
        EXPECT_EQ(series[0].points.size(), 3u)
            << folder; // v4.1 ssd and v5.1 retinanet, not v1.1's ssd
        EXPECT_EQ(series[0].rounds,
                  (std::vector<std::string>{"training_results_v4.1", "training_results_v5.1"}));
    }
    // Grouped within rounds too, ssd means what it means in the newest round that has it:
    // v4.1's ssd and v5.1's retinanet, each in its own round's series.
    options.groupBy = GroupBy::Accelerator;
    options.filter.benchmark = "ssd";
    std::vector<std::string> rounds;
    for (const auto& series : analyze(dataset, options)) {
        EXPECT_EQ(series.benchmark, "retinanet");
        rounds.insert(rounds.end(), series.rounds.begin(), series.rounds.end());
    }
    EXPECT_EQ(rounds, (std::vector<std::string>{"training_results_v4.1", "training_results_v5.1"}));
    // v1.1's SSD-ResNet34 is its own benchmark, named by its model.
    EXPECT_EQ(benchmarksIn(dataset), (std::vector<std::string>{"SSD-ResNet34", "retinanet"}));
    options.filter.benchmark = "SSD-ResNet34";
    const auto old = analyze(dataset, options);
    ASSERT_EQ(old.size(), 1u);
    EXPECT_EQ(old[0].benchmark, "SSD-ResNet34");
    EXPECT_EQ(old[0].points.front().systemId, "old8");
    EXPECT_EQ(old[0].points.front().benchmark, "ssd"); // each point keeps its folder
}

} // namespace
} // namespace scalescope::analysis
