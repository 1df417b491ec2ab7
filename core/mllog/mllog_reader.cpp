#include "core/mllog/mllog_reader.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cctype>
#include <cstring>
#include <limits>
#include <optional>

namespace scalescope::mllog {

namespace {

constexpr std::string_view kToken = ":::MLLOG ";

// Python's str.strip() on latin-1 text.
bool isPythonWhitespace(unsigned char c)
{
    return (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x20) || c == 0x85 || c == 0xA0;
}

std::string_view trim(std::string_view text)
{
    std::size_t begin = 0;
    std::size_t end = text.size();
    while (begin < end && isPythonWhitespace(static_cast<unsigned char>(text[begin])))
        ++begin;
    while (end > begin && isPythonWhitespace(static_cast<unsigned char>(text[end - 1])))
        --end;
    return text.substr(begin, end - begin);
}

const char* findToken(const char* from, const char* to)
{
    if (to - from < static_cast<std::ptrdiff_t>(kToken.size()))
        return nullptr;
    return static_cast<const char*>(memmem(from, static_cast<std::size_t>(to - from), kToken.data(), kToken.size()));
}

// Universal newlines: "\r\n", "\n" and a lone "\r" each end one line.
std::uint32_t countLineBreaks(const char* from, const char* to)
{
    std::uint32_t newlines = 0;
    for (const char* p = from; p != to; ++p)
        newlines += (*p == '\n');
    if (!memchr(from, '\r', static_cast<std::size_t>(to - from)))
        return newlines;
    std::uint32_t loneReturns = 0;
    for (const char* p = from; p != to; ++p)
        if (*p == '\r' && (p + 1 == to || p[1] != '\n'))
            ++loneReturns;
    return newlines + loneReturns;
}

const char* findLineEnd(const char* from, const char* to)
{
    const auto length = static_cast<std::size_t>(to - from);
    const char* newline = static_cast<const char*>(memchr(from, '\n', length));
    const char* limit = newline ? newline : to;
    const char* carriage = static_cast<const char*>(memchr(from, '\r', static_cast<std::size_t>(limit - from)));
    return carriage ? carriage : limit;
}

// Python's float(str): surrounding whitespace, a sign, digits with single underscores
// between them, "inf", "infinity" and "nan" in any case.
std::optional<double> pythonFloatFromString(std::string_view text)
{
    while (!text.empty() && isPythonWhitespace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && isPythonWhitespace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    bool negative = false;
    if (!text.empty() && (text.front() == '+' || text.front() == '-')) {
        negative = text.front() == '-';
        text.remove_prefix(1);
    }
    std::string lowered(text);
    std::transform(lowered.begin(), lowered.end(), lowered.begin(),
                   [](unsigned char c) { return static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c); });
    if (lowered == "inf" || lowered == "infinity")
        return negative ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    if (lowered == "nan")
        return std::numeric_limits<double>::quiet_NaN();
    std::string digits;
    digits.reserve(lowered.size());
    for (std::size_t i = 0; i < lowered.size(); ++i) {
        const char c = lowered[i];
        if (c == '_') {
            const bool between = i > 0 && i + 1 < lowered.size() && std::isdigit(static_cast<unsigned char>(lowered[i - 1])) &&
                                 std::isdigit(static_cast<unsigned char>(lowered[i + 1]));
            if (!between)
                return std::nullopt;
            continue;
        }
        if (!(std::isdigit(static_cast<unsigned char>(c)) || c == '.' || c == 'e' || c == '+' || c == '-'))
            return std::nullopt;
        digits += c;
    }
    if (digits.empty() || digits.front() == '+' || digits.front() == '-')
        return std::nullopt;
    double value = 0;
    const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (ptr != digits.data() + digits.size())
        return std::nullopt;
    if (ec == std::errc::result_out_of_range) {
        const auto e = digits.find('e');
        value = (e != std::string::npos && e + 1 < digits.size() && digits[e + 1] != '-')
                    ? std::numeric_limits<double>::infinity()
                    : 0.0;
    } else if (ec != std::errc()) {
        return std::nullopt;
    }
    return negative ? -value : value;
}

std::string describeParseError(const json::ParseError& error)
{
    return "invalid JSON: " + error.message + " at character " + std::to_string(error.offset + 1) +
           " of the record";
}

} // namespace

void MllogLog::clear()
{
    records.clear();
    parseErrors.clear();
    malformedRecords.clear();
    lineCount = 0;
    mllogLineCount = 0;
}

void readMllog(std::string_view bytes, json::Arena& arena, MllogLog& out)
{
    out.clear();
    const char* const begin = bytes.data();
    const char* const end = begin + bytes.size();
    const char* counted = begin; // line breaks before this point are in `line`
    std::uint32_t line = 1;
    const char* cursor = begin;

    while (const char* hit = findToken(cursor, end)) {
        line += countLineBreaks(counted, hit);
        counted = hit;
        const char* lineEnd = findLineEnd(hit + kToken.size(), end);
        // Only the text after the last token of the line counts (rank prefixes, glued records).
        while (const char* later = findToken(hit + 1, lineEnd))
            hit = later;
        ++out.mllogLineCount;
        const char* payloadBegin = hit + kToken.size();
        cursor = lineEnd;

        const std::string_view untrimmed(payloadBegin, static_cast<std::size_t>(lineEnd - payloadBegin));
        const std::string_view payload = trim(untrimmed);
        const json::ParseResult parsed = json::parse(payload, arena);
        if (!parsed.ok()) {
            out.parseErrors.push_back({line, describeParseError(parsed.error)});
            continue;
        }
        const json::Value& root = *parsed.root;
        if (!root.isObject()) {
            out.malformedRecords.push_back({line, "the MLLOG record is not a JSON object"});
            continue;
        }
        Record record;
        record.line = line;
        const json::Value* time = root.find("time_ms");
        record.keyValue = root.find("key");
        record.value = root.find("value");
        record.metadata = root.find("metadata");
        const char* missing = !time               ? "time_ms"
                              : !record.keyValue  ? "key"
                              : !record.value     ? "value"
                              : !record.metadata  ? "metadata"
                                                  : nullptr;
        if (missing) {
            out.malformedRecords.push_back({line, std::string("the MLLOG record has no \"") + missing + "\" field"});
            continue;
        }
        if (time->isNumber() || time->isBool()) {
            record.timeMs = time->asDouble();
        } else if (time->isString()) {
            const auto converted = pythonFloatFromString(time->text());
            if (!converted) {
                out.parseErrors.push_back({line, "time_ms is not a number: " + time->dump()});
                continue;
            }
            record.timeMs = *converted;
        } else {
            out.malformedRecords.push_back({line, "time_ms is " + std::string(time->isNull() ? "null" : "not a number")});
            continue;
        }
        if (record.keyValue->isString())
            record.key = record.keyValue->text();
        out.records.push_back(record);
    }
    line += countLineBreaks(counted, end);
    // A final line without a terminator still counts as a line; an empty file has none.
    if (bytes.empty())
        line = 0;
    else if (end[-1] == '\n' || end[-1] == '\r')
        --line;
    out.lineCount = line;
}

} // namespace scalescope::mllog
