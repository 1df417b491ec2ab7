#include "app/dataset_source.h"

#include "core/dataset/dataset_io.h"
#include "core/importer/open_inputs.h"
#include "core/resources/embedded.h"

#include <filesystem>

namespace scalescope::cli {

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

std::string partialInputRefusal(const ImportReport& report)
{
    std::string text;
    for (const auto& source : report.incomplete)
        text += (text.empty() ? "" : "; ") + source;
    return text + (report.incomplete.size() == 1 ? "; this input was" : "; these inputs were") +
           " read only in part, so the results would be partial and nothing is written (--allow-partial uses what was read)";
}

LoadedData loadPathsOrSample(const std::vector<std::string>& paths, const RulesCatalog& rules, std::ostream& err,
                             bool allowPartial)
{
    if (paths.empty())
        return loadEmbeddedSample();
    // What the window opens too (core/importer/open_inputs.h): dataset files and imports in any
    // mix.
    ImportOptions options;
    options.rules = rules;
    OpenedInputs opened = openInputs({paths.begin(), paths.end()}, options);
    LoadedData loaded;
    if (opened.imported)
        err << "scalescope: " << opened.report.summary() << "\n";
    if (!opened.ok()) {
        loaded.error = opened.error.empty() ? "import cancelled" : opened.error;
        return loaded;
    }
    if (!opened.report.incomplete.empty() && !allowPartial) {
        loaded.error = partialInputRefusal(opened.report);
        return loaded;
    }
    loaded.dataset = std::move(opened.dataset);
    return loaded;
}

} // namespace scalescope::cli
