// A truncated archive (issue 28): summarize, analyze and export say which archive was
// read only in part and why, and exit 1 without writing anything unless --allow-partial.
// The archive is made here: the fixture round with 1 MiB of random bytes last, xz'd by
// tar and cut at 60 %, so that the cut lands in the padding.

#include "tests/support/run_process.h"
#include "tests/support/unique_temp_dir.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <random>

using scalescope::fixtures::runScalescope;
namespace fs = std::filesystem;

namespace {

const fs::path kAcmeRound = fs::path(SCALESCOPE_FIXTURE_ROUNDS) / "acme/training_results_v4.1";

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

class cliPartialArchive : public ::testing::Test
{
  protected:
    void SetUp() override
    {
        const fs::path round = temp_ / "training_results_v4.1";
        fs::copy(kAcmeRound, round, fs::copy_options::recursive);
        std::string padding(1u << 20, '\0');
        std::mt19937 random(5);
        for (auto& byte : padding)
            byte = static_cast<char>(random());
        std::ofstream(round / "zz_padding.bin", std::ios::binary) << padding;
        const std::string command = "tar --sort=name -C '" + temp_.path().string() + "' -cJf '" +
                                    (temp_ / "whole.tar.xz").string() + "' training_results_v4.1";
        ASSERT_EQ(std::system(command.c_str()), 0) << command;
        std::ifstream in(temp_ / "whole.tar.xz", std::ios::binary);
        const std::string whole(std::istreambuf_iterator<char>(in), {});
        std::ofstream(cut(), std::ios::binary) << whole.substr(0, whole.size() * 6 / 10);
    }
    std::string cut() const { return (temp_ / "cut.tar.xz").string(); }
    std::string whole() const { return (temp_ / "whole.tar.xz").string(); }
    std::string output() const { return (temp_ / "summary.csv").string(); }

    scalescope::fixtures::UniqueTempDir temp_{"scalescope_partial"};
};

TEST_F(cliPartialArchive, SummarizeRefusesAPartialArchiveUnlessAllowed)
{
    const auto refused =
        runScalescope({"summarize", cut(), "--format", "csv", "--output", output()});
    EXPECT_EQ(refused.exitCode, 1) << refused.err;
    EXPECT_TRUE(refused.out.empty());
    EXPECT_FALSE(fs::exists(output()));
    // The one-line summary says it, and so does the refusal, naming the archive and where it ends.
    EXPECT_TRUE(contains(refused.err,
                         "; INCOMPLETE: cut.tar.xz: the archive is truncated: it ends before "
                         "training_results_v4.1/zz_padding.bin is complete"))
        << refused.err;
    EXPECT_TRUE(contains(refused.err, "scalescope summarize: cut.tar.xz: the archive is truncated"))
        << refused.err;
    EXPECT_TRUE(contains(
        refused.err,
        "this input was read only in part, so the results would be partial and nothing is written "
        "(--allow-partial uses what was read)"))
        << refused.err;

    const auto allowed = runScalescope(
        {"summarize", cut(), "--format", "csv", "--output", output(), "--allow-partial"});
    EXPECT_EQ(allowed.exitCode, 0) << allowed.err;
    EXPECT_TRUE(contains(allowed.err, "; INCOMPLETE: cut.tar.xz")) << allowed.err;
    EXPECT_TRUE(fs::exists(output()));

    const auto complete = runScalescope({"summarize", whole(), "--format", "csv"});
    EXPECT_EQ(complete.exitCode, 0) << complete.err;
    EXPECT_FALSE(contains(complete.err, "INCOMPLETE")) << complete.err;
    // What the partial import scored is what the whole archive scores: the cut came after the runs.
    std::ifstream written(output());
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(written), {}), complete.out);
}

TEST_F(cliPartialArchive, AnalyzeAndExportRefuseAPartialArchiveUnlessAllowed)
{
    const auto analyzed = runScalescope({"analyze", cut(), "--benchmark", "ssd"});
    EXPECT_EQ(analyzed.exitCode, 1) << analyzed.err;
    EXPECT_TRUE(analyzed.out.empty());
    EXPECT_TRUE(contains(analyzed.err, "scalescope analyze: cut.tar.xz: the archive is truncated"))
        << analyzed.err;
    const auto allowed = runScalescope({"analyze", cut(), "--benchmark", "ssd", "--allow-partial"});
    EXPECT_NE(allowed.exitCode, 1)
        << allowed.err; // past the import: 0, or 2 when the fixture lacks the benchmark
    EXPECT_FALSE(contains(allowed.err, "read only in part")) << allowed.err;

    const auto exported =
        runScalescope({"export", cut(), "--benchmark", "ssd", "--csv", (temp_ / "t.csv").string()});
    EXPECT_EQ(exported.exitCode, 1) << exported.err;
    EXPECT_TRUE(contains(exported.err, "the archive is truncated")) << exported.err;
    EXPECT_FALSE(fs::exists(temp_ / "t.csv"));
    for (const char* command : {"summarize", "analyze", "export"})
        EXPECT_TRUE(contains(runScalescope({command, "--help"}).out, "--allow-partial")) << command;
}

} // namespace
