// The Spanish translation (issue 27 item 8), as a user with a Spanish desktop starts the
// app: the translators installed as runGui does, then the menus, the workspace, core's
// messages and a walk through every tab with the sample and a hostile round. See
// tests/support/qt_test_main.h.

#include "tests/support/qt_test_main.h"
#include "tst_core_messages_spanish.h"
#include "tst_core_messages_table.h"
#include "tst_spanish_walkthrough.h"
#include "tst_translation.h"
#include "ui/Translations.h"

#include <QApplication>
#include <QLocale>

int main(int argc, char** argv)
{
    scalescope::testing::prepareGuiTestProcess();
    // As under LANG=es_ES.UTF-8: LC_ALL, LC_MESSAGES and LANGUAGE would override LANG, so
    // they go. The locale is chosen through QLocale::setDefault, never through the
    // machine's installed locales (Qt carries its own CLDR data), so es_ES need not be
    // installed.
    qunsetenv("LC_ALL");
    qunsetenv("LC_MESSAGES");
    qunsetenv("LANGUAGE");
    qputenv("LANG", "es_ES.UTF-8");
    QLocale::setDefault(QLocale(QLocale::Spanish, QLocale::Spain));
    QApplication app(argc, argv);
    scalescope::testing::nameGuiTestApplication("ui_l10n_tests");

    scalescope::testing::QtTestRunner runner(argc, argv);
    // What runGui does before it creates the window.
    const bool loaded = scalescope::ui::installTranslators(app);
    {
        TestTranslation test(loaded);
        runner.run(test);
    }
    {
        TestCoreMessagesSpanish test;
        runner.run(test);
    }
    {
        TestCoreMessagesTable test;
        runner.run(test);
    }
    {
        TestSpanishWalkthrough test;
        runner.run(test);
    }
    return runner.exitCode();
}
