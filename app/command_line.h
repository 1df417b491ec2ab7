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

// args: everything after the program name. Returns the exit status.
int runHeadless(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace scalescope::cli
