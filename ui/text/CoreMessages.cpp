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

QString coreMessageText(const std::vector<Message>& messages, const QString& separator)
{
    QStringList texts;
    for (const auto& message : messages)
        texts.append(coreMessageText(message));
    return texts.join(separator);
}

} // namespace scalescope::ui
