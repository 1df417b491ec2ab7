#pragma once
// The ImportReport as a JSON object (counters and every item), shared by the dataset file
// ("import_report") and `summarize --report` (which adds the one-line summary).

#include "core/importer/import_report.h"
#include "core/util/message.h"

#include <nlohmann/json_fwd.hpp>
#include <optional>

namespace scalescope {

// withMessages: each item worded as a message keeps it as "text" ({"id", "args"}, see
// messageObject), for the dataset file; `summarize --report` leaves it out.
nlohmann::ordered_json importReportObject(const ImportReport& report, bool withMessages = false);

// A message as JSON: {"id": "...", "args": [...]}, an argument being a string (text), an
// object {"number": "0.5"} or a nested message.
nlohmann::ordered_json messageObject(const Message& message);
// The message back; nothing when the JSON is not one, an id is not in core's catalog or
// the nesting is deeper than maxDepth (the English is then shown as it is).
std::optional<Message> messageFromObject(const nlohmann::ordered_json& json, int maxDepth = 16);

} // namespace scalescope
