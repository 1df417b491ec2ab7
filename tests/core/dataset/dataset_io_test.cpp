#include "core/dataset/dataset_io.h"
#include "core/resources/embedded.h"
#include "tests/core/dataset/dataset_compare.h"
#include "tests/support/sample_dataset.h"
#include "tests/support/unique_temp_dir.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <limits>
#include <nlohmann/json.hpp>

using namespace scalescope;
namespace fs = std::filesystem;

namespace {

// Every field set, with doubles that lose bits under a naive "%.15g" or "%g".
Dataset richDataset()
{
    Dataset dataset = fixtures::sampleDataset();
    SystemEntry& system = dataset.rounds[0].systems[1];
    system.privateId = "p-42";
    system.notes = "GPU TDP:700W;line\nbreak \"quoted\" \xc3\xa9";
    system.hostProcessorsCount = std::numeric_limits<std::int64_t>::max();
    BenchmarkResult& bert = system.benchmarks[0];
    bert.scoreMinutes = 0.1 + 0.2;
    bert.rawMinutes = 1.0 / 3.0;
    bert.scalingFactor = 1.0033670033670032;
    bert.energyJoules = 5e-324;
    bert.runs = {
        {"result_0.txt", 4.262583333333333, RunStatus::DroppedFastest, "", 13529045.565844355},
        {"result_1.txt", 4.7928999999999995, RunStatus::Counted, "", std::nullopt},
        {"result_2.txt", std::numeric_limits<double>::max(), RunStatus::DroppedSlowest, "", -0.0},
        {"result_3.txt", std::nullopt, RunStatus::Rejected, "bert target not met", std::nullopt},
    };
    BenchmarkResult& gpt3 = system.benchmarks[1];
    gpt3.scalingFactor = std::numeric_limits<double>::quiet_NaN();
    gpt3.rawMinutes = std::numeric_limits<double>::infinity();
    gpt3.scoreMinutes = -std::numeric_limits<double>::infinity();

    Round second;
    second.name = "empty round";
    second.ruleset = "5.0.0";
    second.source = "x.tar.xz";
    dataset.rounds.push_back(second);
    return dataset;
}

nlohmann::json validDocument()
{
    return nlohmann::json::parse(toJson(fixtures::sampleDataset()));
}

std::string errorOf(const nlohmann::json& document)
{
    const LoadResult result = loadDataset(document.dump());
    EXPECT_FALSE(result.ok());
    EXPECT_TRUE(result.dataset.empty());
    return result.error;
}

fs::path freshFolder(const std::string& name)
{
    // One unique directory per test process (removed at exit), so that concurrent runs of
    // the suite, in this build tree or another, never share a folder.
    static const scalescope::fixtures::UniqueTempDir root("scalescope_output");
    const fs::path folder = root / name;
    fs::remove_all(folder);
    fs::create_directories(folder);
    return folder;
}

} // namespace

TEST(outputDatasetIo, HeaderNamesFormatAndVersion)
{
    const auto document = nlohmann::json::parse(toJson(Dataset{}));
    EXPECT_EQ(document["format"], "scalescope-dataset");
    EXPECT_EQ(document["version"], 1);
    EXPECT_TRUE(document["rounds"].is_array());
}

TEST(outputDatasetIo, RoundTripKeepsEveryFieldAndBit)
{
    const Dataset original = richDataset();
    const std::string text = toJson(original);
    const LoadResult loaded = loadDataset(text);
    ASSERT_TRUE(loaded.ok()) << loaded.error;
    fixtures::expectSameDataset(original, loaded.dataset);
    EXPECT_EQ(toJson(loaded.dataset), text);
}

