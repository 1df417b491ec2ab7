#include "app/analyze_command.h"

#include "app/dataset_source.h"
#include "app/output_options.h"
#include "app/rules_dir_option.h"
#include "core/analysis/accelerator_match.h"
#include "core/analysis/benchmark_identity.h"
#include "core/analysis/series.h"
#include "core/analysis/series_output.h"
#include "core/analysis/throughput.h"
#include "core/util/terminal_text.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <set>

namespace scalescope::cli {

namespace {

constexpr const char* kPrefix = "scalescope analyze: ";
constexpr int kMaxResamples = 100000;

struct AnalyzeOptions
{
    std::vector<std::string> paths;
    analysis::SeriesOptions series;
    std::string format = "table";
    std::string outputPath;
    InputOptions input;
};

// --price P for every accelerator, or MODEL=P for one model (any spelling the catalog
// knows); repeatable. None is assumed: without it, GPU-hours only.
ApplyValue priceInto(analysis::SeriesOptions& series)
{
    return [&series](const std::string& value) -> std::optional<std::string> {
        const auto equals = value.rfind('=');
        const std::string model =
            equals == std::string::npos ? std::string() : value.substr(0, equals);
        const auto price =
            numberIn(equals == std::string::npos ? value : value.substr(equals + 1), above(0));
        if (!price)
            return std::string("a price above 0, as P or MODEL=P (leave it out for none)");
        if (model.empty())
            series.price = *price;
        else
            series.prices[analysis::AcceleratorCatalog::builtin().canonical(model)] = *price;
        return std::nullopt;
    };
}

ApplyValue numberAtLeast(double& target, double minimum)
{
    return numberInto([&target](double value) { target = value; }, atLeast(minimum));
}

ApplyValue countInto(std::optional<std::int64_t>& target)
{
    return wholeNumberInto([&target](std::int64_t value) { target = value; }, 0,
                           std::numeric_limits<std::int64_t>::max());
}

ApplyValue resamplesInto(int& target)
{
    return wholeNumberInto([&target](std::int64_t value) { target = static_cast<int>(value); }, 0,
                           kMaxResamples);
}

CommandLine analyzeCommandLine(AnalyzeOptions& options)
{
    auto& series = options.series;
    auto& filter = series.filter;
    CommandLine line(
        "scalescope", "analyze", {"--benchmark=B [OPTION]... [PATH]..."},
        "Speedup, parallel efficiency, break-even GPU counts and fitted scaling models for one "
        "benchmark. A PATH ending in .scalescope.json is a dataset file; any other PATH is a round "
        "folder or archive to import. With no PATH the embedded sample dataset is used.");
    line.positionals(options.paths);
    line.option("--benchmark", "B", "benchmark to analyse (required), e.g. bert",
                textInto(filter.benchmark));
    line.option("--accelerator", "TEXT",
                "one accelerator model (any known spelling) or words of its name (\"B200\" is not "
                "\"GB200\")",
                textInto(filter.accelerator));
    line.option(
        "--group-by", "KIND",
        "family (default: one submitter's system design on one accelerator model, a curve one kind "
        "of machine could reproduce), accelerator (the best published result at each N, across "
        "submitters), submitter, framework, all, rounds",
        readInto(series.groupBy, analysis::groupByFromString,
                 "one of accelerator, submitter, framework, family, all, rounds"));
    line.option("--submitter", "TEXT", "only submitters containing TEXT",
                textInto(filter.submitter));
    line.option("--division", "D", "closed (default), open, or all",
                [&filter](const std::string& value) -> std::optional<std::string> {
                    filter.division = value == "all" ? "" : value;
                    return std::nullopt;
                });
    line.option("--availability", "TEXT", "only availabilities containing TEXT",
                textInto(filter.availability));
    line.option("--min-n", "N", "only points with at least N accelerators", countInto(filter.minN));
    line.option("--max-n", "N", "only points with at most N accelerators", countInto(filter.maxN));
    line.option("--reference", "SYSTEM_ID", "reference point (default: chosen by --reference-rule)",
                textInto(series.reference.systemId));
    line.option(
        "--reference-rule", "R",
        "fastest (default: the fastest entry at the fewest GPUs) or study (fewest GPUs, slowest "
        "among ties)",
        readInto(series.reference.rule, analysis::referenceRuleFromString,
                 "one of fastest, study"));
    // Both lie in (0, 1) (docs/analysis.md §4): 1 or more is linear scaling or better, which
    // no rule can fall below meaningfully, and 0 or less never crosses.
    line.option(
        "--threshold", "E",
        "efficiency threshold for break-even, above 0 and below 1 (default 0.5)",
        numberInto([&series](double value) { series.threshold = value; }, strictlyBetween(0, 1)));
    line.option(
        "--marginal", "A", "local scaling exponent threshold, above 0 and below 1 (default 0.5)",
        numberInto([&series](double value) { series.marginal = value; }, strictlyBetween(0, 1)));
    line.option(
        "--price", "[MODEL=]P",
        "price per accelerator-hour for every accelerator, or for one accelerator model "
        "(repeatable); none by default: costs are left out, the cheapest configuration is the one "
        "with the fewest GPU-hours",
        priceInto(series));
    line.option("--value-of-time", "V", "value of an hour of waiting (default 0)",
                numberAtLeast(series.valueOfTime, 0));
    line.flag("--all-points", series.allPoints,
              "break-even and fits use every point, not the frontier");
    line.flag("--keep-dominated", series.keepDominated,
              "keep frontier points slower than one with fewer GPUs in break-even and fits "
              "(default: left out)");
    line.option("--min-step-ratio", "R", "marginal rule: smallest N ratio of a step (default 1.5)",
                numberAtLeast(series.minStepRatio, 1));
    line.flag("--free-t1", series.freeT1,
              "fit the time at the reference too instead of pinning the curve to it");
    line.option(
        "--bootstrap", "N",
        "resamples of each entry's counted runs for confidence intervals (default 1000, 0: off)",
        resamplesInto(series.bootstrapResamples));
    line.option(
        "--entry-bootstrap", "N",
        "resamples of the series' entries for the interval of N* over the choice of entries "
        "(default 1000, 0: off; series with at least 5 GPU counts)",
        resamplesInto(series.entryResamples));
    line.option("--seed", "S", "bootstrap seed (default 20261203)",
                wholeNumberInto(
                    [&series](std::int64_t value) {
                        series.bootstrapSeed = static_cast<std::uint64_t>(value);
                    },
                    0, std::numeric_limits<std::int64_t>::max()));
    line.flag("--raw", series.raw, "times before RCP scaling instead of the official score");
    line.option("--format", "F", "table (default), csv, json",
                oneOf(options.format, {"table", "csv", "json"}));
    line.option(
        "--output", "FILE",
        "write to FILE instead of standard output ('-': standard output; a device, FIFO, folder or "
        "input is refused)",
        nameInto(options.outputPath, "a file name"));
    declareInputOptions(line, options.input,
                        "wrong command line, or no result matches the benchmark and filters");
    return line;
}

std::string joined(const std::vector<std::string>& names)
{
    std::string text;
    for (const auto& name : names)
        text += (text.empty() ? "" : ", ") + name;
    return text.empty() ? "none" : text;
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

int runAnalyzeCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    AnalyzeOptions options; // --accelerator is resolved below
    CommandLine line = analyzeCommandLine(options);
    if (const auto status = line.parse(args, out, err))
        return *status;
    const OpenedInputs opened = openInputsForOutput(line, kPrefix, options, out, err);
    if (opened.exitStatus)
        return *opened.exitStatus;
    const auto& dataset = opened.loaded.dataset;
    const auto benchmarks = analysis::benchmarksIn(dataset);
    if (benchmarks.empty()) {
        err << kPrefix << "no scored benchmark in the input\n";
        return kExitFailure;
    }
    const auto& benchmark = options.series.filter.benchmark;
    if (benchmark.empty())
        return line.usageError(err,
                               "--benchmark is required (present: " + joined(benchmarks) + ")");
    // A folder name of any round or the model's name: RetinaNet is ssd and retinanet.
    const auto identities = analysis::benchmarkIdentities(dataset);
    const analysis::BenchmarkIdentity* identity =
        analysis::findBenchmarkIdentity(identities, benchmark);
    if (!identity)
        return line.usageError(err, "unknown benchmark '" + benchmark +
                                        "' (present: " + joined(benchmarks) + ")");

    if (!options.series.filter.accelerator.empty()) {
        // Resolve what was typed ("H100") to one present accelerator, as export does.
        const auto present = acceleratorsWithBenchmark(dataset, benchmark);
        const auto match = analysis::matchAccelerator(options.series.filter.accelerator, present);
        if (match.kind != analysis::AcceleratorMatch::Kind::Unique)
            return line.usageError(
                err, analysis::describeMismatch(options.series.filter.accelerator, match, present) +
                         " for " + benchmark);
        options.series.filter.accelerator = match.name;
    }
    const auto series = analysis::analyze(dataset, options.series);
    if (series.empty()) {
        const auto accelerators = acceleratorsWithBenchmark(dataset, benchmark);
        if (!options.series.filter.accelerator.empty())
            return line.usageError(err, "no " + benchmark + " result on accelerator '" +
                                            options.series.filter.accelerator +
                                            "' (present: " + joined(accelerators) + ")");
        return line.usageError(err, "no " + benchmark + " result passes the filters");
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
            return line.usageError(err, "reference '" + wanted +
                                            "' is not a point of these series (present: " +
                                            joined({ids.begin(), ids.end()}) + ")");
    }

    std::string text;
    if (options.format == "table") {
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
    } else if (options.format == "csv") {
        text = analysis::seriesToCsv(series);
    } else {
        text = analysis::seriesToJson(series, options.series, &dataset);
    }
    const std::string outputPath =
        options.outputPath.empty() ? std::string("-") : options.outputPath;
    if (const auto error = writeOutputText(outputPath, text, out)) {
        err << kPrefix << *error << "\n";
        return kExitFailure;
    }
    return kExitOk;
}

} // namespace scalescope::cli
