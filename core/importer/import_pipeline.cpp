#include "core/importer/import_pipeline.h"

#include "core/compliance/compliance_checker.h"
#include "core/importer/system_description.h"
#include "core/json/json_value.h"
#include "core/rules/ruleset.h"
#include "core/scoring/olympic_score.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>
#include <variant>

namespace scalescope {

namespace fs = std::filesystem;

namespace {

struct RunTask
{
    std::size_t round = 0;
    std::size_t system = 0;
    std::size_t benchmark = 0;
    std::size_t run = 0;
};

std::optional<double> readScalingFactor(const SourceTree& tree, const fs::path& folder,
                                        ImportReport& report, Message& problem)
{
    const fs::path file = folder / "scaling.json";
    if (!tree.exists(file))
        return 1.0;
    FileContent content;
    if (Message error = tree.read(file, content); !error.id.empty()) {
        problem = {"file.scaling.read", {messageArg(std::move(error))}};
        return std::nullopt;
    }
    ++report.filesRead;
    report.bytesRead += content.bytes().size();
    json::Arena arena;
    const auto parsed = json::parse(content.bytes(), arena);
    if (!parsed.ok()) {
        problem = {"file.scaling.invalid_json", {textArg(parsed.error.message)}};
        return std::nullopt;
    }
    const json::Value* factor = parsed.root->find("scaling_factor");
    if (!factor || !(factor->isNumber() || factor->isBool())) {
        problem = {"file.scaling.no_factor", {}};
        return std::nullopt;
    }
    // NaN or a factor <= 0 would give a score that sorts nowhere; no round has one.
    const double value = factor->asDouble();
    if (!std::isfinite(value) || value <= 0) {
        char number[32];
        std::snprintf(number, sizeof number, "%g", value);
        const std::string shown = std::isnan(value) ? std::string("NaN")
                                  : std::isinf(value)
                                      ? std::string(value > 0 ? "Infinity" : "-Infinity")
                                      : std::string(number);
        problem = {"file.scaling.not_positive", {numberArg(shown)}};
        return std::nullopt;
    }
    return value;
}

std::string privateIdOf(const SourceTree& tree, const fs::path& systemResults)
{
    const fs::path file = systemResults / "privateid.json";
    if (!tree.exists(file))
        return {};
    FileContent content;
    if (!tree.read(file, content).id.empty() ||
        nestedDeeperThan(content.bytes(), kMaxDescriptionNesting))
        return {};
    try {
        const auto data = nlohmann::json::parse(content.bytes().begin(), content.bytes().end());
        if (data.is_object() && data.contains("private_id") && data["private_id"].is_string())
            return data["private_id"].get<std::string>();
    } catch (const nlohmann::json::exception&) {
    }
    return {};
}

RunStatus statusOf(scoring::SliceRole role)
{
    switch (role) {
    case scoring::SliceRole::Counted:
        return RunStatus::Counted;
    case scoring::SliceRole::DroppedFastest:
        return RunStatus::DroppedFastest;
    case scoring::SliceRole::DroppedSlowest:
        return RunStatus::DroppedSlowest;
    case scoring::SliceRole::Rejected:
        return RunStatus::Rejected;
    }
    return RunStatus::Rejected;
}

struct PreparedBenchmark
{
    const BenchmarkFolder* folder = nullptr;
    std::string benchmark;
    int column = 0;
    std::vector<RunValidation> outcomes;
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
    RoundCheckers checkers;
    std::vector<PreparedSystem> systems;
};

// Builds the systems of one round (reading system JSONs), the run tasks, and what
// the report must say about skipped systems and benchmark folders.
void prepareRound(const SourceTree& tree, PreparedRound& prepared, std::size_t roundIndex,
                  std::vector<RunTask>& tasks, ImportReport& report)
{
    const RoundSelection& round = *prepared.selection;
    for (const auto& system : round.systems) {
        FileContent description;
        if (Message error = tree.read(system.descriptionPath, description); !error.id.empty()) {
            report.add(Severity::Error, ItemKind::System,
                       displayPath(round.root, system.descriptionPath), 0,
                       Message{"import.no_system_description",
                               {textArg(system.systemId), messageArg(std::move(error))}});
            continue;
        }
        ++report.filesRead;
        report.bytesRead += description.bytes().size();
        auto parsed = parseSystemDescription(description.bytes());
        if (auto* problem = std::get_if<SystemDescriptionError>(&parsed)) {
            report.add(Severity::Error, ItemKind::System,
                       displayPath(round.root, system.descriptionPath), 0, problem->message);
            continue;
        }
        PreparedSystem preparedSystem;
        preparedSystem.entry = std::move(std::get<SystemEntry>(parsed));
        preparedSystem.folder = &system;
        SystemEntry& entry = preparedSystem.entry;
        entry.organisation = system.organisation;
        entry.systemId = system.systemId;
        entry.privateId = privateIdOf(tree, system.resultsPath);
        entry.detailsUrl =
            detailsUrl(prepared.ruleset->urlVersion, entry.submitter, entry.systemId);
        entry.codeUrl = codeUrl(prepared.ruleset->urlVersion, entry.submitter);
        if (entry.acceleratorsCount <= 0)
            report.add(Severity::Warning, ItemKind::System,
                       displayPath(round.root, system.descriptionPath), 0,
                       Message{"import.accelerator_count",
                               {numberArg(static_cast<long long>(entry.acceleratorsCount))}});

        for (const auto& folder : system.benchmarks) {
            const std::string benchmark = prepared.ruleset->canonicalBenchmark(folder.folderName);
            const int column = prepared.ruleset->columnOf(benchmark);
            if (column < 0) {
                std::string allowed;
                for (const auto& name : prepared.ruleset->benchmarks)
                    allowed += (allowed.empty() ? "" : ", ") + name;
                report.add(Severity::Error, ItemKind::Benchmark,
                           displayPath(round.root, folder.path), 0,
                           Message{"import.not_a_benchmark",
                                   {textArg(folder.folderName), textArg(prepared.ruleset->version),
                                    textArg(allowed)}});
                continue;
            }
            PreparedBenchmark preparedBenchmark;
            preparedBenchmark.folder = &folder;
            preparedBenchmark.benchmark = benchmark;
            preparedBenchmark.column = column;
            preparedBenchmark.outcomes.resize(folder.runFiles.size());
            for (std::size_t run = 0; run < folder.runFiles.size(); ++run)
                tasks.push_back(
                    {roundIndex, prepared.systems.size(), preparedSystem.benchmarks.size(), run});
            preparedSystem.benchmarks.push_back(std::move(preparedBenchmark));
        }
        prepared.systems.push_back(std::move(preparedSystem));
    }
}

// Where the other edition of the ruleset decides a run otherwise: one report item per
// such run, and the score that edition would give when it is another.
void tellTheOtherStory(const PreparedRound& round, const PreparedBenchmark& prepared,
                       std::vector<scoring::RunInput> inputs, const std::optional<double>& scaling,
                       const scoring::OlympicScore& olympic, BenchmarkResult& result,
                       ImportReport& report)
{
    const Ruleset* other = round.checkers.alternativeRules;
    if (!other)
        return;
    bool disagree = false;
    for (std::size_t i = 0; i < prepared.outcomes.size(); ++i) {
        const RunValidation& outcome = prepared.outcomes[i];
        if (!outcome.alternative || outcome.alternative->valid == outcome.valid)
            continue;
        disagree = true;
        inputs[i].valid = outcome.alternative->valid;
        const std::string shown = displayPath(round.selection->root, prepared.folder->runFiles[i]);
        Message told{
            outcome.valid ? "import.other_rules.reject" : "import.other_rules.accept",
            {messageArg(rulesLabelMessage(*round.ruleset)), messageArg(rulesLabelMessage(*other))}};
        if (outcome.valid)
            told.args.push_back(
                sentenceArg(outcome.alternative->rejection, outcome.alternative->rejectionMessage));
        report.add(Severity::Info, ItemKind::Run, shown, 0, std::move(told));
    }
    if (!disagree || !scaling)
        return;
    const auto otherScore = scoring::olympicScore(inputs, other->maxDroppedFor(prepared.benchmark));
    const auto scaled = [&](const std::optional<double>& raw) {
        return raw ? std::optional<double>(*raw * *scaling) : std::nullopt;
    };
    const auto ourMinutes = scaled(olympic.rawMinutes);
    const auto otherMinutes = scaled(otherScore.rawMinutes);
    if (ourMinutes == otherMinutes)
        return;
    result.scoreDependsOnRules = true;
    result.scoreUnderOtherRules = otherMinutes;
}

BenchmarkResult scoreBenchmark(const SourceTree& tree, const PreparedRound& round,
                               PreparedBenchmark& prepared, ImportReport& report)
{
    const BenchmarkFolder& folder = *prepared.folder;
    const fs::path& root = round.selection->root;
    BenchmarkResult result;
    result.benchmark = prepared.benchmark;
    result.folder = displayPath(root, folder.path);
    result.runsTotal = static_cast<int>(folder.runFiles.size());

    std::vector<scoring::RunInput> inputs;
    bool energyComplete = folder.hasPower;
    Message energyProblem;
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
            if (energyProblem.id.empty())
                energyProblem = outcome.energyProblem;
        }
        inputs.push_back({outcome.valid, outcome.minutes.value_or(0), outcome.energyJoules});
    }

