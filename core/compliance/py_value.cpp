#include "core/compliance/py_value.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace scalescope::compliance::py {

namespace {

bool isNumeric(const Value& v)
{
    return v.isNumber();
}

// Integers (bool included) as int64; Python's ints are unbounded, ours overflow to float.
bool asInteger(const Value& v, std::int64_t& out)
{
    if (v.type == Type::Int) {
        out = v.integer;
        return true;
    }
    if (v.type == Type::Bool) {
        out = v.boolean ? 1 : 0;
        return true;
    }
    return false;
}

double asFloat(const Value& v)
{
    if (v.type == Type::Float)
        return v.floating;
    if (v.type == Type::Int)
        return static_cast<double>(v.integer);
    return v.boolean ? 1.0 : 0.0;
}

// Exact three-way comparison of two numbers (int64 vs double compared without rounding,
// as Python does). Returns false in `ordered` when a NaN is involved.
int compareNumbers(const Value& a, const Value& b, bool& ordered)
{
    ordered = true;
    std::int64_t ia = 0, ib = 0;
    const bool intA = asInteger(a, ia), intB = asInteger(b, ib);
    if (intA && intB)
        return ia < ib ? -1 : (ia > ib ? 1 : 0);
    const long double x =
        intA ? static_cast<long double>(ia) : static_cast<long double>(asFloat(a));
    const long double y =
        intB ? static_cast<long double>(ib) : static_cast<long double>(asFloat(b));
    if (std::isnan(x) || std::isnan(y)) {
        ordered = false;
        return 0;
    }
    return x < y ? -1 : (x > y ? 1 : 0);
}

bool isSequence(const Value& v)
{
    return v.type == Type::List || (v.type == Type::Json && v.json->isArray());
}

bool isDict(const Value& v)
{
    return v.type == Type::Json && v.json->isObject();
}

std::string formatFloat(double d)
{
    if (std::isnan(d))
        return "nan";
    if (std::isinf(d))
        return d > 0 ? "inf" : "-inf";
    char buffer[64];
    auto result = std::to_chars(buffer, buffer + sizeof buffer, d);
    std::string text(buffer, result.ptr);
    if (text.find_first_of(".en") == std::string::npos)
        text += ".0";
    return text;
}

std::size_t utf8Length(std::string_view s)
{
    std::size_t n = 0;
    for (unsigned char c : s)
        n += (c & 0xC0) != 0x80;
    return n;
}

[[noreturn]] void typeError(const std::string& message)
{
    throw PyError("TypeError: " + message);
}

} // namespace

Value Value::ownedStr(std::string s)
{
    if (s.size() > kMaxStringBytes)
        throw PyError("MemoryError: a string of " + std::to_string(s.size()) +
                      " bytes, more than the rules evaluator's limit of " +
                      std::to_string(kMaxStringBytes));
    auto data = std::make_shared<OwnedData>();
    data->text = std::move(s);
    Value v = fromStr(data->text);
    v.owned = std::move(data);
    return v;
}

Value Value::ownedList(std::vector<Value> items)
{
    if (items.size() > kMaxListItems)
        throw PyError("MemoryError: a list of " + std::to_string(items.size()) +
                      " items, more than the rules evaluator's limit of " +
                      std::to_string(kMaxListItems));
    int nesting = 1;
    for (const auto& item : items)
        if (item.type == Type::List)
            nesting = std::max(nesting, item.nesting + 1);
    if (nesting > kMaxListNesting)
        throw PyError("RecursionError: lists nested deeper than " +
                      std::to_string(kMaxListNesting) + " levels (the rules evaluator's limit)");
    auto data = std::make_shared<OwnedData>();
    data->items = std::move(items);
    Value v;
    v.type = Type::List;
    v.nesting = static_cast<std::uint16_t>(nesting);
    v.list = &data->items;
    v.owned = std::move(data);
    return v;
}

Value Value::fromJson(const json::Value& j)
{
    switch (j.kind()) {
    case json::Kind::Null:
        return none();
    case json::Kind::Bool:
        return fromBool(j.asBool());
    case json::Kind::Int:
        return fromInt(j.asInt());
    case json::Kind::BigInt:
    case json::Kind::Float:
        return fromFloat(j.asDouble());
    case json::Kind::String:
        return fromStr(j.text());
    case json::Kind::Array:
    case json::Kind::Object:
        break;
    }
    Value v;
    v.type = Type::Json;
    v.json = &j;
    return v;
}

