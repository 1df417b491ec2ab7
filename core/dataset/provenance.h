#pragma once
// Provenance (docs/analysis.md §1.4 Provenance): which entries republish, byte for byte,
// result logs published before, so that views across rounds count them once.

#include "core/dataset/dataset.h"

#include <cstddef>
#include <string>
#include <vector>

namespace scalescope {

struct RepublishedEntry
{
    std::size_t round = 0; // indices into Dataset::rounds, SystemEntry::benchmarks
    std::size_t system = 0;
    std::size_t benchmark = 0;
    std::string from; // the round the logs were first published in
};

// Sets BenchmarkResult::republishedFrom on every entry whose counted runs' logs are,
// as a multiset of RunFigure::contentHash, those of an earlier entry, and clears it on
// every other. Earlier: rounds by version (the "vX.Y" of the name, else
// Round::ruleset; unknown last, ties in dataset order), entries of one round in dataset order. Entries with no counted run, or with a
// counted run that has no hash, are never marked nor matched. Returns the entries
// marked, in that order.
std::vector<RepublishedEntry> markRepublished(Dataset& dataset);

// "3 entries are byte-identical republications of earlier results: <path> (first in
// <round>), ..." naming at most `shown` entries; "" when there are none.
std::string republishedSentence(const Dataset& dataset, const std::vector<RepublishedEntry>& entries,
                                std::size_t shown = 5);

} // namespace scalescope