    Message scalingProblem;
    const auto scaling = readScalingFactor(tree, folder.path, report, scalingProblem);
    result.scalingFactor = scaling.value_or(1.0);

    const scoring::OlympicScore olympic =
        scoring::olympicScore(inputs, round.ruleset->maxDroppedFor(prepared.benchmark));
    tellTheOtherStory(round, prepared, inputs, scaling, olympic, result, report);
    for (std::size_t i = 0; i < prepared.outcomes.size(); ++i) {
        RunFigure figure;
        figure.file = folder.runFiles[i].filename().string();
        figure.minutes = prepared.outcomes[i].minutes;
        figure.status = statusOf(olympic.roles[i]);
        figure.reason = prepared.outcomes[i].rejection;
        figure.reasonMessage = prepared.outcomes[i].rejectionMessage;
        figure.energyJoules = prepared.outcomes[i].energyJoules;
        figure.records = prepared.outcomes[i].records;
        figure.contentHash = prepared.outcomes[i].contentHash;
        figure.recordsHash = prepared.outcomes[i].recordsHash;
        result.runs.push_back(std::move(figure));
    }
    if (!scaling) {
        keepMessage(result.unscoredReason, result.unscoredReasonMessage,
                    {"score.no_score_after", {messageArg(std::move(scalingProblem))}});
        report.add(Severity::Error, ItemKind::Benchmark, result.folder, 0,
                   result.unscoredReasonMessage);
        return result;
    }
    if (!folder.listError.id.empty()) {
        keepMessage(result.unscoredReason, result.unscoredReasonMessage,
                    {"score.folder_unreadable", {messageArg(folder.listError)}});
        report.add(Severity::Error, ItemKind::Benchmark, result.folder, 0,
                   Message{"import.no_score", {messageArg(result.unscoredReasonMessage)}});
        return result;
    }
    if (!olympic.rawMinutes) {
        result.unscoredReason = olympic.unscoredReason;
        result.unscoredReasonMessage = olympic.unscoredReasonMessage;
        report.add(Severity::Warning, ItemKind::Benchmark, result.folder, 0,
                   Message{"import.no_score", {messageArg(result.unscoredReasonMessage)}});
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
                       Message{"import.energy_not_computed",
                               {energyProblem.id.empty() ? messageArg({"import.no_power_data", {}})
                                                         : messageArg(std::move(energyProblem))}});
    }
    return result;
}

} // namespace

