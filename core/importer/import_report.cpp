#include "core/importer/import_report.h"

#include "core/util/terminal_text.h"

namespace scalescope {

void ImportReport::add(Severity severity, ItemKind kind, std::string path, std::uint32_t line,
                       std::string message)
{
    // A text no message words: the desktop app shows it as it is.
    items.push_back({severity, kind, std::move(path), line, std::move(message), Message{}});
}

void ImportReport::add(Severity severity, ItemKind kind, std::string path, std::uint32_t line,
                       Message text)
{
    std::string message = englishText(text);
    items.push_back({severity, kind, std::move(path), line, std::move(message), std::move(text)});
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
    return util::terminalText(text);
}

void makeReadable(ImportReport& report)
{
    for (auto& item : report.items) {
        item.path = readableText(item.path);
        item.message = readableText(item.message);
        for (auto& arg : item.text.args)
            if (arg.kind != MessageArg::Kind::Message)
                arg.text = readableText(arg.text);
    }
    for (auto& source : report.incomplete)
        source = readableText(source);
    for (auto& source : report.incompleteMessages)
        for (auto& arg : source.args)
            if (arg.kind != MessageArg::Kind::Message)
                arg.text = readableText(arg.text);
}

namespace {

MessageArg counted(std::uint64_t count, const char* singular, const char* plural)
{
    return messageArg({count == 1 ? singular : plural, {numberArg(static_cast<long long>(count))}});
}

} // namespace

Message ImportReport::summaryMessage() const
{
    std::size_t errors = 0;
    std::size_t warnings = 0;
    for (const auto& item : items) {
        errors += item.severity == Severity::Error;
        warnings += item.severity == Severity::Warning;
    }
    Message summary{"import.summary",
                    {counted(runsRead, "count.run", "count.runs"),
                     counted(filesRead, "count.file", "count.files"),
                     counted(runsRejected, "count.run", "count.runs"),
                     counted(scoresComputed, "count.score", "count.scores"),
                     counted(errors, "count.error", "count.errors"),
                     counted(warnings, "count.warning", "count.warnings")}};
    if (republished)
        summary = {"list.semicolon",
                   {messageArg(std::move(summary)),
                    counted(republished, "count.republished_entry", "count.republished_entries")}};
    for (std::size_t i = 0; i < incomplete.size(); ++i) {
        const Message* said = i < incompleteMessages.size() ? &incompleteMessages[i] : nullptr;
        summary = {"import.incomplete",
                   {messageArg(std::move(summary)),
                    said && !said->id.empty() ? messageArg(*said) : textArg(incomplete[i])}};
    }
    return summary;
}

std::string ImportReport::summary() const
{
    return englishText(summaryMessage());
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
    case Severity::Info:
        return "info";
    case Severity::Warning:
        return "warning";
    case Severity::Error:
        return "error";
    }
    return "error";
}

const char* toString(ItemKind kind)
{
    switch (kind) {
    case ItemKind::File:
        return "file";
    case ItemKind::Line:
        return "line";
    case ItemKind::Run:
        return "run";
    case ItemKind::Benchmark:
        return "benchmark";
    case ItemKind::System:
        return "system";
    case ItemKind::Round:
        return "round";
    }
    return "file";
}

} // namespace scalescope
