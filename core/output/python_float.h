#pragma once
// Formats a double exactly as CPython's repr(float) does, because the official MLPerf
// summary is written by pandas, which prints floats that way: the shortest digits that
// read back to the same double, in fixed notation when the decimal exponent is in
// [-4, 16), else in exponent notation ("5.9964", "100.0", "1e-05", "1e+16").

#include <string>

namespace scalescope::output {

// Non-finite values follow Python too: "nan", "inf", "-inf". Negative zero is "-0.0".
std::string pythonFloatRepr(double value);

} // namespace scalescope::output
