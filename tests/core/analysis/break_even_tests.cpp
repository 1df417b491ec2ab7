// docs/analysis.md §4 on hand-computed curves.
#include "core/analysis/break_even.h"
#include "core/analysis/series.h"
#include "tests/support/analysis_fixtures.h"

#include <cmath>
#include <gtest/gtest.h>

namespace scalescope::analysis {
namespace {

using testing::datasetOf;
using testing::onlySeries;
using testing::workedExample;

// A curve from (N, speedup) pairs against T_ref = 100 at N_ref = the first N.
std::vector<CurvePoint> curveOf(const std::vector<std::pair<double, double>>& nAndSpeedup)
{
    std::vector<CurvePoint> curve;
    for (const auto& [n, speedup] : nAndSpeedup) {
        CurvePoint point;
        point.n = n;
        point.minutes = 100.0 / speedup;
        point.speedup = speedup;
        point.efficiency = speedup / (n / nAndSpeedup.front().first);
        if (!curve.empty())
            point.localExponent =
                std::log(curve.back().minutes / point.minutes) / std::log(n / curve.back().n);
        curve.push_back(point);
    }
    return curve;
}

TEST(analysisBreakEven, WorkedExampleThresholdHalfHasNoCrossing)
{
    const auto series = onlySeries(workedExample());
    const auto& threshold = series.breakEven.threshold;
    ASSERT_TRUE(threshold.n);
    EXPECT_DOUBLE_EQ(*threshold.n, 64.0);
    EXPECT_FALSE(threshold.nInterpolated);
    EXPECT_NE(threshold.reason.find("no crossing"), std::string::npos);
}

TEST(analysisBreakEven, WorkedExampleThresholdPointSixInterpolates)
{
    SeriesOptions options;
    options.threshold = 0.6;
    const auto series = onlySeries(workedExample(), options);
    const auto& threshold = series.breakEven.threshold;
    EXPECT_DOUBLE_EQ(*threshold.n, 32.0); // the measured point just below the crossing
    // x* = 5 + (10/13 - 3/5) / (10/13 - 5/9) = 5 + 1287/1625 = 5.792.
    ASSERT_TRUE(threshold.nInterpolated);
    EXPECT_NEAR(*threshold.nInterpolated, std::exp2(5.792), 1e-9);
    EXPECT_NEAR(*threshold.nInterpolated, 55.4, 0.05);
}

TEST(analysisBreakEven, ThresholdGapPrintsGpuCountsAsIntegers)
{
    // E = 1, 100/128, 200/262144: falls below 0.5 between 1024 and 2097152 GPUs, 2048x apart.
    const auto estimate = efficiencyThreshold(curveOf({{8, 1}, {1024, 100}, {2097152, 200}}), 0.5);
    ASSERT_TRUE(estimate.gapTo);
    EXPECT_NE(estimate.reason.find("between 1024 and 2097152 GPUs, not measured there"),
              std::string::npos)
        << estimate.reason;
    EXPECT_EQ(estimate.reason.find("e+"), std::string::npos) << estimate.reason;
}

TEST(analysisBreakEven, ThresholdNonMonotoneTimes)
{
    // E = 1, 2/3, 2/7: crosses 0.5 between 16 and 32 at x* = 4 + (1/6) / (8/21) = 4.4375.
    SeriesOptions keep; // 35 at 32 GPUs is dominated; keep it to see the crossing
    keep.keepDominated = true;
    const auto series =
        onlySeries(datasetOf({{"a", 8, 40.0}, {"b", 16, 30.0}, {"c", 32, 35.0}}), keep);
    EXPECT_DOUBLE_EQ(*series.breakEven.threshold.n, 16.0);
    EXPECT_NEAR(*series.breakEven.threshold.nInterpolated, std::exp2(4.4375), 1e-9);
    // Marginal: the first step, 8 -> 16, already has a = log2(4/3) = 0.415 < 0.5.
    EXPECT_DOUBLE_EQ(*series.breakEven.marginal.n, 8.0);
}

TEST(analysisBreakEven, ThresholdIsTheLargestNStillAbove)
{
    // E = 1, 0.4, 0.625: dips below 0.5 and comes back; the largest N with E >= 0.5 is 32.
    SeriesOptions keep; // 50 at 16 GPUs is dominated; keep it to see both crossings
    keep.keepDominated = true;
    const auto series =
        onlySeries(datasetOf({{"a", 8, 40.0}, {"b", 16, 50.0}, {"c", 32, 16.0}}), keep);
    EXPECT_DOUBLE_EQ(*series.breakEven.threshold.n, 32.0);
    EXPECT_FALSE(series.breakEven.threshold.nInterpolated);
    EXPECT_TRUE(series.breakEven.threshold.lowerBound);
    // Down between 8 and 16: x* = 3 + (1 - 0.5) / (1 - 0.4) = 3.8333; up between 16 and 32:
    // x* = 4 + (0.4 - 0.5) / (0.4 - 0.625) = 4.4444.
    ASSERT_EQ(series.breakEven.crossings.size(), 2u);
    EXPECT_TRUE(series.breakEven.crossings[0].downward);
    EXPECT_NEAR(*series.breakEven.crossings[0].nInterpolated, std::exp2(3.0 + 0.5 / 0.6), 1e-9);
    EXPECT_FALSE(series.breakEven.crossings[1].downward);
    EXPECT_NEAR(*series.breakEven.crossings[1].nInterpolated, std::exp2(4.0 + 0.1 / 0.225), 1e-9);
    EXPECT_NE(series.breakEven.threshold.reason.find("crosses 0.5 2 times"), std::string::npos)
        << series.breakEven.threshold.reason;
}

TEST(analysisBreakEven, ThresholdNeverReached)
{
    // A user reference at N = 16 makes the 32-GPU point E = (10 * 16) / (20 * 32) = 0.25 and
    // the 8-GPU point E = (10 * 16) / (60 * 8) = 1/3.
    SeriesOptions options;
    options.reference.systemId = "b";
    options.allPoints = true;
    auto dataset = datasetOf({{"a", 8, 60.0}, {"b", 16, 10.0}, {"c", 32, 20.0}});
    auto series = onlySeries(dataset, options);
    EXPECT_DOUBLE_EQ(*series.breakEven.threshold.n, 16.0); // the reference itself has E = 1
    options.threshold = 1.5;
    series = onlySeries(dataset, options);
    EXPECT_FALSE(series.breakEven.threshold.n);
    EXPECT_EQ(series.breakEven.threshold.reason, "no point reaches efficiency 1.5");
}

TEST(analysisBreakEven, WorkedExampleMarginalReturn)
{
    // a = 0.8625, 0.7590, 0.5305.
    SeriesOptions options;
    auto series = onlySeries(workedExample(), options);
    EXPECT_DOUBLE_EQ(*series.breakEven.marginal.n, 64.0); // no step below 0.5
    EXPECT_NE(series.breakEven.marginal.reason.find("beyond the largest N"), std::string::npos);
    // With 0.6 only the last step (0.5305) is below, and scores alone carry no run noise:
    // one step below is a dip, not evidence (§4.2), so the rule stays a lower bound.
    options.marginal = 0.6;
    series = onlySeries(workedExample(), options);
    EXPECT_DOUBLE_EQ(*series.breakEven.marginal.n, 64.0);
    EXPECT_TRUE(series.breakEven.marginal.lowerBound);
    ASSERT_EQ(series.breakEven.marginal.dips.size(), 1u);
    EXPECT_DOUBLE_EQ(series.breakEven.marginal.dips[0].fromN, 32.0);
    // With 0.8 two consecutive steps (0.7590, 0.5305) are below: evidence at 16.
    options.marginal = 0.8;
    series = onlySeries(workedExample(), options);
    EXPECT_DOUBLE_EQ(*series.breakEven.marginal.n, 16.0);
}

TEST(analysisBreakEven, KneedleFindsTheBend)
{
    // Log-log: x = log2 N = 0..4 -> 0, .25, .5, .75, 1; log2 S = 0, .9260, 1.3219, 1.4330,
    // 1.4854 -> y = 0, .6234, .8899, .9647, 1; difference = 0, .3734, .3899, .2147, 0.
    // Local max at N = 4, threshold .3899 - 1/4 = .1399; the difference drops below it at
    // N = 16: knee = 4.
    const auto curve = curveOf({{1, 1.0}, {2, 1.9}, {4, 2.5}, {8, 2.7}, {16, 2.8}});
    const auto estimate = knee(curve);
    ASSERT_TRUE(estimate.n) << estimate.reason;
    EXPECT_DOUBLE_EQ(*estimate.n, 4.0);
}

TEST(analysisBreakEven, KneedleRefusesLinearScalingAndFewPoints)
{
    // Ideal scaling S = N is a straight line on log-log axes: the difference is 0 everywhere.
    const auto linear = knee(curveOf({{1, 1}, {2, 2}, {4, 4}, {8, 8}, {16, 16}}));
    EXPECT_FALSE(linear.n);
    EXPECT_NE(linear.reason.find("no knee"), std::string::npos);
    const auto four = knee(curveOf({{1, 1.0}, {2, 1.9}, {4, 2.5}, {8, 2.7}}));
    EXPECT_FALSE(four.n);
    EXPECT_EQ(four.reason, "not enough points: only 4 distinct GPU counts (needs 5)");
    const auto flat = knee(curveOf({{1, 1}, {2, 1}, {4, 1}, {8, 1}, {16, 1}}));
    EXPECT_FALSE(flat.n);
    EXPECT_EQ(flat.reason, "no knee: the speedup is flat");
    // A gentle bend: log2 S = 0, .926, 1.807, 2.585, 3.322 -> difference 0, .029, .044, .028,
    // 0: the maximum .044 never drops by the threshold 1/4.
    const auto gentle = knee(curveOf({{1, 1}, {2, 1.9}, {4, 3.5}, {8, 6}, {16, 10}}));
    EXPECT_FALSE(gentle.n);
}

TEST(analysisBreakEven, CostOptimum)
{
    SeriesOptions options;
    options.price = 2.5;
    // value of time 0: minimal GPU-hours, N = 8 (5.333 GPU-h).
    auto series = onlySeries(workedExample(), options);
    EXPECT_DOUBLE_EQ(*series.breakEven.costOptimal.n, 8.0);
    // value of time 50/h: J = 13.33+33.33, 14.67+18.33, 17.33+10.83, 24+7.5 -> N = 32 (28.17).
    options.valueOfTime = 50;
    series = onlySeries(workedExample(), options);
    EXPECT_DOUBLE_EQ(*series.breakEven.costOptimal.n, 32.0);
    EXPECT_NEAR(totalCost(32, 13, 2.5, 50), 17.0 + 1.0 / 3 + 10.0 + 5.0 / 6, 1e-12);
    // value of time 200/h: 17.33+43.33 = 60.67 at 32, 24+30 = 54 at 64 -> N = 64.
    options.valueOfTime = 200;
    series = onlySeries(workedExample(), options);
    EXPECT_DOUBLE_EQ(*series.breakEven.costOptimal.n, 64.0);
    // No value of time: the cheapest configuration (fewest GPU-hours, whatever the
    // price), which is not a break-even (docs/analysis.md §4.4).
    options.valueOfTime = 0;
    series = onlySeries(workedExample(), options);
    EXPECT_DOUBLE_EQ(*series.breakEven.costOptimal.n, 8.0);
    EXPECT_TRUE(series.breakEven.costOptimal.cheapestOnly);
    EXPECT_NE(series.breakEven.first(), &series.breakEven.costOptimal);
    // A value of time and no price: nothing to weigh GPU-hours with; none is assumed.
    options.price.reset();
    options.valueOfTime = 50;
    series = onlySeries(workedExample(), options);
    EXPECT_FALSE(series.breakEven.costOptimal.n);
    EXPECT_NE(series.breakEven.costOptimal.reason.find("needs a price per accelerator-hour"),
              std::string::npos);
}

TEST(analysisBreakEven, CostOptimumTieGoesToFewerGpus)
{
    // J = 1 * 1 * 60 / 60 = 1 and 1 * 2 * 30 / 60 = 1.
    const auto estimate = costOptimum(curveOf({{1, 1.0}, {2, 2.0}}), 1.0, 0.0);
    EXPECT_EQ(curveOf({{1, 1.0}, {2, 2.0}})[1].minutes, 50.0); // T = 100 / S
    EXPECT_DOUBLE_EQ(*estimate.n, 1.0);
}

TEST(analysisBreakEven, SinglePointAndTwoPoints)
{
    const auto single = onlySeries(datasetOf({{"only", 8, 40.0}}));
    EXPECT_FALSE(single.breakEven.threshold.n);
    EXPECT_EQ(single.breakEven.threshold.reason, "only 1 distinct GPU count (needs 2)");
    EXPECT_FALSE(single.breakEven.marginal.n);
    EXPECT_FALSE(single.breakEven.knee.n);
    EXPECT_DOUBLE_EQ(*single.breakEven.costOptimal.n, 8.0); // the cheapest, trivially
    EXPECT_EQ(single.breakEven.first(), nullptr);

    // Two points: E = 1, (40 * 8) / (30 * 16) = 2/3.
    const auto two = onlySeries(datasetOf({{"a", 8, 40.0}, {"b", 16, 30.0}}));
    EXPECT_DOUBLE_EQ(*two.breakEven.threshold.n, 16.0);
    EXPECT_TRUE(two.breakEven.threshold.lowerBound); // no crossing: not an estimate
    // a = log2(4/3) < 0.5 on one step without runs: a dip, not evidence (§4.2).
    EXPECT_DOUBLE_EQ(*two.breakEven.marginal.n, 16.0);
    EXPECT_TRUE(two.breakEven.marginal.lowerBound);
    EXPECT_EQ(two.breakEven.marginal.dips.size(), 1u);
    EXPECT_EQ(two.breakEven.knee.reason, "not enough points: only 2 distinct GPU counts (needs 5)");
    EXPECT_EQ(two.breakEven.first(), nullptr);
    EXPECT_EQ(two.breakEven.firstRule(), "");
}

TEST(analysisBreakEven, TiesInNCountOnce)
{
    // Three points but two distinct N: the frontier has two points.
    const auto series = onlySeries(datasetOf({{"a", 8, 40.0}, {"b", 8, 42.0}, {"c", 16, 22.0}}));
    EXPECT_EQ(series.curve.size(), 2u);
    EXPECT_EQ(series.breakEven.knee.reason,
              "not enough points: only 2 distinct GPU counts (needs 5)");
    // Reference = fastest at N = 8 (40); frontier E at 16 = (40 * 8) / (22 * 16).
    EXPECT_NEAR(series.curve[1].efficiency, 40.0 * 8 / (22.0 * 16), 1e-12);
}

TEST(analysisBreakEven, ModelledCostOptimumOverAFit)
{
    // Power law T = 100 N^-0.5 on N = 1..16: J = price * N * T / 60 + vot * T / 60 =
    // (100 / 60) (price sqrt(N) + vot / sqrt(N)), minimal at N = vot / price = 4.
    std::vector<testing::PointSpec> specs;
    for (int n : {1, 2, 4, 8, 16})
        specs.push_back({"p" + std::to_string(n), n, 100.0 / std::sqrt(n)});
    SeriesOptions options;
    options.price = 1.0;
    options.valueOfTime = 4.0;
    options.costModel = FitKind::PowerLaw;
    const auto series = onlySeries(datasetOf(specs), options);
    const auto& modelled = series.breakEven.costOptimalModelled;
    ASSERT_TRUE(modelled.n) << modelled.reason;
    EXPECT_TRUE(modelled.modelled);
    EXPECT_NEAR(*modelled.n, 4.0, 1e-4);
}

TEST(analysisBreakEven, RulesEstimatingAtAMarkerPosition)
{
    BreakEven breakEven;
    breakEven.threshold.n = 64.0;
    breakEven.threshold.nInterpolated = 97.0;
    breakEven.marginal.n = 64.0;
    breakEven.knee.n = 128.0;
    breakEven.costOptimal.n = 96.5; // within 1% of 97
    breakEven.costOptimalModelled.n = 64.0;
    breakEven.costOptimalModelled.lowerBound = true; // a bound lies at no N
    EXPECT_EQ(rulesEstimatingAt(breakEven, 64.0),
              (std::vector<BreakEvenRule>{BreakEvenRule::Threshold, BreakEvenRule::Marginal}));
    EXPECT_EQ(rulesEstimatingAt(breakEven, 97.0),
              (std::vector<BreakEvenRule>{BreakEvenRule::Threshold, BreakEvenRule::CostOptimum}));
    EXPECT_EQ(rulesEstimatingAt(breakEven, 128.0),
              (std::vector<BreakEvenRule>{BreakEvenRule::Knee}));
    EXPECT_TRUE(rulesEstimatingAt(breakEven, 80.0).empty());
    breakEven.threshold.lowerBound = true; // "stays >= theta up to 64": not here
    EXPECT_EQ(rulesEstimatingAt(breakEven, 64.0),
              (std::vector<BreakEvenRule>{BreakEvenRule::Marginal}));
}

} // namespace
} // namespace scalescope::analysis
