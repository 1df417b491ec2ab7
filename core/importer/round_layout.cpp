#include "core/importer/round_layout.h"

#include <algorithm>
#include <regex>
#include <system_error>

namespace scalescope {

namespace fs = std::filesystem;

namespace {

bool isDirectory(const fs::path& path)
{
    std::error_code ec;
    return fs::is_directory(path, ec);
}

bool pathExists(const fs::path& path)
{
    std::error_code ec;
    return fs::exists(path, ec);
}

// An organisation folder is one holding both "systems" and "results" (existence only).
bool isOrganisation(const fs::path& path)
{
    return isDirectory(path) && pathExists(path / "systems") && pathExists(path / "results");
}

std::vector<fs::directory_entry> sortedEntries(const fs::path& folder, ImportReport& report,
                                               const fs::path& roundRoot)
{
    std::vector<fs::directory_entry> entries;
    std::error_code ec;
    fs::directory_iterator it(folder, fs::directory_options::skip_permission_denied, ec);
    if (ec) {
        report.add(Severity::Error, ItemKind::File, displayPath(roundRoot, folder), 0,
                   "cannot list this folder (" + ec.message() + "); skipped");
        return entries;
    }
    for (; it != fs::directory_iterator(); it.increment(ec)) {
        if (ec) {
            report.add(Severity::Error, ItemKind::File, displayPath(roundRoot, folder), 0,
                       "listing stopped early (" + ec.message() + "); the rest of this folder is skipped");
            break;
        }
        entries.push_back(*it);
    }
    std::sort(entries.begin(), entries.end(),
              [](const auto& a, const auto& b) { return a.path().filename() < b.path().filename(); });
    return entries;
}

bool matchesResultGlob(const std::string& name)
{
    // glob("result_*.txt"): case-sensitive, '*' may be empty.
    return name.size() >= 11 && name.rfind("result_", 0) == 0 && name.compare(name.size() - 4, 4, ".txt") == 0;
}

bool looksLikeAResult(const std::string& name)
{
    return name.rfind("result", 0) == 0 && !matchesResultGlob(name);
}

BenchmarkFolder scanBenchmark(const fs::path& path, ImportReport& report, const fs::path& roundRoot)
{
    BenchmarkFolder folder;
    folder.folderName = path.filename().string();
    folder.path = path;
    for (const auto& entry : sortedEntries(path, report, roundRoot)) {
        const std::string name = entry.path().filename().string();
        if (matchesResultGlob(name)) {
            std::error_code ec;
            if (entry.is_directory(ec)) {
                report.add(Severity::Warning, ItemKind::File, displayPath(roundRoot, entry.path()), 0,
                           "is a folder named like a result file; not read as a run");
                continue;
            }
            folder.runFiles.push_back(entry.path());
        } else if (name == "power") {
            folder.hasPower = isDirectory(entry.path());
        } else if (looksLikeAResult(name)) {
            report.add(Severity::Info, ItemKind::File, displayPath(roundRoot, entry.path()), 0,
                       "not read: only files named result_*.txt are runs");
        }
    }
    return folder;
}

} // namespace

std::string displayPath(const fs::path& roundRoot, const fs::path& path)
{
    std::error_code ec;
    const fs::path relative = fs::relative(path, roundRoot.parent_path(), ec);
    return (ec || relative.empty()) ? path.string() : relative.string();
}

std::optional<std::string> rulesetFromRoundName(const std::string& name)
{
    static const std::regex pattern(R"(training_results_v(\d+)\.(\d+)(?:\.(\d+))?)");
    std::smatch match;
    if (!std::regex_search(name, match, pattern))
        return std::nullopt;
    return match[1].str() + "." + match[2].str() + "." + (match[3].matched ? match[3].str() : "0");
}

LayoutResult discoverRounds(const std::vector<fs::path>& paths, ImportReport& report)
{
    LayoutResult result;
    std::set<fs::path> wholeRounds;
    // Full selections (round / org / system) are recorded as "everything below"; more
    // specific paths under them add nothing, so overlapping paths are imported once.
    std::map<fs::path, std::map<std::string, bool>> wholeOrgs;
    std::map<fs::path, std::map<std::pair<std::string, std::string>, bool>> wholeSystems;
    std::map<fs::path, std::map<std::pair<std::string, std::string>, std::set<std::string>>> someBenchmarks;

    for (const auto& given : paths) {
        std::error_code ec;
        fs::path path = fs::weakly_canonical(given, ec);
        if (ec || !pathExists(path)) {
            result.errors.push_back(given.string() + ": no such file or folder");
            continue;
        }
        if (!isDirectory(path)) {
            result.errors.push_back(given.string() + ": not a folder (open archives and datasets with their own commands)");
            continue;
        }
        const fs::path parent = path.parent_path();
        const fs::path grandparent = parent.parent_path();
        if (isOrganisation(path)) {
            wholeOrgs[parent][path.filename().string()] = true;
        } else if (parent.filename() == "results" && isOrganisation(grandparent)) {
            wholeSystems[grandparent.parent_path()][{grandparent.filename().string(), path.filename().string()}] = true;
        } else if (grandparent.filename() == "results" && isOrganisation(grandparent.parent_path())) {
            const fs::path org = grandparent.parent_path();
            someBenchmarks[org.parent_path()][{org.filename().string(), parent.filename().string()}].insert(
                path.filename().string());
        } else {
            bool anyOrganisation = false;
            for (const auto& entry : sortedEntries(path, report, path)) {
                if (isOrganisation(entry.path())) {
                    wholeOrgs[path][entry.path().filename().string()] = true;
                    anyOrganisation = true;
                }
            }
            if (!anyOrganisation) {
                result.errors.push_back(given.string() +
                                        ": not an MLPerf round, submitter, system or benchmark folder "
                                        "(a round holds <submitter>/systems and <submitter>/results)");
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
        round.name = root.filename().string();
        std::vector<std::string> orgs;
        for (const auto& entry : sortedEntries(root, report, root)) {
            const std::string name = entry.path().filename().string();
            if (isOrganisation(entry.path()))
                orgs.push_back(name);
            else if (wholeRounds.count(root) && entry.is_directory())
                report.add(Severity::Info, ItemKind::File, displayPath(root, entry.path()), 0,
                           "not a submitter folder (no systems/ and results/ inside); ignored");
        }
        for (const auto& org : orgs) {
            const bool wholeOrg = wholeRounds.count(root) || wholeOrgs[root].count(org);
            const fs::path orgPath = root / org;
            for (const auto& entry : sortedEntries(orgPath / "results", report, root)) {
                std::error_code ec;
                if (!entry.is_directory(ec))
                    continue; // plain files under results/ are not systems (official behaviour)
                const std::string systemId = entry.path().filename().string();
                const bool wholeSystem = wholeOrg || wholeSystems[root].count({org, systemId});
                const auto partial = someBenchmarks[root].find({org, systemId});
                if (!wholeSystem && partial == someBenchmarks[root].end())
                    continue;
                SystemFolder system;
                system.organisation = org;
                system.systemId = systemId;
                system.resultsPath = entry.path();
                system.descriptionPath = orgPath / "systems" / (systemId + ".json");
                for (const auto& benchmarkEntry : sortedEntries(entry.path(), report, root)) {
                    if (!benchmarkEntry.is_directory(ec))
                        continue;
                    const std::string benchmark = benchmarkEntry.path().filename().string();
                    if (!wholeSystem && !partial->second.count(benchmark))
                        continue;
                    system.benchmarks.push_back(scanBenchmark(benchmarkEntry.path(), report, root));
                }
                round.systems.push_back(std::move(system));
            }
            if (wholeOrg) {
                // A description with no results folder gives no row (three Oracle JSONs in v4.1).
                for (const auto& entry : sortedEntries(orgPath / "systems", report, root)) {
                    const auto stem = entry.path().stem().string();
                    if (entry.path().extension() == ".json" && !isDirectory(orgPath / "results" / stem))
                        report.add(Severity::Info, ItemKind::System, displayPath(root, entry.path()), 0,
                                   "system description without a results folder; no row");
                }
            }
        }
        result.rounds.push_back(std::move(round));
    }
    return result;
}

} // namespace scalescope
