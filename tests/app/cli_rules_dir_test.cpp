// --rules-dir: the official compliance rules read at run time replace the built-in ones,
// add newer rulesets, and refuse what they cannot evaluate with a message naming the
// file, key and expression. The trees are written by each test into its own folder.

#include "tests/support/run_process.h"
#include "tests/support/unique_temp_dir.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>

using scalescope::fixtures::runScalescope;
namespace fs = std::filesystem;

namespace {

const std::string kAcmeRound =
    std::string(SCALESCOPE_FIXTURE_ROUNDS) + "/acme/training_results_v4.1";

fs::path rulesTree(const std::string& name, const std::string& version, const std::string& ssdRule)
{
    static const scalescope::fixtures::UniqueTempDir root("scalescope_rules_dir");
    const fs::path folder = root / name / "compliance_checker" / ("training_" + version);
    fs::remove_all(root / name);
    fs::create_directories(folder);
    std::ofstream(folder / "common.yaml")
        << "- KEY:\n    NAME: submission_division\n    REQ: EXACTLY_ONE\n"
           "    POST: \" enqueue_config('training_"
        << version << "/{}_common.yaml'.format(v['value'])) \"\n";
    std::ofstream(folder / "closed_common.yaml")
        << "- KEY:\n    NAME: submission_benchmark\n    REQ: EXACTLY_ONE\n"
           "    CHECK: \" v['value'] in ['ssd'] \"\n"
           "    POST: \" enqueue_config('training_"
        << version << "/closed_{}.yaml'.format(v['value'])) \"\n";
    std::ofstream(folder / "closed_ssd.yaml") << ssdRule;
    return root / name;
}

const std::string kLooseTarget = "- KEY:\n    NAME: eval_accuracy\n    REQ: AT_LEAST_ONE\n    "
                                 "ATLEAST_ONE_CHECK: \"v['value'] > 0.0\"\n";
const std::string kStrictTarget = "- KEY:\n    NAME: eval_accuracy\n    REQ: AT_LEAST_ONE\n    "
                                  "ATLEAST_ONE_CHECK: \"v['value'] >= 0.99\"\n";

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

} // namespace

TEST(cliRulesDir, OfficialTreeReplacesTheBuiltInRulesOfItsVersion)
{
    const auto builtIn = runScalescope({"summarize", kAcmeRound});
    ASSERT_EQ(builtIn.exitCode, 0) << builtIn.err;
    EXPECT_TRUE(contains(builtIn.err, "0 runs rejected; 2 scores")) << builtIn.err;

    const auto loose = runScalescope({"summarize", kAcmeRound, "--rules-dir",
                                      rulesTree("loose", "4.1.0", kLooseTarget).string()});
    ASSERT_EQ(loose.exitCode, 0) << loose.err;
    EXPECT_TRUE(contains(loose.err, "(rulesets 4.1.0)")) << loose.err;
    EXPECT_TRUE(contains(loose.err, "0 runs rejected; 2 scores")) << loose.err;

    // The same logs miss a target of 0.99: every run is rejected and no ssd score remains.
    const auto strict = runScalescope(
        {"summarize", kAcmeRound,
         "--rules-dir=" + rulesTree("strict", "4.1.0", kStrictTarget).string(), "--format", "csv"});
    ASSERT_EQ(strict.exitCode, 0) << strict.err;
    EXPECT_TRUE(contains(strict.err, "10 runs rejected; 0 scores")) << strict.err;
}

TEST(cliRulesDir, NewerRulesetIsAddedAndItsBenchmarksComeFromClosedCommon)
{
    const auto tree = rulesTree("newer", "9.9.0", kLooseTarget);
    const auto result = runScalescope({"summarize", kAcmeRound, "--ruleset", "9.9.0", "--rules-dir",
                                       (tree / "compliance_checker").string()});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(contains(result.err, "(rulesets 9.9.0)")) << result.err;
    EXPECT_TRUE(contains(result.err, "benchmark_meta.py does not list ruleset 9.9.0"))
        << result.err;
    EXPECT_TRUE(contains(result.err, "2 scores")) << result.err;
    EXPECT_TRUE(contains(result.out, "(ruleset 9.9.0)")) << result.out;
}

TEST(cliRulesDir, UnsupportedExpressionIsAnErrorNamingFileKeyAndExpression)
{
    const auto tree = rulesTree("unsupported", "4.1.0",
                                "- KEY:\n    NAME: eval_accuracy\n    CHECK: \"v['value'] @ 2\"\n");
    for (const char* command : {"summarize", "analyze", "export"}) {
        std::vector<std::string> args = {command, kAcmeRound, "--rules-dir", tree.string()};
        if (std::string(command) == "analyze")
            args.insert(args.end(), {"--benchmark", "ssd"});
        if (std::string(command) == "export")
            args.insert(args.end(), {"--benchmark", "ssd", "--csv", (tree / "out.csv").string()});
        const auto result = runScalescope(args);
        EXPECT_EQ(result.exitCode, 1) << command << "\n" << result.err;
        EXPECT_TRUE(contains(result.err, "training_4.1.0/closed_ssd.yaml")) << command << "\n"
                                                                            << result.err;
        EXPECT_TRUE(contains(result.err, "key 'eval_accuracy'")) << command << "\n" << result.err;
        EXPECT_TRUE(contains(result.err, "v['value'] @ 2")) << command << "\n" << result.err;
    }
}

