// Hand-made logs (tests/data/rulesets/make_fixtures.py) checked against the official
// rules of older and newer rulesets: each valid log passes, and each variant breaks
// exactly one official rule, which the failure names.

#include "tests/support/compliance_support.h"

#include <gtest/gtest.h>
#include <map>

using namespace scalescope;
using namespace scalescope::compliance;
using namespace scalescope::compliance::testing;

namespace {

struct RulesetCase
{
    const char* ruleset;
    const char* file;   // under tests/data/rulesets/logs
    const char* reason; // "" for a valid log; else the one failure must contain it
};

const Checker& checkerFor(const std::string& version)
{
    static std::map<std::string, std::unique_ptr<Checker>> checkers;
    auto& slot = checkers[version];
    if (!slot)
        slot = std::make_unique<Checker>(loadRuleset(version));
    return *slot;
}

class RulesetLogs : public ::testing::TestWithParam<RulesetCase>
{
};
using compliance_RulesetLogs = RulesetLogs; // ctest -R compliance

TEST_P(compliance_RulesetLogs, VerdictAndTheOneFailingRule)
{
    const auto& c = GetParam();
    const auto parsed =
        parseText(readFile(std::string(SCALESCOPE_TEST_DATA) + "/rulesets/logs/" + c.file));
    const Result result = checkerFor(c.ruleset).check(parsed->log);
    const std::string failures = joined(result.failures);
    if (std::string(c.reason).empty()) {
        EXPECT_TRUE(result.valid) << failures;
        EXPECT_TRUE(result.warnings.empty()) << joined(result.warnings);
        return;
    }
    EXPECT_FALSE(result.valid);
    ASSERT_EQ(result.failures.size(), 1u) << failures;
    EXPECT_NE(failures.find(c.reason), std::string::npos) << "expected \"" << c.reason << "\" in:\n"
                                                          << failures;
}

const RulesetCase kCases[] = {
    // 1.0.0 rnnt: weights_initialization POST collects the tensors, END compares them.
    {"1.0.0", "1.0.0_rnnt_pass.txt", ""},
    {"1.0.0", "1.0.0_rnnt_tensor_missing.txt",
     "closed_rnnt: END check failed: sorted(s['initialized_tensors']) == sorted(['pre_rnn', "
     "'post_rnn'"},
    // 5.1.0: the official closed_llama31_8b.yaml and closed_flux1.yaml (issue 15: the
    // transcribed rules rejected all 55 runs of these two benchmarks).
    {"5.1.0", "5.1.0_llama31_8b_decay_steps_without_warmup.txt",
     "opt_learning_rate_decay_steps check failed: v['value'] == 1_200_000 - "
     "s['opt_learning_rate_warmup_steps']"},
    {"5.1.0", "5.1.0_llama31_8b_max_steps_missing.txt",
     "max_steps: expected exactly one occurrence, found 0"},
    {"5.1.0", "5.1.0_llama31_8b_eval_without_samples_count.txt",
     "eval_accuracy check failed: 'samples_count' in v['metadata']"},
    {"5.1.0", "5.1.0_flux1_evaluation_frequency_wrong.txt",
     "evaluation_frequency check failed: v['value'] == 262144"},
    {"5.1.0", "5.1.0_flux1_epsilon_wrong.txt",
     "opt_adamw_epsilon check failed: v['value'] == 1e-08"},
    // 6.0.0 deepseekv3_671b: learning rate scaled with the batch, decay = 12000 - warmup,
    // OPTIONAL keys still checked when present, target <= 3.6.
    {"6.0.0", "6.0.0_deepseekv3_671b_pass.txt", ""},
    {"6.0.0", "6.0.0_deepseekv3_671b_lr_not_scaled.txt",
     "opt_base_learning_rate check failed: abs(v['value'] - 2.4e-05 * (s['global_batch_size'] / "
     "16384) ** 0.5) < 1e-9"},
    {"6.0.0", "6.0.0_deepseekv3_671b_decay_steps_without_warmup.txt",
     "opt_learning_rate_decay_steps check failed: v['value'] == 12000 - "
     "s['opt_learning_rate_warmup_steps']"},
    {"6.0.0", "6.0.0_deepseekv3_671b_bad_precision.txt",
     "lowest_numerical_precision_in_linear check failed: v['value'] in ['fp64'"},
    {"6.0.0", "6.0.0_deepseekv3_671b_target_missed.txt",
     "eval_accuracy: quality target not met by any of the 2 occurrences: (v['value'] <= 3.6) and "
     "v['value'] > 0.0"},
};

std::string caseName(const ::testing::TestParamInfo<RulesetCase>& info)
{
    std::string name = std::string("v") + info.param.file;
    name = name.substr(0, name.size() - 4);
    for (char& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)))
            c = '_';
    return name;
}

INSTANTIATE_TEST_SUITE_P(Rulesets, compliance_RulesetLogs, ::testing::ValuesIn(kCases), caseName);

TEST(compliance_RulesetLogsAcrossRulesets, TheSameLogsUnderTheWrongRulesetFail)
{
    // The 1.0.0 rnnt log names a benchmark 6.0.0 does not have.
    const auto rnnt = parseText(
        readFile(std::string(SCALESCOPE_TEST_DATA) + "/rulesets/logs/1.0.0_rnnt_pass.txt"));
    const Result under60 = checkerFor("6.0.0").check(rnnt->log);
    EXPECT_FALSE(under60.valid);
    EXPECT_NE(joined(under60.failures).find("submission_benchmark check failed"), std::string::npos)
        << joined(under60.failures);
    // 1.1.0's rnnt rules are the same END check: a valid 1.0.0 log passes there too.
    EXPECT_TRUE(checkerFor("1.1.0").check(rnnt->log).valid)
        << joined(checkerFor("1.1.0").check(rnnt->log).failures);
}

} // namespace
