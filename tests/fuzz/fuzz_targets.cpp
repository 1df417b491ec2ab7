#include "fuzz_targets.h"

#include "core/archive/archive_reader.h"
#include "core/compliance/compliance_checker.h"
#include "core/compliance/py_program.h"
#include "core/dataset/dataset_io.h"
#include "core/importer/importer.h"
#include "core/importer/system_description.h"
#include "core/json/json_value.h"
#include "core/mllog/mllog_reader.h"
#include "core/rules/ruleset.h"
#include "core/scoring/olympic_score.h"
#include "core/scoring/power_energy.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <limits>
#include <memory>
#include <string>
#include <unistd.h>

// An invariant that must hold for every input; a violation is a finding.
#define FUZZ_CHECK(condition)                                                                      \
    do {                                                                                           \
        if (!(condition)) {                                                                        \
            std::fprintf(stderr, "FUZZ_CHECK failed: %s (%s:%d)\n", #condition, __FILE__,          \
                         __LINE__);                                                                \
            std::abort();                                                                          \
        }                                                                                          \
    } while (false)

namespace scalescope::fuzz {

namespace fs = std::filesystem;

namespace {

// Reused across inputs and reset per input, as the importer's workers do.
json::Arena& sharedArena()
{
    static json::Arena arena;
    return arena;
}

void touch(const json::Value* value)
{
    if (!value)
        return;
    // Every accessor of every node: a bad node pointer shows up here, not later.
    switch (value->kind()) {
    case json::Kind::Array:
        for (const auto& item : value->items())
            touch(&item);
        break;
    case json::Kind::Object:
        for (const auto& member : value->members()) {
            FUZZ_CHECK(value->find(member.key) != nullptr);
            touch(&member.value);
        }
        break;
    case json::Kind::String:
    case json::Kind::BigInt:
        (void)value->text();
        break;
    default:
        break;
    }
    if (value->isNumber() || value->isBool())
        (void)value->asDouble();
}

void writeFile(const fs::path& path, std::string_view bytes)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    FUZZ_CHECK(out.good());
}

// A one-system, one-benchmark round under a private temp folder, made once per process
// and removed at exit; only scaling.json changes between inputs.
class ScalingRound
{
  public:
    ScalingRound()
    {
        base_ =
            fs::temp_directory_path() / ("scalescope-fuzz-scaling-" + std::to_string(::getpid()));
        root_ = base_ / "training_results_v4.1";
        const fs::path org = root_ / "Fuzz";
        benchmark_ = org / "results" / "fuzz_system" / "bert";
        fs::create_directories(org / "systems");
        fs::create_directories(benchmark_);
        // corpus/system_json/dell_xe9680.json, renamed.
        writeFile(org / "systems" / "fuzz_system.json", R"({
    "submitter": "Dell",
    "division": "closed",
    "status": "Available on-premise",
    "system_name": "fuzz_system",
    "number_of_nodes": "1",
    "host_processors_per_node": "2",
    "host_processor_model_name": "Intel(R) Xeon(R) Platinum 8480+",
    "host_processor_core_count": "56",
    "host_processor_vcpu_count": "112",
    "host_processor_frequency": "",
    "host_processor_caches": "N/A",
    "host_processor_interconnect": "",
    "host_memory_capacity": "2.048 TB",
    "host_storage_type": "NVMe",
    "host_storage_capacity": "4x6.4TB NVMe",
    "host_networking": "",
    "host_networking_topology": "N/A",
    "host_memory_configuration": "32x 64GB DDR5",
    "accelerators_per_node": "8",
    "accelerator_model_name": "NVIDIA H100-SXM5-80GB",
    "accelerator_host_interconnect": "PCIe 5.0x16",
    "accelerator_frequency": "1980MHz",
    "accelerator_on-chip_memories": "",
    "accelerator_memory_configuration"  : "HBM3",
    "accelerator_memory_capacity"       : "80 GB",
    "accelerator_interconnect"          : "NVLINK Gen4 900 GB/s + NVSWITCH Gen3",
    "accelerator_interconnect_topology" : "",
    "cooling"                           : "air",
    "hw_notes"                          : "GPU TDP:700W",
    "framework"                         : "NGC Pytorch 24.09, NGC HugeCTR 24.09, NVIDIA Nemo 24.09",
    "other_software_stack": [
        {
            "cuda_version": "12.6",
            "cuda_driver_version": "550.90.12",
            "cublas_version": "12.6.3.1",
            "cudnn_version": "9.4.0.58",
            "trt_version": "10.4.0.26",
            "dali_version": "1.41",
            "nccl_version": "2.22.3",
            "openmpi_version": "4.1.7",
            "mofed_version": "MLNX_OFED_LINUX-5.8-1.1.2.1"
        }
    ],
    "operating_system"                  : "Red Hat Enterprise Linux 9.1",
    "sw_notes"                          : "N/A"
}
)");
        writeFile(
            benchmark_ / "result_0.txt",
            ":::MLLOG {\"namespace\": \"\", \"time_ms\": 1000, \"event_type\": \"INTERVAL_START\", "
            "\"key\": \"run_start\", \"value\": null, \"metadata\": {\"file\": \"f.py\", "
            "\"lineno\": 1}}\n"
            ":::MLLOG {\"namespace\": \"\", \"time_ms\": 61000, \"event_type\": \"INTERVAL_END\", "
            "\"key\": \"run_stop\", \"value\": null, \"metadata\": {\"file\": \"f.py\", "
            "\"lineno\": 2, "
            "\"status\": \"success\"}}\n");
    }
    ~ScalingRound()
    {
        std::error_code ec;
        fs::remove_all(base_, ec);
    }
    ScalingRound(const ScalingRound&) = delete;
    ScalingRound& operator=(const ScalingRound&) = delete;

