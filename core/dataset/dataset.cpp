#include "core/dataset/dataset.h"

#include <algorithm>
#include <cctype>
#include <numeric>

namespace scalescope {

namespace {

// "4.1.0" -> {4, 1, 0}; also finds the numbers after the last "_v" of
// "training_results_v4.1". Empty when there are none.
std::vector<long> versionNumbers(const std::string& text)
{
    std::vector<long> numbers;
    std::size_t i = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
        long value = 0;
        // Bounded: a version part past 9 digits is not a version (and must not overflow).
        for (int digits = 0; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]));
             ++i, ++digits)
            if (digits < 9)
                value = value * 10 + (text[i] - '0');
        numbers.push_back(value);
        if (i + 1 < text.size() && text[i] == '.' &&
            std::isdigit(static_cast<unsigned char>(text[i + 1])))
            ++i;
        else
            break;
    }
    return numbers;
}

// The round's own version ("training_results_v4.1"), else that of the ruleset it was
// scored with (a folder given another name): --ruleset may score a round with another
// round's rules, which does not make it that round.
std::vector<long> versionOf(const Round& round)
{
    if (const auto at = round.name.rfind("_v"); at != std::string::npos)
        if (auto numbers = versionNumbers(round.name.substr(at + 2)); !numbers.empty())
            return numbers;
    return versionNumbers(round.ruleset);
}

} // namespace

std::vector<std::size_t> roundsOldestFirst(const Dataset& dataset)
{
    std::vector<std::size_t> order(dataset.rounds.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::vector<std::vector<long>> versions;
    for (const auto& round : dataset.rounds)
        versions.push_back(versionOf(round));
    // Rounds of unknown version come last: they cannot be older than a known one.
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (versions[a].empty() != versions[b].empty())
            return versions[b].empty();
        return versions[a] < versions[b];
    });
    return order;
}

const char* toString(RunStatus status)
{
    switch (status) {
    case RunStatus::Counted:
        return "counted";
    case RunStatus::DroppedFastest:
        return "dropped_fastest";
    case RunStatus::DroppedSlowest:
        return "dropped_slowest";
    case RunStatus::Rejected:
        return "rejected";
    }
    return "rejected";
}

std::optional<RunStatus> runStatusFromString(std::string_view text)
{
    for (const auto status : {RunStatus::Counted, RunStatus::DroppedFastest,
                              RunStatus::DroppedSlowest, RunStatus::Rejected})
        if (text == toString(status))
            return status;
    return std::nullopt;
}

} // namespace scalescope
