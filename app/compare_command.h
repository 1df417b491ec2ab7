#pragma once
// `scalescope compare PATH... --benchmark B [--gpus N] [--progress]`: rounds side by side
// (core/analysis/hardware_compare.h), headless.

#include <ostream>
#include <string>
#include <vector>

namespace scalescope::cli {

// args: what follows "compare". Returns 0, 1 (nothing loadable, an I/O error) or 2 (usage).
int runCompareCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace scalescope::cli
