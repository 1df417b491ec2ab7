#include "ui/rules/RulesFolder.h"

#include "core/rules/rules_catalog.h"

#include <QApplication>
#include <QSettings>
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
            return {false,
                    QApplication::translate(
                        "RulesFolder", "%1 holds no training_X.Y.Z rules folder. Choose an "
                                       "mlperf_logging checkout, its compliance_checker folder "
                                       "or one training_X.Y.Z folder.")
                        .arg(folder)};
        const QString versions = versionsOf(loaded.rulesets);
        const auto count = loaded.rulesets.size();
        choice().catalog = RulesCatalog(choice().catalog.edition(), loaded.rulesets);
        choice().folderRulesets = std::move(loaded.rulesets);
        choice().folder = folder;
        return {true, QApplication::translate("RulesFolder",
                                              "Scoring with the rules of %1: %n ruleset(s), %2",
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
        outcome.message +=
            QApplication::translate("RulesFolder", " The built-in rules are used instead.");
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

} // namespace scalescope::ui