TEST(cliRulesDir, MissingFolderIsAnErrorAndAnEmptyValueAUsageError)
{
    const auto missing =
        runScalescope({"summarize", kAcmeRound, "--rules-dir", "/nonexistent/rules"});
    EXPECT_EQ(missing.exitCode, 1);
    EXPECT_TRUE(contains(missing.err, "--rules-dir /nonexistent/rules: ")) << missing.err;
    EXPECT_TRUE(contains(missing.err, "holds no official compliance rules")) << missing.err;
    EXPECT_EQ(runScalescope({"summarize", kAcmeRound, "--rules-dir="}).exitCode, 2);
    EXPECT_EQ(runScalescope({"analyze", "--benchmark", "bert", "--rules-dir="}).exitCode, 2);
    EXPECT_EQ(
        runScalescope({"export", "--benchmark", "bert", "--png", "x.png", "--rules-dir="}).exitCode,
        2);
}

TEST(cliRulesDir, EveryCommandDocumentsTheOption)
{
    for (const char* command : {"summarize", "analyze", "export"}) {
        const auto result = runScalescope({command, "--help"});
        EXPECT_EQ(result.exitCode, 0);
        EXPECT_TRUE(contains(result.out, "--rules-dir=DIR")) << command;
    }
}

// --rules published|current: the v1.1 fixture round (tests/data/rulesets/published_v1.1)
// scores 41.5 minutes with the rules as published and 42.5 with today's, and the json
// format says the score depends on the choice.
TEST(cliRules, PublishedByDefaultTodaysOnRequestBothToldInJson)
{
    const std::string round =
        std::string(SCALESCOPE_FIXTURE_ROUNDS) + "/published11/training_results_v1.1";
    const auto published = runScalescope({"summarize", round, "--format", "json"});
    ASSERT_EQ(published.exitCode, 0) << published.err;
    EXPECT_TRUE(contains(published.out, "\"score_minutes\": 41.5")) << published.out;
    EXPECT_TRUE(contains(published.out, "\"rules\": \"published\"")) << published.out;
    EXPECT_TRUE(contains(published.out, "\"score_depends_on_rules\": true")) << published.out;
    EXPECT_TRUE(contains(published.out, "\"score_under_other_rules\": 42.5")) << published.out;
    EXPECT_EQ(runScalescope({"summarize", round, "--rules", "published", "--format", "json"}).out,
              published.out);

    const auto today = runScalescope({"summarize", round, "--rules=current", "--format", "json"});
    ASSERT_EQ(today.exitCode, 0) << today.err;
    EXPECT_TRUE(contains(today.out, "\"score_minutes\": 42.5")) << today.out;
    EXPECT_TRUE(contains(today.out, "\"rules\": \"current\"")) << today.out;
    EXPECT_TRUE(contains(today.out, "\"score_under_other_rules\": 41.5")) << today.out;
    EXPECT_TRUE(contains(today.err, "1 run rejected") || contains(today.err, "1 runs rejected"))
        << today.err;

    const auto analyzed = runScalescope(
        {"analyze", round, "--benchmark", "rnnt", "--rules", "current", "--format", "json"});
    EXPECT_NE(analyzed.exitCode, 2) << analyzed.err;
}

TEST(cliRules, AnUnknownChoiceIsAUsageErrorAndEveryCommandDocumentsIt)
{
    for (const char* command : {"summarize", "analyze", "export"}) {
        std::vector<std::string> args = {command, "--rules", "yesterday"};
        if (std::string(command) != "summarize")
            args.insert(args.end(), {"--benchmark", "bert"});
        const auto result = runScalescope(args);
        EXPECT_EQ(result.exitCode, 2) << command << "\n" << result.err;
        EXPECT_TRUE(
            contains(result.err, "--rules needs one of published, current, got \"yesterday\""))
            << command << "\n"
            << result.err;
        const auto help = runScalescope({command, "--help"});
        EXPECT_TRUE(contains(help.out, "--rules=WHICH     published (default)") ||
                    contains(help.out, "--rules=WHICH          published (default)"))
            << command << "\n"
            << help.out;
    }
}

TEST(cliRules, RulesDirWorksOnEitherSet)
{
    const auto tree = rulesTree("strict_either", "4.1.0", kStrictTarget).string();
    for (const char* rules : {"published", "current"}) {
        const auto strict =
            runScalescope({"summarize", kAcmeRound, "--rules", rules, "--rules-dir", tree});
        EXPECT_EQ(strict.exitCode, 0) << rules << "\n" << strict.err;
        EXPECT_TRUE(contains(strict.err, "0 scores")) << rules << "\n" << strict.err;
    }
}
