// A round scored with the rules as published and with today's rules
// (tests/data/rulesets/published_v1.1, made by tests/data/rulesets/make_fixtures.py and
// staged as training_results_v1.1): both stories are told where they differ, and an
// import never writes under the folder it reads.

#include "core/importer/importer.h"
#include "core/output/summary_writers.h"
#include "core/rules/rules_catalog.h"
#include "core/rules/ruleset.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>
#include <unistd.h>

using namespace scalescope;
namespace fs = std::filesystem;

namespace {

const std::string kRoot =
    std::string(SCALESCOPE_FIXTURE_ROUNDS) + "/published11/training_results_v1.1";
const std::string kNoWeightsRun = "training_results_v1.1/Oldco/results/oldco_n1/rnnt/result_3.txt";

class PublishedRound : public ::testing::Test
{
};

ImportOptions underRules(RulesCatalog rules)
{
    ImportOptions options;
    options.rules = std::move(rules);
    return options;
}

const BenchmarkResult& onlyBenchmark(const ImportResult& result)
{
    return result.dataset.rounds.at(0).systems.at(0).benchmarks.at(0);
}

std::string messagesAbout(const ImportReport& report, const std::string& pathEnd)
{
    std::string text;
    for (const auto& item : report.items)
        if (item.path.ends_with(pathEnd))
            text += item.message + "\n";
    return text;
}

// Every entry under `root`: path, type, size, modification time and a hash of the bytes.
std::string treeFingerprint(const fs::path& root)
{
    std::vector<std::string> entries;
    for (const auto& entry : fs::recursive_directory_iterator(root)) {
        std::ostringstream line;
        line << fs::relative(entry.path(), root).string() << " "
             << static_cast<int>(entry.symlink_status().type()) << " "
             << entry.last_write_time().time_since_epoch().count();
        if (entry.is_regular_file()) {
            std::ifstream in(entry.path(), std::ios::binary);
            std::ostringstream bytes;
            bytes << in.rdbuf();
            line << " " << entry.file_size() << " " << std::hash<std::string>{}(bytes.str());
        }
        entries.push_back(line.str());
    }
    std::sort(entries.begin(), entries.end());
    std::string all;
    for (const auto& entry : entries)
        all += entry + "\n";
    return all;
}

} // namespace

TEST_F(PublishedRound, ScoredAsPublishedWithTodaysDecisionBeside)
{
    const ImportResult result = importPaths({kRoot});
    ASSERT_TRUE(result.ok()) << result.error;
    EXPECT_EQ(result.dataset.rounds[0].ruleset, "1.1.0");
    EXPECT_EQ(result.dataset.rounds[0].rules, "published");
    const BenchmarkResult& rnnt = onlyBenchmark(result);
    // 40, 41, 42, 43 minutes all count: the fastest and slowest dropped, (41 + 42) / 2.
    ASSERT_TRUE(rnnt.scoreMinutes.has_value()) << rnnt.unscoredReason;
    EXPECT_EQ(*rnnt.scoreMinutes, 41.5);
    EXPECT_EQ(rnnt.runsCounted, 2);
    // Today's rules reject the 40-minute run: d = 1, (42 + 43) / 2.
    EXPECT_TRUE(rnnt.scoreDependsOnRules);
    EXPECT_EQ(rnnt.scoreUnderOtherRules, std::optional<double>(42.5));

    const std::string said = messagesAbout(result.report, kNoWeightsRun);
    EXPECT_NE(said.find("run accepted with a warning: weights_initialization: expected at least "
                        "one occurrence, found 0 "
                        "(waived: can be ignored for 1.1.0"),
              std::string::npos)
        << said;
    // Today's reasons, as a rejection gives them: the END comparison, then the missing key.
    EXPECT_NE(
        said.find("accepted under the 1.1.0 rules as published; today's 1.1.0 rules reject it: "
                  "closed_rnnt: END check failed: sorted(s['initialized_tensors']) == "
                  "sorted(['pre_rnn', 'post_rnn', "
                  "'pred_embed', 'dec_rnn', 'joint_pred', 'joint_enc', 'joint_net']); "
                  "weights_initialization: expected at least one occurrence, found 0\n"),
        std::string::npos)
        << said;
    EXPECT_EQ(result.report.runsRejected, 0u);
    // The complete runs are decided alike: nothing is said about them.
    EXPECT_EQ(messagesAbout(result.report, "rnnt/result_0.txt"), "");

    const auto json = nlohmann::json::parse(output::resultsJson(result.dataset))["results"];
    EXPECT_EQ(json[0]["rules"], "published");
    EXPECT_EQ(json[0]["score_depends_on_rules"], true);
    EXPECT_EQ(json[0]["score_under_other_rules"], 42.5);
}

