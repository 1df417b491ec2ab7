#pragma once
// The `summarize --format` writers. csv, json and table print one row per (system,
// benchmark) with the columns of resultColumns(); official-csv prints the official
// summary (official_summary.h).

#include "core/dataset/dataset.h"
#include "core/output/text_result.h"

#include <optional>
#include <string>
#include <string_view>

namespace scalescope::output {

// Dataset: the .scalescope.json dataset file (core/dataset/dataset_io.h), which is how
// the embedded sample is made.
enum class OutputFormat { Table, Csv, Json, OfficialCsv, Dataset };

std::optional<OutputFormat> outputFormatFromString(std::string_view name);
const char* toString(OutputFormat format);
// "table, csv, json, official-csv, dataset"
std::string outputFormatNames();

// A header, then one line per row; numbers in Python repr form, blank when missing.
std::string resultsCsv(const Dataset& dataset);
// {"schema": kSummarySchema, "results": [...]}: one object per row, keys in column order;
// missing numbers are null (docs/analysis-schema.md).
inline constexpr std::string_view kSummarySchema = "scalescope-summary/1";
std::string resultsJson(const Dataset& dataset);
// Aligned columns for people: text left, numbers right, "-" when missing. A single
// round is named in a title line rather than in "round" and "ruleset" columns.
std::string resultsTable(const Dataset& dataset);

TextResult writeSummary(const Dataset& dataset, OutputFormat format);

} // namespace scalescope::output
