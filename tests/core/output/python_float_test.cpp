// Expected strings are what CPython 3.11 prints for repr(x), or cells of the official
// summary CSV written by pandas.
#include "core/output/python_float.h"
#include "tests/support/csv_reader.h"
#include "tests/support/test_data.h"

#include <cstdlib>
#include <fstream>
#include <gtest/gtest.h>
#include <limits>
#include <sstream>

using scalescope::output::pythonFloatRepr;

TEST(outputPythonFloat, ShortestDigitsInFixedNotation)
{
    EXPECT_EQ(pythonFloatRepr(0.1), "0.1");
    EXPECT_EQ(pythonFloatRepr(5.9964), "5.9964");
    EXPECT_EQ(pythonFloatRepr(1.6085166666666666), "1.6085166666666666");
    EXPECT_EQ(pythonFloatRepr(16384267.9502019), "16384267.9502019");
    EXPECT_EQ(pythonFloatRepr(0.1 + 0.2), "0.30000000000000004");
    EXPECT_EQ(pythonFloatRepr(1.0 / 3.0), "0.3333333333333333");
    EXPECT_EQ(pythonFloatRepr(2.0 / 3.0), "0.6666666666666666");
    EXPECT_EQ(pythonFloatRepr(12345.678), "12345.678");
}

TEST(outputPythonFloat, IntegralValuesKeepPointZero)
{
    EXPECT_EQ(pythonFloatRepr(0.0), "0.0");
    EXPECT_EQ(pythonFloatRepr(1.0), "1.0");
    EXPECT_EQ(pythonFloatRepr(100.0), "100.0");
    EXPECT_EQ(pythonFloatRepr(1e15), "1000000000000000.0");
    EXPECT_EQ(pythonFloatRepr(9999999999999998.0), "9999999999999998.0");
}

TEST(outputPythonFloat, ExponentFromSixteenUp)
{
    EXPECT_EQ(pythonFloatRepr(1e16), "1e+16");
    EXPECT_EQ(pythonFloatRepr(1e22), "1e+22");
    EXPECT_EQ(pythonFloatRepr(1e100), "1e+100");
    EXPECT_EQ(pythonFloatRepr(123456789012345678.0), "1.2345678901234568e+17");
    EXPECT_EQ(pythonFloatRepr(std::numeric_limits<double>::max()), "1.7976931348623157e+308");
}

TEST(outputPythonFloat, ExponentBelowMinusFour)
{
    EXPECT_EQ(pythonFloatRepr(0.0001), "0.0001");
    EXPECT_EQ(pythonFloatRepr(0.00012345), "0.00012345");
    EXPECT_EQ(pythonFloatRepr(1e-5), "1e-05");
    EXPECT_EQ(pythonFloatRepr(1.5e-7), "1.5e-07");
    EXPECT_EQ(pythonFloatRepr(5e-324), "5e-324");
    EXPECT_EQ(pythonFloatRepr(std::numeric_limits<double>::min()), "2.2250738585072014e-308");
}

TEST(outputPythonFloat, NegativeValues)
{
    EXPECT_EQ(pythonFloatRepr(-1.5), "-1.5");
    EXPECT_EQ(pythonFloatRepr(-0.0), "-0.0");
    EXPECT_EQ(pythonFloatRepr(-1e-5), "-1e-05");
    EXPECT_EQ(pythonFloatRepr(-1e16), "-1e+16");
    EXPECT_EQ(pythonFloatRepr(-100.0), "-100.0");
}

// Policy: print what Python prints; writers decide whether a NaN is a blank cell.
TEST(outputPythonFloat, NonFiniteValuesAsPython)
{
    EXPECT_EQ(pythonFloatRepr(std::numeric_limits<double>::quiet_NaN()), "nan");
    EXPECT_EQ(pythonFloatRepr(std::numeric_limits<double>::infinity()), "inf");
    EXPECT_EQ(pythonFloatRepr(-std::numeric_limits<double>::infinity()), "-inf");
}

// Every score pandas wrote in the official v4.1 summary reads back and prints the same.
TEST(outputPythonFloat, ReproducesEveryOfficialScoreCell)
{
    SCALESCOPE_NEEDS_OFFICIAL_OUTPUT();
    std::ifstream file(SCALESCOPE_EXPECTED_DIR "/training_v4.1_official_summary.csv");
    ASSERT_TRUE(file) << "missing the expected summary in " SCALESCOPE_EXPECTED_DIR;
    std::stringstream text;
    text << file.rdbuf();
    const auto table = scalescope::fixtures::parseCsv(text.str());
    ASSERT_GT(table.size(), 1u);
    int checked = 0;
    for (std::size_t row = 1; row < table.size(); ++row)
        for (std::size_t column = 12; column + 2 < table[row].size(); ++column) {
            const std::string& cell = table[row][column];
            if (cell.empty())
                continue;
            EXPECT_EQ(pythonFloatRepr(std::strtod(cell.c_str(), nullptr)), cell)
                << "row " << row << " column " << table[0][column];
            ++checked;
        }
    EXPECT_EQ(checked, 153); // the README's count of scores
}
