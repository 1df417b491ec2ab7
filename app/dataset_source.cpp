#include "app/dataset_source.h"

#include "core/dataset/dataset_io.h"
#include "core/importer/importer.h"
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
    LoadedData loaded;
    std::vector<std::filesystem::path> importList;
    for (const auto& path : paths) {
        if (!isDatasetFilePath(path)) {
            importList.emplace_back(path);
            continue;
        }
        LoadResult result = loadDatasetFile(path);
        if (!result.ok()) {
            loaded.error = result.error;
            return loaded;
        }
        for (auto& round : result.dataset.rounds)
            loaded.dataset.rounds.push_back(std::move(round));
    }
    if (importList.empty())
        return loaded;
    ImportOptions options;
    options.rules = rules;
    ImportResult result = importPaths(importList, options);
    err << "scalescope: " << result.report.summary() << "\n";
    if (!result.ok()) {
        loaded.error = result.error.empty() ? "import cancelled" : result.error;
        return loaded;
    }
    if (!result.report.incomplete.empty() && !allowPartial) {
        loaded.error = partialInputRefusal(result.report);
        return loaded;
    }
    for (auto& round : result.dataset.rounds)
        loaded.dataset.rounds.push_back(std::move(round));
    return loaded;
}

} // namespace scalescope::cli
