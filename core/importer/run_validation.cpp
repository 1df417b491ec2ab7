#include "core/importer/run_validation.h"

#include "core/compliance/compliance_checker.h"
#include "core/importer/round_layout.h"
#include "core/scoring/olympic_score.h"
#include "core/scoring/power_energy.h"
#include "core/util/content_hash.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <utility>

namespace scalescope {

namespace fs = std::filesystem;

namespace {

// An item about one run whose sentence is a message of core's catalog.
ImportReportItem runItem(Severity severity, const std::string& path, std::uint32_t line,
                         Message text)
{
    std::string message = englishText(text);
    return {severity, ItemKind::Run, path, line, std::move(message), std::move(text)};
}

// A run log with thousands of bad lines would drown the report; the first few say
// what is wrong, the count says how much.
constexpr std::size_t kLineProblemsReportedPerFile = 5;

ImportReportItem lineItem(const std::string& path, std::uint32_t line, Message text)
{
    std::string message = englishText(text);
    return {Severity::Warning, ItemKind::Line, path, line, std::move(message), std::move(text)};
}

// `what`: the id of what the lines are ("import.lines.unparseable_mllog").
void reportLineProblems(const std::vector<mllog::LineProblem>& problems, const std::string& path,
                        const char* what, std::vector<ImportReportItem>& items)
{
    const std::size_t shown = std::min(problems.size(), kLineProblemsReportedPerFile);
    for (std::size_t i = 0; i < shown; ++i)
        items.push_back(lineItem(path, problems[i].line,
                                 {"import.line_problem",
                                  {messageArg({what, {}}),
                                   sentenceArg(problems[i].reason, problems[i].reasonMessage)}}));
    if (problems.size() > shown)
        items.push_back(lineItem(path, 0,
                                 {"import.more_line_problems",
                                  {numberArg(static_cast<long long>(problems.size() - shown)),
                                   messageArg({what, {}})}}));
}

Message joinFailures(const compliance::Result& result)
{
    std::optional<Message> joined;
    std::size_t shown = 0;
    for (const auto& failure : result.failures) {
        if (shown == 3) {
            joined = Message{"compliance.and_more",
                             {messageArg(std::move(*joined)),
                              numberArg(static_cast<long long>(result.failures.size() - shown))}};
            break;
        }
        Message part = failure.text.id.empty() ? Message{"list.text", {textArg(failure.message)}}
                                               : failure.text;
        if (failure.line > 0 && failure.message.rfind("line ", 0) != 0)
            part = {"compliance.line_prefix",
                    {numberArg(static_cast<long long>(failure.line)), messageArg(std::move(part))}};
        joined = joined ? Message{"list.semicolon",
                                  {messageArg(std::move(*joined)), messageArg(std::move(part))}}
                        : std::move(part);
        ++shown;
    }
    return joined ? std::move(*joined) : Message{"compliance.failed", {}};
}

std::string timeText(double milliseconds)
{
    if (std::isnan(milliseconds))
        return "NaN";
    if (std::isinf(milliseconds))
        return milliseconds > 0 ? "Infinity" : "-Infinity";
    char text[32];
    std::snprintf(text, sizeof text, "%.17g", milliseconds);
    return text;
}

Message runTimeProblem(const scoring::RunTime& time)
{
    const double duration = time.milliseconds();
    if (!std::isfinite(duration))
        return {"run.time_not_a_number",
                {textArg(timeText(time.startMs)), textArg(timeText(time.stopMs))}};
    if (duration < 0)
        return {"run.stop_before_start",
                {textArg(timeText(time.stopMs)), textArg(timeText(time.startMs))}};
    // Past 2^53 a double no longer holds every millisecond (a 20-digit time_ms is one),
    // and no training run lasts a year: such a time is a damaged log, not a score.
    constexpr double kLastExactMilliseconds = 9007199254740992.0; // 2^53
    constexpr double kYearMilliseconds = 365.25 * 24 * 3600 * 1000;
    for (const auto& [name, value] :
         {std::pair{"run_start", time.startMs}, std::pair{"run_stop", time.stopMs}})
        if (std::fabs(value) > kLastExactMilliseconds)
            return {"run.time_past_2_53", {textArg(name), textArg(timeText(value))}};
    if (duration > kYearMilliseconds) {
        char days[32];
        std::snprintf(days, sizeof days, "%.0f", duration / (24 * 3600 * 1000.0));
        return {"run.over_a_year",
                {numberArg(std::string(days)), textArg(timeText(time.startMs)),
                 textArg(timeText(time.stopMs))}};
    }
    return {};
}

bool hasTextSuffix(const std::string& name)
{
    return name.size() > 4 && name.compare(name.size() - 4, 4, ".txt") == 0;
}

} // namespace

namespace {

std::optional<double> numberIn(const json::Value* object, std::string_view key)
{
    if (object == nullptr || !object->isObject())
        return std::nullopt;
    const json::Value* value = object->find(key);
    if (value == nullptr || !value->isNumber() || !std::isfinite(value->asDouble()))
        return std::nullopt;
    return value->asDouble();
}

// stable_diffusion's FID and CLIP at one evaluation step (the last value of each wins).
struct QualityStep
{
    std::optional<double> fid;
    std::optional<double> clip;
    bool meetsTarget() const
    {
        return fid && clip && *fid >= 0 && *fid <= 90 && *clip >= 0.15 && *clip <= 1.0;
    }
};

// The smallest step whose FID and CLIP meet stable_diffusion's target.
std::optional<double> firstStepMeetingTarget(const std::map<double, QualityStep>& steps)
{
    for (const auto& [step, quality] : steps)
        if (quality.meetsTarget())
            return step;
    return std::nullopt;
}

// Files a FID or CLIP eval_accuracy under its samples_count and under its step_num
// (3.1.0 groups by step_num, later rulesets by samples_count).
void noteQuality(const mllog::Record& record, std::map<double, QualityStep>& bySamples,
                 std::map<double, QualityStep>& bySteps)
{
    const json::Value* metric = record.metadata != nullptr && record.metadata->isObject()
                                    ? record.metadata->find("metric")
                                    : nullptr;
    if (metric == nullptr || !metric->isString() ||
        (metric->text() != "FID" && metric->text() != "CLIP"))
        return;
    if (!record.value->isNumber() || !std::isfinite(record.value->asDouble()))
        return;
    const double value = record.value->asDouble();
    const bool fid = metric->text() == "FID";
    const auto file = [&](std::map<double, QualityStep>& steps, double step) {
        auto& quality = steps[step];
        (fid ? quality.fid : quality.clip) = value;
    };
    if (const auto sampleCount = numberIn(record.metadata, "samples_count"))
        file(bySamples, *sampleCount);
    if (const auto step = numberIn(record.metadata, "step_num"))
        file(bySteps, *step);
}

} // namespace

TrainingRecords trainingRecordsOf(const mllog::MllogLog& log)
{
    TrainingRecords records;
    bool evaluated = false;
    std::optional<double> evalSamples, evalEpoch, stopSamples, stopEpoch;
    // A map, not a list: a hostile log's million distinct steps stay n log n.
    std::map<double, QualityStep> qualityBySamples, qualityBySteps;
    for (const auto& record : log.records) {
        const auto number = [&]() -> std::optional<double> {
            if (!record.value->isNumber() || !std::isfinite(record.value->asDouble()))
                return std::nullopt;
            return record.value->asDouble();
        };
        if (record.key == "global_batch_size") {
            if (const auto value = number())
                records.globalBatchSize = value;
        } else if (record.key == "train_samples") {
            if (const auto value = number()) {
                records.trainSamples = value;
                records.trainSamplesAfterEvaluation = evaluated;
            }
        } else if (record.key == "eval_accuracy") {
            evaluated = true;
            if (const auto value = numberIn(record.metadata, "samples_count"))
                evalSamples = value;
            if (const auto value = numberIn(record.metadata, "epoch_num"))
                evalEpoch = value;
            noteQuality(record, qualityBySamples, qualityBySteps);
        } else if (record.key == "run_stop") {
            stopSamples = numberIn(record.metadata, "samples_count");
            stopEpoch = numberIn(record.metadata, "epoch_num");
        }
    }
    records.samplesCount = stopSamples ? stopSamples : evalSamples;
    records.epochNum = evalEpoch ? evalEpoch : stopEpoch;
    records.qualityTargetSamplesCount = firstStepMeetingTarget(qualityBySamples);
    records.qualityTargetStepNum = firstStepMeetingTarget(qualityBySteps);
    return records;
}

namespace {

// Why a checked and timed run does not count, an empty message when it does.
Message rejectionOf(const compliance::Result& checked, const std::optional<scoring::RunTime>& time)
{
    if (!checked.valid)
        return joinFailures(checked);
    if (!time)
        return {"run.no_time", {}};
    // The official tool would carry such a time into the mean (NaN even breaks the
    // ordering of runs); no real log has one, so the run is rejected and says why.
    return runTimeProblem(*time);
}

// The other edition may read keys this one does not (opt_epsilon, opt_lamb_epsilon):
// then every record is built. Only rulesets whose editions differ pay for it.
mllog::ReadOptions readOptionsFor(const compliance::Checker& checker,
                                  const compliance::Checker* alternative)
{
    return {.detailed = alternative ? nullptr : &checker.keysRead()};
}

// Validates the run whose log is in worker.log.
void judgeRun(const std::string& shown, const compliance::Checker& checker, RunWorker& worker,
              const compliance::Checker* alternative, RunValidation& outcome)
{
    reportLineProblems(worker.log.parseErrors, shown, "import.lines.unparseable_mllog",
                       outcome.items);
    reportLineProblems(worker.log.malformedRecords, shown, "import.lines.malformed_mllog",
                       outcome.items);

    outcome.records = trainingRecordsOf(worker.log);
    const compliance::Result checked = checker.check(worker.log);
    const auto time = scoring::runTime(worker.log);
    if (time) {
        outcome.minutes = time->minutes();
        outcome.milliseconds = time->milliseconds();
    }
    if (alternative) {
        OtherEditionValidation other;
        keepMessage(other.rejection, other.rejectionMessage,
                    rejectionOf(alternative->check(worker.log), time));
        other.valid = other.rejection.empty();
        outcome.alternative = std::move(other);
    }
    keepMessage(outcome.rejection, outcome.rejectionMessage, rejectionOf(checked, time));
    if (!outcome.rejection.empty()) {
        if (checked.valid && time)
            outcome.minutes.reset(); // a time that is not a number
        const std::uint32_t line =
            !checked.valid && !checked.failures.empty() ? checked.failures.front().line : 0;
        outcome.items.push_back(
            runItem(Severity::Warning, shown, line,
                    {"import.run_rejected", {messageArg(outcome.rejectionMessage)}}));
        return;
    }
    if (!checked.waived.empty()) {
        const auto& first = checked.waived.front();
        MessageArg text = sentenceArg(first.message, first.text);
        if (checked.waived.size() > 1)
            text = messageArg(
                {"compliance.and_more",
                 {std::move(text), numberArg(static_cast<long long>(checked.waived.size() - 1))}});
        outcome.items.push_back(runItem(Severity::Info, shown, first.line,
                                        {"import.run_accepted_with_warning", {std::move(text)}}));
    }
    outcome.valid = true;
}

} // namespace

RunValidation validateRunLog(std::string_view bytes, const std::string& shown,
                             const compliance::Checker& checker, RunWorker& worker,
                             const compliance::Checker* alternative)
{
    RunValidation outcome;
    outcome.files = 1;
    outcome.bytes = bytes.size();
    // A log already in memory (an archive's entry) meets the line limit of one read from
    // a folder, so both validate it the same way.
    if (const std::uint32_t line = firstLineLongerThan(bytes, kMaxLineBytes); line != 0) {
        keepMessage(outcome.rejection, outcome.rejectionMessage,
                    describeLineTooLong(line, kMaxLineBytes));
        outcome.items.push_back(
            runItem(Severity::Error, shown, line,
                    {"import.rejected_run", {messageArg(outcome.rejectionMessage)}}));
        return outcome;
    }
    worker.arena.reset();
    Xxh64 records;
    mllog::ReadOptions options = readOptionsFor(checker, alternative);
    if (worker.hashLogs)
        options.recordsHash = &records;
    mllog::readMllog(bytes, worker.arena, worker.log, options);
    if (worker.hashLogs)
        outcome.recordsHash = contentHashText(records.digest());
    judgeRun(shown, checker, worker, alternative, outcome);
    return outcome;
}

RunValidation validateRunFile(const SourceTree& tree, const fs::path& file,
                              const std::string& shown, const compliance::Checker& checker,
                              RunWorker& worker, const compliance::Checker* alternative)
{
    RunValidation outcome;
    worker.arena.reset();
    // Provenance (docs/analysis.md §1.4): the bytes hashed as the pieces go by (they are
    // the file's bytes in order), the MLLOG records as the reader reads them, so no file
    // is read twice.
    Xxh64 hash;
    Xxh64 records;
    mllog::ReadOptions options = readOptionsFor(checker, alternative);
    if (worker.hashLogs)
        options.recordsHash = &records;
    mllog::LogReader reader(worker.arena, worker.log, options);
    const LineReadResult read =
        tree.readLines(file, worker.content, [&](std::string_view piece, bool stable) {
            if (worker.hashLogs)
                hash.update(piece);
            reader.read(piece, stable);
        });
    if (!read.error.id.empty()) {
        // A line too long to hold is named by its number, which only the reader knows.
        const std::uint32_t line = read.lineTooLong ? reader.nextLine() : 0;
        keepMessage(outcome.rejection, outcome.rejectionMessage,
                    read.lineTooLong ? describeLineTooLong(line, read.lineLimit) : read.error);
        outcome.items.push_back(
            runItem(Severity::Error, shown, line,
                    {"import.rejected_run", {messageArg(outcome.rejectionMessage)}}));
        return outcome;
    }
    reader.finish();
    outcome.files = 1;
    outcome.bytes = read.bytes;
    if (worker.hashLogs) {
        outcome.contentHash = contentHashText(hash.digest());
        outcome.recordsHash = contentHashText(records.digest());
    }
    judgeRun(shown, checker, worker, alternative, outcome);
    return outcome;
}

void addRunEnergy(const SourceTree& tree, const fs::path& runFile, const fs::path& roundRoot,
                  RunWorker& worker, RunValidation& outcome)
{
    const std::string name = runFile.filename().string();
    const std::string stem = name.substr(0, name.find('.'));
    const fs::path folder = runFile.parent_path() / "power" / stem;
    std::vector<fs::path> nodeFiles;
    std::vector<fs::path> switchFiles;
    Message listError; // an unreadable power folder is one without node logs
    for (const auto& entry : tree.list(folder, listError)) {
        if (hasTextSuffix(entry.name) && entry.name.rfind("node_", 0) == 0)
            nodeFiles.push_back(entry.path);
        else if (hasTextSuffix(entry.name) && entry.name.rfind("sw_", 0) == 0)
            switchFiles.push_back(entry.path);
    }
    if (nodeFiles.empty()) {
        outcome.energyProblem = {"file.power.no_node_log",
                                 {textArg(displayPath(roundRoot, folder))}};
        return;
    }
    // list() gives name order, which gives the official value on v4.1 (directory
    // order is not portable).
    double total = 0;
    const auto addFile = [&](const fs::path& file, bool isNode) {
        worker.arena.reset();
        mllog::LogReader reader(worker.arena, worker.log);
        const LineReadResult read =
            tree.readLines(file, worker.content, [&](std::string_view piece, bool stable) {
                reader.read(piece, stable);
            });
        if (!read.error.id.empty()) {
            outcome.energyProblem = {
                "file.path_problem",
                {textArg(displayPath(roundRoot, file)),
                 messageArg(read.lineTooLong
                                ? describeLineTooLong(reader.nextLine(), read.lineLimit)
                                : read.error)}};
            return false;
        }
        reader.finish();
        ++outcome.files;
        outcome.bytes += read.bytes;
        reportLineProblems(worker.log.parseErrors, displayPath(roundRoot, file),
                           "import.lines.unreadable_power_log", outcome.items);
        const std::string shownFile = displayPath(roundRoot, file);
        const auto energy =
            isNode ? scoring::nodeEnergy(worker.log, outcome.milliseconds, shownFile)
                   : scoring::switchEnergy(worker.log, outcome.milliseconds, shownFile);
        if (!energy.joules) {
            outcome.energyProblem = energy.problemMessage;
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
    if (!std::isfinite(total)) {
        outcome.energyProblem = {"file.power.total_not_a_number",
                                 {textArg(displayPath(roundRoot, folder))}};
        return;
    }
    outcome.energyJoules = total;
}

} // namespace scalescope
