#pragma once
// How much work the uncertainty estimates of one series may do (issue 28: no input makes
// an analysis run unbounded). Resampling costs resamples x (runs drawn + points rebuilt);
// leave one out costs rebuilds x points. Past the budget, resamples are cut to what fits
// and the cut is said in every output (Series::warnings, the JSON's "uncertainty_budget");
// below kMinResamples, or for leave one out, the estimate is left out with the reason.

#include "core/util/message.h"

#include <cstdint>
#include <optional>
#include <string>

namespace scalescope::analysis {

// Elementary steps (a run drawn, a point of a rebuilt curve) one estimate of one series
// may take: at most about half a second in a release build here (bench/analysis_bench:
// 0.28 s for a series of a million runs, 0.60 s for 20,000 entries in all-points mode).
// Real rounds stay far below: no series of v3.1, v4.1 or v5.1, in any grouping with all
// points, is cut (the largest has 62 points).
inline constexpr std::uint64_t kUncertaintyWorkBudget = 50'000'000;
// Refitting the three models costs about this many steps a point (grid, golden section
// and Levenberg-Marquardt evaluations): leaving each of P points out costs P x P x this.
inline constexpr std::uint64_t kFitStepsPerPoint = 2000;
// Fewer resamples than this give no usable 95% interval: the estimate is left out.
inline constexpr int kMinResamples = 200;

struct ResampleBudget
{
    int requested = 0;
    int used = 0; // requested, fewer (cut), or 0 (left out)
    std::uint64_t workPerResample = 0;
    std::uint64_t budget = kUncertaintyWorkBudget;
    bool cut() const { return used < requested; }
};

// The resamples of `requested` that fit in `steps` (SeriesOptions::workBudget) at
// `workPerResample` steps each (0 when fewer than kMinResamples fit).
ResampleBudget resamplesWithinBudget(int requested, std::uint64_t workPerResample,
                                     std::uint64_t steps = kUncertaintyWorkBudget);

// "run bootstrap cut to 4545 of 100000 resamples: each takes 11000 steps (runs drawn and
// points rebuilt), over the budget of 50000000 for one series; its intervals are coarser",
// or "... left out: ..." when none fit; empty when nothing was cut.
std::string budgetSentence(const std::string& estimate, const ResampleBudget& budget);
// The same sentence as a message, estimate naming what was cut; nullopt when nothing was.
std::optional<Message> budgetMessage(const MessageArg& estimate, const ResampleBudget& budget);

// Whether `rebuilds` rebuilds of `points` steps each fit `budget`.
bool withinBudget(std::uint64_t rebuilds, std::uint64_t points,
                  std::uint64_t budget = kUncertaintyWorkBudget);

} // namespace scalescope::analysis
