#include "core/importer/open_inputs.h"

#include "core/dataset/dataset_io.h"
#include "core/dataset/provenance.h"

#include <algorithm>

namespace scalescope {

OpenedInputs openInputs(const std::vector<std::filesystem::path>& paths,
                        const ImportOptions& options, const ImportProgress& progress)
{
    OpenedInputs opened;
    std::vector<std::filesystem::path> importList;
    for (const auto& path : paths) {
        if (!isDatasetFilePath(path)) {
            importList.push_back(path);
            continue;
        }
        LoadResult loaded = loadDatasetFile(path);
        if (!loaded.ok()) {
            opened.error = std::move(loaded.error);
            opened.errorMessage = std::move(loaded.errorMessage);
            return opened;
        }
        if (paths.size() == 1 && loaded.importReport) // shown again with the dataset
            opened.report = std::move(*loaded.importReport);
        for (auto& round : loaded.dataset.rounds)
            opened.dataset.rounds.push_back(std::move(round));
    }
    if (importList.empty())
        return opened;
    ImportResult imported = importPaths(importList, options, progress);
    opened.imported = true;
    if (!imported.ok() || opened.dataset.rounds.empty()) {
        static_cast<ImportResult&>(opened) = std::move(imported);
        return opened;
    }
    for (auto& round : imported.dataset.rounds)
        opened.dataset.rounds.push_back(std::move(round));
    opened.report = std::move(imported.report);
    if (!options.hashLogs)
        return opened;
    // Republications between a dataset file and what was imported: the report counts and
    // names them all, as an import of everything would, in place of the import's own.
    const auto republished = markRepublished(opened.dataset);
    auto& items = opened.report.items;
    std::erase_if(items, [](const ImportReportItem& item) {
        return item.text.id.starts_with("provenance.report");
    });
    opened.report.republished = republished.size();
    if (!republished.empty())
        opened.report.add(Severity::Info, ItemKind::Round, "", 0,
                          republishedReport(opened.dataset, republished));
    makeReadable(opened.report);
    return opened;
}

} // namespace scalescope
