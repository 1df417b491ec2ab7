// Feeds every crash input found by fuzzing (regressions/<target>/<crash>) and every seed
// (corpus/<target>/) to the same function the libFuzzer target calls. A regression
// input is named after what it broke, e.g. regressions/mllog_line/deep_nesting.json.
#include "fuzz_targets.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <iterator>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

const char* const kTargets[] = {"mllog_line", "result_file",  "system_json", "scaling_json",
                                "power_log",  "dataset_file", "archive",     "rules_expression"};

std::vector<fs::path> filesUnder(const fs::path& folder)
{
    std::vector<fs::path> files;
    std::error_code ec;
    for (fs::directory_iterator it(folder, ec); !ec && it != fs::directory_iterator();
         it.increment(ec))
        if (it->is_regular_file())
            files.push_back(it->path());
    std::sort(files.begin(), files.end());
    return files;
}

std::string contentsOf(const fs::path& file)
{
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

class FuzzInputs : public testing::TestWithParam<const char*>
{
};

TEST_P(FuzzInputs, SeedsAndCrashInputsRunCleanly)
{
    const std::string name = GetParam();
    const scalescope::fuzz::Target target = scalescope::fuzz::targetNamed(name);
    ASSERT_NE(target, nullptr) << name;
    const fs::path base = SCALESCOPE_FUZZ_DIR;
    const auto seeds = filesUnder(base / "corpus" / name);
    EXPECT_FALSE(seeds.empty()) << "no seed corpus in corpus/" << name;
    for (const auto& folder : {base / "corpus" / name, base / "regressions" / name})
        for (const auto& file : filesUnder(folder)) {
            SCOPED_TRACE(file.string());
            target(contentsOf(file)); // aborts (and fails the test) on a finding
        }
}

INSTANTIATE_TEST_SUITE_P(Targets, FuzzInputs, testing::ValuesIn(kTargets),
                         [](const testing::TestParamInfo<const char*>& info) {
                             return std::string(info.param);
                         });

} // namespace
