#pragma once
// Uncertainty over entries (docs/analysis.md §9): a curve built from different entries is
// as uncertain as the choice of those entries. Leave one entry out, and a seeded bootstrap
// over entries, each rebuilding the curve and every break-even rule.

#include "core/analysis/break_even.h"
#include "core/analysis/options.h"
#include "core/analysis/point.h"
#include "core/analysis/uncertainty_budget.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace scalescope::analysis {

struct Series;

// Where one rebuild puts a rule: a value, an unmeasured bracket (threshold only), or
// nothing (no crossing, a lower bound or no estimate).
struct RuleOutcome
{
    std::optional<double> n;     // the N* (threshold) or the measured N of the rule
    std::optional<double> gapTo; // threshold crossing in a gap: between n and gapTo
    bool has() const { return n.has_value(); }
};

// Leave one entry out, for one rule.
struct RuleSensitivity
{
    RuleOutcome full; // with every entry
    // Range of the rule's N over the rebuilds that have one (a bracket counts both ends).
    std::optional<Interval> range;
    int rebuilds = 0;
    int rebuildsWithValue = 0;
    // The entry (index into Series::points) whose removal moves the rule most, and the
    // outcome without it; a removal that takes the value away counts first.
    std::optional<std::size_t> influential;
    RuleOutcome withoutInfluential;
    bool dependsOnOneEntry = false; // removing `influential` leaves no value
};

struct EntryUncertainty
{
    RuleSensitivity threshold;
    RuleSensitivity marginal;
    RuleSensitivity knee;
    RuleSensitivity costOptimal;
    // Entry bootstrap of the threshold crossing (series with >= kMinCountsForEntryBootstrap
    // distinct N): central interval over the resamples with a crossing (a crossing in a
    // gap contributes both ends of its bracket) and how many had one.
    std::optional<Interval> bootstrapInterval;
    int bootstrapResamples = 0;
    int bootstrapWithCrossing = 0;
    std::string bootstrapReason;    // why there is no entry bootstrap
    Message bootstrapReasonMessage; // the same, for the desktop app to translate
    ResampleBudget bootstrapBudget; // the resamples asked and done (uncertainty_budget.h)
    std::string leaveOneOutReason;  // why no entry was left out (over the work budget)
    Message leaveOneOutReasonMessage;
};

inline constexpr std::size_t kMinCountsForEntryBootstrap = 5;

// The rule outcome of a break-even (the threshold's N* or bracket, the others' N when an
// estimate).
RuleOutcome thresholdOutcome(const BreakEvenEstimate& estimate);
RuleOutcome measuredOutcome(const BreakEvenEstimate& estimate);

// Needs the series analysed (frontier, reference and curve set by analyzeSeries).
EntryUncertainty entryUncertainty(const Series& series, const SeriesOptions& options);

} // namespace scalescope::analysis
