// Runs the ui/workspace test classes: see tests/support/qt_test_main.h.

#include "tests/support/qt_test_main.h"
#include "tst_analysis_workspace.h"
#include "tst_background_analysis.h"
#include "tst_chart_paint.h"
#include "tst_chart_zoom.h"
#include "tst_hardware_tab.h"
#include "tst_overlay.h"
#include "tst_undo_redo.h"
#include "tst_workspace_rounds.h"

#include <QApplication>

int main(int argc, char** argv)
{
    scalescope::testing::prepareGuiTestProcess();
    QApplication app(argc, argv);
    scalescope::testing::nameGuiTestApplication("ui_workspace_tests");

    scalescope::testing::QtTestRunner runner(argc, argv);
    {
        TestBackgroundAnalysis test;
        runner.run(test);
    }
    {
        TestAnalysisWorkspace test;
        runner.run(test);
    }
    {
        TestWorkspaceRounds test;
        runner.run(test);
    }
    {
        TestUndoRedo test;
        runner.run(test);
    }
    {
        TestChartZoom test;
        runner.run(test);
    }
    {
        TestOverlay test;
        runner.run(test);
    }
    {
        TestChartPaint test;
        runner.run(test);
    }
    {
        TestHardwareTab test;
        runner.run(test);
    }
    return runner.exitCode();
}
