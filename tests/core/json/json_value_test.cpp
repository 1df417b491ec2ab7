#include "core/json/json_value.h"

#include <cmath>
#include <gtest/gtest.h>
#include <string>

using namespace scalescope::json;

namespace {

struct Parsed
{
    Arena arena;
    ParseResult result;
    explicit Parsed(std::string_view text) : result(parse(text, arena)) {}
};

std::string errorOf(std::string_view text)
{
    Parsed parsed(text);
    EXPECT_FALSE(parsed.result.ok()) << text;
    return parsed.result.error.message;
}

} // namespace

TEST(JsonValue, ParsesAnMllogRecord)
{
    Parsed p(
        R"({"namespace": "", "time_ms": 1726882136132, "key": "run_start", "value": null, "metadata": {"file": "x.py", "lineno": 3}})");
    ASSERT_TRUE(p.result.ok());
    const Value& root = *p.result.root;
    ASSERT_TRUE(root.isObject());
    EXPECT_EQ(root.size(), 5u);
    EXPECT_EQ(root.find("time_ms")->asInt(), 1726882136132);
    EXPECT_EQ(root.find("key")->text(), "run_start");
    EXPECT_TRUE(root.find("value")->isNull());
    EXPECT_EQ(root.find("metadata")->find("lineno")->asInt(), 3);
    EXPECT_EQ(root.find("missing"), nullptr);
}

TEST(JsonValue, AcceptsPythonNonFiniteLiterals)
{
    Parsed p("[NaN, Infinity, -Infinity]");
    ASSERT_TRUE(p.result.ok());
    EXPECT_TRUE(std::isnan(p.result.root->at(0).asDouble()));
    EXPECT_EQ(p.result.root->at(1).asDouble(), HUGE_VAL);
    EXPECT_EQ(p.result.root->at(2).asDouble(), -HUGE_VAL);
}

TEST(JsonValue, LastDuplicateKeyWinsAtFirstPosition)
{
    Parsed p(R"({"a": 1, "b": 2, "a": 3})");
    ASSERT_TRUE(p.result.ok());
    ASSERT_EQ(p.result.root->size(), 2u);
    EXPECT_EQ(p.result.root->members()[0].key, "a");
    EXPECT_EQ(p.result.root->find("a")->asInt(), 3);
}

TEST(JsonValue, DuplicateKeysInLargeObjects)
{
    std::string text = "{";
    for (int i = 0; i < 40; ++i)
        text += "\"k" + std::to_string(i) + "\": " + std::to_string(i) + ", ";
    text += "\"k7\": 700}";
    Parsed p(text);
    ASSERT_TRUE(p.result.ok());
    EXPECT_EQ(p.result.root->size(), 40u);
    EXPECT_EQ(p.result.root->find("k7")->asInt(), 700);
}

TEST(JsonValue, IntegersHaveNoSizeLimit)
{
    Parsed p("123456789012345678901234567890");
    ASSERT_TRUE(p.result.ok());
    EXPECT_EQ(p.result.root->kind(), Kind::BigInt);
    EXPECT_EQ(p.result.root->text(), "123456789012345678901234567890");
    EXPECT_DOUBLE_EQ(p.result.root->asDouble(), 1.2345678901234568e29);

    // Either side of the int64 range, and the 18-digit values read without from_chars.
    const std::pair<const char*, long long> fitting[] = {
        {"999999999999999999", 999999999999999999LL},
        {"-999999999999999999", -999999999999999999LL},
        {"1727545378246", 1727545378246LL},
        {"-0", 0},
        {"9223372036854775807", 9223372036854775807LL},
        {"-9223372036854775808", -9223372036854775807LL - 1},
        {"1000000000000000000", 1000000000000000000LL}};
    for (const auto& [text, value] : fitting) {
        Parsed fits(text);
        ASSERT_TRUE(fits.result.ok()) << text;
        EXPECT_EQ(fits.result.root->kind(), Kind::Int) << text;
        EXPECT_EQ(fits.result.root->asInt(), value) << text;
    }
    for (const char* text :
         {"9223372036854775808", "-9223372036854775809", "18446744073709551616"}) {
        Parsed big(text);
        ASSERT_TRUE(big.result.ok()) << text;
        EXPECT_EQ(big.result.root->kind(), Kind::BigInt) << text;
        EXPECT_EQ(big.result.root->text(), text);
    }
}

