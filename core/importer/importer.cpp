#include "core/importer/importer.h"

#include "core/archive/archive_reader.h"
#include "core/dataset/provenance.h"
#include "core/importer/import_pipeline.h"

#include <system_error>

namespace scalescope {

namespace fs = std::filesystem;

namespace {

void appendReport(ImportReport& into, ImportReport&& part)
{
    for (auto& item : part.items)
        into.items.push_back(std::move(item));
    into.filesRead += part.filesRead;
    into.bytesRead += part.bytesRead;
    into.runsRead += part.runsRead;
    into.runsRejected += part.runsRejected;
    into.scoresComputed += part.scoresComputed;
    into.republished += part.republished;
    // Kept one message per source, so that the two lists stay side by side.
    part.incompleteMessages.resize(part.incomplete.size());
    into.incompleteMessages.resize(into.incomplete.size());
    for (auto& source : part.incomplete)
        into.incomplete.push_back(std::move(source));
    for (auto& source : part.incompleteMessages)
        into.incompleteMessages.push_back(std::move(source));
}

ImportResult importFolders(const std::vector<LayoutStart>& starts,
                           const std::vector<PathProblem>& pathErrors, const ImportOptions& options,
                           const ImportProgress& progress)
{
    ImportResult result;
    FolderTree tree(options.readLimits);
    CheckerCache checkers;
    for (const auto& error : pathErrors)
        result.report.add(Severity::Error, ItemKind::Round, error.path, 0, error.problem);
    if (starts.empty()) {
        std::vector<Message> errors;
        errors.reserve(pathErrors.size());
        for (const auto& error : pathErrors)
            errors.push_back(error.sentence());
        result.setError(semicolonJoined(std::move(errors)));
        return result;
    }
    importFromTree(tree, starts, options, progress, checkers, nullptr, result);
    if (!result.error.empty() && !pathErrors.empty())
        result.setError(
            {"list.semicolon",
             {messageArg(pathErrors.front().sentence()), messageArg(result.errorMessage)}});
    return result;
}

ImportResult importAll(const std::vector<fs::path>& paths, const ImportOptions& options,
                       const ImportProgress& progress)
{
    if (paths.empty()) {
        ImportResult result;
        result.setError({"file.nothing_given", {}});
        return result;
    }
    std::vector<LayoutStart> folders;
    std::vector<fs::path> archives;
    std::vector<PathProblem> pathErrors;
    for (const auto& given : paths) {
        std::error_code ec;
        const fs::path path = fs::weakly_canonical(given, ec);
        const fs::file_status status = fs::status(path, ec);
        if (ec || !fs::exists(status)) {
            pathErrors.push_back({given.string(), {"file.no_such_file_or_folder", {}}});
        } else if (fs::is_directory(status)) {
            folders.push_back({given.string(), path});
        } else if (fs::is_regular_file(status) && archive::looksLikeArchive(path)) {
            archives.push_back(path);
        } else {
            pathErrors.push_back({given.string(), {"file.neither_folder_nor_archive", {}}});
        }
    }

    std::vector<ImportResult> parts;
    if (!folders.empty() || archives.empty())
        parts.push_back(importFolders(folders, pathErrors, options, progress));
    for (const auto& archive : archives)
        parts.push_back(importArchiveUnfinished(archive, options, progress));
    if (parts.size() == 1)
        return std::move(parts.front());

    // Several sources: one result. Any cancel cancels all; a source with nothing
    // importable becomes a report item unless every source failed.
    ImportResult merged;
    std::vector<Message> errors;
    for (auto& part : parts) {
        if (part.cancelled) {
            ImportResult cancelled;
            cancelled.cancelled = true;
            cancelled.setError(std::move(part.errorMessage));
            return cancelled;
        }
        appendReport(merged.report, std::move(part.report));
        if (!part.error.empty()) {
            errors.push_back(std::move(part.errorMessage));
            continue;
        }
        for (auto& round : part.dataset.rounds)
            merged.dataset.rounds.push_back(std::move(round));
    }
    if (merged.dataset.rounds.empty()) {
        merged.setError(semicolonJoined(std::move(errors)));
    } else {
        for (const auto& error : errors)
            merged.report.add(Severity::Error, ItemKind::Round, "", 0, error);
    }
    return merged;
}

} // namespace

void finishImport(ImportResult& result, const ImportOptions& options)
{
    if (result.ok() && options.hashLogs) {
        const auto republished = markRepublished(result.dataset);
        result.report.republished = republished.size();
        if (!republished.empty())
            result.report.add(Severity::Info, ItemKind::Round, "", 0,
                              republishedReport(result.dataset, republished));
    }
    makeReadable(result.report);
}

ImportResult importPaths(const std::vector<fs::path>& paths, const ImportOptions& options,
                         const ImportProgress& progress)
{
    ImportResult result = importAll(paths, options, progress);
    finishImport(result, options);
    return result;
}

} // namespace scalescope