TEST_F(PublishedRound, ScoredWithTodaysRulesWithThePublishedDecisionBeside)
{
    const ImportResult result =
        importPaths({kRoot}, underRules(RulesCatalog(RulesEdition::Current)));
    ASSERT_TRUE(result.ok()) << result.error;
    EXPECT_EQ(result.dataset.rounds[0].rules, "current");
    const BenchmarkResult& rnnt = onlyBenchmark(result);
    ASSERT_TRUE(rnnt.scoreMinutes.has_value()) << rnnt.unscoredReason;
    EXPECT_EQ(*rnnt.scoreMinutes, 42.5);
    EXPECT_TRUE(rnnt.scoreDependsOnRules);
    EXPECT_EQ(rnnt.scoreUnderOtherRules, std::optional<double>(41.5));
    EXPECT_EQ(result.report.runsRejected, 1u);
    const std::string said = messagesAbout(result.report, kNoWeightsRun);
    EXPECT_NE(
        said.find("run rejected: closed_rnnt: END check failed: sorted(s['initialized_tensors'])"),
        std::string::npos)
        << said;
    EXPECT_NE(said.find("; weights_initialization: expected at least one occurrence, found 0\n"),
              std::string::npos)
        << said;
    EXPECT_NE(
        said.find("rejected under today's 1.1.0 rules; the 1.1.0 rules as published accept it"),
        std::string::npos)
        << said;
}

TEST_F(PublishedRound, RulesetsWhoseEditionsAgreeAreNotEvaluatedTwice)
{
    // The same round scored as 4.1.0, whose release and today's rules are the same: no
    // second story (the rnnt folder is not a 4.1.0 benchmark, so nothing is scored).
    ImportOptions options;
    options.ruleset = "4.1.0";
    const ImportResult result = importPaths({kRoot}, options);
    ASSERT_TRUE(result.ok()) << result.error;
    for (const auto& item : result.report.items)
        EXPECT_EQ(item.message.find("under"), std::string::npos) << item.message;
}

TEST_F(PublishedRound, ImportNeverWritesUnderTheInputFolder)
{
    // A read-only copy of the round; its fingerprint (paths, types, sizes, times, bytes)
    // is the same after importing it under both rule sets.
    const fs::path copy =
        fs::path(::testing::TempDir()) / ("scalescope_readonly_" + std::to_string(::getpid()));
    fs::remove_all(copy);
    fs::create_directories(copy);
    fs::copy(fs::path(kRoot), copy / "training_results_v1.1", fs::copy_options::recursive);
    std::vector<fs::path> all;
    for (const auto& entry : fs::recursive_directory_iterator(copy))
        all.push_back(entry.path());
    for (auto it = all.rbegin(); it != all.rend(); ++it)
        fs::permissions(*it,
                        fs::perms::owner_write | fs::perms::group_write | fs::perms::others_write,
                        fs::perm_options::remove);
    const std::string before = treeFingerprint(copy);

    for (const RulesEdition edition : {RulesEdition::Published, RulesEdition::Current}) {
        const ImportResult result =
            importPaths({copy / "training_results_v1.1"}, underRules(RulesCatalog(edition)));
        ASSERT_TRUE(result.ok()) << result.error;
        EXPECT_TRUE(onlyBenchmark(result).scoreMinutes.has_value());
    }
    EXPECT_EQ(treeFingerprint(copy), before);

    for (const auto& path : all)
        fs::permissions(path, fs::perms::owner_write, fs::perm_options::add);
    fs::remove_all(copy);
}

