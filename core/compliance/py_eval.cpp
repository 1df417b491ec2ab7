// Tree-walking evaluation of compiled rule expressions. Python exceptions surface as
// PyError with Python's own wording ("KeyError: 'epoch_num'"), so the caller can report
// them the way the official checker would have seen them.

#include "core/compliance/py_format.h"
#include "core/compliance/py_program.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <span>

namespace scalescope::compliance::py {

namespace {

double toFloat(const Value& v, std::string_view function)
{
    if (v.type == Type::Float)
        return v.floating;
    if (v.type == Type::Int)
        return static_cast<double>(v.integer);
    if (v.type == Type::Bool)
        return v.boolean ? 1 : 0;
    throw PyError("TypeError: " + std::string(function) + "() needs a number, not '" +
                  std::string(typeName(v)) + "'");
}

Value toIntegerValue(double d, std::string_view function)
{
    if (std::isnan(d))
        throw PyError("ValueError: cannot convert float NaN to integer in " +
                      std::string(function) + "()");
    if (std::isinf(d))
        throw PyError("OverflowError: cannot convert float infinity to integer in " +
                      std::string(function) + "()");
    if (std::fabs(d) < 9.2e18)
        return Value::fromInt(static_cast<std::int64_t>(d));
    return Value::fromFloat(d); // beyond int64: keep the magnitude
}

bool isInstance(const Value& v, const Value& type)
{
    if (type.type == Type::List) {
        for (const auto& t : *type.list)
            if (isInstance(v, t))
                return true;
        return false;
    }
    if (type.type != Type::TypeObject)
        throw PyError("TypeError: isinstance() arg 2 must be a type or tuple of types");
    const auto name = type.text;
    if (name == "int")
        return v.type == Type::Int || v.type == Type::Bool; // bool is a subclass of int
    if (name == "float")
        return v.type == Type::Float;
    if (name == "bool")
        return v.type == Type::Bool;
    if (name == "str")
        return v.type == Type::Str;
    if (name == "list")
        return v.type == Type::List || (v.type == Type::Json && v.json->isArray());
    if (name == "dict")
        return v.type == Type::Record || (v.type == Type::Json && v.json->isObject());
    return false;
}

Value parseFloatText(std::string_view text)
{
    std::string trimmed(text);
    while (!trimmed.empty() && std::isspace(static_cast<unsigned char>(trimmed.back())))
        trimmed.pop_back();
    std::size_t start = 0;
    while (start < trimmed.size() && std::isspace(static_cast<unsigned char>(trimmed[start])))
        ++start;
    trimmed = trimmed.substr(start);
    std::string lower;
    for (char c : trimmed)
        lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const bool negative = !lower.empty() && lower[0] == '-';
    const std::string body =
        (!lower.empty() && (lower[0] == '-' || lower[0] == '+')) ? lower.substr(1) : lower;
    if (body == "inf" || body == "infinity")
        return Value::fromFloat(negative ? -INFINITY : INFINITY);
    if (body == "nan")
        return Value::fromFloat(NAN);
    char* end = nullptr;
    const double d = std::strtod(trimmed.c_str(), &end);
    if (trimmed.empty() || end != trimmed.c_str() + trimmed.size())
        throw PyError("ValueError: could not convert string to float: '" + std::string(text) + "'");
    return Value::fromFloat(d);
}

Value minMax(std::span<const Value> args, bool wantMax, std::string_view name)
{
    std::vector<Value> items =
        args.size() == 1 ? elements(args[0]) : std::vector<Value>(args.begin(), args.end());
    if (items.empty())
        throw PyError("ValueError: " + std::string(name) + "() arg is an empty sequence");
    Value best = items[0];
    for (std::size_t i = 1; i < items.size(); ++i)
        if (wantMax ? less(best, items[i]) : less(items[i], best))
            best = items[i];
    return best;
}

Value callBuiltin(Builtin builtin, std::span<const Value> args, EvalContext& context)
{
    auto arity = [&](std::size_t n, std::string_view name) {
        if (args.size() != n)
            throw PyError("TypeError: " + std::string(name) + "() takes " + std::to_string(n) +
                          " argument(s), " + std::to_string(args.size()) + " given");
    };
    switch (builtin) {
    case Builtin::Len:
        arity(1, "len");
        return Value::fromInt(static_cast<std::int64_t>(length(args[0])));
    case Builtin::IsInstance:
        arity(2, "isinstance");
        return Value::fromBool(isInstance(args[0], args[1]));
    case Builtin::Min:
        return minMax(args, false, "min");
    case Builtin::Max:
        return minMax(args, true, "max");
    case Builtin::IsInteger: {
        // mlp_compliance's helper: a float within 1e-5 of an integer counts as one, so
        // that learning rates such as 0.06/0.02 pass despite rounding.
        arity(1, "is_integer");
        const double d = toFloat(args[0], "is_integer");
        return Value::fromBool(std::fabs(std::round(d) - d) < 0.00001);
    }
    case Builtin::Float:
        arity(1, "float");
        if (args[0].type == Type::Str)
            return parseFloatText(args[0].text);
        return Value::fromFloat(toFloat(args[0], "float"));
    case Builtin::Int:
        arity(1, "int");
        if (args[0].type == Type::Int)
            return args[0];
        if (args[0].type == Type::Str) {
            std::int64_t value = 0;
            const auto text = args[0].text;
            auto result = std::from_chars(text.data(), text.data() + text.size(), value);
            if (result.ec != std::errc() || result.ptr != text.data() + text.size())
                throw PyError("ValueError: invalid literal for int() with base 10: '" +
                              std::string(text) + "'");
            return Value::fromInt(value);
        }
        return toIntegerValue(std::trunc(toFloat(args[0], "int")), "int");
    case Builtin::Str:
        arity(1, "str");
        return Value::ownedStr(str(args[0]));
    case Builtin::Bool:
        arity(1, "bool");
        return Value::fromBool(truthy(args[0]));
    case Builtin::Abs:
        arity(1, "abs");
        if (args[0].type == Type::Int && args[0].integer != INT64_MIN)
            return Value::fromInt(std::llabs(args[0].integer));
        if (args[0].type == Type::Bool)
            return Value::fromInt(args[0].boolean ? 1 : 0);
        return Value::fromFloat(std::fabs(toFloat(args[0], "abs")));
    case Builtin::Round:
        if (args.size() == 1) {
            if (args[0].type == Type::Int)
                return args[0];
            return toIntegerValue(std::nearbyint(toFloat(args[0], "round")),
                                  "round"); // banker's rounding, as Python
        }
        arity(2, "round");
        {
            const double scale = std::pow(10.0, toFloat(args[1], "round"));
            return Value::fromFloat(std::nearbyint(toFloat(args[0], "round") * scale) / scale);
        }
    case Builtin::EnqueueConfig:
        arity(1, "enqueue_config");
        if (args[0].type != Type::Str)
            throw PyError("TypeError: enqueue_config() needs a file name");
        if (context.enqueued)
            context.enqueued->emplace_back(args[0].text);
        return Value::none();
    case Builtin::Log2:
    case Builtin::Log10: {
        arity(1, "log");
        const double d = toFloat(args[0], "log");
        if (d <= 0)
            throw PyError("ValueError: math domain error");
        return Value::fromFloat(builtin == Builtin::Log2 ? std::log2(d) : std::log10(d));
    }
    case Builtin::Ceil:
        arity(1, "ceil");
        if (args[0].type == Type::Int)
            return args[0];
        return toIntegerValue(std::ceil(toFloat(args[0], "ceil")), "ceil");
    case Builtin::Floor:
        arity(1, "floor");
        if (args[0].type == Type::Int)
            return args[0];
        return toIntegerValue(std::floor(toFloat(args[0], "floor")), "floor");
    case Builtin::Sorted: {
        arity(1, "sorted");
        auto items = elements(args[0]);
        std::stable_sort(items.begin(), items.end(),
                         [](const Value& a, const Value& b) { return less(a, b); });
        return Value::ownedList(std::move(items));
    }
    case Builtin::Log: {
        if (args.size() != 1 && args.size() != 2)
            throw PyError("TypeError: log expected 1 or 2 arguments");
        const double d = toFloat(args[0], "log");
        if (d <= 0)
            throw PyError("ValueError: math domain error");
        if (args.size() == 1)
            return Value::fromFloat(std::log(d));
        const double base = toFloat(args[1], "log");
        if (base <= 0 || base == 1)
            throw PyError(base == 1 ? "ZeroDivisionError: float division by zero"
                                    : "ValueError: math domain error");
        return Value::fromFloat(std::log(d) / std::log(base));
    }
    case Builtin::Exp: {
        arity(1, "exp");
        const double r = std::exp(toFloat(args[0], "exp"));
        if (std::isinf(r))
            throw PyError("OverflowError: math range error");
        return Value::fromFloat(r);
    }
    case Builtin::Sqrt: {
        arity(1, "sqrt");
        const double d = toFloat(args[0], "sqrt");
        if (d < 0)
            throw PyError("ValueError: math domain error");
        return Value::fromFloat(std::sqrt(d));
    }
    }
    throw PyError("internal error: unknown builtin");
}

Value callMethod(Method method, const Value& self, std::span<const Value> args)
{
    switch (method) {
    case Method::IsInteger:
        if (self.type == Type::Float)
            return Value::fromBool(std::isfinite(self.floating) &&
                                   std::floor(self.floating) == self.floating);
        if (self.type == Type::Int || self.type == Type::Bool)
            return Value::fromBool(true);
        throw PyError("AttributeError: '" + std::string(typeName(self)) +
                      "' object has no attribute 'is_integer'");
    case Method::Format:
        if (self.type != Type::Str)
            throw PyError("AttributeError: '" + std::string(typeName(self)) +
                          "' object has no attribute 'format'");
        return Value::ownedStr(formatString(self.text, args));
    case Method::Get: {
        if (!(self.type == Type::Json && self.json->isObject()) && self.type != Type::Record)
            throw PyError("AttributeError: '" + std::string(typeName(self)) +
                          "' object has no attribute 'get'");
        if (args.empty() || args.size() > 2)
            throw PyError("TypeError: get expected 1 or 2 arguments");
        if (contains(self, args[0]))
            return subscript(self, args[0]);
        return args.size() == 2 ? args[1] : Value::none();
    }
    }
    throw PyError("internal error: unknown method");
}

bool compareOnce(CompareOp op, const Value& a, const Value& b)
{
    switch (op) {
    case CompareOp::Lt:
        return less(a, b);
    case CompareOp::Gt:
        return less(b, a);
    case CompareOp::Le:
        return !less(b, a) && (less(a, b) || equals(a, b));
    case CompareOp::Ge:
        return !less(a, b) && (less(b, a) || equals(a, b));
    case CompareOp::Eq:
        return equals(a, b);
    case CompareOp::Ne:
        return !equals(a, b);
    case CompareOp::In:
        return contains(b, a);
    case CompareOp::NotIn:
        return !contains(b, a);
    case CompareOp::Is:
    case CompareOp::IsNot: {
        // Identity is only meaningful here for the singletons None, True and False.
        const bool same = a.type == b.type && (a.type == Type::None ||
                                               (a.type == Type::Bool && a.boolean == b.boolean));
        return op == CompareOp::Is ? same : !same;
    }
    }
    return false;
}

// Small argument lists on the stack, larger ones on the heap.
class ArgumentBuffer
{
  public:
    explicit ArgumentBuffer(std::size_t count) : count_(count)
    {
        if (count > inline_.size())
            heap_.resize(count);
    }
    Value& operator[](std::size_t i) { return count_ > inline_.size() ? heap_[i] : inline_[i]; }
    std::span<const Value> span() const
    {
        return count_ > inline_.size() ? std::span<const Value>(heap_)
                                       : std::span<const Value>(inline_.data(), count_);
    }

