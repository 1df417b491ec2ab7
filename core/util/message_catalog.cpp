// Every sentence core words for people, by id (core/util/message.h). The desktop app
// translates each one (ui/text/CoreMessages.cpp); ui_top_tests fails while one is
// missing there or has no Spanish. The English is what the CLI prints, byte for byte.

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
         "The curve mixes %1 and %2: different software stacks, so speedup and efficiency describe "
         "the best "
         "published result at each count, not strong scaling (negative Karp-Flatt values are a "
         "sign of it). "
         "Group by system family for the closest thing to one strong-scaling curve."},
        {"caveat.mixes.batch",
         "The curve mixes %1 and %2 (global batch size %3): different software stacks, so speedup "
         "and "
         "efficiency describe the best published result at each count, not strong scaling "
         "(negative "
         "Karp-Flatt values are a sign of it). Group by system family for the closest thing to one "
         "strong-scaling curve."},
        {"caveat.mixes.batches", "The curve mixes %1 and %2 with global batch sizes %3 to %4: "
                                 "different software stacks and batch "
                                 "sizes, so speedup and efficiency describe the best published "
                                 "result at each count, not strong "
                                 "scaling (negative Karp-Flatt values are a sign of it). Group by "
                                 "system family for the closest "
                                 "thing to one strong-scaling curve."},

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
        {"fit.best.aicc", "lowest AICc among the models that beat a constant out of sample"},
        {"fit.best.exact", "exact fit (RMSE = 0) that beats a constant out of sample"},
        {"fit.best.leave_one_out",
         "lowest leave-one-out error (no model has enough points for AICc)"},
        {"fit.best.none_beats_constant", "no model fits these points better than a constant"},
        {"fit.best.none_chosen", "no model chosen: %1"},
        {"fit.best.switched_off", "fits switched off"},
        {"fit.best.too_few_points", "too few points to prefer a model"},
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
