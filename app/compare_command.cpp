#include "app/compare_command.h"

#include "app/cli_options.h"
#include "app/dataset_source.h"
#include "app/output_options.h"
#include "app/rules_dir_option.h"
#include "core/analysis/hardware_compare_report.h"
#include "core/util/terminal_text.h"

#include <charconv>
#include <optional>
#include <set>

namespace scalescope::cli {

namespace {

constexpr int kExitOk = 0;
constexpr int kExitFailure = 1;
constexpr int kExitUsage = 2;
constexpr const char* kPrefix = "scalescope compare: ";

struct CompareOptions
{
    std::vector<std::string> paths;
    std::string benchmark;
    std::optional<std::int64_t> gpus;
    std::string format = "table";
    bool progress = false;
    std::string outputPath;
    RulesEdition rules = RulesEdition::Published;
    std::string rulesDir;
    bool allowPartial = false;
    bool help = false;
};

struct Parse
{
    CompareOptions options;
    std::string error;
};

Parse parseArguments(const std::vector<std::string>& args)
{
    Parse parse;
    auto& options = parse.options;
    const std::set<std::string> takesValue{"--benchmark", "--gpus", "--format", "--output", "--rules", "--rules-dir"};
    const std::set<std::string> flags{"--progress", "--allow-partial", "--help", "-h"};
    bool optionsEnded = false;
    for (std::size_t i = 0; i < args.size() && parse.error.empty(); ++i) {
        std::string arg = args[i];
        if (optionsEnded || arg == "-" || !arg.starts_with("-")) {
            options.paths.push_back(arg);
            continue;
        }
        if (arg == "--") {
            optionsEnded = true;
            continue;
        }
        std::optional<std::string> value;
        if (const auto eq = arg.find('='); arg.starts_with("--") && eq != std::string::npos) {
            value = arg.substr(eq + 1);
            arg = arg.substr(0, eq);
        }
        if (!takesValue.count(arg) && !flags.count(arg)) {
            parse.error = "unknown option '" + arg + "'";
            break;
        }
        if (takesValue.count(arg) && !value) {
            if (i + 1 >= args.size()) {
                parse.error = "option '" + arg + "' needs a value";
                break;
            }
            value = args[++i];
        } else if (flags.count(arg) && value) {
            parse.error = "option '" + arg + "' takes no value";
            break;
        }
        if (arg == "-h" || arg == "--help")
            options.help = true;
        else if (arg == "--progress")
            options.progress = true;
        else if (arg == "--allow-partial")
            options.allowPartial = true;
        else if (arg == "--benchmark")
            options.benchmark = *value;
        else if (arg == "--output")
            options.outputPath = *value;
        else if (arg == "--rules-dir")
            options.rulesDir = *value;
        else if (arg == "--rules") {
            if (const auto edition = parseRulesOption(*value, parse.error))
                options.rules = *edition;
        } else if (arg == "--format") {
            if (*value != "table" && *value != "csv" && *value != "json")
                parse.error = "option '--format': '" + *value + "' is not one of table, csv, json";
            options.format = *value;
        } else if (arg == "--gpus") {
            std::int64_t count = 0;
            const auto* end = value->data() + value->size();
            const auto result = std::from_chars(value->data(), end, count);
            if (result.ec != std::errc() || result.ptr != end || count <= 0 || count > (std::int64_t{1} << 31))
                parse.error = "option '--gpus': '" + *value + "' is not a GPU count (a whole number from 1 to 2^31)";
            else
                options.gpus = count;
        }
    }
    return parse;
}

} // namespace

std::string compareHelpText()
{
    return R"(Usage: scalescope compare [PATH|DATASET...] --benchmark B [--gpus N] [options]

Rounds side by side for one benchmark: each accelerator model's fastest entry at N GPUs in
every round, with the speedup over the same model in its previous round (what software
brought) and over the model it succeeds at the same N (what hardware brought). A benchmark
is one model across rounds: RetinaNet is 'ssd' up to v4.1 and 'retinanet' from v5.0.
Closed division; entries republished byte for byte from an earlier round are left out.
Without a path, the sample compiled into the program is used.

Options:
      --benchmark=B          folder or model name, e.g. bert, ssd, retinanet (required)
      --gpus=N               the GPU count (default: the count with the most
                             accelerator models)
      --progress             also the best time at each GPU count per round and the
                             factor over the latest earlier round at that count
      --format=FORMAT        table (default), csv or json (schema scalescope-compare/1)
      --output=FILE          write there instead of standard output ('-': standard output)
      --rules=EDITION        published (default) or current
      --rules-dir=DIR        score with the official rules in DIR
      --allow-partial        accept an archive read only in part
  -h, --help                 show this help

Exit status:
  0  success
  1  nothing loadable, an archive read only in part, or a file could not be read or written
  2  wrong command line, an unknown benchmark, or no entry at N GPUs
)";
}

int runCompareCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    const Parse parse = parseArguments(args);
    if (!parse.error.empty()) {
        err << kPrefix << parse.error << "\n" << tryHelpLine("compare");
        return kExitUsage;
    }
    const CompareOptions& options = parse.options;
    if (options.help) {
        out << compareHelpText();
        return kExitOk;
    }
    if (options.benchmark.empty()) {
        err << kPrefix << "--benchmark is required\n" << tryHelpLine("compare");
        return kExitUsage;
    }
    if (const std::string problem = checkOutputs({{"--output", options.outputPath}}, options.paths); !problem.empty()) {
        err << kPrefix << problem << "\n";
        return kExitUsage;
    }
    const auto rules = rulesCatalogFor(options.rules, options.rulesDir, kPrefix, err);
    if (!rules)
        return kExitFailure;
    const LoadedData loaded = loadPathsOrSample(options.paths, *rules, err, options.allowPartial);
    if (!loaded.error.empty()) {
        err << kPrefix << loaded.error << "\n";
        return kExitFailure;
    }
    const auto comparison = analysis::compareHardware(loaded.dataset, options.benchmark, options.gpus, *rules);
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
    const std::string outputPath = options.outputPath.empty() ? std::string("-") : options.outputPath;
    if (const auto error = writeOutputText(outputPath, text, out)) {
        err << kPrefix << *error << "\n";
        return kExitFailure;
    }
    return kExitOk;
}

} // namespace scalescope::cli
