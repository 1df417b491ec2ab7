#pragma once
// Read-only view of a whole regular file, either mapped or copied into a buffer that is
// reused from one open() to the next.
//
// Why the importer copies by default: a mapped file that another process truncates
// while it is being parsed raises SIGBUS on the next page touched, and a library
// cannot recover from that without a process-wide signal handler. Rounds are opened
// from folders that git, rsync or a download may be rewriting. Copying costs one
// memcpy per byte (measured in bench/import_bench: within noise of mapping on v4.1);
// a file that shrinks or grows while read is reported, never a crash.

#include "core/util/message.h"

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

namespace scalescope {

// The most bytes MappedFile::open() takes from one file, and how a refusal names that
// limit ("the limit of 1 GiB for one file"). A larger file is refused before any byte
// is read (a sparse 20 GB file costs nothing); a file without a size (/proc) stops
// being read at the limit.
struct FileSizeLimit
{
    std::uint64_t bytes = UINT64_MAX;
    Message name = {"list.text", {textArg("the size limit")}}; // file.limit.*
};

class MappedFile
{
  public:
    enum class Access { Copy, Map };

    MappedFile() = default;
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;
    MappedFile(MappedFile&& other) noexcept;
    MappedFile& operator=(MappedFile&& other) noexcept;
    ~MappedFile();

    // An empty message (no id) on success, else what went wrong (file.*; englishText
    // gives "cannot open: Permission denied", "is a FIFO, not a regular file", "is
    // 21474836480 bytes (20.0 GiB), over the limit of 1 GiB for one file; not read").
    // Never blocks on a FIFO or reads a device.
    Message open(const std::filesystem::path& path, Access access = Access::Copy,
                 const FileSizeLimit& limit = {});
    // Whether the last open() was refused for its size.
    bool overLimit() const { return overLimit_; }
    std::string_view bytes() const { return {data_, size_}; }

  private:
    void release();
    void reserve(std::size_t capacity, std::size_t keep = 0);
    const char* data_ = nullptr;
    std::size_t size_ = 0;
    bool mapped_ = false;
    bool overLimit_ = false;
    std::unique_ptr<char[]> storage_; // Copy: kept across open() calls, so reuse allocates nothing
    std::size_t capacity_ = 0;
};

// Opens a regular file for reading, as MappedFile::open() and ChunkedFile::open() do:
// the descriptor (closed by the caller), or -1 with `error` set to the message and
// `overLimit` telling whether its size was the reason. `size` is st_size.
int openRegularFile(const std::filesystem::path& path, const FileSizeLimit& limit,
                    std::uint64_t& size, Message& error, bool& overLimit);
// "is 21474836480 bytes (20.0 GiB), over the limit of 1 GiB for one file; not read"
Message describeOverLimit(std::uint64_t size, bool atLeast, const FileSizeLimit& limit);

// "1.5 GiB", "20.0 GiB", "812 bytes": for messages about sizes and budgets.
std::string describeByteCount(std::uint64_t bytes);

} // namespace scalescope
