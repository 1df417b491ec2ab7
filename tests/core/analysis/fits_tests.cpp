// docs/analysis.md §5 on data generated from known models and on hand-solved cases.
#include "core/analysis/fits.h"

#include <cmath>
#include <gtest/gtest.h>

namespace scalescope::analysis {
namespace {

std::vector<FitSample> samplesOf(const std::vector<double>& ns, double (*minutes)(double))
{
    std::vector<FitSample> samples;
    for (double n : ns)
        samples.push_back({n, minutes(n)});
    return samples;
}

// Amdahl with f = 0.1, N_ref = 8, T_ref = 100: T = 100 (0.1 + 0.9 / p).
double amdahlTenPercent(double n)
{
    return 100.0 * (0.1 + 0.9 / (n / 8.0));
}
// USL with sigma = 0.05, kappa = 0.001, N_ref = 1, T_ref = 60.
double uslMinutes(double p)
{
    return 60.0 * (1.0 + 0.05 * (p - 1.0) + 0.001 * p * (p - 1.0)) / p;
}

TEST(analysisFits, AmdahlRecoversItsSerialFraction)
{
    const auto fit = fitAmdahl(samplesOf({8, 16, 32, 64}, amdahlTenPercent), 8, 100);
    ASSERT_TRUE(fit.fitted) << fit.reason;
    EXPECT_NEAR(fit.serialFraction, 0.1, 1e-7);
    EXPECT_NEAR(*fit.asymptoticSpeedup, 10.0, 1e-5);
    EXPECT_NEAR(*fit.rSquared, 1.0, 1e-10);
    EXPECT_NEAR(fit.rmse, 0.0, 1e-7);
    // Evaluation: at N = 128, p = 16: T = 100 (0.1 + 0.9 / 16) = 15.625.
    EXPECT_NEAR(*fit.minutesAt(128), 15.625, 1e-4);
    EXPECT_NEAR(*fit.speedupAt(128), 100.0 / 15.625, 1e-4);
}

TEST(analysisFits, AmdahlOnIdealScalingIsZero)
{
    const auto fit = fitAmdahl({{1, 80}, {2, 40}, {4, 20}}, 1, 80);
    ASSERT_TRUE(fit.fitted);
    EXPECT_DOUBLE_EQ(fit.serialFraction, 0.0);
    EXPECT_FALSE(fit.asymptoticSpeedup);
}

TEST(analysisFits, AmdahlLeastSquaresMatchesABruteForceSearch)
{
    // Not an Amdahl curve: the test finds the least-squares f on ln t by its own fine search.
    const std::vector<FitSample> samples{{8, 40}, {16, 22}, {32, 13}, {64, 9}};
    const auto fit = fitAmdahl(samples, 8, 40);
    double bestF = 0;
    double bestCost = INFINITY;
    for (int i = 0; i <= 1000000; ++i) {
        const double f = i / 1e6;
        double cost = 0;
        for (const auto& s : samples) {
            const double p = s.n / 8.0;
            const double r = std::log(s.minutes / 40.0) - std::log(f + (1 - f) / p);
            cost += r * r;
        }
        if (cost < bestCost) {
            bestCost = cost;
            bestF = f;
        }
    }
    EXPECT_NEAR(fit.serialFraction, bestF, 2e-6);
    EXPECT_NEAR(fit.rmse, std::sqrt(bestCost / 4), 1e-6);
}

TEST(analysisFits, AmdahlRefusesTwoDistinctN)
{
    const auto fit = fitAmdahl({{8, 40}, {8, 41}, {16, 22}}, 8, 41);
    EXPECT_FALSE(fit.fitted);
    EXPECT_EQ(fit.reason, "needs >= 3 distinct GPU counts, has 2");
    EXPECT_FALSE(fit.minutesAt(16));
}

TEST(analysisFits, UslRecoversSigmaAndKappa)
{
    const auto fit = fitUsl(samplesOf({1, 2, 4, 8, 16, 32, 64}, uslMinutes), 1, 60);
    ASSERT_TRUE(fit.fitted) << fit.reason;
    EXPECT_NEAR(fit.sigma, 0.05, 1e-6);
    EXPECT_NEAR(fit.kappa, 0.001, 1e-8);
    // p_max = sqrt(0.95 / 0.001); X(p_max) = p / (1 + sigma (p - 1) + kappa p (p - 1)).
    const double pMax = std::sqrt(0.95 / 0.001);
    EXPECT_NEAR(*fit.pMax, pMax, 1e-3);
    EXPECT_NEAR(*fit.nMax, pMax, 1e-3);
    EXPECT_NEAR(*fit.peakSpeedup, pMax / (1 + 0.05 * (pMax - 1) + 0.001 * pMax * (pMax - 1)), 1e-5);
    EXPECT_NEAR(*fit.rSquared, 1.0, 1e-9);
}

TEST(analysisFits, UslWithoutCoherencyHasNoPeak)
{
    // sigma = 0.2, kappa = 0: Amdahl-like, throughput saturates at 1/sigma.
    const std::vector<FitSample> samples{{4, 10}, {8, 6}, {16, 4}, {32, 3}};
    // t(p) = (1 + 0.2 (p - 1)) / p: 1, 0.6, 0.4, 0.3 for p = 1, 2, 4, 8.
    const auto fit = fitUsl(samples, 4, 10);
    ASSERT_TRUE(fit.fitted);
    EXPECT_NEAR(fit.sigma, 0.2, 1e-6);
    EXPECT_NEAR(fit.kappa, 0.0, 1e-9);
    if (fit.kappa == 0.0) {
        EXPECT_FALSE(fit.pMax);
    }
}

TEST(analysisFits, UslIsNeverWorseThanAmdahl)
{
    // With kappa = 0 the USL is Amdahl with f = sigma, so its least-squares optimum cannot
    // be worse; on saturating data it must reach Amdahl's f on the bound kappa = 0.
    const std::vector<std::vector<FitSample>> cases{
        {{8, 40}, {16, 22}, {32, 13}, {64, 9}},
        {{4, 58.42},
         {8, 27.54},
         {16, 16.71},
         {32, 8.22},
         {64, 4.57},
         {128, 3.07},
         {512, 2.06},
         {1024, 1.19}},
        {{1, 100}, {2, 55}, {4, 32.5}, {8, 21.25}, {16, 15.625}}};
    for (const auto& samples : cases) {
        const auto amdahl = fitAmdahl(samples, samples[0].n, samples[0].minutes);
        const auto usl = fitUsl(samples, samples[0].n, samples[0].minutes);
        ASSERT_TRUE(amdahl.fitted && usl.fitted);
        EXPECT_LE(usl.rmse, amdahl.rmse + 1e-12) << samples.size();
        if (usl.kappa == 0.0) {
            EXPECT_NEAR(usl.sigma, amdahl.serialFraction, 1e-6) << samples.size();
        }
    }
}

TEST(analysisFits, UslRefusesThreeDistinctN)
{
    const auto fit = fitUsl({{1, 60}, {2, 31}, {4, 17}}, 1, 60);
    EXPECT_FALSE(fit.fitted);
    EXPECT_EQ(fit.reason, "needs >= 4 distinct GPU counts, has 3");
}

TEST(analysisFits, PowerLawByHand)
{
    // log2 T = 3, 2, 2 at log2 N = 0, 1, 2: slope -1/2, intercept 17/6 (log2), residuals
    // 1/6, -1/3, 1/6: R^2 = 1 - (1/6) / (2/3) = 0.75, RMSE(ln) = ln 2 * sqrt(1/18).
    const auto fit = fitPowerLaw({{1, 8}, {2, 4}, {4, 4}}, 1, 8);
    ASSERT_TRUE(fit.fitted);
    EXPECT_NEAR(fit.alpha, 0.5, 1e-12);
    EXPECT_NEAR(fit.coefficient, std::exp2(17.0 / 6.0), 1e-12);
    EXPECT_NEAR(*fit.rSquared, 0.75, 1e-12);
    EXPECT_NEAR(fit.rmse, std::log(2.0) * std::sqrt(1.0 / 18.0), 1e-12);
    EXPECT_NEAR(*fit.minutesAt(16), std::exp2(17.0 / 6.0 - 2.0), 1e-12);
}

TEST(analysisFits, PowerLawOnTwoPointsIsExact)
{
    // Worked example's first two points: alpha = ln(40/22) / ln 2.
    const auto fit = fitPowerLaw({{8, 40}, {16, 22}}, 8, 40);
    ASSERT_TRUE(fit.fitted);
    EXPECT_NEAR(fit.alpha, std::log(40.0 / 22.0) / std::log(2.0), 1e-12);
    EXPECT_NEAR(*fit.minutesAt(8), 40.0, 1e-10);
    EXPECT_NEAR(*fit.rSquared, 1.0, 1e-12);
    EXPECT_NEAR(fit.rmse, 0.0, 1e-12);
}

TEST(analysisFits, PowerLawRefusesOnePoint)
{
    const auto fit = fitPowerLaw({{8, 40}}, 8, 40);
    EXPECT_FALSE(fit.fitted);
    EXPECT_EQ(fit.reason, "needs >= 2 distinct GPU counts, has 1");
}

TEST(analysisFits, SampledCurveMarksExtrapolation)
{
    const auto fit = fitPowerLaw({{8, 40}, {16, 20}}, 8, 40); // T = 320 / N
    const auto curve = sampleFit(fit, 8, 64, 4);              // 8, 16, 32, 64 (evenly in log N)
    ASSERT_EQ(curve.size(), 4u);
    EXPECT_NEAR(curve[1].n, 16, 1e-9);
    EXPECT_NEAR(curve[2].minutes, 10, 1e-9);
    EXPECT_NEAR(curve[3].speedup, 8, 1e-9);
    EXPECT_FALSE(curve[1].extrapolated);
    EXPECT_TRUE(curve[2].extrapolated);
    EXPECT_TRUE(sampleFit(fitPowerLaw({{8, 40}}, 8, 40), 8, 64, 4).empty());
}

} // namespace
} // namespace scalescope::analysis
