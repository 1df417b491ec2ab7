#pragma once
// The dataset flattened to one row per (system, benchmark): the shape the csv, json and
// table formats share.

#include "core/dataset/dataset.h"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace scalescope::output {

struct ResultRow
{
    std::string round;
    std::string ruleset;
    std::string submitter;
    std::string system;
    std::string systemId;
    std::string division;
    std::string availability;
    std::string acceleratorModelName;
    std::int64_t acceleratorsCount = 0;
    std::string numberOfNodes;
    std::string framework;
    std::string benchmark;
    std::optional<double> scoreMinutes;
    std::optional<double> rawMinutes;
    double scalingFactor = 1.0;
    std::optional<double> energyJoules;
    int runsTotal = 0;
    int runsCounted = 0;
    std::string unscoredReason;
    // Not columns of the csv and table formats; the json format adds them.
    std::string rules;
    bool scoreDependsOnRules = false;
    std::optional<double> scoreUnderOtherRules;
    // The csv and json formats add them; the table marks the row and says it below.
    std::optional<std::string> republishedFrom; // BenchmarkResult::republishedFrom
    std::string republishedOf;                  // BenchmarkResult::republishedOf
};

// Rounds, systems and benchmarks in dataset order.
std::vector<ResultRow> resultRows(const Dataset& dataset);

// The column names, in the order every format prints them.
const std::vector<std::string>& resultColumns();

// One value per column of resultColumns(); a missing number is an empty optional.
using ResultValue = std::variant<std::string, std::int64_t, std::optional<double>>;
std::vector<ResultValue> resultValues(const ResultRow& row);

} // namespace scalescope::output
