#pragma once
// Per-ruleset facts, loaded from resources/rules/<version>.json (compiled in).

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope {

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

    bool allows(std::string_view benchmark) const;
    std::string canonicalBenchmark(std::string_view folderName) const;
    int maxDroppedFor(std::string_view benchmark) const;
    int columnOf(std::string_view benchmark) const; // -1 when not allowed
};

// All compiled-in rulesets, oldest first.
const std::vector<Ruleset>& knownRulesets();
// nullptr when unknown.
const Ruleset* findRuleset(std::string_view version);
// "3.1.0, 4.0.0, 4.1.0, 5.0.0, 5.1.0"
std::string knownRulesetNames();

} // namespace scalescope
