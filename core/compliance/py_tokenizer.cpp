// Tokenizer of the Python subset: see py_tokenizer.h.

#include "core/compliance/py_tokenizer.h"

#include "core/compliance/py_program.h"

#include <algorithm>

namespace scalescope::compliance::py::detail {

namespace {

// Width of the indentation of the next non-blank, non-comment line after position i
// (which is just past a newline); moves i to that line's first character.
int nextLineIndent(std::string_view src, std::size_t& i)
{
    for (;;) {
        int width = 0;
        std::size_t j = i;
        while (j < src.size() && (src[j] == ' ' || src[j] == '\t')) {
            width += src[j] == '\t' ? 8 - width % 8 : 1;
            ++j;
        }
        if (j < src.size() && (src[j] == '\n' || src[j] == '\r' || src[j] == '#')) {
            while (j < src.size() && src[j] != '\n')
                ++j;
            if (j < src.size()) {
                i = j + 1;
                continue;
            }
        }
        i = j;
        return width;
    }
}

bool isNameStart(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

} // namespace

std::vector<Token> tokenize(std::string_view src, std::list<std::string>& decoded)
{
    std::vector<Token> tokens;
    tokens.reserve(src.size() / 4 + 2);
    int depth = 0;
    std::size_t i = 0;
    auto fail = [&](const std::string& what) {
        // At most 120 characters of the text: a refused text may be megabytes long.
        const std::string shown = src.size() <= 120
                                      ? std::string(src)
                                      : std::string(src.substr(0, 120)) + "... (" +
                                            std::to_string(src.size()) + " characters)";
        throw CompileError(what + " at column " + std::to_string(i + 1) + " of \"" + shown + "\"");
    };
    while (i < src.size()) {
        const char c = src[i];
        if (c == ' ' || c == '\t' || c == '\r') {
            ++i;
            continue;
        }
        if (c == '\\' && i + 1 < src.size() && src[i + 1] == '\n') {
            i += 2;
            continue;
        }
        if (c == '#') {
            while (i < src.size() && src[i] != '\n')
                ++i;
            continue;
        }
        if (c == '\n' || c == ';') {
            ++i;
            if (depth != 0)
                continue;
            int indent = 0;
            if (c == '\n')
                indent = nextLineIndent(src, i);
            else if (!tokens.empty() && tokens.back().kind == TokenKind::Newline)
                indent = tokens.back().indent;
            if (!tokens.empty() && tokens.back().kind != TokenKind::Newline)
                tokens.push_back({TokenKind::Newline, ";", indent});
            else if (!tokens.empty() && c == '\n')
                tokens.back().indent = indent;
            continue;
        }
        if (isNameStart(c)) {
            std::size_t j = i;
            while (j < src.size() && (isNameStart(src[j]) || isDigit(src[j])))
                ++j;
            tokens.push_back({TokenKind::Name, src.substr(i, j - i)});
            i = j;
            continue;
        }
        if (isDigit(c) || (c == '.' && i + 1 < src.size() && isDigit(src[i + 1]))) {
            std::size_t j = i;
            while (j < src.size() && (isDigit(src[j]) || src[j] == '.' || src[j] == '_'))
                ++j;
            if (j < src.size() && (src[j] == 'e' || src[j] == 'E')) {
                ++j;
                if (j < src.size() && (src[j] == '+' || src[j] == '-'))
                    ++j;
                while (j < src.size() && isDigit(src[j]))
                    ++j;
            }
            tokens.push_back({TokenKind::Number, src.substr(i, j - i)});
            i = j;
            continue;
        }
        if (c == '\'' || c == '"') {
            // Most literals have no backslash before their closing quote: two memchr scans.
            std::size_t j = std::min(src.find(c, i + 1), src.size());
            const bool escaped = src.substr(i + 1, j - i - 1).find('\\') != std::string_view::npos;
            if (escaped) {
                j = i + 1;
                while (j < src.size() && src[j] != c) {
                    if (src[j] == '\\' && j + 1 < src.size())
                        ++j;
                    ++j;
                }
            }
            if (j >= src.size())
                fail("unterminated string");
            std::string_view text = src.substr(i + 1, j - i - 1);
            if (escaped) {
                std::string& plain = decoded.emplace_back();
                for (std::size_t k = 0; k < text.size(); ++k) {
                    char e = text[k];
                    if (e == '\\' && k + 1 < text.size()) {
                        e = text[++k];
                        e = e == 'n' ? '\n' : e == 't' ? '\t' : e;
                    }
                    plain += e;
                }
                text = plain;
            }
            tokens.push_back({TokenKind::String, text});
            i = j + 1;
            continue;
        }
        static constexpr std::string_view kTwoChar[] = {"==", "!=", "<=", ">=", "//",
                                                        "**", "+=", "-=", "*="};
        std::string_view op = src.substr(i, 1);
        for (auto two : kTwoChar)
            if (src.substr(i, 2) == two)
                op = src.substr(i, 2);
        if (op.size() == 1 &&
            std::string_view("()[]{},:.<>+-*/%|&^=~").find(c) == std::string_view::npos)
            fail(std::string("unexpected character '") + c + "'");
        if (c == '(' || c == '[' || c == '{')
            ++depth;
        if (c == ')' || c == ']' || c == '}')
            --depth;
        tokens.push_back({TokenKind::Operator, op});
        i += op.size();
    }
    tokens.push_back({TokenKind::End, ""});
    return tokens;
}

} // namespace scalescope::compliance::py::detail
