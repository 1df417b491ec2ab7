#include "core/analysis/hardware_compare_output.h"
#include "core/analysis/series_output.h"
#include "core/dataset/dataset_io.h"
#include "core/output/csv_format.h"
#include "core/output/import_report_json.h"
#include "core/output/official_summary.h"
#include "core/output/result_rows.h"
#include "core/output/summary_writers.h"
#include "tests/support/csv_reader.h"
#include "tests/support/sample_dataset.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sstream>

using namespace scalescope;
using namespace scalescope::output;

TEST(outputCsv, QuotesOnlyWhenNeeded)
{
    EXPECT_EQ(quoteCsvField(""), "");
    EXPECT_EQ(quoteCsvField("plain text"), "plain text");
    EXPECT_EQ(quoteCsvField(" Intel(R) Xeon(R)"), " Intel(R) Xeon(R)"); // spaces kept bare
    EXPECT_EQ(quoteCsvField("GPU TDP:700W;N/A"), "GPU TDP:700W;N/A");
    EXPECT_EQ(quoteCsvField("a,b"), "\"a,b\"");
    EXPECT_EQ(quoteCsvField("say \"hi\""), "\"say \"\"hi\"\"\"");
    EXPECT_EQ(quoteCsvField("two\nlines"), "\"two\nlines\"");
    EXPECT_EQ(quoteCsvField("cr\rhere"), "\"cr\rhere\"");
}

TEST(outputCsv, RowJoinsAndEndsWithNewline)
{
    EXPECT_EQ(csvRow({"a", "", "b,c"}), "a,,\"b,c\"\n");
    EXPECT_EQ(csvRow({}), "\n");
}

namespace {

OfficialRow row(std::string text, std::int64_t count, std::optional<double> score)
{
    return {std::move(text), count, score};
}

} // namespace

TEST(outputOfficialSummary, RowsSortByEveryColumnWithBlanksLast)
{
    std::vector<OfficialRow> rows = {
        row("b", 1, 1.0), row("a", 16, std::nullopt), row("a", 2, std::nullopt), row("a", 2, 9.5),
        row("a", 2, 0.5), row("B", 99, 0.0), // upper case sorts before lower case: code point order
    };
    std::stable_sort(rows.begin(), rows.end(), officialRowLess);
    const std::vector<OfficialRow> expected = {
        row("B", 99, 0.0),         row("a", 2, 0.5),           row("a", 2, 9.5),
        row("a", 2, std::nullopt), row("a", 16, std::nullopt), // integers by value: 2 before 16
        row("b", 1, 1.0),
    };
    EXPECT_EQ(rows, expected);
}

TEST(outputOfficialSummary, NumberOfNodesSortsAsText)
{
    // "16" < "2" as strings: the official tool keeps number_of_nodes as text.
    EXPECT_TRUE(officialRowLess({std::string("16")}, {std::string("2")}));
    EXPECT_FALSE(officialRowLess({std::string("2")}, {std::string("16")}));
}

TEST(outputOfficialSummary, CellText)
{
    EXPECT_EQ(officialCellText(std::string("x")), "x");
    EXPECT_EQ(officialCellText(std::int64_t{128}), "128");
    EXPECT_EQ(officialCellText(std::optional<double>(100.0)), "100.0");
    EXPECT_EQ(officialCellText(std::optional<double>()), "");
    EXPECT_EQ(officialCellText(std::optional<double>(std::nan(""))), ""); // pandas na_rep
}

TEST(outputOfficialSummary, SampleDatasetMatchesHandWrittenCsv)
{
    const TextResult result = officialSummaryCsv(fixtures::sampleDataset());
    ASSERT_TRUE(result.ok()) << result.error;
    EXPECT_EQ(result.text, fixtures::kSampleOfficialCsv);
}

TEST(outputOfficialSummary, RoundsWithDifferentColumnsAreRefused)
{
    Dataset dataset = fixtures::sampleDataset();
    Round other = dataset.rounds.front();
    other.name = "training_results_v5.0";
    other.ruleset = "5.0.0";
    dataset.rounds.push_back(other);
    const TextResult result = officialSummaryCsv(dataset);
    EXPECT_FALSE(result.ok());
    EXPECT_NE(result.error.find("5.0.0"), std::string::npos) << result.error;
}

