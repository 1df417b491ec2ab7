#include "core/importer/import_report.h"

namespace scalescope {

void ImportReport::add(Severity severity, ItemKind kind, std::string path, std::uint32_t line,
                       std::string message)
{
    items.push_back({severity, kind, std::move(path), line, std::move(message)});
}

std::string ImportReport::toText() const
{
    std::string text;
    for (const auto& item : items) {
        text += toString(item.severity);
        text += ": ";
        text += item.path;
        if (item.line > 0)
            text += ':' + std::to_string(item.line);
        text += ": ";
        text += item.message;
        text += '\n';
    }
    return text;
}

std::string readableText(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    const auto escape = [&](unsigned char byte) {
        constexpr char digits[] = "0123456789abcdef";
        out += "\\x";
        out += digits[byte >> 4];
        out += digits[byte & 15];
    };
    std::size_t i = 0;
    while (i < text.size()) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte < 0x80) {
            if (byte < 0x20 || byte == 0x7f)
                escape(byte);
            else
                out += static_cast<char>(byte);
            ++i;
            continue;
        }
        // Length and smallest code point of a UTF-8 sequence starting with `byte`.
        const std::size_t length = byte >= 0xf0 && byte <= 0xf4 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc2 && byte < 0xe0 ? 2 : 0;
        bool valid = length > 0 && i + length <= text.size();
        std::uint32_t code = length == 2 ? byte & 0x1f : length == 3 ? byte & 0x0f : byte & 0x07;
        for (std::size_t k = 1; valid && k < length; ++k) {
            const auto next = static_cast<unsigned char>(text[i + k]);
            valid = (next & 0xc0) == 0x80;
            code = (code << 6) | (next & 0x3f);
        }
        valid = valid && !(length == 3 && (code < 0x800 || (code >= 0xd800 && code < 0xe000))) &&
                !(length == 4 && (code < 0x10000 || code > 0x10ffff));
        if (!valid) {
            escape(byte);
            ++i;
            continue;
        }
        out.append(text.substr(i, length));
        i += length;
    }
    return out;
}

void makeReadable(ImportReport& report)
{
    for (auto& item : report.items) {
        item.path = readableText(item.path);
        item.message = readableText(item.message);
    }
    for (auto& source : report.incomplete)
        source = readableText(source);
}

namespace {

std::string counted(std::uint64_t count, const char* singular, const char* plural)
{
    return std::to_string(count) + " " + (count == 1 ? singular : plural);
}

} // namespace

std::string ImportReport::summary() const
{
    std::size_t errors = 0;
    std::size_t warnings = 0;
    for (const auto& item : items) {
        errors += item.severity == Severity::Error;
        warnings += item.severity == Severity::Warning;
    }
    return counted(runsRead, "run", "runs") + " in " + counted(filesRead, "file", "files") + "; " +
           counted(runsRejected, "run", "runs") + " rejected; " + counted(scoresComputed, "score", "scores") +
           "; " + counted(errors, "error", "errors") + ", " + counted(warnings, "warning", "warnings") + incompleteText();
}

std::string ImportReport::incompleteText() const
{
    std::string text;
    for (const auto& source : incomplete)
        text += "; INCOMPLETE: " + source;
    return text;
}

const char* toString(Severity severity)
{
    switch (severity) {
    case Severity::Info: return "info";
    case Severity::Warning: return "warning";
    case Severity::Error: return "error";
    }
    return "error";
}

const char* toString(ItemKind kind)
{
    switch (kind) {
    case ItemKind::File: return "file";
    case ItemKind::Line: return "line";
    case ItemKind::Run: return "run";
    case ItemKind::Benchmark: return "benchmark";
    case ItemKind::System: return "system";
    case ItemKind::Round: return "round";
    }
    return "file";
}

} // namespace scalescope
