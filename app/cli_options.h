#pragma once
// Command-line parsing for the headless subcommands. Parsing never prints: it returns
// the options or a usage error for the caller to show.

#include "core/output/summary_writers.h"

#include <optional>
#include <string>
#include <vector>

namespace scalescope::cli {

struct SummarizeOptions
{
    std::vector<std::string> paths;
    std::string ruleset; // empty: inferred by the importer
    std::string rulesDir; // empty: the built-in rules
    std::string rules = "published"; // --rules: published or current (checked by the parser)
    output::OutputFormat format = output::OutputFormat::Table;
    std::string outputPath; // empty: standard output
    std::string reportPath; // empty: no report file
    bool allowPartial = false; // accept an archive read only in part (truncated, damaged, over a budget)
    bool help = false;
};

struct SummarizeParse
{
    SummarizeOptions options;
    std::string usageError; // non-empty: exit 2 with this message
};

// args: what follows "summarize". Accepts "--opt value", "--opt=value" and "--" to end
// the options.
SummarizeParse parseSummarizeArguments(const std::vector<std::string>& args);

// The top-level subcommands, in help order.
const std::vector<std::string>& subcommandNames();
bool isSubcommand(const std::string& word);

std::string versionText();          // "scalescope 0.1.0\n"
std::string mainHelpText();         // for scalescope --help
std::string summarizeHelpText();    // for scalescope summarize --help
// "Try 'scalescope --help' for more information." with the subcommand when given.
std::string tryHelpLine(const std::string& subcommand = {});

} // namespace scalescope::cli
