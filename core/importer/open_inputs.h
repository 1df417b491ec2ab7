#pragma once
// What a person may open at once, in the window (ui/DatasetLoader) and on the command line
// (app/dataset_source) alike: saved datasets (*.scalescope.json) and anything the importer
// reads (round folders or parts of one, archives), in any mix.

#include "core/importer/importer.h"

#include <filesystem>
#include <vector>

namespace scalescope {

// Dataset files are read in the order given, the other paths imported together under
// `options` (one importPaths call, whose progress is `progress`), and the rounds put
// together: the dataset files' first, then the imported ones. When both kinds are given,
// entries republished between them are marked (core/dataset/provenance.h) as an import
// marks them. The report is the import's; a lone dataset file brings the report it was
// saved with. The first dataset file that cannot be read is the error, and nothing is
// imported after it.
struct OpenedInputs : ImportResult
{
    bool imported = false; // importPaths ran (its report is this one's)
};
OpenedInputs openInputs(const std::vector<std::filesystem::path>& paths,
                        const ImportOptions& options = {}, const ImportProgress& progress = {});

} // namespace scalescope
