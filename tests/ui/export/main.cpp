// Runs the ui/export test classes: see tests/support/qt_test_main.h.

#include "tests/support/qt_test_main.h"
#include "tst_chart_export.h"
#include "tst_hardware_export.h"
#include "tst_report_pdf.h"

#include <QApplication>

int main(int argc, char** argv)
{
    scalescope::testing::prepareGuiTestProcess();
    QApplication app(argc, argv);
    scalescope::testing::nameGuiTestApplication("ui_export_tests");

    scalescope::testing::QtTestRunner runner(argc, argv);
    {
        TestChartExport test;
        runner.run(test);
    }
    {
        TestReportPdf test;
        runner.run(test);
    }
    {
        TestHardwareExport test;
        runner.run(test);
    }
    return runner.exitCode();
}
