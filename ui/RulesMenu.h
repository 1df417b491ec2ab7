#pragma once
// The window's menu over ui/rules/RulesFolder: kept beside MainWindow, so that the rules
// folder's logic stays below the window that uses it.

class QMenu;

namespace scalescope::ui {

class MainWindow;

// File ▸ Compliance Rules: "Use Official Rules Folder…", "Use Built-in Rules", the
// checkable pair "Rules as Published" / "Today's Rules" (choosing one imports the open
// rounds again) and the current choice. Owned by `window`; disabled while a round is being opened.
QMenu* createRulesMenu(MainWindow* window);

} // namespace scalescope::ui
