// resources/rcp/rcps.json is exactly what scalescope-convert-rcps makes from the official
// rcp_checker's reference convergence points in ../shared (byte for byte), with the olympic
// mean the checker computes; broken reference files fail naming the record.

#include "core/resources/embedded.h"
#include "core/rules/rcp_converter.h"
#include "tests/support/test_data.h"

#include <filesystem>
#include <gtest/gtest.h>
#include <optional>
#include <stdexcept>
#include <string>

namespace scalescope::analysis {
namespace {

namespace fs = std::filesystem;

std::optional<std::string> missingOfficialReferencePoints()
{
    const fs::path official =
        fs::path(SCALESCOPE_SHARED_DIR) / "mlperf" / "mlperf_logging" / "rcp_checker";
    if (fs::is_directory(official / "training_4.1.0"))
        return std::nullopt;
    return "needs the official reference convergence points in " + official.string() +
           " (../shared/mlperf/mlperf_logging: a copy of github.com/mlcommons/logging's "
           "mlperf_logging folder; or "
           "configure with -DSCALESCOPE_SHARED_DIR=<folder>)";
}

TEST(analysisRcpConversion, BuiltInFileIsExactlyWhatTheConverterMakesFromTheOfficialPoints)
{
    SCALESCOPE_SKIP_IF_MISSING(missingOfficialReferencePoints());
    const fs::path official = fs::path(SCALESCOPE_SHARED_DIR) / "mlperf" / "mlperf_logging";
    const std::string regenerated =
        rules::serializeReferenceCurves(rules::readReferenceCurves(official));
    const auto builtIn = resources::findEmbedded("rcp/rcps.json");
    ASSERT_TRUE(builtIn) << "the build embeds no rcp/rcps.json";
    EXPECT_TRUE(regenerated == *builtIn)
        << "resources/rcp/rcps.json is not what the converter makes from " << official.string()
        << "; regenerate it: build/dev/app/scalescope-convert-rcps " << official.string()
        << " --out resources/rcp/rcps.json";
}

TEST(analysisRcpConversion, OlympicMeanDropsTheFastestAndSlowest)
{
    // Sorted 1 3 4 5 9: (3 + 4 + 5) / 3 = 4.
    EXPECT_EQ(rules::olympicReferenceMean({5, 1, 3, 9, 4}, rules::referenceRunsDropped("bert")),
              4.0);
    // unet3d drops 4 at each end: 1..10 keeps 5 and 6.
    EXPECT_EQ(rules::olympicReferenceMean({10, 9, 8, 7, 6, 5, 4, 3, 2, 1},
                                          rules::referenceRunsDropped("unet3d")),
              5.5);
    EXPECT_THROW(rules::olympicReferenceMean({1, 2}, 1), std::invalid_argument);
}

// Two reference batch sizes: 100 with (12 + 14 + 16) / 3 = 14 epochs, 300 with
// (20 + 22 + 24) / 3 = 22 (the 1 and the 30 are dropped).
const char* kTwoReferences = R"({
  "x_ref_300": {"Benchmark": "x", "BS": 300, "Epochs to converge": [20, 22, 24, 26, 1]},
  "x_ref_100": {"Benchmark": "x", "BS": 100, "Epochs to converge": [10, 12, 14, 16, 30]}
})";

TEST(analysisRcpConversion, ConverterReadsTheRecordsSortedByBatchSize)
{
    const auto curve = rules::readReferenceCurve(kTwoReferences, "9.0.0", "x",
                                                 "rcp_checker/training_9.0.0/rcps_x.json");
    EXPECT_EQ(curve.unit, "epochs");
    ASSERT_EQ(curve.points.size(), 2u);
    EXPECT_EQ(curve.points[0].batchSize, 100.0);
    EXPECT_EQ(curve.points[0].mean, 14.0);
    EXPECT_EQ(curve.points[0].runs, 5);
    EXPECT_EQ(curve.points[1].mean, 22.0);
    const auto samples =
        rules::readReferenceCurve(R"({"a": {"BS": 8, "samples to converge": [3072, 2688, 3456]}})",
                                  "4.1.0", "llama2_70b_lora", "s");
    EXPECT_EQ(samples.unit, "samples");
    EXPECT_EQ(samples.points[0].mean, 3072.0);
}

TEST(analysisRcpConversion, BrokenReferenceFilesFailNamingTheRecord)
{
    const auto failure = [](const char* text) {
        try {
            rules::readReferenceCurve(text, "9.0.0", "x", "rcps_x.json");
        } catch (const std::runtime_error& error) {
            return std::string(error.what());
        }
        return std::string("no error");
    };
    EXPECT_EQ(failure("[1, 2]"), "rcps_x.json: not a JSON object of reference records");
    EXPECT_EQ(failure("{"), "rcps_x.json: not a JSON object of reference records");
    EXPECT_EQ(failure(R"({"r": {"BS": 0, "Epochs to converge": [1, 2, 3]}})"),
              "rcps_x.json, record \"r\": no positive number \"BS\"");
    EXPECT_EQ(
        failure(R"({"r": {"BS": 8}})"),
        "rcps_x.json, record \"r\": no \"samples to converge\" or \"Epochs to converge\" list");
    EXPECT_EQ(failure(R"({"r": {"BS": 8, "Epochs to converge": [1, "2", 3]}})"),
              "rcps_x.json, record \"r\": \"Epochs to converge\" holds \"2\", not a number");
    EXPECT_EQ(failure(R"({"r": {"BS": 8, "Epochs to converge": [1, 2]}})"),
              "rcps_x.json, record \"r\": 2 reference runs leave none once the 1 fastest and "
              "slowest are dropped");
    EXPECT_EQ(
        failure(
            R"({"r": {"BS": 8, "Epochs to converge": [1, 2, 3]}, "s": {"BS": 8, "Epochs to converge": [1, 2, 3]}})"),
        "rcps_x.json, record \"s\": repeats batch size 8");
    EXPECT_EQ(failure("{}"), "rcps_x.json: holds no reference record");
}

} // namespace
} // namespace scalescope::analysis
