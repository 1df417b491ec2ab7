// On the real v5.1 round (read from its archive in ../shared): B200 and GB200 systems stay
// apart, whatever part of their names a person types.
#include "core/analysis/accelerator_match.h"
#include "core/analysis/series.h"
#include "core/importer/importer.h"
#include "tests/support/test_data.h"

#include <algorithm>
#include <filesystem>
#include <gtest/gtest.h>

namespace scalescope::analysis {
namespace {

TEST(analysisV51Names, B200AndGB200StayApart)
{
    const std::filesystem::path archive =
        std::filesystem::path(SCALESCOPE_EXPECTED_DIR).parent_path() /
        "training_results_v5.1.tar.xz";
    SCALESCOPE_SKIP_IF_MISSING(std::filesystem::exists(archive)
                                   ? std::nullopt
                                   : std::optional<std::string>("needs " + archive.string() + ": " +
                                                                fixtures::howToGetTestData()));
    const auto imported = importArchive(archive);
    ASSERT_TRUE(imported.ok()) << imported.error;
    const auto present = acceleratorsIn(imported.dataset);
    ASSERT_NE(std::find(present.begin(), present.end(), "NVIDIA B200-SXM-180GB"), present.end());
    ASSERT_NE(std::find(present.begin(), present.end(), "NVIDIA Blackwell GPU (GB200)"),
              present.end());

    const auto b200 = matchAccelerator("B200", present);
    ASSERT_EQ(b200.kind, AcceleratorMatch::Kind::Unique) << describeMismatch("B200", b200, present);
    EXPECT_EQ(b200.name, "NVIDIA B200-SXM-180GB");
    const auto gb200 = matchAccelerator("gb200", present);
    ASSERT_EQ(gb200.kind, AcceleratorMatch::Kind::Unique)
        << describeMismatch("gb200", gb200, present);
    EXPECT_EQ(gb200.name, "NVIDIA Blackwell GPU (GB200)");

    // Filtered by "B200", no series holds a GB200 entry, and the other way round.
    SeriesOptions options;
    options.groupBy = GroupBy::Accelerator;
    options.filter.benchmark = "llama2_70b_lora";
    for (const auto& [query, expected] : {std::pair{"B200", "NVIDIA B200-SXM-180GB"},
                                          std::pair{"GB200", "NVIDIA Blackwell GPU (GB200)"}}) {
        options.filter.accelerator = query;
        const auto series = analyze(imported.dataset, options);
        ASSERT_EQ(series.size(), 1u) << query;
        EXPECT_EQ(series[0].group, expected);
        EXPECT_GT(series[0].points.size(), 3u) << query;
        for (const auto& point : series[0].points)
            EXPECT_EQ(point.accelerator, expected) << query << " " << point.systemId;
    }
}

} // namespace
} // namespace scalescope::analysis
