#pragma once
// What a writer returns: the text, or why there is none. Writers never print.

#include <string>

namespace scalescope::output {

struct TextResult
{
    std::string text;
    std::string error; // non-empty: no text
    bool ok() const { return error.empty(); }
};

} // namespace scalescope::output
