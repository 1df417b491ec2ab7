#pragma once
// Run validation: one run's log checked against the rules and timed, and, for a valid run of a
// benchmark with power logs, its energy (docs/mlperf-scoring.md §2-§4, §6).

#include "core/dataset/dataset.h"
#include "core/importer/import_report.h"
#include "core/importer/source_tree.h"
#include "core/json/json_value.h"
#include "core/mllog/mllog_reader.h"

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope {

namespace compliance {
class Checker;
}

// The same run decided under the other edition of its ruleset (otherEditionOf).
struct OtherEditionValidation
{
    bool valid = false;
    std::string rejection;    // why that edition rejects it, "" when it accepts it
    Message rejectionMessage; // the same, for the desktop app to translate
};

struct RunValidation
{
    bool valid = false;
    std::optional<double> minutes;
    double milliseconds = 0;
    std::string rejection;
    Message rejectionMessage; // the same, for the desktop app to translate
    std::optional<double> energyJoules;
    Message energyProblem;   // an id when the benchmark has power logs but this run has no energy
    TrainingRecords records; // global_batch_size, train_samples, samples_count, epoch_num
    std::vector<ImportReportItem> items;
    // Set only when the import was given a checker of the other edition (its ruleset
    // can decide otherwise).
    std::optional<OtherEditionValidation> alternative;
    // Of the log's bytes as stored (contentHashOf), "" when not hashed: validateRunFile
    // hashes what it reads; an archive's logs are hashed as they are unpacked (their
    // bytes are filtered before validateRunLog sees them).
    std::string contentHash;
    // Of its MLLOG records (mllog::ReadOptions::recordsHash), "" when not hashed: both
    // validate functions hash them as the reader goes through the log.
    std::string recordsHash;
    std::uint64_t bytes = 0;
    std::uint64_t files = 0;
};

// What one worker thread reuses from file to file, so parsing allocates almost nothing.
struct RunWorker
{
    json::Arena arena;
    mllog::MllogLog log;
    FileContent content;
    bool hashLogs = true; // ImportOptions::hashLogs
};

// Checks and times the run log `bytes`; `shown` is its path for the report. Energy is
// not computed here (see addRunEnergy). `alternative`: the checker of the other edition
// of the ruleset, when it can decide otherwise; the log is then also checked with it.
RunValidation validateRunLog(std::string_view bytes, const std::string& shown,
                             const compliance::Checker& checker, RunWorker& worker,
                             const compliance::Checker* alternative = nullptr);

// The records that say how much training the run did (docs/analysis.md §8), as logged.
TrainingRecords trainingRecordsOf(const mllog::MllogLog& log);
// The keys whose value or metadata trainingRecordsOf reads (runTime needs only the times
// of run_start and run_stop): an import's checkers read these too (Checker's alsoRead).
inline constexpr std::array<std::string_view, 4> kTrainingRecordKeys = {
    "global_batch_size", "train_samples", "eval_accuracy", "run_stop"};

// Reads `file` from `tree` and analyses it; a file that cannot be read rejects the run.
RunValidation validateRunFile(const SourceTree& tree, const std::filesystem::path& file,
                              const std::string& shown, const compliance::Checker& checker,
                              RunWorker& worker, const compliance::Checker* alternative = nullptr);

// Energy of a valid run: the sum over its power/<stem>/node_*.txt and sw_*.txt logs.
void addRunEnergy(const SourceTree& tree, const std::filesystem::path& runFile,
                  const std::filesystem::path& roundRoot, RunWorker& worker,
                  RunValidation& outcome);

} // namespace scalescope
