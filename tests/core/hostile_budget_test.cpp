// Read budgets (issue 28): a file over the per-file limit, or past what is left of the
// import's budget, is refused by its size before any byte is read; a record line over
// 64 MiB rejects its run. Big files are sparse: they take no disk and no time.
#include "core/mllog/mllog_reader.h"
#include "tests/core/hostile_test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

#include <unistd.h>

using namespace scalescope;
using namespace scalescope::testing;
namespace fs = std::filesystem;

namespace {

constexpr const char* kRun0 = "Acme/results/acme_n1/ssd/result_0.txt";

void makeSparse(const fs::path& file, off_t size)
{
    { std::ofstream(file, std::ios::binary) << ":::MLLOG {"; }
    ASSERT_EQ(::truncate(file.c_str(), size), 0) << file;
}

} // namespace

TEST(HostileBudgets, ASparseTwentyGigabyteLogIsRefusedUnread)
{
    ScratchRound round;
    makeSparse(round.path(kRun0), off_t(20) << 30);
    const ImportResult result = importPaths({round.root()});
    ASSERT_TRUE(result.ok()) << result.error;
    EXPECT_TRUE(reportHasExactly(result, "acme_n1/ssd/result_0.txt",
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
    EXPECT_NE(messages.find("over the limit of 4.0 KiB for one file; not read; run rejected"), std::string::npos)
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
    const std::string expected = "line " + std::to_string(lines + 1) + ": the MLLOG record is 67108875 bytes long, "
                                 "over the limit of 67108864 bytes (64 MiB) for one line; not read";
    const std::string messages = messagesAt(result, "acme_n1/ssd/result_0.txt");
    EXPECT_NE(messages.find(expected.substr(expected.find(':') + 2)), std::string::npos) << messages;
    expectUntouchedSystemScored(result);
}
