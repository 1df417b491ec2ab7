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

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

namespace scalescope {

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

    // Empty string on success, else a sentence: "cannot open: Permission denied",
    // "is a FIFO, not a regular file". Never blocks on a FIFO or reads a device.
    std::string open(const std::filesystem::path& path, Access access = Access::Copy);
    std::string_view bytes() const { return {data_, size_}; }

private:
    void release();
    void reserve(std::size_t capacity, std::size_t keep = 0);
    const char* data_ = nullptr;
    std::size_t size_ = 0;
    bool mapped_ = false;
    std::unique_ptr<char[]> storage_; // Copy: kept across open() calls, so reuse allocates nothing
    std::size_t capacity_ = 0;
};

} // namespace scalescope
