#include "core/mllog/mllog_reader.h"

#include <algorithm>
#include <gtest/gtest.h>

using namespace scalescope;

namespace {

struct Read
{
    json::Arena arena;
    mllog::MllogLog log;
    std::string bytes;
    explicit Read(std::string text) : bytes(std::move(text))
    {
        mllog::readMllog(bytes, arena, log);
    }
};

std::string record(std::string_view key, long long time, std::string_view value = "null",
                   std::string_view metadata = "{}")
{
    return ":::MLLOG {\"namespace\": \"\", \"time_ms\": " + std::to_string(time) +
           ", \"event_type\": \"POINT_IN_TIME\", \"key\": \"" + std::string(key) +
           "\", \"value\": " + std::string(value) + ", \"metadata\": " + std::string(metadata) +
           "}";
}

} // namespace

TEST(MllogReader, ReadsRecordsWithLineNumbers)
{
    Read r("noise\n" + record("run_start", 100) + "\nmore noise\n" +
           record("run_stop", 200, "null", R"({"status": "success"})") + "\n");
    ASSERT_EQ(r.log.records.size(), 2u);
    EXPECT_EQ(r.log.records[0].key, "run_start");
    EXPECT_EQ(r.log.records[0].line, 2u);
    EXPECT_EQ(r.log.records[0].timeMs, 100.0);
    EXPECT_EQ(r.log.records[1].line, 4u);
    EXPECT_EQ(r.log.records[1].metadata->find("status")->text(), "success");
    EXPECT_EQ(r.log.lineCount, 4u);
    EXPECT_EQ(r.log.mllogLineCount, 2u);
    EXPECT_TRUE(r.log.parseErrors.empty());
}

TEST(MllogReader, UniversalNewlinesCountEveryBreak)
{
    // CRLF is one break, a lone CR is one: the run_stop below is on line 4.
    Read r(record("a", 1) + "\r\n" + "progress 10%\rprogress 20%\r" + record("b", 2) + "\n");
    ASSERT_EQ(r.log.records.size(), 2u);
    EXPECT_EQ(r.log.records[1].line, 4u);
}

TEST(MllogReader, LoneCarriageReturnEndsTheRecord)
{
    // tqdm bars share a \n-line with a record; the \r ends the record's line.
    Read r(record("a", 1) + "\r 45%|####   |\n");
    ASSERT_EQ(r.log.records.size(), 1u);
    EXPECT_TRUE(r.log.parseErrors.empty());
}

TEST(MllogReader, TakesTextAfterTheLastToken)
{
    Read r("[1,0]<stdout>: " + record("lost", 1) + " " + record("kept", 2) + "\n");
    ASSERT_EQ(r.log.records.size(), 1u);
    EXPECT_EQ(r.log.records[0].key, "kept");
}

TEST(MllogReader, IgnoresTokenWithoutSpace)
{
    Read r(":::MLLOG{\"time_ms\": 1}\n");
    EXPECT_EQ(r.log.mllogLineCount, 0u);
    EXPECT_TRUE(r.log.records.empty());
}

TEST(MllogReader, TrimsPythonWhitespace)
{
    Read r(record("a", 1) + " \t\x0b\xa0\n");
    ASSERT_EQ(r.log.records.size(), 1u);
}

TEST(MllogReader, TrailingTextIsAParseError)
{
    Read r(record("a", 1) + " trailing\n");
    EXPECT_TRUE(r.log.records.empty());
    ASSERT_EQ(r.log.parseErrors.size(), 1u);
    EXPECT_EQ(r.log.parseErrors[0].line, 1u);
    EXPECT_NE(r.log.parseErrors[0].reason.find("Extra data"), std::string::npos);
}

