#pragma once
// The ImportReport as JSON, for `summarize --report`: the counters, the one-line
// summary and every item with its severity, kind, path, line and message.

#include "core/importer/import_report.h"

#include <string>
#include <string_view>

namespace scalescope::output {

// The first key of the document, so a script can tell the layout it reads.
inline constexpr std::string_view kImportReportSchema = "scalescope-import-report/1";
std::string importReportJson(const ImportReport& report);

} // namespace scalescope::output
