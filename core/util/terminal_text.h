#pragma once
// Text from input files (system names, file names, MLLOG values) on its way to a
// terminal. A name holding ESC [ 2 J would clear the screen, one holding a line break
// would forge a line of output: every printer of a terminal line (stderr messages, text
// tables, the import report) passes input through here. CSV and JSON have escapes of
// their own and do not.

#include <string>
#include <string_view>

namespace scalescope::util {

// Control characters (C0, DEL, and C1 written as UTF-8) and bytes that are not UTF-8
// become "\xHH" (C1: "\xc2\xHH"); everything else, including non-ASCII text, is kept.
// With keepLineBreaks, '\n' is kept (for a whole table or message block).
std::string terminalText(std::string_view text, bool keepLineBreaks = false);

} // namespace scalescope::util
