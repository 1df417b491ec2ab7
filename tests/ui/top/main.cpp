// Runs the test classes of ui/'s top-level files (main window, file actions, dataset
// loader, settings): see tests/support/qt_test_main.h. The Spanish translation has its
// own executable, ui_l10n_tests (tests/ui/l10n).

#include "tests/support/qt_test_main.h"
#include "tst_dataset_loader.h"
#include "tst_file_actions.h"
#include "tst_laptop_and_copy.h"
#include "tst_main_window.h"
#include "tst_sessions.h"
#include "tst_settings.h"

#include <QApplication>

int main(int argc, char** argv)
{
    scalescope::testing::prepareGuiTestProcess();
    QApplication app(argc, argv);
    scalescope::testing::nameGuiTestApplication("ui_top_tests");

    scalescope::testing::QtTestRunner runner(argc, argv);
    {
        TestDatasetLoader test;
        runner.run(test);
    }
    {
        TestMainWindow test;
        runner.run(test);
    }
    {
        TestLaptopAndCopy test;
        runner.run(test);
    }
    {
        TestFileActions test;
        runner.run(test);
    }
    {
        TestSessions test;
        runner.run(test);
    }
    {
        TestSettings test;
        runner.run(test);
    }
    return runner.exitCode();
}
