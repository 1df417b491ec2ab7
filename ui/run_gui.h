#pragma once
// Entry point of the desktop front end, called by app/main.cpp when the program is
// started as `scalescope [PATH...]` and the GUI is built (SCALESCOPE_HAVE_GUI).

namespace scalescope::ui {

// Creates the QApplication, shows the main window with PATHs opened (round folders,
// or one *.scalescope.json; the built-in sample when none) and runs the event loop.
// Returns the application's exit code.
int runGui(int argc, char** argv);

} // namespace scalescope::ui
