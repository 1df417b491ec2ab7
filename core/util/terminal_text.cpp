#include "core/util/terminal_text.h"

#include <cstdint>

namespace scalescope::util {

std::string terminalText(std::string_view text, bool keepLineBreaks)
{
    std::string out;
    out.reserve(text.size());
    const auto escape = [&](unsigned char byte) {
        constexpr char digits[] = "0123456789abcdef";
        out += "\\x";
        out += digits[byte >> 4];
        out += digits[byte & 15];
    };
    std::size_t i = 0;
    while (i < text.size()) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte < 0x80) {
            if ((byte < 0x20 && !(keepLineBreaks && byte == '\n')) || byte == 0x7f)
                escape(byte);
            else
                out += static_cast<char>(byte);
            ++i;
            continue;
        }
        // Length and smallest code point of a UTF-8 sequence starting with `byte`.
        const std::size_t length = byte >= 0xf0 && byte <= 0xf4  ? 4
                                   : byte >= 0xe0                ? 3
                                   : byte >= 0xc2 && byte < 0xe0 ? 2
                                                                 : 0;
        bool valid = length > 0 && i + length <= text.size();
        std::uint32_t code = length == 2 ? byte & 0x1f : length == 3 ? byte & 0x0f : byte & 0x07;
        for (std::size_t k = 1; valid && k < length; ++k) {
            const auto next = static_cast<unsigned char>(text[i + k]);
            valid = (next & 0xc0) == 0x80;
            code = (code << 6) | (next & 0x3f);
        }
        valid = valid && !(length == 3 && (code < 0x800 || (code >= 0xd800 && code < 0xe000))) &&
                !(length == 4 && (code < 0x10000 || code > 0x10ffff));
        if (!valid) {
            escape(byte);
            ++i;
            continue;
        }
        if (length == 2 && code < 0xa0) { // C1 controls: U+009B is a CSI to some terminals
            escape(byte);
            escape(static_cast<unsigned char>(text[i + 1]));
            i += 2;
            continue;
        }
        out.append(text.substr(i, length));
        i += length;
    }
    return out;
}

} // namespace scalescope::util
