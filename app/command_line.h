#pragma once
// Decides between the desktop app and a headless command, and runs the latter through
// the table of commands (app/commands.h). Nothing here touches Qt: only export and fetch
// do, when they run, so the other commands work without a display.

#include <ostream>
#include <string>
#include <vector>

namespace scalescope::cli {

enum class LaunchMode {
    Gui,      // no arguments, or only paths to open
    Headless, // a command, --help, --version, or a command line to reject
};

LaunchMode launchModeFor(const std::vector<std::string>& args);

// args: everything after the program name (argv[0], `programName`). Returns the exit
// status (0, 1 or 2, as command_line_parser.h says). Standard error passes through
// TerminalSafeStream unless the command says otherwise (Command::rawStandardError).
int runHeadless(const char* programName, const std::vector<std::string>& args, std::ostream& out,
                std::ostream& err);

std::string versionText(); // "scalescope 0.1.0\n"

} // namespace scalescope::cli
