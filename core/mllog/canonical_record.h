#pragma once
// The fast path of readMllog: a record in the exact layout mlperf_logging writes, read
// in place without the general JSON reader.

#include "core/mllog/mllog_reader.h"

#include <string_view>

namespace scalescope::mllog::detail {

// Fills `record` (all but its line) from a trimmed payload and returns true when the
// payload has the logger's layout; returns false, leaving the payload to json::parse,
// for anything else. With `detailed`, value and metadata of other keys are checked but
// not built (ReadOptions::detailed).
bool readCanonicalRecord(std::string_view payload, json::Arena& arena, const KeySet* detailed,
                         Record& record);

} // namespace scalescope::mllog::detail
