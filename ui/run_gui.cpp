#include "ui/run_gui.h"

#include "ui/MainWindow.h"
#include "ui/Translations.h"
#include "ui/rules/RulesFolder.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QGuiApplication>
#include <QMessageBox>
#include <QScreen>
#include <QTimer>

namespace scalescope::ui {

int runGui(int argc, char** argv)
{
    QApplication app(argc, argv);
    // Also the QSettings location: ~/.config/scalescope/scalescope.conf.
    QApplication::setOrganizationName(QStringLiteral("scalescope"));
    QApplication::setApplicationName(QStringLiteral("scalescope"));
    QApplication::setApplicationVersion(QStringLiteral(SCALESCOPE_VERSION));
    // The language follows the locale (LANG, LC_MESSAGES, LANGUAGE): before any text.
    installTranslators(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("runGui", "Explore how AI training scales with GPU count, "
                                          "from MLPerf Training results."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("path"),
        QApplication::translate(
            "runGui",
            "Round, submitter, system or benchmark folders, or "
            "one saved dataset (*.scalescope.json), or one session (*.scalescope-session)."),
        QStringLiteral("[PATH...]"));
    parser.process(app);

    // Before anything is imported: the rules folder chosen in an earlier session.
    const RulesFolderOutcome rules = applyRememberedRulesFolder();
    MainWindow window;
    // First start on a laptop: every pixel goes to the charts and the side panels.
    constexpr int kSmallScreenWidth = 1600;
    const auto* screen = QGuiApplication::primaryScreen();
    if (!window.geometryRestored() && screen && screen->availableSize().width() < kSmallScreenWidth)
        window.showMaximized();
    else
        window.show();
    if (!rules.ok)
        QTimer::singleShot(0, &window, [&window, message = rules.message] {
            QMessageBox::warning(
                &window, QApplication::translate("RulesFolder", "Compliance rules"), message);
        });
    const QStringList paths = parser.positionalArguments();
    if (!paths.isEmpty())
        window.openPaths(paths);
    else if (!window.reopenLastSession()) // the view as it was closed, else the sample
        window.showSample();
    return QApplication::exec();
}

} // namespace scalescope::ui
