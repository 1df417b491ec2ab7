// Provenance (issue 25, docs/analysis.md "Provenance") on two hand-made rounds:
// tests/data/rounds/provenance_old (staged as training_results_v4.0) and provenance_new
// (training_results_v4.1), made from acme_round's ssd logs:
//   new Acme/acme_n1/ssd: the old acme_n1 logs byte for byte, except result_1 (the
//     slowest run, dropped by the olympic mean), whose run_stop lineno differs;
//   new Acme/acme_n2/ssd: the old acme_n2 logs, except result_2 (counted), whose
//     run_stop lineno differs: the same score, not the same logs;
//   new Acme/acme_n2b/ssd: the new acme_n2 logs byte for byte (a copy inside one round).
// The systems are named "Acme 1" and "Acme 2": one system design, so grouped by rounds
// all five entries make one series.

#include "core/analysis/series.h"
#include "core/analysis/series_output.h"
#include "core/dataset/dataset_io.h"
#include "core/dataset/provenance.h"
#include "core/importer/importer.h"
#include "core/mllog/mllog_reader.h"
#include "core/output/summary_writers.h"
#include "core/util/content_hash.h"

#include <algorithm>
#include <fstream>
#include <gtest/gtest.h>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>

using namespace scalescope;

namespace {

const std::string kOld =
    std::string(SCALESCOPE_FIXTURE_ROUNDS) + "/provenance_old/training_results_v4.0";
const std::string kNew =
    std::string(SCALESCOPE_FIXTURE_ROUNDS) + "/provenance_new/training_results_v4.1";

// The ssd entry of each system, by system id, of the round named `round`.
std::map<std::string, const BenchmarkResult*> entriesOf(const Dataset& dataset,
                                                        const std::string& round)
{
    std::map<std::string, const BenchmarkResult*> entries;
    for (const auto& one : dataset.rounds)
        if (one.name == round)
            for (const auto& system : one.systems)
                for (const auto& result : system.benchmarks)
                    if (result.benchmark == "ssd")
                        entries[system.systemId] = &result;
    return entries;
}

ImportResult importBoth()
{
    ImportOptions options;
    options.ruleset = "4.1.0"; // both rounds under one ruleset: only the names say which is older
    options.threads = 2;
    // Opened newest first: the order of the rounds comes from their names, not from this.
    return importPaths({kNew, kOld}, options);
}

} // namespace

TEST(ContentHash, Xxh64MatchesTheReferenceVectors)
{
    // From xxHash's own tests (seed 0); the 43-byte one goes through the 32-byte lanes.
    EXPECT_EQ(xxh64(""), 0xEF46DB3751D8E999ULL);
    EXPECT_EQ(xxh64("a"), 0xD24EC4F1A98C6E5BULL);
    EXPECT_EQ(xxh64("abc"), 0x44BC2CF5AD770999ULL);
    EXPECT_EQ(xxh64("Nobody inspects the spammish repetition"), 0xFBCEA83C8A378BF1ULL);
    EXPECT_EQ(xxh64("The quick brown fox jumps over the lazy dog"), 0x0B242D361FDA71BCULL);
    EXPECT_EQ(contentHashOf("The quick brown fox jumps over the lazy dog"),
              "xxh64:0b242d361fda71bc");
}

TEST(ContentHash, PiecesHashLikeTheirConcatenation)
{
    // Folders hand a log over in pieces (ChunkedFile); any split gives the one-shot value.
    std::string bytes;
    for (int i = 0; i < 300; ++i)
        bytes += static_cast<char>(i * 7 + 3);
    const std::uint64_t whole = xxh64(bytes);
    for (std::size_t first = 0; first <= 100; first += 9)
        for (std::size_t second = first; second <= 200; second += 31) {
            Xxh64 pieces;
            const std::string_view view = bytes;
            pieces.update(view.substr(0, first));
            pieces.update(view.substr(first, second - first));
            pieces.update(view.substr(second));
            EXPECT_EQ(pieces.digest(), whole) << first << " " << second;
        }
    EXPECT_NE(xxh64(bytes.substr(1)), whole);
}

