// scalescope: the desktop app when given nothing or only paths; a headless command-line
// tool when given a command (app/commands.cpp, the table of them). No command needs a
// display: export draws on the offscreen platform.

#include "app/command_line.h"

#ifdef SCALESCOPE_HAVE_GUI
#include "ui/run_gui.h"
#endif

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv)
{
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (scalescope::cli::launchModeFor(args) == scalescope::cli::LaunchMode::Headless)
        return scalescope::cli::runHeadless(argv[0], args, std::cout, std::cerr);
#ifdef SCALESCOPE_HAVE_GUI
    return scalescope::ui::runGui(argc, argv);
#else
    std::cerr << "scalescope: this build has no desktop app (SCALESCOPE_BUILD_GUI=OFF); "
                 "use a command such as 'scalescope summarize PATH'\n"
              << "Try 'scalescope --help' for more information.\n";
    return 2;
#endif
}
