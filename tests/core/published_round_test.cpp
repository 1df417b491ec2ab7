// A round scored with the rules as published and with today's rules
// (tests/data/rulesets/published_v1.1, made by tests/data/rulesets/make_fixtures.py and
// staged as training_results_v1.1): both stories are told where they differ, and an
// import never writes under the folder it reads.

#include "core/importer/importer.h"
#include "core/output/summary_writers.h"
#include "core/rules/ruleset.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

using namespace scalescope;
namespace fs = std::filesystem;

namespace {

const std::string kRoot = std::string(SCALESCOPE_FIXTURE_ROUNDS) + "/published11/training_results_v1.1";
const std::string kNoWeightsRun = "training_results_v1.1/Oldco/results/oldco_n1/rnnt/result_3.txt";

// Restores the default edition whatever a test chose.
class PublishedRound : public ::testing::Test
{
protected:
    void TearDown() override { setRulesEdition(RulesEdition::Published); }
};

const BenchmarkResult& onlyBenchmark(const ImportResult& result)
{
    return result.dataset.rounds.at(0).systems.at(0).benchmarks.at(0);
}

std::string messagesAbout(const ImportReport& report, const std::string& pathEnd)
{
    std::string text;
    for (const auto& item : report.items)
        if (item.path.ends_with(pathEnd)) text += item.message + "\n";
    return text;
}

// Every entry under `root`: path, type, size, modification time and a hash of the bytes.
std::string treeFingerprint(const fs::path& root)
{
    std::vector<std::string> entries;
    for (const auto& entry : fs::recursive_directory_iterator(root)) {
        std::ostringstream line;
        line << fs::relative(entry.path(), root).string() << " " << static_cast<int>(entry.symlink_status().type()) << " "
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
    for (const auto& entry : entries) all += entry + "\n";
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
    EXPECT_NE(said.find("run accepted with a warning: weights_initialization: expected at least one occurrence, found 0 "
                        "(waived: can be ignored for 1.1.0"),
              std::string::npos) << said;
    // Today's reasons, as a rejection gives them: the END comparison, then the missing key.
    EXPECT_NE(said.find("accepted under the 1.1.0 rules as published; today's 1.1.0 rules reject it: "
                        "closed_rnnt: END check failed: sorted(s['initialized_tensors']) == sorted(['pre_rnn', 'post_rnn', "
                        "'pred_embed', 'dec_rnn', 'joint_pred', 'joint_enc', 'joint_net']); "
                        "weights_initialization: expected at least one occurrence, found 0\n"),
              std::string::npos) << said;
    EXPECT_EQ(result.report.runsRejected, 0u);
    // The complete runs are decided alike: nothing is said about them.
    EXPECT_EQ(messagesAbout(result.report, "rnnt/result_0.txt"), "");

    const auto json = nlohmann::json::parse(output::resultsJson(result.dataset));
    EXPECT_EQ(json[0]["rules"], "published");
    EXPECT_EQ(json[0]["score_depends_on_rules"], true);
    EXPECT_EQ(json[0]["score_under_other_rules"], 42.5);
}

TEST_F(PublishedRound, ScoredWithTodaysRulesWithThePublishedDecisionBeside)
{
    setRulesEdition(RulesEdition::Current);
    const ImportResult result = importPaths({kRoot});
    ASSERT_TRUE(result.ok()) << result.error;
    EXPECT_EQ(result.dataset.rounds[0].rules, "current");
    const BenchmarkResult& rnnt = onlyBenchmark(result);
    ASSERT_TRUE(rnnt.scoreMinutes.has_value()) << rnnt.unscoredReason;
    EXPECT_EQ(*rnnt.scoreMinutes, 42.5);
    EXPECT_TRUE(rnnt.scoreDependsOnRules);
    EXPECT_EQ(rnnt.scoreUnderOtherRules, std::optional<double>(41.5));
    EXPECT_EQ(result.report.runsRejected, 1u);
    const std::string said = messagesAbout(result.report, kNoWeightsRun);
    EXPECT_NE(said.find("run rejected: closed_rnnt: END check failed: sorted(s['initialized_tensors'])"), std::string::npos) << said;
    EXPECT_NE(said.find("; weights_initialization: expected at least one occurrence, found 0\n"), std::string::npos) << said;
    EXPECT_NE(said.find("rejected under today's 1.1.0 rules; the 1.1.0 rules as published accept it"), std::string::npos) << said;
}

TEST_F(PublishedRound, RulesetsWhoseEditionsAgreeAreNotEvaluatedTwice)
{
    // The same round scored as 4.1.0, whose release and today's rules are the same: no
    // second story (the rnnt folder is not a 4.1.0 benchmark, so nothing is scored).
    ImportOptions options;
    options.ruleset = "4.1.0";
    const ImportResult result = importPaths({kRoot}, options);
    ASSERT_TRUE(result.ok()) << result.error;
    for (const auto& item : result.report.items) EXPECT_EQ(item.message.find("under"), std::string::npos) << item.message;
}

TEST_F(PublishedRound, ImportNeverWritesUnderTheInputFolder)
{
    // A read-only copy of the round; its fingerprint (paths, types, sizes, times, bytes)
    // is the same after importing it under both rule sets.
    const fs::path copy = fs::path(::testing::TempDir()) / ("scalescope_readonly_" + std::to_string(::getpid()));
    fs::remove_all(copy);
    fs::create_directories(copy);
    fs::copy(fs::path(kRoot), copy / "training_results_v1.1", fs::copy_options::recursive);
    std::vector<fs::path> all;
    for (const auto& entry : fs::recursive_directory_iterator(copy)) all.push_back(entry.path());
    for (auto it = all.rbegin(); it != all.rend(); ++it)
        fs::permissions(*it, fs::perms::owner_write | fs::perms::group_write | fs::perms::others_write, fs::perm_options::remove);
    const std::string before = treeFingerprint(copy);

    for (const RulesEdition edition : {RulesEdition::Published, RulesEdition::Current}) {
        setRulesEdition(edition);
        const ImportResult result = importPaths({copy / "training_results_v1.1"});
        ASSERT_TRUE(result.ok()) << result.error;
        EXPECT_TRUE(onlyBenchmark(result).scoreMinutes.has_value());
    }
    EXPECT_EQ(treeFingerprint(copy), before);

    for (const auto& path : all) fs::permissions(path, fs::perms::owner_write, fs::perm_options::add);
    fs::remove_all(copy);
}