TEST(Provenance, CopiedLogsAreMarkedWithTheirFirstRound)
{
    const ImportResult result = importBoth();
    ASSERT_TRUE(result.ok()) << result.error;
    ASSERT_EQ(result.dataset.rounds.size(), 2u);

    const auto older = entriesOf(result.dataset, "training_results_v4.0");
    const auto newer = entriesOf(result.dataset, "training_results_v4.1");
    ASSERT_EQ(older.size(), 2u);
    ASSERT_EQ(newer.size(), 3u);
    for (const auto& [id, entry] : older)
        EXPECT_FALSE(entry->republishedFrom) << id;
    // Counted runs 90, 66, 72 s (60 and 120 s dropped) x scaling 1.5: 1.9 min, in both.
    ASSERT_TRUE(newer.at("acme_n1")->scoreMinutes);
    EXPECT_DOUBLE_EQ(*newer.at("acme_n1")->scoreMinutes, 1.9);
    EXPECT_EQ(newer.at("acme_n1")->republishedFrom, "training_results_v4.0");
    // 33, 36, 39 s counted: 0.6 min, as in the old round, but result_2's bytes differ.
    ASSERT_TRUE(newer.at("acme_n2")->scoreMinutes);
    EXPECT_DOUBLE_EQ(*newer.at("acme_n2")->scoreMinutes, 0.6);
    EXPECT_FALSE(newer.at("acme_n2")->republishedFrom);
    EXPECT_EQ(newer.at("acme_n2b")->republishedFrom, "training_results_v4.1");

    // Every run is hashed; a copied file has its original's hash, an edited one not.
    for (const auto& [id, entry] : newer)
        for (const auto& run : entry->runs)
            EXPECT_EQ(run.contentHash.rfind("xxh64:", 0), 0u) << id << "/" << run.file;
    EXPECT_EQ(older.at("acme_n1")->runs[0].contentHash, newer.at("acme_n1")->runs[0].contentHash);
    EXPECT_NE(older.at("acme_n1")->runs[1].contentHash, newer.at("acme_n1")->runs[1].contentHash);
    // The hash of a folder's log (read in pieces) is that of its bytes.
    std::ifstream file(kOld + "/Acme/results/acme_n1/ssd/result_0.txt", std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(file)),
                            std::istreambuf_iterator<char>());
    ASSERT_EQ(bytes.size(), 7385u);
    EXPECT_EQ(older.at("acme_n1")->runs[0].contentHash, contentHashOf(bytes));

    EXPECT_EQ(result.report.republished, 2u);
    EXPECT_NE(result.report.summary().find("; 2 republished entries"), std::string::npos)
        << result.report.summary();
    const auto said = std::find_if(
        result.report.items.begin(), result.report.items.end(), [](const ImportReportItem& item) {
            return item.message.rfind("2 entries republish the result logs of earlier entries: ",
                                      0) == 0;
        });
    ASSERT_NE(said, result.report.items.end()) << result.report.toText();
    EXPECT_NE(
        said->message.find(
            ": training_results_v4.1/Acme/results/acme_n1/ssd (first in training_results_v4.0), "),
        std::string::npos)
        << said->message;
}

TEST(Provenance, OneRoundAloneMarksOnlyItsOwnCopies)
{
    ImportOptions options;
    options.ruleset = "4.1.0";
    const ImportResult result = importPaths({kNew}, options);
    ASSERT_TRUE(result.ok()) << result.error;
    const auto newer = entriesOf(result.dataset, "training_results_v4.1");
    ASSERT_EQ(newer.size(), 3u);
    EXPECT_FALSE(newer.at("acme_n1")->republishedFrom);
    EXPECT_FALSE(newer.at("acme_n2")->republishedFrom);
    EXPECT_EQ(newer.at("acme_n2b")->republishedFrom, "training_results_v4.1");
    EXPECT_EQ(result.report.republished, 1u);
}

