#pragma once
// docs/analysis.md §9: a series that joins several submitters' entries (grouped by
// accelerator, submitter, framework or all) measures every speedup from one reference,
// which may be another submitter's machine. Where the entries a break-even rests on come
// from another submitter than the reference, the same rules are run again on each of
// those entries' own system family, from that family's own reference, so a reader sees
// how much the borrowed reference moves N*.

#include "core/analysis/options.h"
#include "core/analysis/verdict.h"

#include <optional>
#include <string>
#include <vector>

namespace scalescope::analysis {

struct Series;

// Empty unless series mixes families and the verdict rests on an entry of another
// submitter than the reference's. Needs series analysed up to its verdict.
std::vector<FamilyReferenceVerdict> familyReferenceVerdicts(const Series& series,
                                                            const SeriesOptions& options);

} // namespace scalescope::analysis
