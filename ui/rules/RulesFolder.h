#pragma once
// The desktop counterpart of `--rules-dir`: score rounds with an official
// compliance_checker/ tree (or an mlperf_logging checkout) read at run time, so that a
// round published after this build can be opened without a new release. The choice is
// remembered (QSettings "rules/folder") and applied again at start-up.

#include "core/rules/rules_catalog.h"

#include <QString>

namespace scalescope::ui {

struct RulesFolderOutcome
{
    bool ok = false;
    QString message; // for the status bar (ok) or an error box (not ok)
};

// Reads `folder` (every training_X.Y.Z in it) and makes its rules current; an empty
// folder restores the built-in rules. On failure nothing changes: the rules in use and
// the remembered folder stay as they were. Call it while no import runs.
RulesFolderOutcome useRulesFolder(const QString& folder);

// At start-up, before anything is imported: applies the remembered edition and folder. When it can
// no longer be read the built-in rules are used and the message says why (the setting is kept, so a
// folder on an unmounted disk works again next time).
RulesFolderOutcome applyRememberedRulesFolder();

// Back to the choice a new process starts with, before applyRememberedRulesFolder: the
// built-in rules as published. The settings are left as they are.
void forgetRulesChoice();

// The folder in use, empty for the built-in rules.
QString currentRulesFolder();

// The rules the next import scores with (the edition and folder chosen), as a value to
// put in ImportOptions::rules.
RulesCatalog rulesInUse();

// Rules as published (the default) or today's rules (core/rules: RulesEdition), remembered
// as QSettings "rules/edition" ("published" or "current"). Call it while no import runs.
void useRulesEdition(RulesEdition edition);

} // namespace scalescope::ui
