#pragma once
// The dataset file (`*.scalescope.json`): everything in dataset.h, no log text, as
// versioned JSON: {"format":"scalescope-dataset","version":1,"rounds":[...]}, and
// optionally "import_report" (the counters and items of summarize --report's JSON).
// Doubles are written in shortest round-trip form, so a load gives back the same bits.

#include "core/dataset/dataset.h"
#include "core/importer/import_report.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace scalescope {

inline constexpr std::string_view kDatasetFormatName = "scalescope-dataset";
inline constexpr int kDatasetFormatVersion = 1;
inline constexpr std::string_view kDatasetFileSuffix = ".scalescope.json";
// A dataset nests 10 levels (document, rounds, round, systems, ..., run, records); a
// file nested deeper than this is refused with that reason.
inline constexpr int kMaxDatasetNesting = 64;

struct LoadResult
{
    Dataset dataset;
    // The report of the import the dataset was saved from, when the file keeps one
    // (optional field "import_report"; files without it still load).
    std::optional<ImportReport> importReport;
    std::string error; // non-empty: the text is not a dataset; says where and why
    bool ok() const { return error.empty(); }
};

// True when the file name ends in ".scalescope.json".
bool isDatasetFilePath(const std::filesystem::path& path);

std::string toJson(const Dataset& dataset, const ImportReport* importReport = nullptr);
LoadResult loadDataset(std::string_view text);
// A dataset file is at most this large (README "Limits"): the v4.1 round is 0.7 MB, so
// 256 MiB holds hundreds of rounds; a larger file is refused before it is read.
inline constexpr std::uint64_t kMaxDatasetFileBytes = std::uint64_t(256) << 20;
LoadResult loadDatasetFile(const std::filesystem::path& path, std::uint64_t maxBytes = kMaxDatasetFileBytes);
// Written atomically (core/util/atomic_file.h). nullopt on success, else the error.
// With importReport, the file keeps it: reopened, the dataset shows what was skipped.
std::optional<std::string> saveDatasetFile(const Dataset& dataset,
                                           const std::filesystem::path& path,
                                           const ImportReport* importReport = nullptr);

} // namespace scalescope
