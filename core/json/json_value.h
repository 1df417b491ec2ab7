#pragma once
// A read-only JSON document tree that follows Python's `json.loads` exactly, because the
// official MLPerf tools decide run validity with Python's json module: NaN/Infinity are
// accepted, raw control characters in strings are errors, the last duplicate key wins,
// and integers have no size limit. Nodes live in an Arena that is reset per file, so
// parsing a result log allocates almost nothing.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope::json {

// Bump allocator: everything a Document points to lives here until reset().
class Arena
{
  public:
    Arena() = default;
    Arena(const Arena&) = delete;
    Arena& operator=(const Arena&) = delete;

    void* allocate(std::size_t bytes, std::size_t alignment = alignof(std::max_align_t));
    template <typename T> T* allocateArray(std::size_t count)
    {
        return static_cast<T*>(allocate(sizeof(T) * (count ? count : 1), alignof(T)));
    }
    // Copies text into the arena (used for strings that needed unescaping).
    std::string_view store(std::string_view text);
    // Keeps the largest block, drops the rest: reuse across files without regrowth.
    void reset();
    std::size_t bytesInUse() const { return used_; }

  private:
    struct Block
    {
        std::unique_ptr<std::byte[]> data;
        std::size_t size = 0;
    };
    std::vector<Block> blocks_;
    std::size_t offset_ = 0; // within blocks_.back()
    std::size_t used_ = 0;
};

enum class Kind : std::uint8_t {
    Null,
    Bool,
    Int,    // fits in int64
    BigInt, // an integer literal beyond int64; asDouble() approximates, text() is exact
    Float,
    String,
    Array,
    Object,
};

struct Member;

// NOLINTNEXTLINE(cppcoreguidelines-pro-type-member-init): the union initialises its first member
class Value
{
  public:
    Kind kind() const { return kind_; }
    bool isNull() const { return kind_ == Kind::Null; }
    bool isBool() const { return kind_ == Kind::Bool; }
    bool isInt() const { return kind_ == Kind::Int || kind_ == Kind::BigInt; }
    bool isNumber() const
    {
        return kind_ == Kind::Int || kind_ == Kind::BigInt || kind_ == Kind::Float;
    }
    bool isString() const { return kind_ == Kind::String; }
    bool isArray() const { return kind_ == Kind::Array; }
    bool isObject() const { return kind_ == Kind::Object; }

    // Values built by callers that read a layout they know (the MLLOG reader). The text
    // of a string and the members of an object must outlive the value.
    static Value string(std::string_view text);
    static Value integer(std::int64_t value);
    // Members with distinct keys, in order.
    static Value object(const Member* members, std::size_t count);

    bool asBool() const { return boolean_; }
    std::int64_t asInt() const { return integer_; } // Kind::Int only
    double asDouble() const;                        // Int, BigInt, Float (Bool: 0/1)
    // String: the decoded text as UTF-8 (latin-1 bytes become U+0080..U+00FF).
    // BigInt: the literal's digits.
    std::string_view text() const { return {text_, size_}; }

    // Array and Object.
    std::size_t size() const { return size_; }
    const Value& at(std::size_t index) const { return items_[index]; }
    std::span<const Value> items() const { return {items_, kind_ == Kind::Array ? size_ : 0}; }
    std::span<const Member> members() const;
    // Object only; nullptr when absent or not an object. Duplicate keys were resolved
    // at parse time (last wins, first position kept, as in a Python dict).
    const Value* find(std::string_view key) const;

    // Compact JSON text (for outputs and round-tripping small values).
    std::string dump() const;

  private:
    template <bool> friend class BasicParser;
    Kind kind_ = Kind::Null;
    bool boolean_ = false;
    std::uint32_t size_ = 0;
    union {
        std::int64_t integer_ = 0;
        double floating_;
        const char* text_;
        const Value* items_;
        const Member* members_;
    };
};

struct Member
{
    std::string_view key;
    Value value;
};

struct ParseError
{
    std::size_t offset = 0; // byte offset into the parsed text
    std::string message;    // e.g. "Expecting ',' delimiter"
};

struct ParseResult
{
    const Value* root = nullptr; // null on error
    ParseError error;
    bool ok() const { return root != nullptr; }
};

// Nesting deeper than this is refused: Python would raise RecursionError near 1000,
// and an unbounded recursive parser can be crashed by a hostile file.
inline constexpr int kMaxNestingDepth = 512;

// Parses exactly one JSON value spanning the whole of `text` (surrounding JSON
// whitespace allowed, anything else after the value is "Extra data"). `text` is
// treated as latin-1, as the MLPerf tools decode logs. Results live in `arena`;
// strings without escapes or high bytes point into `text`, which must outlive them.
ParseResult parse(std::string_view text, Arena& arena);

// For callers that parse a layout they know around JSON values (the MLLOG reader):
// one value at the very start of `text`, no whitespace before it, and its length in
// bytes. Accepts and builds exactly what parse() would for that value's text. On
// failure `ok` is false and nothing says why: parse() the whole text for the message.
struct PrefixResult
{
    const Value* root = nullptr;
    std::size_t length = 0;
    bool ok = false;
};
// `depth` is how deeply the value is nested in the text around it (0 at the top), so
// that kMaxNestingDepth counts as it would for the whole text.
PrefixResult parsePrefix(std::string_view text, Arena& arena, int depth = 0);
// The same decision without building anything: the length of the valid value at the
// start of `text`, or 0 when there is none.
std::size_t validPrefixLength(std::string_view text, int depth = 0);

} // namespace scalescope::json
