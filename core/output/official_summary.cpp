#include "core/output/official_summary.h"

#include "core/output/csv_format.h"
#include "core/output/python_float.h"
#include "core/rules/ruleset.h"

#include <algorithm>
#include <cmath>

namespace scalescope::output {

namespace {

const std::vector<std::string> kSystemColumnsBefore = {"division",
                                                       "availability",
                                                       "submitter",
                                                       "system",
                                                       "number_of_nodes",
                                                       "host_processor_model_name",
                                                       "host_processors_count",
                                                       "accelerator_model_name",
                                                       "accelerators_count",
                                                       "framework",
                                                       "notes",
                                                       "private_id"};
const std::vector<std::string> kSystemColumnsAfter = {"details_url", "code_url"};

bool contains(const std::vector<std::string>& names, const std::string& name)
{
    return std::find(names.begin(), names.end(), name) != names.end();
}

std::optional<double> blankIfNan(std::optional<double> value)
{
    if (value && std::isnan(*value))
        return std::nullopt;
    return value;
}

int compareCells(const OfficialCell& left, const OfficialCell& right)
{
    if (left.index() != right.index()) // not expected: one column holds one type
        return left.index() < right.index() ? -1 : 1;
    if (const auto* text = std::get_if<std::string>(&left)) {
        const int order = text->compare(std::get<std::string>(right));
        return order < 0 ? -1 : (order > 0 ? 1 : 0);
    }
    if (const auto* integer = std::get_if<std::int64_t>(&left)) {
        const auto other = std::get<std::int64_t>(right);
        return *integer < other ? -1 : (*integer > other ? 1 : 0);
    }
    const auto a = blankIfNan(std::get<std::optional<double>>(left));
    const auto b = blankIfNan(std::get<std::optional<double>>(right));
    if (!a || !b)
        return a ? -1 : (b ? 1 : 0); // blanks last
    return *a < *b ? -1 : (*a > *b ? 1 : 0);
}

OfficialRow officialRow(const SystemEntry& system, const std::vector<std::string>& benchmarks)
{
    OfficialRow row = {system.division,
                       system.availability,
                       system.submitter,
                       system.system,
                       system.numberOfNodes,
                       system.hostProcessorModelName,
                       system.hostProcessorsCount,
                       system.acceleratorModelName,
                       system.acceleratorsCount,
                       system.framework,
                       system.notes,
                       system.privateId};
    for (const auto& benchmark : benchmarks) {
        std::optional<double> score;
        for (const auto& result : system.benchmarks)
            if (result.benchmark == benchmark)
                score = result.scoreMinutes;
        row.emplace_back(score);
    }
    row.emplace_back(system.detailsUrl);
    row.emplace_back(system.codeUrl);
    return row;
}

} // namespace

std::vector<std::string> officialBenchmarkColumns(const Round& round)
{
    std::vector<std::string> columns;
    // The column order is the ruleset's benchmark list, which --rules-dir conversions
    // take from the same benchmark_meta as the built-in ones; benchmarks it does not
    // list follow in the order found.
    const RulesEdition edition =
        rulesEditionFromString(round.rules).value_or(RulesEdition::Published);
    if (const Ruleset* ruleset = findBuiltInRuleset(round.ruleset, edition))
        columns = ruleset->benchmarks;
    for (const auto& system : round.systems)
        for (const auto& result : system.benchmarks)
            if (!contains(columns, result.benchmark))
                columns.push_back(result.benchmark);
    return columns;
}

bool officialRowLess(const OfficialRow& left, const OfficialRow& right)
{
    const std::size_t common = std::min(left.size(), right.size());
    for (std::size_t i = 0; i < common; ++i)
        if (const int order = compareCells(left[i], right[i]); order != 0)
            return order < 0;
    return left.size() < right.size();
}

std::string officialCellText(const OfficialCell& cell)
{
    if (const auto* text = std::get_if<std::string>(&cell))
        return *text;
    if (const auto* integer = std::get_if<std::int64_t>(&cell))
        return std::to_string(*integer);
    const auto number = blankIfNan(std::get<std::optional<double>>(cell));
    return number ? pythonFloatRepr(*number) : std::string();
}

OfficialTable officialSummaryTable(const Dataset& dataset, std::string* error)
{
    OfficialTable table;
    std::vector<std::string> benchmarks;
    for (std::size_t i = 0; i < dataset.rounds.size(); ++i) {
        const Round& round = dataset.rounds[i];
        const auto columns = officialBenchmarkColumns(round);
        if (i == 0) {
            benchmarks = columns;
        } else if (columns != benchmarks) {
            if (error)
                *error = "the official summary holds one ruleset's benchmarks, but round \"" +
                         round.name + "\" (" + round.ruleset + ") has other columns than \"" +
                         dataset.rounds.front().name + "\" (" + dataset.rounds.front().ruleset +
                         "); summarize one round at a time";
            return {};
        }
        for (const auto& system : round.systems)
            table.rows.push_back(officialRow(system, benchmarks));
    }
    table.columns = kSystemColumnsBefore;
    table.columns.insert(table.columns.end(), benchmarks.begin(), benchmarks.end());
    table.columns.insert(table.columns.end(), kSystemColumnsAfter.begin(),
                         kSystemColumnsAfter.end());
    std::stable_sort(table.rows.begin(), table.rows.end(), officialRowLess);
    return table;
}

TextResult officialSummaryCsv(const Dataset& dataset)
{
    std::string error;
    const OfficialTable table = officialSummaryTable(dataset, &error);
    if (!error.empty())
        return {{}, error};
    std::string text = csvRow(table.columns);
    for (const auto& row : table.rows) {
        std::vector<std::string> fields;
        fields.reserve(row.size());
        for (const auto& cell : row)
            fields.push_back(officialCellText(cell));
        text += csvRow(fields);
    }
    return {text, {}};
}

} // namespace scalescope::output
