// The real v4.1 round: on NVIDIA H100-SXM5-80GB, every figure equals the formula of
// docs/analysis.md applied to the official scores. The expected values are computed here
// from ../shared/mlperf/expected, independently of the engine.
#include "core/analysis/series.h"
#include "tests/core/analysis/official_csv.h"
#include "tests/support/test_data.h"

#include <algorithm>
#include <cmath>
#include <gtest/gtest.h>
#include <map>
#include <set>

namespace scalescope::analysis {
namespace {

using testing::CsvRow;

// The spellings of this one model in v4.1, as read in the CSV (the catalog must merge them).
const std::set<std::string> kH100SxmNames{"NVIDIA H100-SXM5-80GB", "NVIDIA H100 80GB HBM3"};

struct Expected
{
    std::string systemId;
    double n = 0;
    double minutes = 0;
    std::optional<double> joules;
};

class analysisV41Official : public ::testing::TestWithParam<std::string>
{
  protected:
    static void SetUpTestSuite()
    {
        if (scalescope::fixtures::missingOfficialOutput())
            return;
        dataset_ = new Dataset(testing::datasetFromOfficialCsv(SCALESCOPE_EXPECTED_DIR));
        summary_ = new std::vector<CsvRow>(testing::readCsv(std::string(SCALESCOPE_EXPECTED_DIR) +
                                                            "/training_v4.1_official_summary.csv"));
        detailed_ = new std::vector<CsvRow>(testing::readCsv(
            std::string(SCALESCOPE_EXPECTED_DIR) + "/training_v4.1_official_detailed.csv"));
    }
    void SetUp() override { SCALESCOPE_NEEDS_OFFICIAL_OUTPUT(); }
    static void TearDownTestSuite()
    {
        delete dataset_;
        delete summary_;
        delete detailed_;
    }

    static std::vector<Expected> expectedPoints(const std::string& benchmark)
    {
        std::map<std::string, std::optional<double>> joulesById;
        for (const auto& row : *detailed_) {
            const auto& energy = row.at(benchmark + ":Energy");
            joulesById[testing::systemIdOf(row)] =
                energy.empty() ? std::nullopt : std::optional(std::stod(energy));
        }
        std::vector<Expected> points;
        for (const auto& row : *summary_)
            if (row.at("division") == "closed" &&
                kH100SxmNames.count(row.at("accelerator_model_name")) && !row.at(benchmark).empty())
                points.push_back({testing::systemIdOf(row), std::stod(row.at("accelerators_count")),
                                  std::stod(row.at(benchmark)),
                                  joulesById[testing::systemIdOf(row)]});
        return points;
    }

