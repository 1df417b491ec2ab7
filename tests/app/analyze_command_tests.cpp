// `scalescope analyze` on a small dataset file written by the test: formats, output file
// and the exit-2 messages that list what is present.
#include "app/analyze_command.h"
#include "core/dataset/dataset_io.h"
#include "tests/support/analysis_fixtures.h"
#include "tests/support/unique_temp_dir.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>

namespace scalescope::cli {
namespace {

class analysisCommand : public ::testing::Test
{
  protected:
    void SetUp() override
    {
        folderOwner_ = std::make_unique<fixtures::UniqueTempDir>("scalescope_analyze");
        folder_ = folderOwner_->path();
        auto dataset = analysis::testing::workedExample();
        auto nvl =
            analysis::testing::systemOf({"nvl16", 16, 30.0, "H100 NVL Tensor Core GPU (PCIe)"});
        dataset.rounds[0].systems.push_back(nvl);
        datasetPath_ = (folder_ / "worked.scalescope.json").string();
        std::ofstream(datasetPath_) << toJson(dataset);
    }

    int run(std::vector<std::string> args)
    {
        out_.str("");
        err_.str("");
        args.insert(args.begin(), datasetPath_);
        return runAnalyzeCommand(args, out_, err_);
    }

    std::unique_ptr<fixtures::UniqueTempDir> folderOwner_;
    std::filesystem::path folder_;
    std::string datasetPath_;
    std::ostringstream out_;
    std::ostringstream err_;
};

TEST_F(analysisCommand, JsonForOneAccelerator)
{
    ASSERT_EQ(run({"--benchmark", "bert", "--accelerator", "NVIDIA H100 80GB HBM3", "--format",
                   "json", "--threshold=0.6"}),
              0)
        << err_.str();
    const auto json = nlohmann::json::parse(out_.str());
    ASSERT_EQ(json["series"].size(), 1u);
    const auto& series = json["series"][0];
    EXPECT_EQ(series["group"], "Org Test system / NVIDIA H100-SXM5-80GB");
    EXPECT_EQ(series["points"].size(), 4u);
    EXPECT_EQ(series["break_even"]["threshold"]["n"], 32.0);
    EXPECT_NEAR(series["break_even"]["threshold"]["n_interpolated"].get<double>(), std::exp2(5.792),
                1e-9);
}

TEST_F(analysisCommand, FewerThanThreeGpuCountsStartTheMarkerNowhereAsTheAppSays)
{
    // The H100 NVL series has one point (N = 16): no rule may start the marker there.
    ASSERT_EQ(run({"--benchmark", "bert", "--accelerator", "NVIDIA H100 NVL"}), 0) << err_.str();
    EXPECT_NE(out_.str().find("the marker starts on: none: only 1 GPU count measured (at least 3 "
                              "are needed)"),
              std::string::npos)
        << out_.str();
    out_.str({});
    ASSERT_EQ(run({"--benchmark", "bert", "--accelerator", "NVIDIA H100 NVL", "--format", "json"}),
              0);
    const auto json = nlohmann::json::parse(out_.str());
    EXPECT_TRUE(json["series"][0]["break_even"]["first"].is_null());
}

TEST_F(analysisCommand, TableGroupedByAllWithReferenceAndOutputFile)
{
    const auto output = (folder_ / "out.txt").string();
    ASSERT_EQ(
        run({"--benchmark", "bert", "--group-by", "all", "--reference", "s16", "--output", output}),
        0)
        << err_.str();
    EXPECT_TRUE(out_.str().empty());
    std::ifstream in(output);
    const std::string table((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_NE(table.find("bert | all accelerators"), std::string::npos) << table;
    EXPECT_NE(table.find("reference: s16 (N = 16, 22.000 min; chosen point)"), std::string::npos)
        << table;
    EXPECT_NE(table.find("efficiency >= 0.5: N >= 64; no crossing"), std::string::npos) << table;
    EXPECT_NE(table.find("caveat: Each point is the fastest entry"), std::string::npos);
}

TEST_F(analysisCommand, CsvHasOneRowPerPoint)
{
    ASSERT_EQ(run({"--benchmark", "bert", "--format", "csv"}), 0) << err_.str();
    const auto text = out_.str();
    EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 6); // header + 4 SXM + 1 NVL
}

TEST_F(analysisCommand, UnknownNamesExitTwoWithThoseThatArePresent)
{
    EXPECT_EQ(run({"--benchmark", "resnet"}), 2);
    EXPECT_NE(err_.str().find("unknown benchmark 'resnet' (present: bert)"), std::string::npos)
        << err_.str();
    EXPECT_EQ(run({"--benchmark", "bert", "--accelerator", "TPU-v5p"}), 2);
    EXPECT_NE(err_.str().find("(present: NVIDIA H100 NVL, NVIDIA H100-SXM5-80GB)"),
              std::string::npos)
        << err_.str();
    EXPECT_EQ(run({}), 2);
    EXPECT_NE(err_.str().find("--benchmark is required (present: bert)"), std::string::npos);
    EXPECT_EQ(run({"--benchmark", "bert", "--reference", "nope"}), 2);
    EXPECT_NE(err_.str().find("reference 'nope'"), std::string::npos);
    EXPECT_EQ(run({"--benchmark", "bert", "--format", "xml"}), 2);
    EXPECT_EQ(run({"--benchmark", "bert", "--price", "cheap"}), 2);
    EXPECT_EQ(run({"--benchmark"}), 2);
    EXPECT_EQ(run({"--bogus"}), 2);
}

TEST_F(analysisCommand, NoPathUsesTheEmbeddedSample)
{
    std::ostringstream out, err;
    ASSERT_EQ(runAnalyzeCommand({"--benchmark", "bert", "--accelerator", "NVIDIA H100-SXM5-80GB",
                                 "--group-by", "accelerator", "--format", "json"},
                                out, err),
              0)
        << err.str();
    const auto json = nlohmann::json::parse(out.str());
    ASSERT_EQ(json["series"].size(), 1u);
    EXPECT_GE(json["series"][0]["points"].size(), 5u);
}

TEST_F(analysisCommand, MissingDatasetFileFails)
{
    std::ostringstream out, err;
    EXPECT_EQ(runAnalyzeCommand(
                  {(folder_ / "absent.scalescope.json").string(), "--benchmark", "bert"}, out, err),
              1);
    EXPECT_FALSE(err.str().empty());
}

} // namespace
} // namespace scalescope::cli