TEST(MllogReader, TimeMsConversionsFollowPythonFloat)
{
    Read r(":::MLLOG {\"time_ms\": \"1.5e3\", \"key\": \"a\", \"value\": 1, \"metadata\": {}}\n"
           ":::MLLOG {\"time_ms\": true, \"key\": \"b\", \"value\": 1, \"metadata\": {}}\n"
           ":::MLLOG {\"time_ms\": \"soon\", \"key\": \"c\", \"value\": 1, \"metadata\": {}}\n"
           ":::MLLOG {\"time_ms\": null, \"key\": \"d\", \"value\": 1, \"metadata\": {}}\n"
           ":::MLLOG {\"time_ms\": \" 1_000 \", \"key\": \"e\", \"value\": 1, \"metadata\": {}}\n");
    ASSERT_EQ(r.log.records.size(), 3u);
    EXPECT_EQ(r.log.records[0].timeMs, 1500.0);
    EXPECT_EQ(r.log.records[1].timeMs, 1.0);
    EXPECT_EQ(r.log.records[2].timeMs, 1000.0);
    ASSERT_EQ(r.log.parseErrors.size(), 1u);
    EXPECT_EQ(r.log.parseErrors[0].line, 3u);
    ASSERT_EQ(r.log.malformedRecords.size(), 1u);
    EXPECT_EQ(r.log.malformedRecords[0].line, 4u);
    EXPECT_EQ(r.log.malformedRecords[0].reason, "time_ms is null");
}

TEST(MllogReader, MissingFieldsAndNonObjectsAreMalformed)
{
    Read r(":::MLLOG [1, 2]\n"
           ":::MLLOG {\"time_ms\": 1, \"key\": \"a\", \"value\": 1}\n");
    EXPECT_TRUE(r.log.records.empty());
    ASSERT_EQ(r.log.malformedRecords.size(), 2u);
    EXPECT_EQ(r.log.malformedRecords[0].reason, "the MLLOG record is not a JSON object");
    EXPECT_EQ(r.log.malformedRecords[1].reason, "the MLLOG record has no \"metadata\" field");
}

TEST(MllogReader, EmptyFileHasNoLines)
{
    Read r("");
    EXPECT_EQ(r.log.lineCount, 0u);
    EXPECT_TRUE(r.log.records.empty());
}

TEST(MllogReader, HighBytesInStringsAreLatin1)
{
    Read r(record("a", 1, "\"caf\xe9\xff\"") + "\n");
    ASSERT_EQ(r.log.records.size(), 1u);
    EXPECT_EQ(r.log.records[0].value->text(), "caf\xc3\xa9\xc3\xbf");
}

TEST(MllogReader, NulInsideStringIsAParseError)
{
    Read r(record("a", 1, std::string("\"a\0b\"", 5)) + "\n");
    EXPECT_TRUE(r.log.records.empty());
    EXPECT_EQ(r.log.parseErrors.size(), 1u);
}

namespace {

// Reference: split with universal newlines, the way Python's str.splitlines() would
// for \r, \n and \r\n, and number the lines that hold the token.
std::vector<std::uint32_t> referenceRecordLines(const std::string& text)
{
    std::vector<std::uint32_t> lines;
    std::uint32_t number = 1;
    std::string current;
    const auto finish = [&] {
        if (current.find(":::MLLOG ") != std::string::npos)
            lines.push_back(number);
        current.clear();
        ++number;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\r') {
            finish();
            if (i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
        } else if (text[i] == '\n') {
            finish();
        } else {
            current += text[i];
        }
    }
    if (!current.empty())
        finish();
    return lines;
}

} // namespace

TEST(MllogReader, LineNumbersMatchAReferenceSplitterOnMixedBreaks)
{
    // Pieces of every length around the 16-byte scanning blocks, so that a CRLF pair
    // falls across a block edge somewhere.
    const std::vector<std::string> pieces = {"\r\n",
                                             "\r",
                                             "\n",
                                             "x",
                                             "noise noise",
                                             ":::MLLOG",
                                             "12:34:56 ",
                                             record("k", 1),
                                             std::string(15, 'a'),
                                             std::string(17, 'b')};
    unsigned state = 12345;
    for (int trial = 0; trial < 300; ++trial) {
        std::string text;
        const int count = 5 + trial % 40;
        for (int i = 0; i < count; ++i) {
            state = state * 1103515245u + 12345u;
            const std::string& piece = pieces[(state >> 16) % pieces.size()];
            text += piece;
            if (piece.rfind(":::MLLOG {", 0) == 0)
                text += '\n'; // a record needs its own line end to stay valid JSON
        }
        Read r(text);
        std::vector<std::uint32_t> lines;
        for (const auto& rec : r.log.records)
            lines.push_back(rec.line);
        for (const auto& problem : r.log.parseErrors)
            lines.push_back(problem.line);
        std::sort(lines.begin(), lines.end());
        EXPECT_EQ(lines, referenceRecordLines(text)) << "trial " << trial;
        if (HasFailure())
            break;
    }
}

