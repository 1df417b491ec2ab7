// The work budget of the uncertainty estimates (core/analysis/uncertainty_budget.h): a
// series too big for the resamples asked gets fewer, or none, and says so in its
// warnings, its verdict and the JSON report; a normal series is untouched.

#include "core/analysis/series_output.h"
#include "core/analysis/uncertainty_budget.h"
#include "tests/support/analysis_fixtures.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace scalescope;
using namespace scalescope::analysis;
using namespace scalescope::analysis::testing;

namespace {

bool hasWarning(const Series& series, const std::string& start)
{
    return std::any_of(series.warnings.begin(), series.warnings.end(),
                       [&](const std::string& warning) { return warning.rfind(start, 0) == 0; });
}

// N = 8, 16, 32, 64 (T = 40, 22, 13, 9), each with `runsEach` counted runs around T.
Dataset workedExampleWithRuns(int runsEach)
{
    std::vector<PointSpec> specs = {
        {"s8", 8, 40.0}, {"s16", 16, 22.0}, {"s32", 32, 13.0}, {"s64", 64, 9.0}};
    for (auto& spec : specs)
        for (int k = 0; k < runsEach; ++k)
            spec.runs.push_back(
                countedRun("r" + std::to_string(k), *spec.minutes * (k % 2 == 0 ? 0.99 : 1.01)));
    return datasetOf(specs);
}

} // namespace

