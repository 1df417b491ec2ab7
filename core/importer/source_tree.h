#pragma once
// The few things the importer needs from where a round lives: what a path is, what a
// folder holds, and a file's bytes. A folder on disk and an archive read in memory both
// provide it, so layout discovery, checking and scoring are written once.

#include "core/util/chunked_file.h"
#include "core/util/mapped_file.h"

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope {

// What one import reads from folders at most (README "Limits"). Result logs are a few
// MB and a whole round about 300 MB: a larger file is damaged or hostile, and is refused
// with its size before any byte of it is read.
inline constexpr std::uint64_t kMaxInputFileBytes = std::uint64_t(1) << 30; // 1 GiB per file
inline constexpr std::uint64_t kMaxImportBytes = std::uint64_t(16) << 30;   // 16 GiB per import

struct ReadLimits
{
    std::uint64_t fileBytes = kMaxInputFileBytes;
    std::uint64_t importBytes = kMaxImportBytes;
};

enum class NodeType { Missing, File, Folder, Other }; // Other: FIFO, device, socket, broken link

struct TreeEntry
{
    std::filesystem::path path;
    std::string name;
    NodeType type = NodeType::Missing;
};

// The bytes of one file, valid while this object and its tree live.
class FileContent
{
  public:
    std::string_view bytes() const { return view_; }

  private:
    friend class FolderTree;
    friend class ArchiveTree;
    MappedFile mapped_;     // FolderTree: the file's bytes (buffer reused from file to file)
    ChunkedFile chunks_;    // FolderTree::readLines: a log in pieces (buffer reused likewise)
    std::string_view view_; // what bytes() shows: mapped_ or bytes an ArchiveTree owns
};

// A log handed over in pieces of whole lines. `stable`: the piece stays valid while the
// FileContent it was read into does (a file read in one piece); else only during the call.
using LinePieces = std::function<void(std::string_view piece, bool stable)>;

struct LineReadResult
{
    Message error;            // no id when the whole file was handed over
    bool lineTooLong = false; // the error is a line over lineLimit, on the line the pieces reached
    std::size_t lineLimit = kMaxLineBytes;
    std::uint64_t bytes = 0; // bytes read
};

class SourceTree
{
  public:
    virtual ~SourceTree() = default;
    virtual NodeType typeOf(const std::filesystem::path& path) const = 0;
    // Entries sorted by name. `error` is set (file.cannot_list, file.listing_stopped,
    // file.archive.not_folder) when the folder cannot be listed or the listing stopped
    // early; the entries then are those seen.
    virtual std::vector<TreeEntry> list(const std::filesystem::path& folder,
                                        Message& error) const = 0;
    // An empty message on success, else why the file cannot be read (file.is_folder...).
    virtual Message read(const std::filesystem::path& file, FileContent& out) const = 0;
    // A log, in pieces of whole lines, so that no file is held whole unless it is small.
    // This default hands over read()'s bytes as one stable piece (an archive's, in memory).
    virtual LineReadResult readLines(const std::filesystem::path& file, FileContent& buffer,
                                     const LinePieces& consume) const;
    // The name a round root gets ("training_results_v4.1").
    virtual std::string folderName(const std::filesystem::path& folder) const
    {
        return folder.filename().string();
    }
    // What was opened, as a person would name it (Round::source).
    virtual std::string sourceLabel(const std::filesystem::path& root) const = 0;

    bool isFolder(const std::filesystem::path& path) const
    {
        return typeOf(path) == NodeType::Folder;
    }
    bool exists(const std::filesystem::path& path) const
    {
        return typeOf(path) != NodeType::Missing;
    }
};

// Folders on disk. Files are read whole (see MappedFile for why not mapped) and logs in
// bounded pieces (ChunkedFile), within ReadLimits; anything but a regular file (FIFO,
// device, socket) is refused, since reading one can block forever or never end.
class FolderTree final : public SourceTree
{
  public:
    explicit FolderTree(ReadLimits limits = {});
    NodeType typeOf(const std::filesystem::path& path) const override;
    std::vector<TreeEntry> list(const std::filesystem::path& folder, Message& error) const override;
    Message read(const std::filesystem::path& file, FileContent& out) const override;
    LineReadResult readLines(const std::filesystem::path& file, FileContent& buffer,
                             const LinePieces& consume) const override;
    std::string sourceLabel(const std::filesystem::path& root) const override;

  private:
    // What one file may take: its own limit, or what is left of the import's budget.
    FileSizeLimit limitForNextFile() const;

    ReadLimits limits_;
    FileSizeLimit fileLimit_; // "the limit of 1.0 GiB for one file", made once
    mutable std::atomic<std::uint64_t> bytesRead_{0}; // read() runs on every import worker
};

} // namespace scalescope
