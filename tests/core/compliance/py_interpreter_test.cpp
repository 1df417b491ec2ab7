// The Python-expression subset on hand-built records: Python semantics that decide runs.

#include "core/compliance/py_program.h"

#include <cmath>
#include <deque>
#include <gtest/gtest.h>

using namespace scalescope;
using namespace scalescope::compliance::py;

namespace {

class Interpreter : public ::testing::Test
{
  protected:
    // Evaluates `source` against the record {"value": <value>, "metadata": <metadata>}.
    Value eval(const std::string& source, const std::string& value = "null",
               const std::string& metadata = "{}", double timestamp = 0)
    {
        texts_.push_back(value);
        texts_.push_back(metadata);
        record_ = {json::parse(texts_[texts_.size() - 2], arena_).root,
                   json::parse(texts_.back(), arena_).root, timestamp};
        expressions_.push_back(compileExpression(source, slots_));
        resize();
        return evaluate(*expressions_.back().root, context());
    }
    bool check(const std::string& source, const std::string& value = "null",
               const std::string& metadata = "{}")
    {
        return truthy(eval(source, value, metadata));
    }
    void run(const std::string& code, double timestamp = 0)
    {
        texts_.push_back("null");
        record_ = {json::parse(texts_.back(), arena_).root, json::parse(texts_.back(), arena_).root,
                   timestamp};
        programs_.push_back(compileProgram(code, slots_));
        resize();
        execute(programs_.back(), context());
    }
    Value state(const std::string& name)
    {
        return state_[static_cast<std::size_t>(slots_.slotFor(name))];
    }

    std::vector<std::string> enqueued_;

