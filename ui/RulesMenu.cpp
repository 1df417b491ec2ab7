#include "ui/RulesMenu.h"

#include "ui/DatasetLoader.h"
#include "ui/MainWindow.h"
#include "ui/rules/RulesFolder.h"

#include <QActionGroup>
#include <QApplication>
#include <QCursor>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>

namespace scalescope::ui {

QMenu* createRulesMenu(MainWindow* window)
{
    auto* menu = new QMenu(QApplication::translate("RulesFolder", "Compliance &Rules"), window);
    auto* current = menu->addAction(QString());
    current->setEnabled(false);
    menu->addSeparator();
    auto* chooseFolder =
        menu->addAction(QApplication::translate("RulesFolder", "Use Official Rules &Folder…"));
    chooseFolder->setStatusTip(QApplication::translate(
        "RulesFolder",
        "Score rounds opened from now on with an official mlperf_logging compliance_checker "
        "folder, for a round newer than this build"));
    auto* builtin = menu->addAction(QApplication::translate("RulesFolder", "Use &Built-in Rules"));
    menu->addSeparator();
    auto* editions = new QActionGroup(menu);
    auto* published =
        menu->addAction(QApplication::translate("RulesFolder", "Rules as &Published"));
    published->setStatusTip(QApplication::translate(
        "RulesFolder",
        "Score each round with the rules of its release, as MLCommons published its scores"));
    auto* today = menu->addAction(QApplication::translate("RulesFolder", "&Today's Rules"));
    today->setStatusTip(QApplication::translate(
        "RulesFolder", "Score every round with today's compliance rules; the import report names "
                       "the runs they decide otherwise"));
    for (auto* action : {published, today}) {
        action->setCheckable(true);
        editions->addAction(action);
    }

    const auto report = [window](const RulesFolderOutcome& outcome) {
        if (!outcome.ok) {
            QMessageBox::warning(window, QApplication::translate("RulesFolder", "Compliance rules"),
                                 outcome.message);
            return;
        }
        window->passRulesInUse(); // the Hardware tab reads its quality targets from them
        window->statusBar()->showMessage(
            outcome.message +
            QApplication::translate("RulesFolder", "; reopen a round to score it again"));
    };
    QObject::connect(
        menu, &QMenu::aboutToShow, menu,
        [window, current, chooseFolder, builtin, published, today] {
            const bool asPublished = rulesInUse().edition() == RulesEdition::Published;
            published->setChecked(asPublished);
            today->setChecked(!asPublished);
            const QString folder = currentRulesFolder();
            current->setText(
                folder.isEmpty()
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
        window->passRulesInUse();
        const QString message =
            edition == RulesEdition::Published
                ? QApplication::translate("RulesFolder",
                                          "Scoring with the rules as each round was published")
                : QApplication::translate("RulesFolder", "Scoring with today's compliance rules");
        const bool again = window->reimportShown();
        window->statusBar()->showMessage(
            again ? message
                  : message + QApplication::translate("RulesFolder",
                                                      "; reopen a round to score it again"));
    };
    QObject::connect(published, &QAction::triggered, window,
                     [chooseEdition] { chooseEdition(RulesEdition::Published); });
    QObject::connect(today, &QAction::triggered, window,
                     [chooseEdition] { chooseEdition(RulesEdition::Current); });
    QObject::connect(chooseFolder, &QAction::triggered, window, [window, report] {
        const QString folder = QFileDialog::getExistingDirectory(
            window,
            QApplication::translate("RulesFolder",
                                    "Official Rules Folder (mlperf_logging or compliance_checker)"),
            currentRulesFolder());
        if (folder.isEmpty())
            return;
        QApplication::setOverrideCursor(Qt::WaitCursor);
        const RulesFolderOutcome outcome = useRulesFolder(folder);
        QApplication::restoreOverrideCursor();
        report(outcome);
    });
    QObject::connect(builtin, &QAction::triggered, window,
                     [report] { report(useRulesFolder(QString())); });
    return menu;
}

} // namespace scalescope::ui
