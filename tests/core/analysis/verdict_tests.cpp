// The break-even verdict (docs/analysis.md §1, §4.1, §8, §9, §10) on hand-computed series:
// system families, no N* inside an unmeasured gap, leave one entry out, the entry
// bootstrap, time vs throughput, and fits that are never called best when they prove nothing.
#include "core/analysis/series.h"
#include "core/analysis/series_output.h"
#include "core/analysis/system_design.h"
#include "core/analysis/verdict.h"
#include "tests/support/analysis_fixtures.h"

#include <cmath>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace scalescope::analysis {
namespace {

using testing::countedRun;
using testing::datasetOf;
using testing::onlySeries;

TEST(analysisSystemDesign, CountsAreTakenOut)
{
    EXPECT_EQ(systemDesign("2xXE9680x8H100-SXM-80GB").key,
              systemDesign("XE9680x8H100-SXM-80GB").key);
    EXPECT_EQ(systemDesign("Eos_n128").label, "Eos");
    EXPECT_EQ(systemDesign("Eos").key, "eos");
    EXPECT_EQ(systemDesign("tpu-v5p-12288").label, "tpu v5p");
    EXPECT_EQ(systemDesign("ND_H200_v5 x64").label, "ND H200 v5");
    EXPECT_EQ(systemDesign("16xR750x2xA100-PCIe-80GB").key,
              systemDesign("8xR750-2xA100-PCIe-80GB").key);
    EXPECT_EQ(systemDesign("Nyx (8x NVIDIA DGX B200)").key,
              systemDesign("Nyx (1x NVIDIA DGX B200)").key);
    EXPECT_NE(systemDesign("Eos-dfw_n1452").key, systemDesign("Eos_n8").key);
    EXPECT_EQ(systemDesign("1024").label, "1024"); // nothing but a count: kept whole
}

TEST(analysisVerdict, DefaultSeriesIsOneSystemFamily)
{
    // Two submitters on one accelerator: two families by default, one series by accelerator.
    auto dataset = datasetOf({{"a8", 8, 40.0, "NVIDIA H100-SXM5-80GB", "Alpha"},
                              {"a16", 16, 22.0, "NVIDIA H100-SXM5-80GB", "Alpha"},
                              {"b8", 8, 30.0, "NVIDIA H100-SXM5-80GB", "Beta"},
                              {"b64", 64, 5.0, "NVIDIA H100-SXM5-80GB", "Beta"}});
    SeriesOptions options;
    EXPECT_EQ(options.groupBy, GroupBy::Family);
    const auto families = analyze(dataset, options);
    ASSERT_EQ(families.size(), 2u);
    EXPECT_EQ(families[0].group, "Alpha Test system / NVIDIA H100-SXM5-80GB");
    EXPECT_FALSE(families[0].verdict.mixesSystems);
    options.groupBy = GroupBy::Accelerator;
    const auto byAccelerator = analyze(dataset, options);
    ASSERT_EQ(byAccelerator.size(), 1u);
    EXPECT_TRUE(byAccelerator[0].verdict.mixesSystems);
    EXPECT_EQ(byAccelerator[0].verdict.submitters, 2u);
}

// N = 8, 16, 64 with T = 40, 22, 20: E = 1, 0.909, 0.25. The crossing of 0.5 lies between
// 16 and 64 GPUs, 4x apart: not measured, so no N*.
Dataset gapSeries()
{
    return datasetOf({{"s8", 8, 40.0}, {"s16", 16, 22.0}, {"s64", 64, 20.0}});
}

TEST(analysisVerdict, NoNumberInsideAnUnmeasuredGap)
{
    const auto series = onlySeries(gapSeries());
    const auto& threshold = series.breakEven.threshold;
    EXPECT_DOUBLE_EQ(*threshold.n, 16.0);
    EXPECT_DOUBLE_EQ(*threshold.gapTo, 64.0);
    EXPECT_FALSE(threshold.nInterpolated);
    ASSERT_EQ(series.breakEven.crossings.size(), 1u);
    EXPECT_TRUE(series.breakEven.crossings[0].inGap());

    const auto& verdict = series.verdict;
    EXPECT_EQ(verdict.kind, Verdict::Kind::Gap);
    EXPECT_DOUBLE_EQ(*verdict.markerN, 16.0);
    EXPECT_DOUBLE_EQ(*verdict.gapTo, 64.0);
    EXPECT_FALSE(verdict.nStar);
    EXPECT_EQ(verdictHeadline(verdict),
              "Break-even (θ = 0.5): between 16 and 64 GPUs, not measured there");
    EXPECT_EQ(verdictLegend(verdict), "Break-even (θ = 0.5): in the 16–64 gap");

    // Every output: no interpolated number in json, csv or the table.
    SeriesOptions options;
    const auto json = nlohmann::json::parse(seriesToJson({series}, options));
    const auto& out = json["series"][0];
    EXPECT_TRUE(out["break_even"]["threshold"]["n_interpolated"].is_null());
    EXPECT_EQ(out["break_even"]["threshold"]["gap_to"], 64.0);
    EXPECT_TRUE(out["break_even"]["threshold_crossings"][0]["n_interpolated"].is_null());
    EXPECT_EQ(out["verdict"]["kind"], "unmeasured_gap");
    EXPECT_EQ(out["verdict"]["marker_n"], 16.0);
    EXPECT_TRUE(out["verdict"]["n_star"].is_null());
    const auto table = seriesToTable({series}, options);
    EXPECT_NE(table.find("between 16 and 64 GPUs, not measured there"), std::string::npos) << table;
    EXPECT_EQ(table.find("N* ="), std::string::npos) << table;
    const auto csv = seriesToCsv({series});
    EXPECT_NE(csv.find(",\"Break-even (θ = 0.5): between 16 and 64 GPUs, not measured "
                       "there\",16,,64,,,no,,,,,\n"),
              std::string::npos)
        << csv;
}

TEST(analysisVerdict, GapSeriesDependsOnOneEntry)
{
    // Without the 64-GPU entry only two counts are left: no break-even at all.
    const auto series = onlySeries(gapSeries());
    const auto& verdict = series.verdict;
    EXPECT_TRUE(verdict.entries.dependsOnOneEntry);
    ASSERT_TRUE(verdict.influentialEntry);
    EXPECT_EQ(verdict.influentialEntry->systemId, "s64");
    EXPECT_EQ(verdict.influentialEntry->n, 64);
    const auto details = verdictDetails(verdict);
    EXPECT_NE(std::find(details.begin(), details.end(),
                        "depends on one entry: without Org s64 (64 GPUs) there is no break-even by "
                        "this rule"),
              details.end());
}

// N = 8, 16, 32, 64, 128 with T = 40, 21, 12, 8, 6 and a slower 128-GPU entry (T = 7):
// E = 1, 0.952, 0.833, 0.625, 0.4167: N* = 2^(6 + 0.125 / 0.20833) = 2^6.6 = 97.0.
Dataset fiveCounts()
{
    return datasetOf({{"s8", 8, 40.0},
                      {"s16", 16, 21.0},
                      {"s32", 32, 12.0},
                      {"s64", 64, 8.0},
                      {"s128", 128, 6.0},
                      {"t128", 128, 7.0}});
}

TEST(analysisVerdict, LeaveOneEntryOut)
{
    const auto series = onlySeries(fiveCounts());
    const auto& verdict = series.verdict;
    ASSERT_EQ(verdict.kind, Verdict::Kind::Crossing);
    EXPECT_NEAR(*verdict.nStar, std::exp2(6.6), 1e-9);
    EXPECT_DOUBLE_EQ(*verdict.markerN, 64.0);
    // Rebuilds: without s8 the reference is s16 (N* = 2^(6 + 0.15625 / 0.21875) = 105.0);
    // without s16 or s32, 97.0; without s64 the crossing falls in the 32-128 gap; without
    // s128, t128 takes its place (E = 320 / 896: N* = 2^(6 + 0.125 / 0.267857) = 88.4).
    // The 32-128 bracket moves it most (log2 of 97 / 64 = 0.6).
    const auto& entries = verdict.entries;
    EXPECT_EQ(entries.rebuilds, 5);
    EXPECT_EQ(entries.rebuildsWithValue, 5);
    EXPECT_FALSE(entries.dependsOnOneEntry);
    ASSERT_TRUE(verdict.influentialEntry);
    EXPECT_EQ(verdict.influentialEntry->systemId, "s64");
    EXPECT_DOUBLE_EQ(*entries.withoutInfluential.n, 32.0);
    EXPECT_DOUBLE_EQ(*entries.withoutInfluential.gapTo, 128.0);
    EXPECT_DOUBLE_EQ(entries.range->low, 32.0);
    EXPECT_DOUBLE_EQ(entries.range->high, 128.0);

    // The same figures directly, for the rebuilds that do not bracket.
    auto withoutBest = fiveCounts();
    withoutBest.rounds[0].systems.erase(withoutBest.rounds[0].systems.begin() + 4);
    EXPECT_NEAR(*onlySeries(withoutBest).verdict.nStar,
                std::exp2(6.0 + 0.125 / (0.625 - 320.0 / 896.0)), 1e-9);
    auto withoutReference = fiveCounts();
    withoutReference.rounds[0].systems.erase(withoutReference.rounds[0].systems.begin());
    EXPECT_NEAR(*onlySeries(withoutReference).verdict.nStar, std::exp2(6.0 + 0.15625 / 0.21875),
                1e-9);
}

TEST(analysisVerdict, EntryBootstrapIsSeedStable)
{
    SeriesOptions options;
    options.bootstrapResamples = 0;
    options.entryResamples = 400;
    const auto first = onlySeries(fiveCounts(), options);
    const auto again = onlySeries(fiveCounts(), options);
    const auto& verdict = first.verdict;
    EXPECT_EQ(verdict.entryResamples, 400);
    EXPECT_GT(verdict.entryResamplesWithCrossing, 0);
    EXPECT_LE(verdict.entryResamplesWithCrossing, 400);
    ASSERT_TRUE(verdict.entryInterval);
    EXPECT_EQ(verdict.entryInterval->low, again.verdict.entryInterval->low);
    EXPECT_EQ(verdict.entryInterval->high, again.verdict.entryInterval->high);
    EXPECT_EQ(verdict.entryResamplesWithCrossing, again.verdict.entryResamplesWithCrossing);
    // Every rebuild crosses between 8 and 128 GPUs.
    EXPECT_GE(verdict.entryInterval->low, 8.0);
    EXPECT_LE(verdict.entryInterval->high, 128.0);
    EXPECT_LE(verdict.entryInterval->low, *verdict.nStar);
    EXPECT_GE(verdict.entryInterval->high, *verdict.nStar);
    options.bootstrapSeed = 7;
    const auto other = onlySeries(fiveCounts(), options);
    EXPECT_TRUE(other.verdict.entryInterval);

    // Fewer than five distinct N: no entry bootstrap, and the reason says so.
    const auto few = onlySeries(gapSeries(), options);
    EXPECT_FALSE(few.verdict.entryInterval);
    EXPECT_EQ(few.verdict.entryReason, "only 3 distinct GPU counts (the entry bootstrap needs 5)");
}

TEST(analysisVerdict, ConvergenceLimitsTheScaling)
{
    // llama2_70b_lora, one run per entry. Time E = 1, 0.909, 0.625, 0.4167 (N* = 2^5.6);
    // samples 3000, 3300, 3750, 6000 (I = 1, 1.1, 1.25, 2); throughput E_x = E * I =
    // 1, 1, 0.78125, 0.8333: throughput never falls below 0.5.
    std::vector<testing::PointSpec> specs;
    const std::vector<std::tuple<std::int64_t, double, double>> entries{
        {8, 100.0, 3000.0}, {16, 55.0, 3300.0}, {32, 40.0, 3750.0}, {64, 30.0, 6000.0}};
    for (const auto& [n, minutes, samples] : entries) {
        testing::PointSpec spec{"s" + std::to_string(n), n, minutes};
        spec.benchmark = "llama2_70b_lora";
        spec.runs = {countedRun("result_0.txt", minutes, samples, static_cast<double>(n))};
        specs.push_back(spec);
    }
    const auto series = onlySeries(datasetOf(specs));
    const auto& verdict = series.verdict;
    ASSERT_EQ(verdict.kind, Verdict::Kind::Crossing);
    EXPECT_NEAR(*verdict.nStar, std::exp2(5.6), 1e-9);
    EXPECT_TRUE(verdict.throughputThreshold.lowerBound);
    EXPECT_DOUBLE_EQ(*verdict.throughputThreshold.n, 64.0);
    ASSERT_TRUE(verdict.limit);
    const auto& limit = *verdict.limit;
    EXPECT_DOUBLE_EQ(limit.n, 64.0);
    EXPECT_NEAR(limit.efficiency, 800.0 / 1920.0, 1e-12);
    EXPECT_NEAR(limit.throughputEfficiency, 5.0 / 6.0, 1e-12);
    EXPECT_NEAR(limit.sampleInflation, 2.0, 1e-12);
    EXPECT_NEAR(*limit.batchRatio, 8.0, 1e-12);
    EXPECT_NEAR(limit.convergenceShare, std::log(2.0) / -std::log(800.0 / 1920.0), 1e-12);
    EXPECT_TRUE(limit.mainlyConvergence);
    const auto details = verdictDetails(verdict);
    EXPECT_NE(
        std::find(details.begin(), details.end(),
                  "at 64 GPUs efficiency is 0.42 on time and 0.83 on throughput: the 8x larger "
                  "global batch needs 2x the samples to converge; efficiency falls mainly "
                  "because of convergence, not because throughput stops scaling (convergence "
                  "share 0.79)"),
        details.end());
}

TEST(analysisFits, NeverBestWithoutResidualFreedom)
{
    // Two GPU counts: the power law passes through both (R^2 = 1 by construction).
    const auto two = onlySeries(datasetOf({{"a", 8, 40.0}, {"b", 16, 25.0}}));
    EXPECT_TRUE(two.fits.powerLaw.fitted);
    EXPECT_FALSE(two.fits.best);
    EXPECT_EQ(two.fits.bestReason,
              "too few points to prefer a model: none has two residual degrees "
              "of freedom (distinct GPU counts minus parameters)");
    EXPECT_FALSE(two.shownFit);
}

TEST(analysisFits, BestBeatsAConstantOutOfSample)
{
    const auto series = onlySeries(testing::workedExample());
    ASSERT_TRUE(series.fits.best);
    const auto& best = series.fits.get(*series.fits.best);
    EXPECT_GE(best.distinctN - best.parameters, 2);
    EXPECT_GT(*best.rSquared, 0.0);
    ASSERT_TRUE(series.fits.constantLeaveOneOutRmse);
    EXPECT_LT(*best.leaveOneOutRmse, *series.fits.constantLeaveOneOutRmse);
    // The constant's leave-one-out error by hand: ln t = 0, ln 0.55, ln 0.325, ln 0.225,
    // each but the reference's predicted by the mean of the other three.
    const std::vector<double> y{0.0, std::log(0.55), std::log(0.325), std::log(0.225)};
    double sum = 0;
    for (std::size_t i = 1; i < y.size(); ++i) {
        double others = 0;
        for (std::size_t j = 0; j < y.size(); ++j)
            others += i == j ? 0.0 : y[j];
        const double error = y[i] - others / 3.0;
        sum += error * error;
    }
    EXPECT_NEAR(*series.fits.constantLeaveOneOutRmse, std::sqrt(sum / 3.0), 1e-12);
}

TEST(analysisFits, NoModelFitsFlatNoise)
{
    // No scaling at all: times go up and down around 40 minutes.
    SeriesOptions everyPoint; // the slower entries would be dominated and left out
    everyPoint.allPoints = true;
    const auto series = onlySeries(
        datasetOf({{"a", 8, 40.0}, {"b", 16, 45.0}, {"c", 32, 38.0}, {"d", 64, 44.0}}), everyPoint);
    EXPECT_FALSE(series.fits.best) << toString(*series.fits.best);
    EXPECT_EQ(series.fits.bestReason,
              "no model fits these points: none with at least two residual degrees of freedom has "
              "R^2 > 0 and a leave-one-out error below a constant's");
}

TEST(analysisVerdict, MarkerStartsWhereTheHeadlineSaysIt)
{
    // The desktop app's marker and `analyze` read the same N (docs/analysis.md §11).
    Verdict crossing;
    crossing.kind = Verdict::Kind::Crossing;
    crossing.markerN = 64.0;
    crossing.nStar = 97.0;
    crossing.measuredCounts = 5;
    crossing.largestN = 128.0;
    EXPECT_DOUBLE_EQ(markerStartN(crossing), 97.0);
    Verdict gap = crossing;
    gap.kind = Verdict::Kind::Gap;
    gap.nStar.reset();
    gap.gapTo = 128.0;
    EXPECT_DOUBLE_EQ(markerStartN(gap), 64.0);
    Verdict none;
    none.measuredCounts = 2;
    none.largestN = 16.0;
    EXPECT_DOUBLE_EQ(markerStartN(none), 16.0);
    EXPECT_DOUBLE_EQ(markerStartN(Verdict{}), 0.0);
    // From a real analysis: fiveCounts() crosses theta = 0.5 at N* = 2^6.6.
    const auto series = onlySeries(fiveCounts());
    EXPECT_NEAR(markerStartN(series.verdict), std::pow(2.0, 6.6), 1e-9);
}

} // namespace
} // namespace scalescope::analysis