TEST(Provenance, HashingOffMarksNothing)
{
    ImportOptions options;
    options.ruleset = "4.1.0";
    options.hashLogs = false;
    const ImportResult result = importPaths({kNew, kOld}, options);
    ASSERT_TRUE(result.ok()) << result.error;
    EXPECT_EQ(result.report.republished, 0u);
    for (const auto& round : result.dataset.rounds)
        for (const auto& system : round.systems)
            for (const auto& entry : system.benchmarks) {
                EXPECT_FALSE(entry.republishedFrom);
                for (const auto& run : entry.runs)
                    EXPECT_EQ(run.contentHash, "");
            }
}

TEST(Provenance, RoundsAreOrderedByVersionNotByName)
{
    // v10.0 is newer than v9.1 although "1" sorts before "9"; a round of no known
    // version comes after every known one.
    Dataset dataset;
    const auto roundWith = [](std::string name, std::string hash) {
        Round round;
        round.name = std::move(name);
        SystemEntry system;
        BenchmarkResult entry;
        entry.benchmark = "bert";
        entry.folder = round.name + "/Acme/results/acme_n1/bert";
        RunFigure run;
        run.status = RunStatus::Counted;
        run.contentHash = std::move(hash);
        entry.runs.push_back(run);
        system.benchmarks.push_back(entry);
        round.systems.push_back(system);
        return round;
    };
    dataset.rounds.push_back(roundWith("my_round", "xxh64:1"));
    dataset.rounds.push_back(roundWith("training_results_v10.0", "xxh64:1"));
    dataset.rounds.push_back(roundWith("training_results_v9.1", "xxh64:1"));
    dataset.rounds.push_back(
        roundWith("training_results_v9.1_copy", "")); // unhashed: never matched
    const auto marked = markRepublished(dataset);
    ASSERT_EQ(marked.size(), 2u);
    EXPECT_EQ(dataset.rounds[0].systems[0].benchmarks[0].republishedFrom, "training_results_v9.1");
    EXPECT_EQ(dataset.rounds[1].systems[0].benchmarks[0].republishedFrom, "training_results_v9.1");
    EXPECT_FALSE(dataset.rounds[2].systems[0].benchmarks[0].republishedFrom);
    EXPECT_FALSE(dataset.rounds[3].systems[0].benchmarks[0].republishedFrom);
    EXPECT_EQ(marked[0].round, 1u); // v10.0 is looked at before my_round
    EXPECT_EQ(republishedSentence(dataset, marked, 1),
              "2 entries republish the result logs of earlier entries: "
              "training_results_v10.0/Acme/results/acme_n1/bert (first in "
              "training_results_v9.1); and 1 more (the same MLLOG records); series count each set "
              "of logs once, under its "
              "first round and system");
}

TEST(Provenance, DatasetFilesKeepHashesAndMarks)
{
    const ImportResult result = importBoth();
    ASSERT_TRUE(result.ok()) << result.error;
    const LoadResult loaded = loadDataset(toJson(result.dataset, &result.report));
    ASSERT_TRUE(loaded.ok()) << loaded.error;
    const auto before = entriesOf(result.dataset, "training_results_v4.1");
    const auto after = entriesOf(loaded.dataset, "training_results_v4.1");
    ASSERT_EQ(after.size(), 3u);
    for (const auto& [id, entry] : before) {
        EXPECT_EQ(after.at(id)->republishedFrom, entry->republishedFrom) << id;
        ASSERT_EQ(after.at(id)->runs.size(), entry->runs.size());
        for (std::size_t i = 0; i < entry->runs.size(); ++i)
            EXPECT_EQ(after.at(id)->runs[i].contentHash, entry->runs[i].contentHash);
    }
}

