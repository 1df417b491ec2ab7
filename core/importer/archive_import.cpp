// importArchive: reads the archive once, front to back. Run logs are handed to worker
// threads as they come out of the decompressor and dropped once validated; JSON files and
// power logs, which scoring reads after the layout is known, stay in memory.
#include "core/archive/archive_reader.h"
#include "core/importer/archive_tree.h"
#include "core/importer/import_pipeline.h"
#include "core/mllog/line_filter.h"
#include "core/util/chunked_file.h"
#include "core/util/content_hash.h"

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <thread>

namespace scalescope {

namespace fs = std::filesystem;

namespace {

// Run logs decompressed but not yet validated. Bounds memory when the decompressor is
// faster than the workers: v4.1's largest log is 4 MB, so this holds at least four.
constexpr std::size_t kMaxQueuedLogBytes = std::size_t(16) << 20;

struct LogJob
{
    fs::path path;
    std::string shown;
    RoundCheckers checkers;
    std::string bytes;       // its MLLOG lines (LogLineFilter)
    std::uint64_t size = 0;  // the entry's, unpacked
    std::string contentHash; // of all its bytes, before the filter (provenance)
};

class LogQueue
{
  public:
    void push(LogJob job)
    {
        std::unique_lock lock(mutex_);
        // A log bigger than the whole budget still goes through, alone.
        spaceFreed_.wait(
            lock, [&] { return queued_ == 0 || queued_ + job.bytes.size() <= kMaxQueuedLogBytes; });
        queued_ += job.bytes.size();
        jobs_.push_back(std::move(job));
        jobAdded_.notify_one();
    }
    std::optional<LogJob> pop()
    {
        std::unique_lock lock(mutex_);
        jobAdded_.wait(lock, [&] { return closed_ || !jobs_.empty(); });
        if (jobs_.empty())
            return std::nullopt;
        LogJob job = std::move(jobs_.front());
        jobs_.pop_front();
        queued_ -= job.bytes.size();
        spaceFreed_.notify_one();
        return job;
    }
    void close()
    {
        std::lock_guard lock(mutex_);
        closed_ = true;
        jobAdded_.notify_all();
    }

  private:
    std::mutex mutex_;
    std::condition_variable jobAdded_;
    std::condition_variable spaceFreed_;
    std::deque<LogJob> jobs_;
    std::size_t queued_ = 0;
    bool closed_ = false;
};

bool endsWith(const std::string& text, const char* suffix)
{
    const std::size_t length = std::char_traits<char>::length(suffix);
    return text.size() >= length && text.compare(text.size() - length, length, suffix) == 0;
}

// Files scoring reads after the archive is read: system descriptions, scaling.json,
// privateid.json, power logs.
bool keptForLater(const fs::path& path)
{
    const std::string name = path.filename().string();
    if (endsWith(name, ".json"))
        return true;
    const bool powerLog =
        endsWith(name, ".txt") && (name.rfind("node_", 0) == 0 || name.rfind("sw_", 0) == 0);
    return powerLog && path.parent_path().parent_path().filename() == "power";
}

// Logs (run and power logs) keep only their MLLOG lines, as a folder's are read: an
// entry of filler lines costs a byte a line, and a line over kMaxLineBytes is kept cut,
// to be rejected by its number.
// It also hashes every byte it is given (docs/analysis.md §1.4 Provenance): only here
// are a log's bytes all seen, as stored.
class LogLineFilter final : public archive::ContentFilter
{
  public:
    explicit LogLineFilter(bool hashing) : hashing_(hashing) {}
    void begin() override
    {
        lines_.begin();
        hash_ = Xxh64();
    }
    void append(std::string& content, std::string_view bytes) override
    {
        if (hashing_)
            hash_.update(bytes);
        lines_.append(content, bytes);
    }
    void finish(std::string& content) override { lines_.finish(content); }
    // The last entry's hash; "" when not hashing.
    std::string contentHash() const
    {
        return hashing_ ? contentHashText(hash_.digest()) : std::string();
    }

  private:
    mllog::LineFilter lines_{kMaxLineBytes};
    bool hashing_;
    Xxh64 hash_;
};

class ArchiveImport
{
  public:
    ArchiveImport(const fs::path& archive, const ImportOptions& options, ImportResult& result)
        : archive_(archive), options_(options), result_(result), tree_(archive)
    {
    }

    ArchiveTree& tree() { return tree_; }
    ValidatedRuns& validated() { return validated_; }
    CheckerCache& checkers() { return checkers_; }

    archive::ReadResult read(const ImportProgress& progress)
    {
        const unsigned hardware = std::max(1u, std::thread::hardware_concurrency());
        const unsigned threads = options_.threads ? options_.threads : hardware;
        // The reading thread decompresses; with one thread it also validates.
        const unsigned workerCount = threads > 1 ? threads - 1 : 0;
        std::vector<std::jthread> workers;
        for (unsigned i = 0; i < workerCount; ++i)
            workers.emplace_back([this] {
                RunWorker worker;
                worker.hashLogs = options_.hashLogs;
                while (auto job = queue_.pop())
                    validate(*job, worker);
            });
        RunWorker inlineWorker;
        inlineWorker.hashLogs = options_.hashLogs;
        archive::Visitor visitor;
        visitor.wantContent = [&](const archive::Entry& entry) {
            return keptForLater(entry.path) || checkersForRunLog(entry.path).main != nullptr;
        };
        visitor.filterFor = [&](const archive::Entry& entry) -> archive::ContentFilter* {
            // Wanted entries are JSON files, power logs and run logs.
            return endsWith(entry.path, ".json") ? nullptr : &logFilter_;
        };
        visitor.onEntry = [&](const archive::Entry& entry, std::string&& content) {
            add(entry, std::move(content), workerCount > 0 ? nullptr : &inlineWorker);
        };
        visitor.keepGoing = [&](std::uint64_t done, std::uint64_t total) {
            return !progress || progress(static_cast<std::size_t>(done >> 10),
                                         static_cast<std::size_t>(total >> 10));
        };
        archive::Limits limits = options_.archiveLimits;
        archive::ReadResult read = archive::readArchive(archive_, limits, visitor);
        queue_.close();
        workers.clear(); // joins: every queued log is validated before scoring starts
        return read;
    }

