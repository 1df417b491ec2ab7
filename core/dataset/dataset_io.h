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
    std::string error;    // non-empty: the text is not a dataset; says where and why
    Message errorMessage; // the same, for the desktop app to translate
    bool ok() const { return error.empty(); }
    void setError(Message message) { keepMessage(error, errorMessage, std::move(message)); }
};

// True when the file name ends in ".scalescope.json".
bool isDatasetFilePath(const std::filesystem::path& path);

// Whether the file keeps core's messages (core/util/message.h) beside their English: the
// reasons of rejected runs and unscored benchmarks and the import report's items, as
// optional "..._text" / "text" objects ({"id", "args"}), so that the desktop app shows a
// reopened dataset in the user's language. The CLI's output leaves them out (its bytes
// stay as they were); files without them read as before, and what a template of core's
// fits whole gets its message rebuilt (rebuiltMessage), the rest shown in English.
enum class DatasetMessages { Leave, Keep };

std::string toJson(const Dataset& dataset, const ImportReport* importReport = nullptr,
                   DatasetMessages messages = DatasetMessages::Leave);
LoadResult loadDataset(std::string_view text);
// A dataset file is at most this large (README "Limits"): the v4.1 round is 0.7 MB, so
// 256 MiB holds hundreds of rounds; a larger file is refused before it is read.
inline constexpr std::uint64_t kMaxDatasetFileBytes = std::uint64_t(256) << 20;
LoadResult loadDatasetFile(const std::filesystem::path& path,
                           std::uint64_t maxBytes = kMaxDatasetFileBytes);
// Written atomically (core/util/atomic_file.h). nullopt on success, else the error.
// With importReport, the file keeps it: reopened, the dataset shows what was skipped. The
// file keeps core's messages (DatasetMessages::Keep).
std::optional<std::string> saveDatasetFile(const Dataset& dataset,
                                           const std::filesystem::path& path,
                                           const ImportReport* importReport = nullptr);

} // namespace scalescope
