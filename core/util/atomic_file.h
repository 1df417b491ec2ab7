#pragma once
// Replaces a file so that readers see either the old contents or the new, never a
// mixture: the bytes go to a temporary file in the same folder, are flushed to disk,
// and the temporary is renamed over the target. A failure leaves the target untouched.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace scalescope::util {

// nullopt on success; otherwise a sentence saying what failed, for which path, and why.
std::optional<std::string> writeFileAtomically(const std::filesystem::path& target,
                                               std::string_view contents);

} // namespace scalescope::util
