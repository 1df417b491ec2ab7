#pragma once
// The system design of a submitted system (docs/analysis.md §1): its name with the node
// and GPU counts taken out, so that "2xXE9680x8H100-SXM-80GB" and "4xXE9680x8H100-SXM-80GB",
// "Eos_n8" and "Eos_n128", "tpu-v5p-128" and "tpu-v5p-1024" are one family.

#include <string>
#include <string_view>

namespace scalescope::analysis {

struct SystemDesign
{
    std::string key;   // lower-cased: what series are grouped on
    std::string label; // the same words as written: what legends show ("XE9680 8H100 SXM 80GB")
};

// The name's words joined by single blanks, without the words that are counts: pure
// numbers ("1024", the "2" of "2x"), node counts ("n128") and count suffixes ("x64").
// Words are split at blanks and punctuation, and at an 'x' next to a digit
// ("16xR750x2xA100" -> "R750 A100"), so the spellings of one design agree.
// The whole name when every word is a count.
SystemDesign systemDesign(std::string_view systemName);

} // namespace scalescope::analysis
