#include "core/util/chunked_file.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <new>
#include <unistd.h>

namespace scalescope {

namespace {

// Where the whole lines of buffer[0, size) end: just after the last line break, or npos.
// Bytes before `from` hold no line break. A '\r' as the very last byte is held back
// (unless the file ends there): the next read may bring the '\n' of its "\r\n".
std::size_t endOfWholeLines(const char* buffer, std::size_t from, std::size_t size, bool atEnd)
{
    for (std::size_t i = size; i > from; --i) {
        const char c = buffer[i - 1];
        if (c == '\n')
            return i;
        if (c == '\r' && (i < size || atEnd))
            return i;
    }
    return std::string_view::npos;
}

} // namespace

std::uint32_t firstLineLongerThan(std::string_view text, std::size_t limit)
{
    if (text.size() <= limit)
        return 0;
    std::uint32_t line = 1;
    std::size_t start = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c != '\n' && c != '\r')
            continue;
        if (i - start > limit)
            return line;
        if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
            ++i;
        ++line;
        start = i + 1;
    }
    return text.size() - start > limit ? line : 0;
}

Message describeLineTooLong(std::uint32_t line, std::size_t limit)
{
    return {"file.line_too_long",
            {numberArg(static_cast<long long>(line)), textArg(describeByteCount(limit)),
             numberArg(std::to_string(limit))}};
}

ChunkedFile::ChunkedFile(std::size_t chunkBytes, std::size_t maxLineBytes)
    : chunkBytes_(std::clamp<std::size_t>(chunkBytes, 16, std::max<std::size_t>(maxLineBytes, 16))),
      maxLineBytes_(maxLineBytes)
{
}

ChunkedFile::~ChunkedFile()
{
    close();
}

void ChunkedFile::close()
{
    if (fd_ >= 0)
        ::close(fd_);
    fd_ = -1;
}

void ChunkedFile::Free::operator()(char* bytes) const
{
    std::free(bytes);
}

void ChunkedFile::grow(std::size_t capacity)
{
    if (capacity <= capacity_)
        return;
    // Uninitialised, so pages never written are never resident.
    char* larger = static_cast<char*>(std::realloc(buffer_.get(), capacity));
    if (larger == nullptr)
        throw std::bad_alloc();
    (void)buffer_.release();
    buffer_.reset(larger);
    capacity_ = capacity;
}

Message ChunkedFile::open(const std::filesystem::path& path, const FileSizeLimit& limit)
{
    close();
    limit_ = limit;
    total_ = 0;
    size_ = 0;
    consumed_ = 0;
    atEnd_ = false;
    lineTooLong_ = false;
    wholeFile_ = false;
    first_ = true;
    // A buffer grown for one long line is not kept for every file after it.
    if (capacity_ > chunkBytes_) {
        buffer_.reset();
        capacity_ = 0;
    }
    Message error;
    fd_ = openRegularFile(path, limit, expected_, error, overLimit_);
    if (fd_ < 0)
        return error;
    // One byte more than the file: a read that stops short of it has met the end, so a
    // file that fits is read in one piece without a second read to say so.
    grow(static_cast<std::size_t>(std::min<std::uint64_t>(chunkBytes_, expected_ + 1)));
    return {};
}

Message ChunkedFile::fill()
{
    while (size_ < capacity_ && !atEnd_) {
        const std::size_t wanted = capacity_ - size_;
        const ssize_t count = ::read(fd_, buffer_.get() + size_, wanted);
        if (count < 0) {
            if (errno == EINTR)
                continue;
            return {"file.cannot_read", {textArg(std::strerror(errno))}};
        }
        if (count == 0) {
            atEnd_ = true;
            break;
        }
        size_ += static_cast<std::size_t>(count);
        total_ += static_cast<std::uint64_t>(count);
        if (expected_ > 0 && total_ > expected_)
            return {"file.grew", {numberArg(std::to_string(expected_))}};
        // Files of /proc report size 0: only the limit stops them.
        if (total_ > limit_.bytes) {
            overLimit_ = true;
            return describeOverLimit(total_, true, limit_);
        }
        // Regular files give all that was asked unless the file ends first.
        if (expected_ > 0 && total_ == expected_ && static_cast<std::size_t>(count) < wanted)
            atEnd_ = true;
    }
    if (atEnd_ && expected_ > 0 && total_ < expected_)
        return {"file.shrank",
                {numberArg(std::to_string(expected_)), numberArg(std::to_string(total_))}};
    return {};
}

Message ChunkedFile::next(std::string_view& piece)
{
    piece = {};
    if (fd_ < 0)
        return {}; // the end was handed out, or open() failed
    // What the last piece did not take (a line without its end yet) moves to the front.
    if (consumed_ > 0) {
        std::memmove(buffer_.get(), buffer_.get() + consumed_, size_ - consumed_);
        size_ -= consumed_;
        consumed_ = 0;
    }
    std::size_t searched = 0; // buffer[0, searched) holds no line break
    while (true) {
        if (Message error = fill(); !error.id.empty()) {
            close();
            return error;
        }
        const std::size_t end = endOfWholeLines(buffer_.get(), searched, size_, atEnd_);
        // Only a buffer grown past the limit can hold a line over it.
        if (capacity_ > maxLineBytes_ && holdsLineOverLimit(searched, end)) {
            lineTooLong_ = true;
            close();
            return {"file.has_long_line",
                    {textArg(describeByteCount(maxLineBytes_)),
                     numberArg(std::to_string(maxLineBytes_))}};
        }
        if (atEnd_ || end != std::string_view::npos) {
            const std::size_t taken = atEnd_ ? size_ : end;
            if (atEnd_) {
                close();
                wholeFile_ = first_;
            }
            first_ = false;
            piece = {buffer_.get(), taken};
            consumed_ = taken;
            return {};
        }
        // The buffer is full and holds part of one line: a longer one, up to the limit
        // (a line at the limit fits with its "\r\n").
        searched = size_ > 0 && buffer_.get()[size_ - 1] == '\r' ? size_ - 1 : size_;
        grow(std::min<std::size_t>(std::max<std::size_t>(capacity_ * 2, chunkBytes_),
                                   maxLineBytes_ + 2));
    }
}

bool ChunkedFile::holdsLineOverLimit(std::size_t searched, std::size_t end) const
{
    // A line over the limit needs the whole buffer with its end, so it starts the buffer;
    // the file's last line, which needs no end, may also end it.
    const char* buffer = buffer_.get();
    std::size_t firstEnd = searched;
    while (firstEnd < size_ && buffer[firstEnd] != '\n' && buffer[firstEnd] != '\r')
        ++firstEnd;
    if (firstEnd > maxLineBytes_)
        return true;
    return atEnd_ && size_ - (end == std::string_view::npos ? 0 : end) > maxLineBytes_;
}

} // namespace scalescope
