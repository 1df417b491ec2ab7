// Hostile folder layouts: links, FIFOs, devices, folders named like files, thousands of
// empty systems, and a file rewritten while it is read.
#include "tests/core/importer/hostile_test_support.h"

#include <atomic>
#include <fstream>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace scalescope;
using namespace scalescope::testing;
namespace fs = std::filesystem;

namespace {

constexpr const char* kRunFolder = "Acme/results/acme_n1/ssd";

const RunFigure* runNamed(const ImportResult& result, const std::string& file)
{
    const SystemEntry* one = findSystem(result, "acme_n1");
    if (!one)
        return nullptr;
    for (const auto& run : one->benchmarks.at(0).runs)
        if (run.file == file)
            return &run;
    return nullptr;
}

} // namespace

TEST(HostileLayout, UnknownBenchmarkFolder)
{
    ScratchRound round;
    round.copyHostile("log_latin1.txt", "Acme/results/acme_n1/bogus/result_0.txt");
    const ImportResult result = importPaths({round.root()});
    ASSERT_TRUE(result.ok()) << result.error;
    EXPECT_TRUE(reportHasExactly(
        result, "acme_n1/bogus",
        "\"bogus\" is not a benchmark of ruleset 4.1.0 (bert, dlrm_dcnv2, gpt3, ssd, "
        "stable_diffusion, llama2_70b_lora, gnn); folder skipped"))
        << messagesAt(result, "acme_n1/bogus");
    expectUntouchedSystemScored(result);
}

TEST(HostileLayout, MissingSystemDescription)
{
    ScratchRound round;
    fs::remove(round.path("Acme/systems/acme_n1.json"));
    const ImportResult result = importPaths({round.root()});
    ASSERT_TRUE(result.ok()) << result.error;
    EXPECT_TRUE(reportHasExactly(
        result, "systems/acme_n1.json",
        "no system description for acme_n1 (cannot open: No such file or directory); "
        "system skipped"));
    EXPECT_EQ(findSystem(result, "acme_n1"), nullptr);
    expectUntouchedSystemScored(result);
}

TEST(HostileLayout, FoldersNamedLikeFiles)
{
    ScratchRound round;
    fs::remove(round.path("Acme/systems/acme_n1.json"));
    fs::create_directories(round.path("Acme/systems/acme_n1.json"));
    fs::create_directories(round.path("Acme/results/acme_n2/ssd/result_9.txt"));
    const ImportResult result = importPaths({round.root()});
    ASSERT_TRUE(result.ok()) << result.error;
    EXPECT_TRUE(reportHasExactly(
        result, "systems/acme_n1.json",
        "no system description for acme_n1 (is a folder, not a file); system skipped"));
    EXPECT_TRUE(reportHasExactly(result, "acme_n2/ssd/result_9.txt",
                                 "is a folder named like a result file; not read as a run"));
    expectUntouchedSystemScored(result);
}

TEST(HostileLayout, SymlinkLoops)
{
    ScratchRound round;
    fs::create_symlink("result_7.txt", round.path(std::string(kRunFolder) + "/result_7.txt"));
    fs::create_directory_symlink(".",
                                 round.path("Acme/results/loop")); // results/loop/loop/loop/...
    const ImportResult result = importPaths({round.root()});
    ASSERT_TRUE(result.ok()) << result.error;
    EXPECT_TRUE(reportHasExactly(result, "acme_n1/ssd/result_7.txt",
                                 "cannot open: Too many levels of symbolic links; run rejected"))
        << messagesAt(result, "result_7.txt");
    EXPECT_TRUE(reportHasExactly(
        result, "systems/loop.json",
        "no system description for loop (cannot open: No such file or directory); system "
        "skipped"));
    expectUntouchedSystemScored(result);
}