  private:
    std::size_t count_;
    std::array<Value, 4> inline_;
    std::vector<Value> heap_;
};

// A constant's data is owned by the compiled expression, which outlives every
// evaluation: copying it without the owner avoids an atomic reference-count update on
// a counter that both checking threads would otherwise share.
Value borrowed(const Value& constant)
{
    Value v;
    v.type = constant.type;
    v.boolean = constant.boolean;
    v.nesting = constant.nesting;
    v.integer = constant.integer;
    v.floating = constant.floating;
    v.text = constant.text;
    v.json = constant.json;
    v.list = constant.list;
    v.record = constant.record;
    return v;
}

// What an operation on `v` costs beyond its own step: its size, for the operations that
// walk or copy a string or list.
std::uint64_t sizeCost(const Value& v)
{
    switch (v.type) {
    case Type::Str:
        return v.text.size() / 64;
    case Type::List:
        return v.list->size();
    case Type::Json:
        return v.json->size();
    default:
        return 0;
    }
}

void charge(EvalContext& context, std::uint64_t steps)
{
    context.steps += steps;
    if (context.steps > context.maxSteps)
        throw BudgetExceeded("the evaluation took more than " + std::to_string(context.maxSteps) +
                             " steps, the rules evaluator's budget for one rules file on one log");
}

} // namespace

Value evaluate(const Node& node, EvalContext& context)
{
    charge(context, 1);
    switch (node.kind) {
    case NodeKind::Constant:
        return borrowed(node.constant);
    case NodeKind::ListLiteral: {
        charge(context, node.children.size());
        std::vector<Value> items;
        items.reserve(node.children.size());
        for (const auto& child : node.children)
            items.push_back(evaluate(*child, context));
        return Value::ownedList(std::move(items));
    }
    case NodeKind::Record: {
        Value v;
        v.type = Type::Record;
        v.record = context.record;
        if (!v.record)
            throw PyError("NameError: name 'v' is not defined");
        return v;
    }
    case NodeKind::Timestamp:
        if (!context.record)
            throw PyError("NameError: name 'll' is not defined");
        return Value::fromFloat(context.record->timestampMs);
    case NodeKind::StateGet: {
        const auto slot = static_cast<std::size_t>(node.slot);
        if (!(*context.defined)[slot])
            throw PyError("KeyError: '" + context.slotNames->name(node.slot) + "'");
        return (*context.slots)[slot];
    }
    case NodeKind::StateHas:
        return Value::fromBool((*context.defined)[static_cast<std::size_t>(node.slot)] != 0);
    case NodeKind::Subscript: {
        const Value container = evaluate(*node.children[0], context);
        return subscript(container, evaluate(*node.children[1], context));
    }
    case NodeKind::Not:
        return Value::fromBool(!truthy(evaluate(*node.children[0], context)));
    case NodeKind::Negate:
        return negate(evaluate(*node.children[0], context));
    case NodeKind::And: {
        Value left = evaluate(*node.children[0], context);
        return truthy(left) ? evaluate(*node.children[1], context) : left;
    }
    case NodeKind::Or: {
        Value left = evaluate(*node.children[0], context);
        return truthy(left) ? left : evaluate(*node.children[1], context);
    }
    case NodeKind::IfElse:
        return truthy(evaluate(*node.children[1], context)) ? evaluate(*node.children[0], context)
                                                            : evaluate(*node.children[2], context);
    case NodeKind::Compare: {
        Value left = evaluate(*node.children[0], context);
        for (std::size_t i = 0; i < node.compareOps.size(); ++i) {
            Value right = evaluate(*node.children[i + 1], context);
            charge(context, sizeCost(right)); // `in` walks it, == compares it
            if (!compareOnce(node.compareOps[i], left, right))
                return Value::fromBool(false);
            left = std::move(right);
        }
        return Value::fromBool(true);
    }
    case NodeKind::Binary: {
        const Value left = evaluate(*node.children[0], context);
        Value result =
            binary(static_cast<BinaryOp>(node.op), left, evaluate(*node.children[1], context));
        charge(context, sizeCost(result));
        return result;
    }
    case NodeKind::Call: {
        // Arguments live on the stack: min(s['first_init_start'], ll.timestamp) runs for
        // every init_start record (64 per file in some logs).
        ArgumentBuffer args(node.children.size());
        for (std::size_t i = 0; i < node.children.size(); ++i) {
            args[i] = evaluate(*node.children[i], context);
            charge(context, sizeCost(args[i])); // min, max, sorted and str walk their arguments
        }
        return callBuiltin(static_cast<Builtin>(node.op), args.span(), context);
    }
    case NodeKind::MethodCall: {
        const Value self = evaluate(*node.children[0], context);
        ArgumentBuffer args(node.children.size() - 1);
        for (std::size_t i = 1; i < node.children.size(); ++i)
            args[i - 1] = evaluate(*node.children[i], context);
        Value result = callMethod(static_cast<Method>(node.op), self, args.span());
        charge(context, sizeCost(result));
        return result;
    }
    }
    throw PyError("internal error: unknown node");
}

bool test(const Expression& expression, EvalContext& context)
{
    return truthy(evaluate(*expression.root, context));
}

namespace {

void executeStatements(const std::vector<Statement>& statements, EvalContext& context)
{
    for (const auto& statement : statements) {
        Value result = evaluate(*statement.expression, context);
        if (statement.kind == Statement::Kind::AssignState) {
            const auto slot = static_cast<std::size_t>(statement.slot);
            (*context.slots)[slot] = std::move(result);
            (*context.defined)[slot] = 1;
        } else if (statement.kind == Statement::Kind::If) {
            executeStatements(truthy(result) ? statement.body : statement.orElse, context);
        }
    }
}

} // namespace

void execute(const Program& program, EvalContext& context)
{
    if (program.statements)
        executeStatements(*program.statements, context);
}

} // namespace scalescope::compliance::py