TEST(outputOfficialSummary, UnknownRulesetUsesBenchmarksAsFound)
{
    Dataset dataset = fixtures::sampleDataset();
    dataset.rounds.front().ruleset = "0.0.1";
    EXPECT_EQ(officialBenchmarkColumns(dataset.rounds.front()),
              (std::vector<std::string>{"bert", "gpt3"}));
}

TEST(outputWriters, FormatNames)
{
    EXPECT_EQ(outputFormatFromString("official-csv"), OutputFormat::OfficialCsv);
    EXPECT_EQ(outputFormatFromString("table"), OutputFormat::Table);
    EXPECT_EQ(outputFormatFromString("xml"), std::nullopt);
    EXPECT_STREQ(toString(OutputFormat::Json), "json");
    EXPECT_EQ(outputFormatNames(), "table, csv, json, official-csv, dataset");
    EXPECT_EQ(outputFormatFromString("dataset"), OutputFormat::Dataset);
}

TEST(outputWriters, CsvIsOneRowPerSystemAndBenchmark)
{
    EXPECT_EQ(resultsCsv(fixtures::sampleDataset()), fixtures::kSampleResultsCsv);
}

TEST(outputWriters, JsonIsAnArrayOfObjectsWithNulls)
{
    const auto document = nlohmann::ordered_json::parse(resultsJson(fixtures::sampleDataset()));
    ASSERT_TRUE(document.is_object());
    EXPECT_EQ(document.begin().key(), "schema");
    EXPECT_EQ(document["schema"], "scalescope-summary/1");
    const auto& json = document["results"];
    ASSERT_TRUE(json.is_array());
    ASSERT_EQ(json.size(), 3u);

    const std::vector<std::string> expectedKeys = {"round",
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
                                                   "unscored_reason",
                                                   "rules",
                                                   "score_depends_on_rules",
                                                   "score_under_other_rules",
                                                   "republished_from"};
    std::vector<std::string> keys;
    for (const auto& item : json[0].items())
        keys.push_back(item.key());
    auto withProvenance = expectedKeys; // issue 40: the first entry's system id, last
    withProvenance.push_back("republished_of");
    EXPECT_EQ(keys, withProvenance);

    EXPECT_EQ(json[0]["submitter"], "Beta");
    EXPECT_EQ(json[0]["accelerators_count"], 8);
    EXPECT_EQ(json[0]["number_of_nodes"], "1");
    EXPECT_EQ(json[0]["score_minutes"].get<double>(), 100.0);
    EXPECT_EQ(json[0]["raw_minutes"].get<double>(), 80.0);
    EXPECT_EQ(json[0]["scaling_factor"].get<double>(), 1.25);
    EXPECT_EQ(json[0]["energy_joules"].get<double>(), 16384267.9502019);
    EXPECT_EQ(json[1]["framework"], "PyTorch \"NGC\" 24.09");
    EXPECT_TRUE(json[1]["energy_joules"].is_null());
    EXPECT_EQ(json[2]["benchmark"], "gpt3");
    EXPECT_TRUE(json[2]["score_minutes"].is_null());
    EXPECT_TRUE(json[2]["raw_minutes"].is_null());
    EXPECT_EQ(json[2]["runs_total"], 3);
    EXPECT_EQ(json[2]["runs_counted"], 0);
    EXPECT_EQ(json[2]["unscored_reason"], "too many rejected runs");
}

