#pragma once
// The Scaling workspace's choices kept across runs in QSettings (organisation and
// application "scalescope"): efficiency threshold, price per GPU-hour, value of time,
// fitted curve, frontier or all points, scaled or raw times, group-by and the
// continuous marker. MainWindow restores them when it is created and saves them when
// it closes. Stored values outside what the filters accept are ignored; a threshold outside
// (0, 1) (docs/analysis.md §4) is refused with a sentence the window shows.

#include <QStringList>

namespace scalescope::ui {

class AnalysisViewModel;

// Returns what was refused, one sentence each (empty when every value was used).
QStringList restoreAnalysisSettings(AnalysisViewModel& viewModel);
void saveAnalysisSettings(const AnalysisViewModel& viewModel);

} // namespace scalescope::ui
