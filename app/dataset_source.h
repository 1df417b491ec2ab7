#pragma once
// Where the headless commands that analyse (analyze, export) get their data: dataset
// files are loaded, every other path is imported, and no path at all means the sample
// compiled into the binary.

#include "core/dataset/dataset.h"
#include "core/importer/import_report.h"
#include "core/rules/rules_catalog.h"

#include <ostream>
#include <string>
#include <vector>

namespace scalescope::cli {

struct LoadedData
{
    Dataset dataset;
    std::string error; // non-empty: nothing usable
    bool fromSample = false;
};

LoadedData loadEmbeddedSample();
// The import summary goes to `err`, as summarize prints it. An archive read only in part
// (report.incomplete) is an error unless `allowPartial`.
// Paths that are not dataset files are imported under `rules`.
LoadedData loadPathsOrSample(const std::vector<std::string>& paths, const RulesCatalog& rules, std::ostream& err,
                             bool allowPartial = false);

// Why a partial import is refused, naming each source read only in part and the option
// that accepts it.
std::string partialInputRefusal(const ImportReport& report);

} // namespace scalescope::cli
