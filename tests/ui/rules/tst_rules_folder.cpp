// File ▸ Compliance Rules: an official rules folder chosen in the desktop app scores the
// rounds opened next, is remembered, and a folder that cannot be used changes nothing.
// The rules trees are written by each test into its own temporary folder.

#include "core/rules/ruleset.h"
#include "ui/DatasetLoader.h"
#include "ui/MainWindow.h"
#include "ui/RulesMenu.h"
#include "ui/rules/RulesFolder.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <optional>

using namespace scalescope;
using namespace scalescope::ui;

namespace {

const QString kAcmeRound = QStringLiteral(SCALESCOPE_FIXTURE_ROUNDS "/acme/training_results_v4.1");
// tests/data/rulesets/published_v1.1: rnnt scores 41.5 minutes under the 1.1.0 rules as
// published and 42.5 under today's (one run has no weights_initialization).
const QString kPublished11Round =
    QStringLiteral(SCALESCOPE_FIXTURE_ROUNDS "/published11/training_results_v1.1");

QAction* actionNamed(QMenu* menu, const QString& text)
{
    for (QAction* action : menu->actions())
        if (action->text() == text)
            return action;
    return nullptr;
}

std::optional<double> firstScore(const MainWindow& window)
{
    for (const auto& round : window.shownDataset().rounds)
        for (const auto& system : round.systems)
            for (const auto& result : system.benchmarks)
                return result.scoreMinutes;
    return std::nullopt;
}

void writeFile(const QString& path, const QByteArray& text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

// A compliance_checker tree for ruleset 4.1.0 whose ssd rule is `ssdRule`.
QString writeRulesTree(const QTemporaryDir& dir, const QString& name, const QByteArray& ssdRule)
{
    const QString folder =
        dir.filePath(name + QStringLiteral("/compliance_checker/training_4.1.0"));
    QDir().mkpath(folder);
    writeFile(
        folder + QStringLiteral("/common.yaml"),
        "- KEY:\n    NAME: submission_division\n    REQ: EXACTLY_ONE\n"
        "    POST: \" enqueue_config('training_4.1.0/{}_common.yaml'.format(v['value'])) \"\n");
    writeFile(
        folder + QStringLiteral("/closed_common.yaml"),
        "- KEY:\n    NAME: submission_benchmark\n    REQ: EXACTLY_ONE\n"
        "    CHECK: \" v['value'] in ['ssd'] \"\n"
        "    POST: \" enqueue_config('training_4.1.0/closed_{}.yaml'.format(v['value'])) \"\n");
    writeFile(folder + QStringLiteral("/closed_ssd.yaml"), ssdRule);
    return dir.filePath(name);
}

const QByteArray kStrictTarget = "- KEY:\n    NAME: eval_accuracy\n    REQ: AT_LEAST_ONE\n    "
                                 "ATLEAST_ONE_CHECK: \"v['value'] >= 0.99\"\n";
const QByteArray kUnsupported = "- KEY:\n    NAME: eval_accuracy\n    CHECK: \"v['value'] @ 2\"\n";

// Scores of the acme fixture round as the window shows it after opening it.
int scoresAfterOpening(MainWindow& window)
{
    QSignalSpy loaded(window.loader(), &DatasetLoader::loaded);
    window.openPaths({kAcmeRound});
    if (!QTest::qWaitFor([&] { return loaded.count() > 0; }, 30000))
        return -1;
    int scores = 0;
    for (const auto& round : window.shownDataset().rounds)
        for (const auto& system : round.systems)
            for (const auto& result : system.benchmarks)
                scores += result.scoreMinutes.has_value() ? 1 : 0;
    return scores;
}

} // namespace

class TestRulesFolder : public QObject
{
    Q_OBJECT

  private Q_SLOTS:
    void init()
    {
        QSettings().clear();
        forgetRulesChoice();
    }

    void officialFolderScoresTheNextOpenedRound()
    {
        QTemporaryDir dir;
        MainWindow window;
        QCOMPARE(scoresAfterOpening(window), 2); // built-in 4.1.0 rules: both acme entries score

        const RulesFolderOutcome strict =
            useRulesFolder(writeRulesTree(dir, QStringLiteral("strict"), kStrictTarget));
        QVERIFY2(strict.ok, qPrintable(strict.message));
        QVERIFY2(strict.message.contains(QStringLiteral(": 1 ruleset(s), 4.1.0")),
                 qPrintable(strict.message));
        QCOMPARE(currentRulesFolder(), dir.filePath(QStringLiteral("strict")));
        // The same logs miss a 0.99 target: every run is rejected, no score remains.
        QCOMPARE(scoresAfterOpening(window), 0);

        QVERIFY(useRulesFolder(QString()).ok);
        QCOMPARE(currentRulesFolder(), QString());
        QCOMPARE(scoresAfterOpening(window), 2);
    }

    void unusableFolderChangesNothing()
    {
        QTemporaryDir dir;
        const QString good = writeRulesTree(dir, QStringLiteral("strict"), kStrictTarget);
        QVERIFY(useRulesFolder(good).ok);

        const RulesFolderOutcome broken =
            useRulesFolder(writeRulesTree(dir, QStringLiteral("broken"), kUnsupported));
        QVERIFY(!broken.ok);
        QVERIFY2(broken.message.contains(QStringLiteral("closed_ssd.yaml")),
                 qPrintable(broken.message));
        QVERIFY2(broken.message.contains(QStringLiteral("v['value'] @ 2")),
                 qPrintable(broken.message));
        QCOMPARE(currentRulesFolder(), good);
        QCOMPARE(QSettings().value(QStringLiteral("rules/folder")).toString(), good);

        const RulesFolderOutcome empty =
            useRulesFolder(dir.filePath(QStringLiteral("nothing-here")));
        QVERIFY(!empty.ok);
        QCOMPARE(currentRulesFolder(), good);
    }

