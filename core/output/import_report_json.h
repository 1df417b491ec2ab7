#pragma once
// The ImportReport as JSON, for `summarize --report`: the counters, the one-line
// summary and every item with its severity, kind, path, line and message.

#include "core/importer/import_report.h"

#include <string>

namespace scalescope::output {

std::string importReportJson(const ImportReport& report);

} // namespace scalescope::output