CheckerCache::CheckerCache() = default;
CheckerCache::~CheckerCache() = default;

const compliance::Checker* CheckerCache::get(const Ruleset& ruleset, Message& error)
{
    auto& slot = checkers_[&ruleset];
    if (!slot) {
        try {
            slot = std::make_unique<compliance::Checker>(ruleset, kTrainingRecordKeys);
        } catch (const std::exception& failure) {
            error = {"import.rules_unusable", {textArg(ruleset.version), textArg(failure.what())}};
            checkers_.erase(&ruleset);
            return nullptr;
        }
    }
    return slot.get();
}

RoundCheckers CheckerCache::forRound(const Ruleset& ruleset, Message& error)
{
    if (const auto known = rounds_.find(&ruleset); known != rounds_.end())
        return known->second;
    RoundCheckers& checkers = rounds_[&ruleset];
    checkers.main = get(ruleset, error);
    if (!checkers.main)
        return rounds_.extract(&ruleset).mapped();
    if (const Ruleset* other = otherEditionOf(ruleset)) {
        Message ignored; // the built-in files compile (tested); only the second story would be lost
        checkers.alternative = get(*other, ignored);
        checkers.alternativeRules = checkers.alternative ? other : nullptr;
    }
    return checkers;
}

const Ruleset* chooseRuleset(const ImportOptions& options, const std::string& roundName,
                             ImportReport* report, Message& error)
{
    const auto fromName = rulesetFromRoundName(roundName);
    std::string version;
    if (!options.ruleset.empty()) {
        version = options.ruleset;
        if (fromName && *fromName != version && report)
            report->add(Severity::Info, ItemKind::Round, roundName, 0,
                        Message{"import.ruleset_as_asked", {textArg(version), textArg(*fromName)}});
    } else if (fromName) {
        version = *fromName;
    } else {
        version = options.rules.rulesets().back().version;
        if (report)
            report->add(Severity::Info, ItemKind::Round, roundName, 0,
                        Message{"import.ruleset_newest", {textArg(version)}});
    }
    const Ruleset* ruleset = options.rules.find(version);
    if (!ruleset)
        error = {"file.unknown_ruleset",
                 {textArg(version), textArg(roundName), textArg(options.rules.names())}};
    return ruleset;
}

