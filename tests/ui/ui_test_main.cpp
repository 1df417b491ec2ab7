// Runs every GUI test class in turn. Like hotspot's tests/testutils.h: the Qt platform
// is set only if unset (so a developer can watch with QT_QPA_PLATFORM=xcb), and DPI
// scaling and the locale are pinned so that text and sizes do not depend on the machine.

#include "tst_analysis_view_model.h"
#include "tst_analysis_workspace.h"
#include "tst_background_analysis.h"
#include "tst_hardware_panel.h"
#include "tst_dataset_loader.h"
#include "tst_main_window.h"
#include "tst_report_item_model.h"
#include "tst_score_table_model.h"
#include "tst_series_table_model.h"
#include "tst_workspace_rounds.h"

#include <QApplication>
#include <QLocale>
#include <QStandardPaths>
#include <QTest>

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_ENABLE_HIGHDPI_SCALING", "0");
    QStandardPaths::setTestModeEnabled(true); // keep QSettings away from the user's
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));

    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("scalescope-tests"));
    QApplication::setApplicationName(QStringLiteral("ui_tests"));

    int failures = 0;
    {
        TestScoreTableModel test;
        failures += QTest::qExec(&test, argc, argv);
    }
    {
        TestImportReportModel test;
        failures += QTest::qExec(&test, argc, argv);
    }
    {
        TestDatasetLoader test;
        failures += QTest::qExec(&test, argc, argv);
    }
    {
        TestMainWindow test;
        failures += QTest::qExec(&test, argc, argv);
    }
    {
        TestBackgroundAnalysis test;
        failures += QTest::qExec(&test, argc, argv);
    }
    {
        TestHardwarePanel test;
        failures += QTest::qExec(&test, argc, argv);
    }
    {
        TestSeriesTableModel test;
        failures += QTest::qExec(&test, argc, argv);
    }
    {
        TestAnalysisViewModel test;
        failures += QTest::qExec(&test, argc, argv);
    }
    {
        TestAnalysisWorkspace test;
        failures += QTest::qExec(&test, argc, argv);
    }
    {
        TestWorkspaceRounds test;
        failures += QTest::qExec(&test, argc, argv);
    }
    return failures == 0 ? 0 : 1;
}
