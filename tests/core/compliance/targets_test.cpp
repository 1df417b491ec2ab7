// Quality targets per ruleset: for each benchmark a log that just meets the target and
// one that just misses it (tests/data/mllog/targets/<ruleset>_<benchmark>_{pass,fail}.txt).

#include "tests/support/compliance_support.h"

#include <gtest/gtest.h>
#include <map>

using namespace scalescope;
using namespace scalescope::compliance;
using namespace scalescope::compliance::testing;

namespace {

struct TargetCase
{
    const char* ruleset;
    const char* benchmark;
    const char* failingKey; // the key whose target the failing log misses
};

const Checker& checkerFor(const std::string& version)
{
    static std::map<std::string, std::unique_ptr<Checker>> checkers;
    auto& slot = checkers[version];
    if (!slot)
        slot = std::make_unique<Checker>(loadRuleset(version));
    return *slot;
}

class Target : public ::testing::TestWithParam<TargetCase>
{
};
using compliance_Target = Target; // ctest -R compliance

TEST_P(compliance_Target, PassingLogIsValidAndFailingLogMissesTheTarget)
{
    const auto& c = GetParam();
    const std::string stem = std::string("targets/") + c.ruleset + "_" + c.benchmark;
    const auto pass = parseFixture(stem + "_pass.txt");
    const Result passed = checkerFor(c.ruleset).check(pass->log);
    EXPECT_TRUE(passed.valid) << joined(passed.failures);
    EXPECT_EQ(passed.benchmark, c.benchmark);

    const auto fail = parseFixture(stem + "_fail.txt");
    const Result failed = checkerFor(c.ruleset).check(fail->log);
    EXPECT_FALSE(failed.valid);
    ASSERT_EQ(failed.failures.size(), 1u) << joined(failed.failures);
    EXPECT_EQ(failed.failures[0].message.rfind(
                  std::string(c.failingKey) + ": quality target not met by any of the ", 0),
              0u)
        << failed.failures[0].message;
}

const TargetCase kTargets[] = {
    {"4.1.0", "bert", "eval_accuracy"},
    {"4.1.0", "dlrm_dcnv2", "eval_accuracy"},
    {"4.1.0", "gpt3", "eval_accuracy"},
    {"4.1.0", "ssd", "eval_accuracy"},
    {"4.1.0", "stable_diffusion", "aggregated_eval_accuracy"},
    {"4.1.0", "llama2_70b_lora", "eval_accuracy"},
    {"4.1.0", "gnn", "eval_accuracy"},
    {"3.1.0", "resnet", "eval_accuracy"}, // chains closed_resnet -> closed_resnet_sgd
    {"3.1.0", "stable_diffusion", "aggregated_eval_accuracy"}, // grouped by step_num
    {"3.1.0", "bert", "eval_accuracy"},
    {"4.0.0", "unet3d", "eval_accuracy"},
    {"4.0.0", "gnn", "eval_accuracy"},
    {"5.0.0", "llama31_405b", "eval_accuracy"},
    {"5.0.0", "bert", "eval_accuracy"},
    {"5.1.0", "llama31_8b", "eval_accuracy"},
    {"5.1.0", "flux1", "eval_accuracy"},
};

std::string targetName(const ::testing::TestParamInfo<TargetCase>& info)
{
    std::string name = std::string("v") + info.param.ruleset + "_" + info.param.benchmark;
    for (char& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)))
            c = '_';
    return name;
}

INSTANTIATE_TEST_SUITE_P(Rulesets, compliance_Target, ::testing::ValuesIn(kTargets), targetName);

TEST(compliance_TargetsAcrossRulesets, SdGroupingKeyDiffersBetween31And41)
{
    // The 3.1.0 log groups its FID/CLIP records by step_num only; 4.1.0 needs samples_count.
    const auto log31 = parseFixture("targets/3.1.0_stable_diffusion_pass.txt");
    const Result under41 = checkerFor("4.1.0").check(log31->log);
    EXPECT_FALSE(under41.valid);
    EXPECT_NE(joined(under41.failures).find("has no 'samples_count'"), std::string::npos)
        << joined(under41.failures);
}

TEST(compliance_TargetsAcrossRulesets, BenchmarkListOf51RejectsBert)
{
    const auto log = parseFixture("targets/5.0.0_bert_pass.txt");
    const Result result = checkerFor("5.1.0").check(log->log);
    EXPECT_FALSE(result.valid);
    EXPECT_NE(joined(result.failures).find("submission_benchmark check failed"), std::string::npos)
        << joined(result.failures);
}

} // namespace
