#pragma once
// A regular file read front to back in pieces of whole lines, through one buffer of a
// bounded size: memory is the chunk size plus the longest line, whatever the file's size.
// A file that fits in one chunk is read in one piece, which stays valid until the next
// open() (the common case: a result log is a few MB), so its reader needs no copies.
//
// Same refusals as MappedFile (devices, FIFOs and sockets before any byte is read; a
// file over its size limit from its size; a file that grows or shrinks while read), plus
// one of its own: a line longer than the line limit stops the reading.

#include "core/util/mapped_file.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

namespace scalescope {

// v4.1's largest result log is 4 MB: it is read in one piece.
inline constexpr std::size_t kDefaultChunkBytes = std::size_t(8) << 20;
// MLLOG lines are under 1 MB; a longer line is damage, or an attempt to make the reader
// hold a whole file as one line.
inline constexpr std::size_t kMaxLineBytes = std::size_t(64) << 20;

// The first line of `text` (1-based, universal newlines) longer than `limit` bytes, or
// 0: for text already in memory (an archive's entry), judged as ChunkedFile judges files.
std::uint32_t firstLineLongerThan(std::string_view text, std::size_t limit);

// "line 3 is longer than the limit of 64.0 MiB for one line (67108864 bytes); not read"
Message describeLineTooLong(std::uint32_t line, std::size_t limit);

class ChunkedFile
{
  public:
    explicit ChunkedFile(std::size_t chunkBytes = kDefaultChunkBytes,
                         std::size_t maxLineBytes = kMaxLineBytes);
    ChunkedFile(const ChunkedFile&) = delete;
    ChunkedFile& operator=(const ChunkedFile&) = delete;
    ~ChunkedFile();

    // An empty message on success, else what went wrong, as MappedFile::open() says it.
    Message open(const std::filesystem::path& path, const FileSizeLimit& limit = {});
    bool overLimit() const { return overLimit_; }

    // The next piece: whole lines, ending just after a line break ("\r\n" never split),
    // or the file's last line without one. Empty at the end of the file. A piece stays
    // valid until the next call unless wholeFile(). An empty message on success, else
    // what went wrong; lineTooLong() then tells whether the line limit stopped the reading (the
    // caller knows which line that is: the one its pieces had reached).
    Message next(std::string_view& piece);
    bool lineTooLong() const { return lineTooLong_; }
    // The first piece was the whole file (kept until the next open()).
    bool wholeFile() const { return wholeFile_; }
    std::uint64_t bytesRead() const { return total_; }
    std::size_t maxLineBytes() const { return maxLineBytes_; }

  private:
    void close();
    void grow(std::size_t capacity);
    // Reads until the buffer is full or the file ends; an empty message on success.
    Message fill();
    bool holdsLineOverLimit(std::size_t searched, std::size_t end) const;

    std::size_t chunkBytes_;
    std::size_t maxLineBytes_;
    int fd_ = -1;
    std::uint64_t expected_ = 0; // st_size; 0 for files that do not report one (/proc)
    FileSizeLimit limit_;
    std::uint64_t total_ = 0; // bytes read from the file
    struct Free
    {
        void operator()(char* bytes) const;
    };
    // malloc'd: realloc grows a large buffer in place (mremap), without a second copy
    // resident while it grows. Kept across open() calls.
    std::unique_ptr<char, Free> buffer_;
    std::size_t capacity_ = 0;
    std::size_t size_ = 0;     // bytes held: [0, size_)
    std::size_t consumed_ = 0; // [0, consumed_) was handed out by the last next()
    bool atEnd_ = false;
    bool overLimit_ = false;
    bool lineTooLong_ = false;
    bool wholeFile_ = false;
    bool first_ = true;
};

} // namespace scalescope