    void run(std::string_view scalingJson) const
    {
        writeFile(benchmark_ / "scaling.json", scalingJson);
        ImportOptions options;
        options.ruleset = "4.1.0";
        options.threads = 1;
        const ImportResult result = importPaths({root_}, options);
        const bool shaped = result.ok() && result.dataset.rounds.size() == 1 &&
                            result.dataset.rounds[0].systems.size() == 1;
        if (!shaped) {
            std::fprintf(stderr, "import error: %s\n", result.error.c_str());
            for (const auto& item : result.report.items)
                std::fprintf(stderr, "report: %s: %s\n", item.path.c_str(), item.message.c_str());
        }
        FUZZ_CHECK(result.ok());
        FUZZ_CHECK(result.dataset.rounds.size() == 1);
        FUZZ_CHECK(result.dataset.rounds[0].systems.size() == 1);
        FUZZ_CHECK(result.dataset.rounds[0].systems[0].benchmarks.size() == 1);
        const BenchmarkResult& benchmark = result.dataset.rounds[0].systems[0].benchmarks[0];
        FUZZ_CHECK(benchmark.runs.size() == 1);
        // Either a factor was read or the benchmark says why there is no score.
        FUZZ_CHECK(!benchmark.scoreMinutes || benchmark.unscoredReason.empty());
    }

  private:
    fs::path base_;
    fs::path root_;
    fs::path benchmark_;
};

// The input as a file (readArchive and importArchive take a path), one per process.
class TempFile
{
  public:
    explicit TempFile(std::string_view name)
        : path_(fs::temp_directory_path() /
                ("scalescope-fuzz-" + std::to_string(::getpid()) + "-" + std::string(name)))
    {
    }
    ~TempFile()
    {
        std::error_code ec;
        fs::remove(path_, ec);
    }
    TempFile(const TempFile&) = delete;
    TempFile& operator=(const TempFile&) = delete;
    const fs::path& write(std::string_view bytes) const
    {
        writeFile(path_, bytes);
        return path_;
    }

  private:
    fs::path path_;
};

// What an accepted entry's path may look like (archive_reader.h): nothing that could
// leave the folder it is unpacked into, nothing empty.
bool safeEntryPath(std::string_view path)
{
    if (path.empty() || path.front() == '/' || path.back() == '/')
        return false;
    std::size_t start = 0;
    while (start <= path.size()) {
        const std::size_t end = std::min(path.find('/', start), path.size());
        const std::string_view part = path.substr(start, end - start);
        if (part.empty() || part == "." || part == "..")
            return false;
        start = end + 1;
    }
    return path.find('\0') == std::string_view::npos;
}

} // namespace

