// The scalescope binary run as a user would run it, on small inputs.
#include "core/dataset/dataset_io.h"
#include "tests/support/run_process.h"
#include "tests/support/sample_dataset.h"
#include "tests/support/unique_temp_dir.h"

#include <filesystem>
#include <gtest/gtest.h>

using scalescope::fixtures::runScalescope;
namespace fs = std::filesystem;

namespace {

fs::path freshFolder(const std::string& name)
{
    // One unique directory per test process (removed at exit), so that concurrent runs of
    // the suite, in this build tree or another, never share a folder.
    static const scalescope::fixtures::UniqueTempDir root("scalescope_cli");
    return root.freshFolder(name);
}

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

} // namespace

TEST(cliVersion, PrintsProjectVersion)
{
    const auto result = runScalescope({"--version"});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_EQ(result.out, "scalescope 0.1.0\n");
    EXPECT_EQ(runScalescope({"-V"}).out, "scalescope 0.1.0\n");
}

TEST(cliHelp, GnuStyleHelp)
{
    const auto result = runScalescope({"--help"});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_TRUE(result.out.starts_with("Usage: scalescope")) << result.out;
    for (const char* part : {"summarize", "analyze", "--help", "--version", "Report bugs"})
        EXPECT_TRUE(contains(result.out, part)) << part;
    EXPECT_TRUE(result.err.empty());
}

TEST(cliHelp, SummarizeHelpListsOptions)
{
    const auto result = runScalescope({"summarize", "--help"});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_TRUE(result.out.starts_with("Usage: scalescope summarize")) << result.out;
    for (const char* part : {"--ruleset", "--format", "official-csv", "--output", "--report"})
        EXPECT_TRUE(contains(result.out, part)) << part;
}