std::string_view typeName(const Value& v)
{
    switch (v.type) {
    case Type::None:
        return "NoneType";
    case Type::Bool:
        return "bool";
    case Type::Int:
        return "int";
    case Type::Float:
        return "float";
    case Type::Str:
        return "str";
    case Type::List:
        return "list";
    case Type::Json:
        return v.json->isArray() ? "list" : "dict";
    case Type::Record:
        return "dict";
    case Type::TypeObject:
        return "type";
    }
    return "object";
}

namespace {

// Python's repr() of a str: single quotes unless the text has one and no double quote;
// backslash, the quote and control characters escaped.
std::string stringRepr(std::string_view text)
{
    const char quote =
        text.find('\'') != std::string_view::npos && text.find('"') == std::string_view::npos
            ? '"'
            : '\'';
    std::string out(1, quote);
    for (const char c : text) {
        if (c == quote || c == '\\') {
            out += '\\';
            out += c;
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\r') {
            out += "\\r";
        } else if (c == '\t') {
            out += "\\t";
        } else if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
            static constexpr char kHex[] = "0123456789abcdef";
            out += "\\x";
            out += kHex[static_cast<unsigned char>(c) >> 4];
            out += kHex[static_cast<unsigned char>(c) & 15];
        } else {
            out += c;
        }
    }
    out += quote;
    return out;
}

} // namespace

std::string repr(const Value& v)
{
    switch (v.type) {
    case Type::None:
        return "None";
    case Type::Bool:
        return v.boolean ? "True" : "False";
    case Type::Int:
        return std::to_string(v.integer);
    case Type::Float:
        return formatFloat(v.floating);
    case Type::Str:
        return stringRepr(v.text);
    case Type::Json:
        return v.json->dump();
    case Type::Record:
        return "{'value': ..., 'metadata': ...}";
    case Type::TypeObject:
        return "<class '" + std::string(v.text) + "'>";
    case Type::List: {
        std::string out = "[";
        for (std::size_t i = 0; i < v.list->size(); ++i) {
            if (i)
                out += ", ";
            out += repr((*v.list)[i]);
        }
        return out + "]";
    }
    }
    return "?";
}

std::string str(const Value& v)
{
    return v.type == Type::Str ? std::string(v.text) : repr(v);
}

bool truthy(const Value& v)
{
    switch (v.type) {
    case Type::None:
        return false;
    case Type::Bool:
        return v.boolean;
    case Type::Int:
        return v.integer != 0;
    case Type::Float:
        return v.floating != 0;
    case Type::Str:
        return !v.text.empty();
    case Type::List:
        return !v.list->empty();
    case Type::Json:
        return v.json->size() != 0;
    case Type::Record:
    case Type::TypeObject:
        return true;
    }
    return false;
}

bool equals(const Value& a, const Value& b)
{
    if (isNumeric(a) && isNumeric(b)) {
        bool ordered = true;
        return compareNumbers(a, b, ordered) == 0 && ordered;
    }
    if (a.type == Type::None || b.type == Type::None)
        return a.type == b.type;
    if (a.type == Type::Str && b.type == Type::Str)
        return a.text == b.text;
    if (isSequence(a) && isSequence(b)) {
        const auto x = elements(a), y = elements(b);
        if (x.size() != y.size())
            return false;
        for (std::size_t i = 0; i < x.size(); ++i)
            if (!equals(x[i], y[i]))
                return false;
        return true;
    }
    if (isDict(a) && isDict(b)) {
        if (a.json->size() != b.json->size())
            return false;
        for (const auto& member : a.json->members()) {
            const json::Value* other = b.json->find(member.key);
            if (!other || !equals(Value::fromJson(member.value), Value::fromJson(*other)))
                return false;
        }
        return true;
    }
    if (a.type == Type::TypeObject && b.type == Type::TypeObject)
        return a.text == b.text;
    return false;
}

bool less(const Value& a, const Value& b)
{
    if (isNumeric(a) && isNumeric(b)) {
        bool ordered = true;
        return compareNumbers(a, b, ordered) < 0 && ordered;
    }
    if (a.type == Type::Str && b.type == Type::Str)
        return a.text < b.text;
    if (isSequence(a) && isSequence(b)) {
        const auto x = elements(a), y = elements(b);
        for (std::size_t i = 0; i < x.size() && i < y.size(); ++i)
            if (!equals(x[i], y[i]))
                return less(x[i], y[i]);
        return x.size() < y.size();
    }
    typeError("'<' not supported between instances of '" + std::string(typeName(a)) + "' and '" +
              std::string(typeName(b)) + "'");
}

