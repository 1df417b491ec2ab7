// The rules as each round was published (resources/rules/published) against today's
// (resources/rules): every difference that changes a decision has a hand-made log
// (tests/data/rulesets/make_fixtures.py) decided one way under each; the release
// checker's code-level waiver is data of the ruleset, applied by the generic checker.

#include "core/importer/importer.h"
#include "core/rules/rules_catalog.h"
#include "core/rules/ruleset.h"
#include "tests/support/compliance_support.h"

#include <gtest/gtest.h>
#include <map>

using namespace scalescope;
using namespace scalescope::compliance;
using namespace scalescope::compliance::testing;

namespace {

Ruleset rulesetFrom(const std::string& path)
{
    const auto document = nlohmann::json::parse(readFile(path));
    Ruleset ruleset;
    ruleset.version = document.at("ruleset").get<std::string>();
    ruleset.urlVersion = document.at("url_version").get<std::string>();
    ruleset.benchmarks = document.at("benchmarks").get<std::vector<std::string>>();
    ruleset.compliance = document.at("compliance");
    return ruleset;
}

Result checkLog(const std::string& rulesPath, const std::string& log)
{
    const Checker checker(rulesetFrom(rulesPath));
    const auto parsed =
        parseText(readFile(std::string(SCALESCOPE_TEST_DATA) + "/rulesets/logs/" + log));
    return checker.check(parsed->log);
}

} // namespace

TEST(compliance_PublishedRules, CompleteLogPassesBothWays)
{
    for (const auto& path : {publishedRulesPath("1.1.0"), rulesPath("1.1.0")}) {
        const Result result = checkLog(path, "1.1.0_rnnt_pass.txt");
        EXPECT_TRUE(result.valid) << path << ": " << joined(result.failures);
        EXPECT_TRUE(result.waived.empty()) << joined(result.waived);
    }
}

TEST(compliance_PublishedRules, MissingWeightsInitializationIsAWarningOnlyAsPublished)
{
    const Result published =
        checkLog(publishedRulesPath("1.1.0"), "1.1.0_rnnt_no_weights_initialization.txt");
    EXPECT_TRUE(published.valid) << joined(published.failures);
    // Both the missing key and the END comparison of the (empty) tensor list are waived.
    ASSERT_EQ(published.waived.size(), 2u) << joined(published.waived);
    const std::string waived = joined(published.waived);
    EXPECT_NE(waived.find("weights_initialization: expected at least one occurrence, found 0 "
                          "(waived: can be ignored for 1.1.0"),
              std::string::npos)
        << waived;
    EXPECT_NE(waived.find("closed_rnnt: END check failed: sorted(s['initialized_tensors'])"),
              std::string::npos)
        << waived;

    const Result today = checkLog(rulesPath("1.1.0"), "1.1.0_rnnt_no_weights_initialization.txt");
    EXPECT_FALSE(today.valid);
    EXPECT_TRUE(today.waived.empty());
    EXPECT_NE(joined(today.failures)
                  .find("weights_initialization: expected at least one occurrence, found 0"),
              std::string::npos)
        << joined(today.failures);
}

TEST(compliance_PublishedRules, FailedInitializedTensorsCheckIsAWarningOnlyAsPublished)
{
    const Result published = checkLog(publishedRulesPath("1.1.0"), "1.1.0_rnnt_tensor_missing.txt");
    EXPECT_TRUE(published.valid) << joined(published.failures);
    ASSERT_EQ(published.waived.size(), 1u) << joined(published.waived);
    EXPECT_EQ(
        published.waived[0].message.rfind(
            "closed_rnnt: END check failed: sorted(s['initialized_tensors']) == sorted(['pre_rnn'",
            0),
        0u)
        << published.waived[0].message;

    const Result today = checkLog(rulesPath("1.1.0"), "1.1.0_rnnt_tensor_missing.txt");
    EXPECT_FALSE(today.valid);
    ASSERT_EQ(today.failures.size(), 1u) << joined(today.failures);
    EXPECT_EQ(today.failures[0].message.rfind(
                  "closed_rnnt: END check failed: sorted(s['initialized_tensors'])", 0),
              0u)
        << today.failures[0].message;
}

TEST(compliance_PublishedRules, BertOptEpsilonPassesTheReleased210RulesOnly)
{
    const Result published = checkLog(publishedRulesPath("2.1.0"), "2.1.0_bert_opt_epsilon.txt");
    EXPECT_TRUE(published.valid) << joined(published.failures);
    EXPECT_TRUE(published.waived.empty());

    const Result today = checkLog(rulesPath("2.1.0"), "2.1.0_bert_opt_epsilon.txt");
    EXPECT_FALSE(today.valid);
    ASSERT_EQ(today.failures.size(), 1u) << joined(today.failures);
    EXPECT_EQ(today.failures[0].message,
              "opt_lamb_epsilon: expected exactly one occurrence, found 0");
}

