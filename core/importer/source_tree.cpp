#include "core/importer/source_tree.h"

#include <algorithm>
#include <system_error>

namespace scalescope {

namespace fs = std::filesystem;

namespace {

NodeType typeOfStatus(const fs::file_status& status)
{
    switch (status.type()) {
    case fs::file_type::not_found:
        return NodeType::Missing;
    case fs::file_type::regular:
        return NodeType::File;
    case fs::file_type::directory:
        return NodeType::Folder;
    default:
        return NodeType::Other;
    }
}

} // namespace

LineReadResult SourceTree::readLines(const fs::path& file, FileContent& buffer,
                                     const LinePieces& consume) const
{
    LineReadResult result;
    result.error = read(file, buffer);
    if (!result.error.id.empty())
        return result;
    result.bytes = buffer.bytes().size();
    if (!buffer.bytes().empty())
        consume(buffer.bytes(), true);
    return result;
}

FolderTree::FolderTree(ReadLimits limits)
    : limits_(limits), fileLimit_{
                           limits.fileBytes,
                           {"file.limit.one_file", {textArg(describeByteCount(limits.fileBytes))}}}
{
}

NodeType FolderTree::typeOf(const fs::path& path) const
{
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (ec) {
        // A symlink loop or a broken link still names something: it is not "missing".
        std::error_code linkError;
        return fs::is_symlink(fs::symlink_status(path, linkError)) ? NodeType::Other
                                                                   : NodeType::Missing;
    }
    return typeOfStatus(status);
}

std::vector<TreeEntry> FolderTree::list(const fs::path& folder, Message& error) const
{
    std::vector<TreeEntry> entries;
    std::error_code ec;
    // No skip_permission_denied: it lists an unreadable folder as an empty one.
    fs::directory_iterator it(folder, ec);
    if (ec) {
        error = {"file.cannot_list", {textArg(ec.message())}};
        return entries;
    }
    for (; it != fs::directory_iterator(); it.increment(ec)) {
        if (ec) {
            error = {"file.listing_stopped", {textArg(ec.message())}};
            break;
        }
        // The entry's type comes from the directory listing itself (no stat per entry,
        // which was a third of a round's system calls); only links are followed.
        std::error_code linkError;
        NodeType type = NodeType::Other;
        if (it->is_symlink(linkError) || linkError) {
            std::error_code statusError;
            const fs::file_status status = it->status(statusError);
            type = statusError ? (it->is_symlink(statusError) ? NodeType::Other : NodeType::Missing)
                               : typeOfStatus(status);
        } else {
            std::error_code typeError;
            if (it->is_regular_file(typeError))
                type = NodeType::File;
            else if (it->is_directory(typeError))
                type = NodeType::Folder;
        }
        entries.push_back({it->path(), it->path().filename().string(), type});
    }
    if (ec && error.id.empty())
        error = {"file.listing_stopped", {textArg(ec.message())}};
    std::sort(entries.begin(), entries.end(),
              [](const TreeEntry& a, const TreeEntry& b) { return a.name < b.name; });
    return entries;
}

FileSizeLimit FolderTree::limitForNextFile() const
{
    // Workers read at once, so the import's total can pass its budget by what they read
    // together (at most one file each); no file passes its own limit.
    const std::uint64_t used = bytesRead_.load(std::memory_order_relaxed);
    const std::uint64_t left = used >= limits_.importBytes ? 0 : limits_.importBytes - used;
    if (left >= limits_.fileBytes)
        return fileLimit_;
    return {left,
            {"file.limit.budget_left",
             {textArg(describeByteCount(left)), textArg(describeByteCount(limits_.importBytes))}}};
}

Message FolderTree::read(const fs::path& file, FileContent& out) const
{
    Message error = out.mapped_.open(file, MappedFile::Access::Copy, limitForNextFile());
    out.view_ = out.mapped_.bytes();
    bytesRead_.fetch_add(out.view_.size(), std::memory_order_relaxed);
    return error;
}

LineReadResult FolderTree::readLines(const fs::path& file, FileContent& buffer,
                                     const LinePieces& consume) const
{
    LineReadResult result;
    ChunkedFile& chunks = buffer.chunks_;
    buffer.view_ = {};
    result.lineLimit = chunks.maxLineBytes();
    result.error = chunks.open(file, limitForNextFile());
    while (result.error.id.empty()) {
        std::string_view piece;
        result.error = chunks.next(piece);
        if (!result.error.id.empty() || piece.empty())
            break;
        consume(piece, chunks.wholeFile());
    }
    result.lineTooLong = chunks.lineTooLong();
    result.bytes = chunks.bytesRead();
    bytesRead_.fetch_add(result.bytes, std::memory_order_relaxed);
    return result;
}

std::string FolderTree::sourceLabel(const fs::path& root) const
{
    // Relative to the working folder when inside it (so a saved dataset does not carry
    // the machine's paths), else absolute.
    std::error_code ec;
    const fs::path relative = fs::relative(root, fs::current_path(ec), ec);
    if (ec || relative.empty() || *relative.begin() == "..")
        return root.string();
    return relative.string();
}

} // namespace scalescope
