// The analysis on the imported v4.1 round (core/importer) agrees with the analysis of the
// official summary CSV, and each point's counted runs average to its official score.
#include "core/analysis/series.h"
#include "core/analysis/verdict.h"
#include "core/importer/importer.h"
#include "tests/core/analysis/official_csv.h"
#include "tests/support/test_data.h"

#include <algorithm>
#include <cstdio>
#include <gtest/gtest.h>
#include <map>
#include <numeric>
#include <set>

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
        options.groupBy = GroupBy::Accelerator;
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

// Issue 24 on the real round: the verdicts a performance engineer would put in a report.
TEST(analysisV41Imported, BreakEvenVerdicts)
{
    SCALESCOPE_NEEDS_V41_ROUND();
    const auto imported = importPaths({SCALESCOPE_V41_ROOT});
    ASSERT_TRUE(imported.ok()) << imported.error;
    SeriesOptions options;
    options.bootstrapResamples = 0;
    options.filter.benchmark = "bert";

    // By accelerator, H100 bert crosses between 64 and 3472 GPUs, where nothing was
    // measured, and the 3472-GPU entry alone carries the crossing.
    options.groupBy = GroupBy::Accelerator;
    options.filter.accelerator = "NVIDIA H100-SXM5-80GB";
    const auto byAccelerator = analyze(imported.dataset, options);
    ASSERT_EQ(byAccelerator.size(), 1u);
    const auto& collage = byAccelerator[0].verdict;
    EXPECT_EQ(collage.kind, Verdict::Kind::Gap);
    EXPECT_DOUBLE_EQ(*collage.markerN, 64.0);
    EXPECT_DOUBLE_EQ(*collage.gapTo, 3472.0);
    EXPECT_FALSE(collage.nStar);
    EXPECT_EQ(verdictHeadline(collage),
              "Break-even (θ = 0.5): between 64 and 3472 GPUs, not measured there");
    EXPECT_TRUE(collage.mixesSystems);
    EXPECT_GT(collage.submitters, 1u);
    EXPECT_TRUE(collage.entries.dependsOnOneEntry);
    ASSERT_TRUE(collage.influentialEntry);
    EXPECT_EQ(collage.influentialEntry->n, 3472);
    EXPECT_EQ(collage.influentialEntry->submitter, "NVIDIA");
    EXPECT_EQ(collage.influentialEntry->systemId, "eos_n434_ngc23.09_pytorch");

    // By default, the family with the most GPU counts mixes no submitters and has at
    // least three GPU counts.
    options.groupBy = GroupBy::Family;
    options.filter.accelerator.clear();
    const auto families = analyze(imported.dataset, options);
    ASSERT_FALSE(families.empty());
    const auto widest =
        std::max_element(families.begin(), families.end(), [](const auto& a, const auto& b) {
            return a.curve.size() < b.curve.size();
        });
    EXPECT_GE(widest->curve.size(), 3u);
    std::set<std::string> submitters;
    for (const auto& point : widest->points)
        submitters.insert(point.submitter);
    EXPECT_EQ(submitters.size(), 1u) << widest->group;
    EXPECT_FALSE(widest->verdict.mixesSystems);

    // llama2_70b_lora on H100: convergence, not throughput, limits the scaling.
    options.groupBy = GroupBy::Accelerator;
    options.filter.benchmark = "llama2_70b_lora";
    options.filter.accelerator = "NVIDIA H100-SXM5-80GB";
    const auto llama = analyze(imported.dataset, options);
    ASSERT_EQ(llama.size(), 1u);
    ASSERT_TRUE(llama[0].verdict.limit) << llama[0].verdict.limitReason;
    EXPECT_TRUE(llama[0].verdict.limit->mainlyConvergence);
    EXPECT_GT(llama[0].verdict.limit->sampleInflation, 1.5);
    EXPECT_GT(llama[0].verdict.limit->throughputEfficiency, llama[0].verdict.limit->efficiency);
    // At 512 GPUs (Oracle, global batch 64) the RCPs of 4.1.0 expect 7779.56 samples
    // (between batch 32 and 128); the runs took 8976 on average: 1.154x what is expected.
    const auto& limit = *llama[0].verdict.limit;
    EXPECT_DOUBLE_EQ(limit.n, 512.0);
    ASSERT_TRUE(limit.expectedInflation);
    EXPECT_GT(*limit.expectedInflation, 1.0); // a larger batch is expected to need more
    ASSERT_TRUE(limit.measuredOverExpected);
    EXPECT_NEAR(*limit.measuredOverExpected, 8976.0 / 7779.555555555556, 1e-9);
}