// Issue 27 item 10: a file saved from the window keeps core's messages beside their
// English; the command line's output leaves them out; a file without them gets them
// rebuilt where a template fits; a message the catalog does not know is dropped.
TEST(outputDatasetIo, KeepsCoreMessagesWhenAsked)
{
    Dataset dataset = richDataset();
    BenchmarkResult& bert = dataset.rounds[0].systems[1].benchmarks[0];
    keepMessage(bert.unscoredReason, bert.unscoredReasonMessage,
                {"score.too_many_rejected", {numberArg(3), numberArg(5), numberArg(1)}});
    ASSERT_FALSE(bert.runs.empty());
    keepMessage(bert.runs[0].reason, bert.runs[0].reasonMessage,
                {"import.run_rejected", {messageArg({"run.no_time", {}})}});
    ImportReport report;
    report.add(Severity::Warning, ItemKind::Run, "a/result_0.txt", 3,
               Message{"compliance.parse_error", {numberArg(3), textArg("invalid JSON")}});
    report.add(Severity::Error, ItemKind::File, "a.tar.gz: x", 0,
               std::string("is a FIFO; not read"));

    const std::string cli = toJson(dataset, &report);
    EXPECT_EQ(cli.find("\"text\""), std::string::npos);
    EXPECT_EQ(cli.find("reason_text"), std::string::npos);
    const std::string kept = toJson(dataset, &report, DatasetMessages::Keep);
    EXPECT_NE(kept.find("\"unscored_reason_text\""), std::string::npos);

    const LoadResult loaded = loadDataset(kept);
    ASSERT_TRUE(loaded.ok()) << loaded.error;
    const BenchmarkResult& read = loaded.dataset.rounds[0].systems[1].benchmarks[0];
    EXPECT_EQ(read.unscoredReason, bert.unscoredReason);
    EXPECT_EQ(read.unscoredReasonMessage.id, "score.too_many_rejected");
    EXPECT_EQ(englishText(read.unscoredReasonMessage), bert.unscoredReason);
    ASSERT_EQ(read.unscoredReasonMessage.args.size(), 3u);
    EXPECT_EQ(read.unscoredReasonMessage.args[0].kind, MessageArg::Kind::Number);
    EXPECT_EQ(read.runs[0].reasonMessage.id, "import.run_rejected");
    EXPECT_EQ(read.runs[0].reasonMessage.args[0].message.front().id, "run.no_time");
    ASSERT_TRUE(loaded.importReport);
    ASSERT_EQ(loaded.importReport->items.size(), 2u);
    EXPECT_EQ(loaded.importReport->items[0].text.id, "compliance.parse_error");
    EXPECT_EQ(loaded.importReport->items[1].text.id, "file.archive.fifo");
    // The values are those of a file without messages.
    fixtures::expectSameDataset(dataset, loaded.dataset);

    // Without the messages (an older file, the command line's): rebuilt from the English.
    const LoadResult older = loadDataset(cli);
    ASSERT_TRUE(older.ok()) << older.error;
    EXPECT_EQ(older.dataset.rounds[0].systems[1].benchmarks[0].unscoredReasonMessage.id,
              "score.too_many_rejected");
    EXPECT_EQ(older.importReport->items[0].text.id, "compliance.parse_error");

    // A message the catalog does not know is dropped; the English stays.
    nlohmann::ordered_json hostile = nlohmann::ordered_json::parse(kept);
    hostile["import_report"]["items"][0]["text"] = {{"id", "no.such.id"},
                                                    {"args", nlohmann::ordered_json::array()}};
    hostile["import_report"]["items"][1]["text"] = {{"id", "file.archive.fifo"}, {"args", 42}};
    const LoadResult dropped = loadDataset(hostile.dump());
    ASSERT_TRUE(dropped.ok()) << dropped.error;
    EXPECT_TRUE(dropped.importReport->items[0].text.id.empty());
    EXPECT_TRUE(dropped.importReport->items[1].text.id.empty());
    EXPECT_EQ(dropped.importReport->items[0].message, report.items[0].message);
}

TEST(outputDatasetIo, RejectsInvalidJson)
{
    const LoadResult result = loadDataset("{\"format\": ");
    EXPECT_FALSE(result.ok());
    EXPECT_NE(result.error.find("not valid JSON"), std::string::npos) << result.error;
}

TEST(outputDatasetIo, RejectsOtherFormats)
{
    EXPECT_NE(errorOf(nlohmann::json::array()).find("not a JSON object"), std::string::npos);
    auto document = validDocument();
    document["format"] = "mlperf-summary";
    EXPECT_NE(errorOf(document).find("not a scalescope dataset"), std::string::npos);
    document.erase("format");
    EXPECT_NE(errorOf(document).find("missing field \"format\""), std::string::npos);
}

TEST(outputDatasetIo, RejectsOtherVersions)
{
    auto document = validDocument();
    document["version"] = 2;
    const std::string error = errorOf(document);
    EXPECT_NE(error.find("unsupported dataset version 2"), std::string::npos) << error;
    document["version"] = "1";
    EXPECT_NE(errorOf(document).find("version"), std::string::npos);
}