namespace {

// The records, problems and counts of a read, as text, to compare two ways of reading.
std::string describe(const mllog::MllogLog& log, bool withValues)
{
    std::string out = std::to_string(log.lineCount) + " lines, " +
                      std::to_string(log.mllogLineCount) + " MLLOG\n";
    for (const auto& r : log.records) {
        out += std::to_string(r.line) + " " + std::string(r.key) + " " + r.keyValue->dump() + " " +
               std::to_string(r.timeMs);
        if (withValues)
            out += " " + r.value->dump() + " " + r.metadata->dump();
        out += "\n";
    }
    for (const auto& p : log.parseErrors)
        out += "parse error " + std::to_string(p.line) + ": " + p.reason + "\n";
    for (const auto& p : log.malformedRecords)
        out += "malformed " + std::to_string(p.line) + ": " + p.reason + "\n";
    return out;
}

const std::string kLayouts =
    // the layout mlperf_logging writes, read in place
    record("run_start", 100, "null", R"({"file": "/w/a.py", "lineno": 3})") + "\n" +
    record("weights_initialization", 101, "null",
           R"({"tensor": "emb", "deep": [{"a": [1, 2.5e-3]}]})") +
    "\n" +
    record("eval_accuracy", 102, "0.72", R"({"epoch_num": 1, "samples_count": 1e6, "x": NaN})") +
    "\n" + record("esc\\u0061ped", 103, R"("caf\u00e9")") + "\n" +
    ":::MLLOG {\"namespace\": \"\", \"time_ms\": 1.7e12, \"event_type\": \"POINT_IN_TIME\", "
    "\"key\": \"f\", \"value\": -Infinity, \"metadata\": {}}\n" +
    // flat metadata objects read in place, and the ones left to the JSON parser
    record("flat", 120, R"({"a": 1})",
           R"({"file": "/w/b.py", "lineno": 0, "neg": -12, "zero": -0, "s": ""})") +
    "\n" +
    record("flat_empty", 121, "{}", R"({"n": 999999999999999999, "m": -999999999999999999})") +
    "\n" + record("flat_repeated", 122, "null", R"({"a": 1, "b": 2, "a": 3})") + "\n" +
    record("flat_big", 123, "null", R"({"n": 1234567890123456789012, "f": 1.5, "e": 1e3})") + "\n" +
    record("flat_nine", 124, "null",
           R"({"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "h": 8, "i": 9})") +
    "\n" +
    record("flat_escaped", 125, "null",
           R"({"t\u0061b": "x\ty", "k": "caf\u00e9", "n": [1], "o": {"p": null}})") +
    "\n" + record("flat_spacing", 126, "null", R"({"a":1, "b" : "x"})") + "\n" +
    record("flat_bad_zero", 127, "null", R"({"a": 01})") + "\n" +
    record("flat_bad_minus", 128, "null", R"({"a": -})") + "\n" +
    // other layouts go through json::parse
    ":::MLLOG "
    "{\"namespace\":\"\",\"time_ms\":104,\"event_type\":\"POINT_IN_TIME\",\"key\":\"tight\","
    "\"value\":1,\"metadata\":{}}\n" +
    ":::MLLOG {\"key\": \"first\", \"namespace\": \"\", \"time_ms\": 105, \"value\": 2, "
    "\"metadata\": {}}\n" +
    ":::MLLOG {\"namespace\": \"\", \"time_ms\": 106, \"event_type\": \"E\", \"key\": \"a\", "
    "\"value\": 3, \"metadata\": {}, \"key\": \"twice\"}\n" +
    ":::MLLOG {\"namespace\": \"\", \"time_ms\": \"107\", \"event_type\": \"E\", \"key\": "
    "\"string_time\", \"value\": 4, \"metadata\": {}}\n" +
    ":::MLLOG {\"namespace\": \"\", \"time_ms\": 108, \"event_type\": \"E\", \"key\": 5, "
    "\"value\": 5, \"metadata\": {}}\n" +
    ":::MLLOG {\"namespace\": \"n\\u00e9\", \"time_ms\": 109, \"event_type\": \"E\", \"key\": "
    "\"ns\", \"value\": 6, \"metadata\": {}}\n" +
    // invalid or malformed, in the layout and out of it
    record("weights_initialization", 110, "null", R"({"tensor": "emb",})") + "\n" +
    record("seed", 111, "[1, 2") + "\n" +
    record("run_stop", 112, "null", R"({"status": "success"} )") + " trailing\n" +
    ":::MLLOG {\"namespace\": \"\", \"time_ms\": null, \"event_type\": \"E\", \"key\": "
    "\"null_time\", \"value\": 7, \"metadata\": {}}\n" +
    ":::MLLOG {\"namespace\": \"\", \"time_ms\": 113, \"event_type\": \"E\", \"key\": "
    "\"no_metadata\", \"value\": 8}\n" +
    ":::MLLOG [1, 2]\n" +
    // times at and beyond what is read in place (18 digits), and a negative one
    record("time_18_digits", 123456789012345678) + "\n" +
    record("time_19_digits", 1234567890123456789) + "\n" + record("time_negative", -5) + "\n";

} // namespace

