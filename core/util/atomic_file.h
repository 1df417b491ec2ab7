#pragma once
// Replaces a file so that readers see either the old contents or the new, never a
// mixture: the bytes go to a temporary file in the same folder, are flushed to disk,
// and the temporary is renamed over the target. A failure leaves the target untouched.
//
// Only regular files are written. The rule for what a name may point at:
// - a name that does not exist is created;
// - a regular file is replaced (its permissions kept);
// - a symbolic link (or a chain of them) is followed: the regular file it leads to is
//   replaced in its own folder, and the link stays a link;
// - a dangling link, a link loop, a folder, a device, a FIFO or a socket is refused,
//   and nothing is written.
// The temporary (".NAME.tmp-PID-N", see temporary_files.h) is removed on every failure
// and on SIGINT/SIGTERM; one left by a killed run is removed by the next write of NAME.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace scalescope::util {

struct OutputTarget
{
    std::filesystem::path path; // where the bytes go: the name, or what its links lead to
    bool exists = false;        // path is an existing regular file
    std::string error;          // non-empty: refused ("is a device, not a regular file")
};

// Applies the rule above without writing anything. error names no path: the caller
// says which option or file it was.
OutputTarget resolveOutputTarget(const std::filesystem::path& target);

// nullopt on success; otherwise a sentence saying what failed, for which path, and why.
std::optional<std::string> writeFileAtomically(const std::filesystem::path& target,
                                               std::string_view contents);

} // namespace scalescope::util
