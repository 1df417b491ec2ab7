#include "app/analyze_command.h"

#include "app/output_options.h"
#include "app/rules_dir_option.h"

#include "core/analysis/benchmark_identity.h"
#include "core/analysis/accelerator_match.h"
#include "app/dataset_source.h"

#include "core/analysis/report.h"
#include "core/analysis/series.h"
#include "core/analysis/throughput.h"
#include "core/dataset/dataset_io.h"
#include "core/importer/importer.h"
#include "core/resources/embedded.h"
#include "core/util/terminal_text.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <optional>
#include <set>

namespace scalescope::cli {

namespace {

constexpr int kExitOk = 0;
constexpr int kExitFailure = 1;
constexpr int kExitUsage = 2;
constexpr const char* kPrefix = "scalescope analyze: ";

enum class Format { Table, Csv, Json };

struct AnalyzeOptions
{
    std::vector<std::string> paths;
    analysis::SeriesOptions series;
    Format format = Format::Table;
    std::string outputPath;
    std::string rulesDir;
    bool allowPartial = false; // accept an archive read only in part
    RulesEdition rules = RulesEdition::Published;
    bool help = false;
};

struct Parse
{
    AnalyzeOptions options;
    std::string error;
};

std::optional<double> parseNumber(const std::string& text)
{
    double value = 0;
    const auto* end = text.data() + text.size();
    const auto result = std::from_chars(text.data(), end, value);
    if (result.ec != std::errc() || result.ptr != end)
        return std::nullopt;
    return value;
}

std::optional<std::int64_t> parseCount(const std::string& text)
{
    std::int64_t value = 0;
    const auto* end = text.data() + text.size();
    const auto result = std::from_chars(text.data(), end, value);
    if (result.ec != std::errc() || result.ptr != end || value < 0)
        return std::nullopt;
    return value;
}

Parse parseArguments(const std::vector<std::string>& args)
{
    Parse parse;
    auto& options = parse.options;
    auto& series = options.series;
    const std::set<std::string> takesValue{
        "--benchmark", "--accelerator", "--group-by",      "--reference", "--threshold",
        "--marginal",  "--price",       "--value-of-time", "--format",    "--output", "--entry-bootstrap",
        "--submitter", "--division",    "--availability",  "--min-n",     "--max-n",
        "--rules-dir", "--rules", "--reference-rule", "--min-step-ratio", "--bootstrap", "--seed"};
    bool optionsEnded = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
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
        if (takesValue.count(arg) && !value) {
            if (i + 1 >= args.size()) {
                parse.error = "option '" + arg + "' needs a value";
                return parse;
            }
            value = args[++i];
        } else if (!takesValue.count(arg) && value) {
            parse.error = "option '" + arg + "' takes no value";
            return parse;
        }
        auto number = [&](double& target, double minimum) {
            const auto parsed = parseNumber(*value);
            if (!parsed || !std::isfinite(*parsed) || *parsed < minimum) { // from_chars takes "nan" and "inf"
                parse.error = "option '" + arg + "': '" + *value +
                              "' is not a number >= " + std::to_string(static_cast<int>(minimum));
                return;
            }
            target = *parsed;
        };
        // `what` says what the option counts, so "--seed -1" is not called a GPU count.
        auto count = [&](std::optional<std::int64_t>& target, const char* what = "a GPU count") {
            target = parseCount(*value);
            if (!target)
                parse.error = "option '" + arg + "': '" + *value + "' is not " + what;
        };
        if (arg == "-h" || arg == "--help")
            options.help = true;
        else if (arg == "--benchmark")
            series.filter.benchmark = *value;
        else if (arg == "--rules") {
            if (const auto edition = parseRulesOption(*value, parse.error))
                options.rules = *edition;
        }
        else if (arg == "--rules-dir") {
            if (value->empty())
                parse.error = "option '--rules-dir' needs a folder";
            options.rulesDir = *value;
        }
        else if (arg == "--accelerator")
            series.filter.accelerator = *value;
        else if (arg == "--submitter")
            series.filter.submitter = *value;
        else if (arg == "--division")
            series.filter.division = *value == "all" ? "" : *value;
        else if (arg == "--availability")
            series.filter.availability = *value;
        else if (arg == "--min-n")
            count(series.filter.minN);
        else if (arg == "--max-n")
            count(series.filter.maxN);
        else if (arg == "--group-by") {
            const auto groupBy = analysis::groupByFromString(*value);
            if (!groupBy)
                parse.error = "--group-by: '" + *value +
                              "' is not one of accelerator, submitter, framework, "
                              "family, all, rounds";
            else
                series.groupBy = *groupBy;
        } else if (arg == "--reference")
            series.reference.systemId = *value;
        else if (arg == "--threshold")
            number(series.threshold, 0);
        else if (arg == "--marginal")
            number(series.marginal, 0);
        else if (arg == "--price") {
            // P for every accelerator, or MODEL=P for one model (any spelling the catalog
            // knows); repeatable. None is assumed: without it, GPU-hours only.
            const auto equals = value->rfind('=');
            const std::string model = equals == std::string::npos ? std::string() : value->substr(0, equals);
            if (equals != std::string::npos)
                value = value->substr(equals + 1);
            double price = 0;
            number(price, 0);
            if (parse.error.empty() && !(price > 0))
                parse.error = "option '--price': a price must be above 0 (leave it out for none)";
            else if (parse.error.empty() && model.empty())
                series.price = price;
            else if (parse.error.empty())
                series.prices[analysis::AcceleratorCatalog::builtin().canonical(model)] = price;
        }
        else if (arg == "--value-of-time")
            number(series.valueOfTime, 0);
        else if (arg == "--all-points")
            series.allPoints = true;
        else if (arg == "--reference-rule") {
            const auto rule = analysis::referenceRuleFromString(*value);
            if (!rule)
                parse.error = "--reference-rule: '" + *value + "' is not one of fastest, study";
            else
                series.reference.rule = *rule;
        } else if (arg == "--keep-dominated")
            series.keepDominated = true;
        else if (arg == "--free-t1")
            series.freeT1 = true;
        else if (arg == "--min-step-ratio") {
            number(series.minStepRatio, 1);
        } else if (arg == "--bootstrap") {
            std::optional<std::int64_t> resamples;
            count(resamples, "a number of resamples (an integer from 0 to 100000)");
            if (resamples && *resamples > 100000)
                parse.error = "option '--bootstrap': '" + *value + "' is more than 100000 resamples";
            else if (resamples)
                series.bootstrapResamples = static_cast<int>(*resamples);
        } else if (arg == "--entry-bootstrap") {
            std::optional<std::int64_t> resamples;
            count(resamples);
            if (resamples && *resamples > 100000)
                parse.error = "--entry-bootstrap: at most 100000 resamples";
            else if (resamples)
                series.entryResamples = static_cast<int>(*resamples);
        } else if (arg == "--seed") {
            std::optional<std::int64_t> seed;
            count(seed, "a seed (the seed must be a non-negative integer)");
            if (seed)
                series.bootstrapSeed = static_cast<std::uint64_t>(*seed);
        }
        else if (arg == "--allow-partial")
            options.allowPartial = true;
        else if (arg == "--raw")
            series.raw = true;
        else if (arg == "--format") {
            if (*value == "table")
                options.format = Format::Table;
            else if (*value == "csv")
                options.format = Format::Csv;
            else if (*value == "json")
                options.format = Format::Json;
            else
                parse.error = "--format: '" + *value + "' is not one of table, csv, json";
        } else if (arg == "--output")
            options.outputPath = *value;
        else
            parse.error = "unrecognized option '" + arg + "'";
        if (!parse.error.empty())
            return parse;
    }
    return parse;
}

std::string joined(const std::vector<std::string>& names)
{
    std::string text;
    for (const auto& name : names)
        text += (text.empty() ? "" : ", ") + name;
    return text.empty() ? "none" : text;
}

int usageError(std::ostream& err, const std::string& message)
{
    err << kPrefix << message << "\nTry 'scalescope analyze --help' for more information.\n";
    return kExitUsage;
}

// The canonical accelerators that have a point of the benchmark (other filters ignored).
std::vector<std::string> acceleratorsWithBenchmark(const Dataset& dataset,
                                                   const std::string& benchmark)
{
    analysis::SeriesOptions options;
    options.filter.benchmark = benchmark;
    options.filter.division = "";
    std::set<std::string> names;
    for (const auto& series : analysis::buildSeries(dataset, options))
        for (const auto& point : series.points)
            names.insert(point.accelerator);
    return {names.begin(), names.end()};
}

} // namespace

