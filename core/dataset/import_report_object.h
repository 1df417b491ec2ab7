#pragma once
// The ImportReport as a JSON object (counters and every item), shared by the dataset file
// ("import_report") and `summarize --report` (which adds the one-line summary).

#include "core/importer/import_report.h"

#include <nlohmann/json_fwd.hpp>

namespace scalescope {

nlohmann::ordered_json importReportObject(const ImportReport& report);

} // namespace scalescope
