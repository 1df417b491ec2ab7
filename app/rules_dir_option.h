#pragma once
// --rules-dir DIR and --rules published|current, shared by summarize, analyze and
// export: the official compliance rules read at run time (core/rules:
// loadRulesetsFromDirectory) replace the built-in rulesets of the same versions for this
// process, on top of the edition --rules chooses.

#include "core/rules/ruleset.h"

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

// Loads DIR and installs its rulesets. On failure writes `prefix` + the reason to `err`
// and returns false (exit status 1: the files could not be read or compiled).
bool useRulesDirectory(const std::string& directory, const std::string& prefix, std::ostream& err);

} // namespace scalescope::cli