TEST(outputDatasetIo, NamesTheMissingOrMistypedField)
{
    auto document = validDocument();
    document["rounds"][0]["systems"][1].erase("division");
    EXPECT_EQ(errorOf(document), "rounds[0].systems[1]: missing field \"division\"");

    document = validDocument();
    document["rounds"][0]["systems"][0]["benchmarks"][0]["runs_total"] = "ten";
    EXPECT_EQ(errorOf(document),
              "rounds[0].systems[0].benchmarks[0]: field \"runs_total\" must be an integer");

    document = validDocument();
    document["rounds"][0]["systems"][0]["benchmarks"][0]["score_minutes"] = true;
    EXPECT_EQ(errorOf(document),
              "rounds[0].systems[0].benchmarks[0]: field \"score_minutes\" must be a number");

    document = validDocument();
    document["rounds"][0]["systems"] = nlohmann::json::object();
    EXPECT_EQ(errorOf(document), "rounds[0]: field \"systems\" must be an array");
}

TEST(outputDatasetIo, StructureErrorsAreMessagesNamingWhere)
{
    // What the desktop app translates when it opens a broken file: where, then what.
    auto document = validDocument();
    document["rounds"][0]["systems"][1].erase("division");
    const LoadResult missing = loadDataset(document.dump());
    ASSERT_EQ(missing.errorMessage.id, "dataset.at");
    ASSERT_EQ(missing.errorMessage.args.size(), 2u);
    EXPECT_EQ(missing.errorMessage.args[0].text, "rounds[0].systems[1]");
    ASSERT_EQ(missing.errorMessage.args[1].kind, MessageArg::Kind::Message);
    EXPECT_EQ(missing.errorMessage.args[1].message.front().id, "dataset.missing_field");
    EXPECT_EQ(englishText(missing.errorMessage), missing.error);

    const LoadResult notJson = loadDataset("{\"format\": ");
    EXPECT_EQ(notJson.errorMessage.id, "file.dataset.invalid_json");
    EXPECT_EQ(englishText(notJson.errorMessage), notJson.error);

    const fs::path folder = freshFolder("load_messages");
    const fs::path bad = folder / "bad.scalescope.json";
    std::ofstream(bad) << R"({"format":"scalescope-dataset","version":7,"rounds":[]})";
    const LoadResult wrongVersion = loadDatasetFile(bad);
    ASSERT_EQ(wrongVersion.errorMessage.id, "file.path_problem");
    EXPECT_EQ(wrongVersion.errorMessage.args[1].message.front().id, "dataset.unsupported_version");
    EXPECT_EQ(englishText(wrongVersion.errorMessage), wrongVersion.error);
    const LoadResult directory = loadDatasetFile(folder);
    ASSERT_EQ(directory.errorMessage.id, "file.dataset.refused");
    EXPECT_EQ(directory.error, folder.string() + " is a folder, not a file");
    fs::remove_all(folder);
}

TEST(outputDatasetIo, RejectsUnknownRunStatus)
{
    auto document = validDocument();
    document["rounds"][0]["systems"][0]["benchmarks"][0]["runs"] =
        nlohmann::json::array({{{"file", "result_0.txt"},
                                {"minutes", 1.0},
                                {"status", "maybe"},
                                {"reason", ""},
                                {"energy_joules", nullptr}}});
    EXPECT_EQ(errorOf(document),
              "rounds[0].systems[0].benchmarks[0].runs[0]: unknown run status \"maybe\"");
}

TEST(outputDatasetIo, RecognisesDatasetFileNames)
{
    EXPECT_TRUE(isDatasetFilePath("/a/round.scalescope.json"));
    EXPECT_FALSE(isDatasetFilePath("/a/round.json"));
    EXPECT_FALSE(isDatasetFilePath("/a/.scalescope.json"));
    EXPECT_FALSE(isDatasetFilePath("/a.scalescope.json/round"));
}

TEST(outputDatasetIo, SaveThenLoadFile)
{
    const fs::path folder = freshFolder("save_load");
    const fs::path file = folder / "v41.scalescope.json";
    const Dataset original = richDataset();
    ASSERT_EQ(saveDatasetFile(original, file), std::nullopt);
    const LoadResult loaded = loadDatasetFile(file);
    ASSERT_TRUE(loaded.ok()) << loaded.error;
    fixtures::expectSameDataset(original, loaded.dataset);
    // Nothing but the dataset is left in the folder: no temporary files.
    EXPECT_EQ(std::distance(fs::directory_iterator(folder), fs::directory_iterator()), 1);
    fs::remove_all(folder);
}

