#pragma once
// Scoring of one benchmark folder (docs/mlperf-scoring.md §4 and §6): the run time of
// one log, the olympic mean over runs and the energy mean, in the floating-point order
// the official summarizer uses, so that scores are bit-exact.

#include "core/mllog/mllog_reader.h"
#include "core/util/message.h"

#include <optional>
#include <string>
#include <vector>

namespace scalescope::scoring {

struct RunTime
{
    double startMs = 0;
    double stopMs = 0;
    double minutes() const { return ((stopMs - startMs) / 60) / 1000; } // this order, not / 60000
    double milliseconds() const { return stopMs - startMs; }
};

// Latest run_start and latest run_stop, up to the first record at which both were seen.
std::optional<RunTime> runTime(const mllog::MllogLog& log);

struct RunInput
{
    bool valid = false;
    double minutes = 0;                 // valid runs only
    std::optional<double> energyJoules; // valid runs with power logs only
};

enum class SliceRole { DroppedFastest, Counted, DroppedSlowest, Rejected };

struct OlympicScore
{
    std::optional<double> rawMinutes; // mean of the kept runs
    std::optional<double> rawEnergy;  // mean of the kept runs' energies (when all have one)
    std::vector<SliceRole> roles;     // per input run, in input order
    int counted = 0;
    std::string unscoredReason;    // when rawMinutes is empty
    Message unscoredReasonMessage; // the same, for the desktop app to translate
};

// `maxDropped` is m (1, or 4 for unet3d). Rejected runs count toward d and are assumed
// slowest: valid times t sorted ascending, kept slice t[m .. n - (m - d)).
// Ties keep input order, which the caller makes file-name order.
OlympicScore olympicScore(const std::vector<RunInput>& runs, int maxDropped);

} // namespace scalescope::scoring
