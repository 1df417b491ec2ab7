#include "core/dataset/dataset_io.h"

#include "core/dataset/import_report_object.h"
#include "core/util/atomic_file.h"
#include "core/util/mapped_file.h"

#include <cmath>
#include <fstream>
#include <limits>
#include <new>
#include <nlohmann/json.hpp>
#include <sstream>

namespace scalescope {

namespace {

using Json = nlohmann::ordered_json;

// ---- writing ---------------------------------------------------------------------

// JSON has no NaN or infinity; these strings keep them without losing the value.
Json doubleToJson(double value)
{
    if (std::isnan(value))
        return "NaN";
    if (std::isinf(value))
        return value < 0 ? "-Infinity" : "Infinity";
    return value;
}

Json optionalToJson(const std::optional<double>& value)
{
    return value ? doubleToJson(*value) : Json(nullptr);
}

Json runToJson(const RunFigure& run, DatasetMessages messages)
{
    Json json = {{"file", run.file},
                 {"minutes", optionalToJson(run.minutes)},
                 {"status", toString(run.status)},
                 {"reason", run.reason},
                 {"energy_joules", optionalToJson(run.energyJoules)}};
    // Written only when the log had any: older files without "records" stay valid.
    if (!run.records.empty())
        json["records"] = {
            {"global_batch_size", optionalToJson(run.records.globalBatchSize)},
            {"train_samples", optionalToJson(run.records.trainSamples)},
            {"train_samples_after_evaluation", run.records.trainSamplesAfterEvaluation},
            {"samples_count", optionalToJson(run.records.samplesCount)},
            {"epoch_num", optionalToJson(run.records.epochNum)}};
    // stable_diffusion's only, so that other runs (and older files) read the same.
    if (run.records.qualityTargetSamplesCount)
        json["records"]["quality_target_samples_count"] = *run.records.qualityTargetSamplesCount;
    if (run.records.qualityTargetStepNum)
        json["records"]["quality_target_step_num"] = *run.records.qualityTargetStepNum;
    // Provenance (issue 25): only when hashed, so unhashed runs and older files read the same.
    if (!run.contentHash.empty())
        json["content_hash"] = run.contentHash;
    // Provenance by content (issue 40): likewise.
    if (!run.recordsHash.empty())
        json["records_hash"] = run.recordsHash;
    if (messages == DatasetMessages::Keep && !run.reasonMessage.id.empty())
        json["reason_text"] = messageObject(run.reasonMessage);
    return json;
}

Json benchmarkToJson(const BenchmarkResult& result, DatasetMessages messages)
{
    Json runs = Json::array();
    for (const auto& run : result.runs)
        runs.push_back(runToJson(run, messages));
    Json json = {{"benchmark", result.benchmark},
                 {"folder", result.folder},
                 {"score_minutes", optionalToJson(result.scoreMinutes)},
                 {"raw_minutes", optionalToJson(result.rawMinutes)},
                 {"scaling_factor", doubleToJson(result.scalingFactor)},
                 {"energy_joules", optionalToJson(result.energyJoules)},
                 {"runs_total", result.runsTotal},
                 {"runs_counted", result.runsCounted},
                 {"unscored_reason", result.unscoredReason},
                 {"runs", std::move(runs)}};
    if (result.republishedFrom)
        json["republished_from"] = *result.republishedFrom;
    if (!result.republishedOf.empty())
        json["republished_of"] = result.republishedOf;
    if (messages == DatasetMessages::Keep && !result.unscoredReasonMessage.id.empty())
        json["unscored_reason_text"] = messageObject(result.unscoredReasonMessage);
    return json;
}

Json systemToJson(const SystemEntry& system, DatasetMessages messages)
{
    Json benchmarks = Json::array();
    for (const auto& result : system.benchmarks)
        benchmarks.push_back(benchmarkToJson(result, messages));
    return {{"organisation", system.organisation},
            {"system_id", system.systemId},
            {"division", system.division},
            {"availability", system.availability},
            {"submitter", system.submitter},
            {"system", system.system},
            {"number_of_nodes", system.numberOfNodes},
            {"host_processor_model_name", system.hostProcessorModelName},
            {"host_processors_count", system.hostProcessorsCount},
            {"accelerator_model_name", system.acceleratorModelName},
            {"accelerators_count", system.acceleratorsCount},
            {"framework", system.framework},
            {"notes", system.notes},
            {"private_id", system.privateId},
            {"details_url", system.detailsUrl},
            {"code_url", system.codeUrl},
            {"benchmarks", std::move(benchmarks)}};
}

Json roundToJson(const Round& round, DatasetMessages messages)
{
    Json systems = Json::array();
    for (const auto& system : round.systems)
        systems.push_back(systemToJson(system, messages));
    return {{"name", round.name},
            {"ruleset", round.ruleset},
            {"source", round.source},
            {"systems", std::move(systems)}};
}

// ---- reading ---------------------------------------------------------------------

// Files without core's messages (written before files kept them, or by the command line,
// as the embedded sample is) get them rebuilt from their English where a template of
// these fits it whole (rebuiltMessage); the rest is shown as it is.
constexpr std::string_view kUnscoredMessages[] = {"score.", "file."};
constexpr std::string_view kReportMessages[] = {"import.",     "score.", "file.",
                                                "compliance.", "run.",   "mllog."};

// Thrown only inside this file; loadDataset turns it into LoadResult::error (dataset.*
// messages, shown translated when the desktop app opens a broken file).
struct FormatError
{
    Message message;
};

// A JSON object plus where it sits in the document ("rounds[0].systems[3]"), so that
// every error names the field at fault.
class ObjectReader
{
  public:
    ObjectReader(const Json& object, std::string where) : object_(object), where_(std::move(where))
    {
        if (!object_.is_object())
            fail({where_.empty() ? "dataset.document_not_object" : "dataset.not_object", {}});
    }

