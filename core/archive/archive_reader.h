#pragma once
// Reads a .zip, .tar, .tar.gz/.tgz, .tar.xz, .tar.bz2 or .tar.zst archive entry by
// entry with libarchive, in memory, never writing to disk. Entries that could escape a
// folder or are not plain files or folders are refused one by one; decompression
// bombs and damaged archives stop the reading, keeping what was read before.

#include "core/util/message.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope::archive {

// A whole MLPerf round holds ~1,500 files (v4.1: 1,534; 263 MB unpacked). The limits
// leave two orders of magnitude for future rounds and stop archives that are not rounds.

// A single run log of v4.1 is at most a few MB; an entry beyond 1 GiB is not a log and
// would need that much memory to parse.
inline constexpr std::uint64_t kMaxEntryBytes = std::uint64_t(1) << 30;
// Everything unpacked, kept or skipped: 30x the biggest round so far; past it the
// import would take minutes and is more likely a bomb than a round.
inline constexpr std::uint64_t kMaxTotalBytes = std::uint64_t(8) << 30;
// Entries (files and folders): v4.1 has ~3,000; a million is a tree no round has.
inline constexpr std::uint64_t kMaxEntries = 1'000'000;
// Unpacked bytes per archive byte. v4.1 compresses 27:1 with xz; gzip cannot exceed
// 1032:1 and bombs reach 1000:1 or more. 200:1 leaves room for very repetitive logs.
inline constexpr double kMaxCompressionRatio = 200.0;
// The ratio is only judged past this many unpacked bytes: a small archive of a few
// repetitive files has a high ratio and is harmless.
inline constexpr std::uint64_t kRatioCheckAfterBytes = std::uint64_t(64) << 20;

struct Limits
{
    std::uint64_t maxEntryBytes = kMaxEntryBytes;
    std::uint64_t maxTotalBytes = kMaxTotalBytes;
    std::uint64_t maxEntries = kMaxEntries;
    double maxCompressionRatio = kMaxCompressionRatio;
    std::uint64_t ratioCheckAfterBytes = kRatioCheckAfterBytes;
};

enum class EntryType { File, Folder };

struct Entry
{
    std::string path; // normalised: '/'-separated, no "./", no trailing '/', never empty
    EntryType type = EntryType::File;
    std::uint64_t size = 0; // bytes unpacked (files)
};

struct Problem
{
    std::string entry; // name as stored in the archive
    Message reason;    // file.archive.*: "is a symbolic link (to x); not read"
};

// Keeps part of an entry's bytes as they are unpacked (a log's MLLOG lines), so a large
// entry is never held whole.
class ContentFilter
{
  public:
    virtual ~ContentFilter() = default;
    virtual void begin() = 0;
    virtual void append(std::string& content, std::string_view bytes) = 0;
    virtual void finish(std::string& content) = 0;
};

struct Visitor
{
    // Whether the bytes of this file are wanted; others are decompressed and dropped.
    std::function<bool(const Entry&)> wantContent;
    // For a wanted entry: the filter its bytes go through; unset or nullptr keeps them all.
    std::function<ContentFilter*(const Entry&)> filterFor;
    // Called for every accepted entry; `content` holds the bytes (or what the filter
    // kept of them) when wanted.
    std::function<void(const Entry&, std::string&& content)> onEntry;
    // Called after each entry with archive bytes read so far and the archive's size.
    // Return false to cancel.
    std::function<bool(std::uint64_t archiveBytesRead, std::uint64_t archiveBytes)> keepGoing;
};

struct ReadResult
{
    Message openError;            // an id: not an archive, or cannot be opened; nothing read
    std::vector<Problem> refused; // entries skipped, each with its reason
    Message stoppedReason;        // an id: reading stopped before the end (damage, a limit)
    bool cancelled = false;
    std::uint64_t entries = 0;
    std::uint64_t unpackedBytes = 0;
};

ReadResult readArchive(const std::filesystem::path& file, const Limits& limits,
                       const Visitor& visitor);

// By the first bytes of the file (zip, gzip, xz, bzip2, zstd, 7z or ustar magic), so a
// renamed archive is still recognised and a folder never is.
bool looksLikeArchive(const std::filesystem::path& file);

// "training_results_v4.1.tar.xz" -> "training_results_v4.1".
std::string archiveStem(const std::filesystem::path& archive);

} // namespace scalescope::archive
