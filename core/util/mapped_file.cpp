#include "core/util/mapped_file.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace scalescope {

namespace {

struct FileDescriptor
{
    int fd = -1;
    ~FileDescriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

Message kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return {"file.is_folder", {}};
    if (S_ISFIFO(mode))
        return {"file.is_fifo", {}};
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return {"file.is_device", {}};
    if (S_ISSOCK(mode))
        return {"file.is_socket", {}};
    return {"file.not_regular", {}};
}

// "cannot open: Permission denied": the system's reason stays as it words it.
Message errnoMessage(const char* id)
{
    return {id, {textArg(std::strerror(errno))}};
}

Message grewMessage(std::uint64_t expected)
{
    return {"file.grew", {numberArg(std::to_string(expected))}};
}

} // namespace

MappedFile::MappedFile(MappedFile&& other) noexcept
{
    *this = std::move(other);
}

MappedFile& MappedFile::operator=(MappedFile&& other) noexcept
{
    if (this != &other) {
        release();
        storage_ = std::move(other.storage_);
        capacity_ = other.capacity_;
        other.capacity_ = 0;
        mapped_ = other.mapped_;
        size_ = other.size_;
        data_ = mapped_ ? other.data_ : storage_.get();
        other.data_ = nullptr;
        other.size_ = 0;
        other.mapped_ = false;
    }
    return *this;
}

MappedFile::~MappedFile()
{
    release();
}

void MappedFile::release()
{
    if (mapped_ && data_)
        munmap(const_cast<char*>(data_), size_);
    data_ = nullptr;
    size_ = 0;
    mapped_ = false;
}

std::string describeByteCount(std::uint64_t bytes)
{
    static constexpr const char* units[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    double value = static_cast<double>(bytes);
    int unit = 0;
    while (value >= 1024 && unit < 6) {
        value /= 1024;
        ++unit;
    }
    if (unit == 0)
        return std::to_string(bytes) + " bytes";
    char text[32];
    std::snprintf(text, sizeof text, "%.1f %s", value, units[unit]);
    return text;
}

Message describeOverLimit(std::uint64_t size, bool atLeast, const FileSizeLimit& limit)
{
    return {atLeast ? "file.over_limit.at_least" : "file.over_limit",
            {numberArg(std::to_string(size)), textArg(describeByteCount(size)),
             messageArg(limit.name)}};
}

int openRegularFile(const std::filesystem::path& path, const FileSizeLimit& limit,
                    std::uint64_t& size, Message& error, bool& overLimit)
{
    overLimit = false;
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
    FileDescriptor file{::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)};
    if (file.fd < 0) {
        error = errnoMessage("file.cannot_open");
        return -1;
    }
    struct stat info
    {
    };
    if (fstat(file.fd, &info) != 0) {
        error = errnoMessage("file.cannot_read");
        return -1;
    }
    if (!S_ISREG(info.st_mode)) {
        error = kindOf(info.st_mode);
        return -1;
    }
    size = static_cast<std::uint64_t>(info.st_size);
    if (size > limit.bytes) {
        overLimit = true;
        error = describeOverLimit(size, false, limit);
        return -1;
    }
    const int fd = file.fd;
    file.fd = -1;
    return fd;
}

Message MappedFile::open(const std::filesystem::path& path, Access access,
                         const FileSizeLimit& limit)
{
    release();
    overLimit_ = false;
    const auto overTheLimit = [&](std::uint64_t size, bool atLeast) {
        overLimit_ = true;
        return describeOverLimit(size, atLeast, limit);
    };
    std::uint64_t fileSize = 0;
    Message error;
    FileDescriptor file{openRegularFile(path, limit, fileSize, error, overLimit_)};
    if (file.fd < 0)
        return error;
    const auto expected = static_cast<std::size_t>(fileSize);
    if (access == Access::Map && expected > 0) {
        void* map = mmap(nullptr, expected, PROT_READ, MAP_PRIVATE, file.fd, 0);
        if (map != MAP_FAILED) {
            madvise(map, expected, MADV_SEQUENTIAL);
            data_ = static_cast<const char*>(map);
            size_ = expected;
            mapped_ = true;
            return {};
        }
    }
    // Regular files never return EAGAIN, so O_NONBLOCK does not change what read() does.
    // Files of /proc report size 0 and still have content: those are read until end of file.
    // One byte more than expected is asked for: a read that brings exactly the expected
    // size and no more has met the end of the file, and needs no second read to say so.
    // One byte past the limit is read, to tell "at the limit" from "over it".
    const std::uint64_t ceiling = limit.bytes == UINT64_MAX ? UINT64_MAX : limit.bytes + 1;
    std::size_t got = 0;
    reserve(expected > 0 ? expected + 1
                         : static_cast<std::size_t>(
                               std::min<std::uint64_t>(std::uint64_t(1) << 16, ceiling)));
    while (true) {
        if (got == capacity_) {
            if (expected > 0) {
                char probe = 0;
                const ssize_t more = ::read(file.fd, &probe, 1);
                if (more > 0)
                    return grewMessage(expected);
                break;
            }
            if (got > limit.bytes)
                return overTheLimit(got, true);
            reserve(static_cast<std::size_t>(std::min<std::uint64_t>(capacity_ * 2, ceiling)), got);
        }
        const std::size_t wanted = capacity_ - got;
        const ssize_t count = ::read(file.fd, storage_.get() + got, wanted);
        if (count < 0) {
            if (errno == EINTR)
                continue;
            return errnoMessage("file.cannot_read");
        }
        if (count == 0)
            break;
        got += static_cast<std::size_t>(count);
        if (expected > 0 && got == expected && static_cast<std::size_t>(count) < wanted)
            break;
    }
    if (expected > 0 && got > expected)
        return grewMessage(expected);
    if (expected > 0 && got < expected)
        return {"file.shrank",
                {numberArg(std::to_string(expected)), numberArg(std::to_string(got))}};
    data_ = storage_.get();
    size_ = got;
    return {};
}

void MappedFile::reserve(std::size_t capacity, std::size_t keep)
{
    if (capacity <= capacity_)
        return;
    // new char[] leaves the bytes uninitialised: no memset of a buffer about to be overwritten.
    std::unique_ptr<char[]> larger(new char[capacity]);
    if (keep > 0)
        std::memcpy(larger.get(), storage_.get(), keep);
    storage_ = std::move(larger);
    capacity_ = capacity;
}

} // namespace scalescope
