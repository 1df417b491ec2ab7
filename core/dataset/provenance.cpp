#include "core/dataset/provenance.h"

#include <algorithm>
#include <cctype>
#include <map>
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
        for (int digits = 0; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); ++i, ++digits)
            if (digits < 9)
                value = value * 10 + (text[i] - '0');
        numbers.push_back(value);
        if (i + 1 < text.size() && text[i] == '.' && std::isdigit(static_cast<unsigned char>(text[i + 1])))
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

// The counted runs' hashes, sorted; empty when the entry cannot be compared.
std::vector<std::string> keyOf(const BenchmarkResult& result)
{
    std::vector<std::string> key;
    for (const auto& run : result.runs) {
        if (run.status != RunStatus::Counted)
            continue;
        if (run.contentHash.empty())
            return {};
        key.push_back(run.contentHash);
    }
    std::sort(key.begin(), key.end());
    return key;
}

} // namespace

std::vector<RepublishedEntry> markRepublished(Dataset& dataset)
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

    std::vector<RepublishedEntry> marked;
    std::map<std::vector<std::string>, std::string> firstRound;
    for (const std::size_t r : order) {
        Round& round = dataset.rounds[r];
        for (std::size_t s = 0; s < round.systems.size(); ++s)
            for (std::size_t b = 0; b < round.systems[s].benchmarks.size(); ++b) {
                BenchmarkResult& result = round.systems[s].benchmarks[b];
                result.republishedFrom.reset();
                auto key = keyOf(result);
                if (key.empty())
                    continue;
                const auto [first, inserted] = firstRound.try_emplace(std::move(key), round.name);
                if (inserted)
                    continue;
                result.republishedFrom = first->second;
                marked.push_back({r, s, b, first->second});
            }
    }
    return marked;
}

std::string republishedSentence(const Dataset& dataset, const std::vector<RepublishedEntry>& entries,
                                std::size_t shown)
{
    if (entries.empty())
        return {};
    std::string text = entries.size() == 1 ? "1 entry is a byte-identical republication of an earlier result: "
                                           : std::to_string(entries.size()) +
                                                 " entries are byte-identical republications of earlier results: ";
    for (std::size_t i = 0; i < entries.size() && i < shown; ++i) {
        const auto& entry = entries[i];
        const Round& round = dataset.rounds[entry.round];
        const BenchmarkResult& result = round.systems[entry.system].benchmarks[entry.benchmark];
        // The folder starts with the round's own folder name.
        text += (i ? ", " : "") + (result.folder.empty() ? round.name : result.folder) + " (first in " + entry.from + ")";
    }
    if (entries.size() > shown)
        text += ", and " + std::to_string(entries.size() - shown) + " more";
    text += "; they keep their first round and cross-round views count them once";
    return text;
}

} // namespace scalescope
