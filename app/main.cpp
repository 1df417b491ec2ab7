// scalescope: the desktop app when given nothing or only paths; a headless command-line
// tool when given a subcommand. The headless path never creates a QApplication, so it
// runs on machines without a display.

#include "app/command_line.h"
#include "app/terminal_stream.h"

#ifdef SCALESCOPE_HAVE_GUI
#include "app/export_command.h"
#include "app/fetch_command.h"
#include "ui/run_gui.h"
#endif

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv)
{
    const std::vector<std::string> args(argv + 1, argv + argc);
    using scalescope::cli::LaunchMode;
#ifdef SCALESCOPE_HAVE_GUI
    // fetch keeps its stderr as it is: its progress line is redrawn with '\r'.
    if (!args.empty() && args.front() == "fetch")
        return scalescope::cli::runFetchCommand(argv[0], {args.begin() + 1, args.end()}, std::cout, std::cerr);
    if (!args.empty() && args.front() == "export") {
        const scalescope::cli::TerminalSafeStream safeErrors(std::cerr);
        return scalescope::cli::runExportCommand(argv[0], {args.begin() + 1, args.end()}, std::cout, std::cerr);
    }
#endif
    if (scalescope::cli::launchModeFor(args) == LaunchMode::Headless) {
        const scalescope::cli::TerminalSafeStream safeErrors(std::cerr);
        return scalescope::cli::runHeadless(args, std::cout, std::cerr);
    }
#ifdef SCALESCOPE_HAVE_GUI
    return scalescope::ui::runGui(argc, argv);
#else
    std::cerr << "scalescope: this build has no desktop app (SCALESCOPE_BUILD_GUI=OFF); "
                 "use a command such as 'scalescope summarize PATH'\n"
              << "Try 'scalescope --help' for more information.\n";
    return 2;
#endif
}