  private:
    // The checkers of the round a run log would belong to; main is nullptr when the path
    // is not that of a run log of a round or the round's ruleset is unknown.
    RoundCheckers checkersForRunLog(const fs::path& path)
    {
        const auto root = roundRootOfRunLog(path);
        if (!root)
            return {};
        Message error;
        const Ruleset* ruleset = chooseRuleset(options_, tree_.folderName(*root), nullptr, error);
        return ruleset ? checkers_.forRound(*ruleset, error) : RoundCheckers{};
    }

    void add(const archive::Entry& entry, std::string&& content, RunWorker* inlineWorker)
    {
        const std::string shownEntry = archive_.filename().string() + ": " + entry.path;
        if (entry.type == archive::EntryType::Folder) {
            if (Message problem = tree_.addFolder(entry.path); !problem.id.empty())
                result_.report.add(Severity::Error, ItemKind::File, shownEntry, 0, problem);
            return;
        }
        const fs::path path = entry.path;
        const RoundCheckers checkers =
            keptForLater(path) ? RoundCheckers{} : checkersForRunLog(path);
        const compliance::Checker* checker = checkers.main;
        // The tree keeps the bytes of everything but a run log, whose bytes go to its checker.
        if (!checker) {
            if (Message problem = tree_.addFile(entry.path, std::move(content), keptForLater(path));
                !problem.id.empty())
                result_.report.add(Severity::Error, ItemKind::File, shownEntry, 0, problem);
            return;
        }
        if (Message problem = tree_.addFile(entry.path, std::string(), false);
            !problem.id.empty()) {
            result_.report.add(Severity::Error, ItemKind::File, shownEntry, 0, problem);
            return;
        }
        LogJob job{path,       displayPath(*roundRootOfRunLog(path), path),
                   checkers,   std::move(content),
                   entry.size, logFilter_.contentHash()};
        if (inlineWorker)
            validate(job, *inlineWorker);
        else
            queue_.push(std::move(job));
    }

    void validate(LogJob& job, RunWorker& worker)
    {
        RunValidation outcome = validateRunLog(job.bytes, job.shown, *job.checkers.main, worker,
                                               job.checkers.alternative);
        outcome.bytes = job.size;
        outcome.contentHash = std::move(job.contentHash);
        std::string().swap(job.bytes); // the log text goes as soon as it is parsed
        std::lock_guard lock(validatedMutex_);
        validated_[job.path] = std::move(outcome);
    }

    fs::path archive_;
    const ImportOptions& options_;
    ImportResult& result_;
    ArchiveTree tree_;
    CheckerCache checkers_;
    LogLineFilter logFilter_{options_.hashLogs}; // the reading thread's
    LogQueue queue_;
    std::mutex validatedMutex_;
    ValidatedRuns validated_;
};

} // namespace

ImportResult importArchiveUnfinished(const fs::path& archive, const ImportOptions& options,
                                     const ImportProgress& progress)
{
    ImportResult result;
    const std::string shown = archive.filename().string();
    ArchiveImport import(archive, options, result);
    const archive::ReadResult read = import.read(progress);
    if (!read.openError.id.empty()) {
        result.setError(PathProblem{archive.string(), read.openError}.sentence());
        return result;
    }
    if (read.cancelled) {
        result.cancelled = true;
        result.setError({"file.cancelled", {}});
        result.report = {};
        return result;
    }
    for (const auto& refused : read.refused)
        result.report.add(Severity::Error, ItemKind::File, shown + ": " + refused.entry, 0,
                          refused.reason);
    if (!read.stoppedReason.id.empty()) {
        result.report.add(Severity::Error, ItemKind::File, shown, 0, read.stoppedReason);
        const PathProblem incomplete{shown, read.stoppedReason};
        result.report.incomplete.push_back(englishText(incomplete.sentence()));
        result.report.incompleteMessages.push_back(incomplete.sentence());
    }
    const fs::path start = import.tree().startFolder();
    Message listError;
    if (import.tree().list(start, listError).empty()) {
        result.setError(read.stoppedReason.id.empty()
                            ? Message{"file.archive.no_files", {textArg(archive.string())}}
                            : Message{"file.archive.nothing_read",
                                      {textArg(archive.string()), messageArg(read.stoppedReason)}});
        return result;
    }
    const std::string given =
        start.empty() ? archive.string() : archive.string() + ":" + start.generic_string();
    importFromTree(import.tree(), {{given, start}}, options, progress, import.checkers(),
                   &import.validated(), result);
    return result;
}

ImportResult importArchive(const fs::path& archive, const ImportOptions& options,
                           const ImportProgress& progress)
{
    ImportResult result = importArchiveUnfinished(archive, options, progress);
    finishImport(result, options);
    return result;
}

} // namespace scalescope