TEST(cliUsage, UnknownOptionExitsTwo)
{
    auto result = runScalescope({"--bogus"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(contains(result.err, "scalescope: unknown option --bogus\n")) << result.err;
    EXPECT_TRUE(contains(result.err, "Try 'scalescope --help'")) << result.err;

    result = runScalescope({"summarize", "--bogus", "/tmp"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(contains(result.err, "scalescope summarize: unknown option --bogus\n"))
        << result.err;
    EXPECT_TRUE(contains(result.err, "Try 'scalescope summarize --help'")) << result.err;
}

TEST(cliUsage, UnknownCommandExitsTwo)
{
    const auto result = runScalescope({"frobnicate"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(contains(result.err, "scalescope: unknown command frobnicate")) << result.err;
}

TEST(cliUsage, BadSummarizeArgumentsExitTwo)
{
    EXPECT_EQ(runScalescope({"summarize"}).exitCode, 2); // no PATH
    const auto badFormat = runScalescope({"summarize", "--format", "xml", "/tmp"});
    EXPECT_EQ(badFormat.exitCode, 2);
    EXPECT_TRUE(contains(badFormat.err, "table, csv, json, official-csv")) << badFormat.err;
    EXPECT_EQ(runScalescope({"summarize", "/tmp", "--format"}).exitCode, 2); // no value
    EXPECT_EQ(runScalescope({"summarize", "--output=", "/tmp"}).exitCode, 2);
    const auto badRuleset = runScalescope({"summarize", "--ruleset", "9.9.9", "/tmp"});
    EXPECT_EQ(badRuleset.exitCode, 2);
    EXPECT_TRUE(contains(badRuleset.err, "4.1.0")) << badRuleset.err; // lists known ones
}

TEST(cliSummarize, EmptyFolderExitsOne)
{
    const fs::path folder = freshFolder("empty");
    const auto result = runScalescope({"summarize", folder.string()});
    EXPECT_EQ(result.exitCode, 1) << result.err;
    EXPECT_FALSE(result.err.empty());
    EXPECT_TRUE(result.out.empty());
    fs::remove_all(folder);
}

TEST(cliSummarize, MissingDatasetFileExitsOne)
{
    const auto result = runScalescope({"summarize", "/nonexistent/x.scalescope.json"});
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_TRUE(contains(result.err, "/nonexistent/x.scalescope.json")) << result.err;
}

TEST(cliSummarize, DatasetFileInEveryFormat)
{
    const fs::path folder = freshFolder("dataset");
    const fs::path file = folder / "sample.scalescope.json";
    ASSERT_EQ(scalescope::saveDatasetFile(scalescope::fixtures::sampleDataset(), file),
              std::nullopt);

    auto result = runScalescope({"summarize", file.string(), "--format", "official-csv"});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(result.out, scalescope::fixtures::kSampleOfficialCsv);

    result = runScalescope({"summarize", "--format=csv", file.string()});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(result.out, scalescope::fixtures::kSampleResultsCsv);

    result = runScalescope({"summarize", file.string(), "--format", "json"});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(
        result.out.starts_with("{\n  \"schema\": \"scalescope-summary/1\",\n  \"results\": ["))
        << result.out;

    result = runScalescope({"summarize", file.string()}); // table by default
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(contains(result.out, "score_minutes")) << result.out;
    fs::remove_all(folder);
}

TEST(cliSummarize, OutputGoesToFile)
{
    const fs::path folder = freshFolder("output");
    const fs::path file = folder / "sample.scalescope.json";
    const fs::path csv = folder / "summary.csv";
    ASSERT_EQ(scalescope::saveDatasetFile(scalescope::fixtures::sampleDataset(), file),
              std::nullopt);
    const auto result =
        runScalescope({"summarize", file.string(), "--format", "csv", "-o", csv.string()});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(result.out.empty());
    EXPECT_EQ(scalescope::fixtures::readWhole(csv), scalescope::fixtures::kSampleResultsCsv);

    // An output path that cannot be created is an I/O error.
    const auto blocked =
        runScalescope({"summarize", file.string(), "--output", (file / "summary.csv").string()});
    EXPECT_EQ(blocked.exitCode, 1);
    EXPECT_TRUE(contains(blocked.err, "cannot")) << blocked.err;
    fs::remove_all(folder);
}

// --accelerator takes what a person would type, the same way in analyze and export
// (the embedded sample is the v4.1 round: bert has one H100 model, ssd has two).
TEST(cliAccelerator, AnalyzeSelectsTheOnlyH100ModelOfBert)
{
    const auto result = runScalescope(
        {"analyze", "--benchmark", "bert", "--accelerator", "h100", "--format", "json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(contains(result.out, "NVIDIA H100-SXM5-80GB")) << result.out;
    EXPECT_FALSE(contains(result.out, "H200")) << result.out;
}

TEST(cliAccelerator, AnalyzeListsTheCandidatesOfAnAmbiguousName)
{
    const auto result = runScalescope({"analyze", "--benchmark", "ssd", "--accelerator", "H100"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(contains(result.err, "accelerator 'H100' is ambiguous: it matches NVIDIA H100 NVL, "
                                     "NVIDIA H100-SXM5-80GB; name one of them for ssd"))
        << result.err;
}

TEST(cliAccelerator, ExportSelectsTheOnlyH100ModelOfBert)
{
    const scalescope::fixtures::UniqueTempDir folder("scalescope_cli_accelerator");
    const std::string csv = (folder / "bert.csv").string();
    const auto result =
        runScalescope({"export", "--benchmark", "bert", "--accelerator", "H100", "--csv", csv});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(contains(scalescope::fixtures::readWhole(csv), "NVIDIA H100-SXM5-80GB"));
}

TEST(cliAccelerator, ExportListsTheCandidatesOfAnAmbiguousName)
{
    const scalescope::fixtures::UniqueTempDir folder("scalescope_cli_accelerator");
    const auto result = runScalescope({"export", "--benchmark", "ssd", "--accelerator", "h100",
                                       "--csv", (folder / "ssd.csv").string()});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(contains(result.err, "accelerator 'h100' is ambiguous: it matches NVIDIA H100 NVL, "
                                     "NVIDIA H100-SXM5-80GB; name one of them for ssd"))
        << result.err;
}

TEST(cliAccelerator, UnknownAcceleratorListsWhatIsPresent)
{
    const auto result =
        runScalescope({"analyze", "--benchmark", "llama2_70b_lora", "--accelerator", "tpu"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(contains(result.err, "no accelerator 'tpu' (present: ")) << result.err;
}