void mllogLine(std::string_view bytes)
{
    json::Arena& arena = sharedArena();
    arena.reset();
    mllog::MllogLog log;
    mllog::readMllog(bytes, arena, log);
    FUZZ_CHECK(log.mllogLineCount <= log.lineCount);
    for (const auto& record : log.records) {
        FUZZ_CHECK(record.value != nullptr);
        FUZZ_CHECK(record.line >= 1 && record.line <= log.lineCount);
        touch(record.keyValue);
        touch(record.value);
        touch(record.metadata);
        (void)record.value->dump();
    }

    // The logger's layout is read in place; every line through json::parse must agree,
    // and so must a read that builds no value or metadata at all.
    json::Arena generalArena;
    mllog::MllogLog general;
    mllog::readMllog(bytes, generalArena, general, {.readCanonicalLayoutInPlace = false});
    const mllog::KeySet none;
    json::Arena checkedArena;
    mllog::MllogLog checkedOnly;
    mllog::readMllog(bytes, checkedArena, checkedOnly, {.detailed = &none});
    FUZZ_CHECK(general.records.size() == log.records.size() &&
               checkedOnly.records.size() == log.records.size());
    FUZZ_CHECK(general.parseErrors.size() == log.parseErrors.size() &&
               checkedOnly.parseErrors.size() == log.parseErrors.size());
    FUZZ_CHECK(general.malformedRecords.size() == log.malformedRecords.size() &&
               checkedOnly.malformedRecords.size() == log.malformedRecords.size());
    const auto sameTime = [](double a, double b) {
        return a == b || (std::isnan(a) && std::isnan(b));
    };
    for (std::size_t i = 0; i < log.records.size(); ++i) {
        const auto& fast = log.records[i];
        const auto& slow = general.records[i];
        const auto& checked = checkedOnly.records[i];
        FUZZ_CHECK(fast.line == slow.line && fast.key == slow.key &&
                   sameTime(fast.timeMs, slow.timeMs));
        FUZZ_CHECK(fast.keyValue->dump() == slow.keyValue->dump());
        FUZZ_CHECK(fast.value->dump() == slow.value->dump() &&
                   fast.metadata->dump() == slow.metadata->dump());
        FUZZ_CHECK(checked.line == fast.line && checked.key == fast.key &&
                   sameTime(checked.timeMs, fast.timeMs));
    }
    for (std::size_t i = 0; i < log.parseErrors.size(); ++i)
        FUZZ_CHECK(general.parseErrors[i].line == log.parseErrors[i].line &&
                   general.parseErrors[i].reason == log.parseErrors[i].reason &&
                   checkedOnly.parseErrors[i].reason == log.parseErrors[i].reason);
    for (std::size_t i = 0; i < log.malformedRecords.size(); ++i)
        FUZZ_CHECK(general.malformedRecords[i].reason == log.malformedRecords[i].reason &&
                   checkedOnly.malformedRecords[i].reason == log.malformedRecords[i].reason);

    // The JSON reader on its own: whatever it accepts, its compact dump must parse again.
    json::Arena own;
    const json::ParseResult parsed = json::parse(bytes, own);
    if (parsed.ok()) {
        touch(parsed.root);
        const std::string dumped = parsed.root->dump();
        json::Arena again;
        FUZZ_CHECK(json::parse(dumped, again).ok());
    } else {
        FUZZ_CHECK(parsed.error.offset <= bytes.size());
    }
}

void resultFile(std::string_view bytes)
{
    static const compliance::Checker checker(*findBuiltInRuleset("4.1.0"));
    json::Arena& arena = sharedArena();
    arena.reset();
    mllog::MllogLog log;
    mllog::readMllog(bytes, arena, log);
    const compliance::Result verdict = checker.check(log);
    FUZZ_CHECK(verdict.valid == verdict.failures.empty());
    if (const auto time = scoring::runTime(log)) {
        (void)time->minutes();
        (void)time->milliseconds();
    }
}

void systemJson(std::string_view bytes)
{
    const auto parsed = parseSystemDescription(bytes);
    if (const auto* entry = std::get_if<SystemEntry>(&parsed)) {
        (void)detailsUrl("4.1", entry->submitter, entry->system);
        (void)codeUrl("4.1", entry->submitter);
    } else {
        FUZZ_CHECK(!std::get<SystemDescriptionError>(parsed).message.id.empty());
    }
}

void scalingJson(std::string_view bytes)
{
    static const ScalingRound round;
    round.run(bytes);
}

void powerLog(std::string_view bytes)
{
    json::Arena& arena = sharedArena();
    arena.reset();
    mllog::MllogLog log;
    mllog::readMllog(bytes, arena, log);
    // Run durations as runTime can give them, including the odd ones a log can produce.
    constexpr double kDurations[] = {341000.0,
                                     0.0,
                                     -1.0,
                                     1e300,
                                     std::numeric_limits<double>::infinity(),
                                     std::numeric_limits<double>::quiet_NaN()};
    for (const double milliseconds : kDurations) {
        const scoring::EnergyResult node = scoring::nodeEnergy(log, milliseconds);
        FUZZ_CHECK(node.joules.has_value() || !node.problem.empty());
        const scoring::EnergyResult sw = scoring::switchEnergy(log, milliseconds);
        FUZZ_CHECK(sw.joules.has_value() || !sw.problem.empty());
    }
}

