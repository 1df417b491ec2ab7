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

std::string ImportReport::summary() const
{
    std::size_t errors = 0;
    std::size_t warnings = 0;
    for (const auto& item : items) {
        errors += item.severity == Severity::Error;
        warnings += item.severity == Severity::Warning;
    }
    return std::to_string(runsRead) + " runs in " + std::to_string(filesRead) + " files; " +
           std::to_string(runsRejected) + " runs rejected; " + std::to_string(scoresComputed) +
           " scores; " + std::to_string(errors) + " errors, " + std::to_string(warnings) + " warnings";
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