TEST(Provenance, SummaryCsvAndJsonSayRepublishedFrom)
{
    const ImportResult result = importBoth();
    ASSERT_TRUE(result.ok()) << result.error;
    const std::string csv = output::resultsCsv(result.dataset);
    EXPECT_NE(csv.find(",unscored_reason,republished_from,republished_of\n"), std::string::npos)
        << csv.substr(0, 300);
    EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), 6); // header + 5 entries
    EXPECT_NE(csv.find(",training_results_v4.0,acme_n1\n"), std::string::npos);
    EXPECT_NE(csv.find(",training_results_v4.1,acme_n2\n"), std::string::npos);
    const auto json = nlohmann::json::parse(output::resultsJson(result.dataset))["results"];
    int marked = 0;
    for (const auto& row : json) {
        ASSERT_TRUE(row.contains("republished_from"));
        ASSERT_TRUE(row.contains("republished_of"));
        marked += row["republished_from"].is_string();
        EXPECT_EQ(row["republished_from"].is_string(), row["republished_of"].is_string());
    }
    EXPECT_EQ(marked, 2);
}

TEST(Provenance, CrossRoundSeriesCountARepublishedEntryOnce)
{
    const ImportResult result = importBoth();
    ASSERT_TRUE(result.ok()) << result.error;
    analysis::SeriesOptions options;
    options.groupBy = analysis::GroupBy::AcrossRounds;
    options.filter.benchmark = "ssd";
    options.fits = false;
    options.bootstrapResamples = 0;
    options.entryResamples = 0;
    auto series = analysis::analyze(result.dataset, options);
    ASSERT_EQ(series.size(), 1u);
    const auto& points = series[0].points;
    ASSERT_EQ(points.size(), 5u); // every entry stays visible
    int leftOut = 0;
    for (const auto& point : points) {
        const bool copy = point.round == "training_results_v4.1" && point.systemId != "acme_n2";
        EXPECT_EQ(point.republishedLeftOut, copy) << point.round << " " << point.systemId;
        if (point.republishedLeftOut) {
            ++leftOut;
            EXPECT_FALSE(point.inCurve);
            EXPECT_FALSE(point.onFrontier);
            EXPECT_NE(point.localExponentReason.find("counted once"), std::string::npos);
        }
    }
    EXPECT_EQ(leftOut, 2);
    // The curve: 8 GPUs at 1.9 min (the v4.0 entry), 16 GPUs at 0.6 min.
    ASSERT_EQ(series[0].curve.size(), 2u);
    EXPECT_DOUBLE_EQ(series[0].curve[0].minutes, 1.9);
    EXPECT_DOUBLE_EQ(series[0].curve[1].minutes, 0.6);
    EXPECT_EQ(series[0].reference.round, "training_results_v4.0");
    const std::string csv = analysis::seriesToCsv(series);
    EXPECT_NE(csv.find(",break_even_gap_to,republished_from,republished_of,republished_left_out,"
                       "also_published_as,throughput_efficiency,"),
              std::string::npos);

    // One round per series (group by accelerator keeps rounds apart): a copy of another
    // round's entry is the only copy there and counts; a copy inside the round does not.
    options.groupBy = analysis::GroupBy::Accelerator;
    for (const auto& one : analysis::analyze(result.dataset, options))
        for (const auto& point : one.points) {
            const bool copyInItsRound =
                point.round == "training_results_v4.1" && point.systemId == "acme_n2b";
            EXPECT_EQ(point.republishedLeftOut, copyInItsRound)
                << point.round << " " << point.systemId;
            if (point.round == "training_results_v4.1" && point.systemId == "acme_n2")
                EXPECT_EQ(point.alsoPublishedAs, std::vector<std::string>{"acme_n2b"});
            else
                EXPECT_TRUE(point.alsoPublishedAs.empty()) << point.round << " " << point.systemId;
        }
}

