// Marginal steps, Pareto front and fit diagnostics (docs/analysis.md §4.2, §4.5, §5.2) on
// hand-computed cases.
#include "core/analysis/break_even.h"
#include "core/analysis/pareto.h"
#include "core/analysis/series.h"
#include "tests/support/analysis_fixtures.h"

#include <cmath>
#include <gtest/gtest.h>

namespace scalescope::analysis {
namespace {

using testing::datasetOf;
using testing::onlySeries;
using testing::workedExample;

TEST(analysisMarginal, SmallStepsAreMergedAndNoneIsNotAnEstimate)
{
    // 32 -> 36 grows N by 1.125x: merged into 32 -> 64, a = log2(10 / 6) = 0.7370. Two
    // runs of the same time at each N: the one step below theta_m is below on its run
    // bootstrap's evidence too (the interval is [a, a]), so it is a break-even (§4.2).
    const auto twoRuns = [](double minutes) {
        return std::vector<RunFigure>{testing::countedRun("1", minutes),
                                      testing::countedRun("2", minutes)};
    };
    const auto dataset =
        datasetOf({{.systemId = "a", .n = 32, .minutes = 10.0, .runs = twoRuns(10.0)},
                   {.systemId = "b", .n = 36, .minutes = 9.5, .runs = twoRuns(9.5)},
                   {.systemId = "c", .n = 64, .minutes = 6.0, .runs = twoRuns(6.0)}});
    SeriesOptions options;
    options.marginal = 0.8;
    auto series = onlySeries(dataset, options);
    ASSERT_EQ(series.breakEven.steps.size(), 1u);
    EXPECT_DOUBLE_EQ(series.breakEven.steps[0].fromN, 32.0);
    EXPECT_DOUBLE_EQ(series.breakEven.steps[0].toN, 64.0);
    EXPECT_NEAR(series.breakEven.steps[0].exponent, std::log2(10.0 / 6.0), 1e-12);
    EXPECT_DOUBLE_EQ(*series.breakEven.marginal.n, 32.0);
    EXPECT_FALSE(series.breakEven.marginal.lowerBound);

    // With a ratio of 1.1 the 32 -> 36 step counts: a = ln(10/9.5) / ln(36/32) = 0.4355.
    options.marginal = 0.5;
    options.minStepRatio = 1.1;
    series = onlySeries(dataset, options);
    EXPECT_NEAR(series.breakEven.steps[0].exponent, std::log(10 / 9.5) / std::log(36.0 / 32),
                1e-12);
    EXPECT_DOUBLE_EQ(*series.breakEven.marginal.n, 32.0);

    // Only 32 and 36: no step qualifies at 1.5x: none, and first() does not start on it.
    const auto small = onlySeries(datasetOf({{"a", 32, 10.0}, {"b", 36, 9.5}}));
    EXPECT_FALSE(small.breakEven.marginal.n);
    EXPECT_EQ(small.breakEven.marginal.reason,
              "none: no step between measured GPU counts grows N by >= 1.5x");
    EXPECT_NE(small.breakEven.first(), &small.breakEven.marginal);
}

TEST(analysisMarginal, NoStepBelowIsALowerBoundNeverTheFirstEstimate)
{
    // Worked example, theta_m = 0.5: every step keeps a >= 0.5 -> N >= 64, not an estimate;
    // threshold 0.5 also only bounds (no crossing); the knee needs 5 points; with no value
    // of time the cost optimum is only the cheapest configuration: no break-even.
    const auto series = onlySeries(workedExample());
    EXPECT_TRUE(series.breakEven.marginal.lowerBound);
    EXPECT_TRUE(series.breakEven.threshold.lowerBound);
    EXPECT_EQ(series.breakEven.first(), nullptr);
    EXPECT_EQ(series.verdict.noneReason,
              "efficiency stays >= 0.5 up to N = 64 and no other rule fires on evidence");
    // With a value of time (and a price) the cost optimum is a break-even.
    SeriesOptions valued;
    valued.price = 2.5;
    valued.valueOfTime = 50;
    const auto withTime = onlySeries(workedExample(), valued);
    EXPECT_EQ(withTime.breakEven.first(), &withTime.breakEven.costOptimal);
    EXPECT_EQ(withTime.breakEven.firstRule(), "cost optimum");
}

TEST(analysisPareto, WorkedExampleFrontAndValueOfTimeRanges)
{
    // G = 5.333, 5.867, 6.933, 9.6 and T = 40, 22, 13, 9: all on the front. With price 2.5,
    // J = 2.5 G + v T / 60 switches 8 -> 16 at v = (14.667 - 13.333) / (0.6667 - 0.3667)
    // = 40/9, 16 -> 32 at (17.333 - 14.667) / (0.3667 - 0.2167) = 160/9, 32 -> 64 at
    // (24 - 17.333) / (0.2167 - 0.15) = 100.
    SeriesOptions priced;
    priced.price = 2.5;
    EXPECT_FALSE(onlySeries(workedExample()).pareto[0].everOptimal); // no price: no ranges
    const auto series = onlySeries(workedExample(), priced);
    ASSERT_EQ(series.pareto.size(), 4u);
    for (const auto& point : series.pareto) {
        EXPECT_TRUE(point.onFront);
        EXPECT_TRUE(point.everOptimal);
    }
    EXPECT_DOUBLE_EQ(*series.pareto[0].optimalFromValueOfTime, 0.0);
    EXPECT_NEAR(*series.pareto[0].optimalToValueOfTime, 40.0 / 9, 1e-9);
    EXPECT_NEAR(*series.pareto[1].optimalFromValueOfTime, 40.0 / 9, 1e-9);
    EXPECT_NEAR(*series.pareto[1].optimalToValueOfTime, 160.0 / 9, 1e-9);
    EXPECT_NEAR(*series.pareto[2].optimalToValueOfTime, 100.0, 1e-9);
    EXPECT_NEAR(*series.pareto[3].optimalFromValueOfTime, 100.0, 1e-9);
    EXPECT_FALSE(series.pareto[3].optimalToValueOfTime);
}

TEST(analysisPareto, PointOffTheHullIsOnTheFrontButNeverOptimal)
{
    // (T, G): 8 -> (60, 8), 16 -> (45, 12), 32 -> (28, 14.933). Lines J = G + v T/60:
    // 8 and 32 meet at v = 6.933 / 0.5333 = 13, where 16 costs 12 + 9.75 = 21.75 > 8 + 13
    // = 21: 16 is never the optimum although no point beats it in both time and GPU-hours.
    const auto curve = std::vector<CurvePoint>{
        {8, 60, 1, 1, {}}, {16, 45, 1.33, 0.67, {}}, {32, 28, 2.14, 0.54, {}}};
    const auto front = paretoFront(curve, 1.0);
    EXPECT_TRUE(front[1].onFront);
    EXPECT_FALSE(front[1].everOptimal);
    EXPECT_NEAR(*front[0].optimalToValueOfTime, 13.0, 1e-9);
}

TEST(analysisFitDiagnostics, AiccFormula)
{
    // n = 6, k = 1, RSS = 0.06: 6 ln 0.01 + 2 + 2 * 2 / 4 = -27.631 + 3.
    EXPECT_NEAR(*aiccOf(6, 1, 0.06), 6 * std::log(0.01) + 3.0, 1e-12);
    EXPECT_FALSE(aiccOf(3, 2, 0.1)); // n - k - 1 = 0
    EXPECT_FALSE(aiccOf(6, 1, 0.0)); // exact fit
}

TEST(analysisFitDiagnostics, ExactAmdahlIsStableUnderLeaveOneOutAndUslReducesToIt)
{
    // T = 100 (0.1 + 0.9 / p), N = 1..16: every refit finds f = 0.1.
    std::vector<testing::PointSpec> specs;
    for (int n : {1, 2, 4, 8, 16})
        specs.push_back({"p" + std::to_string(n), n, 100.0 * (0.1 + 0.9 / n)});
    const auto series = onlySeries(datasetOf(specs));
    const auto& amdahl = series.fits.amdahl;
    ASSERT_EQ(amdahl.sensitivity.size(), 2u);
    EXPECT_EQ(amdahl.sensitivity[0].name, "f");
    EXPECT_NEAR(*amdahl.sensitivity[0].leaveOneOutMin, 0.1, 1e-9);
    EXPECT_NEAR(*amdahl.sensitivity[0].leaveOneOutMax, 0.1, 1e-9);
    EXPECT_NEAR(*amdahl.sensitivity[1].withoutLargestN, 10.0, 1e-6); // 1/f
    EXPECT_EQ(amdahl.sensitivity[0].refits, 5);
    EXPECT_TRUE(series.fits.usl.reducesToAmdahl);
    EXPECT_NEAR(series.fits.usl.sigma, 0.1, 1e-6);
    EXPECT_FALSE(series.fits.usl.nMax);
    EXPECT_NE(series.fits.usl.warnings.at(0).find("USL reduces to Amdahl (kappa = 0)"),
              std::string::npos);
    EXPECT_FALSE(amdahl.poorFit);
}

TEST(analysisFitDiagnostics, UslPeakInsideAGapIsFlagged)
{
    // USL sigma = 0.05, kappa = 0.001: p_max = sqrt(0.95 / 0.001) = 30.8, between the
    // measured N = 4 and 64 (16x apart).
    std::vector<testing::PointSpec> specs;
    for (int n : {1, 2, 4, 64, 128})
        specs.push_back(
            {"p" + std::to_string(n), n, 100.0 * (1 + 0.05 * (n - 1) + 0.001 * n * (n - 1.0)) / n});
    const auto series = onlySeries(datasetOf(specs));
    const auto& usl = series.fits.usl;
    ASSERT_TRUE(usl.nMax);
    EXPECT_NEAR(*usl.nMax, std::sqrt(0.95 / 0.001), 1e-3);
    EXPECT_TRUE(usl.peakInGap);
    ASSERT_EQ(usl.gaps.size(), 1u);
    EXPECT_DOUBLE_EQ(usl.gaps[0].fromN, 4.0);
    EXPECT_DOUBLE_EQ(usl.gaps[0].toN, 64.0);
    const auto curve = sampleFit(usl, 1, 128, 50);
    EXPECT_TRUE(std::any_of(curve.begin(), curve.end(), [](const auto& p) { return p.inGap; }));
    // 128 GPUs is slower than 64 (dominated), so the fit has 4 counts: USL fits them
    // exactly but a refit without any one has 3, too few to predict it: never tested out
    // of sample, so never "best" (docs/analysis.md §10).
    EXPECT_FALSE(usl.leaveOneOutRmse);
    EXPECT_FALSE(series.fits.isCandidate(usl));
    EXPECT_NE(series.fits.best, FitKind::Usl);
}

TEST(analysisFitDiagnostics, OnThreeCountsOnlyAOneParameterModelCanBeBest)
{
    // docs/analysis.md §5.2: 3 counts leave the power law (c, alpha) one residual degree of
    // freedom and Amdahl (f; t(1) = 1 pinned) two. Amdahl's leave-one-out refits use 2
    // counts each (the reference and one other).
    const auto series = onlySeries(datasetOf({{"a", 8, 40.0}, {"b", 16, 23.0}, {"c", 32, 13.0}}));
    const auto& fits = series.fits;
    EXPECT_EQ(fits.amdahl.parameters, 1);
    EXPECT_EQ(fits.powerLaw.parameters, 2);
    EXPECT_FALSE(fits.usl.fitted); // needs 4 counts
    ASSERT_TRUE(fits.amdahl.leaveOneOutRmse);
    ASSERT_TRUE(fits.powerLaw.leaveOneOutRmse);
    EXPECT_EQ(fits.amdahl.sensitivity.at(0).refits, 3);
    EXPECT_FALSE(fits.isCandidate(fits.powerLaw));
    EXPECT_TRUE(fits.isCandidate(fits.amdahl));
    ASSERT_TRUE(fits.best);
    EXPECT_EQ(*fits.best, FitKind::Amdahl);
    EXPECT_EQ(fits.bestReasonMessage.id, "fit.best.aicc");
    ASSERT_TRUE(fits.amdahl.aicc); // the reason's AICc is there to read

    // A 3-count curve no model explains (slower at 32 than at 16, all points kept): Amdahl
    // has the freedom but not the fit, so the reason says so and not "too few points".
    SeriesOptions everyPoint;
    everyPoint.allPoints = true;
    const auto flat =
        onlySeries(datasetOf({{"a", 8, 40.0}, {"b", 16, 20.0}, {"c", 32, 41.0}}), everyPoint);
    EXPECT_FALSE(flat.fits.best);
    EXPECT_EQ(flat.fits.bestReasonMessage.id, "fit.best.none_beats_constant");
}

TEST(analysisFitDiagnostics, PoorFitIsFlagged)
{
    // Times that go up and down: no scaling model explains them.
    const auto series = onlySeries(
        datasetOf(
            {{"a", 8, 100.0}, {"b", 16, 40.0}, {"c", 32, 90.0}, {"d", 64, 35.0}, {"e", 128, 95.0}}),
        [] {
            SeriesOptions keep;
            keep.keepDominated = true;
            return keep;
        }());
    const auto& amdahl = series.fits.amdahl;
    ASSERT_TRUE(amdahl.rSquared);
    EXPECT_LT(*amdahl.rSquared, 0.5);
    EXPECT_TRUE(amdahl.poorFit);
    EXPECT_NE(amdahl.warnings.at(0).find("poor fit"), std::string::npos);
}

TEST(analysisFitDiagnostics, FreeT1FitsThroughASlowReference)
{
    // Study-rule reference: the slow 8-GPU entry (125). The frontier follows Amdahl f = 0.2
    // with T1 = 100 exactly: pinned to 125 the fit is off, with T1 free it is exact.
    const auto dataset = datasetOf({{"fast8", 8, 100.0},
                                    {"slow8", 8, 125.0},
                                    {"s16", 16, 60.0},
                                    {"s32", 32, 40.0},
                                    {"s64", 64, 30.0},
                                    {"s128", 128, 25.0}});
    SeriesOptions options;
    options.reference.rule = ReferenceRule::StudyRule;
    const auto pinned = onlySeries(dataset, options);
    EXPECT_GT(pinned.fits.amdahl.rmse, 0.01);
    options.freeT1 = true;
    const auto free = onlySeries(dataset, options);
    EXPECT_TRUE(free.fits.amdahl.freeT1);
    EXPECT_EQ(free.fits.amdahl.parameters, 2);
    EXPECT_NEAR(free.fits.amdahl.serialFraction, 0.2, 1e-6);
    EXPECT_NEAR(free.fits.amdahl.referenceMinutes * std::exp(free.fits.amdahl.logScale), 100.0,
                1e-4);
    EXPECT_NEAR(*free.fits.amdahl.minutesAt(32), 40.0, 1e-4);
    EXPECT_LT(free.fits.amdahl.rmse, 1e-6);
    EXPECT_NEAR(free.fits.usl.sigma, 0.2, 1e-4);
}

} // namespace
} // namespace scalescope::analysis
