#pragma once
// str.format() as Python does it, for the expressions of the rules files: positional
// fields ({} {0}), the !r and !s conversions, and the standard format specification
// ([[fill]align][sign][#][0][width][,|_][.precision][type], types s d n b o x X c e E f F
// g G %) for str, int, bool and float. What Python accepts but this subset does not
// (named or indexed fields, nested fields in a spec, the 'z' option, zero padding with a
// separator) raises a PyError that says so, never an exception of another kind.

#include "core/compliance/py_value.h"

#include <span>
#include <string>
#include <string_view>

namespace scalescope::compliance::py {

// Widths and precisions above this are refused: no rule needs them, and Python would
// build a string of that size.
inline constexpr int kMaxFormatWidth = 10'000;

// format(value, spec); throws PyError with Python's wording where Python raises.
std::string formatValue(const Value& value, std::string_view spec);
// pattern.format(*args)
std::string formatString(std::string_view pattern, std::span<const Value> args);

} // namespace scalescope::compliance::py
