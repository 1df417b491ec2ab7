#include "core/compliance/py_format.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <vector>

namespace scalescope::compliance::py {

namespace {

[[noreturn]] void valueError(const std::string& message)
{
    throw PyError("ValueError: " + message);
}

struct Spec
{
    char fill = ' ';
    char align = 0; // '<' '>' '^' '=' or 0 for the type's default
    char sign = '-';
    bool alternate = false;
    bool zeroPad = false; // the '0' flag, without an explicit alignment
    int width = 0;
    char grouping = 0; // ',' '_' or 0
    int precision = -1;
    char type = 0;
};

bool readNumber(std::string_view spec, std::size_t& at, int& out)
{
    const std::size_t start = at;
    while (at < spec.size() && spec[at] >= '0' && spec[at] <= '9')
        ++at;
    if (at == start)
        return false;
    long long value = 0;
    const auto result = std::from_chars(spec.data() + start, spec.data() + at, value);
    if (result.ec != std::errc() || value > kMaxFormatWidth)
        valueError("a width or precision of " + std::string(spec.substr(start, at - start)) +
                   " in format spec '" + std::string(spec) +
                   "' is above the rules evaluator's limit of " + std::to_string(kMaxFormatWidth));
    out = static_cast<int>(value);
    return true;
}

Spec parseSpec(std::string_view text)
{
    Spec spec;
    std::size_t at = 0;
    const auto isAlign = [](char c) { return c == '<' || c == '>' || c == '^' || c == '='; };
    if (text.size() >= 2 && isAlign(text[1])) {
        if (text[0] == '{' || text[0] == '}')
            valueError("nested replacement fields in a format spec are not supported");
        spec.fill = text[0];
        spec.align = text[1];
        at = 2;
    } else if (!text.empty() && isAlign(text[0])) {
        spec.align = text[0];
        at = 1;
    }
    if (at < text.size() && (text[at] == '+' || text[at] == '-' || text[at] == ' '))
        spec.sign = text[at++];
    if (at < text.size() && text[at] == 'z')
        valueError("the 'z' option of format spec '" + std::string(text) + "' is not supported");
    if (at < text.size() && text[at] == '#') {
        spec.alternate = true;
        ++at;
    }
    if (at < text.size() && text[at] == '0') {
        if (!spec.align)
            spec.zeroPad = true;
        ++at;
    }
    readNumber(text, at, spec.width);
    if (at < text.size() && (text[at] == ',' || text[at] == '_'))
        spec.grouping = text[at++];
    if (at < text.size() && text[at] == '.') {
        ++at;
        if (!readNumber(text, at, spec.precision))
            valueError("Format specifier missing precision");
    }
    if (at < text.size())
        spec.type = text[at++];
    if (at < text.size()) {
        if (text.find('{') != std::string_view::npos)
            valueError("nested replacement fields in a format spec are not supported");
        valueError("Invalid format specifier '" + std::string(text) + "'");
    }
    if (spec.zeroPad && spec.grouping)
        valueError("zero padding with a '" + std::string(1, spec.grouping) +
                   "' separator (format spec '" + std::string(text) + "') is not supported");
    return spec;
}

std::size_t codePoints(std::string_view text)
{
    std::size_t n = 0;
    for (const unsigned char c : text)
        n += (c & 0xC0) != 0x80;
    return n;
}

// `sign` and `body` padded to the width: '=' pads between them.
std::string pad(const Spec& spec, char defaultAlign, const std::string& sign,
                const std::string& body)
{
    char align = spec.align ? spec.align : defaultAlign;
    char fill = spec.fill;
    if (spec.zeroPad) {
        fill = '0';
        align = defaultAlign == '<' ? '<' : '=';
    }
    const std::size_t length = codePoints(sign) + codePoints(body);
    const std::size_t width = static_cast<std::size_t>(spec.width);
    if (length >= width)
        return sign + body;
    const std::size_t missing = width - length;
    switch (align) {
    case '<':
        return sign + body + std::string(missing, fill);
    case '^':
        return std::string(missing / 2, fill) + sign + body +
               std::string(missing - missing / 2, fill);
    case '=':
        return sign + std::string(missing, fill) + body;
    default:
        return std::string(missing, fill) + sign + body;
    }
}

// Separators every `every` digits of the leading run of digits in `digits`.
std::string grouped(const std::string& digits, char separator, std::size_t every)
{
    if (!separator)
        return digits;
    std::size_t end = 0;
    while (end < digits.size() && digits[end] >= '0' && digits[end] <= '9')
        ++end;
    std::string out;
    for (std::size_t i = 0; i < end; ++i) {
        if (i && (end - i) % every == 0)
            out += separator;
        out += digits[i];
    }
    return out + digits.substr(end);
}

std::string signText(const Spec& spec, bool negative)
{
    if (negative)
        return "-";
    return spec.sign == '+' ? "+" : spec.sign == ' ' ? " " : "";
}

std::string formatStr(std::string_view text, const Spec& spec, std::string_view typeName)
{
    if (spec.type && spec.type != 's')
        valueError("Unknown format code '" + std::string(1, spec.type) + "' for object of type '" +
                   std::string(typeName) + "'");
    if (spec.sign != '-')
        valueError("Sign not allowed in string format specifier");
    if (spec.alternate)
        valueError("Alternate form (#) not allowed in string format specifier");
    if (spec.align == '=')
        valueError("'=' alignment not allowed in string format specifier");
    if (spec.grouping)
        valueError("Cannot specify '" + std::string(1, spec.grouping) + "' with 's'.");
    std::string body(text);
    if (spec.precision >= 0) { // the first `precision` characters (code points, not bytes)
        std::size_t kept = 0, at = 0;
        while (at < body.size() && kept < static_cast<std::size_t>(spec.precision)) {
            ++at;
            while (at < body.size() && (static_cast<unsigned char>(body[at]) & 0xC0) == 0x80)
                ++at;
            ++kept;
        }
        body.resize(at);
    }
    return pad(spec, '<', "", body);
}

std::string printfDouble(const char* format, int precision, double value)
{
    const int size = std::snprintf(nullptr, 0, format, precision, value);
    std::vector<char> buffer(static_cast<std::size_t>(size) + 1);
    std::snprintf(buffer.data(), buffer.size(), format, precision, value);
    return std::string(buffer.data(), static_cast<std::size_t>(size));
}

std::string formatFloat(double value, const Spec& spec)
{
    switch (spec.type) {
    case 0:
    case 'e':
    case 'E':
    case 'f':
    case 'F':
    case 'g':
    case 'G':
    case 'n':
    case '%':
        break;
    default:
        valueError("Unknown format code '" + std::string(1, spec.type) +
                   "' for object of type 'float'");
    }
    const bool negative = std::signbit(value) && !std::isnan(value);
    const double magnitude = std::fabs(value);
    const int precision = spec.precision >= 0 ? spec.precision : 6;
    std::string body;
    if (std::isnan(magnitude) || std::isinf(magnitude)) {
        body = std::isnan(magnitude) ? "nan" : "inf";
        if (spec.type == 'E' || spec.type == 'F' || spec.type == 'G')
            for (char& c : body)
                c = static_cast<char>(c - 'a' + 'A');
        if (spec.type == '%')
            body += '%';
    } else {
        switch (spec.type) {
        case 'f':
        case 'F':
            body = printfDouble(spec.alternate ? "%#.*f" : "%.*f", precision, magnitude);
            break;
        case 'e':
            body = printfDouble(spec.alternate ? "%#.*e" : "%.*e", precision, magnitude);
            break;
        case 'E':
            body = printfDouble(spec.alternate ? "%#.*E" : "%.*E", precision, magnitude);
            break;
        case 'g':
        case 'n':
            body = printfDouble(spec.alternate ? "%#.*g" : "%.*g", precision, magnitude);
            break;
        case 'G':
            body = printfDouble(spec.alternate ? "%#.*G" : "%.*G", precision, magnitude);
            break;
        case '%':
            body =
                printfDouble(spec.alternate ? "%#.*f" : "%.*f", precision, magnitude * 100) + "%";
            break;
        default:
            if (spec.precision < 0) {
                body = str(Value::fromFloat(magnitude)); // repr: the shortest text that reads back
            } else { // like 'g', with at least one digit after the point in fixed notation
                body = printfDouble(spec.alternate ? "%#.*g" : "%.*g", std::max(1, spec.precision),
                                    magnitude);
                if (body.find_first_of(".e") == std::string::npos)
                    body += ".0";
            }
        }
    }
    return pad(spec, '>', signText(spec, negative), grouped(body, spec.grouping, 3));
}

std::string formatInt(std::int64_t value, const Spec& spec)
{
    switch (spec.type) {
    case 'e':
    case 'E':
    case 'f':
    case 'F':
    case 'g':
    case 'G':
    case '%':
        return formatFloat(static_cast<double>(value), spec);
    case 0:
    case 'd':
    case 'n':
    case 'b':
    case 'o':
    case 'x':
    case 'X':
    case 'c':
        break;
    default:
        valueError("Unknown format code '" + std::string(1, spec.type) +
                   "' for object of type 'int'");
    }
    if (spec.precision >= 0)
        valueError("Precision not allowed in integer format specifier");
    const bool negative = value < 0;
    const std::uint64_t magnitude = negative ? std::uint64_t(0) - static_cast<std::uint64_t>(value)
                                             : static_cast<std::uint64_t>(value);
    if (spec.type == 'c') {
        if (spec.sign != '-')
            valueError("Sign not allowed with integer format specifier 'c'");
        if (negative || magnitude > 0x10FFFF)
            throw PyError("OverflowError: %c arg not in range(0x110000)");
        std::string utf8;
        const auto cp = static_cast<std::uint32_t>(magnitude);
        if (cp < 0x80)
            utf8 += static_cast<char>(cp);
        else if (cp < 0x800) {
            utf8 += static_cast<char>(0xC0 | (cp >> 6));
            utf8 += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            utf8 += static_cast<char>(0xE0 | (cp >> 12));
            utf8 += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            utf8 += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            utf8 += static_cast<char>(0xF0 | (cp >> 18));
            utf8 += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            utf8 += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            utf8 += static_cast<char>(0x80 | (cp & 0x3F));
        }
        return pad(spec, '<', "", utf8);
    }
    const int base = spec.type == 'b'                         ? 2
                     : spec.type == 'o'                       ? 8
                     : (spec.type == 'x' || spec.type == 'X') ? 16
                                                              : 10;
    if (base != 10 && spec.grouping == ',')
        valueError("Cannot specify ',' with '" + std::string(1, spec.type) + "'.");
    char buffer[72];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, magnitude, base);
    std::string digits(buffer, result.ptr);
    if (spec.type == 'X')
        for (char& c : digits)
            c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    digits = grouped(digits, spec.grouping, base == 10 ? 3 : 4);
    std::string prefix = signText(spec, negative);
    if (spec.alternate && base != 10)
        prefix += std::string("0") + spec.type;
    return pad(spec, '>', prefix, digits);
}

// The field's conversion and spec applied to `value`.
std::string formatField(const Value& value, char conversion, std::string_view spec)
{
    if (conversion == 'r')
        return formatValue(Value::ownedStr(repr(value)), spec);
    if (conversion == 's')
        return formatValue(Value::ownedStr(str(value)), spec);
    return formatValue(value, spec);
}

} // namespace

