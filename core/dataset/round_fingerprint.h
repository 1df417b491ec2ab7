#pragma once
// What a saved session remembers of a round to tell, when it is opened again, whether the
// round on disk is still the one the view was made of: the XXH64 of every counted and
// uncounted result log's content hash (RunFigure::contentHash, computed by the importer
// anyway, so nothing is read twice), in dataset order, with the organisation, system,
// benchmark and file name of each. It changes when a log is edited, added, removed or renamed; it
// does not see a change of a system description that leaves the logs alone.

#include "core/dataset/dataset.h"

#include <cstddef>
#include <string>

namespace scalescope {

struct RoundFingerprint
{
    std::string hash;         // "xxh64:" and 16 hex digits (contentHashText)
    std::size_t logs = 0;     // result logs hashed
    std::size_t unhashed = 0; // result logs without a content hash (hashed by name only)

    bool operator==(const RoundFingerprint&) const = default;
};

RoundFingerprint roundFingerprint(const Round& round);

} // namespace scalescope
