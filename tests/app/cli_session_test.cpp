// `scalescope export --session FILE` (issue 27, item 6): what it refuses and why, and what
// it says of a session's rounds. The figure itself is compared byte for byte with the
// app's export in tests/ui/top/tst_sessions.cpp.
#include "tests/support/run_process.h"
#include "tests/support/unique_temp_dir.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>

using scalescope::fixtures::runScalescope;
namespace fs = std::filesystem;

namespace {

const scalescope::fixtures::UniqueTempDir& root()
{
    static const scalescope::fixtures::UniqueTempDir dir("scalescope_cli_session");
    return dir;
}

fs::path writeSession(const std::string& name, const std::string& text)
{
    const fs::path path = root().path() / name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

} // namespace

TEST(cliSession, DrawsTheSampleViewASessionHolds)
{
    const fs::path session =
        writeSession("sample.scalescope-session", R"({"format": "scalescope-session", "version": 1,
            "opened": {"sample": true}, "view": {"benchmark": "bert", "threshold": 0.6}})");
    const fs::path png = root().path() / "sample.png";
    const auto result =
        runScalescope({"export", "--session", session.string(), "--png", png.string()});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(fs::exists(png));
    EXPECT_TRUE(contains(result.out, "θ = 0.6")) << result.out;
}

TEST(cliSession, RefusesANewerTruncatedOrForeignFileWithItsReason)
{
    const std::vector<std::pair<std::string, std::string>> cases = {
        {R"({"format": "scalescope-session", "version": 7})",
         "session format 7, newer than this scalescope reads"},
        {R"({"format": "scalescope-session", "vers)", "not valid JSON"},
        {R"({"format": "other", "version": 1})", "not a scalescope session"},
        {"", "not valid JSON"},
    };
    for (const auto& [text, reason] : cases) {
        const fs::path session = writeSession("bad.scalescope-session", text);
        const fs::path png = root().path() / "bad.png";
        const auto result =
            runScalescope({"export", "--session", session.string(), "--png", png.string()});
        EXPECT_EQ(result.exitCode, 1) << text;
        EXPECT_TRUE(contains(result.err, "was not opened: ")) << result.err;
        EXPECT_TRUE(contains(result.err, reason)) << result.err;
        EXPECT_FALSE(fs::exists(png));
    }
}

TEST(cliSession, NamesMissingAndChangedRoundsAndUnknownFields)
{
    fs::create_directories(root().path() / "copy");
    const fs::path round = scalescope::fixtures::copyOfFixtureRound(root().path() / "copy", "acme");
    const fs::path gone = root().path() / "training_results_v5.0";
    const fs::path session = writeSession(
        "rounds.scalescope-session",
        R"({"format": "scalescope-session", "version": 1, "opened": {"paths": [")" +
            round.string() + R"(", ")" + gone.string() +
            R"("]}, "rounds": [{"name": "training_results_v4.1", "hash": "xxh64:0000000000000000",
            "logs": 3}], "view": {"benchmark": "ssd", "colour": "red"}})");
    const fs::path png = root().path() / "rounds.png";
    const auto result =
        runScalescope({"export", "--session", session.string(), "--png", png.string()});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(contains(result.err, "the session's round " + gone.string() + " is missing"))
        << result.err;
    EXPECT_TRUE(
        contains(result.err, "round training_results_v4.1 changed since the session was saved"))
        << result.err;
    EXPECT_TRUE(contains(result.err, "\"view.colour\": unknown field, ignored")) << result.err;

    // Every round gone: refused.
    fs::remove_all(round);
    const auto none =
        runScalescope({"export", "--session", session.string(), "--png", png.string()});
    EXPECT_EQ(none.exitCode, 1);
    EXPECT_TRUE(contains(none.err, "none of the session's rounds is there")) << none.err;
}

TEST(cliSession, TheViewComesFromTheSessionOnly)
{
    const fs::path session = writeSession(
        "view.scalescope-session",
        R"({"format": "scalescope-session", "version": 1, "opened": {"sample": true}})");
    const auto result = runScalescope({"export", "--session", session.string(), "--benchmark",
                                       "bert", "--png", (root().path() / "view.png").string()});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(contains(result.err, "--session restores the benchmark")) << result.err;
    const auto missing = runScalescope({"export", "--png", (root().path() / "view.png").string()});
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_TRUE(contains(missing.err, "--benchmark is required")) << missing.err;
}
