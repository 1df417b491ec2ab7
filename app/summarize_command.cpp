#include "app/summarize_command.h"

#include "app/cli_options.h"
#include "app/dataset_source.h"
#include "app/output_options.h"
#include "app/rules_dir_option.h"
#include "core/dataset/dataset_io.h"
#include "core/importer/importer.h"
#include "core/output/import_report_json.h"
#include "core/output/summary_writers.h"
#include "core/rules/ruleset.h"
#include "core/util/terminal_text.h"

#include <filesystem>

namespace scalescope::cli {

namespace {

constexpr int kExitOk = 0;
constexpr int kExitFailure = 1;
constexpr int kExitUsage = 2;

constexpr const char* kPrefix = "scalescope summarize: ";

int usageError(std::ostream& err, const std::string& message)
{
    err << kPrefix << message << "\n" << tryHelpLine("summarize");
    return kExitUsage;
}

std::size_t systemCount(const Dataset& dataset)
{
    std::size_t count = 0;
    for (const auto& round : dataset.rounds)
        count += round.systems.size();
    return count;
}

// What the paths hold: dataset files are loaded, everything else is imported.
struct Gathered
{
    Dataset dataset;
    ImportReport report;
    bool imported = false; // importPaths ran
    std::string error;
};

Gathered gather(const SummarizeOptions& options, const RulesCatalog& rules)
{
    Gathered gathered;
    std::vector<std::filesystem::path> importList;
    for (const auto& path : options.paths) {
        if (!isDatasetFilePath(path)) {
            importList.emplace_back(path);
            continue;
        }
        LoadResult loaded = loadDatasetFile(path);
        if (!loaded.ok()) {
            gathered.error = loaded.error;
            return gathered;
        }
        for (auto& round : loaded.dataset.rounds)
            gathered.dataset.rounds.push_back(std::move(round));
    }
    if (importList.empty())
        return gathered;

    ImportOptions importOptions;
    importOptions.ruleset = options.ruleset;
    importOptions.rules = rules;
    ImportResult result = importPaths(importList, importOptions);
    gathered.imported = true;
    gathered.report = std::move(result.report);
    if (!result.ok()) {
        gathered.error = result.error.empty() ? "import cancelled" : result.error;
        return gathered;
    }
    for (auto& round : result.dataset.rounds)
        gathered.dataset.rounds.push_back(std::move(round));
    return gathered;
}

} // namespace

int runSummarizeCommand(const std::vector<std::string>& args, std::ostream& out,
                        std::ostream& err)
{
    const SummarizeParse parse = parseSummarizeArguments(args);
    if (!parse.usageError.empty())
        return usageError(err, parse.usageError);
    const SummarizeOptions& options = parse.options;
    if (options.help) {
        out << summarizeHelpText();
        return kExitOk;
    }
    // Before the rules and the import: a refused output costs nothing and destroys nothing.
    if (options.reportPath == "-" && (options.outputPath.empty() || options.outputPath == "-")) {
        err << kPrefix << "--report - would mix the report into the summary on standard output; "
            << "give --output FILE for the summary\n";
        return kExitUsage;
    }
    if (const std::string problem = checkOutputs({{"--output", options.outputPath}, {"--report", options.reportPath}},
                                                 options.paths);
        !problem.empty()) {
        err << kPrefix << problem << "\n";
        return kExitUsage;
    }

    const auto rules = rulesCatalogFor(rulesEditionFromString(options.rules).value_or(RulesEdition::Published),
                                       options.rulesDir, kPrefix, err);
    if (!rules)
        return kExitFailure;
    if (!options.ruleset.empty() && !rules->find(options.ruleset))
        return usageError(err, "unknown ruleset '" + options.ruleset +
                                   "' (known: " + rules->names() + ")");

    const Gathered gathered = gather(options, *rules);
    int status = kExitOk;
    if (gathered.imported)
        err << "scalescope: " << gathered.report.summary() << "\n";
    if (!options.reportPath.empty()) {
        if (const auto error = writeOutputText(options.reportPath, output::importReportJson(gathered.report), out)) {
            err << kPrefix << *error << "\n";
            status = kExitFailure;
        }
    }
    if (!gathered.error.empty()) {
        err << kPrefix << gathered.error << "\n";
        return kExitFailure;
    }
    if (!gathered.report.incomplete.empty() && !options.allowPartial) {
        err << kPrefix << partialInputRefusal(gathered.report) << "\n";
        return kExitFailure;
    }
    if (systemCount(gathered.dataset) == 0) {
        err << kPrefix << "no MLPerf Training results found (a round needs "
            << "<org>/systems/<system>.json and <org>/results/<system>/<benchmark>/result_*.txt)\n";
        return kExitFailure;
    }

    const output::TextResult summary = output::writeSummary(gathered.dataset, options.format);
    if (!summary.ok()) {
        err << kPrefix << summary.error << "\n";
        return kExitFailure;
    }
    const std::string outputPath = options.outputPath.empty() ? std::string("-") : options.outputPath;
    // The table is for people and shows system names as their JSON spells them: escaped.
    const std::string text = options.format == output::OutputFormat::Table ? util::terminalText(summary.text, true)
                                                                            : summary.text;
    if (const auto error = writeOutputText(outputPath, text, out)) {
        err << kPrefix << *error << "\n";
        return kExitFailure;
    }
    return status;
}

} // namespace scalescope::cli
