#pragma once
// --rules published|current, --rules-dir DIR and --allow-partial, declared once for every
// command that imports (summarize, analyze, compare, export): the official compliance
// rules read at run time (core/rules: loadRulesetsFromDirectory) replace the built-in
// rulesets of the same versions, on top of the edition --rules chooses; the result is a
// RulesCatalog handed to the import.

#include "app/command_line_parser.h"
#include "core/rules/rules_catalog.h"

#include <optional>
#include <ostream>
#include <string>

namespace scalescope::cli {

struct InputOptions
{
    RulesEdition rules = RulesEdition::Published;
    std::string rulesDir; // empty: the built-in rules
    bool allowPartial =
        false; // accept an archive read only in part (truncated, damaged, over a budget)
};

// Also the command's exit status: 1 as every command that loads input says it, 2 as
// `usageMeaning` says.
void declareInputOptions(CommandLine& line, InputOptions& input, std::string usageMeaning);

// The rules an import of this command scores with: the built-in rulesets of `edition`,
// with those of `directory` (--rules-dir; empty: none) in place of the same versions.
// On failure writes `prefix` + the reason to `err` and returns nullopt (exit status 1:
// the files could not be read or compiled).
std::optional<RulesCatalog> rulesCatalogFor(RulesEdition edition, const std::string& directory,
                                            const std::string& prefix, std::ostream& err);

} // namespace scalescope::cli
