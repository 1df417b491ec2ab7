// docs/analysis.md §4.2: the marginal-return rule fires on evidence, not on one step. Each
// fixture is computed by hand in its comment.
#include "core/analysis/verdict.h"
#include "tests/support/analysis_fixtures.h"

#include <cmath>
#include <gtest/gtest.h>

namespace scalescope::analysis {
namespace {

using testing::countedRun;
using testing::datasetOf;
using testing::onlySeries;

// T = 40 at 8 GPUs (runs 40, 40), 29 at 16 (runs 24, 34), 15 at 32 (runs 15, 15).
// a(8->16) = log2(40/29) = 0.4635 < 0.5; a(16->32) = log2(29/15) = 0.9511. E = 1, 0.690,
// 0.667: never below 0.5.
Dataset oneNoisyStep(double low16, double high16)
{
    return datasetOf({{.systemId = "s8",
                       .n = 8,
                       .minutes = 40.0,
                       .runs = {countedRun("a", 40), countedRun("b", 40)}},
                      {.systemId = "s16",
                       .n = 16,
                       .minutes = (low16 + high16) / 2,
                       .runs = {countedRun("a", low16), countedRun("b", high16)}},
                      {.systemId = "s32",
                       .n = 32,
                       .minutes = 15.0,
                       .runs = {countedRun("a", 15), countedRun("b", 15)}}});
}

TEST(analysisMarginalEvidence, OneNoisyStepIsADipNotABreakEven)
{
    // T* at 16 is 24, 29 or 34 (probabilities 1/4, 1/2, 1/4): a* = log2(40/34) = 0.2345,
    // 0.4635 or log2(40/24) = 0.7370, so the 95% interval reaches above 0.5.
    const auto series = onlySeries(oneNoisyStep(24, 34));
    ASSERT_EQ(series.breakEven.steps.size(), 2u);
    const auto& step = series.breakEven.steps[0];
    EXPECT_NEAR(step.exponent, std::log2(40.0 / 29.0), 1e-12);
    ASSERT_TRUE(step.interval);
    EXPECT_NEAR(step.interval->low, std::log2(40.0 / 34.0), 1e-12);
    EXPECT_NEAR(step.interval->high, std::log2(40.0 / 24.0), 1e-12);
    EXPECT_FALSE(step.belowOnEvidence(0.5));

    const auto& marginal = series.breakEven.marginal;
    EXPECT_TRUE(marginal.lowerBound);
    EXPECT_DOUBLE_EQ(*marginal.n, 32.0);
    ASSERT_EQ(marginal.dips.size(), 1u);
    EXPECT_DOUBLE_EQ(marginal.dips[0].fromN, 8.0);

    const auto& verdict = series.verdict;
    EXPECT_FALSE(verdict.found());
    EXPECT_TRUE(verdict.lowerBound);
    EXPECT_DOUBLE_EQ(markerStartN(verdict), 32.0); // never the reference because of one step
    EXPECT_EQ(verdictHeadline(verdict), "No break-even up to N = 32 (lower bound): efficiency "
                                        "stays >= 0.5 and no other rule fires on evidence");
    EXPECT_EQ(verdictLegend(verdict), "No break-even up to N = 32 (lower bound)");
    const auto details = verdictDetails(verdict);
    ASSERT_FALSE(details.empty());
    EXPECT_EQ(details[0], "one step below marginal return 0.5 is not a break-even: 8→16 GPUs, "
                          "a = 0.464 [0.23, 0.74]; its run-bootstrap interval reaches 0.5");
}

TEST(analysisMarginalEvidence, OneStepWhoseIntervalLiesBelowIsEvidence)
{
    // Runs 28.5 and 29.5 at 16: a* = log2(40/28.5) = 0.4890, 0.4635 or log2(40/29.5) = 0.4393,
    // all below 0.5: the break-even is the N before the step, 8.
    const auto series = onlySeries(oneNoisyStep(28.5, 29.5));
    const auto& step = series.breakEven.steps[0];
    ASSERT_TRUE(step.interval);
    EXPECT_NEAR(step.interval->high, std::log2(40.0 / 28.5), 1e-12);
    EXPECT_TRUE(step.belowOnEvidence(0.5));
    EXPECT_DOUBLE_EQ(*series.breakEven.marginal.n, 8.0);
    EXPECT_FALSE(series.breakEven.marginal.lowerBound);
    EXPECT_EQ(verdictHeadline(series.verdict), "Break-even (marginal return < 0.5): N = 8");
}

TEST(analysisMarginalEvidence, AStepBelowOnTimeButNotOnThroughputIsAConvergenceDip)
{
    // As above, but the 16-GPU runs needed 130 samples where the reference's needed 100:
    // throughput speedup (130 / 29) / (100 / 40) = 1.7931, a_x = log2(1.7931) = 0.8425 >= 0.5.
    auto dataset =
        datasetOf({{.systemId = "s8",
                    .n = 8,
                    .minutes = 40.0,
                    .runs = {countedRun("a", 40, 100, 10), countedRun("b", 40, 100, 10)}},
                   {.systemId = "s16",
                    .n = 16,
                    .minutes = 29.0,
                    .runs = {countedRun("a", 28.5, 130, 10), countedRun("b", 29.5, 130, 10)}},
                   {.systemId = "s32",
                    .n = 32,
                    .minutes = 15.0,
                    .runs = {countedRun("a", 15, 100, 10), countedRun("b", 15, 100, 10)}}});
    const auto series = onlySeries(dataset);
    const auto& step = series.breakEven.steps[0];
    ASSERT_TRUE(step.throughputExponent);
    EXPECT_NEAR(*step.throughputExponent, std::log2((130.0 / 29.0) / (100.0 / 40.0)), 1e-9);
    EXPECT_TRUE(step.convergenceDip(0.5));
    EXPECT_FALSE(step.belowOnEvidence(0.5)); // its interval lies below, but throughput does not
    EXPECT_TRUE(series.breakEven.marginal.lowerBound);
    EXPECT_TRUE(series.verdict.lowerBound);
    const auto details = verdictDetails(series.verdict);
    ASSERT_FALSE(details.empty());
    EXPECT_EQ(details[0],
              "one step below marginal return 0.5 is not a break-even: 8→16 GPUs, a = 0.464 "
              "[0.44, 0.49]; on throughput a = 0.842: the larger global batch needed more "
              "samples to converge (a convergence dip)");
}

TEST(analysisMarginalEvidence, TwoConsecutiveStepsBelowAreEvidenceWithoutRuns)
{
    // No runs, so no interval: T = 40, 29, 21.5 at 8, 16, 32 gives a = 0.4635 and
    // log2(29/21.5) = 0.4317, both below 0.5: the rule fires at 8. (E(32) = 0.465, so theta
    // is lowered to 0.3 to keep the threshold rule out of the way.)
    SeriesOptions options;
    options.threshold = 0.3;
    const auto series =
        onlySeries(datasetOf({{"s8", 8, 40.0}, {"s16", 16, 29.0}, {"s32", 32, 21.5}}), options);
    EXPECT_FALSE(series.breakEven.steps[0].interval);
    EXPECT_DOUBLE_EQ(*series.breakEven.marginal.n, 8.0);
    EXPECT_TRUE(series.breakEven.marginal.dips.empty());
    EXPECT_EQ(series.verdict.rule, "marginal return");
}

TEST(analysisMarginalEvidence, ASingleStepWithoutRunsIsNoEvidence)
{
    // The same single dip as OneNoisyStep, from scores alone: no run noise is known.
    const auto series =
        onlySeries(datasetOf({{"s8", 8, 40.0}, {"s16", 16, 29.0}, {"s32", 32, 15.0}}));
    EXPECT_FALSE(series.breakEven.steps[0].interval);
    EXPECT_TRUE(series.breakEven.marginal.lowerBound);
    ASSERT_EQ(series.verdict.marginalDips.size(), 1u);
    EXPECT_EQ(verdictDetails(series.verdict)[0],
              "one step below marginal return 0.5 is not a break-even: 8→16 GPUs, a = 0.464; it "
              "has no run-bootstrap interval, and the next step is not below");
}

} // namespace
} // namespace scalescope::analysis