// Before the fix a FIFO blocked the import forever (open waited for a writer) and a
// link to /dev/zero never reached its end.
TEST(HostileLayout, FifoAndDeviceAreRefusedWithoutReading)
{
    ScratchRound round;
    ASSERT_EQ(mkfifo(round.path(std::string(kRunFolder) + "/result_8.txt").c_str(), 0644), 0);
    fs::create_symlink("/dev/zero", round.path(std::string(kRunFolder) + "/result_9.txt"));
    const ImportResult result = importPaths({round.root()});
    ASSERT_TRUE(result.ok()) << result.error;
    EXPECT_TRUE(reportHasExactly(result, "acme_n1/ssd/result_8.txt",
                                 "is a FIFO, not a regular file; run rejected"));
    EXPECT_TRUE(reportHasExactly(result, "acme_n1/ssd/result_9.txt",
                                 "is a device, not a regular file; run rejected"));
    expectUntouchedSystemScored(result);
}

TEST(HostileLayout, UnreadableFile)
{
    ScratchRound round;
    const fs::path file = round.path(std::string(kRunFolder) + "/result_0.txt");
    if (geteuid() == 0) {
        // chmod 000 does not stop root. /proc/self/mem is a regular file that open()s and
        // fails read() at offset 0 (nothing is mapped there): a real read error.
        fs::remove(file);
        fs::create_symlink("/proc/self/mem", file);
        const ImportResult result = importPaths({round.root()});
        ASSERT_TRUE(result.ok()) << result.error;
        EXPECT_TRUE(reportHasExactly(result, "acme_n1/ssd/result_0.txt",
                                     "cannot read: Input/output error; run rejected"))
            << messagesAt(result, "result_0.txt");
        expectUntouchedSystemScored(result);
        GTEST_SKIP() << "running as root: chmod 000 cannot make a file unreadable; checked a read "
                        "error instead";
    }
    fs::permissions(file, fs::perms::none);
    const ImportResult result = importPaths({round.root()});
    ASSERT_TRUE(result.ok()) << result.error;
    EXPECT_TRUE(reportHasExactly(result, "acme_n1/ssd/result_0.txt",
                                 "cannot open: Permission denied; run rejected"));
    expectUntouchedSystemScored(result);
}

TEST(HostileLayout, TenThousandEmptySystemFolders)
{
    ScratchRound round;
    for (int i = 0; i < 10'000; ++i)
        fs::create_directory(round.path("Acme/results/empty_" + std::to_string(10'000 + i)));
    const ImportResult result = importPaths({round.root()});
    ASSERT_TRUE(result.ok()) << result.error;
    EXPECT_TRUE(reportHasExactly(
        result, "systems/empty_14321.json",
        "no system description for empty_14321 (cannot open: No such file or directory); "
        "system skipped"));
    std::size_t skipped = 0;
    for (const auto& item : result.report.items)
        skipped += item.message.rfind("no system description for empty_", 0) == 0;
    EXPECT_EQ(skipped, 10'000u);
    expectUntouchedSystemScored(result);
}

// Decision: files are copied with read(), never mapped, so a file truncated while it
// is read cannot raise SIGBUS; it is read short (and reported) or read whole.
TEST(HostileLayout, FileRewrittenWhileReadNeverCrashes)
{
    ScratchRound round;
    const std::string run = std::string(kRunFolder) + "/result_0.txt";
    std::string big(8u << 20, '\n');
    big += hostileFile("log_latin1.txt");
    round.write(run, big);
    std::atomic<bool> stop{false};
    std::thread writer([&] {
        while (!stop.load()) {
            truncate(round.path(run).c_str(), 0);
            std::ofstream out(round.path(run), std::ios::binary | std::ios::app);
            out.write(big.data(), static_cast<std::streamsize>(big.size()));
        }
    });
    for (int attempt = 0; attempt < 10; ++attempt) {
        const ImportResult result = importPaths({round.root()});
        ASSERT_TRUE(result.ok()) << result.error;
        expectUntouchedSystemScored(result);
        const RunFigure* figure = runNamed(result, "result_0.txt");
        ASSERT_NE(figure, nullptr);
        // Read whole (0.5 min), read short (rejected with a reason), or read empty.
        if (figure->status == RunStatus::Rejected)
            EXPECT_FALSE(figure->reason.empty());
        else
            EXPECT_EQ(figure->minutes, 0.5);
    }
    stop.store(true);
    writer.join();
}
