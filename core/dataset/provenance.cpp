#include "core/dataset/provenance.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <numeric>

namespace scalescope {

namespace {

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
    const std::vector<std::size_t> order = roundsOldestFirst(dataset);

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
