#include "ui/text/CoreMessages.h"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <iterator>

namespace scalescope::ui {

namespace {

struct CoreMessageSource
{
    const char* id;
    const char* english; // what lupdate extracts: core's English template, word for word
};

// Core's messages (core/util/message_catalog.cpp) as the translation sees them, in the
// context "CoreMessages". ui_top_tests fails while an id of core's catalog is missing here
// or its English differs, so the two tables cannot drift apart unnoticed.
constexpr CoreMessageSource kCoreMessages[] = {
    {"count.submitter", QT_TRANSLATE_NOOP("CoreMessages", "%1 submitter")},
    {"count.submitters", QT_TRANSLATE_NOOP("CoreMessages", "%1 submitters")},
    {"count.system", QT_TRANSLATE_NOOP("CoreMessages", "%1 system")},
    {"count.systems", QT_TRANSLATE_NOOP("CoreMessages", "%1 systems")},
    {"list.and", QT_TRANSLATE_NOOP("CoreMessages", "%1 and %2")},
    {"list.comma", QT_TRANSLATE_NOOP("CoreMessages", "%1, %2")},
    {"list.semicolon", QT_TRANSLATE_NOOP("CoreMessages", "%1; %2")},
    {"count.error", QT_TRANSLATE_NOOP("CoreMessages", "%1 error")},
    {"count.errors", QT_TRANSLATE_NOOP("CoreMessages", "%1 errors")},
    {"count.file", QT_TRANSLATE_NOOP("CoreMessages", "%1 file")},
    {"count.files", QT_TRANSLATE_NOOP("CoreMessages", "%1 files")},
    {"count.republished_entries", QT_TRANSLATE_NOOP("CoreMessages", "%1 republished entries")},
    {"count.republished_entry", QT_TRANSLATE_NOOP("CoreMessages", "%1 republished entry")},
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
    {"import.not_a_benchmark",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "\"%1\" is not a benchmark of ruleset %2 (%3); folder skipped")},
    {"caveat.family",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "One system family: each point is this submitter's fastest entry of the same system "
         "design "
         "at that GPU count, a separate submission rather than one run of one machine.")},
    {"caveat.family.batches",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "One system family: each point is this submitter's fastest entry of the same system "
         "design "
         "at that GPU count, a separate submission rather than one run of one machine; global "
         "batch "
         "sizes %1 to %2, so part of the loss of efficiency can be convergence, not hardware.")},
    {"caveat.frontier",
     QT_TRANSLATE_NOOP("CoreMessages", "Each point is the fastest entry of some system at that GPU "
                                       "count, not one system measured "
                                       "at every count.")},
    {"caveat.mixes",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "The curve mixes %1 and %2: different software stacks, so speedup and efficiency describe "
         "the best published result at each count, not strong scaling (negative Karp-Flatt values "
         "are a sign of it). Group by system family for the closest thing to one strong-scaling "
         "curve.")},
    {"caveat.mixes.batch",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "The curve mixes %1 and %2 (global batch size %3): different software stacks, so speedup "
         "and efficiency describe the best published result at each count, not strong scaling "
         "(negative Karp-Flatt values are a sign of it). Group by system family for the closest "
         "thing to one strong-scaling curve.")},
    {"caveat.mixes.batches",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "The curve mixes %1 and %2 with global batch sizes %3 to %4: different software stacks "
         "and "
         "batch sizes, so speedup and efficiency describe the best published result at each count, "
         "not strong scaling (negative Karp-Flatt values are a sign of it). Group by system family "
         "for the closest thing to one strong-scaling curve.")},
    {"series.mixes_accelerators",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "this series mixes accelerator models (%1): speedups compare different hardware")},
    {"budget.cut",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "%1 cut to %2 of %3 resamples: each resample takes %4 steps (runs drawn and points "
         "rebuilt), and one series may take %5; its intervals are coarser")},
    {"budget.left_out",
     QT_TRANSLATE_NOOP("CoreMessages", "%1 left out: each resample takes %2 steps (runs drawn and "
                                       "points rebuilt), and one series "
                                       "may take %3, so fewer than %4 resamples would fit")},
    {"estimate.entry_bootstrap", QT_TRANSLATE_NOOP("CoreMessages", "entry bootstrap")},
    {"estimate.run_bootstrap", QT_TRANSLATE_NOOP("CoreMessages", "run bootstrap")},
    {"series.leave_one_out_cut",
     QT_TRANSLATE_NOOP("CoreMessages", "leave one entry out left out: %1")},
    {"series.fit_refits_cut",
     QT_TRANSLATE_NOOP("CoreMessages", "fit diagnostics without each point left out: %1")},
    {"energy.coverage", QT_TRANSLATE_NOOP("CoreMessages", "%1: %2 of %3 scores have power logs")},
    {"energy.coverage.one_has",
     QT_TRANSLATE_NOOP("CoreMessages", "%1: %2 of %3 scores has power logs")},
    {"energy.coverage.one_score",
     QT_TRANSLATE_NOOP("CoreMessages", "%1: %2 of %3 score have power logs")},
    {"energy.coverage.one_score_has",
     QT_TRANSLATE_NOOP("CoreMessages", "%1: %2 of %3 score has power logs")},
    {"fit.best.aicc",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "lowest AICc among the models that beat a constant out of sample")},
    {"fit.best.exact",
     QT_TRANSLATE_NOOP("CoreMessages", "exact fit (RMSE = 0) that beats a constant out of sample")},
    {"fit.best.leave_one_out",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "lowest leave-one-out error (no model has enough points for AICc)")},
    {"fit.best.none_beats_constant",
     QT_TRANSLATE_NOOP("CoreMessages", "no model fits these points better than a constant")},
    {"fit.best.none_chosen", QT_TRANSLATE_NOOP("CoreMessages", "no model chosen: %1")},
    {"fit.best.switched_off", QT_TRANSLATE_NOOP("CoreMessages", "fits switched off")},
    {"fit.best.too_few_points",
     QT_TRANSLATE_NOOP("CoreMessages", "too few points to prefer a model")},
    {"fit.gap", QT_TRANSLATE_NOOP(
                    "CoreMessages",
                    "the curve between N = %1 and %2 (%3x apart) is interpolated, not measured")},
    {"fit.peak_beyond",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "USL peak at N = %1 is beyond the largest measured N (%2): extrapolated")},
    {"fit.peak_in_gap",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "USL peak at N = %1 falls in a %2x gap between measured N = %3 and %4: not measured")},
    {"fit.poor",
     QT_TRANSLATE_NOOP("CoreMessages", "poor fit: R^2 = %1 < 0.5; drawn faded, not to be trusted")},
    {"fit.usl_is_amdahl",
     QT_TRANSLATE_NOOP("CoreMessages", "USL reduces to Amdahl (kappa = 0): sigma is Amdahl's f")},
    {"verdict.entry", QT_TRANSLATE_NOOP("CoreMessages", "%1 %2 (%3 GPUs)")},
    {"verdict.entry.reference", QT_TRANSLATE_NOOP("CoreMessages", "%1 (reference)")},
    {"verdict.rests_on", QT_TRANSLATE_NOOP("CoreMessages", "rests on %1")},
    {"verdict.mixes_rests_on",
     QT_TRANSLATE_NOOP("CoreMessages", "this series mixes %1 and %2; the break-even rests on %3")},
    {"verdict.run_bootstrap",
     QT_TRANSLATE_NOOP("CoreMessages", "run bootstrap (run noise only): N* %1 to %2")},
    {"verdict.depends_on_one",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "depends on one entry: without %1 there is no break-even by this rule")},
    {"verdict.most_influential",
     QT_TRANSLATE_NOOP("CoreMessages", "most influential entry: %1; without it %2")},
    {"verdict.outcome.none", QT_TRANSLATE_NOOP("CoreMessages", "no break-even")},
    {"verdict.outcome.gap", QT_TRANSLATE_NOOP("CoreMessages", "between %1 and %2 GPUs")},
    {"verdict.outcome.n", QT_TRANSLATE_NOOP("CoreMessages", "N = %1")},
    {"verdict.leave_one_out.stable",
     QT_TRANSLATE_NOOP("CoreMessages", "leaving out any one entry does not move it")},
    {"verdict.leave_one_out.none",
     QT_TRANSLATE_NOOP("CoreMessages", "leave one entry out: none, %1")},
    {"verdict.leave_one_out.range",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "leave one entry out: %1 of %2 rebuilds have one, from N = %3 to %4")},
    {"verdict.entry_bootstrap",
     QT_TRANSLATE_NOOP("CoreMessages", "entry bootstrap: N* %1 to %2 (%3 of %4 resamples cross)")},
    {"verdict.entry_bootstrap.no_crossing",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "entry bootstrap: no resample of the entries crosses (%1 resamples)")},
    {"verdict.entry_bootstrap.none",
     QT_TRANSLATE_NOOP("CoreMessages", "entry bootstrap: none, %1")},
    {"verdict.throughput.lower_bound",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "on throughput (samples/s): efficiency stays >= the threshold up to N = %1")},
    {"verdict.throughput.gap",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "on throughput (samples/s): between %1 and %2 GPUs, not measured there")},
    {"verdict.throughput.crossing",
     QT_TRANSLATE_NOOP("CoreMessages", "on throughput (samples/s): N* ≈ %1")},
    {"verdict.throughput.n",
     QT_TRANSLATE_NOOP("CoreMessages", "on throughput (samples/s): N = %1")},
    {"verdict.throughput.none", QT_TRANSLATE_NOOP("CoreMessages", "on throughput: %1")},
    {"verdict.limit.batch.convergence",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "at %1 GPUs efficiency is %2 on time and %3 on throughput: the %4x larger global batch "
         "needs %5x the samples to converge; efficiency falls mainly because of convergence, not "
         "because throughput stops scaling (convergence share %6)")},
    {"verdict.limit.batch.throughput",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "at %1 GPUs efficiency is %2 on time and %3 on throughput: the %4x larger global batch "
         "needs %5x the samples to converge; efficiency falls mainly because throughput stops "
         "scaling (convergence share %6)")},
    {"verdict.limit.convergence",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "at %1 GPUs efficiency is %2 on time and %3 on throughput: it needs %4x the samples to "
         "converge; efficiency falls mainly because of convergence, not because throughput stops "
         "scaling (convergence share %5)")},
    {"verdict.limit.throughput",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "at %1 GPUs efficiency is %2 on time and %3 on throughput: it needs %4x the samples to "
         "converge; efficiency falls mainly because throughput stops scaling (convergence share "
         "%5)")},
    {"verdict.rcp",
     QT_TRANSLATE_NOOP("CoreMessages", "reference convergence points (RCP) at %1 GPUs: %2")},
    {"verdict.rcp.expected",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "the batch size alone is expected to need %1x the reference's convergence")},
    {"verdict.rcp.slower",
     QT_TRANSLATE_NOOP("CoreMessages", "the runs converged in %1x what the RCPs expect (slower "
                                       "than expected: run luck or tuning)")},
    {"verdict.rcp.faster",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "the runs converged in %1x what the RCPs expect (faster than expected)")},
    {"verdict.rcp.as_expected",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "the runs converged in %1x what the RCPs expect (as expected)")},
    {"verdict.time_vs_throughput", QT_TRANSLATE_NOOP("CoreMessages", "time vs throughput: %1")},
    {"list.text", QT_TRANSLATE_NOOP("CoreMessages", "%1")},
    {"break_even.too_few",
     QT_TRANSLATE_NOOP("CoreMessages", "only %1 distinct GPU counts (needs %2)")},
    {"break_even.too_few.one",
     QT_TRANSLATE_NOOP("CoreMessages", "only %1 distinct GPU count (needs %2)")},
    {"break_even.no_point_reaches",
     QT_TRANSLATE_NOOP("CoreMessages", "no point reaches efficiency %1")},
    {"break_even.crossing.down", QT_TRANSLATE_NOOP("CoreMessages", "down between N = %1 and %2")},
    {"break_even.crossing.up", QT_TRANSLATE_NOOP("CoreMessages", "up between N = %1 and %2")},
    {"break_even.crosses_several",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "efficiency crosses %1 %2 times (%3); reported: the last N with E >= %1")},
    {"break_even.no_crossing",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "no crossing: efficiency stays >= %1 up to the largest N measured")},
    {"break_even.several_stays",
     QT_TRANSLATE_NOOP("CoreMessages", "%1; it stays >= %2 up to the largest N measured")},
    {"break_even.gap",
     QT_TRANSLATE_NOOP("CoreMessages", "efficiency falls below %1 between %2 and %3 GPUs, not "
                                       "measured there (%4 apart): no single N*")},
    {"break_even.marginal.no_step",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "none: no step between measured GPU counts grows N by >= %1x")},
    {"break_even.marginal.beyond",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "no step falls below a = %1: the marginal break-even is beyond the largest N measured")},
    {"break_even.knee.not_enough", QT_TRANSLATE_NOOP("CoreMessages", "not enough points: %1")},
    {"break_even.knee.flat", QT_TRANSLATE_NOOP("CoreMessages", "no knee: the speedup is flat")},
    {"break_even.knee.no_bend",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "no knee: the log-log speedup curve has no pronounced bend (Kneedle, S = 1)")},
    {"break_even.cost.needs_price",
     QT_TRANSLATE_NOOP("CoreMessages", "needs a price per accelerator-hour (none is assumed) to "
                                       "weigh GPU-hours against the value of time")},
    {"break_even.cost.no_points", QT_TRANSLATE_NOOP("CoreMessages", "no points")},
    {"break_even.cost.one_count",
     QT_TRANSLATE_NOOP("CoreMessages", "only 1 distinct GPU count: nothing to compare")},
    {"break_even.modelled.no_fit", QT_TRANSLATE_NOOP("CoreMessages", "no fitted curve: %1")},
    {"break_even.modelled.undefined",
     QT_TRANSLATE_NOOP("CoreMessages", "the fitted curve is undefined between min and max N")},
    {"break_even.modelled.minimum",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "modelled: minimum of the fitted %1 curve between min and max N")},
    {"break_even.modelled.none_selected",
     QT_TRANSLATE_NOOP("CoreMessages", "no fitted curve selected")},
    {"fit.no_reference", QT_TRANSLATE_NOOP("CoreMessages", "no valid reference point")},
    {"fit.too_few_counts",
     QT_TRANSLATE_NOOP("CoreMessages", "needs >= %1 distinct GPU counts, has %2")},
    {"fit.usl_undefined",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "the USL is undefined at these points (reference above the smallest N)")},
    {"fit.refits_over_budget",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "refitting without each of %1 points is over the work budget of one series (%2 steps)")},
    {"uncertainty.rebuilds_over_budget",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "%1 rebuilds of %2 entries each are over the work budget of one series (%3 steps)")},
    {"uncertainty.entry_bootstrap_off",
     QT_TRANSLATE_NOOP("CoreMessages", "entry bootstrap switched off")},
    {"uncertainty.entry_bootstrap_too_few",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "only %1 distinct GPU counts (the entry bootstrap needs %2)")},
    {"uncertainty.entry_bootstrap_over_budget",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "fewer than %1 resamples of %2 entries fit in the work budget of one series (%3 steps)")},
    {"verdict.throughput.too_few",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "samples to converge for only %1 of the curve's GPU counts (at least 3 are needed)")},
    {"verdict.limit.no_samples",
     QT_TRANSLATE_NOOP("CoreMessages", "no samples to converge at N = %1 or at the reference")},
    {"verdict.limit.nothing_lost",
     QT_TRANSLATE_NOOP("CoreMessages", "efficiency at N = %1 is not below 1: nothing lost")},
    {"verdict.none.no_series", QT_TRANSLATE_NOOP("CoreMessages", "no series")},
    {"verdict.none.too_few",
     QT_TRANSLATE_NOOP("CoreMessages", "only %1 GPU counts measured (at least 3 are needed)")},
    {"verdict.none.too_few.one",
     QT_TRANSLATE_NOOP("CoreMessages", "only %1 GPU count measured (at least 3 are needed)")},
    {"verdict.none.stays",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "efficiency stays >= %1 up to N = %2 and no other rule triggered")},
    {"verdict.none.no_rule",
     QT_TRANSLATE_NOOP("CoreMessages", "no rule gives an estimate up to N = %1")},
    {"point.karp_flatt.reference",
     QT_TRANSLATE_NOOP("CoreMessages", "defined for p > 1 only (N above the reference's)")},
    {"point.local_exponent.republished",
     QT_TRANSLATE_NOOP("CoreMessages", "republished from %1: counted once, under its first round")},
    {"point.local_exponent.off_frontier", QT_TRANSLATE_NOOP("CoreMessages", "not on the frontier")},
    {"point.local_exponent.dominated",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "dominated: not faster than a frontier point with fewer GPUs")},
    {"point.local_exponent.first",
     QT_TRANSLATE_NOOP("CoreMessages", "first frontier point: no smaller N to compare with")},
    {"compare.different_benchmarks",
     QT_TRANSLATE_NOOP("CoreMessages", "different benchmarks (%1, %2)")},
    {"compare.no_time",
     QT_TRANSLATE_NOOP("CoreMessages", "a point has no time or no accelerators")},
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
    {"file.cannot_open", QT_TRANSLATE_NOOP("CoreMessages", "cannot open: %1")},
    {"file.cannot_read", QT_TRANSLATE_NOOP("CoreMessages", "cannot read: %1")},
    {"file.is_folder", QT_TRANSLATE_NOOP("CoreMessages", "is a folder, not a file")},
    {"file.is_fifo", QT_TRANSLATE_NOOP("CoreMessages", "is a FIFO, not a regular file")},
    {"file.is_device", QT_TRANSLATE_NOOP("CoreMessages", "is a device, not a regular file")},
    {"file.is_socket", QT_TRANSLATE_NOOP("CoreMessages", "is a socket, not a regular file")},
    {"file.not_regular", QT_TRANSLATE_NOOP("CoreMessages", "is not a regular file")},
    {"file.grew",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "grew while being read (it had %1 bytes); read it again when it is complete")},
    {"file.shrank",
     QT_TRANSLATE_NOOP("CoreMessages", "shrank while being read (%1 bytes expected, %2 read); read "
                                       "it again when it is complete")},
    {"file.over_limit", QT_TRANSLATE_NOOP("CoreMessages", "is %1 bytes (%2), over %3; not read")},
    {"file.over_limit.at_least",
     QT_TRANSLATE_NOOP("CoreMessages", "is at least %1 bytes (%2), over %3; not read")},
    {"file.limit.one_file", QT_TRANSLATE_NOOP("CoreMessages", "the limit of %1 for one file")},
    {"file.limit.dataset", QT_TRANSLATE_NOOP("CoreMessages", "the limit of %1 for a dataset file")},
    {"file.limit.budget_left",
     QT_TRANSLATE_NOOP("CoreMessages", "what is left (%1) of the import's budget of %2")},
    {"file.line_too_long",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "line %1 is longer than the limit of %2 for one line (%3 bytes); not read")},
    {"file.has_long_line",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "has a line longer than the limit of %1 for one line (%2 bytes); not read")},
    {"file.cannot_list",
     QT_TRANSLATE_NOOP("CoreMessages", "cannot list this folder (%1); skipped")},
    {"file.cannot_list.short", QT_TRANSLATE_NOOP("CoreMessages", "cannot list this folder (%1)")},
    {"file.listing_stopped",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "listing stopped early (%1); the rest of this folder is skipped")},
    {"file.archive.file_and_folder",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "is both a file and a folder in the archive; the file is kept")},
    {"file.archive.folder_and_file",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "is both a folder and a file in the archive; the folder is kept")},
    {"file.archive.inside_file",
     QT_TRANSLATE_NOOP("CoreMessages", "is inside %1, which is a file in the archive; not read")},
    {"file.archive.duplicate",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "appears more than once in the archive; the first copy is used")},
    {"file.archive.not_folder",
     QT_TRANSLATE_NOOP("CoreMessages", "is not a folder in the archive; skipped")},
    {"file.archive.missing", QT_TRANSLATE_NOOP("CoreMessages", "is not in the archive")},
    {"file.archive.no_name", QT_TRANSLATE_NOOP("CoreMessages", "has no name; not read")},
    {"file.archive.absolute", QT_TRANSLATE_NOOP("CoreMessages", "has an absolute path; not read")},
    {"file.archive.drive_letter",
     QT_TRANSLATE_NOOP("CoreMessages", "has a drive letter (an absolute Windows path); not read")},
    {"file.archive.dot_dot",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "has a \"..\" component, which would point outside the archive; not read")},
    {"file.archive.hard_link",
     QT_TRANSLATE_NOOP("CoreMessages", "is a hard link (to %1); not read")},
    {"file.archive.symbolic_link",
     QT_TRANSLATE_NOOP("CoreMessages", "is a symbolic link (to %1); not read")},
    {"file.archive.device", QT_TRANSLATE_NOOP("CoreMessages", "is a device file; not read")},
    {"file.archive.fifo", QT_TRANSLATE_NOOP("CoreMessages", "is a FIFO; not read")},
    {"file.archive.socket", QT_TRANSLATE_NOOP("CoreMessages", "is a socket; not read")},
    {"file.archive.unknown_type",
     QT_TRANSLATE_NOOP("CoreMessages", "has an unknown entry type; not read")},
    {"file.archive.entry_too_big",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "is %1, more than the limit of %2 for one file (no MLPerf log is that big); not read")},
    {"file.archive.truncated",
     QT_TRANSLATE_NOOP("CoreMessages", "the archive is truncated: it ends before %1 is complete "
                                       "(%2); nothing after that was read")},
    {"file.archive.damaged_nothing",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "the archive is damaged or truncated (%1); nothing could be read from it")},
    {"file.archive.damaged_after",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "the archive is damaged or truncated (%1); entries after %2 were not read")},
    {"file.archive.too_big_total",
     QT_TRANSLATE_NOOP("CoreMessages", "the archive unpacks to more than %1, the limit for one "
                                       "import; reading stopped in %2 and the rest was not read")},
    {"file.archive.unreadable",
     QT_TRANSLATE_NOOP("CoreMessages", "%1: cannot be read as an archive (%2)")},
    {"file.archive.no_files", QT_TRANSLATE_NOOP("CoreMessages", "%1: the archive holds no files")},
    {"file.archive.nothing_read",
     QT_TRANSLATE_NOOP("CoreMessages", "%1: nothing could be read (%2)")},
    {"file.no_such_path", QT_TRANSLATE_NOOP("CoreMessages", "%1: no such file or folder")},
    {"file.not_folder_or_archive",
     QT_TRANSLATE_NOOP("CoreMessages", "%1: neither a folder nor an archive (.zip, .tar.gz, .tgz, "
                                       ".tar.xz); open datasets with their own command")},
    {"file.not_a_round",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "%1: not an MLPerf round, submitter, system or benchmark folder (a round "
                       "holds <submitter>/systems and <submitter>/results)")},
    {"file.nothing_to_import", QT_TRANSLATE_NOOP("CoreMessages", "nothing to import")},
    {"file.nothing_given",
     QT_TRANSLATE_NOOP("CoreMessages", "nothing to import: give at least one folder or archive")},
    {"file.cancelled", QT_TRANSLATE_NOOP("CoreMessages", "the import was cancelled")},
    {"file.unknown_ruleset",
     QT_TRANSLATE_NOOP("CoreMessages", "unknown ruleset %1 for %2; known rulesets: %3")},
    {"file.dataset.invalid_json", QT_TRANSLATE_NOOP("CoreMessages", "%1: not valid JSON (%2)")},
    {"file.dataset.too_large",
     QT_TRANSLATE_NOOP("CoreMessages", "%1: too large to hold in memory")},
    {"file.system.nested",
     QT_TRANSLATE_NOOP("CoreMessages", "the JSON is nested deeper than %1 levels; system skipped")},
    {"file.system.invalid_json",
     QT_TRANSLATE_NOOP("CoreMessages", "not valid JSON (%1); system skipped")},
    {"file.system.not_object",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "the system description is not a JSON object; system skipped")},
    {"file.system.missing_field",
     QT_TRANSLATE_NOOP("CoreMessages", "the field \"%1\" is missing; system skipped")},
    {"file.system.not_integer",
     QT_TRANSLATE_NOOP("CoreMessages", "\"%1\" is %2, not an integer; system skipped")},
    {"file.system.negative",
     QT_TRANSLATE_NOOP("CoreMessages", "\"%1\" is %2, a negative count; system skipped")},
    {"file.system.implausible",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "\"%1\" is %2, more than %3 (2^31 - 1), not a plausible count; system skipped")},
    {"file.system.product",
     QT_TRANSLATE_NOOP("CoreMessages", "%1 is %2, more than %3; system skipped")},
    {"file.scaling.read", QT_TRANSLATE_NOOP("CoreMessages", "scaling.json: %1")},
    {"file.scaling.invalid_json",
     QT_TRANSLATE_NOOP("CoreMessages", "scaling.json is not valid JSON (%1)")},
    {"file.scaling.no_factor",
     QT_TRANSLATE_NOOP("CoreMessages", "scaling.json has no numeric \"scaling_factor\"")},
    {"file.scaling.not_positive",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "scaling.json has \"scaling_factor\" %1, not a positive number")},
    {"file.dataset.cannot_open", QT_TRANSLATE_NOOP("CoreMessages", "%1 : cannot open: %2")},
    {"file.dataset.is_folder", QT_TRANSLATE_NOOP("CoreMessages", "%1 is a folder, not a file")},
    {"file.dataset.over_limit",
     QT_TRANSLATE_NOOP("CoreMessages", "%1 is %2 bytes (%3), over %4; not read")},
    {"hardware.no_benchmark", QT_TRANSLATE_NOOP("CoreMessages", "no benchmark '%1' (present: %2)")},
    {"hardware.ambiguous",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "benchmark '%1' names different models in these rounds (%2); name the model")},
    {"hardware.target_changed",
     QT_TRANSLATE_NOOP("CoreMessages", "%1: the quality target changed in %2 (%3 before, %4 from "
                                       "then on); no factor spans the change")},
    {"hardware.no_entry",
     QT_TRANSLATE_NOOP("CoreMessages", "no scored closed-division entry of %1 in these rounds")},
    {"hardware.no_entry_at",
     QT_TRANSLATE_NOOP("CoreMessages", "no entry of %1 at %2 GPUs (measured at %3)")},
    {"file.power.no_node_log", QT_TRANSLATE_NOOP("CoreMessages", "%1 has no node_*.txt power log")},
    {"file.power.total_not_a_number",
     QT_TRANSLATE_NOOP("CoreMessages", "%1: the power logs give an energy that is not a number")},
    {"file.power.reading",
     QT_TRANSLATE_NOOP("CoreMessages", "%1: power_reading at line %2 is not a number")},
    {"file.power.no_start",
     QT_TRANSLATE_NOOP("CoreMessages", "%1: no power_measurement_start record")},
    {"file.power.empty_window",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "%1: the power measurement window is empty (stop equals start)")},
    {"file.power.interconnect",
     QT_TRANSLATE_NOOP("CoreMessages", "%1: interconnect_power_est at line %2 is not a number")},
};

