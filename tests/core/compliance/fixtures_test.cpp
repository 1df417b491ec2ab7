// One hand-made log per rule and per edge case of docs/mlperf-scoring.md §8, each derived
// from a trimmed real bert log (tinycorp tinybox_red result_9), checked against 4.1.0.

#include "tests/support/compliance_support.h"

#include <gtest/gtest.h>

using namespace scalescope;
using namespace scalescope::compliance;
using namespace scalescope::compliance::testing;

namespace {

struct Case
{
    const char* file;
    bool valid;
    const char* reason; // a failure (or, for valid runs, a warning) must contain this; "" for none
};

const Checker& checker41()
{
    static const Checker checker(loadRuleset("4.1.0"));
    return checker;
}

class Fixture : public ::testing::TestWithParam<Case>
{
};
using compliance_Fixture = Fixture; // ctest -R compliance

TEST_P(compliance_Fixture, VerdictAndReason)
{
    const Case& c = GetParam();
    const auto parsed = parseFixture(c.file);
    const Result result = checker41().check(parsed->log);
    const std::string failures = joined(result.failures);
    EXPECT_EQ(result.valid, c.valid) << failures;
    const std::string reason = c.reason;
    if (c.valid) {
        EXPECT_TRUE(result.failures.empty()) << failures;
        if (!reason.empty())
            EXPECT_NE(joined(result.warnings).find(reason), std::string::npos)
                << joined(result.warnings);
        else
            EXPECT_TRUE(result.warnings.empty()) << joined(result.warnings);
    } else {
        EXPECT_NE(failures.find(reason), std::string::npos) << "expected \"" << reason << "\" in:\n"
                                                            << failures;
    }
}

const Case kCases[] = {
    {"valid_bert.txt", true, ""},
    {"run_stop_missing.txt", false, "run_stop: expected exactly one occurrence, found 0"},
    {"run_stop_before_run_start.txt", false, "line 9: run_stop check failed: s['run_started']"},
    {"run_start_twice.txt", true,
     "run_start: expected exactly one occurrence, found 2 with the same value"},
    {"run_stop_twice.txt", true,
     "run_stop: expected exactly one occurrence, found 2 with the same value"},
    {"run_stop_without_status.txt", false,
     "line 31: run_stop check failed: 'status' in v['metadata']"},
    {"status_aborted_accepted.txt", true, ""},
    {"init_start_after_run_start.txt", false,
     "line 10: init_start check failed: not s['init_stopped']"},
    {"init_over_30_min.txt", false,
     "line 8: init_stop check failed: ll.timestamp - s['first_init_start'] < "
     "(s['compile_time_mins']*60*1e3)"},
    {"init_over_30_min_open_division_accepted.txt", true, ""},
    {"submission_division_after_init_stop.txt", false,
     "line 7: init_stop check failed: ll.timestamp - s['first_init_start']"},
    {"exactly_one_duplicate_same_value.txt", true,
     "global_batch_size: expected exactly one occurrence, found 2 with the same value"},
    {"exactly_one_duplicate_different_values.txt", false,
     "global_batch_size: expected exactly one occurrence, found 2 with different values"},
    {"submission_org_twice_different_values.txt", false,
     "submission_org: expected exactly one occurrence, found 2 with different values"},
    {"eval_accuracy_null.txt", false,
     "line 26: eval_accuracy: the quality-target check `(v['value'] >= 0.720) and v['value'] < "
     "1.0` cannot be evaluated (TypeError"},
    {"eval_accuracy_string.txt", false, "line 26: eval_accuracy: the quality-target check"},
    {"eval_accuracy_missing_epoch_num.txt", false,
     "line 26: eval_accuracy check failed: 'epoch_num' in v['metadata']"},
    {"eval_samples_empty_string.txt", false,
     "line 21: eval_samples check failed: v['value'] != ''"},
    {"bert_target_missed.txt", false,
     "eval_accuracy: quality target not met by any of the 2 occurrences: (v['value'] >= 0.720) and "
     "v['value'] < 1.0"},
    {"bert_target_at_one.txt", false, "eval_accuracy: quality target not met"},
    {"empty_file.txt", false, "No log lines detected."},
    {"no_mllog_lines.txt", false, "No log lines detected."},
    {"parse_error_trailing_text.txt", false, "line 22: parse error: invalid JSON: Extra data"},
    {"parse_error_nul_in_string.txt", false, "Log lines had parsing errors."},
    {"latin1_high_bytes_accepted.txt", true, ""},
    {"crlf_line_endings_accepted.txt", true, ""},
    {"lone_cr_line_endings_accepted.txt", true, ""},
    {"two_records_one_line_first_dropped.txt", false,
     "block_stop or epoch_stop: expected at least one occurrence of either, found none"},
    {"mllog_without_space_ignored.txt", true, ""},
    {"time_ms_numeric_string_accepted.txt", true, ""},
    {"time_ms_true_accepted.txt", true, ""},
    {"time_ms_non_numeric_string.txt", false, "line 22: parse error: time_ms is not a number"},
    {"time_ms_null.txt", false, "line 22: malformed record (time_ms is null)"},
    {"record_missing_metadata.txt", false, "line 22: malformed record"},
    {"record_json_array.txt", false, "line 31: malformed record"},
    {"benchmark_without_rules_file.txt", false,
     "ruleset 4.1.0 has no rules file 'training_4.1.0/closed_resnet.yaml'"},
    {"benchmark_not_allowed.txt", false,
     "line 5: submission_benchmark check failed: v['value'] in ['resnet'"},
    {"epoch_and_block_records_missing.txt", false,
     "block_start or epoch_start: expected at least one occurrence of either, found none"},
    {"cache_clear_missing.txt", false, "cache_clear: expected at least one occurrence, found 0"},
    {"gradient_accumulation_steps_zero.txt", false,
     "line 20: gradient_accumulation_steps check failed: v['value'] > 0"},
    // closed_llama2_70b_lora redefines gradient_accumulation_steps, which drops closed_common's ">
    // 0" failure.
    {"llama2_gradient_accumulation_zero_overridden.txt", true, ""},
    {"sd_group_missing_fid.txt", false,
     "aggregated_eval_accuracy: the quality-target check `(0.0 <= v['value']['FID'] <= 90.0) and "
     "(0.15 <= v['value']['CLIP'] <= 1.0)` cannot be evaluated (KeyError: 'FID')"},
    {"sd_fewer_than_two_groups.txt", false,
     "aggregated_eval_accuracy: expected at least 2 occurrences, found 1"},
    {"sd_eval_without_samples_count.txt", false,
     "cannot aggregate the FID/CLIP evaluations: line 24: eval_accuracy has no 'samples_count'"},
};

std::string caseName(const ::testing::TestParamInfo<Case>& info)
{
    std::string name = info.param.file;
    name = name.substr(0, name.find('.'));
    for (char& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)))
            c = '_';
    return name;
}

