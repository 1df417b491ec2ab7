// Every sentence core words for people, by id (core/util/message.h). The English is what
// the CLI prints, byte for byte, and the one copy of it: the GUI build generates the desktop
// app's translation table from this list (tools/generate_core_messages, read by lupdate),
// and translations/fill_es.py adds each English to the .ts. A new message is one line here
// and its Spanish in fill_es.py's CORE_MESSAGES; ui_l10n_tests fails while it has none.

#include "core/util/message.h"

#include <algorithm>

namespace scalescope {

namespace {

std::vector<MessageTemplate> sortedCatalog()
{
    std::vector<MessageTemplate> catalog{
        // Counts and lists inside other sentences.
        {"count.submitter", "%1 submitter"},
        {"count.submitters", "%1 submitters"},
        {"count.system", "%1 system"},
        {"count.systems", "%1 systems"},
        {"list.and", "%1 and %2"},
        {"list.comma", "%1, %2"},
        {"list.semicolon", "%1; %2"},

        // The import report (core/importer): its summary and the items with fixed sentences.
        {"count.error", "%1 error"},
        {"count.errors", "%1 errors"},
        {"count.file", "%1 file"},
        {"count.files", "%1 files"},
        {"count.republished_entries", "%1 republished entries"},
        {"count.republished_entry", "%1 republished entry"},
        {"provenance.report",
         "%1 entries republish the result logs of earlier entries: %2 (the same MLLOG records); "
         "series count each set of logs once, under its first round and system"},
        {"provenance.report.one",
         "1 entry republishes the result logs of an earlier entry: %1 (the same MLLOG records); "
         "series count each set of logs once, under its first round and system"},
        {"provenance.first_in", "%1 (first in %2)"},
        {"count.run", "%1 run"},
        {"count.runs", "%1 runs"},
        {"count.score", "%1 score"},
        {"count.scores", "%1 scores"},
        {"count.warning", "%1 warning"},
        {"count.warnings", "%1 warnings"},
        {"import.run_rejected", "run rejected: %1"},
        {"import.run_accepted_with_warning", "run accepted with a warning: %1"},
        {"import.rejected_run", "%1; run rejected"},
        {"import.summary", "%1 in %2; %3 rejected; %4; %5, %6"},
        {"import.incomplete", "%1; INCOMPLETE: %2"},
        {"import.folder_like_result", "is a folder named like a result file; not read as a run"},
        {"import.not_result_file", "not read: only files named result_*.txt are runs"},
        {"import.not_submitter_folder",
         "not a submitter folder (no systems/ and results/ inside); ignored"},
        {"import.system_without_results", "system description without a results folder; no row"},
        {"import.no_score", "no score: %1"},
        {"import.energy_not_computed", "energy not computed: %1"},
        {"import.no_power_data", "a counted run has no power data"},
        {"import.accelerator_count", "accelerators_per_node x number_of_nodes is %1; scaling "
                                     "figures for this system will be meaningless"},
        {"import.ruleset_as_asked",
         "scored with ruleset %1 as asked, although the folder name says %2"},
        {"import.ruleset_newest",
         "the folder name does not say which round this is; scored with the newest known "
         "ruleset, %1 (use --ruleset to choose)"},
        {"import.no_system_description", "no system description for %1 (%2); system skipped"},
        {"import.other_rules.reject", "accepted under %1; %2 reject it: %3"},
        {"import.other_rules.accept", "rejected under %1; %2 accept it"},
        {"import.rules_unusable", "the rules of ruleset %1 cannot be used: %2"},
        {"rules.label.published", "the %1 rules as published"},
        {"rules.label.today", "today's %1 rules"},
        {"import.not_a_benchmark", "\"%1\" is not a benchmark of ruleset %2 (%3); folder skipped"},

        // The caveat (core/analysis/caveats.cpp): a sentence each.
        {"caveat.family",
         "One system family: each point is this submitter's fastest entry of the same system "
         "design at that GPU count, a separate submission rather than one run of one machine."},
        {"caveat.family.batches",
         "One system family: each point is this submitter's fastest entry of the same system "
         "design at that "
         "GPU count, a separate submission rather than one run of one machine; global batch sizes "
         "%1 to %2, "
         "so part of the loss of efficiency can be convergence, not hardware."},
        {"caveat.frontier",
         "Each point is the fastest entry of some system at that GPU count, not one system "
         "measured at every count."},
        {"caveat.mixes",
         "The curve mixes %1 and %2, so speedup and efficiency describe the best "
         "published result at each count, not strong scaling (negative Karp-Flatt values "
         "are a sign of it). Group by system family for the closest thing to one "
         "strong-scaling curve."},
        {"caveat.above_linear", "At %1 GPUs (%2) efficiency is %3, above linear: %4; %5."},
        {"caveat.above_linear.fewer_samples",
         "it converged in fewer samples than the reference (%1x)"},
        {"caveat.above_linear.interval_above", "its run bootstrap interval %1 to %2 lies above 1, "
                                               "so run noise alone does not explain it"},
        {"caveat.above_linear.interval_contains",
         "its run bootstrap interval %1 to %2 contains 1, so run noise alone can explain it"},
        {"caveat.above_linear.more_samples",
         "it did not converge in fewer samples than the reference (%1x)"},
        {"caveat.above_linear.no_interval",
         "it has no bootstrap interval to tell it from run noise"},
        {"caveat.above_linear.no_samples", "its samples to converge are unknown"},
        {"caveat.mixes.batch",
         "The curve mixes %1 and %2 (global batch size %3), so speedup and efficiency "
         "describe the best published result at each count, not strong scaling (negative "
         "Karp-Flatt values are a sign of it). Group by system family for the closest "
         "thing to one strong-scaling curve."},
        {"caveat.mixes.batches",
         "The curve mixes %1 and %2 with global batch sizes %3 to %4, so speedup and "
         "efficiency describe the best published result at each count, not strong scaling "
         "(negative Karp-Flatt values are a sign of it). Group by system family for the "
         "closest thing to one strong-scaling curve."},
        {"caveat.rounds", "The curve joins results of %1 rounds (%2)."},
        {"caveat.software",
         "Its entries name %1 frameworks (%2): part of what changes from point to point "
         "can be software, not scale."},

        // Provenance (core/analysis/series.cpp, series_output_text.cpp,
        // core/output/summary_writers.cpp).
        {"provenance.also_published_as", "%1 (also published as %2)"},
        {"provenance.republished", "%1 republishes the result logs of %2 (%3)"},
        {"provenance.republished.left_out",
         "%1 republishes the result logs of %2 (%3): left out, counted once as that point"},
        {"provenance.republished_round", "%1 republishes result logs first published in %2"},

        // Series warnings (core/analysis/series.cpp).
        {"series.mixes_accelerators",
         "this series mixes accelerator models (%1): speedups compare different hardware"},

        // What the work budget cut (core/analysis/uncertainty_budget.cpp, series.cpp).
        {"budget.cut",
         "%1 cut to %2 of %3 resamples: each resample takes %4 steps (runs drawn and points "
         "rebuilt), and one series may take %5; its intervals are coarser"},
        {"budget.left_out",
         "%1 left out: each resample takes %2 steps (runs drawn and points rebuilt), and "
         "one series may take %3, so fewer than %4 resamples would fit"},
        {"estimate.entry_bootstrap", "entry bootstrap"},
        {"estimate.run_bootstrap", "run bootstrap"},
        {"series.leave_one_out_cut", "leave one entry out left out: %1"},
        {"series.fit_refits_cut", "fit diagnostics without each point left out: %1"},

        // Energy coverage (core/analysis/throughput.cpp): round, scores with power logs, scores.
        {"energy.coverage", "%1: %2 of %3 scores have power logs"},
        {"energy.coverage.one_has", "%1: %2 of %3 scores has power logs"},
        {"energy.coverage.one_score", "%1: %2 of %3 score have power logs"},
        {"energy.coverage.one_score_has", "%1: %2 of %3 score has power logs"},

        // Fit warnings (core/analysis/fit_diagnostics.cpp).
        {"fit.best.aicc", "lowest AICc among the models with at least two residual degrees of "
                          "freedom, R^2 > 0 and a leave-one-out error below a constant's"},
        {"fit.best.exact", "exact fit (RMSE = 0) with at least two residual degrees of freedom and "
                           "a leave-one-out error below a constant's"},
        {"fit.best.leave_one_out", "lowest leave-one-out error among the models with at least two "
                                   "residual degrees of freedom, R^2 > 0 and a leave-one-out error "
                                   "below a constant's (none of them has an AICc)"},
        {"fit.best.none_beats_constant",
         "no model fits these points: none with at least two residual degrees of freedom has R^2 > "
         "0 and a leave-one-out error below a constant's"},
        {"fit.best.none_chosen", "no model chosen: %1"},
        {"fit.best.switched_off", "fits switched off"},
        {"fit.best.too_few_points", "too few points to prefer a model: none has two residual "
                                    "degrees of freedom (distinct GPU counts minus parameters)"},
        {"fit.gap", "the curve between N = %1 and %2 (%3x apart) is interpolated, not measured"},
        {"fit.peak_beyond",
         "USL peak at N = %1 is beyond the largest measured N (%2): extrapolated"},
        {"fit.peak_in_gap",
         "USL peak at N = %1 falls in a %2x gap between measured N = %3 and %4: not measured"},
        {"fit.poor", "poor fit: R^2 = %1 < 0.5; drawn faded, not to be trusted"},
        {"fit.usl_is_amdahl", "USL reduces to Amdahl (kappa = 0): sigma is Amdahl's f"},

        // The verdict's details (core/analysis/verdict.cpp).
        {"verdict.entry", "%1 %2 (%3 GPUs)"},
        {"verdict.entry.reference", "%1 (reference)"},
        {"verdict.rests_on", "rests on %1"},
        {"verdict.mixes_rests_on", "this series mixes %1 and %2; the break-even rests on %3"},
        {"verdict.run_bootstrap", "run bootstrap (run noise only): N* %1 to %2"},
        {"verdict.depends_on_one",
         "depends on one entry: without %1 there is no break-even by this rule"},
        {"verdict.most_influential", "most influential entry: %1; without it %2"},
        {"verdict.outcome.none", "no break-even"},
        {"verdict.outcome.gap", "between %1 and %2 GPUs"},
        {"verdict.outcome.n", "N = %1"},
        {"verdict.leave_one_out.stable", "leaving out any one entry does not move it"},
        {"verdict.leave_one_out.none", "leave one entry out: none, %1"},
        {"verdict.leave_one_out.range",
         "leave one entry out: %1 of %2 rebuilds have one, from N = %3 to %4"},
        {"verdict.entry_bootstrap", "entry bootstrap: N* %1 to %2 (%3 of %4 resamples cross)"},
        {"verdict.entry_bootstrap.no_crossing",
         "entry bootstrap: no resample of the entries crosses (%1 resamples)"},
        {"verdict.entry_bootstrap.none", "entry bootstrap: none, %1"},
        {"verdict.throughput.lower_bound",
         "on throughput (samples/s): efficiency stays >= the threshold up to N = %1"},
        {"verdict.throughput.gap",
         "on throughput (samples/s): between %1 and %2 GPUs, not measured there"},
        {"verdict.throughput.crossing", "on throughput (samples/s): N* ≈ %1"},
        {"verdict.throughput.n", "on throughput (samples/s): N = %1"},
        {"verdict.throughput.none", "on throughput: %1"},
        {"verdict.limit.rcp_normalisation",
         "at %1 GPUs the official score's RCP normalisation multiplies efficiency by %2: "
         "throughput efficiency over sample inflation is %3, efficiency on time %4"},
        {"verdict.family_reference", "from %1's own reference, %2: %3"},
        {"verdict.family_outcome.crossing", "N* ≈ %1"},
        {"verdict.family_outcome.lower_bound", "no break-even up to N = %1 (lower bound)"},
        {"break_even.marginal.beyond_on_evidence",
         "no step falls below a = %1 on evidence (a single step below it is a caveat, not a "
         "break-even): the marginal break-even is beyond the largest N measured"},
        {"verdict.step", "%1→%2 GPUs, a = %3"},
        {"verdict.step.interval", "%1→%2 GPUs, a = %3 [%4, %5]"},
        {"verdict.dip", "one step below marginal return %1 is not a break-even: %2; %3"},
        {"verdict.dip.convergence", "on throughput a = %1: the larger global batch needed more "
                                    "samples to converge (a convergence dip)"},
        {"verdict.dip.interval", "its run-bootstrap interval reaches %1"},
        {"verdict.dip.no_interval",
         "it has no run-bootstrap interval, and the next step is not below"},
        {"verdict.throughput.marginal.step", "on throughput (samples/s): the first step below "
                                             "marginal return %1 is %2→%3 GPUs (a = %4)"},
        {"verdict.throughput.marginal.none",
         "on throughput (samples/s): no step falls below marginal return %1"},
        {"verdict.limit.batch.convergence", "at %1 GPUs efficiency is %2 on time and %3 on "
                                            "throughput: the %4x larger global batch needs %5x the "
                                            "samples to converge; efficiency falls mainly because "
                                            "of convergence, not because throughput stops "
                                            "scaling (convergence share %6)"},
        {"verdict.limit.batch.throughput", "at %1 GPUs efficiency is %2 on time and %3 on "
                                           "throughput: the %4x larger global batch needs %5x the "
                                           "samples to converge; efficiency falls mainly because "
                                           "throughput stops scaling (convergence share %6)"},
        {"verdict.limit.convergence", "at %1 GPUs efficiency is %2 on time and %3 on throughput: "
                                      "it needs %4x the samples to converge; "
                                      "efficiency falls mainly because of convergence, not because "
                                      "throughput stops scaling (convergence "
                                      "share %5)"},
        {"verdict.limit.throughput",
         "at %1 GPUs efficiency is %2 on time and %3 on throughput: it needs %4x the samples to "
         "converge; "
         "efficiency falls mainly because throughput stops scaling (convergence share %5)"},
        {"verdict.rcp", "reference convergence points (RCP) at %1 GPUs: %2"},
        {"verdict.rcp.expected",
         "the batch size alone is expected to need %1x the reference's convergence"},
        {"verdict.rcp.slower", "the runs converged in %1x what the RCPs expect (slower than "
                               "expected: run luck or tuning)"},
        {"verdict.rcp.faster",
         "the runs converged in %1x what the RCPs expect (faster than expected)"},
        {"verdict.rcp.as_expected", "the runs converged in %1x what the RCPs expect (as expected)"},
        {"verdict.time_vs_throughput", "time vs throughput: %1"},
        {"list.text", "%1"},
        {"break_even.too_few", "only %1 distinct GPU counts (needs %2)"},
        {"break_even.too_few.one", "only %1 distinct GPU count (needs %2)"},
        {"break_even.no_point_reaches", "no point reaches efficiency %1"},
        {"break_even.crossing.down", "down between N = %1 and %2"},
        {"break_even.crossing.up", "up between N = %1 and %2"},
        {"break_even.crosses_several",
         "efficiency crosses %1 %2 times (%3); reported: the last N with E >= %1"},
        {"break_even.no_crossing",
         "no crossing: efficiency stays >= %1 up to the largest N measured"},
        {"break_even.several_stays", "%1; it stays >= %2 up to the largest N measured"},
        {"break_even.gap", "efficiency falls below %1 between %2 and %3 GPUs, not measured there "
                           "(%4 apart): no single N*"},
        {"break_even.marginal.no_step",
         "none: no step between measured GPU counts grows N by >= %1x"},
        {"break_even.marginal.beyond",
         "no step falls below a = %1: the marginal break-even is beyond the largest N measured"},
        {"break_even.knee.not_enough", "not enough points: %1"},
        {"break_even.knee.flat", "no knee: the speedup is flat"},
        {"break_even.knee.no_bend",
         "no knee: the log-log speedup curve has no pronounced bend (Kneedle, S = 1)"},
        {"break_even.cost.needs_price", "needs a price per accelerator-hour (none is assumed) to "
                                        "weigh GPU-hours against the value of time"},
        {"break_even.cost.no_points", "no points"},
        {"break_even.cost.one_count", "only 1 distinct GPU count: nothing to compare"},
        {"break_even.modelled.no_fit", "no fitted curve: %1"},
        {"break_even.modelled.undefined", "the fitted curve is undefined between min and max N"},
        {"break_even.modelled.minimum",
         "modelled: minimum of the fitted %1 curve between min and max N"},
        {"break_even.modelled.none_selected", "no fitted curve selected"},
        {"fit.no_reference", "no valid reference point"},
        {"fit.too_few_counts", "needs >= %1 distinct GPU counts, has %2"},
        {"fit.usl_undefined",
         "the USL is undefined at these points (reference above the smallest N)"},
        {"fit.refits_over_budget",
         "refitting without each of %1 points is over the work budget of one series (%2 steps)"},
        {"uncertainty.rebuilds_over_budget",
         "%1 rebuilds of %2 entries each are over the work budget of one series (%3 steps)"},
        {"uncertainty.entry_bootstrap_off", "entry bootstrap switched off"},
        {"uncertainty.entry_bootstrap_too_few",
         "only %1 distinct GPU counts (the entry bootstrap needs %2)"},
        {"uncertainty.entry_bootstrap_over_budget",
         "fewer than %1 resamples of %2 entries fit in the work budget of one series (%3 steps)"},
        {"verdict.throughput.too_few",
         "samples to converge for only %1 of the curve's GPU counts (at least 3 are needed)"},
        {"verdict.limit.no_samples", "no samples to converge at N = %1 or at the reference"},
        {"verdict.limit.nothing_lost", "efficiency at N = %1 is not below 1: nothing lost"},
        {"verdict.none.no_series", "no series"},
        {"verdict.none.too_few", "only %1 GPU counts measured (at least 3 are needed)"},
        {"verdict.none.too_few.one", "only %1 GPU count measured (at least 3 are needed)"},
        {"verdict.none.stays",
         "efficiency stays >= %1 up to N = %2 and no other rule fires on evidence"},
        {"verdict.none.no_rule", "no rule gives an estimate up to N = %1"},
        {"point.karp_flatt.reference", "defined for p > 1 only (N above the reference's)"},
        {"point.local_exponent.republished",
         "republished from %1: counted once, under its first round"},
        {"point.local_exponent.off_frontier", "not on the frontier"},
        {"point.local_exponent.dominated",
         "dominated: not faster than a frontier point with fewer GPUs"},
        {"point.local_exponent.first", "first frontier point: no smaller N to compare with"},
        {"reference.rule.fastest", "fastest entry at the fewest GPUs"},
        {"reference.rule.study", "study rule: fewest GPUs, slowest among ties"},
        {"reference.chosen_point", "chosen point"},
        {"reference.not_in_series", "reference %1 is not in this series: %2 used"},
        {"compare.different_benchmarks", "different benchmarks (%1, %2)"},
        {"compare.no_time", "a point has no time or no accelerators"},
        {"score.too_many_rejected",
         "%1 of %2 runs were rejected; at most %3 may be, so there is no score"},
        {"score.no_result_files", "no result_*.txt files"},
        {"score.none_left",
         "only %1 valid runs: none is left after dropping the fastest and slowest"},
        {"score.no_score_after", "%1; no score"},
        {"score.folder_unreadable", "the folder cannot be read: %1"},
        {"mllog.invalid_json", "invalid JSON: %1 at character %2 of the record"},
        {"mllog.record_too_long", "the MLLOG record is %1 bytes long, over the limit of %2 bytes "
                                  "(64 MiB) for one line; not read"},
        {"mllog.not_an_object", "the MLLOG record is not a JSON object"},
        {"mllog.missing_field", "the MLLOG record has no \"%1\" field"},
        {"mllog.time_not_a_number", "time_ms is not a number: %1"},
        {"mllog.time_null", "time_ms is null"},
        {"mllog.time_not_numeric", "time_ms is not a number"},
        {"import.line_problem", "%1: %2"},
        {"import.more_line_problems", "%1 more %2 lines not listed"},
        {"import.lines.unparseable_mllog", "unparseable MLLOG"},
        {"import.lines.malformed_mllog", "malformed MLLOG record"},
        {"import.lines.unreadable_power_log", "unreadable power log"},
        {"compliance.line_label", "line %1: "},
        {"compliance.aggregated_label", "aggregated record: "},
        {"compliance.line_prefix", "line %1: %2"},
        {"compliance.waived", "%1 (waived: %2)"},
        {"compliance.more_failures", "%1: %2 more failures like the above"},
        {"compliance.end_check_failed", "%1: END check failed: %2"},
        {"compliance.check_failed", "%1%2 check failed: %3"},
        {"compliance.exactly_one.none", "%1: expected exactly one occurrence, found 0"},
        {"compliance.exactly_one.different",
         "%1: expected exactly one occurrence, found %2 with different values"},
        {"compliance.exactly_one.same", "%1: expected exactly one occurrence, found %2 with the "
                                        "same value (accepted, as the official checker does)"},
        {"compliance.at_least_one", "%1: expected at least one occurrence, found 0"},
        {"compliance.at_least", "%1: expected at least %2 occurrences, found %3"},
        {"compliance.or", "%1 or %2"},
        {"compliance.either", "%1: expected at least one occurrence of either, found none"},
        {"compliance.target_not_met",
         "%1: quality target not met by any of the %2 occurrences: %3"},
        {"compliance.parse_errors", "Log lines had parsing errors."},
        {"compliance.no_lines", "No log lines detected."},
        {"compliance.parse_error", "line %1: parse error: %2"},
        {"compliance.malformed", "line %1: malformed record (%2); the official checker crashes on "
                                 "it, so the run is rejected"},
        {"compliance.and_more", "%1; and %2 more"},
        {"compliance.failed", "failed compliance"},
        {"run.time_not_a_number",
         "the run time is not a number (run_start time_ms %1, run_stop time_ms %2)"},
        {"run.stop_before_start", "run_stop (time_ms %1) is earlier than run_start (time_ms %2)"},
        {"run.time_past_2_53", "%1 time_ms %2 is past 2^53 ms, where milliseconds are no longer "
                               "exact; not a plausible time"},
        {"run.over_a_year", "the run lasts %1 days (run_start time_ms %2, run_stop time_ms %3), "
                            "more than a year; not a plausible run time"},
        {"run.no_time", "no run_start and run_stop pair, so there is no run time"},
        {"file.cannot_open", "cannot open: %1"},
        {"file.cannot_read", "cannot read: %1"},
        {"file.is_folder", "is a folder, not a file"},
        {"file.is_fifo", "is a FIFO, not a regular file"},
        {"file.is_device", "is a device, not a regular file"},
        {"file.is_socket", "is a socket, not a regular file"},
        {"file.not_regular", "is not a regular file"},
        {"file.grew", "grew while being read (it had %1 bytes); read it again when it is complete"},
        {"file.shrank",
         "shrank while being read (%1 bytes expected, %2 read); read it again when it is complete"},
        {"file.over_limit", "is %1 bytes (%2), over %3; not read"},
        {"file.over_limit.at_least", "is at least %1 bytes (%2), over %3; not read"},
        {"file.limit.one_file", "the limit of %1 for one file"},
        {"file.limit.dataset", "the limit of %1 for a dataset file"},
        {"file.limit.budget_left", "what is left (%1) of the import's budget of %2"},
        {"file.line_too_long",
         "line %1 is longer than the limit of %2 for one line (%3 bytes); not read"},
        {"file.has_long_line",
         "has a line longer than the limit of %1 for one line (%2 bytes); not read"},
        {"file.cannot_list", "cannot list this folder (%1); skipped"},
        {"file.cannot_list.short", "cannot list this folder (%1)"},
        {"file.listing_stopped", "listing stopped early (%1); the rest of this folder is skipped"},
        {"file.listing_stopped.short", "listing stopped early (%1)"},
        {"file.path_problem", "%1: %2"},
        {"file.no_such_file_or_folder", "no such file or folder"},
        {"file.neither_folder_nor_archive", "neither a folder nor an archive (.zip, .tar.gz, .tgz, "
                                            ".tar.xz); open datasets with their own command"},
        {"file.not_a_round_folder", "not an MLPerf round, submitter, system or benchmark folder (a "
                                    "round holds <submitter>/systems and <submitter>/results)"},
        {"file.archive.file_and_folder",
         "is both a file and a folder in the archive; the file is kept"},
        {"file.archive.folder_and_file",
         "is both a folder and a file in the archive; the folder is kept"},
        {"file.archive.inside_file", "is inside %1, which is a file in the archive; not read"},
        {"file.archive.duplicate", "appears more than once in the archive; the first copy is used"},
        {"file.archive.not_folder", "is not a folder in the archive; skipped"},
        {"file.archive.not_folder.short", "is not a folder in the archive"},
        {"file.archive.missing", "is not in the archive"},
        {"file.archive.no_name", "has no name; not read"},
        {"file.archive.absolute", "has an absolute path; not read"},
        {"file.archive.drive_letter", "has a drive letter (an absolute Windows path); not read"},
        {"file.archive.dot_dot",
         "has a \"..\" component, which would point outside the archive; not read"},
        {"file.archive.hard_link", "is a hard link (to %1); not read"},
        {"file.archive.symbolic_link", "is a symbolic link (to %1); not read"},
        {"file.archive.device", "is a device file; not read"},
        {"file.archive.fifo", "is a FIFO; not read"},
        {"file.archive.socket", "is a socket; not read"},
        {"file.archive.unknown_type", "has an unknown entry type; not read"},
        {"file.archive.entry_too_big",
         "is %1, more than the limit of %2 for one file (no MLPerf log is that big); not read"},
        {"file.archive.truncated", "the archive is truncated: it ends before %1 is complete (%2); "
                                   "nothing after that was read"},
        {"file.archive.damaged_nothing",
         "the archive is damaged or truncated (%1); nothing could be read from it"},
        {"file.archive.damaged_after",
         "the archive is damaged or truncated (%1); entries after %2 were not read"},
        {"file.archive.too_big_total", "the archive unpacks to more than %1, the limit for one "
                                       "import; reading stopped in %2 and the rest was not read"},
        {"file.archive.bad_header", "has a header that cannot be read (%1); not read"},
        {"file.archive.too_many_entries",
         "the archive holds more than %1 entries, the limit for one import (no round has that "
         "many files); the rest was not read"},
        {"file.archive.incomplete_entry", "could not be read completely (%1); not imported"},
        {"file.archive.unpacks_too_big", "unpacks to more than the limit of %1 for one file (no "
                                         "MLPerf log is that big); not read"},
        {"file.archive.bomb",
         "the archive unpacks to more than %1 times its size (a decompression "
         "bomb, not a round); reading stopped in %2 and the rest was not read"},
        {"file.archive.first_entry", "its first entry"},
        {"file.archive.entry_after", "the entry after %1"},
        {"file.archive.no_libarchive", "cannot read archives (libarchive could not start)"},
        {"file.archive.cannot_open", "cannot be read as an archive (%1)"},
        {"file.archive.not_kept", "was not kept in memory when the archive was read"},
        // This one, file.no_such_path, file.not_folder_or_archive and file.not_a_round word
        // a path and its problem in one: what an import's error said before core kept it
        // as a message, read back from datasets saved then (rebuiltMessage). Core now says
        // them as file.path_problem around the problem alone.
        {"file.archive.unreadable", "%1: cannot be read as an archive (%2)"},
        {"file.archive.no_files", "%1: the archive holds no files"},
        {"file.archive.nothing_read", "%1: nothing could be read (%2)"},
        {"file.no_such_path", "%1: no such file or folder"},
        {"file.not_folder_or_archive", "%1: neither a folder nor an archive (.zip, .tar.gz, .tgz, "
                                       ".tar.xz); open datasets with their own command"},
        {"file.not_a_round", "%1: not an MLPerf round, submitter, system or benchmark folder (a "
                             "round holds <submitter>/systems and <submitter>/results)"},
        {"file.nothing_to_import", "nothing to import"},
        {"file.nothing_given", "nothing to import: give at least one folder or archive"},
        {"file.cancelled", "the import was cancelled"},
        {"file.unknown_ruleset", "unknown ruleset %1 for %2; known rulesets: %3"},
        {"file.dataset.invalid_json", "not valid JSON (%1)"},
        {"file.dataset.too_large", "too large to hold in memory"},
        {"file.system.nested", "the JSON is nested deeper than %1 levels; system skipped"},
        {"file.system.invalid_json", "not valid JSON (%1); system skipped"},
        {"file.system.not_object", "the system description is not a JSON object; system skipped"},
        {"file.system.missing_field", "the field \"%1\" is missing; system skipped"},
        {"file.system.not_integer", "\"%1\" is %2, not an integer; system skipped"},
        {"file.system.negative", "\"%1\" is %2, a negative count; system skipped"},
        {"file.system.implausible",
         "\"%1\" is %2, more than %3 (2^31 - 1), not a plausible count; system skipped"},
        {"file.system.product", "%1 is %2, more than %3; system skipped"},
        {"file.scaling.read", "scaling.json: %1"},
        {"file.scaling.invalid_json", "scaling.json is not valid JSON (%1)"},
        {"file.scaling.no_factor", "scaling.json has no numeric \"scaling_factor\""},
        {"file.scaling.not_positive",
         "scaling.json has \"scaling_factor\" %1, not a positive number"},
        {"dataset.at", "%1: %2"},
        {"dataset.document_not_object", "the document is not a JSON object"},
        {"dataset.not_object", "is not an object"},
        {"dataset.missing_field", "missing field \"%1\""},
        {"dataset.field.string", "field \"%1\" must be a string"},
        {"dataset.field.integer", "field \"%1\" must be an integer"},
        {"dataset.field.integer64", "field \"%1\" must be an integer that fits in 64 bits"},
        {"dataset.field.integer32", "field \"%1\" must be an integer that fits in 32 bits"},
        {"dataset.field.number", "field \"%1\" must be a number"},
        {"dataset.field.boolean", "field \"%1\" must be true or false"},
        {"dataset.field.array", "field \"%1\" must be an array"},
        {"dataset.field.negative", "field \"%1\" must not be negative"},
        {"dataset.field.line", "field \"line\" must be a line number"},
        {"dataset.unknown_status", "unknown run status \"%1\""},
        {"dataset.unknown_item_kind", "unknown severity \"%1\" or kind \"%2\""},
        {"dataset.not_a_dataset", "not a scalescope dataset (\"format\" is %1, expected \"%2\")"},
        {"dataset.unsupported_version", "unsupported dataset version %1 (this build reads version "
                                        "%2); a newer scalescope may read it"},
        {"dataset.too_deep", "nested deeper than %1 levels (a dataset file nests 10)"},
        {"dataset.value.long_string", "a string of %1 bytes"},
        {"dataset.value.json", "a JSON %1"},
        {"file.dataset.cannot", "%1 : %2"},
        {"file.dataset.refused", "%1 %2"},
        {"hardware.no_benchmark", "no benchmark '%1' (present: %2)"},
        {"hardware.ambiguous",
         "benchmark '%1' names different models in these rounds (%2); name the model"},
        {"hardware.target_changed", "%1: the quality target changed in %2 (%3 before, %4 from then "
                                    "on); no factor spans the change"},
        {"hardware.no_entry", "no scored closed-division entry of %1 in these rounds"},
        {"hardware.no_entry_at", "no entry of %1 at %2 GPUs (measured at %3)"},
        {"file.power.no_node_log", "%1 has no node_*.txt power log"},
        {"file.power.total_not_a_number", "%1: the power logs give an energy that is not a number"},
        {"file.power.reading", "%1: power_reading at line %2 is not a number"},
        {"file.power.no_start", "%1: no power_measurement_start record"},
        {"file.power.empty_window",
         "%1: the power measurement window is empty (stop equals start)"},
        {"file.power.interconnect", "%1: interconnect_power_est at line %2 is not a number"},
    };
    std::sort(catalog.begin(), catalog.end(),
              [](const MessageTemplate& a, const MessageTemplate& b) { return a.id < b.id; });
    return catalog;
}

} // namespace

const std::vector<MessageTemplate>& messageCatalog()
{
    static const std::vector<MessageTemplate> catalog = sortedCatalog();
    return catalog;
}

} // namespace scalescope
