// The break-even marker's and verdict's sentences (ui/text/MarkerText.h) from plain values:
// what the readout, the marker's label and the legend say, word for word.
#include "tst_marker_text.h"

#include "ui/text/MarkerText.h"

#include <QTest>

using namespace scalescope;
using namespace scalescope::ui;

namespace {

// The threshold rule's crossing at N* = 280.6, between measured 256 and 512.
analysis::Verdict crossing()
{
    analysis::Verdict verdict;
    verdict.kind = analysis::Verdict::Kind::Crossing;
    verdict.rule = "efficiency threshold";
    verdict.nStar = 280.6;
    verdict.markerN = 256;
    verdict.measuredCounts = 5;
    verdict.largestN = 512;
    return verdict;
}

const BreakEvenLimits kLimits{0.5, 0.25};

} // namespace

void TestMarkerText::aCrossingIsToldWithItsRuleAndLastMeasuredN()
{
    auto verdict = crossing();
    QCOMPARE(markerText::breakEvenSentence(verdict, kLimits),
             QStringLiteral("Break-even (θ = 0.5): N* ≈ 280.6, last measured 256"));
    QCOMPARE(markerText::breakEvenLegend(verdict, kLimits),
             QStringLiteral("Break-even (θ = 0.5): N* ≈ 280.6"));
    // With the run bootstrap's interval: core's widest honest one (headlineInterval).
    verdict.runInterval = analysis::Interval{270.14, 290.96};
    QCOMPARE(markerText::breakEvenSentence(verdict, kLimits),
             QStringLiteral("Break-even (θ = 0.5): N* ≈ 280.6 (run noise only: 270.1–291.0), "
                            "last measured 256"));
    // A measured rule names its N.
    analysis::Verdict knee;
    knee.kind = analysis::Verdict::Kind::Measured;
    knee.rule = "marginal return";
    knee.markerN = 512;
    QCOMPARE(markerText::breakEvenSentence(knee, kLimits),
             QStringLiteral("Break-even (marginal return < 0.25): N = 512"));
    QCOMPARE(markerText::verdictRule(knee, kLimits), QStringLiteral("marginal return < 0.25"));
    QCOMPARE(markerText::noSeriesSentence(), QStringLiteral("No break-even: no series"));
}

void TestMarkerText::tooFewCountsAndALowerBoundSayWhy()
{
    analysis::Verdict two;
    two.measuredCounts = 2;
    two.largestN = 16;
    QCOMPARE(markerText::breakEvenSentence(two, kLimits),
             QStringLiteral("No break-even: only 2 GPU counts measured (at least 3 are needed)"));
    QCOMPARE(markerText::breakEvenLegend(two, kLimits),
             QStringLiteral("No break-even: 2 of 3 GPU counts needed"));
    analysis::Verdict bound;
    bound.measuredCounts = 4;
    bound.largestN = 3472;
    bound.lowerBound = true;
    QCOMPARE(markerText::breakEvenSentence(bound, kLimits),
             QStringLiteral("No break-even up to N = 3472 (lower bound): efficiency stays ≥ 0.5 "
                            "and no other rule fires on evidence"));
    QCOMPARE(markerText::breakEvenLegend(bound, kLimits),
             QStringLiteral("No break-even up to N = 3472 (lower bound)"));
}

void TestMarkerText::theMarkerLabelIsTheVerdictOnlyOnTheDetectedBreakEven()
{
    const auto verdict = crossing();
    QCOMPARE(markerText::markerLabel(verdict, kLimits, 280.6, false, true),
             QStringLiteral("Break-even (θ = 0.5): N* ≈ 280.6, last measured 256"));
    QCOMPARE(markerText::markerLabel(verdict, kLimits, 128, true, false),
             QStringLiteral("N = 128"));
    QCOMPARE(markerText::markerLabel(verdict, kLimits, 700.3, false, false),
             QStringLiteral("N ≈ 700.3 (between measured counts)"));
    // A lower bound's marker takes the short form: the chart has no room for the sentence.
    analysis::Verdict bound;
    bound.measuredCounts = 4;
    bound.largestN = 64;
    bound.lowerBound = true;
    QCOMPARE(markerText::markerLabel(bound, kLimits, 64, true, true),
             QStringLiteral("No break-even up to N = 64 (lower bound)"));
}

void TestMarkerText::theOriginSaysWhereTheFiguresComeFrom()
{
    MarkerState state;
    state.source = MarkerState::Source::Measured;
    state.submitter = QStringLiteral("NVIDIA");
    state.system = QStringLiteral("dgx_h100_n64");
    QCOMPARE(markerText::origin(state), QStringLiteral("NVIDIA, dgx_h100_n64"));
    state.pointsAtN = 3;
    QCOMPARE(markerText::origin(state), QStringLiteral("geometric mean of 3 points"));
    MarkerState fitted;
    fitted.source = MarkerState::Source::Extrapolated;
    fitted.fit = analysis::FitKind::Amdahl;
    // The model as core names it in its outputs (analysis::toString), as the readout always did.
    QCOMPARE(markerText::origin(fitted), QStringLiteral("amdahl fit"));
    MarkerState between;
    between.source = MarkerState::Source::Interpolated;
    between.lowerN = 32;
    between.upperN = 64;
    QCOMPARE(markerText::origin(between), QStringLiteral("interpolated between N = 32 and 64"));
    QCOMPARE(markerText::ruleNames(
                 {analysis::BreakEvenRule::Threshold, analysis::BreakEvenRule::Knee}, 0.5),
             (QStringList{QStringLiteral("efficiency θ = 0.5"), QStringLiteral("knee")}));
}

void TestMarkerText::theReadoutNamesTheVerdictAndTheOtherRulesAgreeing()
{
    // The worked example's N = 16 (docs/analysis.md §7): T = 22 against T = 40 at N = 8.
    MarkerState state;
    state.source = MarkerState::Source::Measured;
    state.n = 16;
    state.minutes = 22;
    state.speedup = 40.0 / 22;
    state.efficiency = 40.0 * 8 / (22 * 16);
    state.gpuHours = 16 * 22 / 60.0;
    state.submitter = QStringLiteral("Acme");
    state.system = QStringLiteral("s16");
    QStringList lines = markerText::readoutLines(state, std::nullopt);
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines[0], QStringLiteral("N = 16 GPUs · 22.000 min (measured: Acme, s16)"));
    QCOMPARE(lines[1], QStringLiteral("Derived: speedup 1.82x · efficiency 0.909 · 5.87 GPU-hours "
                                      "· no price set · no energy (no power logs)"));
    QCOMPARE(lines[2], QStringLiteral("No break-even rule puts its estimate at this N"));
    // On the detected break-even: the verdict's sentence, then the other rules there.
    state.verdict = crossing();
    state.agreeingRules = {analysis::BreakEvenRule::Knee};
    lines = markerText::readoutLines(state, std::nullopt);
    QCOMPARE(lines.back(), QStringLiteral("Break-even (θ = 0.5): N* ≈ 280.6, last measured 256 · "
                                          "rules agreeing here: knee"));
    QCOMPARE(markerText::readoutLines(MarkerState{}, 2.5),
             QStringList{QStringLiteral("No series: choose a benchmark with scored results.")});
}
