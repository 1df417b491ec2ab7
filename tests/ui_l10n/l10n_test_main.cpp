// The desktop-integration tests: the Spanish translation (the app started as under
// LANG=es_ES.UTF-8), settings kept across runs, and charts following a dark palette.
// The locale is chosen through the environment and QLocale::setDefault, never through
// the machine's installed locales (Qt carries its own CLDR data), so es_ES need not be
// installed.

#include "tst_chart_theme.h"
#include "tst_settings.h"
#include "tst_translation.h"

#include "ui/Translations.h"

#include <QApplication>
#include <QLocale>
#include <QStandardPaths>
#include <QTest>

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_ENABLE_HIGHDPI_SCALING", "0");
    // As a user with a Spanish desktop starts it: LC_ALL, LC_MESSAGES and LANGUAGE would
    // override LANG, so they go.
    qunsetenv("LC_ALL");
    qunsetenv("LC_MESSAGES");
    qunsetenv("LANGUAGE");
    qputenv("LANG", "es_ES.UTF-8");
    QLocale::setDefault(QLocale(QLocale::Spanish, QLocale::Spain));
    QStandardPaths::setTestModeEnabled(true); // keep QSettings away from the user's

    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("scalescope-tests"));
    QApplication::setApplicationName(QStringLiteral("ui_l10n_tests"));
    // What runGui does before it creates the window.
    const bool loaded = scalescope::ui::installTranslators(app);

    int failures = 0;
    {
        TestTranslation test(loaded);
        failures += QTest::qExec(&test, argc, argv);
    }
    {
        TestSettings test;
        failures += QTest::qExec(&test, argc, argv);
    }
    {
        TestChartTheme test;
        failures += QTest::qExec(&test, argc, argv);
    }
    return failures == 0 ? 0 : 1;
}
