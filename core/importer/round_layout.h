#pragma once
// Finds what to import under the paths a user gave (docs/mlperf-scoring.md §1): which
// round roots, submitter folders, systems and benchmark folders, each once.

#include "core/importer/import_report.h"
#include "core/importer/source_tree.h"

#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace scalescope {

struct BenchmarkFolder
{
    std::string folderName; // as on disk ("mask")
    std::filesystem::path path;
    std::vector<std::filesystem::path> runFiles; // result_*.txt, sorted by name
    bool hasPower = false;
    Message listError; // an id: the folder could not be read ("cannot list this folder (Permission
                       // denied)")
};

struct SystemFolder
{
    std::string organisation;
    std::string systemId;
    std::filesystem::path resultsPath;       // <org>/results/<id>
    std::filesystem::path descriptionPath;   // <org>/systems/<id>.json
    std::vector<BenchmarkFolder> benchmarks; // sorted by folder name
};

struct RoundSelection
{
    std::filesystem::path root;
    std::string name;                  // folder name of the root
    std::vector<SystemFolder> systems; // sorted by (org, id)
};

struct LayoutResult
{
    std::vector<RoundSelection> rounds;
    std::vector<PathProblem> errors; // paths that are not part of a round
};

struct LayoutStart
{
    std::string given;          // as the user named it, for messages
    std::filesystem::path path; // normalised path in the tree (must exist and be a folder)
};

// Walks the selected parts of each round; what it skips goes to `report`, with paths
// shown relative to the folder that holds the round root.
LayoutResult discoverRounds(const SourceTree& tree, const std::vector<LayoutStart>& starts,
                            ImportReport& report);

// Where a run log at `file` would have its round root if it is part of a round:
// <root>/<org>/results/<system>/<benchmark>/result_*.txt. nullopt when `file` has
// fewer components or is not named like a run log.
std::optional<std::filesystem::path> roundRootOfRunLog(const std::filesystem::path& file);

// glob("result_*.txt"): case-sensitive, '*' may be empty.
bool matchesResultGlob(const std::string& name);

// "training_results_v4.1" -> "4.1.0"; nullopt when the name has no version.
std::optional<std::string> rulesetFromRoundName(const std::string& name);

// Path shown to people: relative to the parent of the round root.
std::string displayPath(const std::filesystem::path& roundRoot, const std::filesystem::path& path);

} // namespace scalescope
