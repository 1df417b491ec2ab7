#pragma once
// The imported data: value types with no behaviour, shared by the importer, the
// dataset file, the analysis engine, the CLI and the GUI.

#include "core/util/message.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope {

enum class RunStatus {
    Counted,        // inside the olympic slice, averaged into the score
    DroppedFastest, // valid, dropped by the olympic mean (fastest)
    DroppedSlowest, // valid, dropped by the olympic mean (slowest)
    Rejected,       // failed compliance or could not be parsed; counts toward d
};

// MLLOG records that say how much training a run did (docs/analysis.md §8). Facts as
// logged; what they mean per benchmark is decided by core/analysis/throughput.
struct TrainingRecords
{
    std::optional<double> globalBatchSize;    // global_batch_size
    std::optional<double> trainSamples;       // the last train_samples record's value
    bool trainSamplesAfterEvaluation = false; // logged after an eval_accuracy (the samples
                                              // trained) rather than before (a dataset size)
    std::optional<double> samplesCount;       // samples_count metadata of run_stop, else of
                                              // the last eval_accuracy
    std::optional<double> epochNum;           // epoch_num metadata of the last eval_accuracy,
                                              // else of run_stop
    // stable_diffusion: the first evaluation step (FID and CLIP eval_accuracy records
    // grouped by samples_count, or by step_num) with 0 <= FID <= 90 and 0.15 <= CLIP <= 1,
    // which is where the rcp_checker counts the run as converged.
    std::optional<double> qualityTargetSamplesCount;
    std::optional<double> qualityTargetStepNum;
    bool empty() const
    {
        return !globalBatchSize && !trainSamples && !samplesCount && !epochNum &&
               !qualityTargetSamplesCount && !qualityTargetStepNum;
    }
};

struct RunFigure
{
    std::string file;              // file name, e.g. "result_3.txt"
    std::optional<double> minutes; // absent when the run has no usable run time
    RunStatus status = RunStatus::Rejected;
    std::string reason;                 // why rejected (empty otherwise)
    std::optional<double> energyJoules; // from power logs, unscaled, valid runs only
    TrainingRecords records = {};
    std::string contentHash = {}; // of the log's bytes (issue 25: provenance); "" if not hashed
    // Of its MLLOG records, whatever other lines the file holds (issue 40: provenance by
    // content; mllog::ReadOptions::recordsHash says what is hashed); "" if not hashed,
    // and in dataset files saved before it.
    std::string recordsHash = {};
    Message reasonMessage = {}; // `reason` for the desktop app to translate
};

struct BenchmarkResult
{
    std::string benchmark;              // canonical name (alias applied): "bert", "maskrcnn"
    std::string folder;                 // path of the benchmark folder as imported
    std::optional<double> scoreMinutes; // raw mean x scaling factor: the official score
    std::optional<double> rawMinutes;   // olympic mean before scaling
    double scalingFactor = 1.0;         // from scaling.json, 1.0 when absent
    std::optional<double> energyJoules; // official Energy (scaled), when power logs exist
    int runsTotal = 0;                  // result_*.txt files found
    int runsCounted = 0;                // runs averaged into the score
    std::string unscoredReason;         // why there is no score, when there is none
    std::vector<RunFigure> runs;        // in file-name order
    // The other edition of the ruleset (rules as published / today's) decides a run of
    // this folder otherwise and so gives another score: that score, nullopt when it gives
    // none. Only set when the score differs.
    bool scoreDependsOnRules = false;
    std::optional<double> scoreUnderOtherRules;
    // Set when this entry's counted result logs hold the MLLOG records of an entry
    // published earlier (an earlier round, or earlier in the same round), whatever other
    // lines the files hold (docs/analysis.md §1.4): that entry's round name. Series count
    // such an entry once, under its first round and system.
    std::optional<std::string> republishedFrom = {};
    // That entry's system id (SystemEntry::systemId); "" when not republished, and in
    // dataset files saved before it was kept.
    std::string republishedOf = {};
    Message unscoredReasonMessage = {}; // `unscoredReason` for the desktop app to translate
};

struct SystemEntry
{
    std::string organisation; // the org folder under the round root
    std::string systemId;     // system folder name = systems/<id>.json stem
    std::string division;
    std::string availability; // JSON "status", verbatim
    std::string submitter;
    std::string system;        // JSON system_name (tpu-v3 special case applied)
    std::string numberOfNodes; // kept as text, as the official CSV does
    std::string hostProcessorModelName;
    std::int64_t hostProcessorsCount = 0;
    std::string acceleratorModelName;
    std::int64_t acceleratorsCount = 0;
    std::string framework;
    std::string notes;
    std::string privateId;
    std::string detailsUrl;
    std::string codeUrl;
    std::vector<BenchmarkResult> benchmarks; // in the ruleset's column order
};

struct Round
{
    std::string name;    // e.g. "training_results_v4.1", or the folder name given
    std::string ruleset; // e.g. "4.1.0"
    std::string rules;   // "published" or "current" (core/rules: RulesEdition); "" when unknown
    std::string source;  // what was opened (folder, archive or dataset file)
    std::vector<SystemEntry> systems; // official CSV row order
};

struct Dataset
{
    std::vector<Round> rounds;
    bool empty() const { return rounds.empty(); }
};

const char* toString(RunStatus status);
std::optional<RunStatus> runStatusFromString(std::string_view text);

// Indices of dataset.rounds, oldest first: by the round's own version (the "vX.Y" of
// "training_results_v4.1"), else that of its ruleset; rounds of unknown version last;
// ties in dataset order. --ruleset may score a round with another round's rules, which
// does not make it that round. Provenance and cross-round views share this order.
std::vector<std::size_t> roundsOldestFirst(const Dataset& dataset);

} // namespace scalescope
