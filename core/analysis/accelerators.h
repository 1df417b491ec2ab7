#pragma once
// Accelerator model names as submitters spell them, mapped to one canonical name per
// model (resources/accelerators.json), so that one GPU model is one series.

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace scalescope::analysis {

class AcceleratorCatalog
{
  public:
    // Parses the accelerators.json format; on a malformed document the catalog is empty
    // and error() says why (names then stay as written).
    static AcceleratorCatalog fromJson(std::string_view text);
    // The catalog compiled into the binary (resources/accelerators.json), loaded once.
    static const AcceleratorCatalog& builtin();

    // The canonical name of a model; a name the catalog does not know is returned trimmed.
    std::string canonical(std::string_view name) const;
    // True when the catalog lists the name (canonical or alias).
    bool knows(std::string_view name) const;
    const std::vector<std::string>& canonicalNames() const { return canonicalNames_; }
    // The models this one succeeds, the closest first ("NVIDIA B300" -> B200): whom "what
    // the hardware brought" is measured against. Empty when the catalog does not say.
    std::vector<std::string> predecessors(std::string_view name) const;
    const std::string& error() const { return error_; }

  private:
    std::unordered_map<std::string, std::string> canonicalByKey_;
    std::vector<std::string> canonicalNames_;
    std::unordered_map<std::string, std::vector<std::string>> predecessorsByKey_;
    std::string error_;
};

// The comparison key: lower case, without spaces, '-', '_' or '/'.
std::string acceleratorKey(std::string_view name);

} // namespace scalescope::analysis