bool contains(const Value& haystack, const Value& needle)
{
    if (isDict(haystack)) {
        if (needle.type == Type::Str)
            return haystack.json->find(needle.text) != nullptr;
        if (needle.type == Type::List || needle.type == Type::Json)
            typeError("unhashable type: '" + std::string(typeName(needle)) + "'");
        return false; // JSON keys are strings: a number or None is never one
    }
    if (haystack.type == Type::Record) {
        if (needle.type == Type::Str)
            return needle.text == "value" || needle.text == "metadata";
        return false;
    }
    if (isSequence(haystack)) {
        for (const auto& element : elements(haystack))
            if (equals(element, needle))
                return true;
        return false;
    }
    if (haystack.type == Type::Str) {
        if (needle.type != Type::Str)
            typeError("'in <string>' requires string as left operand, not " +
                      std::string(typeName(needle)));
        return haystack.text.find(needle.text) != std::string_view::npos;
    }
    typeError("argument of type '" + std::string(typeName(haystack)) + "' is not iterable");
}

std::vector<Value> elements(const Value& v)
{
    if (v.type == Type::List)
        return *v.list;
    std::vector<Value> out;
    if (v.type == Type::Json && v.json->isArray()) {
        out.reserve(v.json->size());
        for (const auto& item : v.json->items())
            out.push_back(Value::fromJson(item));
        return out;
    }
    if (isDict(v)) {
        for (const auto& member : v.json->members())
            out.push_back(Value::fromStr(member.key));
        return out;
    }
    typeError("'" + std::string(typeName(v)) + "' object is not iterable");
}

std::size_t length(const Value& v)
{
    switch (v.type) {
    case Type::Str:
        return utf8Length(v.text);
    case Type::List:
        return v.list->size();
    case Type::Json:
        return v.json->size();
    case Type::Record:
        return 2;
    default:
        typeError("object of type '" + std::string(typeName(v)) + "' has no len()");
    }
}

Value subscript(const Value& container, const Value& index)
{
    if (container.type == Type::Record) {
        if (index.type == Type::Str && index.text == "value")
            return Value::fromJson(*container.record->value);
        if (index.type == Type::Str && index.text == "metadata")
            return Value::fromJson(*container.record->metadata);
        throw PyError("KeyError: " + repr(index));
    }
    if (isDict(container)) {
        if (index.type != Type::Str)
            throw PyError("KeyError: " + repr(index));
        const json::Value* found = container.json->find(index.text);
        if (!found)
            throw PyError("KeyError: " + repr(index));
        return Value::fromJson(*found);
    }
    if (isSequence(container)) {
        std::int64_t i = 0;
        if (!asInteger(index, i))
            typeError("list indices must be integers, not " + std::string(typeName(index)));
        const auto size = static_cast<std::int64_t>(
            container.type == Type::List ? container.list->size() : container.json->size());
        if (i < 0)
            i += size;
        if (i < 0 || i >= size)
            throw PyError("IndexError: list index out of range");
        const auto at = static_cast<std::size_t>(i);
        if (container.type == Type::List)
            return (*container.list)[at];
        return Value::fromJson(container.json->at(at));
    }
    typeError("'" + std::string(typeName(container)) + "' object is not subscriptable");
}

namespace {

Value floatResult(BinaryOp op, double x, double y)
{
    switch (op) {
    case BinaryOp::Add:
        return Value::fromFloat(x + y);
    case BinaryOp::Sub:
        return Value::fromFloat(x - y);
    case BinaryOp::Mul:
        return Value::fromFloat(x * y);
    case BinaryOp::Div:
        if (y == 0)
            throw PyError("ZeroDivisionError: float division by zero");
        return Value::fromFloat(x / y);
    case BinaryOp::FloorDiv:
        if (y == 0)
            throw PyError("ZeroDivisionError: float floor division by zero");
        return Value::fromFloat(std::floor(x / y));
    case BinaryOp::Mod: {
        if (y == 0)
            throw PyError("ZeroDivisionError: float modulo");
        double r = std::fmod(x, y);
        if (r != 0 && ((r < 0) != (y < 0)))
            r += y;
        return Value::fromFloat(r);
    }
    case BinaryOp::Pow:
        return Value::fromFloat(std::pow(x, y));
    default:
        break;
    }
    typeError("unsupported operand type(s) for bitwise operation: 'float'");
}

} // namespace