std::string formatValue(const Value& value, std::string_view specText)
{
    if (specText.empty())
        return str(value);
    const Spec spec = parseSpec(specText);
    switch (value.type) {
    case Type::Str:
        return formatStr(value.text, spec, "str");
    case Type::Int:
        return formatInt(value.integer, spec);
    case Type::Bool:
        return formatInt(value.boolean ? 1 : 0, spec); // bool formats as int once a spec is given
    case Type::Float:
        return formatFloat(value.floating, spec);
    default:
        throw PyError("TypeError: unsupported format string passed to " +
                      std::string(typeName(value)) + ".__format__");
    }
}

std::string formatString(std::string_view pattern, std::span<const Value> args)
{
    std::string out;
    std::size_t next = 0;
    bool automatic = false, manual = false;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if ((c == '{' || c == '}') && i + 1 < pattern.size() && pattern[i + 1] == c) {
            out += c;
            ++i;
            continue;
        }
        if (c == '}')
            valueError("Single '}' encountered in format string");
        if (c != '{') {
            out += c;
            continue;
        }
        const std::size_t close = pattern.find('}', i);
        if (close == std::string_view::npos)
            valueError("Single '{' encountered in format string");
        const std::string_view field = pattern.substr(i + 1, close - i - 1);
        if (field.find('{') != std::string_view::npos)
            valueError("nested replacement fields in a format spec are not supported");
        const std::size_t colon = field.find(':');
        std::string_view name = field.substr(0, colon);
        const std::string_view spec =
            colon == std::string_view::npos ? std::string_view() : field.substr(colon + 1);
        char conversion = 0;
        if (const auto bang = name.find('!'); bang != std::string_view::npos) {
            const std::string_view convert = name.substr(bang + 1);
            if (convert.size() != 1)
                valueError("Expected ':' after conversion specifier");
            conversion = convert[0];
            if (conversion == 'a')
                valueError("the !a conversion is not supported");
            if (conversion != 'r' && conversion != 's')
                valueError("Unknown conversion specifier " + std::string(convert));
            name = name.substr(0, bang);
        }
        std::size_t index = 0;
        if (name.empty()) {
            if (manual)
                valueError(
                    "cannot switch from manual field specification to automatic field numbering");
            automatic = true;
            index = next++;
        } else {
            std::size_t digits = 0;
            while (digits < name.size() && name[digits] >= '0' && name[digits] <= '9')
                ++digits;
            if (digits == 0)
                throw PyError("KeyError: '" +
                              std::string(name.substr(0, name.find_first_of(".["))) +
                              "'"); // no keyword arguments
            if (digits < name.size())
                valueError("field '" + std::string(name) +
                           "': item and attribute access in format fields are not supported");
            if (automatic)
                valueError(
                    "cannot switch from automatic field numbering to manual field specification");
            manual = true;
            const auto result = std::from_chars(name.data(), name.data() + name.size(), index);
            if (result.ec != std::errc())
                valueError("Too many decimal digits in format string");
        }
        if (index >= args.size())
            throw PyError("IndexError: Replacement index " + std::to_string(index) +
                          " out of range for positional args tuple");
        out += formatField(args[index], conversion, spec);
        if (out.size() > kMaxStringBytes)
            throw PyError("MemoryError: a formatted string of more than " +
                          std::to_string(kMaxStringBytes) + " bytes (the rules evaluator's limit)");
        i = close;
    }
    return out;
}

} // namespace scalescope::compliance::py