QString argumentText(const MessageArg& arg)
{
    switch (arg.kind) {
    case MessageArg::Kind::Message:
        return arg.message.empty() ? QString() : coreMessageText(arg.message.front());
    case MessageArg::Kind::Number:
        // Core writes figures as English does ("0.5"); the UI shows the locale's separator.
        return QString::fromStdString(arg.text).replace(QLatin1Char('.'), QLocale().decimalPoint());
    case MessageArg::Kind::Text:
        break;
    }
    return QString::fromStdString(arg.text);
}

} // namespace

const char* coreMessageSource(std::string_view id)
{
    const auto* found =
        std::find_if(std::begin(kCoreMessages), std::end(kCoreMessages),
                     [id](const CoreMessageSource& entry) { return id == entry.id; });
    return found == std::end(kCoreMessages) ? nullptr : found->english;
}

QString coreMessageText(const Message& message)
{
    std::vector<std::string> args;
    args.reserve(message.args.size());
    for (const auto& arg : message.args)
        args.push_back(argumentText(arg).toStdString());
    QString pattern;
    if (const char* source = coreMessageSource(message.id))
        pattern = QCoreApplication::translate(kCoreMessagesContext, source);
    else if (const MessageTemplate* english = findMessageTemplate(message.id))
        pattern = QString::fromUtf8(english->english.data(),
                                    static_cast<qsizetype>(english->english.size()));
    else
        return QString::fromStdString(message.id);
    // One pass, as core fills its English: an argument's own "%2" is never replaced again.
    return QString::fromStdString(fillTemplate(pattern.toStdString(), args));
}

QString coreMessageText(const Message& message, const std::string& english)
{
    return message.id.empty() ? QString::fromStdString(english) : coreMessageText(message);
}

QString coreMessageText(const std::vector<Message>& messages, const QString& separator)
{
    QStringList texts;
    for (const auto& message : messages)
        texts.append(coreMessageText(message));
    return texts.join(separator);
}

} // namespace scalescope::ui
