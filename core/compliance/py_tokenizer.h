#pragma once
// The tokens of the Python subset of py_program.h. Token texts are views into the source
// (or into `decoded`, for string literals with escapes), so tokenizing allocates only the
// token vector. Newline tokens carry the indentation of the next line, for `if` blocks.

#include <cstdint>
#include <list>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope::compliance::py::detail {

enum class TokenKind : std::uint8_t { Name, Number, String, Operator, Newline, End };

struct Token
{
    TokenKind kind = TokenKind::End;
    // Name, operator, string literal or number text: a view into the source, or into
    // `decoded` for a string literal with escapes.
    std::string_view text;
    int indent = 0; // Newline: the indentation of the line that follows
};

// Throws CompileError (py_program.h) for a character outside the subset or an
// unterminated string. `decoded` must outlive the tokens.
std::vector<Token> tokenize(std::string_view src, std::list<std::string>& decoded);

} // namespace scalescope::compliance::py::detail
