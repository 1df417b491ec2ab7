#pragma once
// Read-only view of a whole file: mmap for regular files (no copy, and the pages are
// dropped when the view goes), a read() fallback for anything that cannot be mapped.

#include <filesystem>
#include <string>
#include <string_view>

namespace scalescope {

class MappedFile
{
public:
    MappedFile() = default;
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;
    MappedFile(MappedFile&& other) noexcept;
    MappedFile& operator=(MappedFile&& other) noexcept;
    ~MappedFile();

    // Empty string on success, else a sentence: "cannot open: Permission denied".
    std::string open(const std::filesystem::path& path);
    std::string_view bytes() const { return {data_, size_}; }

private:
    void release();
    const char* data_ = nullptr;
    std::size_t size_ = 0;
    bool mapped_ = false;
    std::string fallback_;
};

} // namespace scalescope
