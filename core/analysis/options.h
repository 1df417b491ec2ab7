#pragma once
// What the user chose: grouping, filters, modes and prices (docs/analysis.md §1-§4).
// A plain value, so the GUI can keep one per view and recompute on every slider step.

#include "core/analysis/uncertainty_budget.h"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace scalescope::analysis {

enum class GroupBy {
    Accelerator, // one series per (benchmark, accelerator model): the best published result at each
                 // N
    Submitter,
    Framework,
    Family,       // the default: same submitter, accelerator model and system design, one round
    All,          // every accelerator of a benchmark together
    AcrossRounds, // a system family over every loaded round
};

const char* toString(GroupBy groupBy);
std::optional<GroupBy> groupByFromString(std::string_view text);

enum class FitKind { Amdahl, Usl, PowerLaw };
const char* toString(FitKind kind);

struct SeriesFilter
{
    std::string benchmark;           // empty: every benchmark
    std::string division = "closed"; // empty: every division
    std::string availability;        // empty: every availability; else exact, case-insensitive
    // Empty: every accelerator. A name the catalog knows selects that model exactly;
    // other text matches as a case-insensitive substring of the canonical or original name.
    std::string accelerator;
    std::string submitter; // case-insensitive substring
    std::optional<std::int64_t> minN;
    std::optional<std::int64_t> maxN;

    bool operator==(const SeriesFilter&) const = default;
};

// docs/analysis.md §2: which point the speedups are measured from.
enum class ReferenceRule {
    FastestAtFewest, // default: the fastest entry at the fewest GPUs (first frontier point)
    StudyRule,       // the study's rule: the fewest GPUs, slowest among ties
};
const char* toString(ReferenceRule rule);
std::optional<ReferenceRule> referenceRuleFromString(std::string_view text);

struct ReferenceChoice
{
    std::string systemId; // empty: the point `rule` picks; else this point (a clicked point)
    std::string round;    // empty: any round (needed only across rounds)
    ReferenceRule rule = ReferenceRule::FastestAtFewest;

    bool operator==(const ReferenceChoice&) const = default;
};

struct SeriesOptions
{
    GroupBy groupBy = GroupBy::Family;
    SeriesFilter filter;
    // Empty: every round. Else only this round's entries, as though the dataset held that
    // round alone (benchmark names, spellings and copies are then of that round): the
    // desktop's round choice, without a copy of the round.
    std::string round;
    bool allPoints = false; // break-even and fits use every point, not the frontier
    bool raw = false;       // T = olympic mean before RCP scaling, not the official score
    ReferenceChoice reference;
    double threshold = 0.5; // efficiency threshold theta (§4.1)
    double marginal = 0.5;  // marginal-return threshold theta_m (§4.2)
    // docs/analysis.md §4.4: price per accelerator-hour, per canonical accelerator model;
    // `price` applies to a model without its own. None is invented: without a price the
    // cost column is empty and the cheapest configuration is the one with the fewest
    // GPU-hours.
    std::optional<double> price;
    std::map<std::string, double, std::less<>> prices;
    std::optional<double> priceFor(std::string_view accelerator) const
    {
        if (const auto found = prices.find(accelerator); found != prices.end())
            return found->second;
        return price;
    }
    double valueOfTime = 0.0;         // per hour of waiting (§4.4)
    bool fits = true;                 // fit the models (§5)
    std::optional<FitKind> costModel; // also minimise cost over this fitted curve (modelled)
    // Without costModel: use the best model (docs/analysis.md §10) when there is one, the
    // desktop app's "Best model" choice; Series::shownFit says which it was.
    bool costModelFromBest = false;

    // A frontier point slower than one with fewer GPUs is "dominated": left out of
    // break-even and fits unless this is set (it is always shown).
    bool keepDominated = false;
    // Marginal rule: a step counts only when N grows by at least this ratio; smaller
    // steps are merged with the next one (GB200: 32 -> 36 is not a step).
    double minStepRatio = 1.5;
    // Fits: also fit the time at the reference (T1 free) instead of pinning it.
    bool freeT1 = false;
    // Bootstrap over each entry's counted runs (0: off); seeded, so reproducible.
    int bootstrapResamples = 1000;
    std::uint64_t bootstrapSeed = 20261203;
    double confidence = 0.95; // central interval of the bootstrap distribution
    // Bootstrap over the series' entries (docs/analysis.md §9; 0: off), same seed.
    int entryResamples = 1000;
    // Steps the uncertainty estimates of one series may take (uncertainty_budget.h).
    std::uint64_t workBudget = kUncertaintyWorkBudget;

    // Equal options give equal series (the GUI keeps its choices as one comparable value).
    bool operator==(const SeriesOptions&) const = default;
};

} // namespace scalescope::analysis
