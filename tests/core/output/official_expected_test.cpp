// The official v4.1 summary rebuilt into a Dataset, shuffled, and written again: the
// writer alone (sort order, number format, quoting) must give back the file the official
// tool wrote, byte for byte. Independent of the importer.
#include "core/output/official_summary.h"
#include "tests/support/csv_reader.h"
#include "tests/support/test_data.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <gtest/gtest.h>
#include <random>
#include <sstream>

using namespace scalescope;

namespace {

std::string expectedSummaryText()
{
    std::ifstream file(SCALESCOPE_EXPECTED_DIR "/training_v4.1_official_summary.csv",
                       std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

SystemEntry systemFromRow(const std::vector<std::string>& header,
                          const std::vector<std::string>& cells)
{
    SystemEntry system;
    system.division = cells[0];
    system.availability = cells[1];
    system.submitter = cells[2];
    system.system = cells[3];
    system.numberOfNodes = cells[4];
    system.hostProcessorModelName = cells[5];
    system.hostProcessorsCount = std::stoll(cells[6]);
    system.acceleratorModelName = cells[7];
    system.acceleratorsCount = std::stoll(cells[8]);
    system.framework = cells[9];
    system.notes = cells[10];
    system.privateId = cells[11];
    for (std::size_t column = 12; column + 2 < cells.size(); ++column) {
        BenchmarkResult result;
        result.benchmark = header[column];
        if (!cells[column].empty())
            result.scoreMinutes = std::strtod(cells[column].c_str(), nullptr);
        // Blank cells come both from absent benchmarks and from unscored ones.
        if (result.scoreMinutes || column % 2 == 0)
            system.benchmarks.push_back(result);
    }
    system.detailsUrl = cells[cells.size() - 2];
    system.codeUrl = cells.back();
    return system;
}

} // namespace

TEST(outputOfficialExpected, ShuffledOfficialRowsAreWrittenBackIdentically)
{
    SCALESCOPE_NEEDS_OFFICIAL_OUTPUT();
    const std::string expected = expectedSummaryText();
    const auto table = fixtures::parseCsv(expected);
    ASSERT_EQ(table.size(), 84u);

    Round round;
    round.name = "training_results_v4.1";
    round.ruleset = "4.1.0";
    for (std::size_t row = 1; row < table.size(); ++row)
        round.systems.push_back(systemFromRow(table[0], table[row]));
    std::mt19937 random(41);
    std::shuffle(round.systems.begin(), round.systems.end(), random);

    const output::TextResult result = output::officialSummaryCsv(Dataset{{round}});
    ASSERT_TRUE(result.ok()) << result.error;
    const auto actual = fixtures::parseCsv(result.text);
    ASSERT_EQ(actual.size(), table.size());
    for (std::size_t row = 0; row < table.size(); ++row)
        ASSERT_EQ(actual[row], table[row]) << "first differing row: " << row;
    EXPECT_EQ(result.text, expected);
}
