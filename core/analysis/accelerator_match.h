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
// 2. otherwise the present names whose canonical or original spelling has every word of
//    the query (queryWordsMatch): one selects it, several are ambiguous, none is no match.
//    "B200" selects "NVIDIA B200-SXM-180GB" and not "NVIDIA GB200": words, not substrings.
AcceleratorMatch matchAccelerator(std::string_view query, const std::vector<std::string>& present);

// The words of a name: runs of letters and digits, lower case ("NVIDIA H100-SXM5-80GB" ->
// nvidia, h100, sxm5, 80gb).
std::vector<std::string> nameWords(std::string_view name);

// Every word of `query` is a word of `name`, or the start of one whose rest is letters
// only (a variant suffix: "MI300" matches "MI300X", "B200" does not match "GB200").
bool queryWordsMatch(std::string_view query, std::string_view name);

// "no accelerator 'X' (present: A, B)" or "accelerator 'X' is ambiguous: it matches A, B;
// name one of them": for usage errors. Empty for a unique match.
std::string describeMismatch(std::string_view query, const AcceleratorMatch& match,
                             const std::vector<std::string>& present);

} // namespace scalescope::analysis