// Rules are a value passed to each import: two imports running at once in one process,
// each with its own rules folder (read at run time, as --rules-dir does), each get their
// own decisions however their work interleaves. The folders are 4.1.0 trees written here:
// one whose ssd rule the acme fixture's runs meet, one asking an accuracy they miss.
TEST_F(PublishedRound, TwoImportsWithTwoRulesFoldersAtOnce)
{
    const fs::path scratch =
        fs::path(::testing::TempDir()) / ("scalescope_two_rules_" + std::to_string(::getpid()));
    fs::remove_all(scratch);
    const auto writeTree = [&](const std::string& name, const std::string& ssdRule) {
        const fs::path folder = scratch / name / "training_4.1.0";
        fs::create_directories(folder);
        std::ofstream(folder / "common.yaml")
            << "- KEY:\n    NAME: submission_division\n    REQ: EXACTLY_ONE\n"
               "    POST: \" enqueue_config('training_4.1.0/{}_common.yaml'.format(v['value'])) "
               "\"\n";
        std::ofstream(folder / "closed_common.yaml")
            << "- KEY:\n    NAME: submission_benchmark\n    REQ: EXACTLY_ONE\n"
               "    CHECK: \" v['value'] in ['ssd'] \"\n"
               "    POST: \" enqueue_config('training_4.1.0/closed_{}.yaml'.format(v['value'])) "
               "\"\n";
        std::ofstream(folder / "closed_ssd.yaml") << ssdRule;
        return RulesCatalog(RulesEdition::Published,
                            loadRulesetsFromDirectory(scratch / name).rulesets);
    };
    const RulesCatalog lenient =
        writeTree("lenient", "- KEY:\n    NAME: eval_accuracy\n    REQ: AT_LEAST_ONE\n");
    const RulesCatalog strict =
        writeTree("strict", "- KEY:\n    NAME: eval_accuracy\n    REQ: AT_LEAST_ONE\n    "
                            "ATLEAST_ONE_CHECK: \"v['value'] >= 0.99\"\n");
    fs::remove_all(scratch);
    ASSERT_NE(lenient.find("4.1.0"), strict.find("4.1.0"));
    ASSERT_NE(RulesCatalog().find("4.1.0"),
              lenient.find("4.1.0")); // the built-in rules are not replaced

    const std::string acme = std::string(SCALESCOPE_FIXTURE_ROUNDS) + "/acme/training_results_v4.1";
    const auto scores = [](const ImportResult& result) {
        std::size_t count = 0;
        for (const auto& system : result.dataset.rounds.at(0).systems)
            for (const auto& benchmark : system.benchmarks)
                count += benchmark.scoreMinutes.has_value() ? 1 : 0;
        return count;
    };
    constexpr std::size_t kImportsEach = 8;
    std::vector<ImportResult> underLenient(kImportsEach);
    std::vector<ImportResult> underStrict(kImportsEach);
    std::thread first([&] {
        for (auto& result : underLenient)
            result = importPaths({acme}, underRules(lenient));
    });
    std::thread second([&] {
        for (auto& result : underStrict)
            result = importPaths({acme}, underRules(strict));
    });
    first.join();
    second.join();

    const ImportResult builtIn = importPaths({acme});
    ASSERT_TRUE(builtIn.ok()) << builtIn.error;
    for (std::size_t i = 0; i < kImportsEach; ++i) {
        SCOPED_TRACE("import " + std::to_string(i));
        ASSERT_TRUE(underLenient[i].ok()) << underLenient[i].error;
        ASSERT_TRUE(underStrict[i].ok()) << underStrict[i].error;
        // The lenient folder decides as the built-in rules do: both acme entries score.
        EXPECT_EQ(scores(underLenient[i]), 2u);
        EXPECT_EQ(underLenient[i].report.runsRejected, 0u);
        EXPECT_EQ(output::resultsJson(underLenient[i].dataset),
                  output::resultsJson(builtIn.dataset));
        // The strict one rejects every run for its accuracy: no score remains.
        EXPECT_EQ(scores(underStrict[i]), 0u);
        EXPECT_EQ(underStrict[i].report.runsRejected, underStrict[i].report.runsRead);
        EXPECT_NE(underStrict[i].report.toText().find("v['value'] >= 0.99"), std::string::npos);
    }
}