TEST(outputDatasetIo, LoadFileErrorsNameThePath)
{
    const fs::path folder = freshFolder("load_errors");
    const LoadResult missing = loadDatasetFile(folder / "none.scalescope.json");
    EXPECT_FALSE(missing.ok());
    EXPECT_NE(missing.error.find("none.scalescope.json"), std::string::npos) << missing.error;

    const LoadResult directory = loadDatasetFile(folder);
    EXPECT_FALSE(directory.ok());

    const fs::path bad = folder / "bad.scalescope.json";
    std::ofstream(bad) << R"({"format":"scalescope-dataset","version":7,"rounds":[]})";
    const LoadResult wrongVersion = loadDatasetFile(bad);
    EXPECT_FALSE(wrongVersion.ok());
    EXPECT_NE(wrongVersion.error.find(bad.string() + ": unsupported dataset version 7"),
              std::string::npos)
        << wrongVersion.error;
    fs::remove_all(folder);
}

TEST(outputDatasetIo, FailedSaveKeepsTheOldFile)
{
    const fs::path folder = freshFolder("failed_save");
    const fs::path blocker = folder / "not_a_folder";
    std::ofstream(blocker) << "old";
    // The parent of the target is a regular file, so nothing can be created there.
    const auto error = saveDatasetFile(fixtures::sampleDataset(), blocker / "x.scalescope.json");
    ASSERT_TRUE(error.has_value());
    std::ifstream in(blocker);
    std::string contents((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_EQ(contents, "old");
    fs::remove_all(folder);
}

TEST(outputDatasetIo, KeepsTheImportReport)
{
    ImportReport report;
    report.filesRead = 1534;
    report.bytesRead = 9876543210ULL;
    report.runsRead = 1309;
    report.runsRejected = 6;
    report.scoresComputed = 153;
    report.add(Severity::Error, ItemKind::Line, "nvidia/results/x/bert/result_3.txt", 17,
               "run_stop appears twice; run rejected");
    report.add(Severity::Info, ItemKind::Benchmark, "google/results/y/gpt3", 0,
               "no scaling.json: factor 1");
    const LoadResult loaded = loadDataset(toJson(richDataset(), &report));
    ASSERT_TRUE(loaded.ok()) << loaded.error;
    ASSERT_TRUE(loaded.importReport.has_value());
    EXPECT_EQ(loaded.importReport->summary(), report.summary());
    EXPECT_EQ(loaded.importReport->bytesRead, 9876543210ULL);
    ASSERT_EQ(loaded.importReport->items.size(), 2u);
    EXPECT_EQ(loaded.importReport->toText(), report.toText());
    EXPECT_EQ(loaded.importReport->items[0].severity, Severity::Error);
    EXPECT_EQ(loaded.importReport->items[1].kind, ItemKind::Benchmark);
    // Without one the file loads as before, with no report.
    EXPECT_FALSE(loadDataset(toJson(richDataset())).importReport.has_value());
    // An archive read only in part stays named as such (issue 28); a complete import
    // writes no "incomplete" member at all.
    EXPECT_EQ(toJson(richDataset(), &report).find("\"incomplete\""), std::string::npos);
    report.incomplete.push_back("cut.tar.xz: the archive is truncated: it ends before a/b.txt is "
                                "complete (x); nothing after that was read");
    const LoadResult partial = loadDataset(toJson(richDataset(), &report));
    ASSERT_TRUE(partial.ok()) << partial.error;
    EXPECT_EQ(partial.importReport->incomplete, report.incomplete);
    EXPECT_EQ(partial.importReport->summary(), report.summary());
}

TEST(outputDatasetIo, NamesTheFaultInADamagedImportReport)
{
    auto document = nlohmann::json::parse(toJson(fixtures::sampleDataset()));
    document["import_report"] = {{"files_read", 1},
                                 {"bytes_read", 2},
                                 {"runs_read", 3},
                                 {"runs_rejected", 0},
                                 {"scores_computed", 1},
                                 {"items",
                                  {{{"severity", "fatal"},
                                    {"kind", "line"},
                                    {"path", "a"},
                                    {"line", 1},
                                    {"message", "m"}}}}};
    const LoadResult loaded = loadDataset(document.dump());
    EXPECT_FALSE(loaded.ok());
    EXPECT_NE(loaded.error.find("import_report.items[0]"), std::string::npos) << loaded.error;
    EXPECT_NE(loaded.error.find("fatal"), std::string::npos) << loaded.error;
}

// The v4.1 sample as the first writer saved it (tests/data/datasets/README.md) opens and
// gives, bit for bit, the scores and run times of today's embedded sample of that round.
TEST(outputDatasetIo, OpensAFileTheFirstWriterSaved)
{
    const LoadResult old = loadDatasetFile(fs::path(SCALESCOPE_TEST_DATA) / "datasets" /
                                           "training_v4.1.first-writer.scalescope.json");
    ASSERT_TRUE(old.ok()) << old.error;
    EXPECT_FALSE(old.importReport.has_value());
    const auto text = resources::findEmbedded("sample/training_v4.1.scalescope.json");
    ASSERT_TRUE(text.has_value());
    const LoadResult now = loadDataset(*text);
    ASSERT_TRUE(now.ok()) << now.error;
    ASSERT_EQ(old.dataset.rounds.size(), 1u);
    ASSERT_EQ(now.dataset.rounds.size(), 1u);
    const auto& oldSystems = old.dataset.rounds[0].systems;
    const auto& nowSystems = now.dataset.rounds[0].systems;
    ASSERT_EQ(oldSystems.size(), nowSystems.size());
    std::size_t runs = 0;
    for (std::size_t s = 0; s < oldSystems.size(); ++s) {
        EXPECT_EQ(oldSystems[s].systemId, nowSystems[s].systemId);
        EXPECT_EQ(oldSystems[s].acceleratorsCount, nowSystems[s].acceleratorsCount);
        ASSERT_EQ(oldSystems[s].benchmarks.size(), nowSystems[s].benchmarks.size());
        for (std::size_t b = 0; b < oldSystems[s].benchmarks.size(); ++b) {
            const BenchmarkResult& was = oldSystems[s].benchmarks[b];
            const BenchmarkResult& is = nowSystems[s].benchmarks[b];
            EXPECT_EQ(was.benchmark, is.benchmark);
            EXPECT_EQ(was.scoreMinutes, is.scoreMinutes) << was.folder;
            EXPECT_EQ(was.rawMinutes, is.rawMinutes) << was.folder;
            EXPECT_EQ(was.scalingFactor, is.scalingFactor) << was.folder;
            EXPECT_EQ(was.runsCounted, is.runsCounted) << was.folder;
            ASSERT_EQ(was.runs.size(), is.runs.size()) << was.folder;
            for (std::size_t r = 0; r < was.runs.size(); ++r, ++runs) {
                EXPECT_EQ(was.runs[r].minutes, is.runs[r].minutes)
                    << was.folder << "/" << was.runs[r].file;
                EXPECT_EQ(was.runs[r].status, is.runs[r].status)
                    << was.folder << "/" << was.runs[r].file;
                // Fields the first writer did not have read as absent.
                EXPECT_TRUE(was.runs[r].records.empty());
                EXPECT_TRUE(was.runs[r].contentHash.empty());
            }
        }
    }
    EXPECT_GT(runs, 1000u);
    // One value read from the file's text, so the comparison above cannot pass on two empty loads.
    EXPECT_EQ(oldSystems[0].systemId, "ESC_N8_E11");
    EXPECT_EQ(oldSystems[0].benchmarks[0].scoreMinutes, 5.116225000000001);
}

TEST(outputDatasetIo, RefusesNestingDeeperThanADatasetUses)
{
    // 10 million brackets: without the cap the parser would build them all (some 800 MB).
    const std::string deep =
        R"({"format":"scalescope-dataset","version":1,"rounds":)" + std::string(10'000'000, '[');
    const LoadResult result = loadDataset(deep);
    EXPECT_FALSE(result.ok());
    EXPECT_EQ(result.error, "nested deeper than 64 levels (a dataset file nests 10)");
    // The files the writer makes stay well inside the cap.
    EXPECT_TRUE(loadDataset(toJson(richDataset())).ok());
}

TEST(outputDatasetIo, NamesAHostileFormatOrVersionWithoutCopyingIt)
{
    auto document = validDocument();
    document["format"] = std::string(1'000'000, 'x');
    EXPECT_EQ(errorOf(document),
              "not a scalescope dataset (\"format\" is a string of 1000000 bytes, expected "
              "\"scalescope-dataset\")");
    document = validDocument();
    document["version"] = nlohmann::json::array({nlohmann::json::array({2})});
    EXPECT_EQ(errorOf(document).substr(0, 39), "unsupported dataset version a JSON arra");
    document["version"] = 2;
    EXPECT_EQ(errorOf(document), "unsupported dataset version 2 (this build reads version 1); a "
                                 "newer scalescope may read it");
}
