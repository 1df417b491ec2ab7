// `scalescope summarize` on the real v4.1 round, against what the official
// mlperf_logging summarizer printed (../shared/mlperf/expected).
#include "tests/support/csv_reader.h"
#include "tests/support/run_process.h"
#include "tests/support/test_data.h"
#include "tests/support/unique_temp_dir.h"

#include <filesystem>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace scalescope::fixtures;
namespace fs = std::filesystem;

namespace {

// The import is the slow part: run it once for the whole suite.
class cliV41Round : public ::testing::Test
{
  protected:
    static void SetUpTestSuite()
    {
        if (missingV41Round())
            return;
        // Each ctest process runs this set-up: a folder of its own keeps one process's
        // tear-down from deleting the report another is about to read.
        folder_ = new UniqueTempDir("scalescope_cli_v41");
        reportPath_ = *folder_ / "report.json";
        result_ =
            new ProcessResult(runScalescope({"summarize", SCALESCOPE_V41_ROOT, "--format",
                                             "official-csv", "--report", reportPath_.string()}));
    }
    void SetUp() override
    {
        SCALESCOPE_NEEDS_V41_ROUND();
        SCALESCOPE_NEEDS_OFFICIAL_OUTPUT();
    }
    static void TearDownTestSuite()
    {
        delete result_;
        result_ = nullptr;
        delete folder_;
        folder_ = nullptr;
    }

    static inline UniqueTempDir* folder_ = nullptr;
    static inline ProcessResult* result_ = nullptr;
    static inline fs::path reportPath_;
};

} // namespace

TEST_F(cliV41Round, ExitsZeroWithSummaryOnStderr)
{
    EXPECT_EQ(result_->exitCode, 0) << result_->err;
    EXPECT_TRUE(result_->err.find("6 runs rejected") != std::string::npos) << result_->err;
}

TEST_F(cliV41Round, OfficialCsvMatchesEveryCell)
{
    const std::string expectedText =
        readWhole(SCALESCOPE_EXPECTED_DIR "/training_v4.1_official_summary.csv");
    ASSERT_FALSE(expectedText.empty());
    const CsvTable expected = parseCsv(expectedText);
    const CsvTable actual = parseCsv(result_->out);
    ASSERT_EQ(expected.size(), 84u); // header + 83 systems

    const std::size_t rows = std::min(expected.size(), actual.size());
    for (std::size_t row = 0; row < rows; ++row) {
        ASSERT_EQ(actual[row].size(), expected[row].size()) << "row " << row;
        for (std::size_t column = 0; column < expected[row].size(); ++column)
            ASSERT_EQ(actual[row][column], expected[row][column])
                << "first differing cell: row " << row << ", column " << column << " ("
                << expected[0][column] << ")";
    }
    EXPECT_EQ(actual.size(), expected.size());
    EXPECT_EQ(result_->out, expectedText); // and byte for byte, quoting included
}

TEST_F(cliV41Round, ReportListsTheSixRejectedRuns)
{
    const std::string text = readWhole(reportPath_);
    ASSERT_FALSE(text.empty()) << "no report written";
    const auto report = nlohmann::json::parse(text, nullptr, false);
    ASSERT_FALSE(report.is_discarded()) << text.substr(0, 200);
    EXPECT_EQ(report["runs_rejected"], 6);
    EXPECT_EQ(report["runs_read"], 1309);
    ASSERT_TRUE(report["items"].is_array());

    // docs/mlperf-scoring.md §3.5
    const char* rejected[] = {
        "eos_n64_ngc24.09_nemo/stable_diffusion/result_6.txt",
        "eos_n8_ngc23.04_pytorch/bert/result_4.txt",
        "tinybox_green/bert/result_2.txt",
        "llama2_70b_lora/result_240928173116824495865_1.txt",
        "stable_diffusion/result_240930214820337534394_01.txt",
        "stable_diffusion/result_240930043022868987627_01.txt",
    };
    for (const char* run : rejected) {
        bool listed = false;
        for (const auto& item : report["items"])
            listed = listed || (item["kind"] == "run" &&
                                item["path"].get<std::string>().find(run) != std::string::npos);
        EXPECT_TRUE(listed) << run;
    }
    int runItems = 0;
    for (const auto& item : report["items"])
        runItems += item["kind"] == "run" ? 1 : 0;
    EXPECT_EQ(runItems, 6);
}

TEST(cliV41Paths, PartOfTheRoundStillImports)
{
    SCALESCOPE_NEEDS_V41_ROUND();
    const auto result = runScalescope(
        {"summarize", std::string(SCALESCOPE_V41_ROOT) + "/tinycorp", "--format", "csv"});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(result.out.find("tinybox_green") != std::string::npos) << result.out;
}
