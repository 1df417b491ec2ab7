#pragma once
// Comparing two configurations, sliders A and B (docs/analysis.md §6).

#include "core/analysis/point.h"
#include "core/util/message.h"

#include <optional>
#include <string>
#include <string_view>

namespace scalescope::analysis {

struct Comparison
{
    bool ok = false;
    std::string reason;     // why not comparable (different benchmarks)
    Message reasonMessage;  // the same, for the desktop app to translate
    double timeRatio = 0;   // T_A / T_B
    double speedupOfB = 0;  // how many times faster B is than A (= T_A / T_B)
    double gpuRatio = 0;    // N_B / N_A
    double efficiencyA = 0; // against the series reference
    double efficiencyB = 0;
    double gpuHoursA = 0;
    double gpuHoursB = 0;
    double gpuHoursRatio = 0;    // G_B / G_A
    std::optional<double> costA; // none without a price for the accelerator
    std::optional<double> costB;
    std::optional<double> costRatio;   // C_B / C_A, when both have a cost
    std::optional<double> energyRatio; // E_B / E_A, when both have energy
    std::string sentence;              // "B is 3.1x faster using 8x the GPUs: 2.6x the GPU-hours"
};

// Both points must carry their figures (analyzeSeries) and be of the same benchmark.
Comparison compare(const Point& a, const Point& b, std::string_view nameA = "A",
                   std::string_view nameB = "B");

// "3.1", "8", "12": two significant digits from 1.1 to 10, whole numbers above, three
// digits below 1.1 ("1.04", "0.556").
std::string formatRatio(double ratio);

} // namespace scalescope::analysis
