#pragma once
// --rules-dir DIR and --rules published|current, shared by summarize, analyze and
// export: the official compliance rules read at run time (core/rules:
// loadRulesetsFromDirectory) replace the built-in rulesets of the same versions, on top
// of the edition --rules chooses; the result is a RulesCatalog handed to the import.

#include "core/rules/rules_catalog.h"

#include <cstddef>
#include <optional>
#include <ostream>
#include <string>

namespace scalescope::cli {

// The --help line(s) of the option, the same in every command.
const char* rulesDirHelpText();

// --rules=published|current: which conversion of each ruleset scores (core/rules:
// RulesEdition). Its --help lines, the description starting at `column`.
std::string rulesOptionHelpText(std::size_t column = 24);
// The edition a --rules value names; nullopt and `error` set for any other word.
std::optional<RulesEdition> parseRulesOption(const std::string& value, std::string& error);

// The rules an import of this command scores with: the built-in rulesets of `edition`,
// with those of `directory` (--rules-dir; empty: none) in place of the same versions.
// On failure writes `prefix` + the reason to `err` and returns nullopt (exit status 1:
// the files could not be read or compiled).
std::optional<RulesCatalog> rulesCatalogFor(RulesEdition edition, const std::string& directory,
                                            const std::string& prefix, std::ostream& err);

} // namespace scalescope::cli