  private:
    void resize()
    {
        state_.resize(slots_.size());
        defined_.resize(slots_.size(), 0);
    }
    EvalContext& context()
    {
        context_ = {&state_, &defined_, &slots_, &record_, &enqueued_};
        return context_;
    }
    json::Arena arena_;
    std::deque<std::string> texts_;
    SlotTable slots_;
    std::vector<Value> state_;
    std::vector<char> defined_;
    std::deque<Expression> expressions_;
    std::deque<Program> programs_;
    RecordView record_;
    EvalContext context_;
};
// ctest -R compliance selects every compliance test by its suite name.
using compliance_Interpreter = Interpreter;

TEST_F(compliance_Interpreter, MembershipInMetadataAndRecord)
{
    EXPECT_TRUE(check("'epoch_num' in v['metadata']", "0.5", R"({"epoch_num": 3})"));
    EXPECT_FALSE(check("'epoch_num' in v['metadata']", "0.5", R"({"samples_count": 3})"));
    EXPECT_TRUE(check("('epoch_num' in v['metadata']) | ('samples_count' in v['metadata'])", "0",
                      R"({"samples_count": 3})"));
    EXPECT_TRUE(check("'value' in v"));
    EXPECT_TRUE(check("'status' not in v['metadata']"));
    EXPECT_TRUE(check("v['value'] in ['closed', 'open']", "\"closed\""));
    EXPECT_FALSE(check("v['value'] in ['closed', 'open']", "\"Closed\""));
}

TEST_F(compliance_Interpreter, PythonNumericComparisons)
{
    EXPECT_TRUE(check("v['value'] == 0", "0.0"));
    EXPECT_TRUE(check("v['value'] == 1", "true")); // True == 1
    EXPECT_TRUE(check("v['value'] == True", "1"));
    EXPECT_FALSE(check("v['value'] == 0.1", "\"0.1\""));
    EXPECT_TRUE(check("v['value'] != ''", "0"));
    EXPECT_TRUE(check("v['value'] == 1e-08", "1e-8"));
    EXPECT_TRUE(check("v['value'] == 9007199254740993", "9007199254740993"));
    EXPECT_FALSE(check("v['value'] == 9007199254740992.0",
                       "9007199254740993")); // exact int/float comparison
    EXPECT_TRUE(check("0.0 <= v['value'] <= 90.0", "90"));
    EXPECT_FALSE(check("0.0 <= v['value'] <= 90.0", "91.7"));
    EXPECT_FALSE(check("v['value'] >= 0.72", "NaN"));
    EXPECT_TRUE(check("v['value'] in [1, float('inf')]", "Infinity"));
}

TEST_F(compliance_Interpreter, ExceptionsAreRaisedAsPython)
{
    EXPECT_THROW(eval("v['value'] >= 0.72", "null"), PyError);    // None >= float
    EXPECT_THROW(eval("v['value'] >= 0.72", "\"0.8\""), PyError); // str >= float
    EXPECT_THROW(eval("v['metadata']['epoch_count'] > 0", "0", "{}"), PyError);
    EXPECT_THROW(eval("'x' in v['metadata']", "0", "null"), PyError);
    EXPECT_THROW(eval("v['value']['FID'] <= 90", R"({"CLIP": 0.2})"), PyError);
    EXPECT_THROW(eval("v['value'] / 0", "1"), PyError);
    try {
        eval("v['value']['FID']", "{}");
        FAIL();
    } catch (const PyError& error) {
        EXPECT_STREQ(error.what(), "KeyError: 'FID'");
    }
}

TEST_F(compliance_Interpreter, TernaryAndShortCircuit)
{
    EXPECT_TRUE(check(
        "v['metadata']['epoch_count'] > 0 if 'epoch_count' in v['metadata'] else True", "0", "{}"));
    EXPECT_FALSE(
        check("v['metadata']['epoch_count'] > 0 if 'epoch_count' in v['metadata'] else True", "0",
              R"({"epoch_count": 0})"));
    EXPECT_FALSE(check("'x' in v['metadata'] and v['metadata']['x'] > 0", "0", "{}"));
    EXPECT_TRUE(check("(v['value'] >= 0.720) and v['value'] < 1.0", "0.72"));
    EXPECT_FALSE(check("(v['value'] >= 0.720) and v['value'] < 1.0", "0.719752"));
}

TEST_F(compliance_Interpreter, ArithmeticAndBuiltins)
{
    EXPECT_EQ(eval("7 // 2").integer, 3);
    EXPECT_EQ(eval("-7 // 2").integer, -4);
    EXPECT_EQ(eval("-7 % 3").integer, 2);
    EXPECT_EQ(eval("2 ** 10").integer, 1024);
    EXPECT_DOUBLE_EQ(eval("1 / 4").floating, 0.25);
    EXPECT_EQ(eval("len(v['value'])", "[1, 2]").integer, 2);
    EXPECT_TRUE(check("len(v['value']) == 2", "[10, 20]"));
    EXPECT_TRUE(check("isinstance(v['value'], int)", "16"));
    EXPECT_FALSE(check("isinstance(v['value'], int)", "16.0"));
    EXPECT_TRUE(check("isinstance(v['value'], (int, float))", "16.0"));
    EXPECT_TRUE(check("is_integer(v['value'] / 0.02)", "0.06"));
    EXPECT_TRUE(check("is_integer(math.log2(v['value'] / 0.0001))", "0.0032"));
    EXPECT_TRUE(check("(v['value'] / 0.001).is_integer()", "2.0"));
    EXPECT_EQ(eval("math.ceil(1200000 / 1152)").integer, 1042);
    EXPECT_EQ(eval("min(3, 1.5, 2)").floating, 1.5);
    EXPECT_EQ(eval("max(v['value'])", "[1, 5, 2]").integer, 5);
    EXPECT_TRUE(check("v['value'] * 1152 == 288 * 8e-5 * 4", "8e-5"));
}

TEST_F(compliance_Interpreter, OperatorsBindAndAssociateAsInPython)
{
    EXPECT_EQ(eval("10 - 4 - 3").integer, 3); // left to right
    EXPECT_EQ(eval("2 + 3 * 4").integer, 14);
    EXPECT_EQ(eval("2 * 3 + 4 * 5").integer, 26);
    EXPECT_EQ(eval("100 // 7 % 4").integer, 2); // (100 // 7) % 4
    EXPECT_EQ(eval("1 | 2 ^ 3 & 6").integer, 1 | (2 ^ (3 & 6)));
    EXPECT_EQ(eval("6 & 3 + 1").integer, 6 & 4);
    EXPECT_EQ(eval("-2 ** 2").integer, -4);
    EXPECT_EQ(eval("2 ** 3 ** 2").integer, 512); // right to left
    EXPECT_TRUE(check("1 + 1 == 2 and not 3 - 3"));
    EXPECT_TRUE(check("1 < 2 + 1 < 4"));
}

TEST_F(compliance_Interpreter, SequenceLiteralsMixConstantsAndExpressions)
{
    EXPECT_EQ(str(eval("['a', 1, -2.5, \"b\" 'c', None]")), "['a', 1, -2.5, 'bc', None]");
    EXPECT_EQ(str(eval("[v['value'], 'x', 2 * 3]", "7")), "[7, 'x', 6]");
    EXPECT_EQ(eval("(5)").integer, 5);
    EXPECT_EQ(eval("('five')").text, "five");
    EXPECT_EQ(str(eval("(5,)")), "[5]"); // tuples are lists here
    EXPECT_EQ(str(eval("[]")), "[]");
    EXPECT_EQ(str(eval("['it\\'s', 'a\\nb']")), "[\"it's\", 'a\\nb']");
    EXPECT_THROW(eval("[1, 2"), CompileError);
    EXPECT_THROW(eval("['a' 'b' 3]"), CompileError);
}

TEST_F(compliance_Interpreter, StatementsUpdateStateAndEnqueueConfigs)
{
    run("s.update({'init_started': False, 'first_init_start': 9e99, 'compile_time_mins': 0})");
    EXPECT_EQ(state("init_started").type, Type::Bool);
    run("s['init_started'] = True; s['first_init_start']=min(s['first_init_start'], ll.timestamp)",
        1000);
    EXPECT_TRUE(state("init_started").boolean);
    EXPECT_DOUBLE_EQ(state("first_init_start").floating, 1000);
    run("enqueue_config('training_4.1.0/{}_common.yaml'.format('closed')); s['compile_time_mins'] "
        "= 240 if 'closed' == 'open' else 30");
    ASSERT_EQ(enqueued_.size(), 1u);
    EXPECT_EQ(enqueued_[0], "training_4.1.0/closed_common.yaml");
    EXPECT_EQ(state("compile_time_mins").integer, 30);
    EXPECT_TRUE(check("'compile_time_mins' in s"));
    EXPECT_THROW(eval("s['never_set']"), PyError);
}

TEST_F(compliance_Interpreter, ListsGrowSortAndCompareAsInTheOlderRulesets)
{
    // 1.x-2.x: PRE/POST collect the initialized tensors, END compares them sorted.
    run("s.update({\n    'initialized_tensors': []\n})");
    run("s['initialized_tensors'] += ['b']");
    run("s['initialized_tensors'] += ['a']");
    ASSERT_EQ(state("initialized_tensors").type, Type::List);
    EXPECT_EQ(length(state("initialized_tensors")), 2u);
    EXPECT_TRUE(check("sorted(s['initialized_tensors']) == sorted([\n    \"a\",\n    \"b\",\n])"));
    EXPECT_FALSE(check("sorted(s['initialized_tensors']) == sorted(['a', 'b', 'c'])"));
    EXPECT_EQ(str(eval("sorted([3, 1.5, 2])")), "[1.5, 2, 3]");
    EXPECT_THROW(eval("sorted([1, 'a'])"), PyError); // '<' not supported between str and int
    EXPECT_EQ(eval("1_200_000 - 16").integer, 1199984);
    EXPECT_EQ(eval("int('42')").integer, 42);
    EXPECT_DOUBLE_EQ(eval("math.log(8, 2)").floating, 3.0);
    EXPECT_EQ(eval("math.floor(42 + 24576 / 512)").integer, 90);
}

TEST_F(compliance_Interpreter, IfBlocksRunTheirIndentedStatements)
{
    // 6.1.0 qwen35_397b_grpo: POST advances the next expected validation point.
    run("s['next_validation_samples'] = 100\ns['global_batch_size'] = 25");
    const std::string code = "if s['next_validation_samples'] == 100:\n    "
                             "s['next_validation_samples'] += s['global_batch_size']";
    run(code);
    EXPECT_EQ(state("next_validation_samples").integer, 125);
    run(code); // 125 != 100: the body is skipped
    EXPECT_EQ(state("next_validation_samples").integer, 125);
    run("if s['global_batch_size'] > 100:\n    s['a'] = 1\nelif s['global_batch_size'] > 10:\n    "
        "s['a'] = 2\n    s['b'] = 3\nelse:\n    s['a'] = 4\ns['c'] = 5");
    EXPECT_EQ(state("a").integer, 2);
    EXPECT_EQ(state("b").integer, 3);
    EXPECT_EQ(state("c").integer, 5);
    run("if s['c'] == 5: s['d'] = 6");
    EXPECT_EQ(state("d").integer, 6);
    SlotTable slots;
    EXPECT_THROW(compileProgram("if True:\ns['x'] = 1", slots), CompileError); // body not indented
    EXPECT_THROW(compileProgram("s['x'] = 1\n    s['y'] = 2", slots),
                 CompileError); // stray indentation
}

TEST(compliance_InterpreterCompile, RejectsUnsupportedText)
{
    SlotTable slots;
    EXPECT_THROW(compileExpression("import os", slots), CompileError);
    EXPECT_THROW(compileExpression("v['value'] ==", slots), CompileError);
    EXPECT_THROW(compileExpression("open('x')", slots), CompileError);
    EXPECT_THROW(compileExpression("lambda: 1", slots), CompileError);
    EXPECT_NO_THROW(compileExpression(
        "ll.timestamp - s['first_init_start'] < (s['compile_time_mins']*60*1e3)", slots));
}

} // namespace
