// Runs the ui/viewmodel test classes: see tests/support/qt_test_main.h.

#include "tests/support/qt_test_main.h"
#include "tst_analysis_view_model.h"
#include "tst_hardware_view_model.h"

#include <QApplication>

int main(int argc, char** argv)
{
    scalescope::testing::prepareGuiTestProcess();
    QApplication app(argc, argv);
    scalescope::testing::nameGuiTestApplication("ui_viewmodel_tests");

    scalescope::testing::QtTestRunner runner(argc, argv);
    {
        TestAnalysisViewModel test;
        runner.run(test);
    }
    {
        TestHardwareViewModel test;
        runner.run(test);
    }
    return runner.exitCode();
}
