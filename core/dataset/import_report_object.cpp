#include "core/dataset/import_report_object.h"

#include <nlohmann/json.hpp>

namespace scalescope {

nlohmann::ordered_json importReportObject(const ImportReport& report)
{
    using Json = nlohmann::ordered_json;
    Json items = Json::array();
    for (const auto& item : report.items)
        items.push_back({{"severity", toString(item.severity)},
                         {"kind", toString(item.kind)},
                         {"path", item.path},
                         {"line", item.line},
                         {"message", item.message}});
    Json object = {{"files_read", report.filesRead},     {"bytes_read", report.bytesRead},
                   {"runs_read", report.runsRead},       {"runs_rejected", report.runsRejected},
                   {"scores_computed", report.scoresComputed}, {"items", std::move(items)}};
    if (report.republished > 0) // likewise: imports without republications keep their old form
        object["republished"] = report.republished;
    if (!report.incomplete.empty()) // only then: complete imports keep their exact old form
        object["incomplete"] = report.incomplete;
    return object;
}

} // namespace scalescope
