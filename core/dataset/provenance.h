#pragma once
// Provenance (docs/analysis.md §1.4 Provenance): which entries republish result logs
// published before (the same MLLOG records, whatever other lines the files hold), so
// that views count them once.

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
    std::string of;   // the system id they were first published under
};

// Sets BenchmarkResult::republishedFrom and republishedOf on every entry whose counted
// runs' logs are those of an earlier entry, and clears them on every other. The same
// logs: the same multiset of RunFigure::recordsHash (their MLLOG records), or, for
// runs hashed before records were (older dataset files), of RunFigure::contentHash
// (their bytes; byte-identical logs have identical records). Earlier: rounds by version
// (the "vX.Y" of the name, else Round::ruleset; unknown last, ties in dataset order),
// entries of one round in dataset order. Entries with no counted run, or with a counted
// run that has neither hash, are never marked nor matched. Returns the entries marked,
// in that order.
std::vector<RepublishedEntry> markRepublished(Dataset& dataset);

// "3 entries republish the result logs of earlier entries: <path> (first in <round>),
// ..." naming at most `shown` entries; "" when there are none.
std::string republishedSentence(const Dataset& dataset,
                                const std::vector<RepublishedEntry>& entries,
                                std::size_t shown = 5);
// The same sentence as a message of core's catalog (provenance.report), for the report.
Message republishedReport(const Dataset& dataset, const std::vector<RepublishedEntry>& entries,
                          std::size_t shown = 5);

} // namespace scalescope
