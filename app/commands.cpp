#include "app/commands.h"

#include "app/analyze_command.h"
#include "app/command_line_parser.h"
#include "app/compare_command.h"
#include "app/summarize_command.h"

#ifdef SCALESCOPE_HAVE_GUI
#include "app/export_command.h"
#include "app/fetch_command.h"
#endif

#include <algorithm>

namespace scalescope::cli {

namespace {

int summarize(const CommandCall& call)
{
    return runSummarizeCommand(call.args, call.out, call.err);
}

int analyze(const CommandCall& call)
{
    return runAnalyzeCommand(call.args, call.out, call.err);
}

int compare(const CommandCall& call)
{
    return runCompareCommand(call.args, call.out, call.err);
}

#ifdef SCALESCOPE_HAVE_GUI
int exportCharts(const CommandCall& call)
{
    return runExportCommand(call.programName, call.args, call.out, call.err);
}

int fetch(const CommandCall& call)
{
    return runFetchCommand(call.programName, call.args, call.out, call.err);
}
#else
int missingFromBuild(const CommandCall& call, const std::string& name, const std::string& need)
{
    call.err << "scalescope: this build has no '" << name << "' command (it needs " << need
             << ": SCALESCOPE_BUILD_GUI=ON)\n";
    return kExitUsage;
}

int exportCharts(const CommandCall& call)
{
    return missingFromBuild(call, "export", "the desktop app");
}

int fetch(const CommandCall& call)
{
    return missingFromBuild(call, "fetch", "Qt");
}
#endif

// clang-format off
constexpr Command kCommands[] = {
    {.name = "summarize", .synopsis = "summarize PATH...",
     .summary = "score rounds exactly as the official MLPerf summarizer does, and print the scores",
     .run = summarize},
    {.name = "analyze", .synopsis = "analyze ...", .summary = "scaling analysis of the scores", .run = analyze},
    {.name = "compare", .synopsis = "compare ...",
     .summary = "rounds side by side: hardware at one GPU count, progress per round", .run = compare},
    {.name = "export", .synopsis = "export ...",
     .summary = "draw the speedup and efficiency charts to PNG or SVG without a display", .run = exportCharts,
     .needsGui = true},
    {.name = "fetch", .synopsis = "fetch VERSION...",
     .summary = "download a round (such as v4.1) from the MLCommons GitHub repositories into the cache and print its path",
     .run = fetch, .needsGui = true, .rawStandardError = true},
};
// clang-format on

} // namespace

std::span<const Command> commands()
{
    return kCommands;
}

const Command* findCommand(std::string_view name)
{
    const auto found =
        std::find_if(std::begin(kCommands), std::end(kCommands),
                     [name](const Command& command) { return command.name == name; });
    return found == std::end(kCommands) ? nullptr : &*found;
}

bool builtWithGui()
{
#ifdef SCALESCOPE_HAVE_GUI
    return true;
#else
    return false;
#endif
}

bool isAvailable(const Command& command)
{
    return !command.needsGui || builtWithGui();
}

} // namespace scalescope::cli
