#include "core/util/mapped_file.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace scalescope {

MappedFile::MappedFile(MappedFile&& other) noexcept
{
    *this = std::move(other);
}

MappedFile& MappedFile::operator=(MappedFile&& other) noexcept
{
    if (this != &other) {
        release();
        fallback_ = std::move(other.fallback_);
        mapped_ = other.mapped_;
        size_ = other.size_;
        data_ = mapped_ ? other.data_ : fallback_.data();
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
    fallback_.clear();
}

std::string MappedFile::open(const std::filesystem::path& path)
{
    release();
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return std::string("cannot open: ") + std::strerror(errno);
    struct stat info {};
    if (fstat(fd, &info) != 0) {
        const std::string error = std::string("cannot read: ") + std::strerror(errno);
        ::close(fd);
        return error;
    }
    if (S_ISDIR(info.st_mode)) {
        ::close(fd);
        return "is a folder, not a file";
    }
    if (S_ISREG(info.st_mode) && info.st_size > 0) {
        void* map = mmap(nullptr, static_cast<std::size_t>(info.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
        if (map != MAP_FAILED) {
            madvise(map, static_cast<std::size_t>(info.st_size), MADV_SEQUENTIAL);
            ::close(fd);
            data_ = static_cast<const char*>(map);
            size_ = static_cast<std::size_t>(info.st_size);
            mapped_ = true;
            return {};
        }
    }
    char buffer[1 << 16];
    while (true) {
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            const std::string error = std::string("cannot read: ") + std::strerror(errno);
            ::close(fd);
            fallback_.clear();
            return error;
        }
        if (got == 0)
            break;
        fallback_.append(buffer, static_cast<std::size_t>(got));
    }
    ::close(fd);
    data_ = fallback_.data();
    size_ = fallback_.size();
    return {};
}

} // namespace scalescope
