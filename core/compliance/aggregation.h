#pragma once
// The virtual records of docs/mlperf-scoring.md §3.4: stable-diffusion style FID/CLIP
// evaluations, logged one metric per record, grouped by samples_count (3.1.0: step_num)
// into one `aggregated_eval_accuracy` record per group.

#include "core/compliance/compiled_rules.h"
#include "core/json/json_value.h"

#include <deque>
#include <string>
#include <vector>

namespace scalescope::compliance::detail {

struct LogLine
{
    int keyId = -1;
    std::uint32_t line = 0; // 0 for virtual records
    py::RecordView view;
};

// Storage for the JSON of virtual records; lives as long as one check().
struct AggregateStore
{
    json::Arena arena;
    std::deque<std::string> texts;
};

// Appends the groups to `lines` (as the official BEGIN code extends `loglines`). Returns
// an empty string, or the reason the official code would raise (a record without the
// group key or metric, metadata that is not a dict).
std::string appendAggregatedRecords(const Aggregation& aggregation, std::vector<LogLine>& lines,
                                    AggregateStore& store);

} // namespace scalescope::compliance::detail
