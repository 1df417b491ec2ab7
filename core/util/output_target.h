#pragma once
// The outputs a command line names (--output, --report, --png, ...), checked before
// anything is imported or written, and written: "-" is standard output; anything else
// follows the rule of atomic_file.h (regular files only, links followed to a regular
// file). An output that is the same file as an input (same device and inode, through
// any link) is refused, as is an existing file inside an input folder that the import
// reads (result_*.txt, power logs, system descriptions, scaling.json).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope::util {

inline constexpr std::string_view kStandardStreamName = "-";

// nullopt when `path` may be written; else a sentence naming the option and the
// reason: "--output /dev/null is a device, not a regular file; nothing was written".
std::optional<std::string> checkOutputTarget(std::string_view option, const std::string& path,
                                             const std::vector<std::string>& inputs);

// True when two output names end at the same file (both "-" included).
bool sameOutput(const std::string& a, const std::string& b);

// Writes contents to standard output for "-", else atomically to the file.
std::optional<std::string> writeOutput(const std::string& path, std::string_view contents);

} // namespace scalescope::util
