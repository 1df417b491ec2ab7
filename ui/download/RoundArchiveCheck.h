#pragma once
// Whether a downloaded file is a complete archive of an MLPerf Training round, checked
// with the importer's own archive reader (core/archive) before the download is kept:
// every entry is decompressed (nothing is kept in memory) so that a truncated or
// damaged archive is caught here and never lands in the cache.

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <string>

namespace scalescope::ui {

struct RoundArchiveCheck
{
    std::string problem; // empty: the archive is complete and holds a round
    bool cancelled = false;
    std::uint64_t files = 0;
    bool ok() const { return problem.empty() && !cancelled; }
};

// `cancel` is polled between entries. The problem sentence has no file name in it: the
// caller names the round and the URL it came from.
RoundArchiveCheck checkRoundArchive(const std::filesystem::path& file,
                                    const std::atomic<bool>& cancel);

} // namespace scalescope::ui
