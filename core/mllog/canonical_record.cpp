#include "core/mllog/canonical_record.h"

#include "core/json/plain_text.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <new>
#include <optional>

namespace scalescope::mllog::detail {

namespace {

// mlperf_logging writes every record as
//   {"namespace": "", "time_ms": T, "event_type": "E", "key": "K", "value": V, "metadata": M}
// For a payload with exactly that layout, json.loads sees six distinct members, so
// parsing T, K, V and M in place gives the record the general path would give. Anything
// else (other spacing or order, a missing or repeated member, a time that is not a
// number, invalid JSON) returns false and goes to the general path, which also words
// the error.
class CanonicalRecordReader
{
  public:
    CanonicalRecordReader(std::string_view payload, json::Arena& arena, const KeySet* detailed)
        : p_(payload.data()), end_(payload.data() + payload.size()), arena_(arena),
          detailed_(detailed)
    {
    }

    bool read(Record& record)
    {
        // The usual opening in one comparison; any other namespace string the long way.
        if (!literal(R"({"namespace": "", "time_ms": )") &&
            !(literal(R"({"namespace": ")") && plainString() && literal(R"(, "time_ms": )")))
            return false;
        const std::optional<double> timeMs = time();
        if (!timeMs || !eventTypeAndKeyName())
            return false;
        record.keyValue = key();
        if (!record.keyValue || !record.keyValue->isString() || !literal(R"(, "value": )"))
            return false;
        record.key = record.keyValue->text();
        const bool build = !detailed_ || detailed_->contains(record.key);
        record.value = value(build);
        if (!record.value || !literal(R"(, "metadata": )"))
            return false;
        record.metadata = value(build);
        if (!record.metadata || !literal("}") || p_ != end_)
            return false;
        record.timeMs = *timeMs;
        return true;
    }

  private:
    // Member values nest one level inside the record, as they would in json::parse.
    static constexpr int kRecordDepth = 1;

    // N counts the terminating zero: a constant length lets the compiler inline memcmp.
    template <std::size_t N> bool literal(const char (&text)[N])
    {
        constexpr std::size_t size = N - 1;
        if (static_cast<std::size_t>(end_ - p_) < size || std::memcmp(p_, text, size) != 0)
            return false;
        p_ += size;
        return true;
    }

    // A string of printable ASCII without escapes, after its opening quote: its text is
    // the bytes up to the closing quote.
    std::optional<std::string_view> plainString()
    {
        const char* start = p_;
        p_ = json::skipPlainText(p_, end_);
        if (p_ == end_ || *p_ != '"')
            return std::nullopt;
        return std::string_view(start, static_cast<std::size_t>(p_++ - start));
    }

    // The event types mlperf_logging writes, each with what follows it, in one comparison.
    bool eventTypeAndKeyName()
    {
        return literal(R"(, "event_type": "POINT_IN_TIME", "key": )") ||
               literal(R"(, "event_type": "INTERVAL_START", "key": )") ||
               literal(R"(, "event_type": "INTERVAL_END", "key": )") ||
               (literal(R"(, "event_type": ")") && plainString() && literal(R"(, "key": )"));
    }

    const json::Value* value(bool build)
    {
        if (literal("null"))
            return &unbuiltValue(); // a JSON null, built or not
        if (const json::Value* object = flatObject(build))
            return object;
        const std::string_view rest(p_, static_cast<std::size_t>(end_ - p_));
        if (!build) {
            const std::size_t length = json::validPrefixLength(rest, kRecordDepth);
            p_ += length;
            return length ? &unbuiltValue() : nullptr;
        }
        const json::PrefixResult parsed = json::parsePrefix(rest, arena_, kRecordDepth);
        p_ += parsed.length;
        return parsed.ok ? parsed.root : nullptr;
    }

    // An integer of up to 18 digits, as JSON writes it (no leading zero, no fraction or
    // exponent after it); anything else is left to the JSON parser.
    std::optional<std::int64_t> plainInteger()
    {
        const char* start = p_;
        const bool negative = literal("-");
        const char* digits = p_;
        std::uint64_t magnitude = 0;
        while (p_ != end_ && *p_ >= '0' && *p_ <= '9')
            magnitude = magnitude * 10 + static_cast<std::uint64_t>(*p_++ - '0');
        const auto count = p_ - digits;
        if (count == 0 || count > 18 || (count > 1 && *digits == '0') ||
            (p_ != end_ && (*p_ == '.' || *p_ == 'e' || *p_ == 'E'))) {
            p_ = start;
            return std::nullopt;
        }
        const auto value = static_cast<std::int64_t>(magnitude);
        return negative ? -value : value;
    }

    // {"file": "/workspace/train.py", "lineno": 812, ...}: an object of plain strings and
    // integers with distinct names, laid out as the logger writes it, is most metadata.
    // Anything else (nesting, floats, escapes, a repeated name) returns nullptr with the
    // cursor where it was, for the JSON parser.
    const json::Value* flatObject(bool build)
    {
        const char* start = p_;
        std::array<json::Member, 8> members;
        std::size_t count = 0;
        const auto giveUp = [&]() -> const json::Value* {
            p_ = start;
            return nullptr;
        };
        if (!literal("{"))
            return nullptr;
        if (!literal("}")) {
            while (true) {
                if (count == members.size() || !literal("\""))
                    return giveUp();
                const auto name = plainString();
                if (!name || !literal(": "))
                    return giveUp();
                json::Member& member = members[count];
                member.key = *name;
                if (literal("\"")) {
                    const auto text = plainString();
                    if (!text)
                        return giveUp();
                    member.value = json::Value::string(*text);
                } else if (const auto integer = plainInteger()) {
                    member.value = json::Value::integer(*integer);
                } else {
                    return giveUp();
                }
                for (std::size_t i = 0; i < count; ++i)
                    if (members[i].key == member.key)
                        return giveUp(); // a Python dict keeps the first position and the last
                                         // value
                ++count;
                if (literal("}"))
                    break;
                if (!literal(", "))
                    return giveUp();
            }
        }
        if (!build)
            return &unbuiltValue();
        auto* stored = arena_.allocateArray<json::Member>(count);
        std::copy(members.begin(), members.begin() + static_cast<std::ptrdiff_t>(count), stored);
        auto* object = arena_.allocateArray<json::Value>(1);
        return new (object) json::Value(json::Value::object(stored, count));
    }

    // The logger writes times as integers; a json::parse record turns those into doubles
    // the same way (Value::asDouble of an Int), and any other number is left to it.
    std::optional<double> time()
    {
        if (const auto integer = plainInteger())
            return static_cast<double>(*integer);
        const json::Value* parsed = value(true);
        if (!parsed || !parsed->isNumber())
            return std::nullopt;
        return parsed->asDouble();
    }

    const json::Value* key()
    {
        const char* start = p_;
        if (literal("\""))
            if (const auto text = plainString()) {
                auto* built = arena_.allocateArray<json::Value>(1);
                return new (built) json::Value(json::Value::string(*text));
            }
        p_ = start;
        return value(true);
    }

    const char* p_;
    const char* const end_;
    json::Arena& arena_;
    const KeySet* detailed_;
};

} // namespace

bool readCanonicalRecord(std::string_view payload, json::Arena& arena, const KeySet* detailed,
                         Record& record)
{
    return CanonicalRecordReader(payload, arena, detailed).read(record);
}

} // namespace scalescope::mllog::detail
