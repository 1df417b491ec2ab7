#pragma once
// The "compliance" object of a rules file (resources/rules/<version>.json), compiled.
//
// Schema (one entry per official YAML file, named like the file without ".yaml"):
//   {"format": 1, "entry": "common",
//    "configs": {"common": {"source": "...", "begin": "<Python code>",
//                           "aggregate": {"from": "eval_accuracy", "as":
//                           "aggregated_eval_accuracy",
//                                         "group_by": "samples_count", "metric": "metric",
//                                         "only_with_metric": true},
//                           "rules": [{"key": "run_stop", "req": "EXACTLY_ONE",
//                                      "pre": "<code>", "check": ["<expr>", ...], "post": "<code>",
//                                      "atleast_one_check": "<expr>"}],
//                           "end": {"pre": "<code>", "check": ["<expr>", ...]}}},
//    "waivers": [{"failed_check_starts_with": "<text>", "reason": "..."},
//                {"missing_key": "<key>", "reason": "..."}]}
// (waivers: optional; a release checker's code-level exceptions, see docs/rules-conversion.md)
// "req" is EXACTLY_ONE, AT_LEAST_ONE, AT_LEAST(n), AT_LEAST_ONE_OR(a, b) or OPTIONAL.
// Expressions are the official Python text; enqueue_config('training_4.1.0/closed_{}.yaml'...)
// names the next config by its file name: a file of the ruleset's own folder is named
// without the folder ("closed_bert"), one of another folder with it
// ("training_3.1.0/closed_resnet_sgd"). The files are generated from the official YAML by
// core/rules/rules_converter.

#include "core/compliance/py_program.h"
#include "core/json/json_value.h"
#include "core/util/string_index.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace scalescope::compliance::detail {

enum class Requirement : std::uint8_t { None, ExactlyOne, AtLeastOne, AtLeast, AtLeastOneOr };

struct CompiledRule
{
    std::string key;
    Requirement requirement = Requirement::None;
    int atLeast = 0;
    std::vector<std::string> alternatives; // AT_LEAST_ONE_OR, including `key` itself, sorted
    bool firstOccurrenceOnly = false;      // keys containing "submission_"
    py::Program pre;
    std::vector<py::Expression> checks;
    py::Program post;
    std::optional<py::Expression> target; // ATLEAST_ONE_CHECK
};

struct Aggregation
{
    int fromKey = -1;
    int asKey = -1;
    std::string groupBy;
    std::string metric;
    bool onlyWithMetric = true;
};

struct CompiledConfig
{
    std::string name;
    std::string source; // the official YAML file it was converted from, for messages
    py::Program begin;
    std::optional<Aggregation> aggregate;
    std::vector<CompiledRule> rules;
    py::Program endPre; // END: run with `s` after the scan
    std::vector<py::Expression> endChecks;
    std::vector<int> ruleOfKey; // global key id -> index into rules, -1 when not defined here
};

struct StringHash
{
    using is_transparent = void;
    std::size_t operator()(std::string_view text) const
    {
        return std::hash<std::string_view>{}(text);
    }
};

// A failure the release's checker let pass with a warning (the "waivers" of the
// compliance object, written by the converter from resources/rules_overlay): a false
// check whose text begins with `failedCheckPrefix`, or a key that is missing.
struct Waiver
{
    std::string failedCheckPrefix;
    std::string missingKey;
    std::string reason;
};

struct CompiledRuleset
{
    std::string version;
    // The `s` names of every config: one table, so that an expression written alike in
    // several configs compiles once. Each config still runs with a fresh `s`.
    py::SlotTable slots;
    int entryConfig = -1;
    std::vector<CompiledConfig> configs;
    std::unordered_map<std::string, int, StringHash, std::equal_to<>> configByName;
    StringIndex keys; // every key any config defines, numbered
    std::vector<Waiver> waivers;

    const Waiver* waiverForFailedCheck(std::string_view source) const;
    const Waiver* waiverForMissingKey(std::string_view key) const;

    int keyId(std::string_view key) const { return keys.find(key); }
    // "training_4.1.0/closed_bert.yaml" -> index of "closed_bert" (in ruleset 4.1.0), or -1.
    int configForFile(std::string_view file) const;
};

// Throws std::runtime_error naming the config, key and expression that do not compile.
CompiledRuleset compileRuleset(const std::string& version, const nlohmann::json& compliance);
// The same from core/json's arena tree (the built-in files).
CompiledRuleset compileRuleset(const std::string& version, const json::Value& compliance);

} // namespace scalescope::compliance::detail
