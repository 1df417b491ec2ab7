// Runs the ui/models test classes: see tests/support/qt_test_main.h.

#include "tests/support/qt_test_main.h"
#include "tst_hardware_table_model.h"
#include "tst_import_report_model.h"
#include "tst_score_table_model.h"
#include "tst_series_table_model.h"

#include <QApplication>

int main(int argc, char** argv)
{
    scalescope::testing::prepareGuiTestProcess();
    QApplication app(argc, argv);
    scalescope::testing::nameGuiTestApplication("ui_models_tests");

    scalescope::testing::QtTestRunner runner(argc, argv);
    {
        TestScoreTableModel test;
        runner.run(test);
    }
    {
        TestImportReportModel test;
        runner.run(test);
    }
    {
        TestSeriesTableModel test;
        runner.run(test);
    }
    {
        TestHardwareTableModel test;
        runner.run(test);
    }
    return runner.exitCode();
}
