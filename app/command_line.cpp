#include "app/command_line.h"

#include "app/command_line_parser.h"
#include "app/commands.h"
#include "app/terminal_stream.h"

#include <filesystem>

#ifndef SCALESCOPE_VERSION
#error "SCALESCOPE_VERSION must come from the CMake project version"
#endif

namespace scalescope::cli {

namespace {

// A word the user meant as a file: it exists, or it is spelled like a path. Anything
// else is taken for a mistyped command, which deserves an error rather than a GUI.
bool looksLikePath(const std::string& arg)
{
    std::error_code error;
    return std::filesystem::exists(arg, error) || arg.find('/') != std::string::npos;
}

CommandLine programCommandLine(bool& version, std::vector<std::string>& words)
{
    CommandLine line(
        "scalescope", "", {"[PATH]...", "COMMAND [OPTION]... [PATH]..."},
        "Explore how AI training scales with GPU count, from MLPerf Training results.\n\n"
        "With no COMMAND, open the desktop app and load each PATH: an MLPerf Training round folder "
        "(or part of one), an archive of one (.zip, .tar.gz, .tgz, .tar.xz), or a .scalescope.json "
        "dataset file. With a COMMAND, run without a display; 'scalescope COMMAND --help' "
        "describes "
        "its options.\n\n"
        "Report bugs to the scalescope issue tracker; include the command line and, for summarize, "
        "the file written by --report.");
    line.positionals(words);
    line.flag("-V,--version", version, "output version information and exit");
    std::vector<std::pair<std::string, std::string>> rows;
    for (const auto& command : commands())
        rows.emplace_back(command.synopsis, command.summary);
    line.section("Commands:", std::move(rows));
    line.exitStatus("success (some runs may have been rejected; see --report), --help or --version",
                    "nothing importable, or a file could not be read or written",
                    "wrong command line");
    return line;
}

int unknownCommand(const CommandLine& line, std::ostream& err, const std::string& word)
{
    std::vector<std::string> names;
    for (const auto& command : commands())
        names.emplace_back(command.name);
    const std::string near = nearestName(word, names);
    if (!near.empty())
        return line.usageError(err, "unknown command " + word + "; did you mean " + near + "?");
    std::string list;
    for (const auto& name : names)
        list += (list.empty() ? "" : ", ") + name;
    return line.usageError(err, "unknown command " + word +
                                    ", and no file of that name (commands: " + list + ")");
}

// No command: --help, --version, or a command line to reject.
int runWithoutCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    const std::string first = args.empty() ? std::string() : args.front();
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

} // namespace

std::string versionText()
{
    return "scalescope " SCALESCOPE_VERSION "\n";
}

LaunchMode launchModeFor(const std::vector<std::string>& args)
{
    if (!args.empty() && findCommand(args.front())) // even if a file has that name
        return LaunchMode::Headless;
    for (const auto& arg : args)
        if (!looksLikePath(arg) || arg.starts_with("-"))
            return LaunchMode::Headless;
    return LaunchMode::Gui;
}

int runHeadless(const char* programName, const std::vector<std::string>& args, std::ostream& out,
                std::ostream& err)
{
    const Command* command = args.empty() ? nullptr : findCommand(args.front());
    if (!command) {
        const TerminalSafeStream safeErrors(err);
        return runWithoutCommand(args, out, err);
    }
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (command->rawStandardError)
        return command->run({programName, rest, out, err});
    const TerminalSafeStream safeErrors(err);
    return command->run({programName, rest, out, err});
}

} // namespace scalescope::cli
