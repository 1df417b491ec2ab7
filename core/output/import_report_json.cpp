#include "core/output/import_report_json.h"

#include <nlohmann/json.hpp>

namespace scalescope::output {

std::string importReportJson(const ImportReport& report)
{
    using Json = nlohmann::ordered_json;
    Json items = Json::array();
    for (const auto& item : report.items)
        items.push_back({{"severity", toString(item.severity)},
                         {"kind", toString(item.kind)},
                         {"path", item.path},
                         {"line", item.line},
                         {"message", item.message}});
    const Json document = {{"summary", report.summary()},
                           {"files_read", report.filesRead},
                           {"bytes_read", report.bytesRead},
                           {"runs_read", report.runsRead},
                           {"runs_rejected", report.runsRejected},
                           {"scores_computed", report.scoresComputed},
                           {"items", std::move(items)}};
    return document.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

} // namespace scalescope::output
