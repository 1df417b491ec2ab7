#pragma once
// The values a rules expression computes with, and the Python semantics of the
// operations on them (docs/mlperf-scoring.md §3.1: int and float compare numerically,
// True == 1, `in` on dicts tests keys). JSON data from the log is referenced, never
// copied: a Value of type Json points into the log's arena.

#include "core/json/json_value.h"

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope::compliance::py {

// A Python exception raised while evaluating an expression (TypeError, KeyError, ...).
struct PyError : std::runtime_error
{
    using std::runtime_error::runtime_error;
};

struct RecordView; // one log line as the rules see it (`v` and `ll`)

enum class Type : std::uint8_t {
    None,
    Bool,
    Int,
    Float,
    Str,
    List,       // a list literal or a computed list
    Json,       // a JSON array or object from the log
    Record,     // `v`: {'value': ..., 'metadata': ...}
    TypeObject, // int, float, str, bool, list, dict (for isinstance)
};

struct Value;
struct OwnedData
{
    std::string text;
    std::vector<Value> items;
};

// Limits on what an expression can build, so that code such as `s['x'] = s['x'] + s['x']`
// run once per record cannot double a string until memory runs out, nor `s['x'] = [s['x']]`
// nest a list until freeing it overflows the stack. Past them a PyError ("MemoryError",
// "RecursionError") is raised, as for any other failing expression.
inline constexpr std::size_t kMaxStringBytes = std::size_t(16) << 20;
inline constexpr std::size_t kMaxListItems = std::size_t(1) << 20;
inline constexpr int kMaxListNesting = 200;

struct Value
{
    Type type = Type::None;
    bool boolean = false;
    std::uint16_t nesting = 0; // List: lists nested in it, itself included (<= kMaxListNesting)
    std::int64_t integer = 0;
    double floating = 0;
    std::string_view text;                    // Str; TypeObject name
    const json::Value* json = nullptr;        // Json
    const std::vector<Value>* list = nullptr; // List
    const RecordView* record = nullptr;       // Record
    std::shared_ptr<const OwnedData> owned;   // keeps computed strings and lists alive

    static Value none() { return {}; }
    static Value fromBool(bool b)
    {
        Value v;
        v.type = Type::Bool;
        v.boolean = b;
        return v;
    }
    static Value fromInt(std::int64_t i)
    {
        Value v;
        v.type = Type::Int;
        v.integer = i;
        return v;
    }
    static Value fromFloat(double d)
    {
        Value v;
        v.type = Type::Float;
        v.floating = d;
        return v;
    }
    static Value fromStr(std::string_view s)
    {
        Value v;
        v.type = Type::Str;
        v.text = s;
        return v;
    }
    static Value ownedStr(std::string s);
    static Value ownedList(std::vector<Value> items);
    static Value fromJson(const json::Value& j); // scalars become native values
    static Value typeObject(std::string_view name)
    {
        Value v;
        v.type = Type::TypeObject;
        v.text = name;
        return v;
    }

    bool isNumber() const { return type == Type::Bool || type == Type::Int || type == Type::Float; }
};

struct RecordView
{
    const json::Value* value = nullptr;
    const json::Value* metadata = nullptr;
    double timestampMs = 0;
};

// Python type name, for error messages ("NoneType", "str", "dict", ...).
std::string_view typeName(const Value& v);
// Python repr, for messages and str.format().
std::string repr(const Value& v);
std::string str(const Value& v);

bool truthy(const Value& v);
bool equals(const Value& a, const Value& b);
// a < b with Python rules; throws PyError for unorderable types.
bool less(const Value& a, const Value& b);
// `needle in haystack`; throws PyError when haystack is not a container.
bool contains(const Value& haystack, const Value& needle);
// Sequence access for min/max/len over lists and JSON arrays.
std::vector<Value> elements(const Value& v);
std::size_t length(const Value& v);
// container[index] for JSON objects/arrays, lists and records.
Value subscript(const Value& container, const Value& index);

enum class BinaryOp : std::uint8_t {
    Add,
    Sub,
    Mul,
    Div,
    FloorDiv,
    Mod,
    Pow,
    BitOr,
    BitAnd,
    BitXor
};
Value binary(BinaryOp op, const Value& a, const Value& b);
Value negate(const Value& v);

} // namespace scalescope::compliance::py
