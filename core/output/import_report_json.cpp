#include "core/output/import_report_json.h"

#include "core/dataset/import_report_object.h"

#include <nlohmann/json.hpp>

namespace scalescope::output {

std::string importReportJson(const ImportReport& report)
{
    using Json = nlohmann::ordered_json;
    Json document = {{"schema", kImportReportSchema}, {"summary", report.summary()}};
    Json counts = importReportObject(report);
    for (auto& [key, value] : counts.items())
        document[key] = std::move(value);
    return document.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

} // namespace scalescope::output
