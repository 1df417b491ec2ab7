// The figures at the break-even marker (core/analysis/marker_figures.h) on the worked
// example of docs/analysis.md §7: T = 40, 22, 13, 9 minutes at N = 8, 16, 32, 64.
#include "core/analysis/marker_figures.h"
#include "tests/support/analysis_fixtures.h"

#include <cmath>
#include <gtest/gtest.h>

namespace scalescope::analysis {
namespace {

using testing::onlySeries;
using testing::workedExample;

TEST(markerFigures, AtAMeasuredNTheMeasuredFigures)
{
    const auto series = onlySeries(workedExample());
    const auto figures = figuresAt(series, 16, nullptr);
    ASSERT_TRUE(figures);
    EXPECT_EQ(figures->source, FiguresAt::Source::Measured);
    EXPECT_DOUBLE_EQ(figures->minutes, 22.0);
    EXPECT_DOUBLE_EQ(figures->speedup, 40.0 / 22.0);
    EXPECT_DOUBLE_EQ(figures->efficiency, 40.0 / 44.0); // 40 * 8 / (22 * 16)
    EXPECT_DOUBLE_EQ(figures->gpuHours, 16 * 22 / 60.0);
}

TEST(markerFigures, BetweenMeasuredNEfficiencyIsLinearInLog2N)
{
    const auto series = onlySeries(workedExample());
    // Halfway between 32 and 64 in log2 N: N = 32 sqrt 2, E = (10/13 + 5/9) / 2 = 155/234,
    // S = E N / 8 = 155/234 * 4 sqrt 2, T = 40 / S = 234 sqrt 2 / 31.
    const double n = 32 * std::sqrt(2.0);
    const auto figures = figuresAt(series, n, nullptr);
    ASSERT_TRUE(figures);
    EXPECT_EQ(figures->source, FiguresAt::Source::Interpolated);
    EXPECT_DOUBLE_EQ(figures->lowerN, 32.0);
    EXPECT_DOUBLE_EQ(figures->upperN, 64.0);
    EXPECT_NEAR(figures->efficiency, 155.0 / 234.0, 1e-12);
    EXPECT_NEAR(figures->speedup, 155.0 / 234.0 * 4 * std::sqrt(2.0), 1e-12);
    EXPECT_NEAR(figures->minutes, 234 * std::sqrt(2.0) / 31, 1e-12);
    EXPECT_NEAR(figures->minutes, 10.675, 5e-4);
    EXPECT_NEAR(figures->gpuHours, n * (234 * std::sqrt(2.0) / 31) / 60, 1e-12); // 8.051
}

TEST(markerFigures, BeyondTheMeasurementsOnlyAFitSaysAnything)
{
    const auto series = onlySeries(workedExample());
    EXPECT_FALSE(figuresAt(series, 128, nullptr));
    // T = 320 / N: 2.5 minutes at N = 128, S = 40 / 2.5 = 16, E = 16 / (128 / 8) = 1.
    Fit fit;
    fit.kind = FitKind::PowerLaw;
    fit.fitted = true;
    fit.coefficient = 320;
    fit.alpha = 1;
    const auto figures = figuresAt(series, 128, &fit);
    ASSERT_TRUE(figures);
    EXPECT_EQ(figures->source, FiguresAt::Source::Extrapolated);
    EXPECT_DOUBLE_EQ(figures->minutes, 2.5);
    EXPECT_DOUBLE_EQ(figures->speedup, 16.0);
    EXPECT_DOUBLE_EQ(figures->efficiency, 1.0);
    EXPECT_DOUBLE_EQ(figures->gpuHours, 128 * 2.5 / 60);
    // Within the measurements the fit is not used: measured and interpolated figures stay.
    EXPECT_DOUBLE_EQ(figuresAt(series, 64, &fit)->minutes, 9.0);
}

TEST(markerFigures, NoneBelowTheSmallestNOrAtNoN)
{
    const auto series = onlySeries(workedExample());
    EXPECT_FALSE(figuresAt(series, 4, nullptr));
    EXPECT_FALSE(figuresAt(series, 0, nullptr));
    EXPECT_FALSE(figuresAt(series, -8, nullptr));
    EXPECT_FALSE(figuresAt(Series{}, 16, nullptr));
}

} // namespace
} // namespace scalescope::analysis
