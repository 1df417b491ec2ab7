#include "core/output/summary_writers.h"

#include "core/dataset/dataset_io.h"
#include "core/output/csv_format.h"
#include "core/output/official_summary.h"
#include "core/output/python_float.h"
#include "core/output/result_rows.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace scalescope::output {

namespace {

constexpr std::array<std::pair<OutputFormat, std::string_view>, 5> kFormatNames = {{
    {OutputFormat::Table, "table"},
    {OutputFormat::Csv, "csv"},
    {OutputFormat::Json, "json"},
    {OutputFormat::OfficialCsv, "official-csv"},
    {OutputFormat::Dataset, "dataset"},
}};

std::string csvText(const ResultValue& value)
{
    if (const auto* text = std::get_if<std::string>(&value))
        return *text;
    if (const auto* integer = std::get_if<std::int64_t>(&value))
        return std::to_string(*integer);
    const auto& number = std::get<std::optional<double>>(value);
    return number ? pythonFloatRepr(*number) : std::string();
}

nlohmann::ordered_json jsonValue(const ResultValue& value)
{
    if (const auto* text = std::get_if<std::string>(&value))
        return *text;
    if (const auto* integer = std::get_if<std::int64_t>(&value))
        return *integer;
    const auto& number = std::get<std::optional<double>>(value);
    if (!number || !std::isfinite(*number)) // JSON has no NaN or infinity
        return nullptr;
    return *number;
}

// Groups the integer part in threes: 16384268 -> "16,384,268".
std::string withThousandsSeparators(std::string digits)
{
    const std::size_t start = (!digits.empty() && digits.front() == '-') ? 1 : 0;
    for (std::ptrdiff_t i = static_cast<std::ptrdiff_t>(digits.size()) - 3;
         i > static_cast<std::ptrdiff_t>(start); i -= 3)
        digits.insert(static_cast<std::size_t>(i), 1, ',');
    return digits;
}

std::string fixed(double value, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

// People read minutes to the hundredth, factors to four places, and joules whole.
std::string tableText(const std::string& column, const ResultValue& value)
{
    if (const auto* text = std::get_if<std::string>(&value))
        return text->empty() ? "-" : *text;
    if (const auto* integer = std::get_if<std::int64_t>(&value))
        return withThousandsSeparators(std::to_string(*integer));
    const auto& number = std::get<std::optional<double>>(value);
    if (!number)
        return "-";
    if (!std::isfinite(*number))
        return pythonFloatRepr(*number);
    if (column == "scaling_factor")
        return fixed(*number, 4);
    if (column == "energy_joules")
        return withThousandsSeparators(fixed(*number, 0));
    return fixed(*number, 2);
}

} // namespace

std::optional<OutputFormat> outputFormatFromString(std::string_view name)
{
    for (const auto& [format, formatName] : kFormatNames)
        if (name == formatName)
            return format;
    return std::nullopt;
}

const char* toString(OutputFormat format)
{
    for (const auto& [candidate, formatName] : kFormatNames)
        if (candidate == format)
            return formatName.data();
    return "table";
}

std::string outputFormatNames()
{
    std::string names;
    for (const auto& entry : kFormatNames) {
        if (!names.empty())
            names += ", ";
        names += entry.second;
    }
    return names;
}

std::string resultsCsv(const Dataset& dataset)
{
    // republished_from and republished_of last, so the columns before them keep their places.
    auto columns = resultColumns();
    columns.emplace_back("republished_from");
    columns.emplace_back("republished_of");
    std::string text = csvRow(columns);
    for (const auto& row : resultRows(dataset)) {
        std::vector<std::string> fields;
        for (const auto& value : resultValues(row))
            fields.push_back(csvText(value));
        fields.push_back(row.republishedFrom.value_or(""));
        fields.push_back(row.republishedOf);
        text += csvRow(fields);
    }
    return text;
}

std::string resultsJson(const Dataset& dataset)
{
    auto array = nlohmann::ordered_json::array();
    const auto& columns = resultColumns();
    for (const auto& row : resultRows(dataset)) {
        nlohmann::ordered_json object = nlohmann::ordered_json::object();
        const auto values = resultValues(row);
        for (std::size_t i = 0; i < columns.size(); ++i)
            object[columns[i]] = jsonValue(values[i]);
        // Which rules scored the row, and whether the other edition would score it otherwise.
        object["rules"] = row.rules;
        object["score_depends_on_rules"] = row.scoreDependsOnRules;
        object["score_under_other_rules"] = row.scoreDependsOnRules
                                                ? jsonValue(ResultValue(row.scoreUnderOtherRules))
                                                : nlohmann::ordered_json();
        // The round and system whose logs this entry republishes (docs/analysis.md §1.4
        // Provenance).
        object["republished_from"] = row.republishedFrom
                                         ? nlohmann::ordered_json(*row.republishedFrom)
                                         : nlohmann::ordered_json();
        object["republished_of"] = row.republishedOf.empty()
                                       ? nlohmann::ordered_json()
                                       : nlohmann::ordered_json(row.republishedOf);
        array.push_back(std::move(object));
    }
    nlohmann::ordered_json document = {{"schema", kSummarySchema}, {"results", std::move(array)}};
    return document.dump(2) + "\n";
}

std::string resultsTable(const Dataset& dataset)
{
    // With one round, its name goes in a title instead of two repeated columns.
    const bool oneRound = dataset.rounds.size() == 1;
    const std::size_t firstColumn = oneRound ? 2 : 0; // skips "round" and "ruleset"
    const auto& allColumns = resultColumns();
    const std::vector<std::string> columns(
        allColumns.begin() + static_cast<std::ptrdiff_t>(firstColumn), allColumns.end());

    std::vector<std::vector<std::string>> cells;
    std::vector<bool> numeric(columns.size(), false);
    // Republished rows (docs/analysis.md §1.4 Provenance): ^ after the system id, and a
    // line each below the table.
    std::vector<std::string> republished;
    for (const auto& row : resultRows(dataset)) {
        const auto values = resultValues(row);
        std::vector<std::string> line;
        for (std::size_t i = 0; i < columns.size(); ++i) {
            const ResultValue& value = values[i + firstColumn];
            numeric[i] = !std::holds_alternative<std::string>(value);
            line.push_back(tableText(columns[i], value));
            if (columns[i] == "system_id" && row.republishedFrom)
                line.back() += " ^";
        }
        cells.push_back(std::move(line));
        if (row.republishedFrom) {
            const std::string entry =
                row.systemId + " " + row.benchmark + (oneRound ? "" : " (" + row.round + ")");
            republished.push_back(englishText(
                row.republishedOf.empty() ? Message{"provenance.republished_round",
                                                    {textArg(entry), textArg(*row.republishedFrom)}}
                                          : Message{"provenance.republished",
                                                    {textArg(entry), textArg(row.republishedOf),
                                                     textArg(*row.republishedFrom)}}));
        }
    }

    std::vector<std::size_t> widths;
    widths.reserve(columns.size());
    for (const auto& column : columns)
        widths.push_back(column.size());
    for (const auto& line : cells)
        for (std::size_t i = 0; i < line.size(); ++i)
            widths[i] = std::max(widths[i], line[i].size());

    auto format = [&](const std::vector<std::string>& line) {
        std::string text;
        for (std::size_t i = 0; i < line.size(); ++i) {
            const std::string padding(widths[i] - line[i].size(), ' ');
            const bool last = i + 1 == line.size();
            text += numeric[i] ? padding + line[i] : line[i] + (last ? "" : padding);
            if (!last)
                text += "  ";
        }
        return text + "\n";
    };
    std::string text;
    if (oneRound)
        text +=
            dataset.rounds.front().name + " (ruleset " + dataset.rounds.front().ruleset + ")\n\n";
    text += format(columns);
    for (const auto& line : cells)
        text += format(line);
    if (cells.empty())
        text += "(no benchmark results)\n";
    if (!republished.empty())
        text += "\n";
    for (const auto& line : republished)
        text += "^ " + line + "\n";
    return text;
}

TextResult writeSummary(const Dataset& dataset, OutputFormat format)
{
    switch (format) {
    case OutputFormat::Csv:
        return {resultsCsv(dataset), {}};
    case OutputFormat::Json:
        return {resultsJson(dataset), {}};
    case OutputFormat::OfficialCsv:
        return officialSummaryCsv(dataset);
    case OutputFormat::Dataset:
        return {toJson(dataset), {}};
    case OutputFormat::Table:
        break;
    }
    return {resultsTable(dataset), {}};
}

} // namespace scalescope::output
