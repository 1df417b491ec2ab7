#include "core/scoring/power_energy.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace scalescope::scoring {

namespace {

std::optional<double> numberOf(const json::Value* value)
{
    if (value && (value->isNumber() || value->isBool()))
        return value->asDouble();
    return std::nullopt;
}

// No value, and why: `id` is a file.power.* message "%1: ..." whose %1 is the file and
// whose further arguments are `args`; `problem` is its English past "<file>: ".
EnergyResult noEnergy(std::string_view shownFile, const char* id, std::vector<MessageArg> args = {})
{
    EnergyResult result;
    result.problemMessage = {id, {textArg(std::string(shownFile))}};
    for (auto& arg : args)
        result.problemMessage.args.push_back(std::move(arg));
    result.problem = englishText(result.problemMessage).substr(shownFile.size() + 2);
    return result;
}

} // namespace

EnergyResult nodeEnergy(const mllog::MllogLog& powerLog, double runMilliseconds,
                        std::string_view shownFile)
{
    std::vector<const mllog::Record*> records;
    records.reserve(powerLog.records.size());
    for (const auto& record : powerLog.records)
        records.push_back(&record);
    // NaN times (time_ms "nan" is a valid Python float) go last, so that the order stays
    // a strict weak ordering, which std::stable_sort requires.
    std::stable_sort(records.begin(), records.end(),
                     [](const mllog::Record* a, const mllog::Record* b) {
                         if (std::isnan(a->timeMs) || std::isnan(b->timeMs))
                             return !std::isnan(a->timeMs) && std::isnan(b->timeMs);
                         return a->timeMs < b->timeMs;
                     });

    std::optional<double> start;
    std::optional<double> stop;
    std::optional<double> lastReading;
    double previous = 0;
    double accumulated = 0;
    double efficiency = 1.0;
    bool stopped = false;
    for (const auto* record : records) {
        if (record->key == "power_measurement_start") {
            start = record->timeMs;
            previous = record->timeMs;
        } else if (record->key == "power_measurement_stop") {
            stop = record->timeMs;
            stopped = true;
        } else if (record->key == "conversion_eff") {
            if (const auto value = numberOf(record->value))
                efficiency = *value;
        } else if (record->key == "power_reading") {
            lastReading = record->timeMs;
            if (start && !stopped) {
                const auto value = numberOf(record->value);
                if (!value)
                    return noEnergy(shownFile, "file.power.reading",
                                    {numberArg(static_cast<long long>(record->line))});
                accumulated += *value * (record->timeMs - previous);
                previous = record->timeMs;
            }
        }
    }
    if (!start)
        return noEnergy(shownFile, "file.power.no_start");
    const double end = stop ? *stop : lastReading.value_or(*start);
    if (end == *start)
        return noEnergy(shownFile, "file.power.empty_window");
    return {efficiency * accumulated * runMilliseconds / (end - *start) / 1000, {}, {}};
}

EnergyResult switchEnergy(const mllog::MllogLog& powerLog, double runMilliseconds,
                          std::string_view shownFile)
{
    double efficiency = 1.0;
    for (const auto& record : powerLog.records) {
        if (record.key == "conversion_eff") {
            if (const auto value = numberOf(record.value))
                efficiency = *value;
        } else if (record.key == "interconnect_power_est") {
            const auto value = numberOf(record.value);
            if (!value)
                return noEnergy(shownFile, "file.power.interconnect",
                                {numberArg(static_cast<long long>(record.line))});
            return {efficiency * *value * runMilliseconds / 1000, {}, {}};
        }
    }
    return {efficiency * 0.0 * runMilliseconds / 1000, {}, {}};
}

} // namespace scalescope::scoring
