#pragma once
// Turns the official MLPerf Training compliance rules (mlcommons/logging:
// compliance_checker/training_X.Y.Z/*.yaml and benchmark_meta.py) into the rules
// documents of resources/rules/X.Y.Z.json. The same code generates the built-in files
// (scalescope-convert-rules), checks them in the tests, and reads a newer official tree
// at run time (--rules-dir), so the rules are never transcribed by hand.
// docs/rules-conversion.md explains every choice the converter makes.

#include "core/rules/benchmark_meta.h"

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace scalescope::rules {

// Where the official files are. `root` may be an mlperf_logging root (with
// compliance_checker/ and benchmark_meta.py), a compliance_checker/ folder, or one
// training_X.Y.Z folder.
struct RulesTree
{
    std::filesystem::path checkerDir;  // holds the training_X.Y.Z folders
    std::vector<std::string> versions; // "4.1.0", oldest first
    std::optional<BenchmarkMeta> meta; // absent when benchmark_meta.py is not there
    std::string commit;                // mlcommons/logging commit named by README.md, or ""
    // Per ruleset, when README.md is a table of release folders and their commits (as in
    // ../shared/mlperf/mlperf_logging_releases): "1.1.0" -> "ad1b6e8e...". Takes precedence over
    // `commit`.
    std::map<std::string, std::string> commitOfVersion;
};

// Throws std::runtime_error when `root` holds no training_X.Y.Z folder or when
// benchmark_meta.py exists but cannot be read.
RulesTree locateRulesTree(const std::filesystem::path& root);

// Reads a benchmark_meta.py given apart from the tree (a folder of release YAML has none:
// its benchmark lists and result counts come from today's file). Throws std::runtime_error.
BenchmarkMeta readBenchmarkMeta(const std::filesystem::path& file);

struct ConvertedRuleset
{
    std::string version;
    nlohmann::ordered_json document;
    std::vector<std::string>
        notes; // where the YAML is ambiguous or the official checker would crash
};

// Converts one ruleset. `fallback` supplies the benchmark list and result counts when
// benchmark_meta.py is absent or does not know the ruleset (no list: the one
// closed_common.yaml accepts, in its order). Throws std::runtime_error naming the file, key and
// text that cannot be converted (a BEGIN block that is neither compilable nor the known FID/CLIP
// aggregation, two BEGIN blocks, a KEY without NAME, ...).
struct FallbackFacts
{
    std::vector<std::string> benchmarks;
    std::map<std::string, int> resultCounts;
};
// `codeFacts`: what the release's checker did in code rather than in the YAML, for this
// ruleset (one member of an overlay file such as resources/rules_overlay/published.json):
// {"waivers": [{"failed_check_starts_with": "...", "reason": "..."}, {"missing_key": "...",
// "reason": "..."}]}. The waivers are written into the "compliance" object; any other
// member is an error, so that a fact cannot be silently dropped.
ConvertedRuleset convertRuleset(const RulesTree& tree, const std::string& version,
                                const FallbackFacts* fallback = nullptr,
                                const nlohmann::ordered_json* codeFacts = nullptr);

// The overlay file: {"rulesets": {"X.Y.Z": {...code facts...}}, ...}; nullptr-safe lookup.
nlohmann::ordered_json readCodeFactsOverlay(const std::filesystem::path& file);
const nlohmann::ordered_json* codeFactsFor(const nlohmann::ordered_json& overlay,
                                           const std::string& version);

// The file text: two-space indented JSON and a final newline, byte-for-byte reproducible.
std::string serializeRuleset(const ConvertedRuleset& ruleset);

} // namespace scalescope::rules
