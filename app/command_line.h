#pragma once
// Decides between the desktop app and a headless subcommand, and runs the latter.
// Nothing here touches Qt, so subcommands work without a display.

#include <ostream>
#include <string>
#include <vector>

namespace scalescope::cli {

enum class LaunchMode {
    Gui,      // no arguments, or only paths to open
    Headless, // a subcommand, --help, --version, or a command line to reject
};

LaunchMode launchModeFor(const std::vector<std::string>& args);

// args: everything after the program name. Returns the exit status (0, 1 or 2, as
// command_line_parser.h says).
int runHeadless(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// The top-level subcommands, in help order.
const std::vector<std::string>& subcommandNames();
bool isSubcommand(const std::string& word);

std::string versionText(); // "scalescope 0.1.0\n"

} // namespace scalescope::cli
