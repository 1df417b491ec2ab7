#pragma once
// The analysis output (what `scalescope analyze` prints): JSON (docs/analysis-schema.md),
// CSV (one row per point) and an aligned table for people. Returns strings; callers
// decide where they go. The break-even it states is the verdict (verdict.h).

#include "core/analysis/options.h"
#include "core/analysis/series.h"

#include <string>
#include <vector>

namespace scalescope::analysis {

// With a dataset, the JSON also says how many scores have power logs per round and how
// many entries per benchmark have samples to converge (docs/analysis-schema.md).
std::string seriesToJson(const std::vector<Series>& series, const SeriesOptions& options,
                         const Dataset* dataset = nullptr);
std::string seriesToCsv(const std::vector<Series>& series);
std::string seriesToTable(const std::vector<Series>& series, const SeriesOptions& options);

// One line per break-even estimate, as under the table ("efficiency >= 0.5: N = 64 ...").
std::vector<std::string> breakEvenLines(const Series& series, const SeriesOptions& options);
// One line per fit ("amdahl: f = 0.0123, 1/f = 81.3, R^2 = 0.998, RMSE = 0.021").
std::vector<std::string> fitLines(const Series& series);

} // namespace scalescope::analysis
