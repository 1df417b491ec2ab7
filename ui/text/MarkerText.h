#pragma once
// The break-even marker and verdict in the user's language: pure functions from the plain
// values of ui/text/MarkerState.h (and core's Verdict, held by value) to the sentences the
// readout, the charts' marker label and legend, the insights and the exports show. The
// view-model decides where the marker stands and which rules agree; these only word it.
// They translate in the context "MarkerText" (translations/scalescope_es.ts). They tell
// the same story as core's English verdictHeadline/verdictLegend (core/analysis/verdict.h),
// which `analyze` and `export` print.

#include "ui/text/MarkerState.h"

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace scalescope::ui::markerText {

// "Break-even (θ = 0.5): N* ≈ 280.6, last measured 256", "Break-even (knee): N = 512",
// "No break-even: only 2 GPU counts measured (at least 3 are needed)".
QString breakEvenSentence(const analysis::Verdict& verdict, const BreakEvenLimits& limits);
// Without a series: "No break-even: no series".
QString noSeriesSentence();
// The legend's shorter form: "Break-even (θ = 0.5): N* ≈ 280.6", "No break-even up to N = 3472".
QString breakEvenLegend(const analysis::Verdict& verdict, const BreakEvenLimits& limits);
// The rule that gives the verdict: "θ = 0.5", "marginal return < 0.5", "knee", "cost
// optimum"; empty without one.
QString verdictRule(const analysis::Verdict& verdict, const BreakEvenLimits& limits);

// The marker's label on the charts: the verdict's sentence on the detected break-even
// (atDetected), its short form for a lower bound there, else the marker's N ("N = 512" on
// a measured count, "N ≈ 700.3 (between measured counts)" elsewhere).
QString markerLabel(const analysis::Verdict& verdict, const BreakEvenLimits& limits, double n,
                    bool measured, bool atDetected);

// Where the figures at the marker come from: "NVIDIA, dgx_h100_n64", "geometric mean of 3
// points", "amdahl fit", "interpolated between N = 32 and 64".
QString origin(const MarkerState& state);
// The rules as the readout names them ("efficiency θ = 0.5", "marginal return", "knee").
QStringList ruleNames(const std::vector<analysis::BreakEvenRule>& rules, double threshold);
// The readout's lines for a marker state: position and minutes, derived figures, the
// bootstrap interval, the agreeing rules or the verdict, its caveats.
QStringList readoutLines(const MarkerState& state, std::optional<double> price);

} // namespace scalescope::ui::markerText
