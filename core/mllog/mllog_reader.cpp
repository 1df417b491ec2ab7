#include "core/mllog/mllog_reader.h"

#include "core/mllog/line_scanner.h"

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
    // Python's messages end in " at" when they name a position ("Invalid control
    // character at"); the position follows here, so the word is not said twice.
    std::string_view message = error.message;
    if (message.size() > 3 && message.substr(message.size() - 3) == " at")
        message.remove_suffix(3);
    return "invalid JSON: " + std::string(message) + " at character " + std::to_string(error.offset + 1) +
           " of the record";
}

// mlperf_logging writes every record as
//   {"namespace": "", "time_ms": T, "event_type": "E", "key": "K", "value": V, "metadata": M}
// For a payload with exactly that layout, json.loads sees six distinct members, so
// parsing T, K, V and M in place gives the record the general path would give. Anything
// else (other spacing or order, a missing or repeated member, a time that is not a
// number, invalid JSON) returns false and goes to the general path, which also words
// the error.
bool readCanonicalRecord(std::string_view payload, json::Arena& arena, const KeySet* detailed, Record& record)
{
    const char* p = payload.data();
    const char* const end = p + payload.size();
    const auto literal = [&](std::string_view text) {
        if (static_cast<std::size_t>(end - p) < text.size() || std::memcmp(p, text.data(), text.size()) != 0)
            return false;
        p += text.size();
        return true;
    };
    // A string of printable ASCII without escapes, whose content nobody reads.
    const auto plainString = [&] {
        while (p != end && *p != '"') {
            const auto c = static_cast<unsigned char>(*p);
            if (c < 0x20 || c >= 0x80 || c == '\\')
                return false;
            ++p;
        }
        return p++ != end;
    };
    // Member values nest one level inside the record, as they would in json::parse.
    constexpr int kRecordDepth = 1;
    const auto value = [&](bool build) -> const json::Value* {
        const std::string_view rest(p, static_cast<std::size_t>(end - p));
        if (!build) {
            const std::size_t length = json::validPrefixLength(rest, kRecordDepth);
            p += length;
            return length ? &unbuiltValue() : nullptr;
        }
        const json::PrefixResult parsed = json::parsePrefix(rest, arena, kRecordDepth);
        p += parsed.length;
        return parsed.ok ? parsed.root : nullptr;
    };

    if (!literal(R"({"namespace": ")") || !plainString() || !literal(R"(, "time_ms": )"))
        return false;
    const json::Value* time = value(true);
    if (!time || !time->isNumber() || !literal(R"(, "event_type": ")") || !plainString() || !literal(R"(, "key": )"))
        return false;
    record.keyValue = value(true);
    if (!record.keyValue || !record.keyValue->isString() || !literal(R"(, "value": )"))
        return false;
    record.key = record.keyValue->text();
    const bool build = !detailed || detailed->contains(record.key);
    record.value = value(build);
    if (!record.value || !literal(R"(, "metadata": )"))
        return false;
    record.metadata = value(build);
    if (!record.metadata || !literal("}") || p != end)
        return false;
    record.timeMs = time->asDouble();
    return true;
}

} // namespace

const json::Value& unbuiltValue()
{
    static const json::Value null{};
    return null;
}

void MllogLog::clear()
{
    records.clear();
    parseErrors.clear();
    malformedRecords.clear();
    lineCount = 0;
    mllogLineCount = 0;
}

void readMllog(std::string_view bytes, json::Arena& arena, MllogLog& out, const ReadOptions& options)
{
    out.clear();
    const char* const begin = bytes.data();
    const char* const end = begin + bytes.size();
    std::uint32_t line = 1;
    const char* cursor = begin;

    while (true) {
        const detail::TokenHit next = detail::findNextToken(cursor, end);
        line += next.lineBreaks;
        if (!next.token)
            break;
        // Only the text after the last token of the line counts (rank prefixes, glued records).
        const detail::RecordLine recordLine = detail::findRecordLine(next.token, end);
        const char* hit = recordLine.lastToken;
        const char* lineEnd = recordLine.lineEnd;
        ++out.mllogLineCount;
        const char* payloadBegin = hit + kToken.size();
        cursor = lineEnd;

        const std::string_view untrimmed(payloadBegin, static_cast<std::size_t>(lineEnd - payloadBegin));
        const std::string_view payload = trim(untrimmed);
        Record record;
        record.line = line;
        if (options.readCanonicalLayoutInPlace && readCanonicalRecord(payload, arena, options.detailed, record)) {
            out.records.push_back(record);
            continue;
        }
        record = Record{};
        record.line = line;
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
    // A final line without a terminator still counts as a line; an empty file has none.
    if (bytes.empty())
        line = 0;
    else if (end[-1] == '\n' || end[-1] == '\r')
        --line;
    out.lineCount = line;
}

} // namespace scalescope::mllog
