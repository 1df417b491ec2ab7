#pragma once
// The analysis a view needs now: every series of the benchmark built (their labels fill
// the Series menu and the overlay's), and only the shown one analysed. The others are
// analysed when they are overlaid (AnalysisViewModel::analyseOverlay): opening a round
// or changing a filter no longer pays for every family's fits and resamples (issue 27
// item 9). Pure and thread-safe: a worker runs it for large benchmarks.

#include "core/analysis/series.h"

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace scalescope::ui {

struct ShownAnalysis
{
    std::vector<analysis::Series> all; // built; only all[*shown] is analysed
    QStringList labels;                // all[i]'s label, as the Series menu names it
    std::optional<std::size_t> shown;  // the series labelled wantedLabel, else the broadest
};

// The label of a series: its group, and its round when several rounds are open and the
// series lies in one of them ("NVIDIA H100-SXM5-80GB (v4.1)").
QString seriesLabelFor(const analysis::Series& series, bool severalRounds);

// Builds the series of dataset under options, picks the one labelled wantedLabel (or,
// without it, the one with the most distinct GPU counts on its curve, then the most
// points) and analyses that one only.
ShownAnalysis analyseShown(const Dataset& dataset, const analysis::SeriesOptions& options,
                           bool severalRounds, const QString& wantedLabel);

} // namespace scalescope::ui
