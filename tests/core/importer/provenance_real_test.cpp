// Provenance on the real rounds in ../shared: v3.1 and v4.1 imported together, and the
// v4.1 entries marked republished (from v3.1, and inside v4.1) counted again here without
// the importer's hashes: every result log of both archives is read with libarchive and
// compared by std::hash of its MLLOG records, extracted here (docs/analysis.md §1.4), and,
// for the count before issue 40, by size and std::hash of its bytes.

#include "core/importer/importer.h"
#include "tests/support/test_data.h"

#include <algorithm>
#include <archive.h>
#include <archive_entry.h>
#include <cctype>
#include <filesystem>
#include <functional>
#include <gtest/gtest.h>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

using namespace scalescope;

namespace {

const std::filesystem::path kShared = SCALESCOPE_SHARED_DIR;
const std::filesystem::path kV31 = kShared / "mlperf" / "training_results_v3.1.tar.xz";
const std::filesystem::path kV41 = kShared / "mlperf" / "training_results_v4.1.tar.xz";

std::optional<std::string> missingArchives()
{
    for (const auto& archive : {kV31, kV41})
        if (!std::filesystem::exists(archive))
            return "needs " + archive.string() + ": " + fixtures::howToGetTestData();
    return std::nullopt;
}

using Fingerprint = std::pair<std::size_t, std::size_t>; // size, std::hash

// The MLLOG records of a log as §1.4 defines them, written again here: lines split at
// "\r\n", "\r" or "\n"; of each holding ":::MLLOG ", the text after the last one with
// trailing whitespace stripped, unless its key is a submission_* label.
std::string recordsOf(const std::string& bytes)
{
    std::string records;
    std::size_t start = 0;
    while (start < bytes.size()) {
        std::size_t end = bytes.find_first_of("\r\n", start);
        if (end == std::string::npos)
            end = bytes.size();
        const std::string line = bytes.substr(start, end - start);
        start = end + (bytes.compare(end, 2, "\r\n") == 0 ? 2 : 1);
        const std::size_t token = line.rfind(":::MLLOG ");
        if (token == std::string::npos)
            continue;
        std::string payload = line.substr(token + 9);
        while (!payload.empty() && std::isspace(static_cast<unsigned char>(payload.back())))
            payload.pop_back();
        if (payload.find("\"key\": \"submission_") != std::string::npos)
            continue;
        records += payload + "\n";
    }
    return records;
}

struct LogPrints
{
    Fingerprint bytes;
    Fingerprint records;
};

// Every result_*.txt of the archive by its path inside it.
std::map<std::string, LogPrints> resultLogsOf(const std::filesystem::path& path)
{
    std::map<std::string, LogPrints> logs;
    ::archive* reader = archive_read_new();
    archive_read_support_filter_all(reader);
    archive_read_support_format_all(reader);
    if (archive_read_open_filename(reader, path.c_str(), 1 << 20) != ARCHIVE_OK) {
        ADD_FAILURE() << path << ": " << archive_error_string(reader);
        archive_read_free(reader);
        return logs;
    }
    archive_entry* entry = nullptr;
    std::string bytes;
    while (archive_read_next_header(reader, &entry) == ARCHIVE_OK) {
        const std::string name = archive_entry_pathname(entry);
        const auto slash = name.rfind('/');
        const std::string file = name.substr(slash == std::string::npos ? 0 : slash + 1);
        if (archive_entry_filetype(entry) != AE_IFREG || file.rfind("result_", 0) != 0 ||
            file.size() < 4 || file.compare(file.size() - 4, 4, ".txt") != 0 ||
            name.find("/results/") == std::string::npos)
            continue;
        bytes.resize(static_cast<std::size_t>(archive_entry_size(entry)));
        const la_ssize_t read = archive_read_data(reader, bytes.data(), bytes.size());
        EXPECT_EQ(read, static_cast<la_ssize_t>(bytes.size())) << name;
        const std::string records = recordsOf(bytes);
        logs[name] = {{bytes.size(), std::hash<std::string>{}(bytes)},
                      {records.size(), std::hash<std::string>{}(records)}};
    }
    archive_read_free(reader);
    return logs;
}

// The counted runs' fingerprints (`which` of each log) of every scored entry of `round`,
// in dataset order, with "round/folder".
std::vector<std::pair<std::string, std::vector<Fingerprint>>>
countedLogs(const Round& round, const std::map<std::string, LogPrints>& logs,
            Fingerprint LogPrints::*which)
{
    std::vector<std::pair<std::string, std::vector<Fingerprint>>> entries;
    for (const auto& system : round.systems)
        for (const auto& result : system.benchmarks) {
            std::vector<Fingerprint> counted;
            for (const auto& run : result.runs) {
                if (run.status != RunStatus::Counted)
                    continue;
                const std::string path =
                    result.folder + "/" + run.file; // the folder starts with the round's
                const auto found = logs.find(path);
                EXPECT_NE(found, logs.end()) << path;
                if (found != logs.end())
                    counted.push_back(found->second.*which);
            }
            if (counted.empty())
                continue;
            std::sort(counted.begin(), counted.end());
            entries.emplace_back(result.folder, std::move(counted));
        }
    return entries;
}

} // namespace

