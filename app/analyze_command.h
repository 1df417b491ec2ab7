#pragma once
// `scalescope analyze PATH|DATASET... --benchmark B ...`: the scaling analysis of
// docs/analysis.md as a table, CSV or JSON.

#include <ostream>
#include <string>
#include <vector>

namespace scalescope::cli {

// args: what follows "analyze". Returns the exit status: 0 done, 1 nothing loadable or an
// I/O error, 2 usage error (including an unknown benchmark, accelerator or reference,
// with the list of those present).
int runAnalyzeCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace scalescope::cli