INSTANTIATE_TEST_SUITE_P(Mllog, compliance_Fixture, ::testing::ValuesIn(kCases), caseName);

TEST(compliance_FixtureDetails, DivisionAndBenchmarkAreReported)
{
    const auto parsed = parseFixture("valid_bert.txt");
    const Result result = checker41().check(parsed->log);
    EXPECT_EQ(result.division, "closed");
    EXPECT_EQ(result.benchmark, "bert");
}

TEST(compliance_FixtureDetails, ParseErrorsNameEveryLine)
{
    const auto parsed =
        parseText(readFile(std::string(SCALESCOPE_TEST_DATA) + "/mllog/valid_bert.txt") +
                  ":::MLLOG {oops\n:::MLLOG {\"a\": 1} x\n");
    const Result result = checker41().check(parsed->log);
    EXPECT_FALSE(result.valid);
    ASSERT_GE(result.failures.size(), 3u);
    EXPECT_EQ(result.failures[0].message, "Log lines had parsing errors.");
    EXPECT_EQ(result.failures[1].line, 32u);
    EXPECT_EQ(result.failures[2].line, 33u);
}

TEST(compliance_FixtureDetails, SubmissionKeysAreCheckedOnlyAtFirstOccurrence)
{
    // A second submission_division with an invalid value is counted (so EXACTLY_ONE
    // fails with different values) but its CHECK and POST never run: no "open_common".
    std::string text = readFile(std::string(SCALESCOPE_TEST_DATA) + "/mllog/valid_bert.txt");
    text += ":::MLLOG {\"time_ms\": 1, \"key\": \"submission_division\", \"value\": \"weird\", "
            "\"metadata\": {}}\n";
    const auto parsed = parseText(text);
    const Result result = checker41().check(parsed->log);
    const std::string failures = joined(result.failures);
    EXPECT_NE(
        failures.find(
            "submission_division: expected exactly one occurrence, found 2 with different values"),
        std::string::npos)
        << failures;
    EXPECT_EQ(failures.find("check failed"), std::string::npos) << failures;
    EXPECT_EQ(failures.find("weird_common"), std::string::npos) << failures;
}

} // namespace
