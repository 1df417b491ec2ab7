#pragma once
// Imports MLPerf Training rounds from folders: finds systems, benchmarks and runs,
// checks every run, scores every benchmark (docs/mlperf-scoring.md §1-§6).

#include "core/dataset/dataset.h"
#include "core/importer/import_report.h"

#include <cstddef>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace scalescope {

struct ImportOptions
{
    // "4.1.0"; empty: inferred from a training_results_vX.Y folder name, else newest known.
    std::string ruleset;
    unsigned threads = 0; // 0: one per core
};

// Called from worker threads, serialised. Return false to cancel the import.
using ImportProgress = std::function<bool(std::size_t filesDone, std::size_t filesTotal)>;

struct ImportResult
{
    Dataset dataset;       // one Round per distinct round root among the paths
    ImportReport report;
    bool cancelled = false;
    std::string error;     // non-empty: nothing importable (unknown ruleset, no such path...)
    bool ok() const { return error.empty() && !cancelled; }
};

// Each path is a round root, a submitter folder, a system's results folder or one
// benchmark folder; overlapping paths are imported once.
ImportResult importPaths(const std::vector<std::filesystem::path>& paths,
                         const ImportOptions& options = {},
                         const ImportProgress& progress = {});

} // namespace scalescope
