#pragma once
// The summary CSV exactly as the official `mlperf_logging` result_summarizer writes it
// (docs/mlperf-scoring.md §5): fixed system columns, one column per benchmark of the
// ruleset, rows sorted by every column, floats in Python repr form.

#include "core/dataset/dataset.h"
#include "core/output/text_result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace scalescope::output {

// A cell typed as pandas holds it, because the type decides the sort order: strings by
// code point, integers by value, floats by value with blanks last.
using OfficialCell = std::variant<std::string, std::int64_t, std::optional<double>>;
using OfficialRow = std::vector<OfficialCell>;

struct OfficialTable
{
    std::vector<std::string> columns;
    std::vector<OfficialRow> rows; // sorted
};

// The ruleset's benchmarks in column order; a benchmark a system has that the ruleset
// does not list is appended, and an unknown ruleset gives the benchmarks as first seen.
std::vector<std::string> officialBenchmarkColumns(const Round& round);

// Lexicographic over all cells, in column order; a blank (or NaN) float sorts last.
bool officialRowLess(const OfficialRow& left, const OfficialRow& right);

// "" for a blank float, Python repr for a float, decimal for an integer.
std::string officialCellText(const OfficialCell& cell);

// Fails when the rounds do not share one set of benchmark columns.
OfficialTable officialSummaryTable(const Dataset& dataset, std::string* error = nullptr);
TextResult officialSummaryCsv(const Dataset& dataset);

} // namespace scalescope::output
