#include "core/output/result_rows.h"

namespace scalescope::output {

std::vector<ResultRow> resultRows(const Dataset& dataset)
{
    std::vector<ResultRow> rows;
    for (const auto& round : dataset.rounds)
        for (const auto& system : round.systems)
            for (const auto& result : system.benchmarks) {
                rows.push_back({round.name,
                                round.ruleset,
                                system.submitter,
                                system.system,
                                system.systemId,
                                system.division,
                                system.availability,
                                system.acceleratorModelName,
                                system.acceleratorsCount,
                                system.numberOfNodes,
                                system.framework,
                                result.benchmark,
                                result.scoreMinutes,
                                result.rawMinutes,
                                result.scalingFactor,
                                result.energyJoules,
                                result.runsTotal,
                                result.runsCounted,
                                result.unscoredReason,
                                round.rules,
                                result.scoreDependsOnRules,
                                result.scoreUnderOtherRules,
                                result.republishedFrom,
                                result.republishedOf});
            }
    return rows;
}

const std::vector<std::string>& resultColumns()
{
    static const std::vector<std::string> columns = {"round",
                                                     "ruleset",
                                                     "submitter",
                                                     "system",
                                                     "system_id",
                                                     "division",
                                                     "availability",
                                                     "accelerator_model_name",
                                                     "accelerators_count",
                                                     "number_of_nodes",
                                                     "framework",
                                                     "benchmark",
                                                     "score_minutes",
                                                     "raw_minutes",
                                                     "scaling_factor",
                                                     "energy_joules",
                                                     "runs_total",
                                                     "runs_counted",
                                                     "unscored_reason"};
    return columns;
}

std::vector<ResultValue> resultValues(const ResultRow& row)
{
    return {row.round,
            row.ruleset,
            row.submitter,
            row.system,
            row.systemId,
            row.division,
            row.availability,
            row.acceleratorModelName,
            row.acceleratorsCount,
            row.numberOfNodes,
            row.framework,
            row.benchmark,
            row.scoreMinutes,
            row.rawMinutes,
            std::optional<double>(row.scalingFactor),
            row.energyJoules,
            std::int64_t{row.runsTotal},
            std::int64_t{row.runsCounted},
            row.unscoredReason};
}

} // namespace scalescope::output