TEST(JsonValue, NumbersFollowPythonGrammar)
{
    Parsed p("[-0, 0.5, 1e3, 2E-2, -1.25e+2, 1e400, 9223372036854775807, -9223372036854775808]");
    ASSERT_TRUE(p.result.ok());
    const Value& a = *p.result.root;
    EXPECT_EQ(a.at(0).kind(), Kind::Int);
    EXPECT_EQ(a.at(1).asDouble(), 0.5);
    EXPECT_EQ(a.at(2).kind(), Kind::Float);
    EXPECT_EQ(a.at(2).asDouble(), 1000.0);
    EXPECT_EQ(a.at(3).asDouble(), 0.02);
    EXPECT_EQ(a.at(4).asDouble(), -125.0);
    EXPECT_EQ(a.at(5).asDouble(), HUGE_VAL); // float('1e400') is inf in Python
    EXPECT_EQ(a.at(6).asInt(), INT64_MAX);
    EXPECT_EQ(a.at(7).asInt(), INT64_MIN);
    EXPECT_EQ(errorOf("01"), "Extra data");
    EXPECT_EQ(errorOf("1."), "Extra data");
    EXPECT_EQ(errorOf(".5"), "Expecting value");
    EXPECT_EQ(errorOf("-"), "Expecting value");
    EXPECT_EQ(errorOf("+1"), "Expecting value");
}

TEST(JsonValue, StringsDecodeEscapesAndLatin1)
{
    Parsed p("[\"a\\u0062c\", \"tab\\t\", \"\xe9\", \"\\ud83d\\ude00\", \"\\ud800x\"]");
    ASSERT_TRUE(p.result.ok());
    const Value& a = *p.result.root;
    EXPECT_EQ(a.at(0).text(), "abc");
    EXPECT_EQ(a.at(1).text(), "tab\t");
    EXPECT_EQ(a.at(2).text(), "\xc3\xa9");         // latin-1 0xE9 is U+00E9
    EXPECT_EQ(a.at(3).text(), "\xf0\x9f\x98\x80"); // surrogate pair joined
    EXPECT_EQ(a.at(4).text(), "\xed\xa0\x80x");    // lone surrogate kept
}

TEST(JsonValue, RejectsWhatPythonRejects)
{
    EXPECT_EQ(errorOf("{\"a\": 1} x"), "Extra data");
    EXPECT_EQ(errorOf(std::string("\"a\0b\"", 5)), "Invalid control character at");
    EXPECT_EQ(errorOf("\"a\nb\""), "Invalid control character at");
    EXPECT_EQ(errorOf("\"\\x\""), "Invalid \\escape");
    EXPECT_EQ(errorOf("\"\\u12g4\""), "Invalid \\uXXXX escape");
    EXPECT_EQ(errorOf("\"abc"), "Unterminated string starting at");
    EXPECT_EQ(errorOf("{\"a\" 1}"), "Expecting ':' delimiter");
    EXPECT_EQ(errorOf("{\"a\": 1,}"), "Expecting property name enclosed in double quotes");
    EXPECT_EQ(errorOf("[1 2]"), "Expecting ',' delimiter");
    EXPECT_EQ(errorOf("[1,]"), "Expecting value");
    EXPECT_EQ(errorOf("nan"), "Expecting value");
    EXPECT_EQ(errorOf(""), "Expecting value");
    EXPECT_EQ(errorOf("{'a': 1}"), "Expecting property name enclosed in double quotes");
}

