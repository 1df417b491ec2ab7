// The twelve rules files (generated from the official YAML): top-level facts the importer
// relies on (spec §1, §3.7, benchmark_meta.py), and that every config compiles; a broken
// file is refused with a message naming the culprit.

#include "tests/support/compliance_support.h"

#include <gtest/gtest.h>

using namespace scalescope;
using namespace scalescope::compliance;
using namespace scalescope::compliance::testing;

namespace {

using Names = std::vector<std::string>;

constexpr const char* kAllRulesets[] = {"1.0.0", "1.1.0", "2.0.0", "2.1.0", "3.0.0", "3.1.0",
                                        "4.0.0", "4.1.0", "5.0.0", "5.1.0", "6.0.0", "6.1.0"};

TEST(compliance_RulesFiles, BenchmarkListsInCsvOrder)
{
    EXPECT_EQ(rulesJson("3.1.0")["benchmarks"].get<Names>(),
              (Names{"bert", "dlrm_dcnv2", "gpt3", "maskrcnn", "resnet", "ssd", "rnnt", "unet3d",
                     "stable_diffusion"}));
    EXPECT_EQ(rulesJson("4.0.0")["benchmarks"].get<Names>(),
              (Names{"bert", "dlrm_dcnv2", "gpt3", "resnet", "ssd", "unet3d", "stable_diffusion",
                     "llama2_70b_lora", "gnn"}));
    EXPECT_EQ(
        rulesJson("4.1.0")["benchmarks"].get<Names>(),
        (Names{"bert", "dlrm_dcnv2", "gpt3", "ssd", "stable_diffusion", "llama2_70b_lora", "gnn"}));
    EXPECT_EQ(rulesJson("5.0.0")["benchmarks"].get<Names>(),
              (Names{"bert", "dlrm_dcnv2", "retinanet", "stable_diffusion", "llama2_70b_lora",
                     "rgat", "llama31_405b"}));
    EXPECT_EQ(rulesJson("5.1.0")["benchmarks"].get<Names>(),
              (Names{"llama31_8b", "dlrm_dcnv2", "retinanet", "flux1", "llama2_70b_lora", "rgat",
                     "llama31_405b"}));
}

TEST(compliance_RulesFiles, ResultCountsAndDroppedRuns)
{
    const std::map<std::string, int> expected = {{"bert", 10},
                                                 {"dlrm_dcnv2", 10},
                                                 {"stable_diffusion", 10},
                                                 {"gnn", 10},
                                                 {"rgat", 10},
                                                 {"llama2_70b_lora", 10},
                                                 {"llama31_8b", 10},
                                                 {"flux1", 10},
                                                 {"rnnt", 10},
                                                 {"ssd", 5},
                                                 {"retinanet", 5},
                                                 {"resnet", 5},
                                                 {"maskrcnn", 5},
                                                 {"gpt3", 3},
                                                 {"llama31_405b", 3},
                                                 {"unet3d", 40},
                                                 {"dlrm", 5},
                                                 {"minigo", 10},
                                                 {"gpt_oss_20b", 10},
                                                 {"deepseekv3_671b", 3},
                                                 {"qwen35_397b_grpo", 3}};
    for (const char* version : kAllRulesets) {
        const auto rules = rulesJson(version);
        EXPECT_EQ(rules["ruleset"], version);
        EXPECT_EQ(rules["url_version"], std::string(version).substr(0, 3));
        EXPECT_EQ(rules["aliases"]["mask"], "maskrcnn");
        EXPECT_EQ(rules["max_dropped"]["default"], 1);
        EXPECT_EQ(rules["max_dropped"]["unet3d"], 4);
        const auto counts = rules["result_counts"];
        EXPECT_EQ(counts.size(), rules["benchmarks"].size()) << version;
        for (const auto& benchmark : rules["benchmarks"])
            EXPECT_EQ(counts.at(benchmark.get<std::string>()).get<int>(),
                      expected.at(benchmark.get<std::string>()))
                << version << " " << benchmark;
    }
}

namespace {

bool openDivisionAccepts(const nlohmann::json& openCommon, const std::string& benchmark)
{
    for (const auto& rule : openCommon["rules"])
        if (rule.value("key", "") == "submission_benchmark")
            return rule.dump().find("'" + benchmark + "'") != std::string::npos;
    return true;
}

} // namespace

TEST(compliance_RulesFiles, BenchmarkListsOfOlderAndNewerRulesets)
{
    EXPECT_EQ(rulesJson("1.0.0")["benchmarks"].get<Names>(),
              (Names{"bert", "dlrm", "maskrcnn", "minigo", "resnet", "ssd", "rnnt", "unet3d"}));
    EXPECT_EQ(rulesJson("3.0.0")["benchmarks"].get<Names>(),
              (Names{"bert", "dlrm_dcnv2", "gpt3", "maskrcnn", "resnet", "ssd", "rnnt", "unet3d"}));
    EXPECT_EQ(rulesJson("6.0.0")["benchmarks"].get<Names>(),
              (Names{"llama31_8b", "dlrm_dcnv2", "flux1", "llama2_70b_lora", "llama31_405b",
                     "gpt_oss_20b", "deepseekv3_671b"}));
    EXPECT_EQ(rulesJson("6.1.0")["benchmarks"].get<Names>(),
              (Names{"llama31_8b", "flux1", "llama2_70b_lora", "gpt_oss_20b", "deepseekv3_671b",
                     "qwen35_397b_grpo"}));
}

TEST(compliance_RulesFiles, EveryFileIsGeneratedAndNamesItsSource)
{
    for (const char* version : kAllRulesets) {
        const auto rules = rulesJson(version);
        EXPECT_NE(rules.value("generated_by", "").find("scalescope-convert-rules"),
                  std::string::npos)
            << version;
        for (const auto& [name, config] : rules["compliance"]["configs"].items()) {
            const std::string source = config.value("source", "");
            EXPECT_NE(source.find("compliance_checker/training_"), std::string::npos)
                << version << " " << name;
            EXPECT_NE(source.find("7bbf792686936919201796120b970dd820331099"), std::string::npos)
                << version << " " << name;
            EXPECT_EQ(source.find("reconstructed"), std::string::npos) << version << " " << name;
        }
    }
}

TEST(compliance_RulesFiles, EveryRulesetCompilesWithClosedAndOpenConfigs)
{
    for (const char* version : kAllRulesets) {
        EXPECT_NO_THROW(Checker{loadRuleset(version)}) << version;
        // Held in a variable: a range-for over a member of a temporary dangles (ASan:
        // heap-use-after-free).
        const auto rules = rulesJson(version);
        const auto& configs = rules["compliance"]["configs"];
        for (const char* name : {"common", "closed_common", "open_common"})
            EXPECT_TRUE(configs.contains(name)) << version << " " << name;
        for (const auto& benchmark : rules["benchmarks"]) {
            EXPECT_TRUE(configs.contains("closed_" + benchmark.get<std::string>()))
                << version << " " << benchmark;
            // An open config is needed only where open_common accepts the benchmark
            // (4.1.0's open list leaves out llama2_70b_lora, spec §3.2).
            // 3.0.0 and 3.1.0 accept open gpt3 without an open_gpt3.yaml: the converter says so.
            const std::string open = "open_" + benchmark.get<std::string>();
            if (openDivisionAccepts(configs["open_common"], benchmark.get<std::string>()) &&
                !configs.contains(open)) {
                EXPECT_NE(rules["conversion_notes"].dump().find(open + ".yaml does not exist"),
                          std::string::npos)
                    << version << " " << benchmark;
            }
        }
    }
}

TEST(compliance_RulesFiles, BrokenRulesFileIsRefusedWithAClearMessage)
{
    Ruleset ruleset = loadRuleset("4.1.0");
    ruleset.compliance["configs"]["closed_bert"]["rules"][0]["check"] = {"v['value'] >>> 1"};
    try {
        Checker checker(ruleset);
        FAIL() << "a broken expression must be refused";
    } catch (const std::runtime_error& error) {
        const std::string message = error.what();
        EXPECT_NE(message.find(
                      "rules 4.1.0: config 'closed_bert' "
                      "(compliance_checker/training_4.1.0/closed_bert.yaml of mlcommons/logging"),
                  std::string::npos)
            << message;
        EXPECT_NE(message.find(": key 'global_batch_size': "), std::string::npos) << message;
        EXPECT_NE(message.find("v['value'] >>> 1"), std::string::npos) << message;
    }
    ruleset = loadRuleset("4.1.0");
    ruleset.compliance["configs"]["common"]["rules"][0]["req"] = "SOMETIMES";
    EXPECT_THROW(Checker{ruleset}, std::runtime_error);
    ruleset = loadRuleset("4.1.0");
    ruleset.compliance["entry"] = "nothing";
    EXPECT_THROW(Checker{ruleset}, std::runtime_error);
}

TEST(compliance_RulesFiles, InitLimitIsThirtyMinutesClosedAndFourHoursOpen)
{
    // The limit lives in the official POST of submission_division, not in a number.
    const auto common = rulesJson("4.1.0")["compliance"]["configs"]["common"]["rules"];
    bool found = false;
    for (const auto& rule : common)
        if (rule["key"] == "submission_division") {
            found = true;
            EXPECT_NE(rule["post"].get<std::string>().find(
                          "s['compile_time_mins'] = 240 if v['value'] == 'open' else 30"),
                      std::string::npos);
        }
    EXPECT_TRUE(found);
}

} // namespace

