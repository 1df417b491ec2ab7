#pragma once
// --rules-dir DIR, shared by summarize, analyze and export: the official compliance
// rules read at run time (core/rules: loadRulesetsFromDirectory) replace the built-in
// rulesets of the same versions for this process.

#include <ostream>
#include <string>

namespace scalescope::cli {

// The --help line(s) of the option, the same in every command.
const char* rulesDirHelpText();

// Loads DIR and installs its rulesets. On failure writes `prefix` + the reason to `err`
// and returns false (exit status 1: the files could not be read or compiled).
bool useRulesDirectory(const std::string& directory, const std::string& prefix, std::ostream& err);

} // namespace scalescope::cli
