#include "app/command_line.h"

#include "app/cli_options.h"
#include "app/compare_command.h"
#include "app/summarize_command.h"

#ifdef SCALESCOPE_HAVE_ANALYZE
#include "app/analyze_command.h"
#endif

#include <filesystem>

namespace scalescope::cli {

namespace {

// A word the user meant as a file: it exists, or it is spelled like a path. Anything
// else is taken for a mistyped subcommand, which deserves an error rather than a GUI.
bool looksLikePath(const std::string& arg)
{
    std::error_code error;
    return std::filesystem::exists(arg, error) || arg.find('/') != std::string::npos;
}

} // namespace

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
    if (args.empty()) {
        err << "scalescope: no command given\n" << tryHelpLine();
        return 2;
    }
    const std::string& first = args.front();
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (first == "-h" || first == "--help") {
        out << mainHelpText();
        return 0;
    }
    if (first == "-V" || first == "--version") {
        out << versionText();
        return 0;
    }
    if (first == "summarize")
        return runSummarizeCommand(rest, out, err);
    if (first == "compare")
        return runCompareCommand(rest, out, err);
    if (first == "analyze") {
#ifdef SCALESCOPE_HAVE_ANALYZE
        return runAnalyzeCommand(rest, out, err);
#else
        err << "scalescope: this build has no 'analyze' command yet\n";
        return 2;
#endif
    }
    if (first == "export") {
        // Charts need Qt; main() runs export itself when the GUI is built in.
        err << "scalescope: this build has no 'export' command (it needs the desktop app: SCALESCOPE_BUILD_GUI=ON)\n";
        return 2;
    }
    if (first == "fetch") {
        // Downloads use Qt Network; main() runs fetch itself when the GUI is built in.
        err << "scalescope: this build has no 'fetch' command (it needs Qt: SCALESCOPE_BUILD_GUI=ON)\n";
        return 2;
    }
    if (first.starts_with("-")) {
        err << "scalescope: unrecognized option '" << first << "'\n" << tryHelpLine();
        return 2;
    }
    err << "scalescope: '" << first << "' is not a command or an existing path (commands:";
    for (const auto& name : subcommandNames())
        err << " " << name;
    err << ")\n" << tryHelpLine();
    return 2;
}

} // namespace scalescope::cli
