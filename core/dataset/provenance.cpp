#include "core/dataset/provenance.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <numeric>
#include <optional>
#include <utility>

namespace scalescope {

namespace {

// The counted runs' hashes (`hash` of each), sorted; empty when the entry cannot be
// compared so.
std::vector<std::string> keyOf(const BenchmarkResult& result, std::string RunFigure::*hash)
{
    std::vector<std::string> key;
    for (const auto& run : result.runs) {
        if (run.status != RunStatus::Counted)
            continue;
        if ((run.*hash).empty())
            return {};
        key.push_back(run.*hash);
    }
    std::sort(key.begin(), key.end());
    return key;
}

struct FirstEntry
{
    std::string round;
    std::string system;
};

} // namespace

std::vector<RepublishedEntry> markRepublished(Dataset& dataset)
{
    const std::vector<std::size_t> order = roundsOldestFirst(dataset);

    std::vector<RepublishedEntry> marked;
    // Records and bytes are looked up apart: a dataset file saved before records were
    // hashed has byte hashes only, and may be combined with a new import.
    std::map<std::vector<std::string>, FirstEntry> byRecords;
    std::map<std::vector<std::string>, FirstEntry> byBytes;
    for (const std::size_t r : order) {
        Round& round = dataset.rounds[r];
        for (std::size_t s = 0; s < round.systems.size(); ++s)
            for (std::size_t b = 0; b < round.systems[s].benchmarks.size(); ++b) {
                BenchmarkResult& result = round.systems[s].benchmarks[b];
                result.republishedFrom.reset();
                result.republishedOf.clear();
                std::optional<FirstEntry> first;
                std::vector<std::pair<std::map<std::vector<std::string>, FirstEntry>*,
                                      std::vector<std::string>>>
                    keys;
                for (auto [hash, firsts] : {std::pair{&RunFigure::recordsHash, &byRecords},
                                            std::pair{&RunFigure::contentHash, &byBytes}}) {
                    auto key = keyOf(result, hash);
                    if (key.empty())
                        continue;
                    if (const auto found = firsts->find(key); found != firsts->end() && !first)
                        first = found->second;
                    keys.emplace_back(firsts, std::move(key));
                }
                // A copy's keys lead to its first entry too: a later copy found only by
                // one of them (records where this one matched by bytes) has the same first.
                const FirstEntry origin =
                    first.value_or(FirstEntry{round.name, round.systems[s].systemId});
                for (auto& [firsts, key] : keys)
                    firsts->try_emplace(std::move(key), origin);
                if (!first)
                    continue;
                result.republishedFrom = first->round;
                result.republishedOf = first->system;
                marked.push_back({r, s, b, first->round, first->system});
            }
    }
    return marked;
}

Message republishedReport(const Dataset& dataset, const std::vector<RepublishedEntry>& entries,
                          std::size_t shown)
{
    if (entries.empty() || shown == 0)
        return {};
    std::optional<Message> list;
    for (std::size_t i = 0; i < entries.size() && i < shown; ++i) {
        const auto& entry = entries[i];
        const Round& round = dataset.rounds[entry.round];
        const BenchmarkResult& result = round.systems[entry.system].benchmarks[entry.benchmark];
        // The folder starts with the round's own folder name.
        Message one{
            "provenance.first_in",
            {textArg(result.folder.empty() ? round.name : result.folder), textArg(entry.from)}};
        list =
            list ? Message{"list.comma", {messageArg(std::move(*list)), messageArg(std::move(one))}}
                 : std::move(one);
    }
    MessageArg named = messageArg(std::move(*list));
    if (entries.size() > shown)
        named = messageArg(
            {"compliance.and_more",
             {std::move(named), numberArg(static_cast<long long>(entries.size() - shown))}});
    if (entries.size() == 1)
        return {"provenance.report.one", {std::move(named)}};
    return {"provenance.report",
            {numberArg(static_cast<long long>(entries.size())), std::move(named)}};
}

std::string republishedSentence(const Dataset& dataset,
                                const std::vector<RepublishedEntry>& entries, std::size_t shown)
{
    const Message message = republishedReport(dataset, entries, shown);
    return message.id.empty() ? std::string() : englishText(message);
}

} // namespace scalescope
