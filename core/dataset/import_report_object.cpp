#include "core/dataset/import_report_object.h"

#include <nlohmann/json.hpp>

namespace scalescope {

nlohmann::ordered_json messageObject(const Message& message)
{
    using Json = nlohmann::ordered_json;
    Json args = Json::array();
    for (const auto& arg : message.args) {
        switch (arg.kind) {
        case MessageArg::Kind::Text:
            args.push_back(arg.text);
            break;
        case MessageArg::Kind::Number:
            args.push_back(Json{{"number", arg.text}});
            break;
        case MessageArg::Kind::Message:
            args.push_back(arg.message.empty() ? Json("") : messageObject(arg.message.front()));
            break;
        }
    }
    return {{"id", message.id}, {"args", std::move(args)}};
}

std::optional<Message> messageFromObject(const nlohmann::ordered_json& json, int maxDepth)
{
    if (maxDepth <= 0 || !json.is_object())
        return std::nullopt;
    const auto id = json.find("id");
    const auto args = json.find("args");
    if (id == json.end() || !id->is_string() || args == json.end() || !args->is_array() ||
        args->size() > 9)
        return std::nullopt;
    Message message{id->get<std::string>(), {}};
    if (!findMessageTemplate(message.id))
        return std::nullopt;
    for (const auto& arg : *args) {
        if (arg.is_string()) {
            message.args.push_back(textArg(arg.get<std::string>()));
        } else if (const auto number = arg.is_object() ? arg.find("number") : arg.end();
                   arg.is_object() && number != arg.end()) {
            if (!number->is_string())
                return std::nullopt;
            message.args.push_back(numberArg(number->get<std::string>()));
        } else if (auto nested = messageFromObject(arg, maxDepth - 1)) {
            message.args.push_back(messageArg(std::move(*nested)));
        } else {
            return std::nullopt;
        }
    }
    return message;
}

nlohmann::ordered_json importReportObject(const ImportReport& report, bool withMessages)
{
    using Json = nlohmann::ordered_json;
    Json items = Json::array();
    for (const auto& item : report.items) {
        items.push_back({{"severity", toString(item.severity)},
                         {"kind", toString(item.kind)},
                         {"path", item.path},
                         {"line", item.line},
                         {"message", item.message}});
        if (withMessages && !item.text.id.empty())
            items.back()["text"] = messageObject(item.text);
    }
    Json object = {{"files_read", report.filesRead},
                   {"bytes_read", report.bytesRead},
                   {"runs_read", report.runsRead},
                   {"runs_rejected", report.runsRejected},
                   {"scores_computed", report.scoresComputed},
                   {"items", std::move(items)}};
    if (report.republished > 0) // likewise: imports without republications keep their old form
        object["republished"] = report.republished;
    if (!report.incomplete.empty()) // only then: complete imports keep their exact old form
        object["incomplete"] = report.incomplete;
    return object;
}

} // namespace scalescope
