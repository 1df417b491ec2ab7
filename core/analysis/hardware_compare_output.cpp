#include "core/analysis/hardware_compare_output.h"

#include <cstdio>
#include <nlohmann/json.hpp>
#include <sstream>

namespace scalescope::analysis {

namespace {

using Json = nlohmann::ordered_json;

std::string fixed(double value, int decimals)
{
    char text[48];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

Json optionalNumber(const std::optional<double>& value)
{
    return value ? Json(*value) : Json(nullptr);
}

std::string csvField(const std::string& text)
{
    if (text.find_first_of(",\"\n\r") == std::string::npos)
        return text;
    std::string quoted = "\"";
    for (const char c : text)
        quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    return quoted + "\"";
}

std::string foldersText(const std::vector<std::string>& folders)
{
    std::string text;
    for (const auto& folder : folders)
        text += (text.empty() ? "" : ", ") + folder;
    return text;
}

// Columns padded to their widest cell; the last one is not padded.
std::string aligned(const std::vector<std::vector<std::string>>& rows)
{
    std::vector<std::size_t> widths;
    for (const auto& row : rows)
        for (std::size_t c = 0; c < row.size(); ++c) {
            if (widths.size() <= c)
                widths.push_back(0);
            widths[c] = std::max(widths[c], row[c].size());
        }
    std::string text;
    for (const auto& row : rows) {
        std::string line;
        for (std::size_t c = 0; c < row.size(); ++c)
            line += row[c] +
                    (c + 1 < row.size() ? std::string(widths[c] - row[c].size() + 2, ' ') : "");
        text += line + "\n";
    }
    return text;
}

std::string withRound(const std::optional<double>& factor, const std::string& round)
{
    return factor ? factorText(factor) + " (" + shortRoundName(round) + ")" : "-";
}

} // namespace

std::string factorText(const std::optional<double>& factor)
{
    return factor ? fixed(*factor, 2) + "x" : "-";
}

std::string comparisonToTable(const HardwareComparison& comparison, const RoundProgress* progress)
{
    std::ostringstream out;
    out << comparison.benchmark << " (" << foldersText(comparison.folders) << ") at "
        << comparison.n << " GPUs";
    if (comparison.whyThisCount != "asked")
        out << ": " << comparison.whyThisCount;
    out << "\nclosed division; each accelerator model's fastest entry per round\n\n";
    std::vector<std::vector<std::string>> rows = {{"round", "accelerator", "minutes", "entry",
                                                   "vs previous round", "vs previous generation"}};
    for (const auto& entry : comparison.entries)
        rows.push_back({shortRoundName(entry.round), entry.accelerator, fixed(entry.minutes, 3),
                        entry.submitter + " " + entry.systemId,
                        withRound(entry.overPreviousRound, entry.previousRound),
                        entry.overPreviousGeneration
                            ? factorText(entry.overPreviousGeneration) + " (" +
                                  entry.previousGeneration + ", " +
                                  shortRoundName(entry.previousGenerationRound) + ")"
                            : "-"});
    out << aligned(rows);
    out << "(vs: the earlier time over this one, above 1 is faster; previous round: the same model "
           "at "
        << comparison.n
        << " GPUs in its latest earlier round, what software brought; previous generation: the "
        << "model it succeeds at " << comparison.n
        << " GPUs, same round or its latest earlier one, what hardware "
        << "brought)\n";
    for (const auto& note : comparison.notes)
        out << note << "\n";
    if (comparison.republishedLeftOut > 0)
        out << comparison.republishedLeftOut << " republished entr"
            << (comparison.republishedLeftOut == 1 ? "y" : "ies")
            << " (the result logs of an entry published before) left out\n";
    if (progress) {
        out << "\nbest time per GPU count and round, in minutes (factor over the latest earlier "
               "round at that count)\n\n";
        std::vector<std::vector<std::string>> table = {{"GPUs"}};
        for (const auto& round : progress->rounds)
            table.front().push_back(shortRoundName(round));
        for (const auto count : progress->counts) {
            std::vector<std::string> row = {std::to_string(count)};
            for (const auto& round : progress->rounds) {
                std::string cell = "-";
                for (const auto& one : progress->cells)
                    if (one.n == count && one.round == round)
                        cell = fixed(one.minutes, 3) +
                               (one.factor ? " (" + factorText(one.factor) + ")" : "");
                row.push_back(cell);
            }
            table.push_back(std::move(row));
        }
        out << aligned(table);
    }
    return out.str();
}

std::string comparisonToCsv(const HardwareComparison& comparison, const RoundProgress* progress)
{
    std::ostringstream out;
    out << "benchmark,gpus,round,accelerator,submitter,system_id,minutes,over_previous_round,"
           "previous_round,"
           "over_previous_generation,previous_generation,previous_generation_round\n";
    const auto number = [](const std::optional<double>& value) {
        return value ? fixed(*value, 6) : std::string();
    };
    for (const auto& entry : comparison.entries)
        out << csvField(comparison.benchmark) << ',' << comparison.n << ',' << csvField(entry.round)
            << ',' << csvField(entry.accelerator) << ',' << csvField(entry.submitter) << ','
            << csvField(entry.systemId) << ',' << fixed(entry.minutes, 6) << ','
            << number(entry.overPreviousRound) << ',' << csvField(entry.previousRound) << ','
            << number(entry.overPreviousGeneration) << ',' << csvField(entry.previousGeneration)
            << ',' << csvField(entry.previousGenerationRound) << '\n';
    if (progress) {
        out << "\nbenchmark,gpus,round,minutes,accelerator,submitter,system_id,factor,previous_"
               "round\n";
        for (const auto& cell : progress->cells)
            out << csvField(progress->benchmark) << ',' << cell.n << ',' << csvField(cell.round)
                << ',' << fixed(cell.minutes, 6) << ',' << csvField(cell.accelerator) << ','
                << csvField(cell.submitter) << ',' << csvField(cell.systemId) << ','
                << number(cell.factor) << ',' << csvField(cell.previousRound) << '\n';
    }
    return out.str();
}

std::string comparisonToJson(const HardwareComparison& comparison, const RoundProgress* progress)
{
    Json root;
    root["schema"] = "scalescope-compare/1";
    root["benchmark"] = comparison.benchmark;
    root["folders"] = comparison.folders;
    root["gpus"] = comparison.n;
    root["why_this_count"] = comparison.whyThisCount;
    root["rounds"] = comparison.rounds;
    root["counts_measured"] = comparison.counts;
    root["republished_left_out"] = comparison.republishedLeftOut;
    root["quality_targets"] = comparison.qualityTargets;
    root["notes"] = comparison.notes;
    Json entries = Json::array();
    for (const auto& entry : comparison.entries)
        entries.push_back(
            {{"round", entry.round},
             {"accelerator", entry.accelerator},
             {"submitter", entry.submitter},
             {"system_id", entry.systemId},
             {"minutes", entry.minutes},
             {"over_previous_round", optionalNumber(entry.overPreviousRound)},
             {"previous_round",
              entry.previousRound.empty() ? Json(nullptr) : Json(entry.previousRound)},
             {"over_previous_generation", optionalNumber(entry.overPreviousGeneration)},
             {"previous_generation",
              entry.previousGeneration.empty() ? Json(nullptr) : Json(entry.previousGeneration)},
             {"previous_generation_round", entry.previousGenerationRound.empty()
                                               ? Json(nullptr)
                                               : Json(entry.previousGenerationRound)}});
    root["entries"] = std::move(entries);
    if (progress) {
        Json cells = Json::array();
        for (const auto& cell : progress->cells)
            cells.push_back(
                {{"gpus", cell.n},
                 {"round", cell.round},
                 {"minutes", cell.minutes},
                 {"accelerator", cell.accelerator},
                 {"submitter", cell.submitter},
                 {"system_id", cell.systemId},
                 {"factor", optionalNumber(cell.factor)},
                 {"previous_round",
                  cell.previousRound.empty() ? Json(nullptr) : Json(cell.previousRound)}});
        root["progress"] = {{"rounds", progress->rounds},
                            {"counts", progress->counts},
                            {"cells", std::move(cells)}};
    }
    return root.dump(2) + "\n";
}

} // namespace scalescope::analysis
