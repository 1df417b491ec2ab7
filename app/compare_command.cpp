#include "app/compare_command.h"

#include "app/command_line_parser.h"
#include "app/dataset_source.h"
#include "app/output_options.h"
#include "app/rules_dir_option.h"
#include "core/analysis/hardware_compare_output.h"
#include "core/util/terminal_text.h"

#include <optional>

namespace scalescope::cli {

namespace {

constexpr const char* kPrefix = "scalescope compare: ";
constexpr std::int64_t kMaxGpus = std::int64_t{1} << 31;

struct CompareOptions
{
    std::vector<std::string> paths;
    std::string benchmark;
    std::optional<std::int64_t> gpus;
    std::string format = "table";
    bool progress = false;
    std::string outputPath;
    InputOptions input;
};

CommandLine compareCommandLine(CompareOptions& options)
{
    CommandLine line(
        "scalescope", "compare", {"--benchmark=B [OPTION]... [PATH]..."},
        "Rounds side by side for one benchmark: each accelerator model's fastest entry at N GPUs "
        "in every round, with the speedup over the same model in its previous round (what "
        "software brought) and over the model it succeeds at the same N (what hardware "
        "brought). A benchmark is one model across rounds: RetinaNet is 'ssd' up to v4.1 and "
        "'retinanet' from v5.0. Closed division; copies of an earlier entry's result logs are "
        "left out. Without a PATH, the sample compiled into the program is used.");
    line.positionals(options.paths);
    line.option("--benchmark", "B", "folder or model name, e.g. bert, ssd, retinanet (required)",
                textInto(options.benchmark));
    line.require("--benchmark");
    line.option(
        "--gpus", "N", "the GPU count (default: the count with the most accelerator models)",
        wholeNumberInto([&options](std::int64_t value) { options.gpus = value; }, 1, kMaxGpus));
    line.flag("--progress", options.progress,
              "also the best time at each GPU count per round and the factor over the latest "
              "earlier round "
              "at that count");
    line.option("--format", "FORMAT", "table (default), csv or json (schema scalescope-compare/1)",
                oneOf(options.format, {"table", "csv", "json"}));
    line.option("--output", "FILE", "write there instead of standard output ('-': standard output)",
                nameInto(options.outputPath, "a file name"));
    declareInputOptions(line, options.input,
                        "wrong command line, an unknown benchmark, or no entry at N GPUs");
    return line;
}

} // namespace

int runCompareCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    CompareOptions options;
    CommandLine line = compareCommandLine(options);
    if (const auto status = line.parse(args, out, err))
        return *status;
    const OpenedInputs opened = openInputsForOutput(line, kPrefix, options, out, err);
    if (opened.exitStatus)
        return *opened.exitStatus;
    const auto& rules = opened.rules;
    const auto& loaded = opened.loaded;
    const auto comparison =
        analysis::compareHardware(loaded.dataset, options.benchmark, options.gpus, *rules);
    if (!comparison.ok()) {
        err << kPrefix << util::terminalText(comparison.error, true) << "\n";
        return kExitUsage;
    }
    std::optional<analysis::RoundProgress> progress;
    if (options.progress)
        progress = analysis::progressPerRound(loaded.dataset, options.benchmark, *rules);
    const analysis::RoundProgress* progressShown = progress ? &*progress : nullptr;
    std::string text;
    if (options.format == "csv")
        text = analysis::comparisonToCsv(comparison, progressShown);
    else if (options.format == "json")
        text = analysis::comparisonToJson(comparison, progressShown);
    else // for people, with names as the input spells them: escaped
        text = util::terminalText(analysis::comparisonToTable(comparison, progressShown), true);
    const std::string outputPath =
        options.outputPath.empty() ? std::string("-") : options.outputPath;
    if (const auto error = writeOutputText(outputPath, text, out)) {
        err << kPrefix << *error << "\n";
        return kExitFailure;
    }
    return kExitOk;
}

} // namespace scalescope::cli
