#pragma once
// `scalescope compare` output (docs/analysis-schema.md, "scalescope-compare/1"): the
// hardware at one GPU count and, when asked, the progress per round, as a table for
// people, CSV or JSON.

#include "core/analysis/hardware_compare.h"

#include <string>

namespace scalescope::analysis {

std::string comparisonToTable(const HardwareComparison& comparison, const RoundProgress* progress);
// One row per entry; with progress, its rows follow under their own header after a blank line.
std::string comparisonToCsv(const HardwareComparison& comparison, const RoundProgress* progress);
std::string comparisonToJson(const HardwareComparison& comparison, const RoundProgress* progress);

// "1.12x"; "-" when none.
std::string factorText(const std::optional<double>& factor);

} // namespace scalescope::analysis