// docs/analysis.md §8, last bullet, on the real round: expected convergence from the
// official reference points next to the measured one.
TEST(analysisV41Imported, ExpectedConvergenceFromTheReferencePoints)
{
    SCALESCOPE_NEEDS_V41_ROUND();
    const auto imported = importPaths({SCALESCOPE_V41_ROOT});
    ASSERT_TRUE(imported.ok()) << imported.error;
    SeriesOptions options;
    options.groupBy = GroupBy::Accelerator;
    options.filter.accelerator = "NVIDIA H100-SXM5-80GB";
    const auto pointOf = [&](const char* benchmark, const char* systemId) -> Point {
        options.filter.benchmark = benchmark;
        for (const auto& series : analyze(imported.dataset, options))
            for (const auto& point : series.points)
                if (point.systemId == systemId)
                    return point;
        ADD_FAILURE() << "no " << benchmark << " entry " << systemId;
        return {};
    };

    // Oracle 512xBM.GPU.H100.8 trains llama2_70b_lora at global batch size 64, between
    // the references at 32 and 128 of training_4.1.0/rcps_llama2_70b_lora.json. Their
    // olympic means (20 runs, fastest and slowest dropped): 108672 / 18 = 6037.333... and
    // 202752 / 18 = 11264. np.interp: (11264 - 6037.333333333333) / (128 - 32) x (64 - 32)
    // + 6037.333333333333 = 7779.555555555556.
    const auto llama = pointOf("llama2_70b_lora", "512xBM.GPU.H100.8");
    EXPECT_EQ(llama.ruleset, "4.1.0");
    ASSERT_TRUE(llama.expectedConvergence) << llama.convergenceReason;
    EXPECT_DOUBLE_EQ(llama.expectedConvergence->value, 7779.555555555556);
    EXPECT_EQ(llama.expectedConvergence->unit, "samples");
    EXPECT_EQ(llama.expectedConvergence->lowerBatch, 32.0);
    EXPECT_EQ(llama.expectedConvergence->upperBatch, 128.0);
    EXPECT_FALSE(llama.expectedConvergence->exact);
    EXPECT_EQ(llama.expectedConvergence->source,
              "rcp_checker/training_4.1.0/rcps_llama2_70b_lora.json");
    // Its 10 runs converge at 8064 (fastest, dropped), 8448, 8832 x5, 9600 x3 (the slowest
    // dropped) samples: (8448 + 5 x 8832 + 2 x 9600) / 8 = 8976, 1.154x the references.
    ASSERT_TRUE(llama.measuredConvergence) << llama.convergenceReason;
    EXPECT_EQ(*llama.measuredConvergence, 8976.0);

    // stable_diffusion on Dell XE8640x4H100-SXM-80GB, batch size 256, a reference batch
    // size of training_4.1.0 (mean 2048000 samples). Its runs first meet FID <= 90 and
    // CLIP >= 0.15 at 1536000 (fastest, dropped), 2048000 x7 and 2560000 x2 (one dropped):
    // (7 x 2048000 + 2560000) / 8 = 2112000.
    const auto sd = pointOf("stable_diffusion", "XE8640x4H100-SXM-80GB");
    ASSERT_TRUE(sd.expectedConvergence) << sd.convergenceReason;
    EXPECT_EQ(sd.expectedConvergence->value, 2048000.0);
    EXPECT_TRUE(sd.expectedConvergence->exact);
    ASSERT_TRUE(sd.measuredConvergence) << sd.convergenceReason;
    EXPECT_EQ(*sd.measuredConvergence, 2112000.0);
}

// Issue 40 on the real round: one import for the tests below.
const Dataset& v41()
{
    static const auto imported = importPaths({SCALESCOPE_V41_ROOT});
    EXPECT_TRUE(imported.ok()) << imported.error;
    return imported.dataset;
}

// docs/analysis.md §8.2: E = Ex / I x r x a on every point of every series.
TEST(analysisV41Imported, EfficiencyDecompositionMultipliesOutOnEveryPoint)
{
    SCALESCOPE_NEEDS_V41_ROUND();
    int checked = 0;
    for (const auto groupBy : {GroupBy::Family, GroupBy::Accelerator})
        for (const auto& benchmark : benchmarksIn(v41())) {
            SeriesOptions options;
            options.bootstrapResamples = 0;
            options.entryResamples = 0;
            options.groupBy = groupBy;
            options.filter.benchmark = benchmark;
            for (const auto& series : analyze(v41(), options))
                for (const auto& point : series.points) {
                    SCOPED_TRACE(benchmark + " " + series.group + " " + point.systemId);
                    if (!point.decomposition) {
                        EXPECT_FALSE(point.sampleInflation && point.throughputSpeedup);
                        continue;
                    }
                    const auto& split = *point.decomposition;
                    EXPECT_EQ(split.timeEfficiency, point.efficiency);
                    EXPECT_NEAR(split.product(), point.efficiency, 1e-9);
                    EXPECT_NEAR(split.scoreAveraging, 1.0, 1e-12); // every counted run has samples
                    ++checked;
                }
        }
    EXPECT_GT(checked, 150); // 153 scores, each in a family

    // TPU v5p stable_diffusion at 512 chips against 8: E = 0.236 but Ex / I = 0.249; the
    // 512-chip entry's scaling factor is 1.0563 (the reference's 1): r = 0.947.
    SeriesOptions options;
    options.bootstrapResamples = 0;
    options.entryResamples = 0;
    options.filter.benchmark = "stable_diffusion";
    options.filter.accelerator = "TPU-v5p";
    const auto tpu = analyze(v41(), options);
    ASSERT_EQ(tpu.size(), 1u);
    const auto at = std::find_if(tpu[0].points.begin(), tpu[0].points.end(),
                                 [](const Point& point) { return point.n == 512; });
    ASSERT_NE(at, tpu[0].points.end());
    ASSERT_TRUE(at->decomposition);
    const auto& split = *at->decomposition;
    EXPECT_NEAR(split.timeEfficiency, 0.2358, 5e-5);
    EXPECT_NEAR(split.throughputEfficiency / split.sampleInflation, 0.2490, 5e-5);
    EXPECT_NEAR(1 / split.rcpNormalisation, 1.0563, 5e-5);
    EXPECT_NEAR(split.rcpNormalisation, 0.9467, 5e-5);
    EXPECT_NEAR(split.product(), split.timeEfficiency, 1e-12);
}