TEST(outputWriters, TableAlignsColumnsAndRoundsNumbers)
{
    const std::string table = resultsTable(fixtures::sampleDataset());
    std::vector<std::string> lines;
    std::istringstream stream(table);
    for (std::string line; std::getline(stream, line);)
        lines.push_back(line);
    ASSERT_EQ(lines.size(), 6u); // title, blank, header, 3 rows
    EXPECT_EQ(lines[0], "training_results_v4.1 (ruleset 4.1.0)");
    EXPECT_EQ(lines[1], "");
    EXPECT_EQ(lines[2].find("round"), std::string::npos); // named in the title instead
    lines.erase(lines.begin(), lines.begin() + 2);

    // Every row starts the benchmark column where the header does.
    const auto column = lines[0].find("benchmark");
    ASSERT_NE(column, std::string::npos);
    EXPECT_EQ(lines[1].find("bert"), column);
    EXPECT_EQ(lines[2].find("bert"), column);
    EXPECT_EQ(lines[3].find("gpt3"), column);

    EXPECT_NE(lines[1].find("100.00"), std::string::npos);
    EXPECT_NE(lines[1].find("80.00"), std::string::npos);
    EXPECT_NE(lines[1].find("1.2500"), std::string::npos);
    EXPECT_NE(lines[1].find("16,384,268"), std::string::npos); // joules, grouped
    EXPECT_NE(lines[2].find("6.00"), std::string::npos);       // 5.9964 to the hundredth
    EXPECT_NE(lines[3].find(" - "), std::string::npos);        // a missing score
}

TEST(outputWriters, TableOfSeveralRoundsKeepsRoundColumns)
{
    Dataset dataset = fixtures::sampleDataset();
    dataset.rounds.push_back(dataset.rounds.front());
    dataset.rounds.back().name = "copy";
    const std::string table = resultsTable(dataset);
    EXPECT_TRUE(table.starts_with("round ")) << table;
    EXPECT_NE(table.find("\ncopy "), std::string::npos) << table;
}

TEST(outputWriters, WriteSummaryDispatches)
{
    const Dataset dataset = fixtures::sampleDataset();
    EXPECT_EQ(writeSummary(dataset, OutputFormat::OfficialCsv).text, fixtures::kSampleOfficialCsv);
    EXPECT_EQ(writeSummary(dataset, OutputFormat::Csv).text, fixtures::kSampleResultsCsv);
    EXPECT_EQ(writeSummary(dataset, OutputFormat::Table).text, resultsTable(dataset));
    EXPECT_EQ(writeSummary(dataset, OutputFormat::Json).text, resultsJson(dataset));
}

TEST(outputWriters, ParsedOfficialCsvHasQuotedCellsIntact)
{
    const auto table = fixtures::parseCsv(fixtures::kSampleOfficialCsv);
    ASSERT_EQ(table.size(), 3u);
    EXPECT_EQ(table[1][5], "Xeon, Gold");
    EXPECT_EQ(table[1][9], "PyTorch \"NGC\" 24.09");
    EXPECT_EQ(table[1].size(), 21u);
}

// Every JSON document scalescope writes says first which layout it is, so a script (or a
// later scalescope) can refuse one it does not know instead of misreading it.
TEST(outputWriters, EveryJsonOutputNamesItsLayoutFirst)
{
    const auto firstMember = [](const std::string& text) {
        const auto document = nlohmann::ordered_json::parse(text);
        return document.begin().key() + "=" + document.begin().value().dump();
    };
    ImportReport report;
    report.filesRead = 3;
    EXPECT_EQ(firstMember(resultsJson(fixtures::sampleDataset())),
              "schema=\"scalescope-summary/1\"");
    EXPECT_EQ(firstMember(importReportJson(report)), "schema=\"scalescope-import-report/1\"");
    EXPECT_EQ(nlohmann::ordered_json::parse(importReportJson(report))["files_read"], 3);
    EXPECT_EQ(firstMember(analysis::seriesToJson({}, analysis::SeriesOptions{}, nullptr)),
              "schema=\"scalescope-analyze/4\"");
    EXPECT_EQ(firstMember(analysis::comparisonToJson(analysis::HardwareComparison{}, nullptr)),
              "schema=\"scalescope-compare/1\"");
    const auto dataset = nlohmann::ordered_json::parse(toJson(fixtures::sampleDataset()));
    EXPECT_EQ(firstMember(dataset.dump()), "format=\"scalescope-dataset\"");
    EXPECT_EQ(dataset["version"], kDatasetFormatVersion);
}