    const Json& field(const char* name) const
    {
        const auto it = object_.find(name);
        if (it == object_.end())
            fail({"dataset.missing_field", {textArg(name)}});
        return *it;
    }

    std::string text(const char* name) const
    {
        const Json& value = field(name);
        if (!value.is_string())
            failField(name, "dataset.field.string");
        return value.get<std::string>();
    }

    std::int64_t integer(const char* name) const
    {
        const Json& value = field(name);
        if (!value.is_number_integer())
            failField(name, "dataset.field.integer");
        if (value.is_number_unsigned() &&
            value.get<std::uint64_t>() >
                static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
            failField(name, "dataset.field.integer64");
        return value.get<std::int64_t>();
    }

    int smallInteger(const char* name) const
    {
        const std::int64_t value = integer(name);
        if (value < std::numeric_limits<int>::min() || value > std::numeric_limits<int>::max())
            failField(name, "dataset.field.integer32");
        return static_cast<int>(value);
    }

    double number(const char* name) const
    {
        const Json& value = field(name);
        if (value.is_number())
            return value.get<double>();
        if (value.is_string()) {
            const auto& text = value.get_ref<const std::string&>();
            if (text == "NaN")
                return std::numeric_limits<double>::quiet_NaN();
            if (text == "Infinity")
                return std::numeric_limits<double>::infinity();
            if (text == "-Infinity")
                return -std::numeric_limits<double>::infinity();
        }
        failField(name, "dataset.field.number");
    }

    bool boolean(const char* name) const
    {
        const Json& value = field(name);
        if (!value.is_boolean())
            failField(name, "dataset.field.boolean");
        return value.get<bool>();
    }

    std::optional<double> optionalNumber(const char* name) const
    {
        if (field(name).is_null())
            return std::nullopt;
        return number(name);
    }

    const Json& array(const char* name) const
    {
        const Json& value = field(name);
        if (!value.is_array())
            failField(name, "dataset.field.array");
        return value;
    }

    std::string child(const char* name, std::size_t index) const
    {
        return (where_.empty() ? "" : where_ + ".") + name + "[" + std::to_string(index) + "]";
    }

    // The problem, after where it is ("rounds[0].systems[3]: ...") unless at the top.
    [[noreturn]] void fail(Message problem) const
    {
        if (where_.empty())
            throw FormatError{std::move(problem)};
        throw FormatError{{"dataset.at", {textArg(where_), messageArg(std::move(problem))}}};
    }

    // `id`: a dataset.field.* message, "field \"%1\" must be ...".
    [[noreturn]] void failField(const char* name, const char* id) const
    {
        fail({id, {textArg(name)}});
    }

  private:
    const Json& object_;
    std::string where_;
};

RunFigure runFromJson(const Json& json, std::string where)
{
    const ObjectReader reader(json, std::move(where));
    RunFigure run;
    run.file = reader.text("file");
    run.minutes = reader.optionalNumber("minutes");
    const std::string status = reader.text("status");
    const auto parsed = runStatusFromString(status);
    if (!parsed)
        reader.fail({"dataset.unknown_status", {textArg(status)}});
    run.status = *parsed;
    run.reason = reader.text("reason");
    if (const auto text = json.find("reason_text"); text != json.end())
        run.reasonMessage = messageFromObject(*text).value_or(Message{});
    run.energyJoules = reader.optionalNumber("energy_joules");
    if (json.contains("records")) {
        const ObjectReader records(json["records"], reader.child("records", 0));
        run.records.globalBatchSize = records.optionalNumber("global_batch_size");
        run.records.trainSamples = records.optionalNumber("train_samples");
        run.records.trainSamplesAfterEvaluation = records.boolean("train_samples_after_evaluation");
        run.records.samplesCount = records.optionalNumber("samples_count");
        run.records.epochNum = records.optionalNumber("epoch_num");
        if (json["records"].contains("quality_target_samples_count"))
            run.records.qualityTargetSamplesCount =
                records.optionalNumber("quality_target_samples_count");
        if (json["records"].contains("quality_target_step_num"))
            run.records.qualityTargetStepNum = records.optionalNumber("quality_target_step_num");
    }
    if (json.contains("content_hash"))
        run.contentHash = reader.text("content_hash");
    if (json.contains("records_hash"))
        run.recordsHash = reader.text("records_hash");
    return run;
}

BenchmarkResult benchmarkFromJson(const Json& json, std::string where)
{
    const ObjectReader reader(json, std::move(where));
    BenchmarkResult result;
    result.benchmark = reader.text("benchmark");
    result.folder = reader.text("folder");
    result.scoreMinutes = reader.optionalNumber("score_minutes");
    result.rawMinutes = reader.optionalNumber("raw_minutes");
    result.scalingFactor = reader.number("scaling_factor");
    result.energyJoules = reader.optionalNumber("energy_joules");
    result.runsTotal = reader.smallInteger("runs_total");
    result.runsCounted = reader.smallInteger("runs_counted");
    result.unscoredReason = reader.text("unscored_reason");
    if (const auto text = json.find("unscored_reason_text"); text != json.end())
        result.unscoredReasonMessage = messageFromObject(*text).value_or(Message{});
    else if (!result.unscoredReason.empty())
        result.unscoredReasonMessage = rebuiltMessage(result.unscoredReason, kUnscoredMessages);
    const Json& runs = reader.array("runs");
    for (std::size_t i = 0; i < runs.size(); ++i)
        result.runs.push_back(runFromJson(runs[i], reader.child("runs", i)));
    if (json.contains("republished_from"))
        result.republishedFrom = reader.text("republished_from");
    if (json.contains("republished_of"))
        result.republishedOf = reader.text("republished_of");
    return result;
}

SystemEntry systemFromJson(const Json& json, std::string where)
{
    const ObjectReader reader(json, std::move(where));
    SystemEntry system;
    system.organisation = reader.text("organisation");
    system.systemId = reader.text("system_id");
    system.division = reader.text("division");
    system.availability = reader.text("availability");
    system.submitter = reader.text("submitter");
    system.system = reader.text("system");
    system.numberOfNodes = reader.text("number_of_nodes");
    system.hostProcessorModelName = reader.text("host_processor_model_name");
    system.hostProcessorsCount = reader.integer("host_processors_count");
    system.acceleratorModelName = reader.text("accelerator_model_name");
    system.acceleratorsCount = reader.integer("accelerators_count");
    system.framework = reader.text("framework");
    system.notes = reader.text("notes");
    system.privateId = reader.text("private_id");
    system.detailsUrl = reader.text("details_url");
    system.codeUrl = reader.text("code_url");
    const Json& benchmarks = reader.array("benchmarks");
    for (std::size_t i = 0; i < benchmarks.size(); ++i)
        system.benchmarks.push_back(
            benchmarkFromJson(benchmarks[i], reader.child("benchmarks", i)));
    return system;
}

Round roundFromJson(const Json& json, std::string where)
{
    const ObjectReader reader(json, std::move(where));
    Round round;
    round.name = reader.text("name");
    round.ruleset = reader.text("ruleset");
    round.source = reader.text("source");
    const Json& systems = reader.array("systems");
    for (std::size_t i = 0; i < systems.size(); ++i)
        round.systems.push_back(systemFromJson(systems[i], reader.child("systems", i)));
    return round;
}

std::uint64_t counter(const ObjectReader& reader, const char* name)
{
    const std::int64_t value = reader.integer(name);
    if (value < 0)
        reader.fail({"dataset.field.negative", {textArg(name)}});
    return static_cast<std::uint64_t>(value);
}

ImportReport importReportFromJson(const Json& json)
{
    const ObjectReader reader(json, "import_report");
    ImportReport report;
    report.filesRead = counter(reader, "files_read");
    report.bytesRead = counter(reader, "bytes_read");
    report.runsRead = counter(reader, "runs_read");
    report.runsRejected = counter(reader, "runs_rejected");
    report.scoresComputed = counter(reader, "scores_computed");
    if (json.contains("republished"))
        report.republished = counter(reader, "republished");
    if (const auto incomplete = json.find("incomplete");
        incomplete != json.end() && incomplete->is_array())
        for (const auto& source : *incomplete)
            if (source.is_string())
                report.incomplete.push_back(source.get<std::string>());
    const Json& items = reader.array("items");
    for (std::size_t i = 0; i < items.size(); ++i) {
        const ObjectReader item(items[i], reader.child("items", i));
        ImportReportItem entry;
        const std::string severity = item.text("severity");
        const std::string kind = item.text("kind");
        bool severityKnown = false;
        for (auto candidate : {Severity::Info, Severity::Warning, Severity::Error})
            if (severity == toString(candidate)) {
                entry.severity = candidate;
                severityKnown = true;
            }
        bool kindKnown = false;
        for (auto candidate : {ItemKind::File, ItemKind::Line, ItemKind::Run, ItemKind::Benchmark,
                               ItemKind::System, ItemKind::Round})
            if (kind == toString(candidate)) {
                entry.kind = candidate;
                kindKnown = true;
            }
        if (!severityKnown || !kindKnown)
            item.fail({"dataset.unknown_item_kind", {textArg(severity), textArg(kind)}});
        entry.path = item.text("path");
        const std::int64_t line = item.integer("line");
        if (line < 0 || line > std::numeric_limits<std::uint32_t>::max())
            item.fail({"dataset.field.line", {}});
        entry.line = static_cast<std::uint32_t>(line);
        entry.message = item.text("message");
        if (const auto text = items[i].find("text"); text != items[i].end())
            entry.text = messageFromObject(*text).value_or(Message{});
        else
            entry.text = rebuiltMessage(entry.message, kReportMessages);
        report.items.push_back(std::move(entry));
    }
    return report;
}

// A hostile "format" or "version" may be a 200 MB string or an array nested thousands
// deep (whose dump() recurses): the message shows short scalars and names the rest.
MessageArg describe(const Json& value)
{
    if (value.is_primitive() &&
        (!value.is_string() || value.get_ref<const std::string&>().size() <= 64))
        return textArg(value.dump(-1, ' ', false, Json::error_handler_t::replace));
    if (value.is_string())
        return messageArg(
            {"dataset.value.long_string",
             {numberArg(static_cast<long long>(value.get_ref<const std::string&>().size()))}});
    return messageArg({"dataset.value.json", {textArg(value.type_name())}});
}

Dataset datasetFromJson(const Json& document)
{
    const ObjectReader reader(document, "");
    const Json& format = reader.field("format");
    if (!format.is_string() || format.get<std::string>() != kDatasetFormatName)
        reader.fail({"dataset.not_a_dataset",
                     {describe(format), textArg(std::string(kDatasetFormatName))}});
    const Json& version = reader.field("version");
    if (!version.is_number_integer() || version.get<std::int64_t>() != kDatasetFormatVersion)
        reader.fail(
            {"dataset.unsupported_version",
             {describe(version), numberArg(static_cast<long long>(kDatasetFormatVersion))}});
    Dataset dataset;
    const Json& rounds = reader.array("rounds");
    for (std::size_t i = 0; i < rounds.size(); ++i)
        dataset.rounds.push_back(roundFromJson(rounds[i], reader.child("rounds", i)));
    return dataset;
}

// Each '[' costs the parser some 80 bytes, so 256 MiB of them would ask for 20 GB:
// nesting past what a dataset uses is refused as the parser reaches it. nlohmann's own
// DOM builder does the rest (its callback form costs 15 % of the read time).
class BoundedDepthParser : public nlohmann::detail::json_sax_dom_parser<Json>
{
  public:
    explicit BoundedDepthParser(Json& document) : json_sax_dom_parser(document) {}

