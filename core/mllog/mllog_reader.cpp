#include "core/mllog/mllog_reader.h"

#include "core/mllog/canonical_record.h"
#include "core/mllog/line_scanner.h"
#include "core/util/content_hash.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>

namespace scalescope::mllog {

namespace {

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

std::string_view trimEnd(std::string_view text)
{
    while (!text.empty() && isPythonWhitespace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    return text;
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
    std::transform(lowered.begin(), lowered.end(), lowered.begin(), [](unsigned char c) {
        return static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
    });
    if (lowered == "inf" || lowered == "infinity")
        return negative ? -std::numeric_limits<double>::infinity()
                        : std::numeric_limits<double>::infinity();
    if (lowered == "nan")
        return std::numeric_limits<double>::quiet_NaN();
    std::string digits;
    digits.reserve(lowered.size());
    for (std::size_t i = 0; i < lowered.size(); ++i) {
        const char c = lowered[i];
        if (c == '_') {
            const bool between = i > 0 && i + 1 < lowered.size() &&
                                 std::isdigit(static_cast<unsigned char>(lowered[i - 1])) &&
                                 std::isdigit(static_cast<unsigned char>(lowered[i + 1]));
            if (!between)
                return std::nullopt;
            continue;
        }
        if (!(std::isdigit(static_cast<unsigned char>(c)) || c == '.' || c == 'e' || c == '+' ||
              c == '-'))
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

// Python's json error (its own words, as the official checker prints them) and where.
Message describeParseError(const json::ParseError& error)
{
    // Python's messages end in " at" when they name a position ("Invalid control
    // character at"); the position follows here, so the word is not said twice.
    std::string_view message = error.message;
    if (message.size() > 3 && message.substr(message.size() - 3) == " at")
        message.remove_suffix(3);
    return {"mllog.invalid_json",
            {textArg(std::string(message)), numberArg(static_cast<long long>(error.offset) + 1)}};
}

LineProblem problemAt(std::uint32_t line, Message reason)
{
    std::string english = englishText(reason);
    return {line, std::move(english), std::move(reason)};
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

LogReader::LogReader(json::Arena& arena, MllogLog& out, const ReadOptions& options)
    : arena_(arena), out_(out), options_(options)
{
    out_.clear();
}

void LogReader::read(std::string_view piece, bool stable)
{
    if (piece.empty())
        return;
    sawBytes_ = true;
    lastByte_ = piece.back();
    const char* const end = piece.data() + piece.size();
    const char* cursor = piece.data();
    while (true) {
        const detail::TokenHit next = detail::findNextToken(cursor, end);
        line_ += next.lineBreaks;
        if (!next.token)
            break;
        // Only the text after the last token of the line counts (rank prefixes, glued records).
        const detail::RecordLine recordLine = detail::findRecordLine(next.token, end);
        const char* payloadBegin = recordLine.lastToken + detail::kRecordToken.size();
        cursor = recordLine.lineEnd;
        ++out_.mllogLineCount;
        const std::string_view untrimmed{
            payloadBegin, static_cast<std::size_t>(recordLine.lineEnd - payloadBegin)};
        const std::size_t recordsBefore = out_.records.size();
        readRecord(untrimmed, stable);
        if (options_.recordsHash) {
            const bool filingLabel = out_.records.size() > recordsBefore &&
                                     out_.records.back().key.starts_with("submission_");
            if (!filingLabel) {
                options_.recordsHash->update(trimEnd(untrimmed));
                options_.recordsHash->update("\n");
            }
        }
    }
}

void LogReader::finish()
{
    // A final line without a terminator still counts as a line; an empty file has none.
    std::uint32_t lines = line_;
    if (!sawBytes_)
        lines = 0;
    else if (lastByte_ == '\n' || lastByte_ == '\r')
        --lines;
    out_.lineCount = lines;
}

void LogReader::readRecord(std::string_view untrimmed, bool stable)
{
    const std::uint32_t line = line_;
    if (untrimmed.size() > kMaxRecordBytes) {
        // Parsing it would cost memory in proportion; no logger writes such a record.
        out_.parseErrors.push_back(
            problemAt(line, {"mllog.record_too_long",
                             {numberArg(static_cast<long long>(untrimmed.size())),
                              numberArg(static_cast<long long>(kMaxRecordBytes))}}));
        return;
    }
    std::string_view payload = trim(untrimmed);
    // Records point into their text: a piece about to be overwritten leaves a copy.
    if (!stable)
        payload = arena_.store(payload);
    Record record;
    record.line = line;
    if (options_.readCanonicalLayoutInPlace &&
        detail::readCanonicalRecord(payload, arena_, options_.detailed, record)) {
        out_.records.push_back(record);
        return;
    }
    record = Record{};
    record.line = line;
    const json::ParseResult parsed = json::parse(payload, arena_);
    if (!parsed.ok()) {
        out_.parseErrors.push_back(problemAt(line, describeParseError(parsed.error)));
        return;
    }
    const json::Value& root = *parsed.root;
    if (!root.isObject()) {
        out_.malformedRecords.push_back(problemAt(line, {"mllog.not_an_object", {}}));
        return;
    }
    const json::Value* time = root.find("time_ms");
    record.keyValue = root.find("key");
    record.value = root.find("value");
    record.metadata = root.find("metadata");
    const char* missing = !time              ? "time_ms"
                          : !record.keyValue ? "key"
                          : !record.value    ? "value"
                          : !record.metadata ? "metadata"
                                             : nullptr;
    if (missing) {
        out_.malformedRecords.push_back(
            problemAt(line, {"mllog.missing_field", {textArg(missing)}}));
        return;
    }
    if (time->isNumber() || time->isBool()) {
        record.timeMs = time->asDouble();
    } else if (time->isString()) {
        const auto converted = pythonFloatFromString(time->text());
        if (!converted) {
            out_.parseErrors.push_back(
                problemAt(line, {"mllog.time_not_a_number", {textArg(time->dump())}}));
            return;
        }
        record.timeMs = *converted;
    } else {
        out_.malformedRecords.push_back(
            problemAt(line, {time->isNull() ? "mllog.time_null" : "mllog.time_not_numeric", {}}));
        return;
    }
    if (record.keyValue->isString())
        record.key = record.keyValue->text();
    out_.records.push_back(record);
}

void readMllog(std::string_view bytes, json::Arena& arena, MllogLog& out,
               const ReadOptions& options)
{
    LogReader reader(arena, out, options);
    reader.read(bytes, true);
    reader.finish();
}

} // namespace scalescope::mllog
