// The real v4.1 round: exactly the 6 runs of docs/mlperf-scoring.md §3.5 are invalid.

#include "tests/support/compliance_support.h"
#include "tests/support/test_data.h"

#include <algorithm>
#include <filesystem>
#include <gtest/gtest.h>
#include <map>
#include <thread>

using namespace scalescope;
using namespace scalescope::compliance;
using namespace scalescope::compliance::testing;
namespace fs = std::filesystem;

namespace {

// <root>/<org>/results/<system>/<benchmark>/result_*.txt, as the summarizer's glob.
std::vector<fs::path> resultFiles(const fs::path& root)
{
    std::vector<fs::path> files;
    for (const auto& org : fs::directory_iterator(root)) {
        const fs::path results = org.path() / "results";
        if (!fs::is_directory(results) || !fs::exists(org.path() / "systems"))
            continue;
        for (const auto& system : fs::directory_iterator(results)) {
            if (!system.is_directory())
                continue;
            for (const auto& benchmark : fs::directory_iterator(system.path())) {
                if (!benchmark.is_directory())
                    continue;
                for (const auto& file : fs::directory_iterator(benchmark.path())) {
                    const std::string name = file.path().filename().string();
                    if (file.is_regular_file() && name.starts_with("result_") &&
                        name.ends_with(".txt"))
                        files.push_back(file.path());
                }
            }
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

struct Verdict
{
    bool valid = false;
    std::string reasons;
};

TEST(compliance_V41Round, ExactlyTheSixKnownRunsAreInvalid)
{
    SCALESCOPE_NEEDS_V41_ROUND();
    const fs::path root = SCALESCOPE_V41_ROOT;
    const auto files = resultFiles(root);
    ASSERT_EQ(files.size(), 1309u);
    const Checker checker(loadRuleset("4.1.0"));

    // Two threads share one Checker, as the importer does.
    std::vector<Verdict> verdicts(files.size());
    auto work = [&](std::size_t first) {
        json::Arena arena;
        mllog::MllogLog log;
        for (std::size_t i = first; i < files.size(); i += 2) {
            const std::string bytes = readFile(files[i].string());
            arena.reset();
            mllog::readMllog(bytes, arena, log);
            const Result result = checker.check(log);
            verdicts[i] = {result.valid, joined(result.failures)};
        }
    };
    std::thread other(work, 1);
    work(0);
    other.join();

    std::map<std::string, std::string> invalid;
    for (std::size_t i = 0; i < files.size(); ++i)
        if (!verdicts[i].valid)
            invalid[fs::relative(files[i], root).string()] = verdicts[i].reasons;

    const std::string lambda4 = "Lambda/results/lambda_1cc_n4_H100-SXM-80GB_ngc24.04_nemo/";
    std::vector<std::string> lambdaSd;
    for (const auto& [path, reasons] : invalid)
        if (path.starts_with("Lambda/") && path.find("/stable_diffusion/") != std::string::npos)
            lambdaSd.push_back(path);
    ASSERT_EQ(invalid.size(), 6u) << [&] {
        std::string all;
        for (const auto& [path, reasons] : invalid)
            all += path + ":\n" + reasons;
        return all;
    }();

    auto reasonsOf = [&](const std::string& path) {
        auto found = invalid.find(path);
        EXPECT_NE(found, invalid.end()) << path;
        return found == invalid.end() ? std::string() : found->second;
    };
    const auto sd = reasonsOf("NVIDIA/results/eos_n64_ngc24.09_nemo/stable_diffusion/result_6.txt");
    EXPECT_NE(
        sd.find("aggregated_eval_accuracy: quality target not met by any of the 9 occurrences"),
        std::string::npos)
        << sd;

    const auto bert = reasonsOf("NVIDIA/results/eos_n8_ngc23.04_pytorch/bert/result_4.txt");
    EXPECT_NE(bert.find("eval_accuracy: quality target not met by any of the 16 occurrences: "
                        "(v['value'] >= 0.720)"),
              std::string::npos)
        << bert;

    const auto tiny = reasonsOf("tinycorp/results/tinybox_green/bert/result_2.txt");
    EXPECT_NE(tiny.find("run_stop: expected exactly one occurrence, found 0"), std::string::npos)
        << tiny;
    EXPECT_NE(
        tiny.find(
            "block_stop or epoch_stop: expected at least one occurrence of either, found none"),
        std::string::npos)
        << tiny;
    EXPECT_NE(tiny.find("eval_accuracy: quality target not met by any of the 24 occurrences"),
              std::string::npos)
        << tiny;

    const auto lora = reasonsOf(lambda4 + "llama2_70b_lora/result_240928173116824495865_1.txt");
    EXPECT_NE(lora.find("Log lines had parsing errors."), std::string::npos) << lora;
    EXPECT_NE(lora.find("line 779: parse error"), std::string::npos) << lora;
    EXPECT_NE(lora.find("init_start: expected at least one occurrence, found 0"), std::string::npos)
        << lora;
    EXPECT_NE(lora.find("init_stop check failed: s['init_started']"), std::string::npos) << lora;

    const auto sdN4 = reasonsOf(lambda4 + "stable_diffusion/result_240930214820337534394_01.txt");
    EXPECT_NE(sdN4.find("line 1091: parse error"), std::string::npos) << sdN4;
    EXPECT_NE(sdN4.find("opt_adamw_weight_decay: expected exactly one occurrence, found 0"),
              std::string::npos)
        << sdN4;

    ASSERT_EQ(lambdaSd.size(), 2u);
    const std::string n2 =
        lambdaSd[0].find("_n4_") != std::string::npos ? lambdaSd[1] : lambdaSd[0];
    EXPECT_NE(n2.find("result_240930043022868987627_01.txt"), std::string::npos) << n2;
    const auto sdN2 = reasonsOf(n2);
    EXPECT_NE(sdN2.find("line 785: parse error"), std::string::npos) << sdN2;
    EXPECT_NE(sdN2.find("opt_name: expected exactly one occurrence, found 0"), std::string::npos)
        << sdN2;
}

} // namespace
