// `scalescope compare` on the real rounds: v3.1 (its archive in ../shared) and v4.1
// (unpacked by the test fixture), bert at 8 GPUs. Every time below was checked by hand:
// the v4.1 ones are the official summarizer's (../shared/mlperf/expected), the v3.1 H100
// one is the olympic mean of ASUSTeK ESC-N8-E11's ten bert runs computed from their
// run_start/run_stop records (5.364558 min).
#include "tests/support/run_process.h"
#include "tests/support/test_data.h"

#include <cmath>
#include <filesystem>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace scalescope::fixtures;

namespace {

TEST(cliCompare, BertAtEightGpusOverV31AndV41MatchesTheHandCheckedTable)
{
    SCALESCOPE_NEEDS_V41_ROUND();
    const std::filesystem::path v31 = std::filesystem::path(SCALESCOPE_EXPECTED_DIR).parent_path() /
                                      "training_results_v3.1.tar.xz";
    SCALESCOPE_SKIP_IF_MISSING(
        std::filesystem::exists(v31)
            ? std::nullopt
            : std::optional<std::string>("needs " + v31.string() + ": " + howToGetTestData()));
    const auto result = runScalescope({"compare", v31.string(), SCALESCOPE_V41_ROOT, "--benchmark",
                                       "bert", "--gpus", "8", "--format", "json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const auto json = nlohmann::json::parse(result.out);
    EXPECT_EQ(json["benchmark"], "BERT-Large");
    EXPECT_EQ(json["gpus"], 8);
    EXPECT_EQ(json["rounds"], (nlohmann::json{"training_results_v3.1", "training_results_v4.1"}));
    struct Expected
    {
        const char* round;
        const char* accelerator;
        const char* systemId;
        double minutes;
    };
    const Expected expected[] = {
        {"training_results_v3.1", "NVIDIA H100-SXM5-80GB", "ESC-N8-E11", 5.364558},
        {"training_results_v4.1", "NVIDIA B200-SXM-180GB", "b200_preview_pytorch", 3.79533125},
        {"training_results_v4.1", "NVIDIA H200-SXM5-141GB", "SYS-421GE-TNHR2-LCC-1", 4.9716625},
        {"training_results_v4.1", "NVIDIA H100-SXM5-80GB", "AS-8125GS-TNHR-1", 5.39445525},
    };
    const auto find = [&](const Expected& wanted) -> const nlohmann::json* {
        for (const auto& entry : json["entries"])
            if (entry["round"] == wanted.round && entry["accelerator"] == wanted.accelerator)
                return &entry;
        return nullptr;
    };
    for (const auto& wanted : expected) {
        SCOPED_TRACE(std::string(wanted.round) + " " + wanted.accelerator);
        const auto* entry = find(wanted);
        ASSERT_NE(entry, nullptr);
        EXPECT_EQ((*entry)["system_id"], wanted.systemId);
        EXPECT_NEAR((*entry)["minutes"].get<double>(), wanted.minutes, 5e-7);
    }
    // What software brought to H100 at 8 GPUs from v3.1 to v4.1: 5.364558 / 5.39445525.
    EXPECT_NEAR((*find(expected[3]))["over_previous_round"].get<double>(), 5.364558 / 5.39445525,
                1e-6);
    // What hardware brought in v4.1: H200 over H100, B200 over H200.
    EXPECT_NEAR((*find(expected[2]))["over_previous_generation"].get<double>(),
                5.39445525 / 4.9716625, 1e-6);
    EXPECT_NEAR((*find(expected[1]))["over_previous_generation"].get<double>(),
                4.9716625 / 3.79533125, 1e-6);
    EXPECT_EQ((*find(expected[1]))["previous_generation"], "NVIDIA H200-SXM5-141GB");

    const auto table = runScalescope({"compare", v31.string(), SCALESCOPE_V41_ROOT, "--benchmark",
                                      "bert", "--gpus", "8", "--progress"});
    ASSERT_EQ(table.exitCode, 0) << table.err;
    EXPECT_NE(table.out.find("v4.1   NVIDIA H100-SXM5-80GB   5.394    Supermicro AS-8125GS-TNHR-1"),
              std::string::npos)
        << table.out;
    EXPECT_NE(table.out.find("\n8     5.365    3.795 (1.41x)\n"), std::string::npos) << table.out;
}

TEST(cliCompare, UsageErrorsAreWorded)
{
    const auto missing = runScalescope({"compare"});
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_NE(missing.err.find("scalescope compare: --benchmark is required"), std::string::npos)
        << missing.err;
    const auto gpus = runScalescope({"compare", "--benchmark", "bert", "--gpus", "-8"});
    EXPECT_EQ(gpus.exitCode, 2);
    EXPECT_NE(
        gpus.err.find(
            "scalescope compare: --gpus needs a whole number from 1 to 2147483648, got \"-8\""),
        std::string::npos)
        << gpus.err;
    const auto unknown =
        runScalescope({"compare", "--benchmark", "bert", "--gpus", "7"}); // the sample
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_NE(
        unknown.err.find("scalescope compare: no entry of BERT-Large at 7 GPUs (measured at "),
        std::string::npos)
        << unknown.err;
    const auto help = runScalescope({"compare", "--help"});
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_NE(help.out.find("Usage: scalescope compare"), std::string::npos);
}

} // namespace

namespace {

// RetinaNet is `ssd` in v4.1 and `retinanet` in v5.1: one benchmark, one quality target.
TEST(cliCompare, RetinaNetJoinsSsdAndRetinanetAcrossV41AndV51)
{
    SCALESCOPE_NEEDS_V41_ROUND();
    const std::filesystem::path v51 = std::filesystem::path(SCALESCOPE_EXPECTED_DIR).parent_path() /
                                      "training_results_v5.1.tar.xz";
    SCALESCOPE_SKIP_IF_MISSING(
        std::filesystem::exists(v51)
            ? std::nullopt
            : std::optional<std::string>("needs " + v51.string() + ": " + howToGetTestData()));
    const auto result = runScalescope({"compare", SCALESCOPE_V41_ROOT, v51.string(), "--benchmark",
                                       "retinanet", "--format", "json", "--progress"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const auto json = nlohmann::json::parse(result.out);
    EXPECT_EQ(json["benchmark"], "RetinaNet");
    EXPECT_EQ(json["folders"], (nlohmann::json{"retinanet", "ssd"}));
    EXPECT_EQ(json["progress"]["rounds"],
              (nlohmann::json{"training_results_v4.1", "training_results_v5.1"}));
    EXPECT_EQ(json["notes"], nlohmann::json::array()); // eval_accuracy >= 0.340 in both
    bool v41 = false;
    bool v51Entry = false;
    for (const auto& entry : json["entries"]) {
        v41 = v41 || entry["round"] == "training_results_v4.1";
        v51Entry = v51Entry || entry["round"] == "training_results_v5.1";
    }
    EXPECT_TRUE(v41 && v51Entry) << result.out;
}

} // namespace
