#pragma once
// `scalescope export PATH|DATASET... --benchmark B --chart speedup|efficiency|both
// --png FILE ...`: renders the Scaling tab's charts as the desktop app draws them, on
// the offscreen Qt platform, so it runs without a display.

#include <ostream>
#include <string>
#include <vector>

namespace scalescope::cli {

// args: what follows "export". Creates the QApplication itself (offscreen unless
// QT_QPA_PLATFORM says otherwise). Exit status: 0 written, 1 nothing loadable or a
// write failed, 2 usage error (an unknown benchmark or accelerator lists those present).
int runExportCommand(const char* programName, const std::vector<std::string>& args,
                     std::ostream& out, std::ostream& err);

} // namespace scalescope::cli
