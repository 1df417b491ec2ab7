#pragma once
// The workspace most ui/workspace tests start from: scalingDataset() grouped by accelerator,
// with a price and a value of time (so that a break-even marker is drawn, at the cost
// optimum), shown at 1400x900 with its charts aligned.

#include "tests/support/ui_fixtures.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QTest>
#include <memory>

namespace scalescope::ui::test {

inline std::unique_ptr<AnalysisWorkspace> shownPricedWorkspace()
{
    auto workspace = std::make_unique<AnalysisWorkspace>();
    workspace->resize(1400, 900);
    workspace->viewModel()->setGroupBy(scalescope::analysis::GroupBy::Accelerator);
    workspace->setDataset(std::make_shared<const scalescope::Dataset>(scalingDataset()),
                          QStringLiteral("training_results_v9.9"));
    workspace->viewModel()->setPrice(2.5);
    workspace->viewModel()->setValueOfTime(1.0);
    workspace->show();
    if (!QTest::qWaitForWindowExposed(workspace.get()))
        return nullptr;
    QTest::qWait(50); // the charts align their plot areas on a queued call
    return workspace;
}

} // namespace scalescope::ui::test
