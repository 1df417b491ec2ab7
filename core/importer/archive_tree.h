#pragma once
// The folders and files of an archive as read, in memory. Only the files the importer
// reads after the archive is read (JSON files, power logs) keep their bytes; run logs
// are analysed as they are read and kept as names only.

#include "core/importer/source_tree.h"

#include <filesystem>
#include <map>
#include <set>
#include <string>

namespace scalescope {

class ArchiveTree final : public SourceTree
{
  public:
    explicit ArchiveTree(std::filesystem::path archive);

    // Both return an empty message when added, else why the entry was not (file.archive.*).
    Message addFolder(const std::string& path);
    Message addFile(const std::string& path, std::string content, bool keepContent);

    NodeType typeOf(const std::filesystem::path& path) const override;
    std::vector<TreeEntry> list(const std::filesystem::path& folder, Message& error) const override;
    Message read(const std::filesystem::path& file, FileContent& out) const override;
    // The archive's top level is named after the archive ("training_results_v4.1.tar.xz"
    // -> "training_results_v4.1"), so a round packed without its folder keeps its name.
    std::string folderName(const std::filesystem::path& folder) const override;
    std::string sourceLabel(const std::filesystem::path& root) const override;

    // Where discovery starts: the top level, or the single folder that holds everything
    // when the archive is a folder packed with its name ("training_results_v4.1/...").
    std::filesystem::path startFolder() const;
    std::uint64_t keptBytes() const { return keptBytes_; }

  private:
    struct Node
    {
        NodeType type = NodeType::Folder;
        std::set<std::string> children;
        std::string content;
        bool kept = false;
    };
    // "" -> the folder a name is created in, or the conflicting path.
    std::string ensureFolder(const std::string& path);
    bool holdsOrganisation(const std::string& path) const;
    const Node* find(const std::filesystem::path& path) const;

    std::filesystem::path archive_;
    std::map<std::string, Node> nodes_; // by '/'-separated path; "" is the top level
    std::uint64_t keptBytes_ = 0;
};

} // namespace scalescope
