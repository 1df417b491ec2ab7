#pragma once
// The Hardware at N GPUs tab bound, as AnalysisWorkspace binds the Scaling tab: the
// panel's intents (benchmarkChosen, gpusChosen) go to the view-model's setters, and what
// the view-model announces (choicesChanged, resultChanged) comes back to the panel as
// plain values. The window owns both, and connects the panel's exportRequested itself
// (it asks for the path).

namespace scalescope::ui {

class HardwarePanel;
class HardwareViewModel;

// Connects viewModel and panel (the connections end with either) and shows the panel
// what the view-model holds now.
void bindHardwareTab(HardwareViewModel& viewModel, HardwarePanel& panel);

} // namespace scalescope::ui
