// docs/analysis.md §6: two points, their figures and the readout sentence.
#include "core/analysis/compare.h"
#include "core/analysis/series.h"
#include "tests/support/analysis_fixtures.h"

#include <gtest/gtest.h>

namespace scalescope::analysis {
namespace {

Series seriesOf(const std::vector<testing::PointSpec>& specs, std::optional<double> price = 2.5)
{
    SeriesOptions options;
    options.price = price;
    return analyze(testing::datasetOf(specs), options).at(0);
}

TEST(analysisCompare, DocSentence)
{
    // A: 8 GPUs, 31 min; B: 64 GPUs, 10 min -> 3.1x faster, 8x the GPUs, 640 / 248 = 2.58x GPU-h.
    testing::PointSpec a{"a", 8, 31.0};
    testing::PointSpec b{"b", 64, 10.0};
    a.energyJoules = 4e7;
    b.energyJoules = 6e7;
    const auto series = seriesOf({a, b});
    const auto comparison = compare(series.points[0], series.points[1]);
    ASSERT_TRUE(comparison.ok);
    EXPECT_DOUBLE_EQ(comparison.timeRatio, 3.1);
    EXPECT_DOUBLE_EQ(comparison.speedupOfB, 3.1);
    EXPECT_DOUBLE_EQ(comparison.gpuRatio, 8.0);
    EXPECT_NEAR(comparison.gpuHoursA, 248.0 / 60, 1e-12);
    EXPECT_NEAR(comparison.gpuHoursB, 640.0 / 60, 1e-12);
    EXPECT_NEAR(comparison.gpuHoursRatio, 640.0 / 248.0, 1e-12);
    EXPECT_NEAR(*comparison.costA, 248.0 / 60 * 2.5, 1e-12);
    EXPECT_NEAR(*comparison.costRatio, 640.0 / 248.0, 1e-12);
    // No price, no cost: none is invented.
    const auto unpriced = seriesOf({a, b}, std::nullopt);
    const auto withoutPrice = compare(unpriced.points[0], unpriced.points[1]);
    EXPECT_FALSE(withoutPrice.costA);
    EXPECT_FALSE(withoutPrice.costRatio);
    EXPECT_NEAR(withoutPrice.gpuHoursRatio, 640.0 / 248.0, 1e-12);
    EXPECT_DOUBLE_EQ(comparison.efficiencyA, 1.0);
    EXPECT_NEAR(comparison.efficiencyB, 248.0 / 640.0, 1e-12);
    EXPECT_DOUBLE_EQ(*comparison.energyRatio, 1.5);
    EXPECT_EQ(comparison.sentence, "B is 3.1x faster using 8x the GPUs: 2.6x the GPU-hours");
}

TEST(analysisCompare, SlowerSameGpusAndNamedSides)
{
    const auto series = seriesOf({{"a", 8, 32.0}, {"b", 64, 10.0}, {"c", 8, 20.0}});
    const auto& a = series.points[0]; // 8 GPUs, 20 min (sorted by N then T)
    const auto& b = series.points[1]; // 8 GPUs, 32 min
    const auto& c = series.points[2]; // 64 GPUs, 10 min
    EXPECT_EQ(compare(c, a).sentence, "B is 2x slower using 0.125x the GPUs: 0.25x the GPU-hours");
    EXPECT_FALSE(compare(c, a).energyRatio);
    EXPECT_EQ(compare(b, a, "32 min", "20 min").sentence,
              "20 min is 1.6x faster using the same number of GPUs: 0.625x the GPU-hours");
    EXPECT_EQ(compare(a, a).sentence,
              "B is as fast as A using the same number of GPUs: 1x the GPU-hours");
}

TEST(analysisCompare, DifferentBenchmarksAreNotCompared)
{
    testing::PointSpec other{"x", 8, 20.0};
    other.benchmark = "ssd";
    const auto all = analyze(testing::datasetOf({{"a", 8, 31.0}, other}), {});
    ASSERT_EQ(all.size(), 2u);
    const auto comparison = compare(all[0].points[0], all[1].points[0]);
    EXPECT_FALSE(comparison.ok);
    EXPECT_EQ(comparison.reason, "different benchmarks (bert, ssd)");
}

TEST(analysisCompare, RatioWording)
{
    EXPECT_EQ(formatRatio(3.14159), "3.1");
    EXPECT_EQ(formatRatio(12.4), "12");
    EXPECT_EQ(formatRatio(1.04), "1.04");
    EXPECT_EQ(formatRatio(0.5556), "0.556");
}

} // namespace
} // namespace scalescope::analysis