#include "core/compliance/compiled_rules.h"

namespace {

// The built-in files are compiled from core/json's tree, files given at run time from
// nlohmann::json: both must give the same rules.
TEST(compliance_RulesFiles, BuiltInAndNlohmannCompilationAgree)
{
    // Both sets: today's rules, and the rules as published (today's for 6.0.0 and 6.1.0).
    std::vector<const Ruleset*> all;
    for (const auto edition : {RulesEdition::Current, RulesEdition::Published})
        for (const auto& ruleset : builtInRulesets(edition))
            all.push_back(&ruleset);
    for (const Ruleset* each : all) {
        const Ruleset& builtIn = *each;
        ASSERT_TRUE(builtIn.compliance.is_null()) << builtIn.version;
        ASSERT_TRUE(builtIn.document) << builtIn.version;
        const auto fast =
            detail::compileRuleset(builtIn.version, *builtIn.document->root->find("compliance"));
        const std::string file = builtIn.edition == RulesEdition::Published
                                     ? publishedRulesPath(builtIn.version)
                                     : rulesPath(builtIn.version);
        const auto reference = detail::compileRuleset(
            builtIn.version, nlohmann::json::parse(readFile(file))["compliance"]);
        EXPECT_EQ(fast.waivers.size(), reference.waivers.size()) << builtIn.version;
        EXPECT_EQ(fast.keys.size(), reference.keys.size()) << builtIn.version;
        ASSERT_EQ(fast.configs.size(), reference.configs.size()) << builtIn.version;
        EXPECT_EQ(fast.configs[static_cast<std::size_t>(fast.entryConfig)].name, "common");
        for (const auto& config : fast.configs) {
            const int other = reference.configForFile(config.name);
            ASSERT_GE(other, 0) << builtIn.version << " " << config.name;
            const auto& same = reference.configs[static_cast<std::size_t>(other)];
            EXPECT_EQ(config.source, same.source);
            EXPECT_EQ(config.begin.source(), same.begin.source());
            EXPECT_EQ(config.aggregate.has_value(), same.aggregate.has_value());
            EXPECT_EQ(config.endChecks.size(), same.endChecks.size());
            ASSERT_EQ(config.rules.size(), same.rules.size())
                << builtIn.version << " " << config.name;
            for (std::size_t i = 0; i < config.rules.size(); ++i) {
                const auto& a = config.rules[i];
                const auto& b = same.rules[i];
                EXPECT_EQ(a.key, b.key);
                EXPECT_EQ(a.requirement, b.requirement);
                EXPECT_EQ(a.atLeast, b.atLeast);
                EXPECT_EQ(a.alternatives, b.alternatives);
                EXPECT_EQ(a.pre.source(), b.pre.source());
                EXPECT_EQ(a.post.source(), b.post.source());
                ASSERT_EQ(a.checks.size(), b.checks.size())
                    << builtIn.version << " " << config.name << " " << a.key;
                for (std::size_t c = 0; c < a.checks.size(); ++c)
                    EXPECT_EQ(a.checks[c].source(), b.checks[c].source());
                EXPECT_EQ(a.target.has_value(), b.target.has_value());
                if (a.target && b.target) {
                    EXPECT_EQ(a.target->source(), b.target->source());
                }
            }
        }
    }
}

} // namespace

TEST(compliance_RulesFiles, KeysReadAreTheRulesKeysTheResultKeysAndTheCallers)
{
    constexpr std::string_view kAlsoRead[] = {"a_key_no_rule_names"};
    const Checker checker(loadRuleset("4.1.0"), kAlsoRead);
    const auto& keys = checker.keysRead();
    EXPECT_TRUE(keys.contains("run_stop"));             // closed_common.yaml has a rule for it
    EXPECT_TRUE(keys.contains("submission_division"));  // Result::division
    EXPECT_TRUE(keys.contains("submission_benchmark")); // Result::benchmark
    EXPECT_TRUE(keys.contains("a_key_no_rule_names"));  // the caller's
    EXPECT_FALSE(keys.contains("weights_initialization"));
    EXPECT_FALSE(Checker(loadRuleset("4.1.0")).keysRead().contains("a_key_no_rule_names"));
}