std::string analyzeHelpText()
{
    return R"(Usage: scalescope analyze --benchmark=B [OPTION]... [PATH]...
Speedup, parallel efficiency, break-even GPU counts and fitted scaling models
for one benchmark. A PATH ending in .scalescope.json is a dataset file; any
other PATH is a round folder or archive to import. With no PATH the embedded
sample dataset is used.

Options:
      --benchmark=B          benchmark to analyse (required), e.g. bert
      --accelerator=TEXT     one accelerator model (any known spelling) or words
                             of its name ("B200" is not "GB200")
      --group-by=KIND        family (default: one submitter's system design on
                             one accelerator model, a curve one kind of
                             machine could reproduce), accelerator (the best
                             published result at each N, across submitters),
                             submitter, framework, all, rounds
      --submitter=TEXT       only submitters containing TEXT
      --division=D           closed (default), open, or all
      --availability=TEXT    only availabilities containing TEXT
      --min-n=N, --max-n=N   only points with N accelerators in range
      --reference=SYSTEM_ID  reference point (default: chosen by --reference-rule)
      --reference-rule=R     fastest (default: the fastest entry at the fewest
                             GPUs) or study (fewest GPUs, slowest among ties)
      --threshold=E          efficiency threshold for break-even (default 0.5)
      --marginal=A           local scaling exponent threshold (default 0.5)
      --price=P              price per accelerator-hour for every accelerator,
      --price=MODEL=P        or for one accelerator model (repeatable); none
                             by default: costs are left out, the cheapest
                             configuration is the one with the fewest GPU-hours
      --value-of-time=V      value of an hour of waiting (default 0)
      --all-points           break-even and fits use every point, not the
                             frontier
      --keep-dominated       keep frontier points slower than one with fewer
                             GPUs in break-even and fits (default: left out)
      --min-step-ratio=R     marginal rule: smallest N ratio of a step
                             (default 1.5)
      --free-t1              fit the time at the reference too instead of
                             pinning the curve to it
      --bootstrap=N          resamples of each entry's counted runs for
                             confidence intervals (default 1000, 0: off)
      --entry-bootstrap=N    resamples of the series' entries for the interval
                             of N* over the choice of entries (default 1000,
                             0: off; series with at least 5 GPU counts)
      --seed=S               bootstrap seed (default 20261203)
      --raw                  times before RCP scaling instead of the official
                             score
      --format=F             table (default), csv, json
      --output=FILE          write to FILE instead of standard output ('-':
                             standard output; a device, FIFO, folder or input
                             is refused)
)" + rulesOptionHelpText(29) + R"(      --rules-dir=DIR        score imported rounds with the official compliance
                             rules in DIR (an mlperf_logging checkout, its
                             compliance_checker/ folder or one training_X.Y.Z
                             folder) instead of the built-in copy of the same
                             rulesets; newer rulesets are added
      --allow-partial        analyse an archive that could be read only in part
                             (truncated, damaged, or over a decompression
                             budget) from what was read before
  -h, --help                 display this help and exit

Exit status:
  0  success
  1  nothing loadable, an archive read only in part (without --allow-partial),
     or a file could not be read or written
  2  wrong command line, or no result matches the benchmark and filters
)";
}

int runAnalyzeCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    Parse parse = parseArguments(args);
    if (!parse.error.empty())
        return usageError(err, parse.error);
    auto& options = parse.options; // --accelerator is resolved below
    if (options.help) {
        out << analyzeHelpText();
        return kExitOk;
    }
    if (const std::string problem = checkOutputs({{"--output", options.outputPath}}, options.paths);
        !problem.empty()) {
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
    const auto& dataset = loaded.dataset;
    const auto benchmarks = analysis::benchmarksIn(dataset);
    if (benchmarks.empty()) {
        err << kPrefix << "no scored benchmark in the input\n";
        return kExitFailure;
    }
    const auto& benchmark = options.series.filter.benchmark;
    if (benchmark.empty())
        return usageError(err, "--benchmark is required (present: " + joined(benchmarks) + ")");
    // A folder name of any round or the model's name: RetinaNet is ssd and retinanet.
    const auto identities = analysis::benchmarkIdentities(dataset);
    const analysis::BenchmarkIdentity* identity = analysis::findBenchmarkIdentity(identities, benchmark);
    if (!identity)
        return usageError(err, "unknown benchmark '" + benchmark +
                                   "' (present: " + joined(benchmarks) + ")");

    if (!options.series.filter.accelerator.empty()) {
        // Resolve what was typed ("H100") to one present accelerator, as export does.
        const auto present = acceleratorsWithBenchmark(dataset, benchmark);
        const auto match = analysis::matchAccelerator(options.series.filter.accelerator, present);
        if (match.kind != analysis::AcceleratorMatch::Kind::Unique)
            return usageError(err, analysis::describeMismatch(options.series.filter.accelerator, match, present) +
                                       " for " + benchmark);
        options.series.filter.accelerator = match.name;
    }
    const auto series = analysis::analyze(dataset, options.series);
    if (series.empty()) {
        const auto accelerators = acceleratorsWithBenchmark(dataset, benchmark);
        if (!options.series.filter.accelerator.empty())
            return usageError(err, "no " + benchmark + " result on accelerator '" +
                                       options.series.filter.accelerator +
                                       "' (present: " + joined(accelerators) + ")");
        return usageError(err, "no " + benchmark + " result passes the filters");
    }
    const auto& wanted = options.series.reference.systemId;
    if (!wanted.empty()) {
        std::set<std::string> ids;
        bool used = false;
        for (const auto& one : series) {
            used = used || one.reference.userChosen;
            for (const auto& point : one.points)
                ids.insert(point.systemId);
        }
        if (!used)
            return usageError(err, "reference '" + wanted +
                                       "' is not a point of these series (present: " +
                                       joined({ids.begin(), ids.end()}) + ")");
    }

    std::string text;
    switch (options.format) {
    case Format::Table:
        // The table is for people and shows names as the input spells them: escaped.
        text = util::terminalText(analysis::seriesToTable(series, options.series), true);
        text += "\n";
        for (const auto& coverage : analysis::energyCoverage(dataset))
            text += "energy: " + coverage.sentence + "\n";
        for (const auto& coverage : analysis::throughputCoverage(dataset))
            if (identity->hasFolder(coverage.benchmark))
                text += "samples to converge: " + std::to_string(coverage.withSamples) + " of " +
                        std::to_string(coverage.entries) + " " + coverage.benchmark +
                        " entries have the MLLOG records\n";
        break;
    case Format::Csv:
        text = analysis::seriesToCsv(series);
        break;
    case Format::Json:
        text = analysis::seriesToJson(series, options.series, &dataset);
        break;
    }
    const std::string outputPath = options.outputPath.empty() ? std::string("-") : options.outputPath;
    if (const auto error = writeOutputText(outputPath, text, out)) {
        err << kPrefix << *error << "\n";
        return kExitFailure;
    }
    return kExitOk;
}

} // namespace scalescope::cli
