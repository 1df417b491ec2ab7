#pragma once
// A writable copy of the fixture round (tests/data/rounds) in a fresh temporary folder,
// for tests that break one file and check that the rest of the import survives.

#include "core/importer/importer.h"

#include <filesystem>
#include <string>

namespace scalescope::testing {

class ScratchRound
{
  public:
    ScratchRound();
    ~ScratchRound();
    ScratchRound(const ScratchRound&) = delete;
    ScratchRound& operator=(const ScratchRound&) = delete;

    // <temp>/training_results_v4.1
    const std::filesystem::path& root() const { return root_; }
    std::filesystem::path path(const std::string& relative) const { return root_ / relative; }
    void write(const std::string& relative, const std::string& bytes) const;
    void copyHostile(const std::string& corpusFile, const std::string& relative) const;

  private:
    std::filesystem::path folder_;
    std::filesystem::path root_;
};

std::string hostileFile(const std::string& name); // bytes of tests/data/hostile/<name>

// Messages of report items whose path ends with `pathTail`.
std::string messagesAt(const ImportResult& result, const std::string& pathTail);
bool reportHasExactly(const ImportResult& result, const std::string& pathTail,
                      const std::string& message);

// acme_n2, untouched by every hostile case, must still score (0.55 + 0.6 + 0.65) / 3.
void expectUntouchedSystemScored(const ImportResult& result);
const SystemEntry* findSystem(const ImportResult& result, const std::string& id);

} // namespace scalescope::testing