    bool start_object(std::size_t size)
    {
        enter();
        return json_sax_dom_parser::start_object(size);
    }
    bool start_array(std::size_t size)
    {
        enter();
        return json_sax_dom_parser::start_array(size);
    }
    bool end_object()
    {
        --depth_;
        return json_sax_dom_parser::end_object();
    }
    bool end_array()
    {
        --depth_;
        return json_sax_dom_parser::end_array();
    }

  private:
    void enter()
    {
        if (++depth_ > kMaxDatasetNesting)
            throw FormatError{
                {"dataset.too_deep", {numberArg(static_cast<long long>(kMaxDatasetNesting))}}};
    }

    int depth_ = 0;
};

} // namespace

bool isDatasetFilePath(const std::filesystem::path& path)
{
    const std::string name = path.filename().string();
    return name.size() > kDatasetFileSuffix.size() && name.ends_with(kDatasetFileSuffix);
}

std::string toJson(const Dataset& dataset, const ImportReport* importReport,
                   DatasetMessages messages)
{
    Json rounds = Json::array();
    for (const auto& round : dataset.rounds)
        rounds.push_back(roundToJson(round, messages));
    Json document = {{"format", kDatasetFormatName},
                     {"version", kDatasetFormatVersion},
                     {"rounds", std::move(rounds)}};
    if (importReport)
        document["import_report"] =
            importReportObject(*importReport, messages == DatasetMessages::Keep);
    // Shortest round-trip doubles come from nlohmann's serializer; invalid UTF-8 in a
    // name is replaced rather than aborting the save.
    return document.dump(1, '\t', false, Json::error_handler_t::replace) + "\n";
}

namespace {

LoadResult failed(Message why)
{
    LoadResult result;
    result.setError(std::move(why));
    return result;
}

} // namespace

LoadResult loadDataset(std::string_view text)
{
    try {
        Json document;
        BoundedDepthParser parser(document);
        Json::sax_parse(text.begin(), text.end(), &parser);
        LoadResult result;
        result.dataset = datasetFromJson(document);
        if (const auto report = document.find("import_report"); report != document.end())
            result.importReport = importReportFromJson(*report);
        return result;
    } catch (const nlohmann::json::parse_error& error) {
        return failed({"file.dataset.invalid_json", {textArg(error.what())}});
    } catch (const FormatError& error) {
        return failed(error.message);
    } catch (const nlohmann::json::exception& error) {
        return failed({"list.text", {textArg(error.what())}}); // nlohmann's own words
    } catch (const std::bad_alloc&) {
        return failed({"file.dataset.too_large", {}});
    }
}

LoadResult loadDatasetFile(const std::filesystem::path& path, std::uint64_t maxBytes)
{
    // MappedFile refuses folders, devices (/dev/zero, /dev/urandom), FIFOs and sockets
    // before reading, never blocks, and refuses a file over the budget from its size
    // alone, so a sparse 20 GB file costs nothing.
    MappedFile file;
    const FileSizeLimit limit{maxBytes,
                              {"file.limit.dataset", {textArg(describeByteCount(maxBytes))}}};
    if (Message error = file.open(path, MappedFile::Access::Copy, limit); !error.id.empty()) {
        // "x : cannot open: ...", "x is a folder, not a file": as the command line has
        // always said them.
        const bool cannot = error.id == "file.cannot_open" || error.id == "file.cannot_read";
        LoadResult result;
        result.setError({cannot ? "file.dataset.cannot" : "file.dataset.refused",
                         {textArg(path.string()), messageArg(std::move(error))}});
        return result;
    }
    LoadResult result = loadDataset(file.bytes());
    if (!result.ok())
        result.setError(PathProblem{path.string(), std::move(result.errorMessage)}.sentence());
    return result;
}

std::optional<std::string> saveDatasetFile(const Dataset& dataset,
                                           const std::filesystem::path& path,
                                           const ImportReport* importReport)
{
    return util::writeFileAtomically(path, toJson(dataset, importReport, DatasetMessages::Keep));
}

} // namespace scalescope
