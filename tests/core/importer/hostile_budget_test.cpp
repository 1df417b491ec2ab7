// Read budgets (issue 28): a file over the per-file limit, or past what is left of the
// import's budget, is refused by its size before any byte is read; a record line over
// 64 MiB rejects its run, and a large log is read in bounded pieces with the records of
// the whole. Big files are sparse or written here, and removed.
#include "core/mllog/mllog_reader.h"
#include "core/util/chunked_file.h"
#include "tests/core/importer/hostile_test_support.h"

#include <algorithm>
#include <fstream>
#include <gtest/gtest.h>
#include <unistd.h>

using namespace scalescope;
using namespace scalescope::testing;
namespace fs = std::filesystem;

namespace {

constexpr const char* kRun0 = "Acme/results/acme_n1/ssd/result_0.txt";

void makeSparse(const fs::path& file, off_t size)
{
    {
        std::ofstream(file, std::ios::binary) << ":::MLLOG {";
    }
    ASSERT_EQ(::truncate(file.c_str(), size), 0) << file;
}

} // namespace

TEST(HostileBudgets, ASparseTwentyGigabyteLogIsRefusedUnread)
{
    ScratchRound round;
    makeSparse(round.path(kRun0), off_t(20) << 30);
    const ImportResult result = importPaths({round.root()});
    ASSERT_TRUE(result.ok()) << result.error;
    EXPECT_TRUE(reportHasExactly(
        result, "acme_n1/ssd/result_0.txt",
        "is 21474836480 bytes (20.0 GiB), over the limit of 1.0 GiB for one file; not read; "
        "run rejected"))
        << messagesAt(result, "acme_n1/ssd/result_0.txt");
    EXPECT_LT(result.report.bytesRead, std::uint64_t(1) << 20);
    expectUntouchedSystemScored(result);
}

TEST(HostileBudgets, TheFileLimitIsAnOption)
{
    ScratchRound round;
    ImportOptions options;
    options.readLimits.fileBytes = 4096; // every run log of the fixture is larger
    const ImportResult result = importPaths({round.root()}, options);
    ASSERT_TRUE(result.ok()) << result.error;
    const std::string messages = messagesAt(result, "acme_n1/ssd/result_0.txt");
    EXPECT_NE(messages.find("over the limit of 4.0 KiB for one file; not read; run rejected"),
              std::string::npos)
        << messages;
}

TEST(HostileBudgets, AnImportStopsReadingAtItsBudget)
{
    ScratchRound round;
    ImportOptions options;
    options.threads = 1; // files are read in task order, so the first runs fit
    options.readLimits.importBytes = 30000;
    const ImportResult result = importPaths({round.root()}, options);
    ASSERT_TRUE(result.ok()) << result.error;
    EXPECT_LE(result.report.bytesRead, 30000u);
    std::size_t refused = 0;
    for (const auto& item : result.report.items)
        if (item.message.find("of the import's budget of 29.3 KiB; not read") != std::string::npos)
            ++refused;
    EXPECT_GT(refused, 0u) << result.report.toText();
}

TEST(HostileBudgets, ARecordLineOverSixtyFourMegabytesRejectsItsRun)
{
    ScratchRound round;
    std::string log = hostileFile("log_latin1.txt");
    const std::size_t lines = static_cast<std::size_t>(std::count(log.begin(), log.end(), '\n'));
    log += ":::MLLOG {\"key\": \"" + std::string(mllog::kMaxRecordBytes, 'x') + "\"}\n";
    round.write(kRun0, log);
    const ImportResult result = importPaths({round.root()});
    ASSERT_TRUE(result.ok()) << result.error;
    const SystemEntry* one = findSystem(result, "acme_n1");
    ASSERT_NE(one, nullptr);
    EXPECT_EQ(one->benchmarks.at(0).runs.at(0).status, RunStatus::Rejected);
    // The line is refused as a line before its record is parsed.
    EXPECT_TRUE(reportHasExactly(
        result, "acme_n1/ssd/result_0.txt",
        "line " + std::to_string(lines + 1) +
            " is longer than the limit of 64.0 MiB for one line (67108864 bytes); not read; "
            "run rejected"))
        << messagesAt(result, "acme_n1/ssd/result_0.txt");
    expectUntouchedSystemScored(result);
}

TEST(HostileBudgets, ALastLineOfSixtyFiveMegabytesWithoutItsEndRejectsItsRun)
{
    ScratchRound round;
    std::string log = hostileFile("log_latin1.txt");
    const std::size_t lines = static_cast<std::size_t>(std::count(log.begin(), log.end(), '\n'));
    log += std::string(std::size_t(65) << 20, 'x');
    round.write(kRun0, log);
    const ImportResult result = importPaths({round.root()});
    ASSERT_TRUE(result.ok()) << result.error;
    const SystemEntry* one = findSystem(result, "acme_n1");
    ASSERT_NE(one, nullptr);
    const RunFigure& run = one->benchmarks.at(0).runs.at(0);
    EXPECT_EQ(run.status, RunStatus::Rejected);
    EXPECT_EQ(run.reason,
              "line " + std::to_string(lines + 1) +
                  " is longer than the limit of 64.0 MiB for one line (67108864 bytes); not read");
    EXPECT_TRUE(reportHasExactly(
        result, "acme_n1/ssd/result_0.txt",
        "line " + std::to_string(lines + 1) +
            " is longer than the limit of 64.0 MiB for one line (67108864 bytes); not read; "
            "run rejected"))
        << messagesAt(result, "acme_n1/ssd/result_0.txt");
    expectUntouchedSystemScored(result);
}

TEST(HostileBudgets, ALogLargerThanTheChunkIsReadInPiecesWithTheRecordsOfTheWhole)
{
    // 24 MB of filler between the records, with "\r\n" ends, so records and line ends
    // fall on both sides of the 8 MiB pieces; the run's time is that of its records.
    ScratchRound round;
    const std::string records = hostileFile("log_latin1.txt");
    std::string filler;
    for (int i = 0; filler.size() < (std::size_t(1) << 20); ++i)
        filler += "step " + std::to_string(i) +
                  " loss 0.123456789 lr 0.001 throughput 1234.5 samples/s\r\n";
    std::string log;
    std::size_t start = 0;
    while (start < records.size()) {
        const std::size_t end = std::min(records.find('\n', start), records.size() - 1) + 1;
        log.append(records, start, end - start);
        start = end;
        if (log.size() < (std::size_t(24) << 20))
            log += filler;
    }
    ASSERT_GT(log.size(), std::size_t(3) * kDefaultChunkBytes);
    round.write(kRun0, log);
    const ImportResult result = importPaths({round.root()});
    ASSERT_TRUE(result.ok()) << result.error;
    const SystemEntry* one = findSystem(result, "acme_n1");
    ASSERT_NE(one, nullptr);
    const RunFigure& run = one->benchmarks.at(0).runs.at(0);
    EXPECT_NE(run.status, RunStatus::Rejected) << run.reason;
    EXPECT_EQ(run.minutes, 0.5); // run_start 1700000000000, run_stop 1700000030000 ms
    EXPECT_GE(result.report.bytesRead, log.size());
    expectUntouchedSystemScored(result);
}
