// The vectorised MLLOG scans against the portable loops: same token, same line breaks,
// same line end, at every alignment and near the end of the text.

#include "core/mllog/line_scanner.h"

#include <gtest/gtest.h>
#include <random>
#include <string>
#include <vector>

using namespace scalescope::mllog::detail;

namespace {

// Texts made of the pieces that matter to the scans, in random order and amount.
std::string randomText(std::mt19937& random)
{
    static const std::vector<std::string> pieces = {
        ":::MLLOG ",
        ":::MLLOG",
        "::MLLOG ",
        ":::M",
        "MLLOG ",
        ": M   ",
        "\n",
        "\r",
        "\r\n",
        "\n\r",
        "x",
        "progress 10%",
        " ",
        ":",
        "{\"key\": \"run_start\"}",
        std::string(40, 'a'),
        std::string(17, ':'),
    };
    std::uniform_int_distribution<std::size_t> pick(0, pieces.size() - 1);
    std::uniform_int_distribution<int> count(0, 60);
    std::string text;
    for (int i = count(random); i > 0; --i)
        text += pieces[pick(random)];
    return text;
}

void expectSameScans(const std::string& text)
{
    const char* begin = text.data();
    const char* end = begin + text.size();
    for (const char* from = begin; from <= end; ++from) {
        const TokenHit fast = findNextToken(from, end);
        const TokenHit slow = findNextTokenPortable(from, end);
        ASSERT_EQ(fast.token, slow.token)
            << "from " << (from - begin) << " in " << testing::PrintToString(text);
        ASSERT_EQ(fast.lineBreaks, slow.lineBreaks)
            << "from " << (from - begin) << " in " << testing::PrintToString(text);
        if (!fast.token)
            continue;
        const RecordLine fastLine = findRecordLine(fast.token, end);
        const RecordLine slowLine = findRecordLinePortable(fast.token, end);
        ASSERT_EQ(fastLine.lastToken, slowLine.lastToken) << testing::PrintToString(text);
        ASSERT_EQ(fastLine.lineEnd, slowLine.lineEnd) << testing::PrintToString(text);
    }
}

} // namespace

TEST(MllogLineScanner, PortableLoopsCountUniversalNewlines)
{
    const std::string text = "a\r\nb\rc\n\n:::MLLOG {} :::MLLOG {\"k\": 1}\r tail";
    const TokenHit hit = findNextTokenPortable(text.data(), text.data() + text.size());
    ASSERT_NE(hit.token, nullptr);
    EXPECT_EQ(hit.token - text.data(), 8);
    EXPECT_EQ(hit.lineBreaks, 4u); // \r\n, \r, \n, \n
    const RecordLine line = findRecordLinePortable(hit.token, text.data() + text.size());
    EXPECT_EQ(line.lastToken - text.data(), 20);
    EXPECT_EQ(*line.lineEnd, '\r');
}

TEST(MllogLineScanner, VectorisedScansAgreeWithThePortableLoops)
{
    SCOPED_TRACE(std::string("scanner: ") + scannerName());
    std::mt19937 random(20261203);
    for (int i = 0; i < 400; ++i)
        expectSameScans(randomText(random));
    // A token straddling every block boundary, and text ending inside a token.
    for (std::size_t pad = 0; pad < 70; ++pad) {
        expectSameScans(std::string(pad, 'x') + ":::MLLOG {\"a\": 1}\n" + std::string(pad, '\n') +
                        ":::MLLOG x");
        expectSameScans(std::string(pad, '\r') + ":::MLLO");
    }
}
