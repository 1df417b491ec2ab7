#pragma once
// Reads the official summarizer CSVs (../shared/mlperf/expected) into a Dataset, for the
// v4.1 ground-truth test and the benchmark: N = accelerators_count, T = the benchmark
// column, E = "<benchmark>:Energy" of the detailed CSV, system id = details_url stem.

#include "core/dataset/dataset.h"
#include "tests/support/csv_reader.h"

#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace scalescope::analysis::testing {

using CsvRow = std::map<std::string, std::string>;

// The expected CSVs are written by pandas; tests/support/csv_reader.h reads that dialect.
inline std::vector<CsvRow> readCsv(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error("cannot open " + path);
    std::stringstream buffer;
    buffer << in.rdbuf();
    const auto records = scalescope::fixtures::parseCsv(buffer.str());
    if (records.empty())
        return {};
    std::vector<CsvRow> rows;
    for (std::size_t r = 1; r < records.size(); ++r) {
        CsvRow row;
        for (std::size_t c = 0; c < records[0].size() && c < records[r].size(); ++c)
            row[records[0][c]] = records[r][c];
        rows.push_back(std::move(row));
    }
    return rows;
}

inline std::string systemIdOf(const CsvRow& row)
{
    auto url = row.at("details_url");
    url = url.substr(url.rfind('/') + 1);
    return url.substr(0, url.size() - std::string(".json").size());
}

inline const std::vector<std::string>& v41Benchmarks()
{
    static const std::vector<std::string> names{
        "bert", "dlrm_dcnv2", "gpt3", "ssd", "stable_diffusion", "llama2_70b_lora", "gnn"};
    return names;
}

inline Dataset datasetFromOfficialCsv(const std::string& expectedDir)
{
    const auto summary = readCsv(expectedDir + "/training_v4.1_official_summary.csv");
    const auto detailed = readCsv(expectedDir + "/training_v4.1_official_detailed.csv");
    std::map<std::string, const CsvRow*> detailedById;
    for (const auto& row : detailed)
        detailedById[systemIdOf(row)] = &row;
    Round round;
    round.name = "training_results_v4.1";
    round.ruleset = "4.1.0";
    for (const auto& row : summary) {
        SystemEntry system;
        system.systemId = systemIdOf(row);
        system.division = row.at("division");
        system.availability = row.at("availability");
        system.submitter = row.at("submitter");
        system.organisation = row.at("submitter");
        system.system = row.at("system");
        system.numberOfNodes = row.at("number_of_nodes");
        system.hostProcessorModelName = row.at("host_processor_model_name");
        system.acceleratorModelName = row.at("accelerator_model_name");
        system.acceleratorsCount = std::stoll(row.at("accelerators_count"));
        system.framework = row.at("framework");
        for (const auto& benchmark : v41Benchmarks()) {
            const auto& score = row.at(benchmark);
            if (score.empty())
                continue;
            BenchmarkResult result;
            result.benchmark = benchmark;
            result.scoreMinutes = std::stod(score);
            result.rawMinutes = result.scoreMinutes;
            const auto found = detailedById.find(system.systemId);
            if (found != detailedById.end()) {
                const auto& energy = found->second->at(benchmark + ":Energy");
                if (!energy.empty())
                    result.energyJoules = std::stod(energy);
            }
            system.benchmarks.push_back(result);
        }
        round.systems.push_back(std::move(system));
    }
    Dataset dataset;
    dataset.rounds.push_back(std::move(round));
    return dataset;
}

} // namespace scalescope::analysis::testing
