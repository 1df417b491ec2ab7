// docs/analysis.md §2-§3 on hand-computed cases; the worked example of §7 first.
#include "core/analysis/figures.h"
#include "core/analysis/series.h"
#include "tests/support/analysis_fixtures.h"

#include <cmath>
#include <gtest/gtest.h>

namespace scalescope::analysis {
namespace {

using testing::datasetOf;
using testing::onlySeries;
using testing::workedExample;

const Point& pointAt(const Series& series, std::int64_t n)
{
    for (const auto& point : series.points)
        if (point.n == n && point.onFrontier)
            return point;
    throw std::runtime_error("no frontier point at N = " + std::to_string(n));
}

TEST(analysisFormulas, EachFormulaOnItsOwn)
{
    EXPECT_DOUBLE_EQ(speedupOf(40, 10), 4.0);
    EXPECT_DOUBLE_EQ(efficiencyOf(40, 8, 10, 64), 0.5); // 320 / 640
    EXPECT_DOUBLE_EQ(gpuHoursOf(16, 30), 8.0);
    EXPECT_DOUBLE_EQ(kwhOf(7.2e6), 2.0);
    EXPECT_DOUBLE_EQ(*localExponentOf(8, 40, 16, 20), 1.0); // halved time on doubled GPUs
    EXPECT_DOUBLE_EQ(*localExponentOf(8, 40, 32, 40), 0.0); // no gain
    EXPECT_LT(*localExponentOf(8, 40, 16, 50), 0.0);        // slower
    EXPECT_FALSE(localExponentOf(8, 40, 8, 30));            // N did not grow
    EXPECT_DOUBLE_EQ(*karpFlattOf(2.0, 2.0), 0.0);          // linear: no serial part
    EXPECT_DOUBLE_EQ(*karpFlattOf(1.0, 4.0), 1.0);          // no gain: all serial
    EXPECT_FALSE(karpFlattOf(1.0, 1.0));                    // p = 1
    EXPECT_FALSE(karpFlattOf(0.5, 0.5));                    // p < 1
}

TEST(analysisWorkedExample, SpeedupScaleEfficiency)
{
    const auto series = onlySeries(workedExample());
    EXPECT_EQ(series.reference.systemId, "s8");
    EXPECT_EQ(series.reference.n, 8);
    EXPECT_DOUBLE_EQ(series.reference.minutes, 40.0);
    const double speedups[] = {1.0, 40.0 / 22.0, 40.0 / 13.0, 40.0 / 9.0};
    const double scales[] = {1, 2, 4, 8};
    const double efficiencies[] = {1.0, 0.9090909090909091, 0.7692307692307693, 0.5555555555555556};
    const std::int64_t ns[] = {8, 16, 32, 64};
    for (int i = 0; i < 4; ++i) {
        const auto& point = pointAt(series, ns[i]);
        EXPECT_NEAR(point.speedup, speedups[i], 1e-12) << ns[i];
        EXPECT_DOUBLE_EQ(point.scaleFactor, scales[i]);
        EXPECT_NEAR(point.efficiency, efficiencies[i], 1e-12) << ns[i];
    }
    // The doc's rounded figures.
    EXPECT_NEAR(pointAt(series, 16).speedup, 1.8182, 5e-5);
    EXPECT_NEAR(pointAt(series, 32).speedup, 3.0769, 5e-5);
    EXPECT_NEAR(pointAt(series, 64).speedup, 4.4444, 5e-5);
}

TEST(analysisWorkedExample, LocalScalingExponents)
{
    const auto series = onlySeries(workedExample());
    EXPECT_FALSE(pointAt(series, 8).localExponent);
    EXPECT_FALSE(pointAt(series, 8).localExponentReason.empty());
    EXPECT_NEAR(*pointAt(series, 16).localExponent, 0.8625, 5e-5);
    EXPECT_NEAR(*pointAt(series, 32).localExponent, 0.7590, 5e-5);
    EXPECT_NEAR(*pointAt(series, 64).localExponent, 0.5305, 5e-5);
}

TEST(analysisWorkedExample, GpuHoursAndCost)
{
    SeriesOptions options;
    options.price = 2.5;
    const auto series = onlySeries(workedExample(), options);
    // N * T / 60: 320/60, 352/60, 416/60, 576/60.
    EXPECT_NEAR(pointAt(series, 8).gpuHours, 5.333, 5e-4);
    EXPECT_NEAR(pointAt(series, 16).gpuHours, 5.867, 5e-4);
    EXPECT_NEAR(pointAt(series, 32).gpuHours, 6.933, 5e-4);
    EXPECT_DOUBLE_EQ(pointAt(series, 64).gpuHours, 9.6);
    EXPECT_DOUBLE_EQ(*pointAt(series, 64).cost, 24.0);
    EXPECT_NEAR(*pointAt(series, 8).cost, 320.0 / 60.0 * 2.5, 1e-12);
    // A price per model wins over the one for every model; without either, no cost.
    options.prices["NVIDIA H100-SXM5-80GB"] = 4.0;
    EXPECT_DOUBLE_EQ(*pointAt(onlySeries(workedExample(), options), 64).cost, 9.6 * 4.0);
    options.prices.clear();
    options.price.reset();
    const auto unpriced = onlySeries(workedExample(), options);
    EXPECT_FALSE(pointAt(unpriced, 64).cost);
    EXPECT_FALSE(unpriced.price);
    EXPECT_EQ(unpriced.priceReason, "no price set for NVIDIA H100-SXM5-80GB");
}

TEST(analysisWorkedExample, KarpFlatt)
{
    const auto series = onlySeries(workedExample());
    // 1/S = T/T_ref: (0.55 - 0.5) / 0.5, (0.325 - 0.25) / 0.75, (0.225 - 0.125) / 0.875.
    EXPECT_FALSE(pointAt(series, 8).karpFlatt);
    EXPECT_NEAR(*pointAt(series, 16).karpFlatt, 0.1, 1e-12);
    EXPECT_NEAR(*pointAt(series, 32).karpFlatt, 0.1, 1e-12);
    EXPECT_NEAR(*pointAt(series, 64).karpFlatt, 0.1 / 0.875, 1e-12);
}

TEST(analysisReference, FastestAtFewestByDefaultStudyRuleOnRequest)
{
    // Two points at N = 8 (38 and 40): the default reference is the faster, the first
    // frontier point, so the frontier starts at E = 1.
    const auto dataset = datasetOf({{"fast8", 8, 38.0}, {"slow8", 8, 40.0}, {"s16", 16, 22.0}});
    auto series = onlySeries(dataset);
    EXPECT_EQ(series.reference.systemId, "fast8");
    EXPECT_EQ(series.reference.chosenBy, "fastest entry at the fewest GPUs");
    EXPECT_EQ(series.reference.chosenByMessage.id, "reference.rule.fastest");
    EXPECT_DOUBLE_EQ(pointAt(series, 8).efficiency, 1.0);
    EXPECT_NEAR(pointAt(series, 16).efficiency, 38.0 * 8 / (22.0 * 16), 1e-12); // 0.8636

    // Study rule: fewest GPUs, slowest among ties (40); the faster 8-GPU point has E > 1.
    SeriesOptions options;
    options.reference.rule = ReferenceRule::StudyRule;
    series = onlySeries(dataset, options);
    EXPECT_EQ(series.reference.systemId, "slow8");
    EXPECT_EQ(series.reference.chosenBy, "study rule: fewest GPUs, slowest among ties");
    EXPECT_EQ(englishText(series.reference.chosenByMessage), series.reference.chosenBy);
    EXPECT_EQ(series.points.size(), 3u);
    const auto& fast = pointAt(series, 8);
    EXPECT_EQ(fast.systemId, "fast8");
    EXPECT_NEAR(fast.speedup, 40.0 / 38.0, 1e-12);
    EXPECT_NEAR(fast.efficiency, 40.0 / 38.0, 1e-12); // above 1 at the reference's N
    for (const auto& point : series.points)
        if (point.systemId == "slow8") {
            EXPECT_FALSE(point.onFrontier);
            EXPECT_DOUBLE_EQ(point.speedup, 1.0);
            EXPECT_FALSE(point.localExponent);
            EXPECT_EQ(point.localExponentReason, "not on the frontier");
        }
    // Frontier curve: 8 -> 38, 16 -> 22.
    ASSERT_EQ(series.curve.size(), 2u);
    EXPECT_DOUBLE_EQ(series.curve[0].minutes, 38.0);
    EXPECT_NEAR(*pointAt(series, 16).localExponent, std::log(38.0 / 22.0) / std::log(2.0), 1e-12);

    // A clicked point wins over either rule and says so.
    options.reference.systemId = "s16";
    series = onlySeries(dataset, options);
    EXPECT_EQ(series.reference.chosenBy, "chosen point");
    EXPECT_EQ(series.reference.chosenByMessage.id, "reference.chosen_point");
    EXPECT_TRUE(series.reference.noteMessage.id.empty());
}

TEST(analysisReference, AllPointsCurveUsesGeometricMeanPerN)
{
    SeriesOptions options;
    options.allPoints = true;
    const auto series =
        onlySeries(datasetOf({{"fast8", 8, 32.0}, {"slow8", 8, 50.0}, {"s16", 16, 22.0}}), options);
    ASSERT_EQ(series.curve.size(), 2u);
    EXPECT_NEAR(series.curve[0].minutes, 40.0, 1e-12);        // sqrt(32 * 50)
    EXPECT_NEAR(series.curve[0].speedup, 32.0 / 40.0, 1e-12); // reference: the fast 8 (32)
    EXPECT_DOUBLE_EQ(series.curve[1].minutes, 22.0);
    EXPECT_NEAR(*series.curve[1].localExponent, std::log(40.0 / 22.0) / std::log(2.0), 1e-12);
}

TEST(analysisReference, UserChosenAndMissing)
{
    SeriesOptions options;
    options.reference.systemId = "s16";
    auto series = onlySeries(workedExample(), options);
    EXPECT_TRUE(series.reference.userChosen);
    EXPECT_EQ(series.reference.n, 16);
    // Against N_ref = 16, T_ref = 22: the 8-GPU point has S = 22/40 and p = 1/2.
    EXPECT_NEAR(pointAt(series, 8).speedup, 0.55, 1e-12);
    EXPECT_NEAR(pointAt(series, 8).efficiency, 1.1, 1e-12);
    EXPECT_FALSE(pointAt(series, 8).karpFlatt); // p < 1
    EXPECT_NEAR(pointAt(series, 64).efficiency, (22.0 * 16) / (9.0 * 64), 1e-12);

    options.reference.systemId = "nowhere";
    series = onlySeries(workedExample(), options);
    EXPECT_FALSE(series.reference.userChosen);
    EXPECT_EQ(series.reference.systemId, "s8");
    // Worded once: the CLI's English and the message the desktop app translates.
    EXPECT_EQ(series.reference.note,
              "reference nowhere is not in this series: fastest entry at the fewest GPUs used");
    EXPECT_EQ(series.reference.noteMessage.id, "reference.not_in_series");
    EXPECT_EQ(englishText(series.reference.noteMessage), series.reference.note);
}

TEST(analysisFigures, EfficiencyAboveOneAgainstAnOlderReference)
{
    SeriesOptions options;
    options.groupBy = GroupBy::All;
    const auto series = onlySeries(datasetOf({{"old8", 8, 40.0, "NVIDIA A100-SXM4-80GB"},
                                              {"new16", 16, 10.0, "NVIDIA H100-SXM5-80GB"}}),
                                   options);
    const auto& point = pointAt(series, 16);
    EXPECT_DOUBLE_EQ(point.speedup, 4.0);
    EXPECT_DOUBLE_EQ(point.efficiency, 2.0);                // 320 / 160
    EXPECT_DOUBLE_EQ(*point.karpFlatt, (0.25 - 0.5) / 0.5); // negative: superlinear
    EXPECT_DOUBLE_EQ(*point.localExponent, 2.0);            // ln 4 / ln 2
}

TEST(analysisFigures, NonMonotoneTimesMakeADominatedPoint)
{
    // 32 GPUs take 35 min, slower than 30 at 16: dominated, out of the curve by default.
    const auto dataset = datasetOf({{"a", 8, 40.0}, {"b", 16, 30.0}, {"c", 32, 35.0}});
    auto series = onlySeries(dataset);
    EXPECT_TRUE(pointAt(series, 32).onFrontier);
    EXPECT_TRUE(pointAt(series, 32).dominated);
    EXPECT_FALSE(pointAt(series, 32).inCurve);
    EXPECT_FALSE(pointAt(series, 32).localExponent);
    EXPECT_NE(pointAt(series, 32).localExponentReason.find("dominated"), std::string::npos);
    EXPECT_NEAR(pointAt(series, 32).efficiency, 2.0 / 7.0, 1e-12); // still computed and shown
    EXPECT_EQ(series.curve.size(), 2u);

    SeriesOptions keep;
    keep.keepDominated = true;
    series = onlySeries(dataset, keep);
    EXPECT_TRUE(pointAt(series, 32).dominated);
    EXPECT_TRUE(pointAt(series, 32).inCurve);
    EXPECT_NEAR(*pointAt(series, 16).localExponent, std::log(40.0 / 30.0) / std::log(2.0), 1e-12);
    EXPECT_NEAR(*pointAt(series, 32).localExponent, std::log(30.0 / 35.0) / std::log(2.0), 1e-12);
    EXPECT_LT(*pointAt(series, 32).localExponent, 0.0);
    EXPECT_EQ(series.curve.size(), 3u);
}

TEST(analysisFigures, EnergyInKilowattHoursWherePresent)
{
    testing::PointSpec withEnergy{"e8", 8, 40.0};
    withEnergy.energyJoules = 1.8e7;
    const auto series = onlySeries(datasetOf({withEnergy, {"s16", 16, 22.0}}));
    EXPECT_DOUBLE_EQ(*pointAt(series, 8).kwh, 5.0);
    EXPECT_FALSE(pointAt(series, 16).kwh);
}

TEST(analysisFigures, SinglePoint)
{
    const auto series = onlySeries(datasetOf({{"only", 8, 40.0}}));
    const auto& point = pointAt(series, 8);
    EXPECT_DOUBLE_EQ(point.speedup, 1.0);
    EXPECT_DOUBLE_EQ(point.efficiency, 1.0);
    EXPECT_FALSE(point.localExponent);
    EXPECT_FALSE(point.karpFlatt);
    ASSERT_EQ(series.curve.size(), 1u);
}

// The CSV's numbers and the reference-convergence messages: exact, no trailing digits.
TEST(figureText, ShortestTextReadsBackAsTheSameDouble)
{
    EXPECT_EQ(shortestText(0.1), "0.1");
    EXPECT_EQ(shortestText(97.5), "97.5");
    EXPECT_EQ(shortestText(3472), "3472");
    EXPECT_EQ(shortestText(1.0 / 3.0), "0.3333333333333333");
    EXPECT_EQ(shortestText(1e300), "1e+300");
    EXPECT_EQ(std::stod(shortestText(2.0 / 3.0)), 2.0 / 3.0);
}

} // namespace
} // namespace scalescope::analysis
