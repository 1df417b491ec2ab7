#pragma once
// `scalescope fetch VERSION...`: downloads MLPerf Training rounds from the MLCommons
// GitHub repositories into the cache the desktop app's Download Round uses, and prints
// the path of each archive, so that `scalescope summarize "$(scalescope fetch v4.1)"`
// works. Qt Network on a QCoreApplication: no display is needed.

#include <ostream>
#include <string>
#include <vector>

namespace scalescope::cli {

// args: what follows "fetch". Exit status: 0 every round is in the cache (its path
// printed), 1 a round could not be downloaded or checked, 2 usage error.
int runFetchCommand(const char* programName, const std::vector<std::string>& args,
                    std::ostream& out, std::ostream& err);

} // namespace scalescope::cli
