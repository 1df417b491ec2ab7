#include "app/cli_options.h"

#include "app/rules_dir_option.h"

#include <algorithm>

#ifndef SCALESCOPE_VERSION
#error "SCALESCOPE_VERSION must come from the CMake project version"
#endif

namespace scalescope::cli {

namespace {

// Splits "--name=value"; for "--name" the value is taken from the next argument.
struct OptionValue
{
    bool matched = false;
    std::string value;
    std::string error;
};

OptionValue takeValue(const std::vector<std::string>& args, std::size_t& index,
                      const std::string& name)
{
    const std::string& arg = args[index];
    if (arg == name) {
        if (index + 1 >= args.size())
            return {true, {}, "option '" + name + "' requires a value"};
        return {true, args[++index], {}};
    }
    if (arg.starts_with(name + "="))
        return {true, arg.substr(name.size() + 1), {}};
    return {};
}

} // namespace

SummarizeParse parseSummarizeArguments(const std::vector<std::string>& args)
{
    SummarizeParse parse;
    SummarizeOptions& options = parse.options;
    bool optionsEnded = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (optionsEnded || arg.empty() || arg.front() != '-' || arg == "-") {
            options.paths.push_back(arg);
            continue;
        }
        if (arg == "--") {
            optionsEnded = true;
            continue;
        }
        if (arg == "-h" || arg == "--help") {
            options.help = true;
            continue;
        }
        if (arg == "--allow-partial") {
            options.allowPartial = true;
            continue;
        }
        OptionValue value;
        bool needsFileName = false;
        if ((value = takeValue(args, i, "--ruleset")).matched) {
            options.ruleset = value.value;
        } else if ((value = takeValue(args, i, "--rules")).matched) {
            if (value.error.empty() && parseRulesOption(value.value, value.error))
                options.rules = value.value;
        } else if ((value = takeValue(args, i, "--rules-dir")).matched) {
            options.rulesDir = value.value;
            needsFileName = true;
        } else if ((value = takeValue(args, i, "--format")).matched) {
            if (value.error.empty()) {
                const auto format = output::outputFormatFromString(value.value);
                if (!format)
                    value.error = "unknown format '" + value.value +
                                  "' (choose one of: " + output::outputFormatNames() + ")";
                else
                    options.format = *format;
            }
        } else if ((value = takeValue(args, i, "--output")).matched ||
                   (value = takeValue(args, i, "-o")).matched) {
            options.outputPath = value.value;
            needsFileName = true;
        } else if ((value = takeValue(args, i, "--report")).matched) {
            options.reportPath = value.value;
            needsFileName = true;
        } else {
            parse.usageError = "unrecognized option '" + arg + "'";
            return parse;
        }
        if (!value.error.empty()) {
            parse.usageError = value.error;
            return parse;
        }
        if (needsFileName && value.value.empty()) {
            parse.usageError = "option '" + arg.substr(0, arg.find('=')) + "' needs a file name";
            return parse;
        }
    }
    if (!options.help && options.paths.empty())
        parse.usageError = "missing PATH: give a round folder, a part of one, or a " +
                           std::string(".scalescope.json dataset file");
    return parse;
}

const std::vector<std::string>& subcommandNames()
{
    static const std::vector<std::string> names = {"summarize", "analyze", "compare", "export", "fetch"};
    return names;
}

bool isSubcommand(const std::string& word)
{
    const auto& names = subcommandNames();
    return std::find(names.begin(), names.end(), word) != names.end();
}

std::string versionText()
{
    return "scalescope " SCALESCOPE_VERSION "\n";
}

std::string tryHelpLine(const std::string& subcommand)
{
    const std::string command = subcommand.empty() ? "scalescope" : "scalescope " + subcommand;
    return "Try '" + command + " --help' for more information.\n";
}

std::string mainHelpText()
{
    return R"(Usage: scalescope [PATH]...
  or:  scalescope COMMAND [OPTION]... [PATH]...
Explore how AI training scales with GPU count, from MLPerf Training results.

With no COMMAND, open the desktop app and load each PATH: an MLPerf Training round
folder (or part of one), an archive of one (.zip, .tar.gz, .tgz, .tar.xz), or a
.scalescope.json dataset file.
With a COMMAND, run without a display.

Commands:
  summarize PATH...     score rounds exactly as the official MLPerf summarizer does,
                        and print the scores (see 'scalescope summarize --help')
  analyze ...           scaling analysis of the scores (see 'scalescope analyze --help')
  compare ...           rounds side by side: hardware at one GPU count, progress per
                        round (see 'scalescope compare --help')
  export ...            draw the speedup and efficiency charts to PNG or SVG without
                        a display (see 'scalescope export --help')
  fetch VERSION...      download a round (such as v4.1) from the MLCommons GitHub
                        repositories into the cache and print its path
                        (see 'scalescope fetch --help')

Options:
  -h, --help            display this help and exit
  -V, --version         output version information and exit

Exit status:
  0  success (some runs may have been rejected; see --report)
  1  nothing importable, or a file could not be read or written
  2  wrong command line

Report bugs to the scalescope issue tracker; include the command line and, for
summarize, the file written by --report.
)";
}

std::string summarizeHelpText()
{
    return std::string(R"(Usage: scalescope summarize [OPTION]... PATH...
Import MLPerf Training results and print one score per system and benchmark.

Each PATH is a round root (training_results_vX.Y), a submitter folder, a system's
results folder, one benchmark folder, an archive of any of these (.zip, .tar.gz,
.tgz, .tar.xz), or a .scalescope.json dataset file.

Options:
      --ruleset=X.Y.Z   ruleset to score with (default: from a training_results_vX.Y
                        folder name, else the newest known)
)" + rulesOptionHelpText() + std::string(rulesDirHelpText()) + R"(      --format=FORMAT   table (default), csv, json, official-csv (the official
                        summary CSV, cell for cell), or dataset (a .scalescope.json
                        file that the app and 'analyze' open without importing)
  -o, --output=FILE     write the summary to FILE (replaced atomically) instead of
                        standard output
      --report=FILE     write what the import skipped or rejected, and why, as JSON
      --allow-partial   summarize an archive that could be read only in part
                        (truncated, damaged, or over a decompression budget) from
                        what was read before; without it nothing is written
  -h, --help            display this help and exit

A one-line summary of the import goes to standard error. An output FILE of '-' is
standard output; only regular files are written (a link is followed to one), and an
output that is a device, FIFO, folder or an input is refused (see 'man scalescope',
OUTPUT FILES).

Exit status:
  0  imported (even if some runs were rejected)
  1  nothing importable, an archive read only in part (without --allow-partial),
     or a file could not be read or written
  2  wrong command line, or a refused output
)");
}

} // namespace scalescope::cli
