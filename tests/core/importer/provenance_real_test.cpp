// Provenance on the real rounds in ../shared: v3.1 and v4.1 imported together, and the
// v4.1 entries marked republished from v3.1 counted again here without the importer's
// hash: every result log of both archives is read with libarchive and compared by size
// and std::hash of its bytes.

#include "core/importer/importer.h"
#include "tests/support/test_data.h"

#include <archive.h>
#include <archive_entry.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <functional>
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

using Fingerprint = std::pair<std::size_t, std::size_t>; // size, std::hash of the bytes

// Every result_*.txt of the archive by its path inside it.
std::map<std::string, Fingerprint> resultLogsOf(const std::filesystem::path& path)
{
    std::map<std::string, Fingerprint> logs;
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
            file.size() < 4 || file.compare(file.size() - 4, 4, ".txt") != 0 || name.find("/results/") == std::string::npos)
            continue;
        bytes.resize(static_cast<std::size_t>(archive_entry_size(entry)));
        const la_ssize_t read = archive_read_data(reader, bytes.data(), bytes.size());
        EXPECT_EQ(read, static_cast<la_ssize_t>(bytes.size())) << name;
        logs[name] = {bytes.size(), std::hash<std::string>{}(bytes)};
    }
    archive_read_free(reader);
    return logs;
}

// The counted runs' fingerprints of every scored entry of `round`, by "round/folder".
std::map<std::string, std::vector<Fingerprint>> countedLogs(const Round& round,
                                                            const std::map<std::string, Fingerprint>& logs)
{
    std::map<std::string, std::vector<Fingerprint>> entries;
    for (const auto& system : round.systems)
        for (const auto& result : system.benchmarks) {
            std::vector<Fingerprint> counted;
            for (const auto& run : result.runs) {
                if (run.status != RunStatus::Counted)
                    continue;
                const std::string path = result.folder + "/" + run.file; // the folder starts with the round's
                const auto found = logs.find(path);
                EXPECT_NE(found, logs.end()) << path;
                if (found != logs.end())
                    counted.push_back(found->second);
            }
            if (counted.empty())
                continue;
            std::sort(counted.begin(), counted.end());
            entries[result.folder] = std::move(counted);
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
        if (round.name == "training_results_v3.1") v31 = &round;
        if (round.name == "training_results_v4.1") v41 = &round;
    }
    ASSERT_TRUE(v31 && v41);

    const auto olderEntries = countedLogs(*v31, resultLogsOf(kV31));
    const auto newerEntries = countedLogs(*v41, resultLogsOf(kV41));
    std::set<std::vector<Fingerprint>> older;
    for (const auto& [name, counted] : olderEntries)
        older.insert(counted);
    std::set<std::string> expected;
    for (const auto& [name, counted] : newerEntries)
        if (older.contains(counted))
            expected.insert(name);

    std::set<std::string> marked;
    std::size_t markedWithinV41 = 0;
    for (const auto& system : v41->systems)
        for (const auto& entry : system.benchmarks) {
            if (entry.republishedFrom == "training_results_v3.1")
                marked.insert(entry.folder);
            markedWithinV41 += entry.republishedFrom == "training_results_v4.1";
        }
    for (const auto& system : v31->systems)
        for (const auto& entry : system.benchmarks)
            EXPECT_NE(entry.republishedFrom, "training_results_v4.1") << entry.folder << ": a later round is never first";
    EXPECT_GT(expected.size(), 0u) << "the issue counted about 80 copied v4.1 logs";
    EXPECT_EQ(marked, expected);
    std::cout << "v4.1 entries republished from v3.1: " << marked.size() << "; within v4.1: " << markedWithinV41
              << "; report: " << result.report.summary() << "\n";
}
