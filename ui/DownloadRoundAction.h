#pragma once
// File ▸ Download Round…: the action that opens DownloadRoundDialog for a window and
// imports the round it downloads. Kept apart from MainWindow so that the window only
// adds the action to its menu.

class QAction;

namespace scalescope::ui {

class MainWindow;

// The action, owned by `window`. The rounds come from SCALESCOPE_ROUNDS_URL or GitHub
// and are kept in the user's cache folder.
QAction* createDownloadRoundAction(MainWindow* window);

} // namespace scalescope::ui
