// Outputs of every command (issue 28): only regular files are written; a device, a FIFO,
// a folder, an input, or a link to any of those is refused with exit 2 before anything
// is read, and the target and the inputs are left as they were. "-" is standard output.
#include "tests/support/run_process.h"
#include "tests/support/unique_temp_dir.h"

#include <csignal>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

using scalescope::fixtures::readWhole;
using scalescope::fixtures::runScalescope;
namespace fs = std::filesystem;

namespace {

fs::path freshFolder(const std::string& name)
{
    static const scalescope::fixtures::UniqueTempDir root("scalescope_cli_outputs");
    return root.freshFolder(name);
}

fs::path acmeRound(const fs::path& folder)
{
    return scalescope::fixtures::copyOfFixtureRound(folder, "acme");
}

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

mode_t typeOf(const fs::path& path)
{
    struct stat info
    {
    };
    EXPECT_EQ(::lstat(path.c_str(), &info), 0) << path;
    return info.st_mode & S_IFMT;
}

void write(const fs::path& path, const std::string& text)
{
    std::ofstream(path, std::ios::binary) << text;
}

} // namespace

TEST(cliOutputs, DevNullStaysACharacterDeviceForEveryOption)
{
    const fs::path round = acmeRound(freshFolder("devnull"));
    const std::vector<std::vector<std::string>> commands = {
        {"summarize", round.string(), "--output", "/dev/null"},
        {"summarize", round.string(), "--report=/dev/null"},
        {"analyze", "--benchmark", "bert", "--output", "/dev/null"},
        {"export", "--benchmark", "bert", "--png", "/dev/null"},
        {"export", "--benchmark", "bert", "--svg", "/dev/null"},
        {"export", "--benchmark", "bert", "--csv", "/dev/null"},
    };
    for (const auto& command : commands) {
        const auto result = runScalescope(command);
        EXPECT_EQ(result.exitCode, 2) << command[0] << " " << command.back();
        EXPECT_TRUE(
            contains(result.err, "/dev/null is a device, not a regular file; nothing was written"))
            << result.err;
        EXPECT_EQ(typeOf("/dev/null"), S_IFCHR);
    }
    const auto report = runScalescope({"summarize", round.string(), "--report", "/dev/null"});
    EXPECT_TRUE(contains(report.err, "scalescope summarize: --report /dev/null is a device"))
        << report.err;
    EXPECT_TRUE(report.out.empty()) << "refused before the import";
    EXPECT_TRUE(contains(report.err, "(use - for standard output)")) << report.err;
}

TEST(cliOutputs, FifoIsRefusedWithoutWaitingForAReader)
{
    const fs::path folder = freshFolder("fifo");
    const fs::path round = acmeRound(folder);
    const fs::path fifo = folder / "pipe";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0644), 0);
    for (const std::string option : {"--output", "--report"}) {
        const auto result = runScalescope({"summarize", round.string(), option, fifo.string()});
        EXPECT_EQ(result.exitCode, 2);
        EXPECT_TRUE(contains(
            result.err, option + " " + fifo.string() +
                            " is a FIFO (named pipe), not a regular file; nothing was written"))
            << result.err;
        EXPECT_EQ(typeOf(fifo), S_IFIFO);
    }
    const auto exported = runScalescope({"export", "--benchmark", "bert", "--png", fifo.string()});
    EXPECT_EQ(exported.exitCode, 2);
    EXPECT_TRUE(contains(exported.err, "--png " + fifo.string() + " is a FIFO")) << exported.err;
    EXPECT_EQ(typeOf(fifo), S_IFIFO);
}

TEST(cliOutputs, FolderIsRefused)
{
    const fs::path folder = freshFolder("folder");
    const fs::path round = acmeRound(folder);
    const fs::path target = folder / "out";
    fs::create_directory(target);
    const auto result =
        runScalescope({"analyze", "--benchmark", "bert", "--output", target.string()});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(
        contains(result.err, "--output " + target.string() + " is a folder, not a regular file"))
        << result.err;
    EXPECT_TRUE(fs::is_directory(target));
    EXPECT_TRUE(fs::is_empty(target));
}

TEST(cliOutputs, TheInputIsNeverTheOutput)
{
    const fs::path folder = freshFolder("input");
    const fs::path round = acmeRound(folder);
    const fs::path dataset = folder / "acme.scalescope.json";
    ASSERT_EQ(runScalescope({"summarize", round.string(), "--format", "dataset", "--output",
                             dataset.string()})
                  .exitCode,
              0);
    const std::string before = readWhole(dataset);
    ASSERT_FALSE(before.empty());

    auto result = runScalescope(
        {"summarize", dataset.string(), "--format", "csv", "--output", dataset.string()});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(
        contains(result.err, "--output " + dataset.string() + " is the input " + dataset.string() +
                                 "; writing it would destroy the input, so nothing was written"))
        << result.err;
    EXPECT_EQ(readWhole(dataset), before);

    // Through a link, and as --report of analyze's input.
    const fs::path link = folder / "link.json";
    fs::create_symlink(dataset, link);
    result = runScalescope({"summarize", dataset.string(), "--report", link.string()});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(contains(result.err, "--report " + link.string() + " is the input")) << result.err;
    result = runScalescope(
        {"analyze", dataset.string(), "--benchmark", "ssd", "--output", dataset.string()});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(contains(result.err, "is the input")) << result.err;
    EXPECT_EQ(readWhole(dataset), before);
    EXPECT_TRUE(fs::is_symlink(link));

    // A run log inside the input folder.
    const fs::path log = round / "Acme/results/acme_n1/ssd/result_0.txt";
    const std::string logBefore = readWhole(log);
    result = runScalescope({"summarize", round.string(), "--output", log.string()});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(contains(result.err,
                         "is a file the import reads inside the input folder " + round.string()))
        << result.err;
    EXPECT_EQ(readWhole(log), logBefore);

    // Anything else inside the round folder may be written, and written again.
    const fs::path summary = round / "summary.csv";
    EXPECT_EQ(runScalescope(
                  {"summarize", round.string(), "--format", "csv", "--output", summary.string()})
                  .exitCode,
              0);
    EXPECT_EQ(runScalescope(
                  {"summarize", round.string(), "--format", "csv", "--output", summary.string()})
                  .exitCode,
              0);
}

