#include "core/importer/archive_tree.h"

#include "core/archive/archive_reader.h"

namespace scalescope {

namespace fs = std::filesystem;

namespace {

std::string parentOf(const std::string& path)
{
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? std::string() : path.substr(0, slash);
}

std::string nameOf(const std::string& path)
{
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string join(const std::string& folder, const std::string& name)
{
    return folder.empty() ? name : folder + '/' + name;
}

Message insideFile(const std::string& conflict)
{
    return {"file.archive.inside_file", {textArg(conflict)}};
}

} // namespace

ArchiveTree::ArchiveTree(fs::path archive) : archive_(std::move(archive))
{
    nodes_[""] = Node{};
}

std::string ArchiveTree::ensureFolder(const std::string& path)
{
    if (path.empty())
        return {};
    const auto found = nodes_.find(path);
    if (found != nodes_.end())
        return found->second.type == NodeType::Folder ? std::string() : path;
    const std::string parent = parentOf(path);
    if (std::string conflict = ensureFolder(parent); !conflict.empty())
        return conflict;
    nodes_[parent].children.insert(nameOf(path));
    nodes_[path] = Node{};
    return {};
}

Message ArchiveTree::addFolder(const std::string& path)
{
    if (std::string conflict = ensureFolder(path); !conflict.empty())
        return conflict == path ? Message{"file.archive.file_and_folder", {}}
                                : insideFile(conflict);
    return {};
}

Message ArchiveTree::addFile(const std::string& path, std::string content, bool keepContent)
{
    if (const auto found = nodes_.find(path); found != nodes_.end())
        return {found->second.type == NodeType::Folder ? "file.archive.folder_and_file"
                                                       : "file.archive.duplicate",
                {}};
    const std::string parent = parentOf(path);
    if (std::string conflict = ensureFolder(parent); !conflict.empty())
        return insideFile(conflict);
    nodes_[parent].children.insert(nameOf(path));
    Node& node = nodes_[path];
    node.type = NodeType::File;
    node.kept = keepContent;
    if (keepContent) {
        keptBytes_ += content.size();
        node.content = std::move(content);
    }
    return {};
}

const ArchiveTree::Node* ArchiveTree::find(const fs::path& path) const
{
    const auto found = nodes_.find(path.generic_string());
    return found == nodes_.end() ? nullptr : &found->second;
}

NodeType ArchiveTree::typeOf(const fs::path& path) const
{
    const Node* node = find(path);
    return node ? node->type : NodeType::Missing;
}

std::vector<TreeEntry> ArchiveTree::list(const fs::path& folder, Message& error) const
{
    std::vector<TreeEntry> entries;
    const Node* node = find(folder);
    if (!node || node->type != NodeType::Folder) {
        error = {"file.archive.not_folder", {}};
        return entries;
    }
    const std::string base = folder.generic_string();
    for (const auto& name : node->children) {
        const auto child = nodes_.find(join(base, name));
        entries.push_back(
            {folder / name, name, child == nodes_.end() ? NodeType::Missing : child->second.type});
    }
    return entries;
}

Message ArchiveTree::read(const fs::path& file, FileContent& out) const
{
    const Node* node = find(file);
    if (!node)
        return {"file.archive.missing", {}};
    if (node->type == NodeType::Folder)
        return {"file.is_folder", {}};
    if (!node->kept)
        return {"file.archive.not_kept", {}}; // the importer keeps what it reads later
    out.view_ = node->content;
    return {};
}

std::string ArchiveTree::folderName(const fs::path& folder) const
{
    return folder.empty() ? archive::archiveStem(archive_) : folder.filename().string();
}

std::string ArchiveTree::sourceLabel(const fs::path& root) const
{
    const std::string label = FolderTree().sourceLabel(archive_);
    return root.empty() ? label : label + ":" + root.generic_string();
}

bool ArchiveTree::holdsOrganisation(const std::string& path) const
{
    const Node& node = nodes_.at(path);
    for (const auto& name : node.children) {
        const std::string child = join(path, name);
        if (typeOf(child) == NodeType::Folder && typeOf(child + "/systems") != NodeType::Missing &&
            typeOf(child + "/results") != NodeType::Missing)
            return true;
    }
    return false;
}

fs::path ArchiveTree::startFolder() const
{
    std::string path;
    while (true) {
        const Node& node = nodes_.at(path);
        if (node.children.size() != 1 || holdsOrganisation(path))
            return path;
        const std::string child = join(path, *node.children.begin());
        if (typeOf(child) != NodeType::Folder || node.children.count("systems"))
            return path;
        // An organisation packed with its name ("Acme/systems", "Acme/results") is a start itself.
        if (typeOf(child + "/systems") != NodeType::Missing &&
            typeOf(child + "/results") != NodeType::Missing)
            return child;
        path = child;
    }
}

} // namespace scalescope