Value binary(BinaryOp op, const Value& a, const Value& b)
{
    if (op == BinaryOp::BitOr || op == BinaryOp::BitAnd || op == BinaryOp::BitXor) {
        std::int64_t x = 0, y = 0;
        if (!asInteger(a, x) || !asInteger(b, y))
            typeError("unsupported operand type(s) for |: '" + std::string(typeName(a)) +
                      "' and '" + std::string(typeName(b)) + "'");
        const std::int64_t r = op == BinaryOp::BitOr    ? (x | y)
                               : op == BinaryOp::BitAnd ? (x & y)
                                                        : (x ^ y);
        if (a.type == Type::Bool && b.type == Type::Bool)
            return Value::fromBool(r != 0); // True | False is True, a bool
        return Value::fromInt(r);
    }
    if (op == BinaryOp::Add && a.type == Type::Str && b.type == Type::Str) {
        if (a.text.size() + b.text.size() > kMaxStringBytes) // refused before the bytes are copied
            throw PyError("MemoryError: a string of " +
                          std::to_string(a.text.size() + b.text.size()) +
                          " bytes, more than the rules evaluator's limit of " +
                          std::to_string(kMaxStringBytes));
        return Value::ownedStr(std::string(a.text) + std::string(b.text));
    }
    if (op == BinaryOp::Add && isSequence(a) && isSequence(b)) {
        if (length(a) + length(b) > kMaxListItems)
            throw PyError("MemoryError: a list of " + std::to_string(length(a) + length(b)) +
                          " items, more than the rules evaluator's limit of " +
                          std::to_string(kMaxListItems));
        auto items = elements(a);
        for (auto& item : elements(b))
            items.push_back(std::move(item));
        return Value::ownedList(std::move(items));
    }
    if (!isNumeric(a) || !isNumeric(b))
        typeError("unsupported operand type(s): '" + std::string(typeName(a)) + "' and '" +
                  std::string(typeName(b)) + "'");
    std::int64_t x = 0, y = 0;
    if (asInteger(a, x) && asInteger(b, y) && op != BinaryOp::Div) {
        std::int64_t r = 0;
        switch (op) {
        case BinaryOp::Add:
            if (!__builtin_add_overflow(x, y, &r))
                return Value::fromInt(r);
            break;
        case BinaryOp::Sub:
            if (!__builtin_sub_overflow(x, y, &r))
                return Value::fromInt(r);
            break;
        case BinaryOp::Mul:
            if (!__builtin_mul_overflow(x, y, &r))
                return Value::fromInt(r);
            break;
        case BinaryOp::FloorDiv:
        case BinaryOp::Mod: {
            if (y == 0)
                throw PyError("ZeroDivisionError: integer division or modulo by zero");
            if (x == std::numeric_limits<std::int64_t>::min() && y == -1)
                break;
            std::int64_t q = x / y, m = x % y;
            if (m != 0 && ((m < 0) != (y < 0))) {
                --q;
                m += y;
            }
            return Value::fromInt(op == BinaryOp::FloorDiv ? q : m);
        }
        case BinaryOp::Pow: {
            if (y < 0)
                break; // Python gives a float
            std::int64_t result = 1, base = x;
            bool overflow = false;
            for (std::int64_t e = y; e > 0 && !overflow; e >>= 1) {
                if (e & 1)
                    overflow |= __builtin_mul_overflow(result, base, &result);
                if (e > 1)
                    overflow |= __builtin_mul_overflow(base, base, &base);
            }
            if (!overflow)
                return Value::fromInt(result);
            break;
        }
        default:
            break;
        }
    }
    return floatResult(op, asFloat(a), asFloat(b));
}

Value negate(const Value& v)
{
    if (v.type == Type::Int && v.integer != std::numeric_limits<std::int64_t>::min())
        return Value::fromInt(-v.integer);
    if (v.type == Type::Bool)
        return Value::fromInt(v.boolean ? -1 : 0);
    if (v.type == Type::Float || v.type == Type::Int)
        return Value::fromFloat(-asFloat(v));
    typeError("bad operand type for unary -: '" + std::string(typeName(v)) + "'");
}

} // namespace scalescope::compliance::py
