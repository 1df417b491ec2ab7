// Issue 28: rules written to hurt (--rules-dir takes any folder). Deep nesting, long
// chains, format specs, enqueue cycles, alias bombs and unbounded work end in a worded
// error naming what and where, never a crash, a hang or gigabytes of memory. Every input
// is generated here.

#include "core/compliance/py_format.h"
#include "core/compliance/py_program.h"
#include "core/rules/ruleset.h"
#include "core/rules/yaml_budget.h"
#include "tests/support/compliance_support.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>

using namespace scalescope;
using namespace scalescope::compliance;
namespace fs = std::filesystem;

namespace {

std::string repeated(std::string_view piece, std::size_t times)
{
    std::string out;
    out.reserve(piece.size() * times);
    for (std::size_t i = 0; i < times; ++i)
        out += piece;
    return out;
}

// The CompileError's message for `source`, or "" when it compiles.
std::string compileFailure(const std::string& source, bool asProgram = false)
{
    py::SlotTable slots;
    try {
        if (asProgram)
            (void)py::compileProgram(source, slots);
        else
            (void)py::compileExpression(source, slots);
    } catch (const py::CompileError& error) {
        return error.what();
    }
    return {};
}

const std::string kTooDeep = "nested deeper than 200 levels";

TEST(compliance_HostileRules, DeepNestingIsRefusedBeforeTheStackRunsOut)
{
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"10,000 nested parentheses", repeated("(", 10'000) + "1" + repeated(")", 10'000)},
        {"30,000 chained additions", "1" + repeated(" + 1", 30'000)},
        {"30,000 chained 'and'", "True" + repeated(" and True", 30'000)},
        {"a million 'not'", repeated("not ", 1'000'000) + "True"},
        {"a million unary minus", repeated("-", 1'000'000) + "1"},
        {"a million unary minus of a name", repeated("-", 1'000'000) + "s['x']"},
        {"100,000 nested lists", repeated("[", 100'000) + repeated("]", 100'000)},
        {"10,000 chained subscripts", "v" + repeated("[0]", 10'000)},
        {"10,000 chained powers", "2" + repeated(" ** 1", 10'000)},
        {"10,000 nested calls", repeated("abs(", 10'000) + "1" + repeated(")", 10'000)},
        {"10,000 nested conditionals", repeated("1 if True else ", 10'000) + "1"},
    };
    for (const auto& [what, source] : cases) {
        const std::string message = compileFailure(source);
        EXPECT_NE(message.find(kTooDeep), std::string::npos)
            << what << ": " << message.substr(0, 300);
        EXPECT_LT(message.size(), 600u)
            << what << ": the message quotes a bounded part of the text";
    }
    std::string elifs = "if s['a'] == 0:\n    s['b'] = 0\n";
    for (int i = 1; i < 10'000; ++i)
        elifs += "elif s['a'] == " + std::to_string(i) + ":\n    s['b'] = 0\n";
    EXPECT_NE(compileFailure(elifs, true).find(kTooDeep), std::string::npos);
    // A character outside the subset at the end of a long text: the message stays short.
    const std::string badTail =
        compileFailure("1" + repeated(" + 1", 100) + " + " + repeated("x", 1'000'000) + " $");
    EXPECT_FALSE(badTail.empty());
    EXPECT_LT(badTail.size(), 400u) << badTail.substr(0, 400);
    // Within the limit, nesting works as Python's does.
    EXPECT_EQ(compileFailure(repeated("(", 150) + "1" + repeated(")", 150)), "");
    EXPECT_EQ(compileFailure("1" + repeated(" + 1", 150)), "");
    EXPECT_EQ(compileFailure(repeated("not ", 150) + "True"), "");
}

TEST(compliance_HostileRules, NestingAtTheLimitEvaluates)
{
    py::SlotTable slots;
    const auto sum = py::compileExpression("1" + repeated(" + 1", 190), slots);
    const auto negations = py::compileExpression(repeated("not ", 190) + "s['x']", slots);
    std::vector<py::Value> state(slots.size(), py::Value::fromBool(true));
    std::vector<char> defined(slots.size(), 1);
    py::EvalContext context{&state, &defined, &slots, nullptr, nullptr};
    EXPECT_EQ(py::evaluate(*sum.root, context).integer, 191);
    EXPECT_TRUE(py::truthy(py::evaluate(*negations.root, context))); // an even count of `not`
}

std::string format(const std::string& spec, const py::Value& value)
{
    return py::formatValue(value, spec);
}

TEST(compliance_HostileRules, FormatSpecsAsPythonFormatsThem)
{
    using py::Value;
    // Each expected text is what CPython 3.11 prints for format(value, spec).
    EXPECT_EQ(format("x", Value::fromInt(255)), "ff");
    EXPECT_EQ(format("X", Value::fromInt(255)), "FF");
    EXPECT_EQ(format("#x", Value::fromInt(255)), "0xff");
    EXPECT_EQ(format("#o", Value::fromInt(8)), "0o10");
    EXPECT_EQ(format("b", Value::fromInt(5)), "101");
    EXPECT_EQ(format("08b", Value::fromInt(5)), "00000101");
    EXPECT_EQ(format("d", Value::fromInt(-42)), "-42");
    EXPECT_EQ(format("+d", Value::fromInt(42)), "+42");
    EXPECT_EQ(format(" d", Value::fromInt(42)), " 42");
    EXPECT_EQ(format("05d", Value::fromInt(-42)), "-0042");
    EXPECT_EQ(format(",", Value::fromInt(1234567)), "1,234,567");
    EXPECT_EQ(format("_x", Value::fromInt(0x123456)), "12_3456");
    EXPECT_EQ(format(">6", Value::fromInt(42)), "    42");
    EXPECT_EQ(format("*^7", Value::fromInt(42)), "**42***");
    EXPECT_EQ(format("=+6", Value::fromInt(42)), "+   42");
    EXPECT_EQ(format("d", Value::fromInt(INT64_MIN)), "-9223372036854775808");
    EXPECT_EQ(format("x", Value::fromInt(INT64_MIN)), "-8000000000000000");
    EXPECT_EQ(format("c", Value::fromInt(65)), "A");
    EXPECT_EQ(format("d", Value::fromBool(true)), "1");
    EXPECT_EQ(format(".2f", Value::fromFloat(3.14159)), "3.14");
    EXPECT_EQ(format("f", Value::fromFloat(2.5)), "2.500000");
    EXPECT_EQ(format("10.3f", Value::fromFloat(-2.5)), "    -2.500");
    EXPECT_EQ(format(".3e", Value::fromFloat(12345.678)), "1.235e+04");
    EXPECT_EQ(format("E", Value::fromFloat(0.5)), "5.000000E-01");
    EXPECT_EQ(format("g", Value::fromFloat(0.0001)), "0.0001");
    EXPECT_EQ(format("g", Value::fromFloat(1234567.0)), "1.23457e+06");
    EXPECT_EQ(format(".1%", Value::fromFloat(0.256)), "25.6%");
    EXPECT_EQ(format("%", Value::fromInt(1)), "100.000000%");
    EXPECT_EQ(format(",.2f", Value::fromFloat(1234567.891)), "1,234,567.89");
    EXPECT_EQ(format(".3", Value::fromFloat(1.0)), "1.0");
    EXPECT_EQ(format(".3", Value::fromFloat(1234.5)), "1.23e+03");
    EXPECT_EQ(format(">8", Value::fromFloat(1.5)), "     1.5");
    EXPECT_EQ(format("f", Value::fromFloat(INFINITY)), "inf");
    EXPECT_EQ(format("F", Value::fromFloat(-INFINITY)), "-INF");
    EXPECT_EQ(format(".2f", Value::fromInt(3)), "3.00");
    EXPECT_EQ(format("<5", Value::fromStr("ab")), "ab   ");
    EXPECT_EQ(format("^6", Value::fromStr("ab")), "  ab  ");
    EXPECT_EQ(format(".2", Value::fromStr("abcdef")), "ab");
    EXPECT_EQ(format("s", Value::fromStr("ab")), "ab");
    EXPECT_EQ(format("", Value::none()), "None");
}

std::string formatFailure(const std::string& pattern, std::vector<py::Value> args)
{
    try {
        (void)py::formatString(pattern, args);
    } catch (const py::PyError& error) {
        return error.what();
    }
    return {};
}

TEST(compliance_HostileRules, FormatErrorsAreWordedPythonErrors)
{
    using py::Value;
    EXPECT_EQ(py::formatString("{:x}", std::vector{Value::fromInt(255)}), "ff");
    EXPECT_EQ(
        py::formatString("{0}-{0!r}-{1:>3}", std::vector{Value::fromStr("a"), Value::fromInt(7)}),
        "a-'a'-  7");
    EXPECT_EQ(py::formatString("{{}}{}", std::vector{Value::fromInt(1)}), "{}1");
    EXPECT_EQ(formatFailure("{:d}", {Value::fromFloat(1.5)}),
              "ValueError: Unknown format code 'd' for object of type 'float'");
    EXPECT_EQ(formatFailure("{:x}", {Value::fromStr("a")}),
              "ValueError: Unknown format code 'x' for object of type 'str'");
    EXPECT_EQ(formatFailure("{:.2d}", {Value::fromInt(1)}),
              "ValueError: Precision not allowed in integer format specifier");
    EXPECT_EQ(formatFailure("{:+s}", {Value::fromStr("a")}),
              "ValueError: Sign not allowed in string format specifier");
    EXPECT_EQ(formatFailure("{:d}", {Value::none()}),
              "TypeError: unsupported format string passed to NoneType.__format__");
    EXPECT_EQ(formatFailure("{name}", {Value::fromInt(1)}), "KeyError: 'name'");
    EXPECT_EQ(formatFailure("{5}", {Value::fromInt(1)}),
              "IndexError: Replacement index 5 out of range for positional args tuple");
    EXPECT_EQ(formatFailure("{99999999999999999999999}", {Value::fromInt(1)}),
              "ValueError: Too many decimal digits in format string");
    EXPECT_EQ(
        formatFailure("{}{0}", {Value::fromInt(1)}),
        "ValueError: cannot switch from automatic field numbering to manual field specification");
    EXPECT_EQ(formatFailure("}", {}), "ValueError: Single '}' encountered in format string");
    EXPECT_EQ(formatFailure("{", {}), "ValueError: Single '{' encountered in format string");
    EXPECT_EQ(formatFailure("{:q}", {Value::fromInt(1)}),
              "ValueError: Unknown format code 'q' for object of type 'int'");
    EXPECT_NE(formatFailure("{:xx}", {Value::fromInt(1)})
                  .find("ValueError: Invalid format specifier 'xx'"),
              std::string::npos);
    EXPECT_NE(formatFailure("{:{}}", {Value::fromInt(1), Value::fromInt(2)})
                  .find("nested replacement fields"),
              std::string::npos);
    EXPECT_NE(formatFailure("{0[0]}", {Value::fromInt(1)}).find("item and attribute access"),
              std::string::npos);
    EXPECT_NE(formatFailure("{:1000000000}", {Value::fromInt(1)})
                  .find("above the rules evaluator's limit of 10000"),
              std::string::npos);
    EXPECT_NE(formatFailure("{:.99999999999999999999f}", {Value::fromFloat(1)})
                  .find("above the rules evaluator's limit"),
              std::string::npos);
    EXPECT_NE(formatFailure("{:z}", {Value::fromFloat(1)}).find("'z' option"), std::string::npos);
}

// A ruleset of hand-written configs, entry "common".
Ruleset rulesetOf(const nlohmann::json& configs)
{
    Ruleset ruleset;
    ruleset.version = "9.0.0";
    ruleset.urlVersion = "9.0";
    ruleset.compliance = {{"format", 1}, {"entry", "common"}, {"configs", configs}};
    return ruleset;
}

nlohmann::json config(const std::string& key, const std::string& post)
{
    return {{"source", "test"},
            {"rules",
             nlohmann::json::array({{{"key", key}, {"req", "AT_LEAST_ONE"}, {"post", post}}})}};
}

std::string logOf(const std::string& key, int records)
{
    std::string text;
    for (int i = 0; i < records; ++i)
        text += R"(:::MLLOG {"namespace": "", "time_ms": )" + std::to_string(1000 + i) +
                R"(, "event_type": "POINT_IN_TIME", "key": ")" + key +
                R"(", "value": null, "metadata": {}})" + "\n";
    return text;
}

std::string failures(const Result& result)
{
    std::string text;
    for (const auto& failure : result.failures)
        text += failure.message + "\n";
    return text;
}

TEST(compliance_HostileRules, EnqueueCyclesAreRejectedWithTheChain)
{
    const auto log = compliance::testing::parseText(logOf("run_start", 1));
    {
        const Checker checker(rulesetOf(
            {{"common", config("run_start", "enqueue_config('training_9.0.0/common.yaml')")}}));
        const Result result = checker.check(log->log);
        EXPECT_FALSE(result.valid);
        EXPECT_NE(failures(result).find("rules file common enqueues itself (common -> common): an "
                                        "endless cycle of rules files"),
                  std::string::npos)
            << failures(result);
    }
    {
        const Checker checker(
            rulesetOf({{"common", config("run_start", "enqueue_config('training_9.0.0/a.yaml')")},
                       {"a", config("run_start", "enqueue_config('training_9.0.0/b.yaml')")},
                       {"b", config("run_start", "enqueue_config('training_9.0.0/a.yaml')")}}));
        const Result result = checker.check(log->log);
        EXPECT_FALSE(result.valid);
        EXPECT_NE(failures(result).find(
                      "rules file b enqueues a, which led to it (common -> a -> b -> a)"),
                  std::string::npos)
            << failures(result);
    }
    {
        // The same file enqueued once per record, by a file that is not its ancestor, runs
        // once per enqueue, as in the official checker: finite, but capped.
        const auto many = compliance::testing::parseText(logOf("run_start", 100));
        const Checker checker(rulesetOf(
            {{"common", config("run_start", "enqueue_config('training_9.0.0/leaf.yaml')")},
             {"leaf", config("other", "")}}));
        const Result result = checker.check(many->log);
        EXPECT_NE(failures(result).find("the rules files enqueue more than 64 runs of rules files "
                                        "for one log (the last: training_9.0.0/leaf.yaml)"),
                  std::string::npos)
            << failures(result);
    }
}

TEST(compliance_HostileRules, GrowingStateStopsAtTheMemoryLimits)
{
    // Each record doubles a string: past 16 MiB (the 26th record) the doubling is refused,
    // never gigabytes.
    const auto log = compliance::testing::parseText(logOf("run_start", 40));
    nlohmann::json common = config("run_start", "s['x'] = s['x'] + s['x'] if 'x' in s else 'x'");
    const Checker checker(rulesetOf({{"common", common}}));
    const Result result = checker.check(log->log);
    EXPECT_NE(failures(result).find("run_start: POST code `s['x'] = s['x'] + s['x'] if 'x' in s "
                                    "else 'x'` failed: MemoryError: a string of 33554432 bytes, "
                                    "more than the rules evaluator's limit of 16777216"),
              std::string::npos)
        << failures(result);
    // Lists nested one level per record stop at 200 levels.
    const auto deep = compliance::testing::parseText(logOf("run_start", 300));
    const Checker nesting(
        rulesetOf({{"common", config("run_start", "s['x'] = [s['x']] if 'x' in s else []")}}));
    EXPECT_NE(failures(nesting.check(deep->log))
                  .find("RecursionError: lists nested deeper than 200 levels"),
              std::string::npos);
}

TEST(compliance_HostileRules, EvaluationStepsAreBudgetedPerRulesFile)
{
    // A list doubled to 131,072 items, then walked by `not in` on every record: 400
    // records would take 52 M steps, over the 50 M budget of one rules file.
    const auto log = compliance::testing::parseText(logOf("run_start", 400));
    nlohmann::json common = config(
        "run_start",
        "s['l'] = (s['l'] + s['l'] if len(s['l']) < 131072 else s['l']) if 'l' in s else [0]");
    common["rules"][0]["check"] = nlohmann::json::array({"-1 not in s['l']"});
    const Checker checker(rulesetOf({{"common", common}}));
    const Result result = checker.check(log->log);
    EXPECT_FALSE(result.valid);
    EXPECT_NE(failures(result).find("rules file common: the evaluation took more than 50000000 "
                                    "steps, the rules evaluator's budget for one "
                                    "rules file on one log; the run is rejected"),
              std::string::npos)
        << failures(result);

    py::SlotTable slots;
    const auto expression = py::compileExpression("1 + 1", slots);
    py::EvalContext context;
    context.maxSteps = 2; // the sum and its two operands are three steps
    EXPECT_THROW((void)py::evaluate(*expression.root, context), py::BudgetExceeded);
}

// A rules tree of its own under the test's temporary folder.
class RulesTree
{
  public:
    RulesTree()
    {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        root_ = fs::path(::testing::TempDir()) / (std::string("hostile_rules_") + info->name());
        fs::remove_all(root_);
        fs::create_directories(root_ / "compliance_checker/training_9.0.0");
    }
    ~RulesTree() { fs::remove_all(root_); }
    void write(const std::string& file, const std::string& text) const
    {
        std::ofstream(root_ / "compliance_checker/training_9.0.0" / file, std::ios::binary) << text;
    }
    std::string loadFailure() const
    {
        try {
            (void)loadRulesetsFromDirectory(root_);
        } catch (const std::exception& error) {
            return error.what();
        }
        return {};
    }

  private:
    fs::path root_;
};

TEST(compliance_HostileRules, RulesDirectoryErrorsNameFileKeyAndDepth)
{
    RulesTree tree;
    tree.write("common.yaml", "- KEY:\n    NAME: run_start\n    CHECK: \"" + repeated("(", 10'000) +
                                  "1" + repeated(")", 10'000) + "\"\n");
    const std::string message = tree.loadFailure();
    EXPECT_NE(message.find("training_9.0.0/common.yaml"), std::string::npos)
        << message.substr(0, 400);
    EXPECT_NE(message.find("key 'run_start'"), std::string::npos) << message.substr(0, 400);
    EXPECT_NE(message.find(kTooDeep), std::string::npos) << message.substr(0, 400);
    EXPECT_LT(message.size(), 1000u);
}

TEST(compliance_HostileRules, LongTextsInTheConverterDoNotOverflowTheStack)
{
    // The converter scanned enqueue_config() arguments, benchmark lists and BEGIN code
    // with std::regex, which recursed once per character: 50,000 were a segfault.
    RulesTree tree;
    const std::string longWord = repeated("a", 200'000);
    tree.write(
        "common.yaml",
        "- KEY:\n    NAME: submission_division\n    POST: \"enqueue_config('training_8.0.0/" +
            longWord + "')\"\n- BEGIN:\n    CODE: \"if line.key == " + repeated("x", 200'000) +
            "\"\n");
    tree.write("closed_common.yaml",
               "- KEY:\n    NAME: submission_benchmark\n    CHECK: \"v['value'] in ['" + longWord +
                   "', 'beta']\"\n");
    const std::string message = tree.loadFailure();
    EXPECT_NE(message.find("training_9.0.0/common.yaml: the BEGIN code cannot be compiled"),
              std::string::npos)
        << message.substr(0, 300);
    tree.write(
        "common.yaml",
        "- KEY:\n    NAME: submission_division\n    POST: \"enqueue_config('training_8.0.0/" +
            longWord + "')\"\n");
    EXPECT_EQ(tree.loadFailure(),
              ""); // converted: the long name is one more note, its folder missing
}

TEST(compliance_HostileRules, NestedYamlAliasesAreRefusedBeforeTheyExpand)
{
    // "Billion laughs": ten levels of ten aliases each, 10^10 nodes once expanded, in
    // under 2 KB; then the same padded to 0.76 MB, as in the issue.
    std::string bomb = "- KEY:\n    NAME: run_start\n    L0: &l0 [\"lol\", \"lol\", \"lol\", "
                       "\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n";
    for (int level = 1; level <= 9; ++level) {
        bomb += "    L" + std::to_string(level) + ": &l" + std::to_string(level) + " [";
        for (int i = 0; i < 10; ++i)
            bomb += std::string(i ? ", " : "") + "*l" + std::to_string(level - 1);
        bomb += "]\n";
    }
    EXPECT_GT(rules::expandedYamlNodes(bomb, rules::kMaxYamlNodes), rules::kMaxYamlNodes);
    RulesTree tree;
    tree.write("common.yaml", bomb + "# " + std::string(760'000, 'x') + "\n");
    const std::string message = tree.loadFailure();
    EXPECT_NE(message.find("training_9.0.0/common.yaml: holds more than 200000 YAML nodes once its "
                           "aliases are expanded"),
              std::string::npos)
        << message;
    // Aliases of a few nodes each are what YAML is for, and load.
    EXPECT_EQ(rules::expandedYamlNodes("a: &x [1, 2]\nb: *x\nc: *x\n", 100),
              13u); // map, 3 keys, 3 lists of 3
    tree.write("common.yaml", std::string(rules::kMaxYamlBytes + 1, '#'));
    EXPECT_NE(tree.loadFailure().find("more than the limit of 8388608 bytes for one rules file"),
              std::string::npos);
}

} // namespace
