#pragma once
// The files a command writes, as its command line names them: checked together before
// anything is read (core/util/output_target.h has the rule), written at the end.

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace scalescope::cli {

struct NamedOutput
{
    std::string option; // "--output"
    std::string path;   // empty: not asked for; "-": standard output
};

// Empty when every output may be written; else the sentence to print (exit 2): an
// output that is not a regular file, is an input, or names the same file as another.
std::string checkOutputs(const std::vector<NamedOutput>& outputs,
                         const std::vector<std::string>& inputs);

// "-": text goes to `out`; anything else is written atomically.
std::optional<std::string> writeOutputText(const std::string& path, const std::string& text,
                                           std::ostream& out);

} // namespace scalescope::cli
