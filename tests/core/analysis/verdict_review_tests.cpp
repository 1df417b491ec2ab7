// Issue 40 on the real rounds in ../shared: the verdicts a reviewer checked by hand. v4.1
// is the unpacked round (SCALESCOPE_V41_ROOT); v5.1 is imported from its archive.
#include "core/analysis/series.h"
#include "core/analysis/verdict.h"
#include "core/importer/importer.h"
#include "tests/support/test_data.h"

#include <algorithm>
#include <filesystem>
#include <gtest/gtest.h>

namespace scalescope::analysis {
namespace {

const std::filesystem::path kV51 =
    std::filesystem::path(SCALESCOPE_SHARED_DIR) / "mlperf" / "training_results_v5.1.tar.xz";

const Series& seriesNamed(const std::vector<Series>& all, const std::string& part)
{
    const auto found = std::find_if(all.begin(), all.end(), [&](const Series& series) {
        return series.group.find(part) != std::string::npos;
    });
    if (found == all.end())
        throw std::runtime_error("no series named like " + part);
    return *found;
}

// docs/analysis.md §4.2's worked case: one noisy 8->16 step with a convergence dip is a
// caveat; efficiency stays >= 0.5 up to 64, so the verdict is a lower bound at 64.
TEST(analysisVerdictReview, DellLlama2HasNoBreakEvenFromOneNoisyStep)
{
    SCALESCOPE_NEEDS_V41_ROUND();
    const auto imported = importPaths({SCALESCOPE_V41_ROOT});
    ASSERT_TRUE(imported.ok()) << imported.error;
    SeriesOptions options;
    options.filter.benchmark = "llama2_70b_lora";
    options.filter.submitter = "Dell";
    const auto all = analyze(imported.dataset, options);
    const auto& dell = seriesNamed(all, "XE9680 8H100");
    ASSERT_EQ(dell.curve.size(), 4u);
    ASSERT_EQ(dell.breakEven.steps.size(), 3u);
    const auto& dip = dell.breakEven.steps[0];
    EXPECT_NEAR(dip.exponent, 0.497, 0.0005);
    ASSERT_TRUE(dip.interval);
    EXPECT_NEAR(dip.interval->low, 0.39, 0.01);
    EXPECT_NEAR(dip.interval->high, 0.61, 0.01);
    ASSERT_TRUE(dip.throughputExponent);
    EXPECT_NEAR(*dip.throughputExponent, 0.60, 0.005);
    EXPECT_TRUE(dip.convergenceDip(0.5));
    EXPECT_NEAR(dell.breakEven.steps[1].exponent, 1.05, 0.005);
    EXPECT_NEAR(dell.breakEven.steps[2].exponent, 0.91, 0.005);

    const auto& verdict = dell.verdict;
    EXPECT_FALSE(verdict.found());
    EXPECT_TRUE(verdict.lowerBound);
    EXPECT_DOUBLE_EQ(markerStartN(verdict), 64.0);
    EXPECT_EQ(verdictHeadline(verdict), "No break-even up to N = 64 (lower bound): efficiency "
                                        "stays >= 0.5 and no other rule fires on evidence");
    EXPECT_EQ(verdictLegend(verdict), "No break-even up to N = 64 (lower bound)");
    ASSERT_EQ(verdict.marginalDips.size(), 1u);
    const auto details = verdictDetails(verdict);
    ASSERT_GE(details.size(), 2u);
    EXPECT_EQ(details[0], "one step below marginal return 0.5 is not a break-even: 8→16 GPUs, "
                          "a = 0.497 [0.39, 0.61]; its run-bootstrap interval reaches 0.5; on "
                          "throughput a = 0.597: the larger global batch needed more samples to "
                          "converge (a convergence dip)");
    EXPECT_NE(std::find(details.begin(), details.end(),
                        "rests on Dell XE9680x8H100-SXM-80GB (8 GPUs) (reference) and Dell "
                        "8xXE9680x8H100-SXM-80GB (64 GPUs)"),
              details.end());
    // The rule on throughput says the same, and the other rules did not fire.
    EXPECT_TRUE(verdict.throughputThreshold.lowerBound);
    EXPECT_FALSE(verdict.throughputMarginalStep);
    EXPECT_TRUE(dell.breakEven.marginal.lowerBound);
}

std::optional<std::string> missingV51()
{
    if (std::filesystem::exists(kV51))
        return std::nullopt;
    return "needs " + kV51.string() + ": " + fixtures::howToGetTestData();
}

class analysisVerdictReviewV51 : public ::testing::Test
{
  protected:
    static void SetUpTestSuite()
    {
        if (missingV51())
            return;
        auto imported = importPaths({kV51.string()});
        ASSERT_TRUE(imported.ok()) << imported.error;
        dataset_ = new Dataset(std::move(imported.dataset));
    }
    static void TearDownTestSuite()
    {
        delete dataset_;
        dataset_ = nullptr;
    }
    void SetUp() override { SCALESCOPE_SKIP_IF_MISSING(missingV51()); }
    static inline Dataset* dataset_ = nullptr;
};

// §9: the UF family's N* from run noise alone is 77-87; the entries' interval is 16-128 and
// only 642 of 1000 resamples cross: the headline carries that one.
TEST_F(analysisVerdictReviewV51, TheHeadlineCarriesTheWidestHonestInterval)
{
    ASSERT_NE(dataset_, nullptr);
    SeriesOptions options;
    options.filter.benchmark = "llama2_70b_lora";
    options.filter.submitter = "Florida";
    const auto all = analyze(*dataset_, options);
    ASSERT_EQ(all.size(), 1u);
    const auto& verdict = all[0].verdict;
    ASSERT_EQ(verdict.kind, Verdict::Kind::Crossing);
    EXPECT_NEAR(*verdict.nStar, 81.9, 0.05);
    ASSERT_TRUE(verdict.runInterval);
    EXPECT_NEAR(verdict.runInterval->low, 77.2, 0.05);
    EXPECT_NEAR(verdict.runInterval->high, 86.6, 0.05);
    ASSERT_TRUE(verdict.entryInterval);
    EXPECT_EQ(verdict.entryResamplesWithCrossing, 642);
    const auto shown = headlineInterval(verdict);
    EXPECT_EQ(shown.source, HeadlineInterval::Source::Entries);
    EXPECT_EQ(verdictHeadline(verdict), "Break-even (θ = 0.5): N* ≈ 82 (entries 16-128, 64% of "
                                        "resamples cross), last measured 64");
    // The 64->128 step is far below 0.5 on time, but a convergence dip on throughput.
    ASSERT_EQ(verdict.marginalDips.size(), 1u);
    EXPECT_TRUE(verdict.marginalDips[0].convergenceDip(0.5));

    // Without the entry bootstrap only run noise is left, and the headline says so.
    options.entryResamples = 0;
    const auto runOnly = analyze(*dataset_, options);
    EXPECT_EQ(verdictHeadline(runOnly[0].verdict),
              "Break-even (θ = 0.5): N* ≈ 81.9 (run noise only: 77.2-86.6), last measured 64");
}

// §9: grouped by accelerator the reference is Dell's 8-GPU entry while the crossing rests
// on UF's entries; under UF's own reference N* is 81.9, not 70.4.
TEST_F(analysisVerdictReviewV51, TheAcceleratorGroupingSaysWhatItsReferenceDoes)
{
    ASSERT_NE(dataset_, nullptr);
    SeriesOptions options;
    options.groupBy = GroupBy::Accelerator;
    options.filter.benchmark = "llama2_70b_lora";
    options.filter.accelerator = "B200";
    const auto all = analyze(*dataset_, options);
    ASSERT_EQ(all.size(), 1u);
    const auto& verdict = all[0].verdict;
    ASSERT_EQ(verdict.kind, Verdict::Kind::Crossing);
    EXPECT_NEAR(*verdict.nStar, 70.4, 0.05);
    EXPECT_EQ(verdict.restsOn.front().submitter, "Dell");
    ASSERT_EQ(verdict.familyReferences.size(), 1u);
    const auto& uf = verdict.familyReferences[0];
    EXPECT_EQ(uf.reference.systemId, "hpg.dgxb200x8.n1");
    ASSERT_EQ(uf.kind, Verdict::Kind::Crossing);
    EXPECT_NEAR(*uf.nStar, 81.9, 0.05);
    const auto details = verdictDetails(verdict);
    EXPECT_NE(std::find(details.begin(), details.end(),
                        "from University-of-Florida HiPerGator NVIDIA DGX B200 B200 SXM 180GB / "
                        "NVIDIA B200-SXM-180GB's own reference, University-of-Florida "
                        "hpg.dgxb200x8.n1 (8 GPUs): N* ≈ 81.9"),
              details.end());
    // The accelerator grouping's crossing interval is labelled as run noise.
    EXPECT_NE(verdictHeadline(verdict).find("entries"), std::string::npos);

    // A family series has no other family to compare with.
    options.groupBy = GroupBy::Family;
    options.filter.submitter = "Florida";
    EXPECT_TRUE(analyze(*dataset_, options)[0].verdict.familyReferences.empty());
}

} // namespace
} // namespace scalescope::analysis
