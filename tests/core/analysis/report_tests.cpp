// The JSON schema of `scalescope analyze --format json`, the CSV and the table.
#include "core/analysis/series_output.h"
#include "tests/support/analysis_fixtures.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace scalescope::analysis {
namespace {

TEST(seriesOutput, JsonHasTheDocumentedShapeAndReasonsForNulls)
{
    SeriesOptions options;
    const auto series = analyze(testing::workedExample(), options);
    const auto json = nlohmann::json::parse(seriesToJson(series, options));
    ASSERT_EQ(json["series"].size(), 1u);
    const auto& one = json["series"][0];
    EXPECT_EQ(one["benchmark"], "bert");
    EXPECT_EQ(one["group"], "Org Test system / NVIDIA H100-SXM5-80GB"); // one system family
    EXPECT_EQ(one["reference"]["system_id"], "s8");
    EXPECT_EQ(one["reference"]["n"], 8);
    EXPECT_EQ(one["reference"]["minutes"], 40.0);
    ASSERT_EQ(one["points"].size(), 4u);
    const auto& first = one["points"][0];
    for (const char* key :
         {"system_id", "submitter", "system", "n", "minutes", "speedup", "efficiency", "gpu_hours",
          "cost", "energy_joules", "local_exponent", "karp_flatt", "frontier", "runs"})
        EXPECT_TRUE(first.contains(key)) << key;
    EXPECT_TRUE(first["local_exponent"].is_null());
    EXPECT_TRUE(first["local_exponent_reason"].is_string());
    EXPECT_TRUE(first["energy_joules"].is_null());
    EXPECT_EQ(first["energy_joules_reason"], "no power logs");
    EXPECT_EQ(one["points"][3]["gpu_hours"], 9.6);
    EXPECT_EQ(one["break_even"]["threshold"]["n"], 64.0);
    EXPECT_TRUE(one["break_even"]["threshold"]["n_interpolated"].is_null());
    EXPECT_TRUE(one["break_even"]["knee"]["n"].is_null());
    EXPECT_TRUE(one["break_even"]["knee"]["reason"].is_string());
    EXPECT_TRUE(one["break_even"].contains("marginal"));
    EXPECT_EQ(one["break_even"]["cost_optimal"]["n"], 8.0);
    EXPECT_TRUE(one["fits"]["amdahl"]["fitted"]);
    EXPECT_TRUE(one["fits"]["usl"]["fitted"]);
    EXPECT_TRUE(one["fits"]["power_law"].contains("alpha"));
}

TEST(seriesOutput, CsvOneRowPerPointAndTableWithBreakEvenLines)
{
    SeriesOptions options;
    options.threshold = 0.6;
    const auto series = analyze(testing::workedExample(), options);
    const auto csv = seriesToCsv(series);
    EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), 5);
    EXPECT_NE(
        csv.find("bert,Org Test system / NVIDIA H100-SXM5-80GB,s8,training_results_v4.1,s64,"),
        std::string::npos);
    const auto table = seriesToTable(series, options);
    EXPECT_NE(table.find("efficiency >= 0.6: N = 32 (crossing at N* = 55.4)"), std::string::npos)
        << table;
    EXPECT_NE(table.find("knee: not enough points: only 4 distinct GPU counts (needs 5)"),
              std::string::npos);
    EXPECT_NE(table.find("s8 *"), std::string::npos);
}

} // namespace
} // namespace scalescope::analysis