// --- Provenance by content (issue 40): the MLLOG records, whatever else the files hold.

namespace {

const std::string kContent =
    std::string(SCALESCOPE_FIXTURE_ROUNDS) + "/provenance_content/training_results_v5.0";

std::string recordsHashOf(std::string_view text)
{
    json::Arena arena;
    mllog::MllogLog log;
    Xxh64 hash;
    mllog::ReadOptions options;
    options.recordsHash = &hash;
    mllog::readMllog(text, arena, log, options);
    return contentHashText(hash.digest());
}

analysis::SeriesOptions quickOptions(analysis::GroupBy groupBy)
{
    analysis::SeriesOptions options;
    options.groupBy = groupBy;
    options.filter.benchmark = "ssd";
    options.fits = false;
    options.bootstrapResamples = 0;
    options.entryResamples = 0;
    return options;
}

const analysis::Point& pointOf(const analysis::Series& series, const std::string& systemId)
{
    const auto found =
        std::find_if(series.points.begin(), series.points.end(),
                     [&](const analysis::Point& point) { return point.systemId == systemId; });
    EXPECT_NE(found, series.points.end()) << systemId;
    return *found;
}

} // namespace

TEST(Provenance, RecordsHashIsOfTheMllogRecordsOnly)
{
    const std::string log =
        ":::MLLOG {\"time_ms\": 1, \"key\": \"run_start\", \"value\": null, \"metadata\": {}}\n"
        ":::MLLOG {\"time_ms\": 2, \"key\": \"submission_platform\", \"value\": \"A\", "
        "\"metadata\": {}}\n"
        ":::MLLOG {\"time_ms\": 9, \"key\": \"run_stop\", \"value\": null, \"metadata\": {}}\n";
    const std::string hash = recordsHashOf(log);
    EXPECT_EQ(hash.rfind("xxh64:", 0), 0u);
    // Other lines, rank prefixes, trailing blanks, CRLF and the filing labels do not count.
    std::string other = "header line\n" + log + "ENDING TIMING RUN\n";
    other.replace(other.find(":::MLLOG"), 0, "[1,0]<stdout>:");
    other.replace(other.find("\"A\""), 3, "\"A-POWER\"");
    std::string crlf;
    for (const char c : other)
        crlf += c == '\n' ? std::string(" \t\r\n") : std::string(1, c);
    EXPECT_EQ(recordsHashOf(other), hash);
    EXPECT_EQ(recordsHashOf(crlf), hash);
    // A value changed, a record left out, or records in another order do.
    std::string changed = log;
    changed.replace(changed.find("\"time_ms\": 9"), 12, "\"time_ms\": 8");
    EXPECT_NE(recordsHashOf(changed), hash);
    EXPECT_NE(recordsHashOf(log.substr(log.find('\n') + 1)), hash);
    const std::size_t second = log.find('\n') + 1;
    EXPECT_NE(recordsHashOf(log.substr(second) + log.substr(0, second)), hash);
}

