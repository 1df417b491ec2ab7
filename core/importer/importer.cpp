#include "core/importer/importer.h"

#include "core/compliance/compliance_checker.h"
#include "core/importer/round_layout.h"
#include "core/importer/system_description.h"
#include "core/json/json_value.h"
#include "core/mllog/mllog_reader.h"
#include "core/rules/ruleset.h"
#include "core/scoring/olympic_score.h"
#include "core/scoring/power_energy.h"
#include "core/util/mapped_file.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <variant>

namespace scalescope {

namespace fs = std::filesystem;

namespace {

// A run log with thousands of bad lines would drown the report; the first few say
// what is wrong, the count says how much.
constexpr std::size_t kLineProblemsReportedPerFile = 5;

struct RunTask
{
    std::size_t round = 0;
    std::size_t system = 0;
    std::size_t benchmark = 0;
    std::size_t run = 0;
};

struct RunOutcome
{
    bool valid = false;
    std::optional<double> minutes;
    double milliseconds = 0;
    std::string rejection;
    std::optional<double> energyJoules;
    std::string energyProblem; // set when the benchmark has power logs but this run has no energy
    std::vector<ReportItem> items;
    std::uint64_t bytes = 0;
    std::uint64_t files = 0;
};

struct WorkerState
{
    json::Arena arena;
    mllog::MllogLog log;
};

void reportLineProblems(const std::vector<mllog::LineProblem>& problems, const std::string& path,
                        const char* what, std::vector<ReportItem>& items)
{
    const std::size_t shown = std::min(problems.size(), kLineProblemsReportedPerFile);
    for (std::size_t i = 0; i < shown; ++i)
        items.push_back({Severity::Warning, ItemKind::Line, path, problems[i].line,
                         std::string(what) + ": " + problems[i].reason});
    if (problems.size() > shown)
        items.push_back({Severity::Warning, ItemKind::Line, path, 0,
                         std::to_string(problems.size() - shown) + " more " + what + " lines not listed"});
}

std::string joinFailures(const compliance::Result& result)
{
    std::string text;
    std::size_t shown = 0;
    for (const auto& failure : result.failures) {
        if (shown == 3) {
            text += "; and " + std::to_string(result.failures.size() - shown) + " more";
            break;
        }
        if (!text.empty())
            text += "; ";
        if (failure.line > 0 && failure.message.rfind("line ", 0) != 0)
            text += "line " + std::to_string(failure.line) + ": ";
        text += failure.message;
        ++shown;
    }
    return text.empty() ? "failed compliance" : text;
}

// Energy of one valid run: the sum over its node_*.txt and sw_*.txt power logs.
void computeRunEnergy(const fs::path& runFile, const fs::path& roundRoot, WorkerState& worker, RunOutcome& outcome)
{
    const std::string name = runFile.filename().string();
    const std::string stem = name.substr(0, name.find('.'));
    const fs::path folder = runFile.parent_path() / "power" / stem;
    std::vector<fs::path> nodeFiles;
    std::vector<fs::path> switchFiles;
    std::error_code ec;
    for (fs::directory_iterator it(folder, ec); !ec && it != fs::directory_iterator(); it.increment(ec)) {
        const std::string file = it->path().filename().string();
        const bool text = file.size() > 4 && file.compare(file.size() - 4, 4, ".txt") == 0;
        if (text && file.rfind("node_", 0) == 0)
            nodeFiles.push_back(it->path());
        else if (text && file.rfind("sw_", 0) == 0)
            switchFiles.push_back(it->path());
    }
    if (nodeFiles.empty()) {
        outcome.energyProblem = displayPath(roundRoot, folder) + " has no node_*.txt power log";
        return;
    }
    // Directory order is not portable; name order gives the official value on v4.1.
    std::sort(nodeFiles.begin(), nodeFiles.end());
    std::sort(switchFiles.begin(), switchFiles.end());
    double total = 0;
    const auto addFile = [&](const fs::path& file, bool isNode) {
        MappedFile mapped;
        if (const std::string error = mapped.open(file); !error.empty()) {
            outcome.energyProblem = displayPath(roundRoot, file) + ": " + error;
            return false;
        }
        ++outcome.files;
        outcome.bytes += mapped.bytes().size();
        worker.arena.reset();
        mllog::readMllog(mapped.bytes(), worker.arena, worker.log);
        reportLineProblems(worker.log.parseErrors, displayPath(roundRoot, file), "unreadable power log",
                           outcome.items);
        const auto energy = isNode ? scoring::nodeEnergy(worker.log, outcome.milliseconds)
                                   : scoring::switchEnergy(worker.log, outcome.milliseconds);
        if (!energy.joules) {
            outcome.energyProblem = displayPath(roundRoot, file) + ": " + energy.problem;
            return false;
        }
        total += *energy.joules;
        return true;
    };
    for (const auto& file : nodeFiles)
        if (!addFile(file, true))
            return;
    for (const auto& file : switchFiles)
        if (!addFile(file, false))
            return;
    outcome.energyJoules = total;
}

RunOutcome processRun(const fs::path& file, const fs::path& roundRoot, bool hasPower,
                      const compliance::Checker& checker, WorkerState& worker)
{
    RunOutcome outcome;
    const std::string shown = displayPath(roundRoot, file);
    MappedFile mapped;
    if (const std::string error = mapped.open(file); !error.empty()) {
        outcome.rejection = error;
        outcome.items.push_back({Severity::Error, ItemKind::Run, shown, 0, error + "; run rejected"});
        return outcome;
    }
    outcome.files = 1;
    outcome.bytes = mapped.bytes().size();
    worker.arena.reset();
    mllog::readMllog(mapped.bytes(), worker.arena, worker.log);
    reportLineProblems(worker.log.parseErrors, shown, "unparseable MLLOG", outcome.items);
    reportLineProblems(worker.log.malformedRecords, shown, "malformed MLLOG record", outcome.items);

    const compliance::Result verdict = checker.check(worker.log);
    const auto time = scoring::runTime(worker.log);
    if (time) {
        outcome.minutes = time->minutes();
        outcome.milliseconds = time->milliseconds();
    }
    if (!verdict.valid) {
        outcome.rejection = joinFailures(verdict);
        const std::uint32_t line = verdict.failures.empty() ? 0 : verdict.failures.front().line;
        outcome.items.push_back({Severity::Warning, ItemKind::Run, shown, line,
                                 "run rejected: " + outcome.rejection});
        return outcome;
    }
    if (!time) {
        outcome.rejection = "no run_start and run_stop pair, so there is no run time";
        outcome.items.push_back({Severity::Warning, ItemKind::Run, shown, 0, "run rejected: " + outcome.rejection});
        return outcome;
    }
    outcome.valid = true;
    if (hasPower)
        computeRunEnergy(file, roundRoot, worker, outcome);
    return outcome;
}

std::optional<double> readScalingFactor(const fs::path& folder, const fs::path& roundRoot, ImportReport& report,
                                        std::string& problem)
{
    const fs::path file = folder / "scaling.json";
    std::error_code ec;
    if (!fs::exists(file, ec))
        return 1.0;
    MappedFile mapped;
    if (const std::string error = mapped.open(file); !error.empty()) {
        problem = "scaling.json: " + error;
        return std::nullopt;
    }
    ++report.filesRead;
    report.bytesRead += mapped.bytes().size();
    json::Arena arena;
    const auto parsed = json::parse(mapped.bytes(), arena);
    if (!parsed.ok()) {
        problem = "scaling.json is not valid JSON (" + parsed.error.message + ")";
        return std::nullopt;
    }
    const json::Value* factor = parsed.root->find("scaling_factor");
    if (!factor || !(factor->isNumber() || factor->isBool())) {
        problem = "scaling.json has no numeric \"scaling_factor\"";
        return std::nullopt;
    }
    (void)roundRoot;
    return factor->asDouble();
}

std::string privateIdOf(const fs::path& systemResults)
{
    const fs::path file = systemResults / "privateid.json";
    std::error_code ec;
    if (!fs::exists(file, ec))
        return {};
    MappedFile mapped;
    if (!mapped.open(file).empty())
        return {};
    try {
        const auto data = nlohmann::json::parse(mapped.bytes().begin(), mapped.bytes().end());
        if (data.is_object() && data.contains("private_id") && data["private_id"].is_string())
            return data["private_id"].get<std::string>();
    } catch (const nlohmann::json::exception&) {
    }
    return {};
}

// The folder as a person would name it: relative to the working folder when inside
// it (so a saved dataset does not carry the machine's paths), else absolute.
std::string sourceLabel(const fs::path& root)
{
    std::error_code ec;
    const fs::path relative = fs::relative(root, fs::current_path(ec), ec);
    if (ec || relative.empty() || *relative.begin() == "..")
        return root.string();
    return relative.string();
}

RunStatus statusOf(scoring::SliceRole role)
{
    switch (role) {
    case scoring::SliceRole::Counted: return RunStatus::Counted;
    case scoring::SliceRole::DroppedFastest: return RunStatus::DroppedFastest;
    case scoring::SliceRole::DroppedSlowest: return RunStatus::DroppedSlowest;
    case scoring::SliceRole::Rejected: return RunStatus::Rejected;
    }
    return RunStatus::Rejected;
}

struct PreparedBenchmark
{
    const BenchmarkFolder* folder = nullptr;
    std::string benchmark;
    int column = 0;
    std::vector<RunOutcome> outcomes;
};

struct PreparedSystem
{
    SystemEntry entry;
    const SystemFolder* folder = nullptr;
    std::vector<PreparedBenchmark> benchmarks;
};

struct PreparedRound
{
    const RoundSelection* selection = nullptr;
    const Ruleset* ruleset = nullptr;
    std::unique_ptr<compliance::Checker> checker;
    std::vector<PreparedSystem> systems;
};

const Ruleset* chooseRuleset(const ImportOptions& options, const RoundSelection& round, ImportReport& report,
                             std::string& error)
{
    const auto fromName = rulesetFromRoundName(round.name);
    std::string version;
    if (!options.ruleset.empty()) {
        version = options.ruleset;
        if (fromName && *fromName != version)
            report.add(Severity::Info, ItemKind::Round, round.name, 0,
                       "scored with ruleset " + version + " as asked, although the folder name says " + *fromName);
    } else if (fromName) {
        version = *fromName;
    } else {
        version = knownRulesets().back().version;
        report.add(Severity::Info, ItemKind::Round, round.name, 0,
                   "the folder name does not say which round this is; scored with the newest known ruleset, " +
                       version + " (use --ruleset to choose)");
    }
    const Ruleset* ruleset = findRuleset(version);
    if (!ruleset)
        error = "unknown ruleset " + version + " for " + round.name + "; known rulesets: " + knownRulesetNames();
    return ruleset;
}

// Builds the systems of one round (reading system JSONs), the run tasks, and what
// the report must say about skipped systems and benchmark folders.
void prepareRound(PreparedRound& prepared, std::size_t roundIndex, std::vector<RunTask>& tasks, ImportReport& report)
{
    const RoundSelection& round = *prepared.selection;
    for (const auto& system : round.systems) {
        const std::string shownSystem = displayPath(round.root, system.resultsPath);
        MappedFile description;
        if (const std::string error = description.open(system.descriptionPath); !error.empty()) {
            report.add(Severity::Error, ItemKind::System, displayPath(round.root, system.descriptionPath), 0,
                       "no system description for " + system.systemId + " (" + error + "); system skipped");
            continue;
        }
        ++report.filesRead;
        report.bytesRead += description.bytes().size();
        auto parsed = parseSystemDescription(description.bytes());
        if (auto* problem = std::get_if<SystemDescriptionError>(&parsed)) {
            report.add(Severity::Error, ItemKind::System, displayPath(round.root, system.descriptionPath), 0,
                       problem->message);
            continue;
        }
        PreparedSystem preparedSystem;
        preparedSystem.entry = std::move(std::get<SystemEntry>(parsed));
        preparedSystem.folder = &system;
        SystemEntry& entry = preparedSystem.entry;
        entry.organisation = system.organisation;
        entry.systemId = system.systemId;
        entry.privateId = privateIdOf(system.resultsPath);
        entry.detailsUrl = detailsUrl(prepared.ruleset->urlVersion, entry.submitter, entry.systemId);
        entry.codeUrl = codeUrl(prepared.ruleset->urlVersion, entry.submitter);
        if (entry.acceleratorsCount <= 0)
            report.add(Severity::Warning, ItemKind::System, displayPath(round.root, system.descriptionPath), 0,
                       "accelerators_per_node x number_of_nodes is " + std::to_string(entry.acceleratorsCount) +
                           "; scaling figures for this system will be meaningless");

        for (const auto& folder : system.benchmarks) {
            const std::string benchmark = prepared.ruleset->canonicalBenchmark(folder.folderName);
            const int column = prepared.ruleset->columnOf(benchmark);
            if (column < 0) {
                std::string allowed;
                for (const auto& name : prepared.ruleset->benchmarks)
                    allowed += (allowed.empty() ? "" : ", ") + name;
                report.add(Severity::Error, ItemKind::Benchmark, displayPath(round.root, folder.path), 0,
                           "\"" + folder.folderName + "\" is not a benchmark of ruleset " + prepared.ruleset->version +
                               " (" + allowed + "); folder skipped");
                continue;
            }
            PreparedBenchmark preparedBenchmark;
            preparedBenchmark.folder = &folder;
            preparedBenchmark.benchmark = benchmark;
            preparedBenchmark.column = column;
            preparedBenchmark.outcomes.resize(folder.runFiles.size());
            for (std::size_t run = 0; run < folder.runFiles.size(); ++run)
                tasks.push_back({roundIndex, prepared.systems.size(), preparedSystem.benchmarks.size(), run});
            preparedSystem.benchmarks.push_back(std::move(preparedBenchmark));
        }
        (void)shownSystem;
        prepared.systems.push_back(std::move(preparedSystem));
    }
}

BenchmarkResult scoreBenchmark(const PreparedRound& round, PreparedBenchmark& prepared, ImportReport& report)
{
    const BenchmarkFolder& folder = *prepared.folder;
    const fs::path& root = round.selection->root;
    BenchmarkResult result;
    result.benchmark = prepared.benchmark;
    result.folder = displayPath(root, folder.path);
    result.runsTotal = static_cast<int>(folder.runFiles.size());

    std::vector<scoring::RunInput> inputs;
    bool energyComplete = folder.hasPower;
    std::string energyProblem;
    for (auto& outcome : prepared.outcomes) {
        for (auto& item : outcome.items)
            report.items.push_back(std::move(item));
        report.filesRead += outcome.files;
        report.bytesRead += outcome.bytes;
        ++report.runsRead;
        if (!outcome.valid)
            ++report.runsRejected;
        if (outcome.valid && folder.hasPower && !outcome.energyJoules) {
            energyComplete = false;
            if (energyProblem.empty())
                energyProblem = outcome.energyProblem;
        }
        inputs.push_back({outcome.valid, outcome.minutes.value_or(0), outcome.energyJoules});
    }

    std::string scalingProblem;
    const auto scaling = readScalingFactor(folder.path, root, report, scalingProblem);
    result.scalingFactor = scaling.value_or(1.0);

    const scoring::OlympicScore olympic = scoring::olympicScore(inputs, round.ruleset->maxDroppedFor(prepared.benchmark));
    for (std::size_t i = 0; i < prepared.outcomes.size(); ++i) {
        RunFigure figure;
        figure.file = folder.runFiles[i].filename().string();
        figure.minutes = prepared.outcomes[i].minutes;
        figure.status = statusOf(olympic.roles[i]);
        figure.reason = prepared.outcomes[i].rejection;
        figure.energyJoules = prepared.outcomes[i].energyJoules;
        result.runs.push_back(std::move(figure));
    }
    if (!scaling) {
        result.unscoredReason = scalingProblem + "; no score";
        report.add(Severity::Error, ItemKind::Benchmark, result.folder, 0, result.unscoredReason);
        return result;
    }
    if (!olympic.rawMinutes) {
        result.unscoredReason = olympic.unscoredReason;
        report.add(Severity::Warning, ItemKind::Benchmark, result.folder, 0, "no score: " + result.unscoredReason);
        return result;
    }
    result.rawMinutes = olympic.rawMinutes;
    result.scoreMinutes = *olympic.rawMinutes * result.scalingFactor;
    result.runsCounted = olympic.counted;
    ++report.scoresComputed;
    if (folder.hasPower) {
        if (energyComplete && olympic.rawEnergy)
            result.energyJoules = *olympic.rawEnergy * result.scalingFactor;
        else
            report.add(Severity::Warning, ItemKind::Benchmark, result.folder, 0,
                       "energy not computed: " + (energyProblem.empty() ? std::string("a counted run has no power data")
                                                                        : energyProblem));
    }
    return result;
}

} // namespace

ImportResult importPaths(const std::vector<fs::path>& paths, const ImportOptions& options,
                         const ImportProgress& progress)
{
    ImportResult result;
    if (paths.empty()) {
        result.error = "nothing to import: give at least one folder";
        return result;
    }
    LayoutResult layout = discoverRounds(paths, result.report);
    for (const auto& error : layout.errors)
        result.report.add(Severity::Error, ItemKind::Round, error.substr(0, error.find(": ")), 0,
                          error.substr(error.find(": ") + 2));
    if (layout.rounds.empty()) {
        result.error = layout.errors.empty() ? "nothing to import" : layout.errors.front();
        for (std::size_t i = 1; i < layout.errors.size(); ++i)
            result.error += "; " + layout.errors[i];
        return result;
    }

    std::vector<PreparedRound> rounds(layout.rounds.size());
    std::vector<RunTask> tasks;
    for (std::size_t r = 0; r < layout.rounds.size(); ++r) {
        PreparedRound& round = rounds[r];
        round.selection = &layout.rounds[r];
        std::string error;
        round.ruleset = chooseRuleset(options, layout.rounds[r], result.report, error);
        if (!round.ruleset) {
            result.error = error;
            return result;
        }
        try {
            round.checker = std::make_unique<compliance::Checker>(*round.ruleset);
        } catch (const std::exception& failure) {
            result.error = "the rules of ruleset " + round.ruleset->version + " cannot be used: " + failure.what();
            return result;
        }
        prepareRound(round, r, tasks, result.report);
    }

    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    std::atomic<bool> cancel{false};
    std::mutex progressMutex;
    const auto work = [&] {
        WorkerState worker;
        while (!cancel.load(std::memory_order_relaxed)) {
            const std::size_t index = next.fetch_add(1);
            if (index >= tasks.size())
                break;
            const RunTask& task = tasks[index];
            PreparedRound& round = rounds[task.round];
            PreparedBenchmark& benchmark = round.systems[task.system].benchmarks[task.benchmark];
            benchmark.outcomes[task.run] =
                processRun(benchmark.folder->runFiles[task.run], round.selection->root, benchmark.folder->hasPower,
                           *round.checker, worker);
            const std::size_t finished = done.fetch_add(1) + 1;
            if (progress) {
                std::lock_guard lock(progressMutex);
                if (!progress(finished, tasks.size()))
                    cancel.store(true);
            }
        }
    };
    const unsigned hardware = std::max(1u, std::thread::hardware_concurrency());
    const unsigned threadCount = static_cast<unsigned>(
        std::min<std::size_t>(options.threads ? options.threads : hardware, std::max<std::size_t>(1, tasks.size())));
    {
        std::vector<std::jthread> threads;
        for (unsigned i = 1; i < threadCount; ++i)
            threads.emplace_back(work);
        work();
    }
    if (cancel.load()) {
        result.cancelled = true;
        result.error = "the import was cancelled";
        return result;
    }

    for (auto& round : rounds) {
        Round out;
        out.name = round.selection->name;
        out.ruleset = round.ruleset->version;
        out.source = sourceLabel(round.selection->root);
        for (auto& system : round.systems) {
            std::sort(system.benchmarks.begin(), system.benchmarks.end(),
                      [](const PreparedBenchmark& a, const PreparedBenchmark& b) { return a.column < b.column; });
            for (auto& benchmark : system.benchmarks)
                system.entry.benchmarks.push_back(scoreBenchmark(round, benchmark, result.report));
            out.systems.push_back(std::move(system.entry));
        }
        result.dataset.rounds.push_back(std::move(out));
    }
    return result;
}

} // namespace scalescope
