#pragma once
// `scalescope summarize PATH...`: import (or load) rounds and print their scores.

#include <ostream>
#include <string>
#include <vector>

namespace scalescope::cli {

// args: what follows "summarize". Returns the exit status: 0 imported, 1 nothing
// importable or an I/O error, 2 usage error.
int runSummarizeCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace scalescope::cli
