#include "app/command_line.h"

#include "app/command_line_parser.h"
#include "app/compare_command.h"
#include "app/summarize_command.h"

#ifdef SCALESCOPE_HAVE_ANALYZE
#include "app/analyze_command.h"
#endif

#include <algorithm>
#include <filesystem>

#ifndef SCALESCOPE_VERSION
#error "SCALESCOPE_VERSION must come from the CMake project version"
#endif

namespace scalescope::cli {

namespace {

struct Subcommand
{
    const char* name;
    const char* synopsis; // its row in scalescope --help
    const char* summary;
};

// The subcommands, in help order.
constexpr Subcommand kSubcommands[] = {
    {"summarize", "summarize PATH...",
     "score rounds exactly as the official MLPerf summarizer does, and print the scores"},
    {"analyze", "analyze ...", "scaling analysis of the scores"},
    {"compare", "compare ...", "rounds side by side: hardware at one GPU count, progress per round"},
    {"export", "export ...", "draw the speedup and efficiency charts to PNG or SVG without a display"},
    {"fetch", "fetch VERSION...",
     "download a round (such as v4.1) from the MLCommons GitHub repositories into the cache and print its path"},
};

// A word the user meant as a file: it exists, or it is spelled like a path. Anything
// else is taken for a mistyped subcommand, which deserves an error rather than a GUI.
bool looksLikePath(const std::string& arg)
{
    std::error_code error;
    return std::filesystem::exists(arg, error) || arg.find('/') != std::string::npos;
}

CommandLine programCommandLine(bool& version, std::vector<std::string>& words)
{
    CommandLine line("scalescope", "", {"[PATH]...", "COMMAND [OPTION]... [PATH]..."},
                     "Explore how AI training scales with GPU count, from MLPerf Training results.\n\n"
                     "With no COMMAND, open the desktop app and load each PATH: an MLPerf Training round folder "
                     "(or part of one), an archive of one (.zip, .tar.gz, .tgz, .tar.xz), or a .scalescope.json "
                     "dataset file. With a COMMAND, run without a display; 'scalescope COMMAND --help' describes "
                     "its options.\n\n"
                     "Report bugs to the scalescope issue tracker; include the command line and, for summarize, "
                     "the file written by --report.");
    line.positionals(words);
    line.flag("-V,--version", version, "output version information and exit");
    std::vector<std::pair<std::string, std::string>> rows;
    for (const auto& subcommand : kSubcommands)
        rows.emplace_back(subcommand.synopsis, subcommand.summary);
    line.section("Commands:", std::move(rows));
    line.exitStatus("success (some runs may have been rejected; see --report), --help or --version",
                    "nothing importable, or a file could not be read or written",
                    "wrong command line");
    return line;
}

int unknownCommand(const CommandLine& line, std::ostream& err, const std::string& word)
{
    const auto& names = subcommandNames();
    const std::string near = nearestName(word, names);
    if (!near.empty())
        return line.usageError(err, "unknown command " + word + "; did you mean " + near + "?");
    std::string list;
    for (const auto& name : names)
        list += (list.empty() ? "" : ", ") + name;
    return line.usageError(err, "unknown command " + word + ", and no file of that name (commands: " + list + ")");
}

} // namespace

const std::vector<std::string>& subcommandNames()
{
    static const std::vector<std::string> names = [] {
        std::vector<std::string> all;
        for (const auto& subcommand : kSubcommands)
            all.emplace_back(subcommand.name);
        return all;
    }();
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

LaunchMode launchModeFor(const std::vector<std::string>& args)
{
    if (!args.empty() && isSubcommand(args.front())) // even if a file has that name
        return LaunchMode::Headless;
    for (const auto& arg : args)
        if (!looksLikePath(arg) || arg.starts_with("-"))
            return LaunchMode::Headless;
    return LaunchMode::Gui;
}

int runHeadless(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    const std::string first = args.empty() ? std::string() : args.front();
    const std::vector<std::string> rest(args.begin() + (args.empty() ? 0 : 1), args.end());
    if (first == "summarize")
        return runSummarizeCommand(rest, out, err);
    if (first == "compare")
        return runCompareCommand(rest, out, err);
    if (first == "analyze") {
#ifdef SCALESCOPE_HAVE_ANALYZE
        return runAnalyzeCommand(rest, out, err);
#else
        err << "scalescope: this build has no 'analyze' command yet\n";
        return kExitUsage;
#endif
    }
    if (first == "export") {
        // Charts need Qt; main() runs export itself when the GUI is built in.
        err << "scalescope: this build has no 'export' command (it needs the desktop app: SCALESCOPE_BUILD_GUI=ON)\n";
        return kExitUsage;
    }
    if (first == "fetch") {
        // Downloads use Qt Network; main() runs fetch itself when the GUI is built in.
        err << "scalescope: this build has no 'fetch' command (it needs Qt: SCALESCOPE_BUILD_GUI=ON)\n";
        return kExitUsage;
    }

    bool version = false;
    std::vector<std::string> words;
    CommandLine line = programCommandLine(version, words);
    // A first word that is neither an option nor a path was meant as a command.
    if (!first.empty() && !first.starts_with("-") && !looksLikePath(first))
        return unknownCommand(line, err, first);
    if (const auto status = line.parse(args, out, err))
        return *status;
    if (version) {
        out << versionText();
        return kExitOk;
    }
    for (const auto& word : words)
        if (!looksLikePath(word))
            return unknownCommand(line, err, word);
    return line.usageError(err, "no command given");
}

} // namespace scalescope::cli
