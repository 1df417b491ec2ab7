#include "core/analysis/uncertainty_budget.h"

#include <algorithm>
#include <limits>

namespace scalescope::analysis {

ResampleBudget resamplesWithinBudget(int requested, std::uint64_t workPerResample, std::uint64_t steps)
{
    ResampleBudget budget;
    budget.budget = steps;
    budget.requested = std::max(requested, 0);
    budget.workPerResample = std::max<std::uint64_t>(workPerResample, 1);
    const std::uint64_t fitting = steps / budget.workPerResample;
    if (fitting >= static_cast<std::uint64_t>(budget.requested))
        budget.used = budget.requested;
    else if (fitting >= static_cast<std::uint64_t>(kMinResamples))
        budget.used = static_cast<int>(fitting);
    else
        budget.used = 0;
    return budget;
}

std::string budgetSentence(const std::string& estimate, const ResampleBudget& budget)
{
    if (!budget.cut())
        return {};
    const std::string why = "each resample takes " + std::to_string(budget.workPerResample) +
                            " steps (runs drawn and points rebuilt), and one series may take " +
                            std::to_string(budget.budget);
    if (budget.used == 0)
        return estimate + " left out: " + why + ", so fewer than " + std::to_string(kMinResamples) +
               " resamples would fit";
    return estimate + " cut to " + std::to_string(budget.used) + " of " + std::to_string(budget.requested) +
           " resamples: " + why + "; its intervals are coarser";
}

bool withinBudget(std::uint64_t rebuilds, std::uint64_t points, std::uint64_t budget)
{
    if (points != 0 && rebuilds > std::numeric_limits<std::uint64_t>::max() / points)
        return false;
    return rebuilds * points <= budget;
}

} // namespace scalescope::analysis