void datasetFile(std::string_view bytes)
{
    // Through the file reader too, as summarize and the app open a dataset: with a
    // budget one byte short the file is refused from its size (issue 28); with its own
    // size as the budget it loads exactly as the bytes do.
    static const TempFile file("dataset.scalescope.json");
    const fs::path& path = file.write(bytes);
    if (!bytes.empty()) {
        const LoadResult refused = loadDatasetFile(path, bytes.size() - 1);
        FUZZ_CHECK(!refused.ok() &&
                   refused.error.find("for a dataset file; not read") != std::string::npos);
    }
    const LoadResult loaded = loadDatasetFile(path, bytes.size());
    const LoadResult direct = loadDataset(bytes);
    FUZZ_CHECK(loaded.ok() == direct.ok());
    FUZZ_CHECK(loaded.ok() || loaded.error == path.string() + ": " + direct.error);
    if (!loaded.ok())
        return;
    // What the writer makes of a loaded dataset must load again, to the same text.
    const std::string written = toJson(loaded.dataset);
    const LoadResult reloaded = loadDataset(written);
    if (!reloaded.ok())
        std::fprintf(stderr, "reload failed: %s\n", reloaded.error.c_str());
    FUZZ_CHECK(reloaded.ok());
    FUZZ_CHECK(toJson(reloaded.dataset) == written);
}

void archiveFile(std::string_view bytes)
{
    static const TempFile file("archive");
    const fs::path& path = file.write(bytes);
    // Small limits, so that a bomb is stopped well inside libFuzzer's memory limit.
    archive::Limits limits;
    limits.maxEntryBytes = 16u << 20;
    limits.maxTotalBytes = 64u << 20;
    limits.maxEntries = 10000;
    limits.ratioCheckAfterBytes = 1u << 20;
    std::uint64_t seen = 0;
    archive::Visitor visitor;
    visitor.wantContent = [](const archive::Entry& entry) {
        return entry.type == archive::EntryType::File;
    };
    visitor.onEntry = [&](const archive::Entry& entry, std::string&& content) {
        ++seen;
        FUZZ_CHECK(safeEntryPath(entry.path));
        FUZZ_CHECK(entry.size <= limits.maxEntryBytes);
        FUZZ_CHECK(entry.type != archive::EntryType::File || content.size() == entry.size);
    };
    const archive::ReadResult read = archive::readArchive(path, limits, visitor);
    // The reader stops once past the total (a refused entry counts its declared size),
    // so the count may end above the limit, but only with a reason.
    FUZZ_CHECK(read.unpackedBytes <= limits.maxTotalBytes || !read.stoppedReason.id.empty());
    FUZZ_CHECK(seen <= limits.maxEntries);
    if (!read.openError.id.empty())
        return;

    ImportOptions options;
    options.ruleset = "4.1.0";
    options.threads = 1;
    options.archiveLimits = limits;
    const ImportResult imported = importArchive(path, options);
    FUZZ_CHECK(imported.ok() || !imported.error.empty());
}

void rulesExpression(std::string_view bytes)
{
    namespace py = compliance::py;
    static json::Arena arena;
    static const json::Value* value =
        json::parse(R"({"a": [1, 2.5, "x", null, {"b": true}], "c": "text"})", arena).root;
    static const json::Value* metadata =
        json::parse(R"({"epoch_num": 3, "samples_count": 1024, "status": "success"})", arena).root;
    const py::RecordView record{value, metadata, 1700000000000.0};
    py::SlotTable slots;
    std::vector<std::string> enqueued;
    // Whatever the text, each stage ends normally or with one of the evaluator's own
    // exceptions: anything else escapes and is a finding.
    const auto run = [&](auto&& compileAndRun) {
        try {
            compileAndRun();
        } catch (const py::CompileError&) {
        } catch (const py::PyError&) {
        } catch (const py::BudgetExceeded&) {
        }
    };
    std::vector<py::Value> state;
    std::vector<char> defined;
    const auto context = [&]() {
        state.assign(slots.size(), py::Value::fromInt(2));
        defined.assign(slots.size(), 1);
        py::EvalContext made{&state, &defined, &slots, &record, &enqueued};
        made.maxSteps =
            100'000; // small, so that a slow input is a finding of the budget, not a timeout
        return made;
    };
    run([&] {
        const py::Expression expression = py::compileExpression(bytes, slots);
        FUZZ_CHECK(expression.root->height <= py::kMaxNesting);
        py::EvalContext evalContext = context();
        const py::Value result = py::evaluate(*expression.root, evalContext);
        FUZZ_CHECK(evalContext.steps <= evalContext.maxSteps);
        (void)py::repr(result);
    });
    run([&] {
        const py::Program program = py::compileProgram(bytes, slots);
        py::EvalContext evalContext = context();
        py::execute(program, evalContext);
        FUZZ_CHECK(evalContext.steps <= evalContext.maxSteps);
    });
}

Target targetNamed(std::string_view name)
{
    if (name == "mllog_line")
        return mllogLine;
    if (name == "result_file")
        return resultFile;
    if (name == "system_json")
        return systemJson;
    if (name == "scaling_json")
        return scalingJson;
    if (name == "power_log")
        return powerLog;
    if (name == "dataset_file")
        return datasetFile;
    if (name == "archive")
        return archiveFile;
    if (name == "rules_expression")
        return rulesExpression;
    return nullptr;
}

} // namespace scalescope::fuzz
