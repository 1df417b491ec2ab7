#pragma once
// Tests that need data from outside the repository (the real v4.1 round and what the
// official summarizer printed for it, both in ../shared) skip with a reason when it is
// absent, so that a fresh clone passes the README's test command. CI sets
// SCALESCOPE_REQUIRE_TEST_DATA=1, which turns those skips into failures: CI must never
// pass on exactness tests that did not run.

#include <cstdlib>
#include <filesystem>
#include <gtest/gtest.h>
#include <optional>
#include <string>
#include <string_view>

namespace scalescope::fixtures {

inline bool testDataRequired()
{
    const char* value = std::getenv("SCALESCOPE_REQUIRE_TEST_DATA");
    return value != nullptr && std::string_view(value) != "" && std::string_view(value) != "0";
}

inline std::string howToGetTestData()
{
    return "put the project's shared data folder (mlperf/training_results_v4.1.tar.xz and "
           "mlperf/expected/) beside the project root as ../shared, or run "
           "scripts/fetch-test-data.sh and reconfigure";
}

#ifdef SCALESCOPE_V41_ROOT
// The unpack_v41_round fixture leaves this stamp only after a complete unpack.
inline std::optional<std::string> missingV41Round()
{
    const std::filesystem::path root = SCALESCOPE_V41_ROOT;
    if (std::filesystem::exists(root.parent_path() / ".training_results_v4.1.tar.xz.unpacked"))
        return std::nullopt;
    return "needs the real MLPerf Training v4.1 round, not found at " + root.string() + ": " +
           howToGetTestData();
}
#endif

#ifdef SCALESCOPE_EXPECTED_DIR
inline std::optional<std::string> missingOfficialOutput()
{
    const std::filesystem::path summary =
        std::filesystem::path(SCALESCOPE_EXPECTED_DIR) / "training_v4.1_official_summary.csv";
    if (std::filesystem::exists(summary))
        return std::nullopt;
    return "needs what the official MLCommons summarizer printed for v4.1, not found at " +
           summary.string() + ": " + howToGetTestData();
}
#endif

} // namespace scalescope::fixtures

// Skips the current test (or, in SetUp/SetUpTestSuite, the suite) when `why` names missing
// data; fails it instead when SCALESCOPE_REQUIRE_TEST_DATA is set.
#define SCALESCOPE_SKIP_IF_MISSING(why)                                                            \
    do {                                                                                           \
        if (const auto missing_ = (why)) {                                                         \
            if (::scalescope::fixtures::testDataRequired())                                        \
                FAIL() << *missing_ << " (SCALESCOPE_REQUIRE_TEST_DATA is set)";                   \
            else                                                                                   \
                GTEST_SKIP() << *missing_;                                                         \
        }                                                                                          \
    } while (false)

#define SCALESCOPE_NEEDS_V41_ROUND()                                                               \
    SCALESCOPE_SKIP_IF_MISSING(::scalescope::fixtures::missingV41Round())
#define SCALESCOPE_NEEDS_OFFICIAL_OUTPUT()                                                         \
    SCALESCOPE_SKIP_IF_MISSING(::scalescope::fixtures::missingOfficialOutput())
