#pragma once
// Per-ruleset facts, loaded from resources/rules/<version>.json (compiled in).

#include "core/json/json_value.h"
#include "core/util/message.h"

#include <filesystem>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope {

// A rules file parsed with core/json (much faster than nlohmann for the built-in files).
struct RulesDocument
{
    std::string text; // owned: the tree points into it
    json::Arena arena;
    const json::Value* root = nullptr;
};

// Which conversion of a ruleset scores a round: the rules as the round was published
// (the release's YAML and its checker's code facts, resources/rules/published) or
// today's rules (resources/rules). A ruleset without a release folder (6.0.0, 6.1.0)
// is today's in both editions.
enum class RulesEdition { Published, Current };

struct Ruleset
{
    std::string version;                        // "4.1.0"
    std::string urlVersion;                     // "4.1" (details_url / code_url)
    std::vector<std::string> benchmarks;        // allowed names, in CSV column order
    std::map<std::string, std::string> aliases; // folder name -> benchmark ("mask" -> "maskrcnn")
    std::map<std::string, int> resultCounts;    // runs the package checker requires
    int maxDroppedDefault = 1;                  // olympic m
    std::map<std::string, int> maxDropped;      // per benchmark ("unet3d": 4)
    nlohmann::json compliance;                  // the "compliance" object: see core/compliance
    // Rulesets read with rulesetFromJsonText() (the built-in ones) leave `compliance` null
    // and keep the parsed file here; a non-null `compliance` takes precedence.
    std::shared_ptr<const RulesDocument> document;
    std::vector<std::string> conversionNotes; // what the converter chose (docs/rules-conversion.md)
    RulesEdition edition = RulesEdition::Current;

    bool allows(std::string_view benchmark) const;
    std::string canonicalBenchmark(std::string_view folderName) const;
    int maxDroppedFor(std::string_view benchmark) const;
    int columnOf(std::string_view benchmark) const; // -1 when not allowed
};

// One rules document (the text of resources/rules/X.Y.Z.json), kept as a RulesDocument;
// throws std::runtime_error on malformed JSON or fields of the wrong type.
Ruleset rulesetFromJsonText(std::string_view text);

// Oldest first: 1.0.0 before 1.1.0 before 4.1.0 before 10.0.0.
bool rulesetVersionLess(const Ruleset& a, const Ruleset& b);
// "4.1.0" < "10.0.0", numerically part by part.
bool versionLess(std::string_view a, std::string_view b);

// "published", "current"; the reverse is nullopt for any other word.
const char* toString(RulesEdition edition);
std::optional<RulesEdition> rulesEditionFromString(std::string_view word);
// For people: "the 1.1.0 rules as published", "today's 1.1.0 rules".
std::string rulesLabel(const Ruleset& ruleset);
// The same as a message (rules.label.*), for the desktop app to translate.
Message rulesLabelMessage(const Ruleset& ruleset);

// The built-in rulesets of one edition, oldest first.
const std::vector<Ruleset>& builtInRulesets(RulesEdition edition);
// nullptr when there is no built-in ruleset of that version.
const Ruleset* findBuiltInRuleset(std::string_view version,
                                  RulesEdition edition = RulesEdition::Published);

// What decides a run under `ruleset`, as text: its compliance object (waivers included,
// the files' source labels left out), benchmarks, aliases, result counts and drop counts.
// Two rulesets with the same fingerprint decide every run alike.
std::string decisionFingerprint(const Ruleset& ruleset);
// The built-in ruleset of the same version in the edition `ruleset` is not of, when its
// fingerprint differs (so a run can be decided otherwise); nullptr when they agree or it
// does not exist.
const Ruleset* otherEditionOf(const Ruleset& ruleset);

// The official compliance rules read at run time, so that a round published after a
// release can be scored without a new build (--rules-dir, and the GUI's setting).
struct LoadedRulesets
{
    std::vector<Ruleset> rulesets;  // oldest first
    std::vector<std::string> notes; // the converter's notes, "X.Y.Z: ..."
};

// Reads every training_X.Y.Z folder of `directory`: an mlperf_logging root, a
// compliance_checker/ folder, or one training_X.Y.Z folder. benchmark_meta.py is
// optional: without it (or when it does not know a ruleset) the benchmark list and
// result counts of the built-in ruleset of that version are used, else the list that
// closed_common.yaml accepts. Every expression is compiled here. The rulesets are of
// edition Current until a RulesCatalog takes them (it gives them its own). Throws
// std::runtime_error with a message naming the folder, file, key and expression at fault.
LoadedRulesets loadRulesetsFromDirectory(const std::filesystem::path& directory);

} // namespace scalescope