TEST(cliOutputs, TwoOptionsNamingOneFileAreRefused)
{
    const fs::path folder = freshFolder("twice");
    const fs::path round = acmeRound(folder);
    const fs::path target = folder / "out.json";
    auto result = runScalescope(
        {"summarize", round.string(), "--output", target.string(), "--report", target.string()});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(contains(result.err, "--output and --report both name " + target.string()))
        << result.err;
    EXPECT_FALSE(fs::exists(target));
    result = runScalescope({"summarize", round.string(), "--report", "-"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(contains(result.err, "--report - would mix the report into the summary"))
        << result.err;
}

TEST(cliOutputs, ALinkToARegularFileIsFollowedAndStaysALink)
{
    const fs::path folder = freshFolder("links");
    const fs::path round = acmeRound(folder);
    fs::create_directory(folder / "elsewhere");
    const fs::path target = folder / "elsewhere" / "summary.csv";
    write(target, "old\n");
    const fs::path link = folder / "summary.csv";
    fs::create_symlink(target, link);
    auto result =
        runScalescope({"summarize", round.string(), "--format", "csv", "--output", link.string()});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(fs::is_symlink(link));
    EXPECT_EQ(fs::read_symlink(link), target);
    EXPECT_TRUE(readWhole(target).starts_with("round,")) << readWhole(target);
    // The temporary was made beside the target, and is gone.
    EXPECT_EQ(std::distance(fs::directory_iterator(folder / "elsewhere"), fs::directory_iterator()),
              1);

    // A dangling link and a link to a device are refused; nothing is created.
    const fs::path dangling = folder / "dangling.csv";
    fs::create_symlink(folder / "missing" / "x.csv", dangling);
    result = runScalescope({"summarize", round.string(), "--output", dangling.string()});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(contains(
        result.err, "--output " + dangling.string() +
                        " is a symbolic link to a file that does not exist; nothing was written"))
        << result.err;
    EXPECT_FALSE(fs::exists(folder / "missing"));
    const fs::path toDevice = folder / "null.csv";
    fs::create_symlink("/dev/null", toDevice);
    result = runScalescope({"export", "--benchmark", "bert", "--csv", toDevice.string()});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(contains(result.err,
                         "is a symbolic link to /dev/null, which is a device, not a regular file"))
        << result.err;
    EXPECT_EQ(typeOf("/dev/null"), S_IFCHR);
}

TEST(cliOutputs, DashIsStandardOutput)
{
    const fs::path folder = freshFolder("dash");
    const fs::path round = acmeRound(folder);
    auto result = runScalescope({"summarize", round.string(), "--format", "csv", "--output", "-"});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(result.out.starts_with("round,")) << result.out;
    result = runScalescope({"analyze", "--benchmark", "bert", "--format", "csv", "--output=-"});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_FALSE(result.out.empty());
    result = runScalescope({"export", "--benchmark", "bert", "--png", "-"});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(result.out.starts_with("\x89PNG")) << "the PNG alone, without the readout";
    EXPECT_TRUE(contains(result.err, "wrote standard output")) << result.err;
    result = runScalescope({"export", "--benchmark", "bert", "--png", "-", "--svg", "-"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(contains(result.err, "--png and --svg both name standard output (-)"))
        << result.err;
}

TEST(cliOutputs, ATemporaryLeftByAKilledRunIsRemovedByTheNextWrite)
{
    const fs::path folder = freshFolder("stale");
    const fs::path round = acmeRound(folder);
    // A PID that is no process: the highest one the kernel hands out, checked.
    pid_t dead = 4194303;
    while (::kill(dead, 0) == 0 || errno != ESRCH)
        --dead;
    const fs::path stale = folder / (".out.csv.tmp-" + std::to_string(dead) + "-0");
    const fs::path staleOldSpelling = folder / ("out.csv.tmp-" + std::to_string(dead) + "-3");
    const fs::path running = folder / (".out.csv.tmp-" + std::to_string(::getpid()) + "-0");
    const fs::path otherTarget = folder / (".other.csv.tmp-" + std::to_string(dead) + "-0");
    const fs::path notOurs = folder / (".out.csv.tmp-" + std::to_string(dead) + "-0.keep");
    for (const auto& file : {stale, staleOldSpelling, running, otherTarget, notOurs})
        write(file, "partial");
    const auto result = runScalescope({"summarize", round.string(), "--format", "csv", "--output",
                                       (folder / "out.csv").string()});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_FALSE(fs::exists(stale));
    EXPECT_FALSE(fs::exists(staleOldSpelling));
    EXPECT_TRUE(fs::exists(running)) << "its writer is alive";
    EXPECT_TRUE(fs::exists(otherTarget)) << "another output's";
    EXPECT_TRUE(fs::exists(notOurs)) << "not the pattern";
}
