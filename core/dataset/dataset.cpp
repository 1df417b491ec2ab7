#include "core/dataset/dataset.h"

namespace scalescope {

const char* toString(RunStatus status)
{
    switch (status) {
    case RunStatus::Counted: return "counted";
    case RunStatus::DroppedFastest: return "dropped_fastest";
    case RunStatus::DroppedSlowest: return "dropped_slowest";
    case RunStatus::Rejected: return "rejected";
    }
    return "rejected";
}

std::optional<RunStatus> runStatusFromString(std::string_view text)
{
    for (const auto status : {RunStatus::Counted, RunStatus::DroppedFastest, RunStatus::DroppedSlowest,
                              RunStatus::Rejected})
        if (text == toString(status))
            return status;
    return std::nullopt;
}

} // namespace scalescope
