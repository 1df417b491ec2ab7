// The real v4.1 round against what the official MLCommons summarizer printed for it
// (../shared/mlperf/expected): every score, accelerator count, energy and rejected run.
#include "core/analysis/series.h"
#include "core/dataset/dataset_io.h"
#include "core/importer/importer.h"
#include "core/resources/embedded.h"
#include "core/rules/rules_catalog.h"
#include "core/rules/ruleset.h"
#include "tests/support/csv_reader.h"
#include "tests/support/test_data.h"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <map>
#include <optional>
#include <sstream>

using namespace scalescope;

namespace {

std::string readText(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

// details_url ends in /systems/<system_id>.json: the key that is unique per row.
std::string systemIdOf(const std::string& detailsUrl)
{
    const auto slash = detailsUrl.rfind('/');
    return detailsUrl.substr(slash + 1, detailsUrl.size() - slash - 1 - 5);
}

struct ExpectedTable
{
    std::vector<std::string> header;
    std::map<std::string, std::map<std::string, std::string>> rows; // system_id -> column -> cell
};

ExpectedTable loadExpected(const std::string& file)
{
    const auto table =
        scalescope::fixtures::parseCsv(readText(std::string(SCALESCOPE_EXPECTED_DIR) + "/" + file));
    ExpectedTable expected;
    expected.header = table.at(0);
    const auto urlColumn =
        std::find(expected.header.begin(), expected.header.end(), "details_url") -
        expected.header.begin();
    for (std::size_t r = 1; r < table.size(); ++r) {
        auto& row = expected.rows[systemIdOf(table[r].at(static_cast<std::size_t>(urlColumn)))];
        for (std::size_t c = 0; c < expected.header.size(); ++c)
            row[expected.header[c]] = table[r].at(c);
    }
    return expected;
}

class V41Import : public ::testing::Test
{
  protected:
    static void SetUpTestSuite()
    {
        if (!scalescope::fixtures::missingV41Round())
            result_ = new ImportResult(importPaths({SCALESCOPE_V41_ROOT}));
    }
    void SetUp() override
    {
        SCALESCOPE_NEEDS_V41_ROUND();
        SCALESCOPE_NEEDS_OFFICIAL_OUTPUT();
    }
    static void TearDownTestSuite()
    {
        delete result_;
        result_ = nullptr;
    }
    static const Round& round() { return result_->dataset.rounds.at(0); }
    static const SystemEntry* system(const std::string& id)
    {
        for (const auto& entry : round().systems)
            if (entry.systemId == id)
                return &entry;
        return nullptr;
    }
    static ImportResult* result_;
};

ImportResult* V41Import::result_ = nullptr;

const BenchmarkResult* benchmarkOf(const SystemEntry& entry, const std::string& name)
{
    for (const auto& benchmark : entry.benchmarks)
        if (benchmark.benchmark == name)
            return &benchmark;
    return nullptr;
}

} // namespace

TEST_F(V41Import, ImportsOneRoundWithRuleset410)
{
    ASSERT_TRUE(result_->ok()) << result_->error;
    ASSERT_EQ(result_->dataset.rounds.size(), 1u);
    EXPECT_EQ(round().name, "training_results_v4.1");
    EXPECT_EQ(round().ruleset, "4.1.0");
    EXPECT_EQ(round().systems.size(), 83u);
    EXPECT_EQ(result_->report.runsRead, 1309u);
    EXPECT_EQ(result_->report.runsRejected, 6u);
    EXPECT_EQ(result_->report.scoresComputed, 153u);
}

TEST_F(V41Import, EveryOfficialScoreIsBitExact)
{
    const ExpectedTable expected = loadExpected("training_v4.1_official_summary.csv");
    ASSERT_EQ(expected.rows.size(), 83u);
    const std::vector<std::string> benchmarks = {
        "bert", "dlrm_dcnv2", "gpt3", "ssd", "stable_diffusion", "llama2_70b_lora", "gnn"};
    int compared = 0;
    for (const auto& [systemId, cells] : expected.rows) {
        const SystemEntry* entry = system(systemId);
        ASSERT_NE(entry, nullptr) << systemId;
        EXPECT_EQ(std::to_string(entry->acceleratorsCount), cells.at("accelerators_count"))
            << systemId;
        EXPECT_EQ(std::to_string(entry->hostProcessorsCount), cells.at("host_processors_count"))
            << systemId;
        EXPECT_EQ(entry->numberOfNodes, cells.at("number_of_nodes")) << systemId;
        EXPECT_EQ(entry->submitter, cells.at("submitter")) << systemId;
        EXPECT_EQ(entry->system, cells.at("system")) << systemId;
        EXPECT_EQ(entry->division, cells.at("division")) << systemId;
        EXPECT_EQ(entry->availability, cells.at("availability")) << systemId;
        EXPECT_EQ(entry->acceleratorModelName, cells.at("accelerator_model_name")) << systemId;
        EXPECT_EQ(entry->hostProcessorModelName, cells.at("host_processor_model_name")) << systemId;
        EXPECT_EQ(entry->framework, cells.at("framework")) << systemId;
        EXPECT_EQ(entry->notes, cells.at("notes")) << systemId;
        EXPECT_EQ(entry->detailsUrl, cells.at("details_url")) << systemId;
        EXPECT_EQ(entry->codeUrl, cells.at("code_url")) << systemId;
        for (const auto& name : benchmarks) {
            const std::string& cell = cells.at(name);
            const BenchmarkResult* result = benchmarkOf(*entry, name);
            if (cell.empty()) {
                EXPECT_TRUE(!result || !result->scoreMinutes) << systemId << " " << name;
                continue;
            }
            ASSERT_NE(result, nullptr) << systemId << " " << name;
            ASSERT_TRUE(result->scoreMinutes)
                << systemId << " " << name << ": " << result->unscoredReason;
            const double official = std::strtod(cell.c_str(), nullptr);
            EXPECT_LE(std::fabs(*result->scoreMinutes - official), 1e-9 * official)
                << systemId << " " << name;
            EXPECT_EQ(*result->scoreMinutes, official)
                << systemId << " " << name << " is not bit-exact";
            ++compared;
        }
    }
    EXPECT_EQ(compared, 153);
}

TEST_F(V41Import, ScalingFactorAndEnergyMatchTheDetailedCsv)
{
    const ExpectedTable expected = loadExpected("training_v4.1_official_detailed.csv");
    int energies = 0;
    int factors = 0;
    for (const auto& [systemId, cells] : expected.rows) {
        const SystemEntry* entry = system(systemId);
        ASSERT_NE(entry, nullptr) << systemId;
        for (const auto& benchmark : entry->benchmarks) {
            const std::string& factor = cells.at(benchmark.benchmark + ":rcp_scaling_factor");
            if (!factor.empty()) {
                EXPECT_EQ(benchmark.scalingFactor, std::strtod(factor.c_str(), nullptr))
                    << systemId;
                ++factors;
            }
            const std::string& energy = cells.at(benchmark.benchmark + ":Energy");
            if (energy.empty()) {
                EXPECT_FALSE(benchmark.energyJoules) << systemId << " " << benchmark.benchmark;
                continue;
            }
            ASSERT_TRUE(benchmark.energyJoules) << systemId << " " << benchmark.benchmark;
            EXPECT_EQ(*benchmark.energyJoules, std::strtod(energy.c_str(), nullptr)) << systemId;
            ++energies;
        }
    }
    EXPECT_EQ(energies, 1);
    EXPECT_GE(factors, 153);
    const SystemEntry* dell = system("8xXE9680x8H100-SXM-80GB-POWER");
    ASSERT_NE(dell, nullptr);
    EXPECT_EQ(*benchmarkOf(*dell, "llama2_70b_lora")->energyJoules, 16384267.9502019);
}

TEST_F(V41Import, TheSixOfficiallyRejectedRunsAreRejected)
{
    // training_v4.1_official_summarizer_log.txt: "Compliance check failed in ..."
    const std::string log = readText(std::string(SCALESCOPE_EXPECTED_DIR) +
                                     "/training_v4.1_official_summarizer_log.txt");
    std::vector<std::string> official;
    std::istringstream lines(log);
    for (std::string line; std::getline(lines, line);) {
        const std::string prefix = "Compliance check failed in ";
        if (line.rfind(prefix, 0) == 0)
            official.push_back(line.substr(prefix.size()));
    }
    ASSERT_EQ(official.size(), 6u);
    std::vector<std::string> ours;
    for (const auto& entry : round().systems)
        for (const auto& benchmark : entry.benchmarks)
            for (const auto& run : benchmark.runs)
                if (run.status == RunStatus::Rejected) {
                    ours.push_back(benchmark.folder + "/" + run.file);
                    EXPECT_FALSE(run.reason.empty()) << run.file;
                }
    std::sort(official.begin(), official.end());
    std::sort(ours.begin(), ours.end());
    EXPECT_EQ(ours, official);
}

TEST_F(V41Import, RejectionReasonsNameTheRule)
{
    std::map<std::string, std::string> reasons;
    for (const auto& item : result_->report.items)
        if (item.kind == ItemKind::Run)
            reasons[item.path] = item.message;
    const auto reasonFor = [&](const std::string& tail) {
        for (const auto& [path, message] : reasons)
            if (path.size() >= tail.size() &&
                path.compare(path.size() - tail.size(), tail.size(), tail) == 0)
                return message;
        return std::string("(no report item)");
    };
    EXPECT_NE(reasonFor("tinybox_green/bert/result_2.txt").find("run_stop"), std::string::npos);
    EXPECT_NE(reasonFor("llama2_70b_lora/result_240928173116824495865_1.txt").find("779"),
              std::string::npos);
    EXPECT_NE(reasonFor("stable_diffusion/result_240930214820337534394_01.txt").find("1091"),
              std::string::npos);
    EXPECT_NE(reasonFor("stable_diffusion/result_240930043022868987627_01.txt").find("785"),
              std::string::npos);
}

TEST_F(V41Import, PerRunFiguresAreKept)
{
    const SystemEntry* entry = system("eos_n64_ngc24.09_nemo");
    ASSERT_NE(entry, nullptr);
    const BenchmarkResult* sd = benchmarkOf(*entry, "stable_diffusion");
    ASSERT_NE(sd, nullptr);
    ASSERT_EQ(sd->runs.size(), 10u);
    EXPECT_EQ(sd->runsTotal, 10);
    EXPECT_EQ(sd->runsCounted, 8);
    EXPECT_EQ(*sd->rawMinutes, 1.6635562499999998);
    EXPECT_EQ(sd->scalingFactor, 1.0253353204172877);
    EXPECT_EQ(sd->runs[6].file, "result_6.txt");
    EXPECT_EQ(sd->runs[6].status, RunStatus::Rejected);
    EXPECT_EQ(sd->runs[3].status, RunStatus::DroppedFastest);
    EXPECT_EQ(sd->runs[8].status, RunStatus::Counted);
    EXPECT_EQ(*sd->runs[8].minutes, 1.9709333333333334);
}

TEST_F(V41Import, ClemsonLlamaFolderWithoutRunsHasNoScoreButAFactor)
{
    const SystemEntry* entry = system("7x8xH100-SXM5-80GB");
    ASSERT_NE(entry, nullptr);
    const BenchmarkResult* llama = benchmarkOf(*entry, "llama2_70b_lora");
    ASSERT_NE(llama, nullptr);
    EXPECT_FALSE(llama->scoreMinutes);
    EXPECT_EQ(llama->runsTotal, 0);
    EXPECT_EQ(llama->scalingFactor, 1.0511463844797178);
    EXPECT_EQ(llama->unscoredReason, "no result_*.txt files");
}

TEST(V41ImportPaths, OverlappingPathsAreImportedOnce)
{
    SCALESCOPE_NEEDS_V41_ROUND();
    const std::string root = SCALESCOPE_V41_ROOT;
    const ImportResult result =
        importPaths({root + "/NVIDIA", root + "/NVIDIA/results/eos_n64_ngc24.09_nemo",
                     root + "/NVIDIA/results/eos_n64_ngc24.09_nemo/stable_diffusion",
                     root + "/Dell/results/8xXE9680x8H100-SXM-80GB-POWER/llama2_70b_lora"});
    ASSERT_TRUE(result.ok()) << result.error;
    ASSERT_EQ(result.dataset.rounds.size(), 1u);
    std::size_t nvidia = 0;
    std::size_t dell = 0;
    for (const auto& entry : result.dataset.rounds[0].systems) {
        nvidia += entry.organisation == "NVIDIA";
        if (entry.organisation == "Dell") {
            ++dell;
            ASSERT_EQ(entry.benchmarks.size(), 1u);
            EXPECT_EQ(*entry.benchmarks[0].scoreMinutes, 5.051522250280583);
        }
    }
    EXPECT_EQ(dell, 1u);
    // Every NVIDIA system once, though one was named three times.
    std::size_t n64 = 0;
    for (const auto& entry : result.dataset.rounds[0].systems)
        n64 += entry.systemId == "eos_n64_ngc24.09_nemo";
    EXPECT_EQ(n64, 1u);
    EXPECT_GT(nvidia, 10u);
}

// docs/analysis.md §1.4: one set of llama2_70b_lora logs at 64 GPUs filed by Dell under two
// system names (the -POWER folder adds power logs; the logs differ only in their
// submission_platform record) is one point, named with both, with the energy.
TEST(V41ImportPaths, DellPowerTwinIsOnePointNamedWithBoth)
{
    SCALESCOPE_NEEDS_V41_ROUND();
    const std::string root = SCALESCOPE_V41_ROOT;
    const ImportResult result = importPaths({root + "/Dell"});
    ASSERT_TRUE(result.ok()) << result.error;
    ASSERT_EQ(result.dataset.rounds.size(), 1u);
    const BenchmarkResult* power = nullptr;
    for (const auto& system : result.dataset.rounds[0].systems)
        for (const auto& entry : system.benchmarks)
            if (system.systemId == "8xXE9680x8H100-SXM-80GB-POWER" &&
                entry.benchmark == "llama2_70b_lora")
                power = &entry;
    ASSERT_NE(power, nullptr);
    EXPECT_EQ(power->republishedFrom, "training_results_v4.1");
    EXPECT_EQ(power->republishedOf, "8xXE9680x8H100-SXM-80GB");
    ASSERT_TRUE(power->energyJoules);
    ASSERT_FALSE(power->runs.empty());
    EXPECT_FALSE(power->runs[0].recordsHash.empty());

    analysis::SeriesOptions options;
    options.filter.benchmark = "llama2_70b_lora";
    options.fits = false;
    options.bootstrapResamples = 0;
    options.entryResamples = 0;
    std::size_t found = 0;
    for (const auto& series : analysis::analyze(result.dataset, options))
        for (const auto& point : series.points) {
            if (point.n != 64)
                continue;
            if (point.systemId == "8xXE9680x8H100-SXM-80GB") {
                ++found;
                EXPECT_FALSE(point.republishedLeftOut);
                EXPECT_EQ(point.alsoPublishedAs,
                          std::vector<std::string>{"8xXE9680x8H100-SXM-80GB-POWER"});
                EXPECT_EQ(
                    englishText(analysis::pointNameMessage(point)),
                    "8xXE9680x8H100-SXM-80GB (also published as 8xXE9680x8H100-SXM-80GB-POWER)");
                ASSERT_TRUE(point.energyJoules); // the -POWER copy's
                EXPECT_EQ(*point.energyJoules, *power->energyJoules);
            } else if (point.systemId == "8xXE9680x8H100-SXM-80GB-POWER") {
                ++found;
                EXPECT_TRUE(point.republishedLeftOut);
                EXPECT_FALSE(point.inCurve);
            }
        }
    EXPECT_EQ(found, 2u);
}

TEST(V41ImportPaths, CancelStopsTheImport)
{
    SCALESCOPE_NEEDS_V41_ROUND();
    std::size_t calls = 0;
    const ImportResult result = importPaths({SCALESCOPE_V41_ROOT}, {},
                                            [&](std::size_t, std::size_t) { return ++calls < 20; });
    EXPECT_TRUE(result.cancelled);
    EXPECT_FALSE(result.ok());
    EXPECT_TRUE(result.dataset.rounds.empty());
}

TEST_F(V41Import, TheEmbeddedSampleIsAFreshImportOfTheRound)
{
    const auto text = resources::findEmbedded("sample/training_v4.1.scalescope.json");
    ASSERT_TRUE(text) << "the build embeds no sample";
    const LoadResult sample = loadDataset(*text);
    ASSERT_TRUE(sample.error.empty()) << sample.error;
    Dataset fresh = result_->dataset;
    ASSERT_EQ(sample.dataset.rounds.size(), 1u);
    fresh.rounds[0].source = sample.dataset.rounds[0].source; // where it was opened from differs
    EXPECT_EQ(toJson(sample.dataset), toJson(fresh))
        << "resources/sample/training_v4.1.scalescope.json is stale: regenerate it "
           "(resources/sample/README.md)";
    EXPECT_EQ(sample.dataset.rounds[0].source, "training_results_v4.1");
}

// Rules as published and today's rules agree on every v4.1 run (the 4.1.0 release YAML
// is today's): the same dataset, bit for bit, and no run told twice.
TEST_F(V41Import, TheSameUnderTodaysRules)
{
    EXPECT_EQ(otherEditionOf(*findBuiltInRuleset("4.1.0")), nullptr);
    ImportOptions todaysRules;
    todaysRules.rules = RulesCatalog(RulesEdition::Current);
    const ImportResult today = importPaths({SCALESCOPE_V41_ROOT}, todaysRules);
    ASSERT_TRUE(today.ok()) << today.error;
    EXPECT_EQ(result_->dataset.rounds[0].rules, "published");
    EXPECT_EQ(today.dataset.rounds[0].rules, "current");
    EXPECT_EQ(toJson(today.dataset), toJson(result_->dataset));
    EXPECT_EQ(today.report.toText(), result_->report.toText());
    for (const auto& system : result_->dataset.rounds[0].systems)
        for (const auto& benchmark : system.benchmarks)
            EXPECT_FALSE(benchmark.scoreDependsOnRules) << benchmark.folder;
}

// v3.1 and v5.1 (read from their archives in ../shared, not unpacked): the release and
// today's YAML of 3.1.0 and 5.1.0 are the same, so every run is decided alike and the
// datasets are identical.
class RealRoundUnderBothRuleSets : public ::testing::TestWithParam<const char*>
{
};

TEST_P(RealRoundUnderBothRuleSets, SameDatasetAndReport)
{
    const std::filesystem::path archive =
        std::filesystem::path(SCALESCOPE_EXPECTED_DIR).parent_path() /
        (std::string("training_results_") + GetParam() + ".tar.xz");
    SCALESCOPE_SKIP_IF_MISSING(
        std::filesystem::exists(archive)
            ? std::nullopt
            : std::optional<std::string>("needs " + archive.string() + ": " +
                                         scalescope::fixtures::howToGetTestData()));
    const ImportResult published = importArchive(archive);
    ImportOptions todaysRules;
    todaysRules.rules = RulesCatalog(RulesEdition::Current);
    const ImportResult today = importArchive(archive, todaysRules);
    ASSERT_TRUE(published.ok()) << published.error;
    ASSERT_TRUE(today.ok()) << today.error;
    EXPECT_GT(published.report.scoresComputed, 100u);
    EXPECT_EQ(toJson(today.dataset), toJson(published.dataset));
    EXPECT_EQ(today.report.toText(), published.report.toText());
}

INSTANTIATE_TEST_SUITE_P(V31AndV51, RealRoundUnderBothRuleSets, ::testing::Values("v3.1", "v5.1"),
                         [](const ::testing::TestParamInfo<const char*>& info) {
                             return std::string(info.param).replace(2, 1, "");
                         });

// Read from its archive, where each log keeps only its MLLOG lines as it is unpacked
// (mllog::LineFilter), the round is the same dataset as read from the folder.
TEST_F(V41Import, TheArchiveGivesTheDatasetOfTheFolder)
{
    const std::filesystem::path archive =
        std::filesystem::path(SCALESCOPE_EXPECTED_DIR).parent_path() /
        "training_results_v4.1.tar.xz";
    SCALESCOPE_SKIP_IF_MISSING(
        std::filesystem::exists(archive)
            ? std::nullopt
            : std::optional<std::string>("needs " + archive.string() + ": " +
                                         scalescope::fixtures::howToGetTestData()));
    ImportResult packed = importArchive(archive);
    ASSERT_TRUE(packed.ok()) << packed.error;
    ASSERT_EQ(packed.dataset.rounds.size(), 1u);
    Dataset folder = result_->dataset;
    // Only where each was read from differs.
    packed.dataset.rounds[0].source.clear();
    folder.rounds[0].source.clear();
    EXPECT_EQ(packed.report.runsRead, result_->report.runsRead);
    EXPECT_EQ(packed.report.scoresComputed, result_->report.scoresComputed);
    EXPECT_EQ(toJson(packed.dataset), toJson(folder));
}
