#pragma once
// Resolves what a person types for an accelerator ("H100", "h100-sxm5", "MI300X") to one
// of the accelerator names present, the same way for `analyze` and `export`.

#include <string>
#include <string_view>
#include <vector>

namespace scalescope::analysis {

struct AcceleratorMatch
{
    enum class Kind { Unique, Ambiguous, None };
    Kind kind = Kind::None;
    std::string name;                    // Unique: the present name it selects
    std::vector<std::string> candidates; // Ambiguous: every present name it matches, sorted
};

// Matching is case-insensitive on the alias-normalised name (the accelerator catalog's
// canonical model, compared without spaces, '-', '_' and '/'):
// 1. a query naming the same model as exactly one present name selects it;
// 2. otherwise the present names whose normalised canonical or original spelling contains
//    the normalised query: one selects it, several are ambiguous, none is no match.
AcceleratorMatch matchAccelerator(std::string_view query, const std::vector<std::string>& present);

// "no accelerator 'X' (present: A, B)" or "accelerator 'X' is ambiguous: it matches A, B;
// name one of them": for usage errors. Empty for a unique match.
std::string describeMismatch(std::string_view query, const AcceleratorMatch& match,
                             const std::vector<std::string>& present);

} // namespace scalescope::analysis