TEST(ProvenanceRealRounds, V41EntriesRepublishedFromV31MatchAnIndependentCount)
{
    SCALESCOPE_SKIP_IF_MISSING(missingArchives());
    const ImportResult result = importPaths({kV41, kV31});
    ASSERT_TRUE(result.ok()) << result.error;
    const Round* v31 = nullptr;
    const Round* v41 = nullptr;
    for (const auto& round : result.dataset.rounds) {
        if (round.name == "training_results_v3.1")
            v31 = &round;
        if (round.name == "training_results_v4.1")
            v41 = &round;
    }
    ASSERT_TRUE(v31 && v41);

    const auto olderLogs = resultLogsOf(kV31);
    const auto newerLogs = resultLogsOf(kV41);
    // Expected: from v3.1 when v3.1 has the same logs; else inside v4.1 when an earlier
    // v4.1 entry has them.
    const auto expectedMarks = [&](Fingerprint LogPrints::*which) {
        std::set<std::vector<Fingerprint>> older;
        for (const auto& [name, counted] : countedLogs(*v31, olderLogs, which))
            older.insert(counted);
        std::pair<std::set<std::string>, std::set<std::string>> expected; // from v3.1, inside v4.1
        std::set<std::vector<Fingerprint>> seen;
        for (const auto& [name, counted] : countedLogs(*v41, newerLogs, which)) {
            if (older.contains(counted))
                expected.first.insert(name);
            else if (!seen.insert(counted).second)
                expected.second.insert(name);
        }
        return expected;
    };
    const auto [expectedCross, expectedWithin] = expectedMarks(&LogPrints::records);
    const auto [bytesCross, bytesWithin] = expectedMarks(&LogPrints::bytes);

    std::set<std::string> marked;
    std::set<std::string> markedWithinV41;
    for (const auto& system : v41->systems)
        for (const auto& entry : system.benchmarks) {
            if (entry.republishedFrom == "training_results_v3.1")
                marked.insert(entry.folder);
            if (entry.republishedFrom == "training_results_v4.1")
                markedWithinV41.insert(entry.folder);
        }
    for (const auto& system : v31->systems)
        for (const auto& entry : system.benchmarks)
            EXPECT_NE(entry.republishedFrom, "training_results_v4.1")
                << entry.folder << ": a later round is never first";
    EXPECT_GT(expectedCross.size(), 0u) << "the issue counted about 80 copied v4.1 logs";
    EXPECT_EQ(marked, expectedCross);
    EXPECT_EQ(markedWithinV41, expectedWithin);
    EXPECT_TRUE(markedWithinV41.contains(
        "training_results_v4.1/Dell/results/8xXE9680x8H100-SXM-80GB-POWER/llama2_70b_lora"));
    // Records find every copy the bytes found, and more.
    for (const auto& name : bytesCross)
        EXPECT_TRUE(marked.contains(name)) << name;
    std::cout << "v4.1 entries republished from v3.1: " << marked.size() << " (by bytes "
              << bytesCross.size() << "); within v4.1: " << markedWithinV41.size() << " (by bytes "
              << bytesWithin.size() << "); report: " << result.report.summary() << "\n";
}
