#include "ui/rules/RulesFolder.h"

#include "core/rules/rules_catalog.h"
#include "ui/DatasetLoader.h"
#include "ui/MainWindow.h"

#include <QActionGroup>
#include <QApplication>
#include <QCursor>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

#include <exception>

namespace scalescope::ui {

namespace {

const QString kSettingsKey = QStringLiteral("rules/folder");
const QString kEditionKey = QStringLiteral("rules/edition");
// The app's rules choice. Only the GUI thread reads or changes it; an import gets a
// copy (ImportOptions::rules), so a change never reaches an import under way.
struct RulesChoice
{
    QString folder; // whose rules are in use; empty: built-in
    std::vector<Ruleset> folderRulesets;
    RulesCatalog catalog;
};
RulesChoice& choice()
{
    static RulesChoice current;
    return current;
}

QString versionsOf(const std::vector<Ruleset>& rulesets)
{
    if (rulesets.empty())
        return {};
    if (rulesets.size() == 1)
        return QString::fromStdString(rulesets.front().version);
    return QString::fromStdString(rulesets.front().version) + QStringLiteral("–") +
           QString::fromStdString(rulesets.back().version);
}

RulesFolderOutcome load(const QString& folder)
{
    if (folder.isEmpty()) {
        choice().folder.clear();
        choice().folderRulesets.clear();
        choice().catalog = RulesCatalog(choice().catalog.edition());
        return {true, QApplication::translate("RulesFolder", "Scoring with the built-in rules (%1)")
                          .arg(QString::fromStdString(choice().catalog.names()))};
    }
    try {
        LoadedRulesets loaded = loadRulesetsFromDirectory(folder.toStdString());
        if (loaded.rulesets.empty())
            return {false, QApplication::translate("RulesFolder",
                                                   "%1 holds no training_X.Y.Z rules folder. Choose an "
                                                   "mlperf_logging checkout, its compliance_checker folder "
                                                   "or one training_X.Y.Z folder.")
                               .arg(folder)};
        const QString versions = versionsOf(loaded.rulesets);
        const auto count = loaded.rulesets.size();
        choice().catalog = RulesCatalog(choice().catalog.edition(), loaded.rulesets);
        choice().folderRulesets = std::move(loaded.rulesets);
        choice().folder = folder;
        return {true, QApplication::translate("RulesFolder", "Scoring with the rules of %1: %n ruleset(s), %2",
                                              nullptr, static_cast<int>(count))
                          .arg(folder, versions)};
    } catch (const std::exception& error) {
        return {false, QApplication::translate("RulesFolder", "The rules in %1 cannot be used: %2")
                           .arg(folder, QString::fromStdString(error.what()))};
    }
}

} // namespace

RulesFolderOutcome useRulesFolder(const QString& folder)
{
    RulesFolderOutcome outcome = load(folder);
    if (outcome.ok)
        QSettings().setValue(kSettingsKey, folder);
    return outcome;
}

namespace {

void applyEdition(RulesEdition edition)
{
    choice().catalog = RulesCatalog(edition, choice().folderRulesets);
}

} // namespace

void useRulesEdition(RulesEdition edition)
{
    applyEdition(edition);
    QSettings().setValue(kEditionKey, QString::fromLatin1(toString(edition)));
}

RulesFolderOutcome applyRememberedRulesFolder()
{
    const QString edition = QSettings().value(kEditionKey).toString();
    applyEdition(rulesEditionFromString(edition.toStdString()).value_or(RulesEdition::Published));
    const QString folder = QSettings().value(kSettingsKey).toString();
    if (folder.isEmpty())
        return {true, {}};
    RulesFolderOutcome outcome = load(folder);
    if (!outcome.ok) {
        load(QString()); // whatever was in use before, a start-up falls back to built-in rules
        outcome.message += QApplication::translate("RulesFolder", " The built-in rules are used instead.");
    }
    return outcome;
}

void forgetRulesChoice()
{
    choice() = RulesChoice{};
}

QString currentRulesFolder()
{
    return choice().folder;
}

RulesCatalog rulesInUse()
{
    return choice().catalog;
}

QMenu* createRulesMenu(MainWindow* window)
{
    auto* menu = new QMenu(QApplication::translate("RulesFolder", "Compliance &Rules"), window);
    auto* current = menu->addAction(QString());
    current->setEnabled(false);
    menu->addSeparator();
    auto* chooseFolder = menu->addAction(QApplication::translate("RulesFolder", "Use Official Rules &Folder…"));
    chooseFolder->setStatusTip(QApplication::translate(
        "RulesFolder", "Score rounds opened from now on with an official mlperf_logging compliance_checker "
                       "folder, for a round newer than this build"));
    auto* builtin = menu->addAction(QApplication::translate("RulesFolder", "Use &Built-in Rules"));
    menu->addSeparator();
    auto* editions = new QActionGroup(menu);
    auto* published = menu->addAction(QApplication::translate("RulesFolder", "Rules as &Published"));
    published->setStatusTip(QApplication::translate(
        "RulesFolder", "Score each round with the rules of its release, as MLCommons published its scores"));
    auto* today = menu->addAction(QApplication::translate("RulesFolder", "&Today's Rules"));
    today->setStatusTip(QApplication::translate(
        "RulesFolder", "Score every round with today's compliance rules; the import report names the runs they decide otherwise"));
    for (auto* action : {published, today}) {
        action->setCheckable(true);
        editions->addAction(action);
    }

    const auto report = [window](const RulesFolderOutcome& outcome) {
        if (outcome.ok)
            window->statusBar()->showMessage(
                outcome.message + QApplication::translate("RulesFolder", "; reopen a round to score it again"));
        else
            QMessageBox::warning(window, QApplication::translate("RulesFolder", "Compliance rules"), outcome.message);
    };
    QObject::connect(menu, &QMenu::aboutToShow, menu, [window, current, chooseFolder, builtin, published, today] {
        const bool asPublished = rulesInUse().edition() == RulesEdition::Published;
        published->setChecked(asPublished);
        today->setChecked(!asPublished);
        const QString folder = currentRulesFolder();
        current->setText(folder.isEmpty()
                             ? QApplication::translate("RulesFolder", "In use: built-in rules (%1)")
                                   .arg(QString::fromStdString(rulesInUse().names()))
                             : QApplication::translate("RulesFolder", "In use: %1").arg(folder));
        // The rules must not change under an import that is reading them.
        const bool idle = window->loader()->isIdle();
        chooseFolder->setEnabled(idle);
        builtin->setEnabled(idle && !folder.isEmpty());
        published->setEnabled(idle);
        today->setEnabled(idle);
    });
    const auto chooseEdition = [window](RulesEdition edition) {
        if (edition == rulesInUse().edition())
            return;
        useRulesEdition(edition);
        const QString message = edition == RulesEdition::Published
                                    ? QApplication::translate("RulesFolder", "Scoring with the rules as each round was published")
                                    : QApplication::translate("RulesFolder", "Scoring with today's compliance rules");
        const bool again = window->reimportShown();
        window->statusBar()->showMessage(again ? message : message + QApplication::translate("RulesFolder", "; reopen a round to score it again"));
    };
    QObject::connect(published, &QAction::triggered, window, [chooseEdition] { chooseEdition(RulesEdition::Published); });
    QObject::connect(today, &QAction::triggered, window, [chooseEdition] { chooseEdition(RulesEdition::Current); });
    QObject::connect(chooseFolder, &QAction::triggered, window, [window, report] {
        const QString folder = QFileDialog::getExistingDirectory(
            window, QApplication::translate("RulesFolder", "Official Rules Folder (mlperf_logging or compliance_checker)"),
            currentRulesFolder());
        if (folder.isEmpty())
            return;
        QApplication::setOverrideCursor(Qt::WaitCursor);
        const RulesFolderOutcome outcome = useRulesFolder(folder);
        QApplication::restoreOverrideCursor();
        report(outcome);
    });
    QObject::connect(builtin, &QAction::triggered, window, [report] { report(useRulesFolder(QString())); });
    return menu;
}

} // namespace scalescope::ui
