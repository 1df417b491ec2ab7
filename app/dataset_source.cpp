#include "app/dataset_source.h"

#include "core/dataset/dataset_io.h"
#include "core/importer/open_inputs.h"
#include "core/output/import_report_json.h"
#include "core/resources/embedded.h"

#include <filesystem>

namespace scalescope::cli {

namespace {

LoadedData loadEmbeddedSample()
{
    LoadedData loaded;
    loaded.fromSample = true;
    for (const auto& file : resources::embeddedFiles())
        if (file.name.starts_with("sample/") && file.name.ends_with(kDatasetFileSuffix)) {
            LoadResult result = loadDataset(file.data);
            if (!result.ok())
                loaded.error = "embedded sample " + std::string(file.name) + ": " + result.error;
            loaded.dataset = std::move(result.dataset);
            return loaded;
        }
    loaded.error = "no PATH given and this build has no embedded sample dataset";
    return loaded;
}

// Why a partial import is refused, naming each source read only in part and the option
// that accepts it.
std::string partialInputRefusal(const ImportReport& report)
{
    std::string text;
    for (const auto& source : report.incomplete)
        text += (text.empty() ? "" : "; ") + source;
    return text + (report.incomplete.size() == 1 ? "; this input was" : "; these inputs were") +
           " read only in part, so the results would be partial and nothing is written "
           "(--allow-partial uses what was read)";
}

// Paths ending in .scalescope.json are loaded, the others imported under `rules` (and
// `ruleset`; empty: inferred). Prints nothing; an archive read only in part is in
// report.incomplete, not an error.
LoadedData loadPaths(const std::vector<std::string>& paths, const RulesCatalog& rules,
                     const std::string& ruleset)
{
    ImportOptions options;
    options.ruleset = ruleset;
    options.rules = rules;
    // What the window opens too (core/importer/open_inputs.h): dataset files and imports in
    // any mix, republications between them marked and counted in the report.
    scalescope::OpenedInputs opened = scalescope::openInputs({paths.begin(), paths.end()}, options);
    LoadedData loaded;
    loaded.imported = opened.imported;
    if (opened.imported) // a lone dataset file's saved report is the window's to show again
        loaded.report = std::move(opened.report);
    if (!opened.ok()) {
        loaded.error = opened.error.empty() ? "import cancelled" : opened.error;
        return loaded;
    }
    loaded.dataset = std::move(opened.dataset);
    return loaded;
}

} // namespace

OpenedInputs openInputs(const InputRequest& request, std::ostream& out, std::ostream& err)
{
    OpenedInputs opened;
    std::vector<std::string> inputs = request.paths;
    inputs.insert(inputs.end(), request.otherInputs.begin(), request.otherInputs.end());
    // Before the rules and the import: a refused output costs nothing and destroys nothing.
    if (const std::string problem = checkOutputs(request.outputs, inputs); !problem.empty()) {
        err << request.prefix << problem << "\n";
        opened.exitStatus = kExitUsage;
        return opened;
    }
    opened.rules =
        rulesCatalogFor(request.input.rules, request.input.rulesDir, request.prefix, err);
    if (!opened.rules) {
        opened.exitStatus = kExitFailure;
        return opened;
    }
    if (!request.ruleset.empty() && !opened.rules->find(request.ruleset)) {
        opened.exitStatus =
            request.line.usageError(err, "unknown ruleset '" + request.ruleset +
                                             "' (known: " + opened.rules->names() + ")");
        return opened;
    }

    LoadedData& loaded = opened.loaded;
    loaded = request.paths.empty() ? loadEmbeddedSample()
                                   : loadPaths(request.paths, *opened.rules, request.ruleset);
    if (loaded.imported)
        err << "scalescope: " << loaded.report.summary() << "\n";
    if (!request.reportPath.empty()) {
        if (const auto error =
                writeOutputText(request.reportPath, output::importReportJson(loaded.report), out)) {
            err << request.prefix << *error << "\n";
            opened.reportFailed = true;
        }
    }
    if (!loaded.error.empty()) {
        err << request.prefix << loaded.error << "\n";
        opened.exitStatus = kExitFailure;
    } else if (!loaded.report.incomplete.empty() && !request.input.allowPartial) {
        err << request.prefix << partialInputRefusal(loaded.report) << "\n";
        opened.exitStatus = kExitFailure;
    }
    return opened;
}

} // namespace scalescope::cli
