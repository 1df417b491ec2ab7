// Core's messages of the import: its summary and report, the compliance checker's sentences, run
// times, log lines and scores, as the translation sees them (context "CoreMessages"; see
// CoreMessageSources.h).

#include "ui/text/CoreMessageSources.h"

#include <QtGlobal>

namespace scalescope::ui {

namespace {

constexpr CoreMessageSource kSources[] = {
    {"count.error", QT_TRANSLATE_NOOP("CoreMessages", "%1 error")},
    {"count.errors", QT_TRANSLATE_NOOP("CoreMessages", "%1 errors")},
    {"count.file", QT_TRANSLATE_NOOP("CoreMessages", "%1 file")},
    {"count.files", QT_TRANSLATE_NOOP("CoreMessages", "%1 files")},
    {"count.republished_entries", QT_TRANSLATE_NOOP("CoreMessages", "%1 republished entries")},
    {"count.republished_entry", QT_TRANSLATE_NOOP("CoreMessages", "%1 republished entry")},
    {"provenance.report",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "%1 entries republish the result logs of earlier entries: %2 (the same MLLOG records); "
         "series count each set of logs once, under its first round and system")},
    {"provenance.report.one",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "1 entry republishes the result logs of an earlier entry: %1 (the same MLLOG records); "
         "series count each set of logs once, under its first round and system")},
    {"provenance.first_in", QT_TRANSLATE_NOOP("CoreMessages", "%1 (first in %2)")},
    {"count.run", QT_TRANSLATE_NOOP("CoreMessages", "%1 run")},
    {"count.runs", QT_TRANSLATE_NOOP("CoreMessages", "%1 runs")},
    {"count.score", QT_TRANSLATE_NOOP("CoreMessages", "%1 score")},
    {"count.scores", QT_TRANSLATE_NOOP("CoreMessages", "%1 scores")},
    {"count.warning", QT_TRANSLATE_NOOP("CoreMessages", "%1 warning")},
    {"count.warnings", QT_TRANSLATE_NOOP("CoreMessages", "%1 warnings")},
    {"import.run_rejected", QT_TRANSLATE_NOOP("CoreMessages", "run rejected: %1")},
    {"import.run_accepted_with_warning",
     QT_TRANSLATE_NOOP("CoreMessages", "run accepted with a warning: %1")},
    {"import.rejected_run", QT_TRANSLATE_NOOP("CoreMessages", "%1; run rejected")},
    {"import.summary", QT_TRANSLATE_NOOP("CoreMessages", "%1 in %2; %3 rejected; %4; %5, %6")},
    {"import.incomplete", QT_TRANSLATE_NOOP("CoreMessages", "%1; INCOMPLETE: %2")},
    {"import.folder_like_result",
     QT_TRANSLATE_NOOP("CoreMessages", "is a folder named like a result file; not read as a run")},
    {"import.not_result_file",
     QT_TRANSLATE_NOOP("CoreMessages", "not read: only files named result_*.txt are runs")},
    {"import.not_submitter_folder",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "not a submitter folder (no systems/ and results/ inside); ignored")},
    {"import.system_without_results",
     QT_TRANSLATE_NOOP("CoreMessages", "system description without a results folder; no row")},
    {"import.no_score", QT_TRANSLATE_NOOP("CoreMessages", "no score: %1")},
    {"import.energy_not_computed", QT_TRANSLATE_NOOP("CoreMessages", "energy not computed: %1")},
    {"import.no_power_data", QT_TRANSLATE_NOOP("CoreMessages", "a counted run has no power data")},
    {"import.accelerator_count",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "accelerators_per_node x number_of_nodes is %1; scaling figures for this system will be "
         "meaningless")},
    {"import.ruleset_as_asked",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "scored with ruleset %1 as asked, although the folder name says %2")},
    {"import.ruleset_newest",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "the folder name does not say which round this is; scored with the newest known ruleset, "
         "%1 (use --ruleset to choose)")},
    {"import.no_system_description",
     QT_TRANSLATE_NOOP("CoreMessages", "no system description for %1 (%2); system skipped")},
    {"import.other_rules.reject",
     QT_TRANSLATE_NOOP("CoreMessages", "accepted under %1; %2 reject it: %3")},
    {"import.other_rules.accept",
     QT_TRANSLATE_NOOP("CoreMessages", "rejected under %1; %2 accept it")},
    {"import.rules_unusable",
     QT_TRANSLATE_NOOP("CoreMessages", "the rules of ruleset %1 cannot be used: %2")},
    {"rules.label.published", QT_TRANSLATE_NOOP("CoreMessages", "the %1 rules as published")},
    {"rules.label.today", QT_TRANSLATE_NOOP("CoreMessages", "today's %1 rules")},
    {"import.not_a_benchmark",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "\"%1\" is not a benchmark of ruleset %2 (%3); folder skipped")},
    {"score.too_many_rejected",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "%1 of %2 runs were rejected; at most %3 may be, so there is no score")},
    {"score.no_result_files", QT_TRANSLATE_NOOP("CoreMessages", "no result_*.txt files")},
    {"score.none_left",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "only %1 valid runs: none is left after dropping the fastest and slowest")},
    {"score.no_score_after", QT_TRANSLATE_NOOP("CoreMessages", "%1; no score")},
    {"score.folder_unreadable", QT_TRANSLATE_NOOP("CoreMessages", "the folder cannot be read: %1")},
    {"mllog.invalid_json",
     QT_TRANSLATE_NOOP("CoreMessages", "invalid JSON: %1 at character %2 of the record")},
    {"mllog.record_too_long",
     QT_TRANSLATE_NOOP("CoreMessages", "the MLLOG record is %1 bytes long, over the limit of %2 "
                                       "bytes (64 MiB) for one line; not read")},
    {"mllog.not_an_object",
     QT_TRANSLATE_NOOP("CoreMessages", "the MLLOG record is not a JSON object")},
    {"mllog.missing_field",
     QT_TRANSLATE_NOOP("CoreMessages", "the MLLOG record has no \"%1\" field")},
    {"mllog.time_not_a_number", QT_TRANSLATE_NOOP("CoreMessages", "time_ms is not a number: %1")},
    {"mllog.time_null", QT_TRANSLATE_NOOP("CoreMessages", "time_ms is null")},
    {"mllog.time_not_numeric", QT_TRANSLATE_NOOP("CoreMessages", "time_ms is not a number")},
    {"import.line_problem", QT_TRANSLATE_NOOP("CoreMessages", "%1: %2")},
    {"import.more_line_problems", QT_TRANSLATE_NOOP("CoreMessages", "%1 more %2 lines not listed")},
    {"import.lines.unparseable_mllog", QT_TRANSLATE_NOOP("CoreMessages", "unparseable MLLOG")},
    {"import.lines.malformed_mllog", QT_TRANSLATE_NOOP("CoreMessages", "malformed MLLOG record")},
    {"import.lines.unreadable_power_log",
     QT_TRANSLATE_NOOP("CoreMessages", "unreadable power log")},
    {"compliance.line_label", QT_TRANSLATE_NOOP("CoreMessages", "line %1: ")},
    {"compliance.aggregated_label", QT_TRANSLATE_NOOP("CoreMessages", "aggregated record: ")},
    {"compliance.line_prefix", QT_TRANSLATE_NOOP("CoreMessages", "line %1: %2")},
    {"compliance.waived", QT_TRANSLATE_NOOP("CoreMessages", "%1 (waived: %2)")},
    {"compliance.more_failures",
     QT_TRANSLATE_NOOP("CoreMessages", "%1: %2 more failures like the above")},
    {"compliance.end_check_failed", QT_TRANSLATE_NOOP("CoreMessages", "%1: END check failed: %2")},
    {"compliance.check_failed", QT_TRANSLATE_NOOP("CoreMessages", "%1%2 check failed: %3")},
    {"compliance.exactly_one.none",
     QT_TRANSLATE_NOOP("CoreMessages", "%1: expected exactly one occurrence, found 0")},
    {"compliance.exactly_one.different",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "%1: expected exactly one occurrence, found %2 with different values")},
    {"compliance.exactly_one.same",
     QT_TRANSLATE_NOOP("CoreMessages", "%1: expected exactly one occurrence, found %2 with the "
                                       "same value (accepted, as the official checker does)")},
    {"compliance.at_least_one",
     QT_TRANSLATE_NOOP("CoreMessages", "%1: expected at least one occurrence, found 0")},
    {"compliance.at_least",
     QT_TRANSLATE_NOOP("CoreMessages", "%1: expected at least %2 occurrences, found %3")},
    {"compliance.or", QT_TRANSLATE_NOOP("CoreMessages", "%1 or %2")},
    {"compliance.either",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "%1: expected at least one occurrence of either, found none")},
    {"compliance.target_not_met",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "%1: quality target not met by any of the %2 occurrences: %3")},
    {"compliance.parse_errors", QT_TRANSLATE_NOOP("CoreMessages", "Log lines had parsing errors.")},
    {"compliance.no_lines", QT_TRANSLATE_NOOP("CoreMessages", "No log lines detected.")},
    {"compliance.parse_error", QT_TRANSLATE_NOOP("CoreMessages", "line %1: parse error: %2")},
    {"compliance.malformed",
     QT_TRANSLATE_NOOP("CoreMessages", "line %1: malformed record (%2); the official checker "
                                       "crashes on it, so the run is rejected")},
    {"compliance.and_more", QT_TRANSLATE_NOOP("CoreMessages", "%1; and %2 more")},
    {"compliance.failed", QT_TRANSLATE_NOOP("CoreMessages", "failed compliance")},
    {"run.time_not_a_number",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "the run time is not a number (run_start time_ms %1, run_stop time_ms %2)")},
    {"run.stop_before_start",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "run_stop (time_ms %1) is earlier than run_start (time_ms %2)")},
    {"run.time_past_2_53",
     QT_TRANSLATE_NOOP("CoreMessages", "%1 time_ms %2 is past 2^53 ms, where milliseconds are no "
                                       "longer exact; not a plausible time")},
    {"run.over_a_year",
     QT_TRANSLATE_NOOP("CoreMessages", "the run lasts %1 days (run_start time_ms %2, run_stop "
                                       "time_ms %3), more than a year; not a plausible run time")},
    {"run.no_time",
     QT_TRANSLATE_NOOP("CoreMessages", "no run_start and run_stop pair, so there is no run time")},
};

} // namespace

std::span<const CoreMessageSource> importMessageSources()
{
    return kSources;
}

} // namespace scalescope::ui
