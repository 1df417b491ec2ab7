// Runs the test classes of ui/'s top-level files (main window, file actions, dataset
// loader, settings, translations): see tests/support/qt_test_main.h. The translation is
// tested last, as a user with a Spanish desktop starts the app, because its translators
// stay installed for the rest of the process.

#include "tests/support/qt_test_main.h"
#include "tst_core_messages_spanish.h"
#include "tst_dataset_loader.h"
#include "tst_file_actions.h"
#include "tst_laptop_and_copy.h"
#include "tst_main_window.h"
#include "tst_sessions.h"
#include "tst_settings.h"
#include "tst_translation.h"
#include "ui/Translations.h"

#include <QApplication>
#include <QLocale>

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
    {
        // As under LANG=es_ES.UTF-8: LC_ALL, LC_MESSAGES and LANGUAGE would override LANG,
        // so they go. The locale is chosen through QLocale::setDefault, never through the
        // machine's installed locales (Qt carries its own CLDR data), so es_ES need not be
        // installed.
        qunsetenv("LC_ALL");
        qunsetenv("LC_MESSAGES");
        qunsetenv("LANGUAGE");
        qputenv("LANG", "es_ES.UTF-8");
        QLocale::setDefault(QLocale(QLocale::Spanish, QLocale::Spain));
        // What runGui does before it creates the window.
        TestTranslation test(scalescope::ui::installTranslators(app));
        runner.run(test);
    }
    {
        TestCoreMessagesSpanish test;
        runner.run(test);
    }
    return runner.exitCode();
}
