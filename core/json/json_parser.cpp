// The JSON parser of json_value.h: Python's json.loads, decision for decision.

#include "core/json/json_value.h"
#include "core/json/plain_text.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <unordered_map>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace scalescope::json {

// ---------------------------------------------------------------- Parser

namespace {
struct Failure
{
};
} // namespace

// Recursive descent over the bytes, mirroring CPython's C scanner (Modules/_json.c)
// decision for decision, so that what it accepts and rejects is what scalescope
// accepts and rejects. Children are gathered on scratch stacks and copied into the
// arena when their container closes, so nothing is allocated per value.
// BasicParser<false> makes the same decisions and builds nothing: it validates.
template <bool kBuild> class BasicParser
{
  public:
    // Scratch buffers outlive one parse so that parsing many lines allocates nothing.
    struct Scratch
    {
        std::string decoded;
        std::vector<Value> values;
        std::vector<Member> members;
    };

    BasicParser(std::string_view text, Arena& arena, Scratch& scratch)
        : begin_(text.data()), cursor_(text.data()), end_(text.data() + text.size()), arena_(arena),
          decoded_(scratch.decoded), scratchValues_(scratch.values),
          scratchMembers_(scratch.members)
    {
        scratchValues_.clear();
        scratchMembers_.clear();
    }

    ParseResult run()
    {
        ParseResult result;
        try {
            skipWhitespace();
            auto* root = arena_.allocateArray<Value>(1);
            new (root) Value();
            parseValue(*root, 0);
            skipWhitespace();
            if (cursor_ != end_)
                fail("Extra data");
            result.root = root;
        } catch (const Failure&) {
            result.error = error_;
        }
        return result;
    }

    // One value at the very start of the text (no whitespace before it) and where it ends.
    PrefixResult runPrefix(int depth)
    {
        PrefixResult result;
        try {
            Value unbuilt;
            Value* root = &unbuilt;
            if constexpr (kBuild) {
                root = arena_.allocateArray<Value>(1);
                new (root) Value();
            }
            parseValue(*root, depth);
            if constexpr (kBuild)
                result.root = root;
            result.length = static_cast<std::size_t>(cursor_ - begin_);
            result.ok = true;
        } catch (const Failure&) {
            result.ok = false;
        }
        return result;
    }

  private:
    [[noreturn]] void fail(const char* message) { failAt(cursor_, message); }
    [[noreturn]] void failAt(const char* where, const char* message)
    {
        error_.offset = static_cast<std::size_t>(where - begin_);
        error_.message = message;
        throw Failure{};
    }

    static bool isJsonWhitespace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

    void skipWhitespace()
    {
        // MLLOG records have single spaces; indented files (the rules) have runs of them.
        if (cursor_ == end_ || !isJsonWhitespace(*cursor_))
            return;
        ++cursor_;
#if defined(__SSE2__)
        const __m128i space = _mm_set1_epi8(' ');
        const __m128i tab = _mm_set1_epi8('\t');
        const __m128i newline = _mm_set1_epi8('\n');
        const __m128i carriage = _mm_set1_epi8('\r');
        while (end_ - cursor_ >= 16 && isJsonWhitespace(*cursor_)) {
            const __m128i block = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cursor_));
            const __m128i blank = _mm_or_si128(
                _mm_or_si128(_mm_cmpeq_epi8(block, space), _mm_cmpeq_epi8(block, tab)),
                _mm_or_si128(_mm_cmpeq_epi8(block, newline), _mm_cmpeq_epi8(block, carriage)));
            const auto other = static_cast<unsigned>(~_mm_movemask_epi8(blank)) & 0xFFFFu;
            if (other != 0) {
                cursor_ += __builtin_ctz(other);
                return;
            }
            cursor_ += 16;
        }