TEST(MllogReader, ReadingTheLoggerLayoutInPlaceGivesWhatJsonParseGives)
{
    json::Arena generalArena;
    mllog::MllogLog general;
    mllog::readMllog(kLayouts, generalArena, general, {.readCanonicalLayoutInPlace = false});
    json::Arena inPlaceArena;
    mllog::MllogLog inPlace;
    mllog::readMllog(kLayouts, inPlaceArena, inPlace);

    EXPECT_EQ(describe(inPlace, true), describe(general, true));
    ASSERT_EQ(general.records.size(), 21u);
    EXPECT_EQ(general.records[18].timeMs,
              123456789012345678.0); // rounded to a double, as Python's float() would
    EXPECT_EQ(general.records[20].timeMs, -5.0);
    EXPECT_EQ(general.records[3].key, "escaped");
    EXPECT_EQ(general.records[7].metadata->dump(), R"({"a": 3, "b": 2})");
    EXPECT_EQ(general.records[14].key, "twice"); // the last "key" member wins, as in a Python dict
    EXPECT_EQ(general.records[15].timeMs, 107.0);
    EXPECT_EQ(general.parseErrors.size(), 5u);
    EXPECT_EQ(general.malformedRecords.size(), 3u);
}

TEST(MllogReader, RecordsOfKeysNobodyReadsAreCheckedButNotBuilt)
{
    mllog::KeySet detailed;
    detailed.insert("eval_accuracy");
    json::Arena arena;
    mllog::MllogLog filtered;
    mllog::readMllog(kLayouts, arena, filtered, {.detailed = &detailed});
    json::Arena fullArena;
    mllog::MllogLog full;
    mllog::readMllog(kLayouts, fullArena, full);

    // Same records, times, lines and problems: a broken value of an unread key is still an error.
    EXPECT_EQ(describe(filtered, false), describe(full, false));
    ASSERT_EQ(filtered.records.size(), full.records.size());
    EXPECT_EQ(filtered.records[0].key, "run_start");
    EXPECT_EQ(filtered.records[0].metadata, &mllog::unbuiltValue());
    EXPECT_EQ(filtered.records[1].value, &mllog::unbuiltValue());
    EXPECT_EQ(filtered.records[2].value->asDouble(), 0.72); // eval_accuracy is read
    EXPECT_EQ(filtered.records[2].metadata->find("samples_count")->asDouble(), 1e6);
    EXPECT_EQ(filtered.records[12].key, "tight");
    EXPECT_TRUE(filtered.records[12].metadata->isObject()); // out of layout: built anyway
    EXPECT_LT(arena.bytesInUse(), fullArena.bytesInUse());
}