TEST(JsonValue, NestingIsBounded)
{
    const std::string deep(100000, '[');
    EXPECT_EQ(errorOf(deep), "Nesting too deep");
    std::string fine(kMaxNestingDepth, '[');
    fine += std::string(kMaxNestingDepth, ']');
    Parsed p(fine);
    EXPECT_TRUE(p.result.ok());
}

TEST(JsonValue, ErrorOffsetPointsAtTheProblem)
{
    Parsed p("{\"a\": 1 \"b\": 2}");
    ASSERT_FALSE(p.result.ok());
    EXPECT_EQ(p.result.error.offset, 8u);
}

TEST(JsonValue, DumpIsCompact)
{
    Parsed p(R"({"a": [1, 2.5, "x"], "b": null, "c": true})");
    ASSERT_TRUE(p.result.ok());
    EXPECT_EQ(p.result.root->dump(), R"({"a": [1, 2.5, "x"], "b": null, "c": true})");
}

TEST(JsonValue, PrefixParsingDecidesAsTheWholeParse)
{
    // Each text is followed by what an MLLOG record has after a member value.
    const std::string cases[] = {
        "null",
        "true",
        "-0",
        "12",
        "1.5e3",
        "-1.0E-2",
        "NaN",
        "-Infinity",
        "123456789012345678901234567890",
        R"("plain")",
        R"("esc\"aped\n\u00e9")",
        "\"latin-1 \xe9\"",
        R"([1, [2, {"a": "b"}], []])",
        R"({"file": "/w/run.py", "lineno": 12, "a": {"b": [1, 2]}, "a": 3})",
        // and what parse() rejects
        "",
        "nul",
        "01",
        "1.",
        "-",
        "[1,]",
        "[1 2]",
        R"({"a" 1})",
        R"({"a": 1,})",
        "\"open",
        "\"bad \\x\"",
        std::string("\"ctl \x01\""),
        "{'a': 1}",
        "[" + std::string(600, '['),
    };
    for (const std::string& text : cases) {
        Arena whole;
        const ParseResult expected = parse(text, whole);
        const std::string followed = text + ", \"metadata\": {}}";
        Arena arena;
        const PrefixResult prefix = parsePrefix(followed, arena);
        // A value that parse() rejects never reads as one ending where the text ends
        // (it may read as a shorter or longer one: "1." as 1, "\"open" up to the next quote).
        if (!expected.ok()) {
            EXPECT_FALSE(prefix.ok && prefix.length == text.size()) << text;
            const std::size_t valid = validPrefixLength(followed); // 0: no value at all
            EXPECT_TRUE(valid == 0 || valid != text.size()) << text;
            continue;
        }
        ASSERT_TRUE(prefix.ok) << text;
        EXPECT_EQ(prefix.length, text.size()) << text;
        EXPECT_EQ(validPrefixLength(followed), text.size()) << text;
        EXPECT_EQ(prefix.root->dump(), expected.root->dump()) << text;
    }
}

TEST(JsonValue, PrefixParsingCountsTheEnclosingDepth)
{
    std::string deepest(kMaxNestingDepth, '[');
    deepest += std::string(kMaxNestingDepth, ']');
    Arena arena;
    EXPECT_TRUE(parsePrefix(deepest, arena, 0).ok);
    EXPECT_FALSE(parsePrefix(deepest, arena, 1).ok); // one level too deep inside a record
    EXPECT_EQ(validPrefixLength(deepest, 0), deepest.size());
    EXPECT_EQ(validPrefixLength(deepest, 1), 0u);
}

TEST(JsonArena, ResetKeepsOneBlock)
{
    Arena arena;
    for (int i = 0; i < 1000; ++i)
        arena.allocate(1000);
    EXPECT_GE(arena.bytesInUse(), 1000000u);
    arena.reset();
    EXPECT_EQ(arena.bytesInUse(), 0u);
}
