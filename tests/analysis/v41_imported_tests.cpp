// The analysis on the imported v4.1 round (core/importer) agrees with the analysis of the
// official summary CSV, and each point's counted runs average to its official score.
#include "core/analysis/series.h"
#include "core/importer/importer.h"
#include "tests/analysis/official_csv.h"
#include "tests/support/test_data.h"

#include <gtest/gtest.h>
#include <map>
#include <numeric>

namespace scalescope::analysis {
namespace {

TEST(analysisV41Imported, SameSeriesAsTheOfficialScoresAndRunsAverageToTheScore)
{
    SCALESCOPE_NEEDS_V41_ROUND();
    SCALESCOPE_NEEDS_OFFICIAL_OUTPUT();
    const auto imported = importPaths({SCALESCOPE_V41_ROOT});
    ASSERT_TRUE(imported.ok()) << imported.error;
    const auto official = testing::datasetFromOfficialCsv(SCALESCOPE_EXPECTED_DIR);
    for (const char* benchmark : {"bert", "llama2_70b_lora", "ssd", "stable_diffusion"}) {
        SeriesOptions options;
        options.filter.benchmark = benchmark;
        options.filter.accelerator = "NVIDIA H100-SXM5-80GB";
        const auto fromImport = analyze(imported.dataset, options);
        const auto fromCsv = analyze(official, options);
        ASSERT_EQ(fromImport.size(), 1u) << benchmark;
        ASSERT_EQ(fromCsv.size(), 1u) << benchmark;
        EXPECT_EQ(fromImport[0].reference.systemId, fromCsv[0].reference.systemId) << benchmark;
        std::map<std::string, double> speedupById;
        for (const auto& point : fromCsv[0].points)
            speedupById[point.systemId] = point.speedup;
        ASSERT_EQ(fromImport[0].points.size(), fromCsv[0].points.size()) << benchmark;
        for (const auto& point : fromImport[0].points) {
            SCOPED_TRACE(std::string(benchmark) + " " + point.systemId);
            ASSERT_TRUE(speedupById.count(point.systemId));
            EXPECT_NEAR(point.speedup, speedupById[point.systemId], 1e-12 * point.speedup);
            const auto counted = point.countedRunMinutes();
            ASSERT_FALSE(counted.empty());
            const double mean =
                std::accumulate(counted.begin(), counted.end(), 0.0) / counted.size();
            EXPECT_NEAR(mean, point.minutes, 1e-9 * point.minutes);
            EXPECT_LE(*point.runMinMinutes, point.minutes);
            EXPECT_GE(*point.runMaxMinutes, point.minutes);
        }
    }
}

} // namespace
} // namespace scalescope::analysis
