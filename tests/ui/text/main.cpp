// Runs the ui/text test classes: see tests/support/qt_test_main.h.

#include "tests/support/qt_test_main.h"
#include "tst_marker_text.h"

#include <QApplication>

int main(int argc, char** argv)
{
    scalescope::testing::prepareGuiTestProcess();
    QApplication app(argc, argv);
    scalescope::testing::nameGuiTestApplication("ui_text_tests");

    scalescope::testing::QtTestRunner runner(argc, argv);
    {
        TestMarkerText test;
        runner.run(test);
    }
    return runner.exitCode();
}
