#pragma once
// What the break-even readout shows for the marker's N: measured figures at a measured
// N, modelled ones on a fitted curve, and which break-even rules put their estimate here.
// Plain data: the view-model fills it, the readout (ui/panels) shows it.

#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace scalescope::ui {

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
    bool reference = false;     // the series' reference: speedup and efficiency 1 by definition
    QString origin;             // "NVIDIA, dgx_h100_n64" / "Amdahl fit" / "mean of 3 points"
    QStringList agreeingRules;  // break-even rules whose estimate is this N
    // On the detected break-even, or while there is none, the break-even sentence
    // ("Break-even (θ = 0.5): N* ≈ 280.6, last measured 256"); empty elsewhere.
    QString breakEven;
    // With the break-even sentence: what it must not be read without (a step below the
    // marginal threshold that is not evidence of a break-even, docs/analysis.md §4.2).
    QStringList verdictCaveats;
};

} // namespace scalescope::ui