TEST(Provenance, CopiesWithOtherLinesAreRepublished)
{
    ImportOptions options;
    options.ruleset = "4.1.0";
    options.threads = 2;
    const ImportResult result = importPaths({kContent, kOld}, options);
    ASSERT_TRUE(result.ok()) << result.error;
    const auto older = entriesOf(result.dataset, "training_results_v4.0");
    const auto newer = entriesOf(result.dataset, "training_results_v5.0");
    ASSERT_EQ(newer.size(), 3u);
    // Lines added (header, SYSJSON, rank prefix, trailing blanks) and, in acme_n1r, one
    // removed and CRLF: the bytes differ, the records do not.
    for (const char* id : {"acme_n1", "acme_n1r"}) {
        EXPECT_EQ(newer.at(id)->republishedFrom, "training_results_v4.0") << id;
        EXPECT_EQ(newer.at(id)->republishedOf, "acme_n1") << id;
        ASSERT_EQ(newer.at(id)->runs.size(), older.at("acme_n1")->runs.size());
        for (std::size_t i = 0; i < newer.at(id)->runs.size(); ++i) {
            EXPECT_NE(newer.at(id)->runs[i].contentHash, older.at("acme_n1")->runs[i].contentHash)
                << id << i;
            EXPECT_EQ(newer.at(id)->runs[i].recordsHash, older.at("acme_n1")->runs[i].recordsHash)
                << id << i;
        }
    }
    // One MLLOG value (a counted run's seed) changed: the same score, not the same logs.
    ASSERT_TRUE(newer.at("acme_n2")->scoreMinutes);
    EXPECT_DOUBLE_EQ(*newer.at("acme_n2")->scoreMinutes, 0.6);
    EXPECT_FALSE(newer.at("acme_n2")->republishedFrom);
    EXPECT_EQ(result.report.republished, 2u);

    // Across rounds, both copies are left out: the curve counts v4.0's entries once each.
    const auto series =
        analysis::analyze(result.dataset, quickOptions(analysis::GroupBy::AcrossRounds));
    ASSERT_EQ(series.size(), 1u);
    EXPECT_TRUE(pointOf(series[0], "acme_n1r").republishedLeftOut);
    int leftOut = 0;
    for (const auto& point : series[0].points)
        leftOut += point.republishedLeftOut;
    EXPECT_EQ(leftOut, 2);

    // The archive path hashes records as the folder path does.
    const auto loaded = loadDataset(toJson(result.dataset, &result.report));
    ASSERT_TRUE(loaded.ok()) << loaded.error;
    EXPECT_EQ(
        entriesOf(loaded.dataset, "training_results_v5.0").at("acme_n1r")->runs[0].recordsHash,
        newer.at("acme_n1r")->runs[0].recordsHash);
    EXPECT_EQ(entriesOf(loaded.dataset, "training_results_v5.0").at("acme_n1r")->republishedOf,
              "acme_n1");
}

TEST(Provenance, OneSetOfLogsUnderTwoNamesInARoundIsOnePoint)
{
    ImportOptions options;
    options.ruleset = "4.1.0";
    ImportResult result = importPaths({kContent}, options);
    ASSERT_TRUE(result.ok()) << result.error;
    const auto entries = entriesOf(result.dataset, "training_results_v5.0");
    EXPECT_FALSE(entries.at("acme_n1")->republishedFrom);
    EXPECT_EQ(entries.at("acme_n1r")->republishedFrom, "training_results_v5.0");
    EXPECT_EQ(entries.at("acme_n1r")->republishedOf, "acme_n1");
    // The second name carries the power logs (as a -POWER copy does): the point takes them.
    for (auto& system : result.dataset.rounds[0].systems)
        if (system.systemId == "acme_n1r")
            system.benchmarks[0].energyJoules = 3.6e6;

    const auto series =
        analysis::analyze(result.dataset, quickOptions(analysis::GroupBy::Accelerator));
    ASSERT_EQ(series.size(), 1u);
    const auto& kept = pointOf(series[0], "acme_n1");
    const auto& copy = pointOf(series[0], "acme_n1r");
    EXPECT_FALSE(kept.republishedLeftOut);
    EXPECT_TRUE(kept.inCurve);
    EXPECT_EQ(kept.alsoPublishedAs, std::vector<std::string>{"acme_n1r"});
    ASSERT_TRUE(kept.energyJoules);
    EXPECT_DOUBLE_EQ(*kept.energyJoules, 3.6e6);
    EXPECT_TRUE(copy.republishedLeftOut);
    EXPECT_FALSE(copy.inCurve);
    EXPECT_FALSE(copy.onFrontier);
    EXPECT_EQ(englishText(analysis::pointNameMessage(kept)),
              "acme_n1 (also published as acme_n1r)");

    // Every output names the point with both and marks the copy.
    const std::string table =
        analysis::seriesToTable(series, quickOptions(analysis::GroupBy::Accelerator));
    EXPECT_NE(table.find("acme_n1 (also published as acme_n1r)"), std::string::npos) << table;
    EXPECT_NE(table.find("acme_n1r ^"), std::string::npos) << table;
    EXPECT_NE(
        table.find(
            "(^ acme_n1r republishes the result logs of acme_n1 (training_results_v5.0): left out, "
            "counted once as that point)"),
        std::string::npos)
        << table;
    const std::string csv = analysis::seriesToCsv(series);
    EXPECT_NE(csv.find(",training_results_v5.0,acme_n1,yes,"), std::string::npos) << csv;
    EXPECT_NE(csv.find(",,,no,acme_n1r,"), std::string::npos) << csv;
    const auto json = nlohmann::json::parse(
        analysis::seriesToJson(series, quickOptions(analysis::GroupBy::Accelerator), nullptr));
    bool named = false;
    for (const auto& point : json["series"][0]["points"])
        if (point["system_id"] == "acme_n1") {
            EXPECT_EQ(point["also_published_as"], nlohmann::json::array({"acme_n1r"}));
            named = true;
        } else if (point["system_id"] == "acme_n1r") {
            EXPECT_EQ(point["republished_of"], "acme_n1");
            EXPECT_EQ(point["republished_left_out"], true);
        }
    EXPECT_TRUE(named);

    // summarize: csv and json say whose logs, the table marks the row.
    EXPECT_NE(output::resultsCsv(result.dataset).find(",training_results_v5.0,acme_n1\n"),
              std::string::npos);
    const std::string summary = output::resultsTable(result.dataset);
    EXPECT_NE(summary.find("acme_n1r ^"), std::string::npos) << summary;
    EXPECT_NE(
        summary.find(
            "^ acme_n1r ssd republishes the result logs of acme_n1 (training_results_v5.0)\n"),
        std::string::npos)
        << summary;
}

