#pragma once
// One scored entry of a round and its per-point figures (docs/analysis.md §1, §3).

#include "core/analysis/reference_convergence.h"
#include "core/dataset/dataset.h"
#include "core/util/message.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace scalescope::analysis {

// A central interval of a bootstrap distribution (docs/analysis.md §9).
struct Interval
{
    double low = 0;
    double high = 0;
};

// docs/analysis.md §8.2: the time efficiency split into named factors that multiply out,
// E = throughputEfficiency / sampleInflation x rcpNormalisation x scoreAveraging (to
// rounding). Throughput uses the raw minutes of the counted runs that have samples; the
// time efficiency uses the official score, so two factors bridge them:
// - rcpNormalisation r = f_ref / f, f the point's scaling_factor (1 with --raw);
// - scoreAveraging a = (U_ref / M_ref) / (U / M), U the unscaled time (the olympic mean
//   of the counted runs), M the mean raw minutes of the counted runs with samples: 1 when
//   every counted run has samples.
struct EfficiencyDecomposition
{
    double timeEfficiency = 0;       // E
    double throughputEfficiency = 0; // Ex = Sx / p
    double sampleInflation = 0;      // I
    double rcpNormalisation = 1;     // r
    double scoreAveraging = 1;       // a
    double product() const
    {
        return throughputEfficiency / sampleInflation * rcpNormalisation * scoreAveraging;
    }
};

struct RunTime
{
    std::string file;
    std::optional<double> minutes; // scaled by the RCP factor unless raw mode
    RunStatus status = RunStatus::Rejected;
    std::optional<double> rawMinutes;      // as logged, never scaled (throughput uses it)
    std::optional<double> globalBatchSize; // MLLOG global_batch_size
    std::optional<double> samples;         // samples to converge (docs/analysis.md §8)
    std::optional<double> samplesPerSecondPerGpu;
    std::string samplesMethod; // how `samples` was counted, or why there is none
    TrainingRecords records;   // as imported (reference_convergence.h reads them)
};

struct Point
{
    // Identity and filterable attributes.
    std::string round;
    std::string ruleset; // "4.1.0": which reference convergence points apply
    std::string systemId;
    std::string submitter;
    std::string system;
    std::string division;
    std::string availability;
    std::string accelerator;         // canonical model name
    std::string acceleratorOriginal; // as the system JSON writes it
    std::string framework;
    std::string host;
    std::string numberOfNodes;
    std::string benchmark;
    std::optional<std::string> republishedFrom; // BenchmarkResult::republishedFrom
    std::string republishedOf;                  // BenchmarkResult::republishedOf
    // The system ids of the copies of this point's logs published under another name in
    // its round and left out of its series (republishedLeftOut): one set of logs is one
    // point, named with all its names (docs/analysis.md §1.4).
    std::vector<std::string> alsoPublishedAs;
    // The system name without its node or GPU count (system_design.h): with submitter
    // and accelerator model, what a system family is keyed on.
    std::string design;
    std::string designLabel;

    std::int64_t n = 0; // accelerators_count
    double minutes = 0; // T: official score, or raw mean in raw mode
    std::optional<double> scoreMinutes;
    std::optional<double> rawMinutes;
    double scalingFactor = 1.0;
    std::optional<double> energyJoules;

    std::vector<RunTime> runs;           // every run, in file order
    std::optional<double> runMinMinutes; // over counted runs
    std::optional<double> runMaxMinutes;

    bool onFrontier = false; // fastest point of the series at its N
    // On the frontier but not faster than a frontier point with fewer GPUs: shown, but
    // left out of break-even and fits unless SeriesOptions::keepDominated.
    bool dominated = false;
    bool inCurve = false; // one of the points break-even and fits use
    // Republished (republishedFrom, republishedOf) from an entry that is a point of the
    // same series, in an earlier round or earlier in its own round: shown, but, like a
    // dominated point, left out of the frontier, break-even, fits and bootstraps, which
    // count the result once, as that point (docs/analysis.md §1.4 Provenance).
    bool republishedLeftOut = false;
    // A point break-even and fits may use in all-points mode.
    bool usable() const { return !republishedLeftOut; }

    // From the counted runs' logs: the global batch size (of the first counted run that
    // logs one; batchSizeVaries when the runs disagree).
    std::optional<double> globalBatchSize;
    bool batchSizeVaries = false;

    // §3 figures, relative to the series reference.
    double speedup = 0;
    double scaleFactor = 0;
    double efficiency = 0;
    double gpuHours = 0;
    std::optional<double> cost; // gpuHours x the price of its accelerator; none without one
    std::optional<double> kwh;
    std::optional<double> localExponent;
    std::string localExponentReason;
    Message localExponentReasonMessage; // the same, for the desktop app to translate
    std::optional<double> karpFlatt;
    std::string karpFlattReason;
    Message karpFlattReasonMessage;

    // §8 throughput: means over the counted runs that have samples; the ratios are
    // against the reference (speedup_raw = throughputSpeedup / sampleInflation).
    std::optional<double> samplesToConverge;
    std::optional<double> samplesPerSecondPerGpu;
    std::optional<double> throughputSpeedup; // total samples/s over the reference's
    std::optional<double> sampleInflation;   // samples to converge over the reference's
    std::string samplesReason;               // why there are no samples, or how counted
    // The mean raw minutes of the counted runs with samples (what throughput uses), and
    // E split into factors; none when the point or the reference has no samples.
    std::optional<double> sampledRunMinutes;
    std::optional<EfficiencyDecomposition> decomposition;

    // §8 against the round's reference convergence points (reference_convergence.h):
    // the mean over counted runs of what each needed to converge, and what the reference
    // runs needed at this global batch size, in the same unit. measured / expected tells
    // run luck from the batch size's cost. convergenceReason says why either is missing.
    std::optional<double> measuredConvergence;
    std::optional<ExpectedConvergence> expectedConvergence;
    std::string convergenceReason;

    // §9 bootstrap intervals (none when bootstrap is off or the point has no runs).
    std::optional<Interval> speedupInterval;
    std::optional<Interval> efficiencyInterval;
    std::optional<Interval> localExponentInterval;

    std::vector<double> countedRunMinutes() const;
};

// One step of the measured curve that break-even and fits use: the frontier, or in
// all-points mode one entry per distinct N (geometric mean of its times).
struct CurvePoint
{
    double n = 0;
    double minutes = 0;
    double speedup = 0;
    double efficiency = 0;
    std::optional<double> localExponent; // from the previous curve point
};

} // namespace scalescope::analysis