void importFromTree(const SourceTree& tree, const std::vector<LayoutStart>& starts,
                    const ImportOptions& options, const ImportProgress& progress,
                    CheckerCache& checkers, ValidatedRuns* validated, ImportResult& result)
{
    LayoutResult layout = discoverRounds(tree, starts, result.report);
    for (const auto& error : layout.errors)
        result.report.add(Severity::Error, ItemKind::Round, error.path, 0, error.problem);
    if (layout.rounds.empty()) {
        std::vector<Message> errors;
        errors.reserve(layout.errors.size());
        for (const auto& error : layout.errors)
            errors.push_back(error.sentence());
        result.setError(errors.empty() ? Message{"file.nothing_to_import", {}}
                                       : semicolonJoined(std::move(errors)));
        return;
    }

    std::vector<PreparedRound> rounds(layout.rounds.size());
    std::vector<RunTask> tasks;
    for (std::size_t r = 0; r < layout.rounds.size(); ++r) {
        PreparedRound& round = rounds[r];
        round.selection = &layout.rounds[r];
        Message error;
        round.ruleset = chooseRuleset(options, layout.rounds[r].name, &result.report, error);
        if (round.ruleset)
            round.checkers = checkers.forRound(*round.ruleset, error);
        if (!round.checkers.main) {
            result.setError(std::move(error));
            return;
        }
        prepareRound(tree, round, r, tasks, result.report);
    }

    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    std::atomic<bool> cancel{false};
    std::mutex progressMutex;
    const auto work = [&] {
        RunWorker worker;
        worker.hashLogs = options.hashLogs;
        while (!cancel.load(std::memory_order_relaxed)) {
            const std::size_t index = next.fetch_add(1);
            if (index >= tasks.size())
                break;
            const RunTask& task = tasks[index];
            PreparedRound& round = rounds[task.round];
            PreparedBenchmark& benchmark = round.systems[task.system].benchmarks[task.benchmark];
            const fs::path& file = benchmark.folder->runFiles[task.run];
            RunValidation& outcome = benchmark.outcomes[task.run];
            const auto known = validated ? validated->find(file) : ValidatedRuns::iterator{};
            if (validated && known != validated->end())
                outcome = std::move(known->second);
            else
                outcome = validateRunFile(tree, file, displayPath(round.selection->root, file),
                                          *round.checkers.main, worker, round.checkers.alternative);
            if (outcome.valid && benchmark.folder->hasPower)
                addRunEnergy(tree, file, round.selection->root, worker, outcome);
            const std::size_t finished = done.fetch_add(1) + 1;
            if (progress) {
                std::lock_guard lock(progressMutex);
                if (!progress(finished, tasks.size()))
                    cancel.store(true);
            }
        }
    };
    const unsigned hardware = std::max(1u, std::thread::hardware_concurrency());
    const unsigned threadCount = static_cast<unsigned>(std::min<std::size_t>(
        options.threads ? options.threads : hardware, std::max<std::size_t>(1, tasks.size())));
    {
        std::vector<std::jthread> threads;
        for (unsigned i = 1; i < threadCount; ++i)
            threads.emplace_back(work);
        work();
    }
    if (cancel.load()) {
        result.cancelled = true;
        result.setError({"file.cancelled", {}});
        return;
    }

    for (auto& round : rounds) {
        Round out;
        out.name = round.selection->name;
        out.ruleset = round.ruleset->version;
        out.rules = toString(round.ruleset->edition);
        out.source = tree.sourceLabel(round.selection->root);
        for (auto& system : round.systems) {
            std::sort(system.benchmarks.begin(), system.benchmarks.end(),
                      [](const PreparedBenchmark& a, const PreparedBenchmark& b) {
                          return a.column < b.column;
                      });
            for (auto& benchmark : system.benchmarks)
                system.entry.benchmarks.push_back(
                    scoreBenchmark(tree, round, benchmark, result.report));
            out.systems.push_back(std::move(system.entry));
        }
        result.dataset.rounds.push_back(std::move(out));
    }
}

} // namespace scalescope
