#pragma once
// Temporary files that an atomic write creates beside its target: their names, their
// removal on SIGINT/SIGTERM, and the removal of those a killed run left behind.
//
// Name: ".NAME.tmp-PID-N" beside NAME (hidden, and tied to the target's name and the
// writing process). A run killed with SIGKILL cannot remove its temporary; the next
// write of the same NAME removes every ".NAME.tmp-PID-N" (and the older spelling
// "NAME.tmp-PID-N") whose PID is no running process, and nothing else.

#include <filesystem>
#include <optional>
#include <string>

namespace scalescope::util {

// ".NAME.tmp-PID-N" beside target; N counts up per process.
std::filesystem::path temporaryPathFor(const std::filesystem::path& target);

// The PID in a temporary's file name when the name is one temporaryPathFor() gives for
// target (or the older "NAME.tmp-PID-N"); nullopt for any other name.
std::optional<long> temporaryOwnerPid(const std::string& fileName, const std::string& targetName);

// Removes the temporaries of target whose writer is no longer running. Returns how many.
int removeStaleTemporaries(const std::filesystem::path& target);

// While registered, a SIGINT or SIGTERM unlinks the path before the process ends (the
// handler is installed on first use, only where the signal's disposition is the
// default). At most kMaxRegistered paths at once; past that a path is not protected.
class TemporaryFileRegistration
{
  public:
    static constexpr int kMaxRegistered = 16;
    explicit TemporaryFileRegistration(const std::filesystem::path& path);
    ~TemporaryFileRegistration();
    TemporaryFileRegistration(const TemporaryFileRegistration&) = delete;
    TemporaryFileRegistration& operator=(const TemporaryFileRegistration&) = delete;

  private:
    int slot_ = -1;
};

} // namespace scalescope::util