TEST(Provenance, FilesWithoutRecordHashesFallBackToBytes)
{
    // A dataset file saved before records were hashed: byte hashes only, and one entry
    // of a newer import with both. Byte-identical logs have identical records, so the
    // bytes still find the copies they found before; no more.
    Dataset dataset;
    const auto roundWith = [](std::string name, std::string bytes, std::string records) {
        Round round;
        round.name = std::move(name);
        SystemEntry system;
        system.systemId = "acme_n1";
        BenchmarkResult entry;
        entry.benchmark = "bert";
        RunFigure run;
        run.status = RunStatus::Counted;
        run.contentHash = std::move(bytes);
        run.recordsHash = std::move(records);
        entry.runs.push_back(run);
        system.benchmarks.push_back(entry);
        round.systems.push_back(system);
        return round;
    };
    dataset.rounds.push_back(roundWith("training_results_v3.1", "xxh64:b1", ""));
    dataset.rounds.push_back(roundWith("training_results_v4.1", "xxh64:b1", "xxh64:r1"));
    dataset.rounds.push_back(roundWith("training_results_v5.1", "xxh64:b2", "xxh64:r1"));
    dataset.rounds.push_back(roundWith("training_results_v5.2", "xxh64:b3", ""));
    const auto marked = markRepublished(dataset);
    ASSERT_EQ(marked.size(), 2u);
    EXPECT_EQ(dataset.rounds[1].systems[0].benchmarks[0].republishedFrom,
              "training_results_v3.1"); // by bytes
    // By records, of v4.1's entry, whose first entry is v3.1's: one set of logs has one first.
    EXPECT_EQ(dataset.rounds[2].systems[0].benchmarks[0].republishedFrom, "training_results_v3.1");
    EXPECT_EQ(dataset.rounds[2].systems[0].benchmarks[0].republishedOf, "acme_n1");
    EXPECT_FALSE(dataset.rounds[3].systems[0].benchmarks[0].republishedFrom);
}
