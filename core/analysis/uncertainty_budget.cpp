#include "core/analysis/uncertainty_budget.h"

#include <algorithm>
#include <limits>

namespace scalescope::analysis {

ResampleBudget resamplesWithinBudget(int requested, std::uint64_t workPerResample,
                                     std::uint64_t steps)
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

std::optional<Message> budgetMessage(const MessageArg& estimate, const ResampleBudget& budget)
{
    if (!budget.cut())
        return std::nullopt;
    const auto work = numberArg(static_cast<long long>(budget.workPerResample));
    const auto steps = numberArg(static_cast<long long>(budget.budget));
    if (budget.used == 0)
        return Message{"budget.left_out",
                       {estimate, work, steps, numberArg(static_cast<long long>(kMinResamples))}};
    return Message{"budget.cut",
                   {estimate, numberArg(static_cast<long long>(budget.used)),
                    numberArg(static_cast<long long>(budget.requested)), work, steps}};
}

std::string budgetSentence(const std::string& estimate, const ResampleBudget& budget)
{
    const auto message = budgetMessage(textArg(estimate), budget);
    return message ? englishText(*message) : std::string();
}

bool withinBudget(std::uint64_t rebuilds, std::uint64_t points, std::uint64_t budget)
{
    if (points != 0 && rebuilds > std::numeric_limits<std::uint64_t>::max() / points)
        return false;
    return rebuilds * points <= budget;
}

} // namespace scalescope::analysis
