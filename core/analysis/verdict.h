#pragma once
// The break-even verdict (docs/analysis.md §4, §8, §9), computed once here: which rule
// gives it, its N, crossing or unmeasured interval, the entries it rests on, how much it
// depends on the choice of entries, and whether convergence or throughput limits the
// scaling. `analyze`, `export` and the desktop app only format it.

#include "core/analysis/break_even.h"
#include "core/analysis/entry_uncertainty.h"
#include "core/analysis/options.h"
#include "core/util/message.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace scalescope::analysis {

struct Series;

// An entry a figure rests on, named as a person would look it up.
struct VerdictEntry
{
    std::string submitter;
    std::string system;
    std::string systemId;
    std::string round;
    std::int64_t n = 0;
};

// §8: at one curve point, how much of the loss of time efficiency is the extra samples
// the larger global batch needs (convergence) and how much is throughput.
struct ConvergenceSplit
{
    double n = 0;
    double efficiency = 0;            // E, on time to train
    double throughputEfficiency = 0;  // Ex, on samples per second
    double sampleInflation = 0;       // I = samples / reference samples
    std::optional<double> batchRatio; // global batch size / the reference's
    // E = Ex / I x r (§8): the RCP normalisation (and score averaging) of the official
    // score at this point; 1 where none was applied.
    double rcpNormalisation = 1;
    double convergenceShare = 0;    // c = ln I / (-ln E)
    bool mainlyConvergence = false; // c >= 0.5
    // Against the round's reference convergence points (reference_convergence.h): what the
    // RCPs expect at this batch size over the reference's (the batch size's cost), and the
    // measured convergence over that expectation (run luck, 1 = as the RCPs expect).
    std::optional<double> expectedInflation;
    std::optional<double> measuredOverExpected;
};

struct FamilyReferenceVerdict;

struct Verdict
{
    enum class Kind {
        None,     // no rule gives a break-even (noneReason says why)
        Measured, // a measured N (marginal, knee, cost, or E >= theta at the last point)
        Crossing, // threshold: N* interpolated between measured counts <= 2x apart
        Gap,      // threshold: the crossing lies in an unmeasured gap (markerN..gapTo)
    };
    Kind kind = Kind::None;
    std::string rule;     // "efficiency threshold", "marginal return", "knee", "cost optimum"
    double ruleValue = 0; // theta or theta_m for the first two
    std::optional<double> markerN;       // where the marker starts: always a measured N
    std::optional<double> nStar;         // Crossing
    std::optional<double> gapTo;         // Gap
    std::optional<Interval> runInterval; // run bootstrap interval of N* (Crossing)
    std::string noneReason;
    Message noneReasonMessage; // the same, for the desktop app to translate
    // None: efficiency stays >= theta up to largestN and no rule fires on evidence, so the
    // break-even lies beyond what was measured (a lower bound, not an estimate).
    bool lowerBound = false;
    // §4.2: steps below theta_m that are not evidence of a break-even (one noisy step, a
    // convergence dip): caveats every output states beside the verdict.
    std::vector<MarginalStep> marginalDips;
    double marginalThreshold = 0; // theta_m the dips were judged against
    // §8: the marginal rule's steps on throughput: the first below theta_m, if any.
    std::optional<MarginalStep> throughputMarginalStep;
    bool throughputStepsKnown = false; // every step has a throughput exponent
    std::size_t measuredCounts = 0;
    double largestN = 0;

    // What it rests on: the reference and the entries on both sides of the value.
    bool mixesSystems = false;
    std::size_t submitters = 0;
    std::size_t systems = 0;
    std::vector<VerdictEntry> restsOn;

    // §9 for the verdict's rule.
    RuleSensitivity entries;
    std::string leaveOneOutReason; // why no entry was left out (over the work budget)
    Message leaveOneOutReasonMessage;
    std::optional<VerdictEntry> influentialEntry;
    std::optional<Interval> entryInterval; // entry bootstrap (threshold only)
    int entryResamples = 0;
    int entryResamplesWithCrossing = 0;
    std::string entryReason;
    Message entryReasonMessage;

    // §8: the same threshold rule on throughput, and what limits the scaling.
    BreakEvenEstimate throughputThreshold;
    std::optional<ConvergenceSplit> limit;
    std::string limitReason; // why there is no split (no samples to converge, ...)
    Message limitReasonMessage;

    // §9: the same rules on each family the value rests on, from its own reference, where
    // the series' reference is another submitter's (family_references.h).
    std::vector<FamilyReferenceVerdict> familyReferences;

    bool found() const { return kind != Kind::None; }
};

struct FamilyReferenceVerdict
{
    std::string family;     // "UF HiPerGator / NVIDIA B200-SXM-180GB": as Family labels it
    VerdictEntry reference; // the family's own reference entry
    Verdict::Kind kind = Verdict::Kind::None;
    std::optional<double> markerN;
    std::optional<double> nStar;
    std::optional<double> gapTo;
    bool lowerBound = false;
    double largestN = 0;
    std::size_t measuredCounts = 0;
};

// Where the break-even marker starts, where the headline puts it: N* for a crossing, the
// rule's measured N otherwise (the last measured N before an unmeasured gap); without a
// break-even the largest N measured; 0 without measurements.
double markerStartN(const Verdict& verdict);

// Needs the series analysed (analyzeSeries fills Series::verdict with this).
Verdict verdictOf(const Series& series, const SeriesOptions& options);

// §9: the interval the headline carries, the widest honest one: the entry bootstrap where it
// exists and is wider than the run bootstrap, else the run bootstrap (run noise only).
struct HeadlineInterval
{
    enum class Source { None, Entries, RunNoise };
    Source source = Source::None;
    Interval interval;
    int resamples = 0;         // Entries: resamples drawn
    int resamplesCrossing = 0; // Entries: resamples with a crossing
    // "64" of "64% of resamples cross": what every headline prints.
    int crossingPercent() const
    {
        return resamples > 0 ? static_cast<int>(std::lround(100.0 * resamplesCrossing / resamples))
                             : 0;
    }
};
HeadlineInterval headlineInterval(const Verdict& verdict);

// The texts every output shares (English; the desktop app words the same fields itself).
// "Break-even (θ = 0.5): N* ≈ 182.3 (run noise only: 170.1-190.4), last measured 128",
// "Break-even (θ = 0.5): N* ≈ 82 (entries 16-128, 64% of resamples cross), last measured 64",
// "No break-even up to N = 64 (lower bound): efficiency stays >= 0.5 ...",
// "Break-even (θ = 0.5): between 64 and 3472 GPUs, not measured there",
// "No break-even: only 2 GPU counts measured (at least 3 are needed)".
std::string verdictHeadline(const Verdict& verdict);
// The legend's shorter form ("Break-even (θ = 0.5): N* ≈ 182.3").
std::string verdictLegend(const Verdict& verdict);
// "NVIDIA Eos_n434 (3472 GPUs)".
std::string entryText(const VerdictEntry& entry);
// The sentences under the headline: entries it rests on, dependence on entries, the
// entry bootstrap, time vs throughput, in that order.
std::vector<std::string> verdictDetails(const Verdict& verdict);
// The caveats the headline must not be read without (§4.2: steps below theta_m that are
// not evidence of a break-even); the first of verdictDetailMessages.
std::vector<Message> verdictCaveatMessages(const Verdict& verdict);
// The same sentences as messages (core/util/message.h), for the desktop app to translate;
// verdictDetails is their English.
std::vector<Message> verdictDetailMessages(const Verdict& verdict);

} // namespace scalescope::analysis
