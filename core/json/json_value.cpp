#include "core/json/json_value.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>

namespace scalescope::json {

// ---------------------------------------------------------------- Arena

namespace {
constexpr std::size_t kFirstBlockSize = std::size_t{64} * 1024;
}

void* Arena::allocate(std::size_t bytes, std::size_t alignment)
{
    if (!blocks_.empty()) {
        auto& block = blocks_.back();
        const std::size_t aligned = (offset_ + alignment - 1) & ~(alignment - 1);
        if (aligned + bytes <= block.size) {
            offset_ = aligned + bytes;
            used_ += bytes;
            return block.data.get() + aligned;
        }
    }
    const std::size_t previous = blocks_.empty() ? kFirstBlockSize / 2 : blocks_.back().size;
    const std::size_t size = std::max(previous * 2, bytes + alignment);
    blocks_.push_back({std::make_unique<std::byte[]>(size), size});
    offset_ = 0;
    return allocate(bytes, alignment);
}

std::string_view Arena::store(std::string_view text)
{
    if (text.empty())
        return {};
    auto* copy = static_cast<char*>(allocate(text.size(), 1));
    std::memcpy(copy, text.data(), text.size());
    return {copy, text.size()};
}

void Arena::reset()
{
    if (blocks_.size() > 1) {
        auto largest =
            std::max_element(blocks_.begin(), blocks_.end(),
                             [](const Block& a, const Block& b) { return a.size < b.size; });
        Block keep = std::move(*largest);
        blocks_.clear();
        blocks_.push_back(std::move(keep));
    }
    offset_ = 0;
    used_ = 0;
}

// ---------------------------------------------------------------- Value

double Value::asDouble() const
{
    switch (kind_) {
    case Kind::Int:
        return static_cast<double>(integer_);
    case Kind::Float:
        return floating_;
    case Kind::Bool:
        return boolean_ ? 1.0 : 0.0;
    case Kind::BigInt: {
        // Python's float(int) rounds correctly and overflows to an error; inf is the
        // closest value we can give for a literal beyond double range.
        double result = 0;
        const auto [ptr, ec] = std::from_chars(text_, text_ + size_, result);
        (void)ptr;
        if (ec == std::errc::result_out_of_range)
            return text_[0] == '-' ? -std::numeric_limits<double>::infinity()
                                   : std::numeric_limits<double>::infinity();
        return result;
    }
    default:
        return std::numeric_limits<double>::quiet_NaN();
    }
}

std::span<const Member> Value::members() const
{
    if (kind_ != Kind::Object)
        return {};
    return {members_, size_};
}

const Value* Value::find(std::string_view key) const
{
    if (kind_ != Kind::Object)
        return nullptr;
    for (std::uint32_t i = 0; i < size_; ++i)
        if (members_[i].key == key)
            return &members_[i].value;
    return nullptr;
}

namespace {

void appendQuoted(std::string& out, std::string_view text)
{
    out += '"';
    for (const char c : text) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char buffer[8];
                std::snprintf(buffer, sizeof buffer, "\\u%04x", static_cast<unsigned char>(c));
                out += buffer;
            } else {
                out += c;
            }
        }
    }
    out += '"';
}

void appendDouble(std::string& out, double value)
{
    if (std::isnan(value)) {
        out += "NaN";
        return;
    }
    if (std::isinf(value)) {
        out += value < 0 ? "-Infinity" : "Infinity";
        return;
    }
    char buffer[32];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    (void)ec;
    out.append(buffer, end);
}

void dumpInto(std::string& out, const Value& value)
{
    switch (value.kind()) {
    case Kind::Null:
        out += "null";
        break;
    case Kind::Bool:
        out += value.asBool() ? "true" : "false";
        break;
    case Kind::Int:
        out += std::to_string(value.asInt());
        break;
    case Kind::BigInt:
        out += value.text();
        break;
    case Kind::Float:
        appendDouble(out, value.asDouble());
        break;
    case Kind::String:
        appendQuoted(out, value.text());
        break;
    case Kind::Array: {
        out += '[';
        bool first = true;
        for (const auto& item : value.items()) {
            if (!first)
                out += ", ";
            first = false;
            dumpInto(out, item);
        }
        out += ']';
        break;
    }
    case Kind::Object: {
        out += '{';
        bool first = true;
        for (const auto& member : value.members()) {
            if (!first)
                out += ", ";
            first = false;
            appendQuoted(out, member.key);
            out += ": ";
            dumpInto(out, member.value);
        }
        out += '}';
        break;
    }
    }
}

} // namespace

Value Value::string(std::string_view text)
{
    Value value;
    value.kind_ = Kind::String;
    value.text_ = text.data();
    value.size_ = static_cast<std::uint32_t>(text.size());
    return value;
}

Value Value::integer(std::int64_t value)
{
    Value built;
    built.kind_ = Kind::Int;
    built.integer_ = value;
    return built;
}

Value Value::object(const Member* members, std::size_t count)
{
    Value built;
    built.kind_ = Kind::Object;
    built.members_ = members;
    built.size_ = static_cast<std::uint32_t>(count);
    return built;
}

std::string Value::dump() const
{
    std::string out;
    dumpInto(out, *this);
    return out;
}

} // namespace scalescope::json
