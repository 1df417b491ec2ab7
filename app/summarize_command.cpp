#include "app/summarize_command.h"

#include "app/command_line_parser.h"
#include "app/dataset_source.h"
#include "app/output_options.h"
#include "app/rules_dir_option.h"
#include "core/output/summary_writers.h"
#include "core/rules/ruleset.h"
#include "core/util/terminal_text.h"

namespace scalescope::cli {

namespace {

constexpr const char* kPrefix = "scalescope summarize: ";

struct SummarizeOptions
{
    std::vector<std::string> paths;
    std::string ruleset; // empty: inferred by the importer
    InputOptions input;
    output::OutputFormat format = output::OutputFormat::Table;
    std::string outputPath; // empty: standard output
    std::string reportPath; // empty: no report file
};

CommandLine summarizeCommandLine(SummarizeOptions& options)
{
    CommandLine line(
        "scalescope", "summarize", {"[OPTION]... PATH..."},
        "Import MLPerf Training results and print one score per system and benchmark.\n\n"
        "Each PATH is a round root (training_results_vX.Y), a submitter folder, a system's "
        "results folder, one benchmark folder, an archive of any of these (.zip, .tar.gz, "
        ".tgz, .tar.xz), or a .scalescope.json dataset file.\n\n"
        "A one-line summary of the import goes to standard error. An output FILE of '-' is "
        "standard output; only regular files are written (a link is followed to one), and an "
        "output that is a device, FIFO, folder or an input is refused (see 'man scalescope', "
        "OUTPUT FILES).");
    line.positionals(options.paths);
    line.option("--ruleset", "X.Y.Z",
                "ruleset to score with (default: from a training_results_vX.Y folder name, else "
                "the newest known)",
                textInto(options.ruleset));
    declareInputOptions(line, options.input, "wrong command line, or a refused output");
    line.option(
        "--format", "FORMAT",
        "table (default), csv, json, official-csv (the official summary CSV, cell for cell), or "
        "dataset (a .scalescope.json file that the app and 'analyze' open without importing)",
        readInto(options.format, output::outputFormatFromString,
                 "one of " + output::outputFormatNames()));
    line.option("-o,--output", "FILE",
                "write the summary to FILE (replaced atomically) instead of standard output",
                nameInto(options.outputPath, "a file name"));
    line.option("--report", "FILE", "write what the import skipped or rejected, and why, as JSON",
                nameInto(options.reportPath, "a file name"));
    line.exitStatus(
        "imported (even if some runs were rejected), or --help",
        "nothing importable, an archive read only in part (without --allow-partial), or a file "
        "could not be read or written",
        "wrong command line, or a refused output");
    return line;
}

std::size_t systemCount(const Dataset& dataset)
{
    std::size_t count = 0;
    for (const auto& round : dataset.rounds)
        count += round.systems.size();
    return count;
}

} // namespace

int runSummarizeCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    SummarizeOptions options;
    CommandLine line = summarizeCommandLine(options);
    if (const auto status = line.parse(args, out, err))
        return *status;
    if (options.paths.empty())
        return line.usageError(
            err, "missing PATH: give a round folder, a part of one, or a .scalescope.json "
                 "dataset file");
    // Before the rules and the import: a refused output costs nothing and destroys nothing.
    if (options.reportPath == "-" && (options.outputPath.empty() || options.outputPath == "-")) {
        err << kPrefix << "--report - would mix the report into the summary on standard output; "
            << "give --output FILE for the summary\n";
        return kExitUsage;
    }
    const OpenedInputs opened =
        openInputs({.line = line,
                    .prefix = kPrefix,
                    .paths = options.paths,
                    .input = options.input,
                    .outputs = {{"--output", options.outputPath}, {"--report", options.reportPath}},
                    .ruleset = options.ruleset,
                    .reportPath = options.reportPath},
                   out, err);
    if (opened.exitStatus)
        return *opened.exitStatus;
    const int status = opened.reportFailed ? kExitFailure : kExitOk;
    const Dataset& dataset = opened.loaded.dataset;
    if (systemCount(dataset) == 0) {
        err << kPrefix << "no MLPerf Training results found (a round needs "
            << "<org>/systems/<system>.json and <org>/results/<system>/<benchmark>/result_*.txt)\n";
        return kExitFailure;
    }

    const output::TextResult summary = output::writeSummary(dataset, options.format);
    if (!summary.ok()) {
        err << kPrefix << summary.error << "\n";
        return kExitFailure;
    }
    const std::string outputPath =
        options.outputPath.empty() ? std::string("-") : options.outputPath;
    // The table is for people and shows system names as their JSON spells them: escaped.
    const std::string text = options.format == output::OutputFormat::Table
                                 ? util::terminalText(summary.text, true)
                                 : summary.text;
    if (const auto error = writeOutputText(outputPath, text, out)) {
        err << kPrefix << *error << "\n";
        return kExitFailure;
    }
    return status;
}

} // namespace scalescope::cli
