#pragma once
// What the break-even readout shows for the marker's N: measured figures at a measured
// N, modelled ones on a fitted curve, where they come from and which break-even rules put
// their estimate here. Plain values, no sentences: the view-model fills it, the readout
// (ui/panels) shows it, worded by ui/text/MarkerText.h. It sits with the text, the lowest
// layer, so that the text may word it and every layer above may hold it.

#include "core/analysis/break_even.h"
#include "core/analysis/options.h"
#include "core/analysis/verdict.h"
#include "core/util/message.h"

#include <QString>
#include <optional>
#include <utility>
#include <vector>

namespace scalescope::ui {

// The limits the break-even rules were judged against: θ for the efficiency threshold,
// θ_m for the marginal return. Their sentences name them ("θ = 0.5").
struct BreakEvenLimits
{
    double threshold = 0.5;
    double marginal = 0;
};

struct MarkerState
{
    enum class Source {
        None,         // no series
        Measured,     // a measured N of the curve (frontier, or geometric mean of all points)
        Fitted,       // a position on the fitted curve between measured N
        Extrapolated, // the fitted curve beyond the largest measured N
        Interpolated, // no fit: log-log interpolation between measured neighbours
    };
    Source source = Source::None;
    double n = 0;
    double minutes = 0;
    double speedup = 0;
    double efficiency = 0;
    double gpuHours = 0;
    std::optional<double> cost; // none without a price for the series' accelerator
    std::optional<double> kwh;
    // Bootstrap intervals at a measured N (docs/analysis.md §9): {low, high}.
    std::optional<std::pair<double, double>> speedupInterval;
    std::optional<std::pair<double, double>> efficiencyInterval;
    bool reference = false; // the series' reference: speedup and efficiency 1 by definition

    // Where the figures come from ("NVIDIA, dgx_h100_n64", "geometric mean of 3 points",
    // "amdahl fit", "interpolated between N = 32 and 64"):
    QString submitter; // Measured at one point: its entry
    QString system;
    int pointsAtN = 0;                    // Measured in all-points mode: the mean of these (> 1)
    std::optional<analysis::FitKind> fit; // Extrapolated: the fitted model
    double lowerN = 0;                    // Interpolated: the measured N on either side
    double upperN = 0;

    // The break-even rules whose estimate is this N; on the detected break-even without
    // the rule the verdict names (its sentence says it).
    std::vector<analysis::BreakEvenRule> agreeingRules;
    BreakEvenLimits limits;
    // On the detected break-even, or while there is none: the verdict the readout states,
    // with what it must not be read without (a step below the marginal threshold that is
    // not evidence of a break-even, docs/analysis.md §4.2).
    std::optional<analysis::Verdict> verdict;
    std::vector<Message> verdictCaveats;
};

} // namespace scalescope::ui