// docs/analysis.md §5.2: on NVIDIA Eos's 3 bert counts the power law (one residual degree
// of freedom, leave-one-out alpha 0.51 to 0.87) is not best; Amdahl (two) is.
TEST(analysisV41Imported, OnThreeCountsAmdahlNotThePowerLawIsBest)
{
    SCALESCOPE_NEEDS_V41_ROUND();
    SeriesOptions options;
    options.bootstrapResamples = 0;
    options.entryResamples = 0;
    options.filter.benchmark = "bert";
    options.filter.submitter = "NVIDIA";
    options.filter.accelerator = "NVIDIA H100-SXM5-80GB";
    const auto all = analyze(v41(), options);
    const auto eos = std::find_if(all.begin(), all.end(), [](const Series& series) {
        return series.group.find("Eos") != std::string::npos;
    });
    ASSERT_NE(eos, all.end());
    const auto& fits = eos->fits;
    EXPECT_EQ(fits.powerLaw.distinctN, 3);
    EXPECT_FALSE(fits.isCandidate(fits.powerLaw));
    ASSERT_TRUE(fits.best);
    EXPECT_EQ(*fits.best, FitKind::Amdahl);
    EXPECT_NEAR(*fits.amdahl.aicc, -8.95, 5e-3);
    EXPECT_NEAR(*fits.amdahl.rSquared, 0.997, 5e-4);
    EXPECT_LT(*fits.amdahl.leaveOneOutRmse, *fits.constantLeaveOneOutRmse);
    EXPECT_EQ(fits.bestReason,
              "lowest AICc among the models with at least two residual degrees of freedom, "
              "R^2 > 0 and a leave-one-out error below a constant's");
    const auto& alpha = fits.powerLaw.sensitivity.at(0);
    EXPECT_NEAR(*alpha.leaveOneOutMin, 0.51, 5e-3);
    EXPECT_NEAR(*alpha.leaveOneOutMax, 0.87, 5e-3);
}

// docs/analysis.md §8.4: Lambda's llama2_70b_lora family is above linear at 32 GPUs.
TEST(analysisV41Imported, APointAboveLinearSaysWhy)
{
    SCALESCOPE_NEEDS_V41_ROUND();
    SeriesOptions options;
    options.entryResamples = 0;
    options.filter.benchmark = "llama2_70b_lora";
    options.filter.submitter = "Lambda";
    const auto lambda = analyze(v41(), options);
    ASSERT_EQ(lambda.size(), 1u);
    const auto& point = lambda[0].points.at(1);
    EXPECT_EQ(point.n, 32);
    EXPECT_NEAR(point.efficiency, 1.016, 5e-4);
    ASSERT_TRUE(point.efficiencyInterval);
    EXPECT_LT(point.efficiencyInterval->low, 1.0);
    EXPECT_NEAR(*point.sampleInflation, 0.958, 5e-4);
    ASSERT_EQ(lambda[0].caveatMessages.size(), 2u);
    char interval[64];
    std::snprintf(interval, sizeof interval, "%.3f to %.3f", point.efficiencyInterval->low,
                  point.efficiencyInterval->high);
    EXPECT_EQ(englishText(lambda[0].caveatMessages[1]),
              "At 32 GPUs (lambda_1cc_n4_H100-SXM-80GB_ngc24.04_nemo) efficiency is 1.016, above "
              "linear: its run bootstrap interval " +
                  std::string(interval) +
                  " contains 1, so run noise alone can explain it; it converged in fewer samples "
                  "than the reference (0.958x).");
    EXPECT_NE(lambda[0].caveat.find("above linear"), std::string::npos);
}

} // namespace
} // namespace scalescope::analysis
