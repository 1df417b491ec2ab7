// Runs the ui/rounds test classes: see tests/support/qt_test_main.h.

#include "tst_hardware_panel.h"

#include "tests/support/qt_test_main.h"

#include <QApplication>

int main(int argc, char** argv)
{
    scalescope::testing::prepareGuiTestProcess();
    QApplication app(argc, argv);
    scalescope::testing::nameGuiTestApplication("ui_rounds_tests");

    scalescope::testing::QtTestRunner runner(argc, argv);
    {
        TestHardwarePanel test;
        runner.run(test);
    }
    return runner.exitCode();
}
