#pragma once
// Energy of one run from its power logs (docs/mlperf-scoring.md §6).

#include "core/mllog/mllog_reader.h"
#include "core/util/message.h"

#include <optional>
#include <string>

namespace scalescope::scoring {

struct EnergyResult
{
    std::optional<double> joules;
    std::string problem; // why there is no value (the official tool crashes there)
    // The same about the file, as a message naming it (file.power.*: "<shownFile>: ...").
    Message problemMessage;
};

// A node_*.txt file: average power over the measurement window times the run duration.
// `shownFile` names the log in problemMessage.
EnergyResult nodeEnergy(const mllog::MllogLog& powerLog, double runMilliseconds,
                        std::string_view shownFile = {});
// A sw_*.txt file: the first interconnect_power_est value times the run duration.
EnergyResult switchEnergy(const mllog::MllogLog& powerLog, double runMilliseconds,
                          std::string_view shownFile = {});

} // namespace scalescope::scoring
