#pragma once
// The caveat shown by default on charts, exports and `analyze` output
// (docs/analysis.md §1.1): a frontier is not one strong-scaling experiment.

#include "core/util/message.h"

#include <string>
#include <vector>

namespace scalescope::analysis {

struct Series;

// "Each point is the fastest entry of some system at that GPU count; this series mixes
// 5 submitters and 7 systems with global batch sizes 1536 to 6912: ..." (the mixing part
// only when it does).
std::string seriesCaveat(const Series& series);
// The same caveat as messages, one per sentence (the first says what a point is; the UI's
// footnote shows it alone): seriesCaveat joins their English with a space.
std::vector<Message> seriesCaveatMessages(const Series& series);

} // namespace scalescope::analysis
