#pragma once
// Imports MLPerf Training rounds from folders and archives: finds systems, benchmarks
// and runs, checks every run, scores every benchmark (docs/mlperf-scoring.md §1-§6).
//
// Every call returns a fresh value and touches no global state, so a failed, cancelled
// or partial import cannot change a dataset the caller already holds.

#include "core/archive/archive_reader.h"
#include "core/dataset/dataset.h"
#include "core/importer/import_report.h"
#include "core/importer/source_tree.h"
#include "core/rules/rules_catalog.h"

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
    RulesCatalog
        rules; // what `ruleset` is looked up in: the built-in rules as published by default
    unsigned threads = 0;          // 0: one per core
    archive::Limits archiveLimits; // the defaults are the named constants of archive_reader.h
    ReadLimits readLimits;         // folders: kMaxInputFileBytes per file, kMaxImportBytes in all
    // Hash every result log and mark republished entries (docs/analysis.md §1.4 Provenance).
    // Off only to measure what hashing costs (bench/import_bench).
    bool hashLogs = true;
};

// Called from worker threads, serialised. Return false to cancel the import. While an
// archive is read, the counts are KiB of the archive read and its size in KiB; then
// (as for folders) runs scored and runs to score.
using ImportProgress = std::function<bool(std::size_t filesDone, std::size_t filesTotal)>;

struct ImportResult
{
    Dataset dataset; // one Round per distinct round root among the paths
    ImportReport report;
    bool cancelled = false;
    std::string error;    // non-empty: nothing importable (unknown ruleset, no such path...)
    Message errorMessage; // the same, for the desktop app to translate
    bool ok() const { return error.empty() && !cancelled; }
    void setError(Message message) { keepMessage(error, errorMessage, std::move(message)); }
};

// Each path is a round root, a submitter folder, a system's results folder, one
// benchmark folder, or an archive (recognised by its first bytes) holding any of
// those; overlapping folder paths are imported once.
ImportResult importPaths(const std::vector<std::filesystem::path>& paths,
                         const ImportOptions& options = {}, const ImportProgress& progress = {});

// A .zip, .tar, .tar.gz/.tgz, .tar.xz, .tar.bz2 or .tar.zst archive, read in memory
// (never unpacked to disk). Unsafe entries are refused one by one and reported; a
// damaged archive gives what could be read before the damage.
ImportResult importArchive(const std::filesystem::path& archive, const ImportOptions& options = {},
                           const ImportProgress& progress = {});

} // namespace scalescope
