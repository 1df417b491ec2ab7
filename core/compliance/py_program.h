#pragma once
// A compiled subset of Python, enough for the expressions and statements of the official
// MLPerf compliance YAML files: CHECK / ATLEAST_ONE_CHECK expressions, and PRE / POST /
// BEGIN code (assignments to s[...], `s[...] +=`, s.update({...}), enqueue_config(...),
// `if cond:` blocks). Expressions
// are parsed once per ruleset; `s['name']` is resolved to a slot index at compile time,
// so evaluating a record does no string lookups and no allocation on the common path.

#include "core/compliance/py_value.h"

#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope::compliance::py {

// Thrown for text outside the supported subset; the message names the construct.
struct CompileError : std::runtime_error
{
    using std::runtime_error::runtime_error;
};

enum class NodeKind : std::uint8_t {
    Constant,
    ListLiteral, // elements are children
    Record,      // v, ll.value
    Timestamp,   // ll.timestamp
    StateGet,    // s['name']
    StateHas,    // 'name' in s
    Subscript,
    Not,
    Negate,
    And,
    Or,
    IfElse,  // children: value-if-true, condition, value-if-false
    Compare, // chained: children[0] op0 children[1] op1 children[2] ...
    Binary,
    Call,       // builtin function, children are arguments
    MethodCall, // children[0] is the object
};

enum class Builtin : std::uint8_t {
    Len,
    IsInstance,
    Min,
    Max,
    IsInteger,
    Float,
    Int,
    Str,
    Bool,
    Abs,
    Round,
    EnqueueConfig,
    Log2,
    Log10,
    Ceil,
    Floor,
    Sqrt,
    Sorted,
    Log,
    Exp,
};
enum class Method : std::uint8_t { IsInteger, Format, Get };
enum class CompareOp : std::uint8_t { Lt, Le, Gt, Ge, Eq, Ne, In, NotIn, Is, IsNot };

// How deeply an expression or program may nest: parentheses, brackets, calls, `not`,
// unary minus, `**`, `if` blocks, and chains of binary operators (a + b + c is a tree
// as deep as the chain is long). The parser, the evaluator and the tree's destructor
// all recurse once per level, so this bounds their stack use (Python's own parser
// stops at 200 nested parentheses; the official rules nest at most 6 deep).
inline constexpr int kMaxNesting = 200;

struct Node
{
    NodeKind kind = NodeKind::Constant;
    std::uint8_t op = 0;      // BinaryOp, Builtin or Method
    std::uint16_t height = 1; // levels of the tree below and including this node (<= kMaxNesting)
    int slot = -1;            // StateGet / StateHas
    Value constant;
    std::vector<CompareOp> compareOps;
    std::vector<std::unique_ptr<Node>> children;
};

// Names of the `s` entries used by one rules file, shared by all its expressions.
class SlotTable
{
  public:
    int slotFor(std::string_view name);
    std::size_t size() const { return names_.size(); }
    const std::string& name(int slot) const { return names_[static_cast<std::size_t>(slot)]; }

  private:
    std::vector<std::string> names_;
};

struct Statement
{
    // AssignState also covers `s['x'] += e` (compiled as s['x'] = s['x'] + e); If runs
    // `body` when `expression` is true, else `orElse`.
    enum class Kind : std::uint8_t { Evaluate, AssignState, If };
    Kind kind = Kind::Evaluate;
    int slot = -1;
    std::unique_ptr<Node> expression;
    std::vector<Statement> body;
    std::vector<Statement> orElse;
};

// The text of an expression or program is shared and never moves, so that string
// constants can be views into it instead of allocations of their own.
const std::string& emptySourceText();

// Compiled code is immutable and shared: the official files repeat the same expression
// in many configs of a ruleset, and a copy costs a reference count, not a compilation.
struct Expression
{
    std::shared_ptr<const std::string> text;
    std::shared_ptr<const Node> root;
    const std::string& source() const { return text ? *text : emptySourceText(); }
};

struct Program
{
    std::shared_ptr<const std::string> text;
    std::shared_ptr<const std::vector<Statement>> statements; // null when there is no code
    bool empty() const { return !statements || statements->empty(); }
    const std::string& source() const { return text ? *text : emptySourceText(); }
};

// Throw CompileError for text outside the subset or nested deeper than kMaxNesting; the
// message quotes at most the first 120 characters of the text.
Expression compileExpression(std::string_view source, SlotTable& slots);
Program compileProgram(std::string_view source, SlotTable& slots);

// Evaluation steps one rules file may take on one log (each node evaluated is a step, and
// a string or list operation costs its size): the logs of the v3.1, v4.1 and v5.1 rounds
// need at most 100,528 (0.2 %); 50 M takes one to two seconds.
// Past it the file's evaluation stops with BudgetExceeded, so no rules file can make a
// check run for minutes.
inline constexpr std::uint64_t kMaxEvaluationSteps = 50'000'000;

// Thrown when an evaluation exceeds EvalContext::maxSteps: not a Python exception (the
// official checker has no such limit), so it ends the rules file's run instead of
// failing one check.
struct BudgetExceeded : std::runtime_error
{
    using std::runtime_error::runtime_error;
};

// Everything an expression can see while it runs.
struct EvalContext
{
    std::vector<Value>* slots = nullptr;
    std::vector<char>* defined = nullptr;
    const SlotTable* slotNames = nullptr;
    const RecordView* record = nullptr;
    std::vector<std::string>* enqueued = nullptr; // enqueue_config() targets
    std::uint64_t steps = 0;                      // taken so far, against maxSteps
    std::uint64_t maxSteps = kMaxEvaluationSteps;
};

Value evaluate(const Node& node, EvalContext& context);
bool test(const Expression& expression, EvalContext& context); // truthiness of the result
void execute(const Program& program, EvalContext& context);

} // namespace scalescope::compliance::py
