#include "ui/workspace/HardwareBinding.h"

#include "ui/panels/HardwarePanel.h"
#include "ui/viewmodel/HardwareViewModel.h"

namespace scalescope::ui {

void bindHardwareTab(HardwareViewModel& viewModel, HardwarePanel& panel)
{
    QObject::connect(&panel, &HardwarePanel::benchmarkChosen, &viewModel,
                     [&viewModel](const QString& benchmark) { viewModel.setBenchmark(benchmark); });
    QObject::connect(&panel, &HardwarePanel::gpusChosen, &viewModel,
                     [&viewModel](qint64 gpus) { viewModel.setGpus(gpus); });
    QObject::connect(&viewModel, &HardwareViewModel::choicesChanged, &panel, [&viewModel, &panel] {
        panel.showBenchmarks(viewModel.benchmarks(), viewModel.benchmark());
    });
    QObject::connect(&viewModel, &HardwareViewModel::resultChanged, &panel,
                     &HardwarePanel::showResult);
    panel.showBenchmarks(viewModel.benchmarks(), viewModel.benchmark());
    panel.showResult(viewModel.shown());
}

} // namespace scalescope::ui
