// Core's messages of the analysis: counts and lists, caveats, series and fit warnings, the work
// budget, energy coverage, break-even estimates, the verdict, the series table and comparisons, the
// Hardware tab, as the translation sees them (context "CoreMessages"; see CoreMessageSources.h).

#include "ui/text/CoreMessageSources.h"

#include <QtGlobal>

namespace scalescope::ui {

namespace {

constexpr CoreMessageSource kSources[] = {
    {"count.submitter", QT_TRANSLATE_NOOP("CoreMessages", "%1 submitter")},
    {"count.submitters", QT_TRANSLATE_NOOP("CoreMessages", "%1 submitters")},
    {"count.system", QT_TRANSLATE_NOOP("CoreMessages", "%1 system")},
    {"count.systems", QT_TRANSLATE_NOOP("CoreMessages", "%1 systems")},
    {"list.and", QT_TRANSLATE_NOOP("CoreMessages", "%1 and %2")},
    {"list.comma", QT_TRANSLATE_NOOP("CoreMessages", "%1, %2")},
    {"list.semicolon", QT_TRANSLATE_NOOP("CoreMessages", "%1; %2")},
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
         "The curve mixes %1 and %2, so speedup and efficiency describe the best "
         "published result at each count, not strong scaling (negative Karp-Flatt values "
         "are a sign of it). Group by system family for the closest thing to one "
         "strong-scaling curve.")},
    {"caveat.mixes.batch",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "The curve mixes %1 and %2 (global batch size %3), so speedup and efficiency "
         "describe the best published result at each count, not strong scaling (negative "
         "Karp-Flatt values are a sign of it). Group by system family for the closest "
         "thing to one strong-scaling curve.")},
    {"caveat.mixes.batches",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "The curve mixes %1 and %2 with global batch sizes %3 to %4, so speedup and "
         "efficiency describe the best published result at each count, not strong scaling "
         "(negative Karp-Flatt values are a sign of it). Group by system family for the "
         "closest thing to one strong-scaling curve.")},
    {"caveat.above_linear",
     QT_TRANSLATE_NOOP("CoreMessages", "At %1 GPUs (%2) efficiency is %3, above linear: %4; %5.")},
    {"caveat.above_linear.fewer_samples",
     QT_TRANSLATE_NOOP("CoreMessages", "it converged in fewer samples than the reference (%1x)")},
    {"caveat.above_linear.interval_above",
     QT_TRANSLATE_NOOP("CoreMessages", "its run bootstrap interval %1 to %2 lies above 1, so run "
                                       "noise alone does not explain it")},
    {"caveat.above_linear.interval_contains",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "its run bootstrap interval %1 to %2 contains 1, so run noise alone can explain it")},
    {"caveat.above_linear.more_samples",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "it did not converge in fewer samples than the reference (%1x)")},
    {"caveat.above_linear.no_interval",
     QT_TRANSLATE_NOOP("CoreMessages", "it has no bootstrap interval to tell it from run noise")},
    {"caveat.above_linear.no_samples",
     QT_TRANSLATE_NOOP("CoreMessages", "its samples to converge are unknown")},
    {"caveat.rounds",
     QT_TRANSLATE_NOOP("CoreMessages", "The curve joins results of %1 rounds (%2).")},
    {"caveat.software",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "Its entries name %1 frameworks (%2): part of what changes from point to point "
         "can be software, not scale.")},
    {"provenance.also_published_as",
     QT_TRANSLATE_NOOP("CoreMessages", "%1 (also published as %2)")},
    {"provenance.republished",
     QT_TRANSLATE_NOOP("CoreMessages", "%1 republishes the result logs of %2 (%3)")},
    {"provenance.republished.left_out",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "%1 republishes the result logs of %2 (%3): left out, counted once as that point")},
    {"provenance.republished_round",
     QT_TRANSLATE_NOOP("CoreMessages", "%1 republishes result logs first published in %2")},
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
                       "lowest AICc among the models with at least two residual degrees of "
                       "freedom, R^2 > 0 and a leave-one-out error below a constant's")},
    {"fit.best.exact",
     QT_TRANSLATE_NOOP("CoreMessages", "exact fit (RMSE = 0) with at least two residual degrees of "
                                       "freedom and a leave-one-out error below a constant's")},
    {"fit.best.leave_one_out",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "lowest leave-one-out error among the models with at least two residual "
                       "degrees of freedom, R^2 > 0 and a leave-one-out error below a constant's "
                       "(none of them has an AICc)")},
    {"fit.best.none_beats_constant",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "no model fits these points: none with at least two residual degrees of "
                       "freedom has R^2 > 0 and a leave-one-out error below a constant's")},
    {"fit.best.none_chosen", QT_TRANSLATE_NOOP("CoreMessages", "no model chosen: %1")},
    {"fit.best.switched_off", QT_TRANSLATE_NOOP("CoreMessages", "fits switched off")},
    {"fit.best.too_few_points",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "too few points to prefer a model: none has two residual degrees of freedom "
                       "(distinct GPU counts minus parameters)")},
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
    {"verdict.limit.rcp_normalisation",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "at %1 GPUs the official score's RCP normalisation multiplies efficiency by %2: "
         "throughput efficiency over sample inflation is %3, efficiency on time %4")},
    {"verdict.family_reference",
     QT_TRANSLATE_NOOP("CoreMessages", "from %1's own reference, %2: %3")},
    {"verdict.family_outcome.crossing", QT_TRANSLATE_NOOP("CoreMessages", "N* ≈ %1")},
    {"verdict.family_outcome.lower_bound",
     QT_TRANSLATE_NOOP("CoreMessages", "no break-even up to N = %1 (lower bound)")},
    {"break_even.marginal.beyond_on_evidence",
     QT_TRANSLATE_NOOP(
         "CoreMessages",
         "no step falls below a = %1 on evidence (a single step below it is a caveat, not a "
         "break-even): the marginal break-even is beyond the largest N measured")},
    {"verdict.step", QT_TRANSLATE_NOOP("CoreMessages", "%1→%2 GPUs, a = %3")},
    {"verdict.step.interval", QT_TRANSLATE_NOOP("CoreMessages", "%1→%2 GPUs, a = %3 [%4, %5]")},
    {"verdict.dip",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "one step below marginal return %1 is not a break-even: %2; %3")},
    {"verdict.dip.convergence",
     QT_TRANSLATE_NOOP("CoreMessages", "on throughput a = %1: the larger global batch needed more "
                                       "samples to converge (a convergence dip)")},
    {"verdict.dip.interval",
     QT_TRANSLATE_NOOP("CoreMessages", "its run-bootstrap interval reaches %1")},
    {"verdict.dip.no_interval",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "it has no run-bootstrap interval, and the next step is not below")},
    {"verdict.throughput.marginal.step",
     QT_TRANSLATE_NOOP("CoreMessages", "on throughput (samples/s): the first step below marginal "
                                       "return %1 is %2→%3 GPUs (a = %4)")},
    {"verdict.throughput.marginal.none",
     QT_TRANSLATE_NOOP("CoreMessages",
                       "on throughput (samples/s): no step falls below marginal return %1")},
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
                       "efficiency stays >= %1 up to N = %2 and no other rule fires on evidence")},
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
    {"reference.rule.fastest",
     QT_TRANSLATE_NOOP("CoreMessages", "fastest entry at the fewest GPUs")},
    {"reference.rule.study",
     QT_TRANSLATE_NOOP("CoreMessages", "study rule: fewest GPUs, slowest among ties")},
    {"reference.chosen_point", QT_TRANSLATE_NOOP("CoreMessages", "chosen point")},
    {"reference.not_in_series",
     QT_TRANSLATE_NOOP("CoreMessages", "reference %1 is not in this series: %2 used")},
    {"compare.different_benchmarks",
     QT_TRANSLATE_NOOP("CoreMessages", "different benchmarks (%1, %2)")},
    {"compare.no_time",
     QT_TRANSLATE_NOOP("CoreMessages", "a point has no time or no accelerators")},
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
};

} // namespace

std::span<const CoreMessageSource> analysisMessageSources()
{
    return kSources;
}

} // namespace scalescope::ui