TEST(compliance_PublishedRules, WaiversAreGenericData)
{
    // A made-up ruleset whose one waiver lets a failed check pass: nothing in the checker
    // knows a version or a key.
    auto compliance =
        nlohmann::json::parse(R"({"format": 1, "entry": "common", "configs": {"common": {"rules": [
        {"key": "alpha", "req": "AT_LEAST_ONE", "check": ["v['value'] > 1"]},
        {"key": "beta", "req": "EXACTLY_ONE"}]}},
        "waivers": [{"failed_check_starts_with": "v['value'] >", "reason": "tolerated here"},
                    {"missing_key": "beta", "reason": "beta may be missing"}]})");
    Ruleset ruleset;
    ruleset.version = "9.9.9";
    ruleset.compliance = compliance;
    const Checker checker(ruleset);
    const auto parsed = parseText(
        ":::MLLOG {\"namespace\": \"\", \"time_ms\": 1, \"event_type\": \"POINT_IN_TIME\", "
        "\"key\": \"alpha\", \"value\": 0, \"metadata\": {}}\n");
    const Result result = checker.check(parsed->log);
    EXPECT_TRUE(result.valid) << joined(result.failures);
    ASSERT_EQ(result.waived.size(), 2u);
    EXPECT_EQ(result.waived[0].message,
              "line 1: alpha check failed: v['value'] > 1 (waived: tolerated here)");
    EXPECT_EQ(result.waived[1].message,
              "beta: expected exactly one occurrence, found 0 (waived: beta may be missing)");

    // Without the waivers the same log fails twice.
    ruleset.compliance.erase("waivers");
    EXPECT_EQ(Checker(ruleset).check(parsed->log).failures.size(), 2u);

    // A waiver must say what it waives, once.
    ruleset.compliance = compliance;
    ruleset.compliance["waivers"] = nlohmann::json::parse(R"([{"reason": "nothing"}])");
    EXPECT_THROW(Checker{ruleset}, std::runtime_error);
    ruleset.compliance["waivers"] = nlohmann::json::parse(
        R"([{"failed_check_starts_with": "x", "missing_key": "y", "reason": "both"}])");
    EXPECT_THROW(Checker{ruleset}, std::runtime_error);
}

TEST(compliance_PublishedRules, OnlyTheRulesetsWhoseEditionsDifferAreEvaluatedTwice)
{
    // 1.0.0 (folder names, four files), 1.1.0 (the waiver, bert's tensor list) and 2.1.0
    // (opt_epsilon) differ; the release YAML of every other ruleset is today's, so their
    // decisions are the same and the second evaluation is skipped.
    std::vector<std::string> differing;
    for (const auto& ruleset : builtInRulesets(RulesEdition::Published)) {
        const Ruleset* other = otherEditionOf(ruleset);
        if (!other)
            continue;
        differing.push_back(ruleset.version);
        EXPECT_EQ(other->edition, RulesEdition::Current);
        EXPECT_EQ(otherEditionOf(*other), &ruleset) << ruleset.version;
    }
    EXPECT_EQ(differing, (std::vector<std::string>{"1.0.0", "1.1.0", "2.1.0"}));
    EXPECT_EQ(builtInRulesets(RulesEdition::Published).size(),
              builtInRulesets(RulesEdition::Current).size());
    // 6.0.0 and 6.1.0 have no release folder: today's rules, in both editions.
    EXPECT_EQ(builtInRulesets(RulesEdition::Published).back().edition, RulesEdition::Current);
    EXPECT_EQ(rulesLabel(builtInRulesets(RulesEdition::Published).front()),
              "the 1.0.0 rules as published");
    EXPECT_EQ(rulesLabel(builtInRulesets(RulesEdition::Current).front()), "today's 1.0.0 rules");
}

TEST(compliance_PublishedRules, PublishedIsTheDefaultAndCurrentCanBeChosen)
{
    const RulesCatalog byDefault;
    EXPECT_EQ(byDefault.edition(), RulesEdition::Published);
    EXPECT_EQ(byDefault.find("2.1.0")->edition, RulesEdition::Published);
    const RulesCatalog today(RulesEdition::Current);
    EXPECT_EQ(today.find("2.1.0")->edition, RulesEdition::Current);
    EXPECT_EQ(today.names(),
              "1.0.0, 1.1.0, 2.0.0, 2.1.0, 3.0.0, 3.1.0, 4.0.0, 4.1.0, 5.0.0, 5.1.0, 6.0.0, 6.1.0");
    EXPECT_EQ(byDefault.find("2.1.0")->edition,
              RulesEdition::Published); // one catalog does not change another
    EXPECT_EQ(ImportOptions{}.rules.edition(), RulesEdition::Published);
    EXPECT_EQ(rulesEditionFromString("current"), RulesEdition::Current);
    EXPECT_EQ(rulesEditionFromString("today"), std::nullopt);
}
