// Runs the export and File-menu test classes; the platform is set only if unset, and
// settings go to a test location, never the user's.

#include "tst_chart_export.h"
#include "tst_file_actions.h"

#include <QApplication>
#include <QLocale>
#include <QStandardPaths>
#include <QTest>

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_ENABLE_HIGHDPI_SCALING", "0");
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("scalescope-tests"));
    QApplication::setApplicationName(QStringLiteral("ui_export_tests"));

    int failures = 0;
    {
        TestChartExport test;
        failures += QTest::qExec(&test, argc, argv);
    }
    {
        TestFileActions test;
        failures += QTest::qExec(&test, argc, argv);
    }
    return failures == 0 ? 0 : 1;
}
