// The command line on hostile input and wrong values (issue 28): every refusal names the
// option or file and the real reason; nothing from the input reaches the terminal raw;
// dataset files that are devices, FIFOs or huge never hang.
#include "tests/support/run_process.h"
#include "tests/support/unique_temp_dir.h"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

using scalescope::fixtures::runScalescope;
namespace fs = std::filesystem;

namespace {

const scalescope::fixtures::UniqueTempDir& scratch()
{
    static const scalescope::fixtures::UniqueTempDir root("scalescope_cli_hostile");
    return root;
}

fs::path freshFolder(const std::string& name)
{
    return scratch().freshFolder(name);
}

fs::path acmeRound(const fs::path& folder)
{
    return scalescope::fixtures::copyOfFixtureRound(folder, "acme");
}

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

bool hasRawControlCharacter(const std::string& text)
{
    for (const char c : text)
        if ((static_cast<unsigned char>(c) < 0x20 && c != '\n') || c == 0x7f)
            return true;
    return false;
}

} // namespace

TEST(cliMessages, SeedBootstrapAndNumbersSayWhatTheyAre)
{
    auto result = runScalescope({"analyze", "--benchmark", "bert", "--seed", "-1"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(contains(
        result.err, "scalescope analyze: --seed needs a whole number of at least 0, got \"-1\""))
        << result.err;
    EXPECT_FALSE(contains(result.err, "GPU count")) << result.err;

    result = runScalescope({"analyze", "--benchmark", "bert", "--bootstrap=-5"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(
        contains(result.err, "--bootstrap needs a whole number from 0 to 100000, got \"-5\""))
        << result.err;
    result = runScalescope({"analyze", "--benchmark", "bert", "--bootstrap=100001"});
    EXPECT_TRUE(
        contains(result.err, "--bootstrap needs a whole number from 0 to 100000, got \"100001\""))
        << result.err;

    result = runScalescope({"analyze", "--benchmark", "bert", "--min-n", "x"});
    EXPECT_TRUE(contains(result.err, "--min-n needs a whole number, got \"x\"")) << result.err;

    for (const char* value : {"nan", "inf", "-1"}) {
        result = runScalescope({"analyze", "--benchmark", "bert", "--price", value});
        EXPECT_EQ(result.exitCode, 2) << value;
        EXPECT_TRUE(contains(
            result.err,
            "--price needs a price above 0, as P or MODEL=P (leave it out for none), got \"" +
                std::string(value) + "\""))
            << result.err;
    }
}

TEST(cliMessages, ScaleOutsideItsRangeSaysTheRange)
{
    for (const char* value : {"1e-300", "0.05", "9", "0", "abc"}) {
        const auto result =
            runScalescope({"export", "--benchmark", "bert", "--png", "x.png", "--scale", value});
        EXPECT_EQ(result.exitCode, 2) << value;
        EXPECT_TRUE(contains(result.err, "--scale needs a number from 0.1 to 8, got \"" +
                                             std::string(value) + "\""))
            << result.err;
        EXPECT_FALSE(contains(result.err, "memory")) << result.err;
    }
}

TEST(cliMessages, AnUnreadableBenchmarkFolderIsReportedAsUnreadable)
{
    // Root reads any folder whatever its mode, so as root the command runs as nobody.
    std::optional<uid_t> asUser;
    if (::geteuid() == 0) {
        asUser = 65534;
        ::chmod(scratch().path().c_str(), 0755);
    }
    const fs::path folder = freshFolder("unreadable");
    const fs::path round = acmeRound(folder);
    const fs::path benchmark = round / "Acme/results/acme_n1/ssd";
    ASSERT_EQ(::chmod(benchmark.c_str(), 0), 0);
    const fs::path report = folder / "report.json";
    if (asUser) {
        // The report is written by nobody too.
        ::chmod(folder.c_str(), 0777);
    }
    const auto result =
        runScalescope({"summarize", round.string(), "--report", report.string()}, asUser);
    ::chmod(benchmark.c_str(), 0755);
    if (result.exitCode == 126 || result.exitCode == 127)
        GTEST_SKIP() << "the binary cannot be run as user nobody here (exit " << result.exitCode
                     << ")";
    EXPECT_EQ(result.exitCode, 0) << result.err;
    const std::string json = scalescope::fixtures::readWhole(report);
    EXPECT_TRUE(contains(
        json, "no score: the folder cannot be read: cannot list this folder (Permission denied)"))
        << json;
    EXPECT_FALSE(contains(json, "no result_*.txt files")) << json;
}

TEST(cliTerminal, ControlCharactersFromASystemDescriptionAreEscaped)
{
    const fs::path folder = freshFolder("escapes");
    const fs::path round = acmeRound(folder);
    const fs::path system = round / "Acme/systems/acme_n1.json";
    std::ifstream in(system);
    std::string json((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto at = json.find("\"Acme One\"");
    ASSERT_NE(at, std::string::npos) << json;
    json.replace(at, 10, "\"Acme\\u001b[2J\\u0007One\"");
    std::ofstream(system, std::ios::trunc) << json;
    // A file name with an escape in it, reported as not a run.
    std::ofstream(round / "Acme/results/acme_n1/ssd/result_\x1b[31mred.log") << "x";

    const auto result = runScalescope({"summarize", round.string()});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(contains(result.out, "Acme\\x1b[2J\\x07One")) << result.out;
    EXPECT_FALSE(hasRawControlCharacter(result.out));
    EXPECT_FALSE(hasRawControlCharacter(result.err));

    // CSV keeps its own quoting and the bytes as they are.
    const auto csv = runScalescope({"summarize", round.string(), "--format", "csv"});
    EXPECT_TRUE(contains(csv.out, "Acme\x1b[2J\x07One")) << csv.out;
}

TEST(cliDatasetFiles, DevicesFifosAndHugeFilesAreRefusedAtOnce)
{
    const fs::path folder = freshFolder("datasets");
    const fs::path zero = folder / "zero.scalescope.json";
    const fs::path random = folder / "random.scalescope.json";
    const fs::path fifo = folder / "fifo.scalescope.json";
    const fs::path sparse = folder / "sparse.scalescope.json";
    fs::create_symlink("/dev/zero", zero);
    fs::create_symlink("/dev/urandom", random);
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0644), 0);
    {
        std::ofstream(sparse) << "{";
    }
    // 20 GiB without a block on disk (sparse).
    ASSERT_EQ(::truncate(sparse.c_str(), off_t(20) << 30), 0);

    const auto started = std::chrono::steady_clock::now();
    for (const auto& [file, reason] :
         {std::pair{zero, "is a device, not a regular file"},
          std::pair{random, "is a device, not a regular file"},
          std::pair{fifo, "is a FIFO, not a regular file"},
          std::pair{sparse, "is 21474836480 bytes (20.0 GiB), over the limit of "
                            "256.0 MiB for a dataset file; not read"}}) {
        for (const char* command : {"summarize", "analyze"}) {
            std::vector<std::string> args = {command, file.string()};
            if (std::string(command) == "analyze")
                args.insert(args.end(), {"--benchmark", "bert"});
            const auto result = runScalescope(args);
            EXPECT_EQ(result.exitCode, 1) << command << " " << file;
            EXPECT_TRUE(contains(result.err, file.string() + " " + reason)) << result.err;
        }
    }
    EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(30));
}