    static Dataset* dataset_;
    static std::vector<CsvRow>* summary_;
    static std::vector<CsvRow>* detailed_;
};

Dataset* analysisV41Official::dataset_ = nullptr;
std::vector<CsvRow>* analysisV41Official::summary_ = nullptr;
std::vector<CsvRow>* analysisV41Official::detailed_ = nullptr;

TEST_P(analysisV41Official, FiguresEqualTheFormulasOnTheOfficialScores)
{
    const std::string benchmark = GetParam();
    const auto expected = expectedPoints(benchmark);
    ASSERT_GE(expected.size(), 5u);

    SeriesOptions options;
    options.filter.benchmark = benchmark;
    options.groupBy = GroupBy::Accelerator; // the curve the study drew: every H100 entry
    options.filter.accelerator = "NVIDIA H100-SXM5-80GB";
    options.price = 2.5;
    const auto all = analyze(*dataset_, options);
    ASSERT_EQ(all.size(), 1u);
    const auto& series = all[0];
    EXPECT_EQ(series.group, "NVIDIA H100-SXM5-80GB");
    ASSERT_EQ(series.points.size(), expected.size());

    // Reference: fewest GPUs, fastest among them (docs/analysis.md §2 default).
    const auto reference =
        *std::min_element(expected.begin(), expected.end(), [](const auto& a, const auto& b) {
            return a.n < b.n || (a.n == b.n && a.minutes < b.minutes);
        });
    EXPECT_EQ(series.reference.systemId, reference.systemId);
    EXPECT_EQ(static_cast<double>(series.reference.n), reference.n);
    EXPECT_EQ(series.reference.minutes, reference.minutes);

    // Frontier: the fastest time at each N; the curve keeps those faster than every
    // frontier point with fewer GPUs (the others are dominated).
    std::map<double, double> fastestAtN;
    for (const auto& e : expected)
        fastestAtN[e.n] = fastestAtN.count(e.n) ? std::min(fastestAtN[e.n], e.minutes) : e.minutes;
    std::map<double, double> fastest;
    double bestSoFar = INFINITY;
    for (const auto& [n, t] : fastestAtN)
        if (t < bestSoFar) {
            fastest[n] = t;
            bestSoFar = t;
        }

    const double nRef = reference.n;
    const double tRef = reference.minutes;
    for (const auto& e : expected) {
        const auto found = std::find_if(series.points.begin(), series.points.end(),
                                        [&](const Point& p) { return p.systemId == e.systemId; });
        ASSERT_NE(found, series.points.end()) << e.systemId;
        const auto& point = *found;
        const double s = tRef / e.minutes;
        const double p = e.n / nRef;
        SCOPED_TRACE(benchmark + " " + e.systemId);
        EXPECT_EQ(point.minutes, e.minutes);
        EXPECT_NEAR(point.speedup, s, 1e-12 * s);
        EXPECT_NEAR(point.scaleFactor, p, 1e-12 * p);
        EXPECT_NEAR(point.efficiency, (tRef * nRef) / (e.minutes * e.n), 1e-12);
        EXPECT_NEAR(point.gpuHours, e.n * e.minutes / 60, 1e-12 * e.n * e.minutes);
        EXPECT_NEAR(*point.cost, e.n * e.minutes / 60 * 2.5, 1e-11 * e.n * e.minutes);
        if (p > 1) {
            EXPECT_NEAR(*point.karpFlatt, (1 / s - 1 / p) / (1 - 1 / p), 1e-12);
        } else {
            EXPECT_FALSE(point.karpFlatt);
        }
        EXPECT_EQ(point.energyJoules.has_value(), e.joules.has_value());
        if (e.joules) {
            EXPECT_NEAR(*point.kwh, *e.joules / 3.6e6, 1e-9 * *e.joules / 3.6e6);
        }
        EXPECT_EQ(point.onFrontier && point.minutes != fastestAtN[e.n], false);
        EXPECT_EQ(point.inCurve, fastest.count(e.n) && point.minutes == fastest[e.n]);
    }

    // The curve is the frontier; local exponents between consecutive frontier N.
    ASSERT_EQ(series.curve.size(), fastest.size());
    std::size_t index = 0;
    double previousN = 0, previousT = 0;
    std::optional<std::size_t> lastAboveHalf;
    for (const auto& [n, t] : fastest) {
        const auto& entry = series.curve[index];
        EXPECT_EQ(entry.n, n);
        EXPECT_EQ(entry.minutes, t);
        const double efficiency = (tRef * nRef) / (t * n);
        EXPECT_NEAR(entry.efficiency, efficiency, 1e-12);
        if (efficiency >= 0.5)
            lastAboveHalf = index;
        if (index > 0) {
            EXPECT_NEAR(*entry.localExponent, std::log(previousT / t) / std::log(n / previousN),
                        1e-12);
        }
        previousN = n;
        previousT = t;
        ++index;
    }
    // Break-even at theta = 0.5: the largest frontier N with E >= 0.5, and the log2 crossing.
    ASSERT_TRUE(lastAboveHalf);
    EXPECT_EQ(*series.breakEven.threshold.n, series.curve[*lastAboveHalf].n);
    EXPECT_EQ(series.breakEven.threshold.lowerBound, *lastAboveHalf + 1 == series.curve.size());
    if (*lastAboveHalf + 1 < series.curve.size()) {
        const auto& a = series.curve[*lastAboveHalf];
        const auto& b = series.curve[*lastAboveHalf + 1];
        const double ea = (tRef * nRef) / (a.minutes * a.n);
        const double eb = (tRef * nRef) / (b.minutes * b.n);
        const double x =
            std::log2(a.n) + (ea - 0.5) / (ea - eb) * (std::log2(b.n) - std::log2(a.n));
        if (b.n <= 2 * a.n) {
            EXPECT_NEAR(*series.breakEven.threshold.nInterpolated, std::exp2(x),
                        1e-9 * std::exp2(x));
        } else {
            // More than 2x apart: not measured there, so no number inside the gap (§4.1).
            EXPECT_FALSE(series.breakEven.threshold.nInterpolated) << std::exp2(x);
            EXPECT_EQ(*series.breakEven.threshold.gapTo, b.n);
        }
    }
    // Power law over the frontier: least squares of ln T on ln N.
    double sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (const auto& [n, t] : fastest) {
        sx += std::log(n);
        sy += std::log(t);
    }
    const double k = static_cast<double>(fastest.size());
    for (const auto& [n, t] : fastest) {
        sxx += (std::log(n) - sx / k) * (std::log(n) - sx / k);
        sxy += (std::log(n) - sx / k) * (std::log(t) - sy / k);
    }
    ASSERT_TRUE(series.fits.powerLaw.fitted);
    EXPECT_NEAR(series.fits.powerLaw.alpha, -sxy / sxx, 1e-12);
}

INSTANTIATE_TEST_SUITE_P(Benchmarks, analysisV41Official,
                         ::testing::Values("bert", "llama2_70b_lora", "ssd", "stable_diffusion"));

} // namespace
} // namespace scalescope::analysis