#endif
        while (cursor_ != end_ && isJsonWhitespace(*cursor_))
            ++cursor_;
    }

    bool consumeLiteral(std::string_view literal)
    {
        if (static_cast<std::size_t>(end_ - cursor_) >= literal.size() &&
            std::memcmp(cursor_, literal.data(), literal.size()) == 0) {
            cursor_ += literal.size();
            return true;
        }
        return false;
    }

    void parseValue(Value& out, int depth)
    {
        if (cursor_ == end_)
            fail("Expecting value");
        switch (*cursor_) {
        case '"':
            out.kind_ = Kind::String;
            parseString(out.text_, out.size_);
            return;
        case '{':
            parseObject(out, depth + 1);
            return;
        case '[':
            parseArray(out, depth + 1);
            return;
        case 'n':
            if (consumeLiteral("null")) {
                out.kind_ = Kind::Null;
                return;
            }
            break;
        case 't':
            if (consumeLiteral("true")) {
                out.kind_ = Kind::Bool;
                out.boolean_ = true;
                return;
            }
            break;
        case 'f':
            if (consumeLiteral("false")) {
                out.kind_ = Kind::Bool;
                out.boolean_ = false;
                return;
            }
            break;
        case 'N':
            if (consumeLiteral("NaN")) {
                out.kind_ = Kind::Float;
                out.floating_ = std::numeric_limits<double>::quiet_NaN();
                return;
            }
            break;
        case 'I':
            if (consumeLiteral("Infinity")) {
                out.kind_ = Kind::Float;
                out.floating_ = std::numeric_limits<double>::infinity();
                return;
            }
            break;
        case '-':
            if (consumeLiteral("-Infinity")) {
                out.kind_ = Kind::Float;
                out.floating_ = -std::numeric_limits<double>::infinity();
                return;
            }
            parseNumber(out);
            return;
        default:
            if (*cursor_ >= '0' && *cursor_ <= '9') {
                parseNumber(out);
                return;
            }
        }
        fail("Expecting value");
    }

    static bool isDigit(char c)
    {
        return c >= '0' && c <= '9';
    }

    void parseNumber(Value& out)
    {
        const char* start = cursor_;
        const char* p = cursor_;
        if (*p == '-')
            ++p;
        if (p == end_ || !isDigit(*p))
            fail("Expecting value");
        // The integer part is accumulated while it is scanned: MLLOG times and line
        // numbers are integers, and from_chars would read them a second time.
        const char* digits = p;
        std::uint64_t magnitude = 0;
        if (*p == '0') {
            ++p;
        } else {
            while (p != end_ && isDigit(*p)) {
                magnitude = magnitude * 10 + static_cast<std::uint64_t>(
                                                 *p - '0'); // wraps past 19 digits: unused then
                ++p;
            }
        }
        const auto digitCount = p - digits;
        bool isFloat = false;
        if (p + 1 < end_ && *p == '.' && isDigit(p[1])) {
            isFloat = true;
            p += 2;
            while (p != end_ && isDigit(*p))
                ++p;
        }
        if (p != end_ && (*p == 'e' || *p == 'E')) {
            const char* e = p + 1;
            if (e != end_ && (*e == '+' || *e == '-'))
                ++e;
            if (e != end_ && isDigit(*e)) {
                isFloat = true;
                while (e != end_ && isDigit(*e))
                    ++e;
                p = e;
            }
        }
        cursor_ = p;
        if constexpr (!kBuild)
            return;
        if (isFloat) {
            out.kind_ = Kind::Float;
            out.floating_ = toDouble(start, p);
            return;
        }
        constexpr std::ptrdiff_t kExactDigits = 18; // 10^18 - 1 fits an int64 with either sign
        if (digitCount <= kExactDigits) {
            const auto value = static_cast<std::int64_t>(magnitude);
            out.kind_ = Kind::Int;
            out.integer_ = *start == '-' ? -value : value;
            return;
        }
        std::int64_t integer = 0;
        const auto [ptr, ec] = std::from_chars(start, p, integer);
        if (ec == std::errc() && ptr == p) {
            out.kind_ = Kind::Int;
            out.integer_ = integer;
        } else {
            out.kind_ = Kind::BigInt;
            out.text_ = start;
            out.size_ = static_cast<std::uint32_t>(p - start);
        }
    }

    // Python's float() of a JSON number: correctly rounded, inf on overflow, 0 on
    // underflow (from_chars reports both as out of range and leaves the value alone).
    static double toDouble(const char* start, const char* stop)
    {
        double value = 0;
        const auto [ptr, ec] = std::from_chars(start, stop, value);
        (void)ptr;
        if (ec != std::errc::result_out_of_range)
            return value;
        const bool negative = *start == '-';
        const char* exponent =
            std::find_if(start, stop, [](char c) { return c == 'e' || c == 'E'; });
        const bool hugeExponent = exponent != stop && exponent + 1 != stop && exponent[1] != '-';
        const double magnitude = hugeExponent ? std::numeric_limits<double>::infinity() : 0.0;
        return negative ? -magnitude : magnitude;
    }

    static void appendUtf8(std::string& out, std::uint32_t codePoint)
    {
        if (codePoint < 0x80) {
            out += static_cast<char>(codePoint);
        } else if (codePoint < 0x800) {
            out += static_cast<char>(0xC0 | (codePoint >> 6));
            out += static_cast<char>(0x80 | (codePoint & 0x3F));
        } else if (codePoint < 0x10000) {
            out += static_cast<char>(0xE0 | (codePoint >> 12));
            out += static_cast<char>(0x80 | ((codePoint >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (codePoint & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (codePoint >> 18));
            out += static_cast<char>(0x80 | ((codePoint >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((codePoint >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (codePoint & 0x3F));
        }
    }

    std::uint32_t parseHex4(const char* p)
    {
        if (end_ - p < 4)
            failAt(p - 1, "Invalid \\uXXXX escape");
        std::uint32_t value = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = p[i];
            value <<= 4;
            if (c >= '0' && c <= '9')
                value |= static_cast<std::uint32_t>(c - '0');
            else if (c >= 'a' && c <= 'f')
                value |= static_cast<std::uint32_t>(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                value |= static_cast<std::uint32_t>(c - 'A' + 10);
            else
                failAt(p - 1, "Invalid \\uXXXX escape");
        }
        return value;
    }

    const char* skipPlain(const char* p) const
    {
        return skipPlainText(p, end_);
    }

    // On entry *cursor_ == '"'. Sets (text, size) to the decoded UTF-8 text.
    void parseString(const char*& text, std::uint32_t& size)
    {
        const char* opening = cursor_;
        const char* p = cursor_ + 1;
        const char* runStart = p;
        // Fast path: plain ASCII with no escapes stays a view into the input.
        p = skipPlain(p);
        if (p != end_ && *p == '"') {
            text = runStart;
            size = static_cast<std::uint32_t>(p - runStart);
            cursor_ = p + 1;
            return;
        }
        decoded_.assign(runStart, p);
        while (true) {
            // Plain text between escapes is appended a run at a time: rules files carry
            // long expressions whose every line ends in an escaped newline.
            const char* plain = skipPlain(p);
            decoded_.append(p, plain);
            p = plain;
            if (p == end_)
                failAt(opening, "Unterminated string starting at");
            const auto c = static_cast<unsigned char>(*p);
            if (c == '"') {
                cursor_ = p + 1;
                if constexpr (!kBuild)
                    return;
                const auto stored = arena_.store(decoded_);
                text = stored.data();
                size = static_cast<std::uint32_t>(stored.size());
                return;
            }
            if (c < 0x20)
                failAt(p, "Invalid control character at");
            if (c >= 0x80) {
                appendUtf8(decoded_, c); // latin-1 byte -> U+0080..U+00FF
                ++p;
                continue;
            }
            if (c != '\\') {
                decoded_ += static_cast<char>(c);
                ++p;
                continue;
            }
            ++p;
            if (p == end_)
                failAt(opening, "Unterminated string starting at");
            switch (*p) {
            case '"':
                decoded_ += '"';
                break;
            case '\\':
                decoded_ += '\\';
                break;
            case '/':
                decoded_ += '/';
                break;
            case 'b':
                decoded_ += '\b';
                break;
            case 'f':
                decoded_ += '\f';
                break;
            case 'n':
                decoded_ += '\n';
                break;
            case 'r':
                decoded_ += '\r';
                break;
            case 't':
                decoded_ += '\t';
                break;
            case 'u': {
                std::uint32_t codePoint = parseHex4(p + 1);
                p += 4;
                // A high surrogate followed by an escaped low one is one character;
                // a lone surrogate is kept, as Python does.
                if (codePoint >= 0xD800 && codePoint <= 0xDBFF && end_ - p >= 7 && p[1] == '\\' &&
                    p[2] == 'u') {
                    const std::uint32_t low = parseHex4(p + 3);
                    if (low >= 0xDC00 && low <= 0xDFFF) {
                        codePoint = 0x10000 + ((codePoint - 0xD800) << 10) + (low - 0xDC00);
                        p += 6;
                    }
                }
                appendUtf8(decoded_, codePoint);
                break;
            }
            default:
                failAt(p - 1, "Invalid \\escape");
            }
            ++p;
        }
    }

    // After an item of an array or object: true at `close` (consumed), false after the
    // ',' that announces the next item (consumed, with the whitespace after it).
    bool closesContainer(char close)
    {
        skipWhitespace();
        if (cursor_ == end_)
            fail("Expecting ',' delimiter");
        if (*cursor_ == close) {
            ++cursor_;
            return true;
        }
        if (*cursor_ != ',')
            fail("Expecting ',' delimiter");
        ++cursor_;
        skipWhitespace();
        return false;
    }

    void parseArray(Value& out, int depth)
    {
        if (depth > kMaxNestingDepth)
            fail("Nesting too deep");
        ++cursor_; // '['
        const std::size_t base = scratchValues_.size();
        skipWhitespace();
        if (cursor_ != end_ && *cursor_ == ']') {
            ++cursor_;
        } else {
            while (true) {
                if constexpr (kBuild)
                    scratchValues_.emplace_back();
                // parseValue may grow scratchValues_ (nested arrays), so parse into a
                // local and store it afterwards.
                Value item;
                parseValue(item, depth);
                if constexpr (kBuild)
                    scratchValues_[scratchValues_.size() - 1] = item;
                if (closesContainer(']'))
                    break;
            }
        }
        if constexpr (!kBuild)
            return;
        const std::size_t count = scratchValues_.size() - base;
        auto* items = arena_.allocateArray<Value>(count);
        std::copy(scratchValues_.begin() + static_cast<std::ptrdiff_t>(base), scratchValues_.end(),
                  items);
        scratchValues_.resize(base);
        out.kind_ = Kind::Array;
        out.items_ = items;
        out.size_ = static_cast<std::uint32_t>(count);
    }

    void parseObject(Value& out, int depth)
    {
        if (depth > kMaxNestingDepth)
            fail("Nesting too deep");
        ++cursor_; // '{'
        const std::size_t base = scratchMembers_.size();
        skipWhitespace();
        if (cursor_ != end_ && *cursor_ == '}') {
            ++cursor_;
        } else {
            while (true) {
                if (cursor_ == end_ || *cursor_ != '"')
                    fail("Expecting property name enclosed in double quotes");
                Member member;
                const char* keyText = nullptr;
                std::uint32_t keySize = 0;
                parseString(keyText, keySize);
                member.key = std::string_view(keyText, keySize);
                skipWhitespace();
                if (cursor_ == end_ || *cursor_ != ':')
                    fail("Expecting ':' delimiter");
                ++cursor_;
                skipWhitespace();
                parseValue(member.value, depth);
                if constexpr (kBuild)
                    scratchMembers_.push_back(member);
                if (closesContainer('}'))
                    break;
            }
        }
        if constexpr (!kBuild)
            return;
        const std::size_t count = collapseDuplicateKeys(base);
        auto* members = arena_.allocateArray<Member>(count);
        std::copy(scratchMembers_.begin() + static_cast<std::ptrdiff_t>(base),
                  scratchMembers_.begin() + static_cast<std::ptrdiff_t>(base + count), members);
        scratchMembers_.resize(base);
        out.kind_ = Kind::Object;
        out.members_ = members;
        out.size_ = static_cast<std::uint32_t>(count);
    }

    // A Python dict keeps the first position of a key and the last value given for it.
    std::size_t collapseDuplicateKeys(std::size_t base)
    {
        const std::size_t count = scratchMembers_.size() - base;
        Member* first = scratchMembers_.data() + base;
        std::size_t kept = 0;
        if (count <= 16) {
            for (std::size_t i = 0; i < count; ++i) {
                std::size_t j = 0;
                while (j < kept && first[j].key != first[i].key)
                    ++j;
                if (j < kept)
                    first[j].value = first[i].value;
                else
                    first[kept++] = first[i];
            }
            return kept;
        }
        std::unordered_map<std::string_view, std::size_t> position;
        position.reserve(count);
        for (std::size_t i = 0; i < count; ++i) {
            const auto [it, inserted] = position.emplace(first[i].key, kept);
            if (inserted)
                first[kept++] = first[i];
            else
                first[it->second].value = first[i].value;
        }
        return kept;
    }

    const char* begin_;
    const char* cursor_;
    const char* end_;
    Arena& arena_;
    ParseError error_;
    std::string& decoded_;
    std::vector<Value>& scratchValues_;
    std::vector<Member>& scratchMembers_;
};

ParseResult parse(std::string_view text, Arena& arena)
{
    thread_local BasicParser<true>::Scratch scratch;
    BasicParser<true> parser(text, arena, scratch);
    return parser.run();
}

PrefixResult parsePrefix(std::string_view text, Arena& arena, int depth)
{
    thread_local BasicParser<true>::Scratch scratch;
    BasicParser<true> parser(text, arena, scratch);
    return parser.runPrefix(depth);
}

std::size_t validPrefixLength(std::string_view text, int depth)
{
    thread_local BasicParser<false>::Scratch scratch;
    Arena unused;
    BasicParser<false> parser(text, unused, scratch);
    const PrefixResult result = parser.runPrefix(depth);
    return result.ok ? result.length : 0;
}

} // namespace scalescope::json
