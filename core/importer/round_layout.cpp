#include "core/importer/round_layout.h"

#include <algorithm>
#include <regex>

namespace scalescope {

namespace fs = std::filesystem;

namespace {

// An organisation folder is one holding both "systems" and "results" (existence only).
bool isOrganisation(const SourceTree& tree, const fs::path& path)
{
    return tree.isFolder(path) && tree.exists(path / "systems") && tree.exists(path / "results");
}

std::vector<TreeEntry> sortedEntries(const SourceTree& tree, const fs::path& folder,
                                     ImportReport& report, const fs::path& roundRoot)
{
    Message error;
    std::vector<TreeEntry> entries = tree.list(folder, error);
    if (!error.id.empty())
        report.add(Severity::Error, ItemKind::File, displayPath(roundRoot, folder), 0, error);
    return entries;
}

bool looksLikeAResult(const std::string& name)
{
    return name.rfind("result", 0) == 0 && !matchesResultGlob(name);
}

BenchmarkFolder scanBenchmark(const SourceTree& tree, const fs::path& path, ImportReport& report,
                              const fs::path& roundRoot)
{
    BenchmarkFolder folder;
    folder.folderName = path.filename().string();
    folder.path = path;
    // Not sortedEntries: an unreadable benchmark folder is said once, as the reason it
    // has no score (scoreBenchmark), instead of also as "no result_*.txt files".
    Message listError;
    const std::vector<TreeEntry> entries = tree.list(path, listError);
    if (!listError.id.empty() && entries.empty()) {
        // Said as the reason there is no score, which says the folder is skipped: the
        // sentence without its "; skipped" (each of these has a .short form).
        listError.id += ".short";
        folder.listError = std::move(listError);
        return folder;
    }
    if (!listError.id.empty())
        report.add(Severity::Error, ItemKind::File, displayPath(roundRoot, path), 0, listError);
    for (const auto& entry : entries) {
        if (matchesResultGlob(entry.name)) {
            if (entry.type == NodeType::Folder) {
                report.add(Severity::Warning, ItemKind::File, displayPath(roundRoot, entry.path), 0,
                           Message{"import.folder_like_result", {}});
                continue;
            }
            folder.runFiles.push_back(entry.path);
        } else if (entry.name == "power") {
            folder.hasPower = entry.type == NodeType::Folder;
        } else if (looksLikeAResult(entry.name)) {
            report.add(Severity::Info, ItemKind::File, displayPath(roundRoot, entry.path), 0,
                       Message{"import.not_result_file", {}});
        }
    }
    return folder;
}

} // namespace

bool matchesResultGlob(const std::string& name)
{
    return name.size() >= 11 && name.rfind("result_", 0) == 0 &&
           name.compare(name.size() - 4, 4, ".txt") == 0;
}

std::optional<fs::path> roundRootOfRunLog(const fs::path& file)
{
    if (!matchesResultGlob(file.filename().string()))
        return std::nullopt;
    const std::vector<fs::path> parts(file.begin(), file.end());
    // <org>/results/<system>/<benchmark>/<file>: at least five parts, "results" fourth from the
    // end.
    if (parts.size() < 5 || parts[parts.size() - 4] != "results")
        return std::nullopt;
    fs::path root;
    for (std::size_t i = 0; i + 5 < parts.size(); ++i)
        root /= parts[i];
    return root;
}

std::string displayPath(const fs::path& roundRoot, const fs::path& path)
{
    // Every path of a round is built from its root, so a lexical difference is exact
    // and touches no filesystem (archive paths have none).
    const fs::path base = roundRoot.parent_path();
    if (base.empty())
        return path.generic_string();
    const fs::path relative = path.lexically_relative(base);
    return relative.empty() ? path.string() : relative.string();
}

std::optional<std::string> rulesetFromRoundName(const std::string& name)
{
    static const std::regex pattern(R"(training_results_v(\d+)\.(\d+)(?:\.(\d+))?)");
    std::smatch match;
    if (!std::regex_search(name, match, pattern))
        return std::nullopt;
    return match[1].str() + "." + match[2].str() + "." + (match[3].matched ? match[3].str() : "0");
}

LayoutResult discoverRounds(const SourceTree& tree, const std::vector<LayoutStart>& starts,
                            ImportReport& report)
{
    LayoutResult result;
    std::set<fs::path> wholeRounds;
    // Full selections (round / org / system) are recorded as "everything below"; more
    // specific paths under them add nothing, so overlapping paths are imported once.
    std::map<fs::path, std::map<std::string, bool>> wholeOrgs;
    std::map<fs::path, std::map<std::pair<std::string, std::string>, bool>> wholeSystems;
    std::map<fs::path, std::map<std::pair<std::string, std::string>, std::set<std::string>>>
        someBenchmarks;

    for (const auto& [given, path] : starts) {
        const fs::path parent = path.parent_path();
        const fs::path grandparent = parent.parent_path();
        if (!path.empty() && isOrganisation(tree, path)) {
            wholeOrgs[parent][path.filename().string()] = true;
        } else if (parent.filename() == "results" && isOrganisation(tree, grandparent)) {
            wholeSystems[grandparent.parent_path()]
                        [{grandparent.filename().string(), path.filename().string()}] = true;
        } else if (grandparent.filename() == "results" &&
                   isOrganisation(tree, grandparent.parent_path())) {
            const fs::path org = grandparent.parent_path();
            someBenchmarks[org.parent_path()][{org.filename().string(), parent.filename().string()}]
                .insert(path.filename().string());
        } else {
            bool anyOrganisation = false;
            for (const auto& entry : sortedEntries(tree, path, report, path)) {
                if (isOrganisation(tree, entry.path)) {
                    wholeOrgs[path][entry.name] = true;
                    anyOrganisation = true;
                }
            }
            if (!anyOrganisation) {
                result.errors.push_back({given, {"file.not_a_round_folder", {}}});
                continue;
            }
            wholeRounds.insert(path);
        }
    }

    std::set<fs::path> roots = wholeRounds;
    for (const auto& [root, _] : wholeOrgs)
        roots.insert(root);
    for (const auto& [root, _] : wholeSystems)
        roots.insert(root);
    for (const auto& [root, _] : someBenchmarks)
        roots.insert(root);

    for (const auto& root : roots) {
        RoundSelection round;
        round.root = root;
        round.name = tree.folderName(root);
        std::vector<std::string> orgs;
        for (const auto& entry : sortedEntries(tree, root, report, root)) {
            if (isOrganisation(tree, entry.path))
                orgs.push_back(entry.name);
            else if (wholeRounds.count(root) && entry.type == NodeType::Folder)
                report.add(Severity::Info, ItemKind::File, displayPath(root, entry.path), 0,
                           Message{"import.not_submitter_folder", {}});
        }
        for (const auto& org : orgs) {
            const bool wholeOrg = wholeRounds.count(root) || wholeOrgs[root].count(org);
            const fs::path orgPath = root / org;
            for (const auto& entry : sortedEntries(tree, orgPath / "results", report, root)) {
                if (entry.type != NodeType::Folder)
                    continue; // plain files under results/ are not systems (official behaviour)
                const std::string& systemId = entry.name;
                const bool wholeSystem = wholeOrg || wholeSystems[root].count({org, systemId});
                const auto partial = someBenchmarks[root].find({org, systemId});
                if (!wholeSystem && partial == someBenchmarks[root].end())
                    continue;
                SystemFolder system;
                system.organisation = org;
                system.systemId = systemId;
                system.resultsPath = entry.path;
                system.descriptionPath = orgPath / "systems" / (systemId + ".json");
                for (const auto& benchmarkEntry : sortedEntries(tree, entry.path, report, root)) {
                    if (benchmarkEntry.type != NodeType::Folder)
                        continue;
                    if (!wholeSystem && !partial->second.count(benchmarkEntry.name))
                        continue;
                    system.benchmarks.push_back(
                        scanBenchmark(tree, benchmarkEntry.path, report, root));
                }
                round.systems.push_back(std::move(system));
            }
            if (wholeOrg) {
                // A description with no results folder gives no row (three Oracle JSONs in v4.1).
                for (const auto& entry : sortedEntries(tree, orgPath / "systems", report, root)) {
                    const auto stem = entry.path.stem().string();
                    if (entry.path.extension() == ".json" &&
                        !tree.isFolder(orgPath / "results" / stem))
                        report.add(Severity::Info, ItemKind::System, displayPath(root, entry.path),
                                   0, Message{"import.system_without_results", {}});
                }
            }
        }
        result.rounds.push_back(std::move(round));
    }
    return result;
}

} // namespace scalescope
