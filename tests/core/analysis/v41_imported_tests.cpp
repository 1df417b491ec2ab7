// The analysis on the imported v4.1 round (core/importer) agrees with the analysis of the
// official summary CSV, and each point's counted runs average to its official score.
#include "core/analysis/series.h"
#include "core/analysis/verdict.h"
#include "core/importer/importer.h"
#include "tests/core/analysis/official_csv.h"
#include "tests/support/test_data.h"

#include <gtest/gtest.h>
#include <algorithm>
#include <map>
#include <set>
#include <numeric>

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
    EXPECT_EQ(verdictHeadline(collage), "Break-even (θ = 0.5): between 64 and 3472 GPUs, not measured there");
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
    const auto widest = std::max_element(families.begin(), families.end(), [](const auto& a, const auto& b) {
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
    EXPECT_EQ(llama.expectedConvergence->source, "rcp_checker/training_4.1.0/rcps_llama2_70b_lora.json");
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

} // namespace
} // namespace scalescope::analysis