TEST(analysis_UncertaintyBudget, ResamplesThatFit)
{
    EXPECT_EQ(kUncertaintyWorkBudget, 50'000'000u);
    const auto small = resamplesWithinBudget(1000, 28);
    EXPECT_EQ(small.used, 1000);
    EXPECT_FALSE(small.cut());
    EXPECT_EQ(budgetSentence("run bootstrap", small), "");
    const auto cut = resamplesWithinBudget(100000, 11000); // 50e6 / 11000 = 4545.45
    EXPECT_EQ(cut.used, 4545);
    EXPECT_EQ(budgetSentence("run bootstrap", cut),
              "run bootstrap cut to 4545 of 100000 resamples: each resample takes 11000 steps "
              "(runs drawn and "
              "points rebuilt), and one series may take 50000000; its intervals are coarser");
    EXPECT_EQ(resamplesWithinBudget(1000, 250'000).used, 200); // exactly kMinResamples
    const auto none = resamplesWithinBudget(1000, 250'001);
    EXPECT_EQ(none.used, 0);
    EXPECT_EQ(budgetSentence("entry bootstrap", none),
              "entry bootstrap left out: each resample takes 250001 steps (runs drawn and points "
              "rebuilt), and one "
              "series may take 50000000, so fewer than 200 resamples would fit");
    EXPECT_EQ(resamplesWithinBudget(0, 1).used, 0);
    EXPECT_FALSE(resamplesWithinBudget(0, 1).cut()); // switched off is not a cut
    EXPECT_TRUE(withinBudget(7071, 7071));
    EXPECT_FALSE(withinBudget(7072, 7072));
    EXPECT_FALSE(withinBudget(UINT64_MAX, 2)); // no wrap-around
}

TEST(analysis_UncertaintyBudget, ANormalSeriesGetsEveryResampleAsked)
{
    SeriesOptions options;
    options.bootstrapResamples = 100000; // 20 runs + 8 point rebuilds: 2.8 million steps
    const Series series = onlySeries(workedExampleWithRuns(5), options);
    EXPECT_EQ(series.runBootstrap.requested, 100000);
    EXPECT_EQ(series.runBootstrap.used, 100000);
    EXPECT_EQ(series.breakEven.threshold.resamples, 100000);
    EXPECT_FALSE(hasWarning(series, "run bootstrap"));
    ASSERT_TRUE(series.points[1].speedupInterval.has_value());
}

TEST(analysis_UncertaintyBudget, TooManyRunsCutTheRunBootstrapAndSaySo)
{
    // With a budget of 1,000,000 steps: 4 x 2000 runs + 8 = 8008 steps a resample, so
    // 124 of 1000 would fit, fewer than 200: left out. At 500 runs a point (2008 steps)
    // 498 fit.
    SeriesOptions options;
    options.workBudget = 1'000'000;
    const Series none = onlySeries(workedExampleWithRuns(2000), options);
    EXPECT_EQ(none.runBootstrap.used, 0);
    EXPECT_EQ(none.breakEven.threshold.resamples, 0);
    EXPECT_FALSE(none.points[1].speedupInterval.has_value());
    EXPECT_TRUE(hasWarning(
        none, "run bootstrap left out: each resample takes 8008 steps (runs drawn and points "
              "rebuilt), and one series may take 1000000, so fewer than 200 resamples would fit"))
        << ::testing::PrintToString(none.warnings);

    const Series series = onlySeries(workedExampleWithRuns(500), options);
    EXPECT_EQ(series.runBootstrap.used, 498);
    EXPECT_EQ(series.breakEven.threshold.resamples, 498);
    EXPECT_TRUE(series.points[1].speedupInterval.has_value());
    EXPECT_TRUE(hasWarning(
        series, "run bootstrap cut to 498 of 1000 resamples: each resample takes 2008 steps"))
        << ::testing::PrintToString(series.warnings);

    const auto json = nlohmann::json::parse(seriesToJson({series}, options));
    const auto& budget = json["series"][0]["uncertainty_budget"];
    EXPECT_EQ(budget["run_bootstrap_resamples"]["requested"], 1000);
    EXPECT_EQ(budget["run_bootstrap_resamples"]["used"], 498);
    EXPECT_EQ(budget["work_budget_steps"], 1000000);
    const auto& warnings = json["series"][0]["warnings"];
    EXPECT_TRUE(std::any_of(warnings.begin(), warnings.end(), [](const auto& warning) {
        return warning.template get<std::string>().rfind("run bootstrap cut to 498", 0) == 0;
    }));
    const std::string text = seriesToTable({series}, options);
    EXPECT_NE(text.find("bootstrap interval over 498 resamples of the counted runs"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("run bootstrap cut to 498 of 1000 resamples"), std::string::npos) << text;
}

TEST(analysis_UncertaintyBudget, TooManyEntriesLeaveOutLeaveOneOutAndCutTheEntryBootstrap)
{
    // With a budget of 1,000,000 steps: 501 entries at five counts, every one on the
    // curve (all points), so leaving each out rebuilds 501 curves of 501 entries (4 steps
    // each: 1,004,004, over the budget); an entry resample takes 5 x 501 = 2505 steps, so
    // 399 of 100000 fit.
    std::vector<PointSpec> specs;
    const std::int64_t counts[] = {8, 16, 32, 64, 128};
    const double minutes[] = {40, 22, 13, 9, 8};
    for (int i = 0; i < 501; ++i)
        specs.push_back(
            {"s" + std::to_string(i), counts[i % 5], minutes[i % 5] * (1 + 0.001 * (i % 7))});
    SeriesOptions options;
    options.allPoints = true;
    options.bootstrapResamples = 0;
    options.entryResamples = 100000;
    options.workBudget = 1'000'000;
    const Series series = onlySeries(datasetOf(specs), options);
    const auto& entries = series.entryUncertainty;
    EXPECT_EQ(entries.threshold.rebuilds, 0);
    EXPECT_EQ(
        entries.leaveOneOutReason,
        "501 rebuilds of 501 entries each are over the work budget of one series (1000000 steps)");
    EXPECT_TRUE(hasWarning(series, "leave one entry out left out: 501 rebuilds"));
    EXPECT_EQ(entries.bootstrapBudget.used, 399);
    EXPECT_EQ(entries.bootstrapResamples, 399);
    EXPECT_TRUE(hasWarning(series, "entry bootstrap cut to 399 of 100000 resamples"));
    EXPECT_FALSE(hasWarning(series, "run bootstrap")); // switched off, not cut
    ASSERT_TRUE(series.verdict.found()) << verdictHeadline(series.verdict);
    {
        const auto details = verdictDetails(series.verdict);
        EXPECT_TRUE(std::any_of(details.begin(), details.end(), [](const std::string& line) {
            return line == "leave one entry out: none, 501 rebuilds of 501 entries each are over "
                           "the work budget "
                           "of one series (1000000 steps)";
        })) << ::testing::PrintToString(details);
    }
}

TEST(analysis_UncertaintyBudget, TooManyPointsLeaveOutTheFitRefits)
{
    // With a budget of 5,000,000 steps: 51 x 51 x 2000 is over it, 50 x 50 x 2000 is not.
    std::vector<PointSpec> specs;
    for (int i = 0; i < 51; ++i)
        specs.push_back(
            {"s" + std::to_string(i), 8 << (i % 5), 40.0 / (1 << (i % 5)) * (1.2 + 0.001 * i)});
    SeriesOptions options;
    options.allPoints = true;
    options.bootstrapResamples = 0;
    options.entryResamples = 0;
    options.workBudget = 5'000'000;
    const Series series = onlySeries(datasetOf(specs), options);
    EXPECT_EQ(series.fits.leaveOneOutReason, "refitting without each of 51 points is over the work "
                                             "budget of one series (5000000 steps)");
    EXPECT_TRUE(series.fits.amdahl.fitted);
    EXPECT_FALSE(series.fits.amdahl.leaveOneOutRmse.has_value());
    EXPECT_FALSE(series.fits.best.has_value());
    EXPECT_EQ(series.fits.bestReason, "no model chosen: " + series.fits.leaveOneOutReason);
    EXPECT_TRUE(hasWarning(
        series, "fit diagnostics without each point left out: refitting without each of 51"));
    const auto json = nlohmann::json::parse(seriesToJson({series}, options));
    EXPECT_EQ(json["series"][0]["fits"]["leave_one_out_reason"], series.fits.leaveOneOutReason);

    specs.pop_back(); // 50 points fit: refitted as before
    const Series within = onlySeries(datasetOf(specs), options);
    EXPECT_EQ(within.fits.leaveOneOutReason, "");
    EXPECT_TRUE(within.fits.amdahl.leaveOneOutRmse.has_value());
    EXPECT_TRUE(within.fits.best.has_value());
}
