#pragma once
// The commands of `scalescope COMMAND ...`, declared once, in one table (commands.cpp):
// main dispatches through it, `scalescope --help` lists it, and the tests check the man
// page against it. A new command is one row there.

#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope::cli {

// One run of a command: what follows its name on the command line.
struct CommandCall
{
    const char* programName; // argv[0], for the QApplication of the commands that need one
    const std::vector<std::string>& args;
    std::ostream& out;
    std::ostream& err;
};

struct Command
{
    std::string_view name;
    std::string_view synopsis; // its row in `scalescope --help`: the name and what follows it
    std::string_view summary;  // one line: what it does
    // Returns the exit status (0, 1 or 2, as command_line_parser.h says).
    int (*run)(const CommandCall& call);
    // Built only with the desktop app (SCALESCOPE_BUILD_GUI=ON): it draws with Qt or downloads
    // with Qt Network. None needs a display. Without the GUI, its runner says it is missing.
    bool needsGui = false;
    // Its standard error goes out unescaped: fetch redraws its progress line with '\r'.
    // Every other command's passes through TerminalSafeStream.
    bool rawStandardError = false;
};

// Every command, in the order of `scalescope --help`.
std::span<const Command> commands();
const Command* findCommand(std::string_view name);
// Whether this build has the commands with needsGui (SCALESCOPE_HAVE_GUI).
bool builtWithGui();
// The command runs in this build: it needs no GUI, or the GUI is built in.
bool isAvailable(const Command& command);

} // namespace scalescope::cli
