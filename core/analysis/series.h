#pragma once
// Series of points and the whole analysis of docs/analysis.md over an imported dataset.
// Pure functions: the GUI calls analyze() on every slider step.

#include "core/analysis/accelerators.h"
#include "core/analysis/break_even.h"
#include "core/analysis/entry_uncertainty.h"
#include "core/analysis/fits.h"
#include "core/analysis/options.h"
#include "core/analysis/pareto.h"
#include "core/analysis/point.h"
#include "core/analysis/uncertainty_budget.h"
#include "core/analysis/verdict.h"
#include "core/dataset/dataset.h"
#include "core/util/message.h"

#include <cstddef>
#include <string>
#include <vector>

namespace scalescope::analysis {

struct Reference
{
    std::size_t index = 0; // into Series::points
    std::string systemId;
    std::string round;
    std::int64_t n = 0;
    double minutes = 0;
    bool userChosen = false;
    ReferenceRule rule = ReferenceRule::FastestAtFewest; // the rule, when not user-chosen
    std::string chosenBy;    // "fastest entry at the fewest GPUs", "chosen point", ...
    Message chosenByMessage; // the same, for the desktop app to translate
    std::string note;        // e.g. why a requested reference was not used
    Message noteMessage;     // the same (an empty id without a note)
};

struct Series
{
    std::string benchmark;
    GroupBy groupBy = GroupBy::Accelerator;
    std::string group;               // e.g. "NVIDIA H100-SXM5-80GB", "NVIDIA / ... / ..."
    std::vector<std::string> rounds; // rounds its points come from
    std::vector<Point> points;       // by increasing N, then T
    Reference reference;
    std::vector<CurvePoint> curve; // what break-even and fits use
    BreakEven breakEven;
    std::vector<ParetoPoint> pareto; // time vs GPU-hours, one entry per curve point
    Fits fits;
    // The fitted curve charts draw and the modelled cost optimum uses: the chosen model,
    // or the best one (SeriesOptions::costModelFromBest); none draws no curve.
    std::optional<FitKind> shownFit;
    // Only the best model extrapolates past the largest N (to kMaxExtrapolation x).
    bool shownFitExtrapolates() const { return shownFit && shownFit == fits.best; }
    std::vector<std::string> accelerators; // distinct models of its points
    // The price per accelerator-hour of its one accelerator model (SeriesOptions::priceFor);
    // none when it has none, or mixes models (priceReason says which).
    std::optional<double> price;
    std::string priceReason;
    std::vector<std::string> warnings;    // e.g. "mixes accelerators: ..."
    std::vector<Message> warningMessages; // the same warnings, for the UI to translate
    std::string caveat; // what a point is and what the series mixes (shown by default)
    std::vector<Message> caveatMessages; // the caveat's sentences, for the UI to translate
    EntryUncertainty entryUncertainty;   // §9: leave one entry out, entry bootstrap
    ResampleBudget runBootstrap;         // §9: the run bootstrap's resamples, asked and done
    Verdict verdict;                     // the one break-even every output formats (verdict.h)
};

// §1: every point of the dataset that passes the filter, grouped into series (sorted by
// benchmark, then group). Points are filled with identity, N, T and runs; no figures yet.
std::vector<Series> buildSeries(const Dataset& dataset, const SeriesOptions& options,
                                const AcceleratorCatalog& catalog = AcceleratorCatalog::builtin());

// §2-§5 on one series: reference, frontier, per-point figures, curve, break-even, fits.
void analyzeSeries(Series& series, const SeriesOptions& options);

// buildSeries + analyzeSeries on each; series with no point are not returned.
std::vector<Series> analyze(const Dataset& dataset, const SeriesOptions& options,
                            const AcceleratorCatalog& catalog = AcceleratorCatalog::builtin());

// Provenance in words (docs/analysis.md §1.4), for every output: the point's system id,
// with the other names its logs were published under in its round ("X (also published
// as Y)"); and, for a republished point, whose logs it republishes and whether the
// series leaves it out (none for a point that republishes nothing).
Message pointNameMessage(const Point& point);
std::optional<Message> republishedMessage(const Point& point);

// What the dataset holds, for "unknown benchmark / accelerator" messages and GUI menus.
// Their keys (core/analysis/benchmark_identity.h): RetinaNet of v4.1 and v5.1 is one.
std::vector<std::string> benchmarksIn(const Dataset& dataset, std::string_view onlyRound = {});
std::vector<std::string>
acceleratorsIn(const Dataset& dataset,
               const AcceleratorCatalog& catalog = AcceleratorCatalog::builtin());

// The framework as submitted, without commit hashes ("tinygrad, commit b554...e368b" ->
// "tinygrad"), with runs of blanks collapsed and words said twice in a row said once ("NGC Pytorch
// NGC Pytorch NGC HugeCTR" -> "NGC Pytorch HugeCTR"): what legends and group names show.
std::string normalizedFramework(std::string_view framework);

// The framework text without version-like tokens ("PyTorch NVIDIA Release 24.09" ->
// "PyTorch NVIDIA Release"), so one family is recognised across rounds.
std::string frameworkFamily(std::string_view framework);

} // namespace scalescope::analysis