    void chosenFolderIsAppliedAgainAtStartUp()
    {
        QTemporaryDir dir;
        const QString folder = writeRulesTree(dir, QStringLiteral("strict"), kStrictTarget);
        QVERIFY(useRulesFolder(folder).ok);
        forgetRulesChoice(); // as in a new process: built-in rules until start-up applies the
                             // setting

        const RulesFolderOutcome again = applyRememberedRulesFolder();
        QVERIFY2(again.ok, qPrintable(again.message));
        QCOMPARE(currentRulesFolder(), folder);
        MainWindow window;
        QCOMPARE(scoresAfterOpening(window), 0);

        // Gone (an unmounted disk): built-in rules, a reason, and the setting kept for next time.
        QVERIFY(QDir(folder).removeRecursively());
        const RulesFolderOutcome gone = applyRememberedRulesFolder();
        QVERIFY(!gone.ok);
        QVERIFY2(gone.message.endsWith(QStringLiteral("The built-in rules are used instead.")),
                 qPrintable(gone.message));
        QCOMPARE(currentRulesFolder(), QString());
        QCOMPARE(QSettings().value(QStringLiteral("rules/folder")).toString(), folder);
        QCOMPARE(scoresAfterOpening(window), 2);
    }

    void menuSaysWhichRulesAreInUse()
    {
        QTemporaryDir dir;
        MainWindow window;
        QMenu* menu = createRulesMenu(&window);
        QCOMPARE(menu->title(), QStringLiteral("Compliance &Rules"));
        Q_EMIT menu->aboutToShow();
        const auto actions = menu->actions();
        QVERIFY(
            actions.at(0)->text().startsWith(QStringLiteral("In use: built-in rules (1.0.0, ")));
        QAction* builtin = actionNamed(menu, QStringLiteral("Use &Built-in Rules"));
        QVERIFY(builtin);
        QVERIFY(!builtin->isEnabled()); // already in use

        const QString folder = writeRulesTree(dir, QStringLiteral("strict"), kStrictTarget);
        QVERIFY(useRulesFolder(folder).ok);
        Q_EMIT menu->aboutToShow();
        QCOMPARE(actions.at(0)->text(), QStringLiteral("In use: ") + folder);
        QVERIFY(builtin->isEnabled());
        builtin->trigger();
        QCOMPARE(currentRulesFolder(), QString());
    }

    void editionChoiceScoresTheOpenRoundAgainAndIsRemembered()
    {
        MainWindow window;
        QSignalSpy loaded(window.loader(), &DatasetLoader::loaded);
        window.openPaths({kPublished11Round});
        QVERIFY(QTest::qWaitFor([&] { return loaded.count() == 1; }, 30000));
        QCOMPARE(firstScore(window),
                 std::optional<double>(41.5)); // (41 + 42) / 2: every run counts

        QMenu* menu = createRulesMenu(&window);
        Q_EMIT menu->aboutToShow();
        QAction* published = actionNamed(menu, QStringLiteral("Rules as &Published"));
        QAction* today = actionNamed(menu, QStringLiteral("&Today's Rules"));
        QVERIFY(published && today);
        QVERIFY(published->isCheckable() && published->isChecked());
        QVERIFY(!today->isChecked());

        today->trigger(); // imports the open round again
        QVERIFY(QTest::qWaitFor([&] { return loaded.count() == 2; }, 30000));
        QCOMPARE(firstScore(window),
                 std::optional<double>(42.5)); // the 40-minute run is rejected: (42 + 43) / 2
        QCOMPARE(rulesInUse().edition(), RulesEdition::Current);
        QCOMPARE(QSettings().value(QStringLiteral("rules/edition")).toString(),
                 QStringLiteral("current"));
        Q_EMIT menu->aboutToShow();
        QVERIFY(today->isChecked() && !published->isChecked());

        forgetRulesChoice(); // as in a new process, until start-up applies the setting
        QVERIFY(applyRememberedRulesFolder().ok);
        QCOMPARE(rulesInUse().edition(), RulesEdition::Current);

        published->trigger();
        QVERIFY(QTest::qWaitFor([&] { return loaded.count() == 3; }, 30000));
        QCOMPARE(firstScore(window), std::optional<double>(41.5));
        QCOMPARE(QSettings().value(QStringLiteral("rules/edition")).toString(),
                 QStringLiteral("published"));
    }

    void fileMenuHasTheRulesMenu()
    {
        MainWindow window;
        bool found = false;
        for (QAction* action : window.menuBar()->actions().first()->menu()->actions())
            found = found || (action->menu() &&
                              action->menu()->title() == QStringLiteral("Compliance &Rules"));
        QVERIFY(found);
    }
};

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true); // settings in a test location, never the user's
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("scalescope-tests"));
    QApplication::setApplicationName(QStringLiteral("ui_rules_tests"));
    TestRulesFolder test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_rules_folder.moc"
