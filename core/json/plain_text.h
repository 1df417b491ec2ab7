#pragma once
// The scan both JSON readers (json_parser.cpp, mllog/canonical_record.cpp) make through
// a string's content: where plain printable ASCII stops.

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace scalescope::json {

// The first byte in [p, end) that is '"', '\\', a control byte or a byte >= 0x80; end
// when there is none. 16 bytes at a time where SSE2 is there (the signed compare with
// 0x20 catches both control bytes and high bytes).
inline const char* skipPlainText(const char* p, const char* end)
{
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    const __m128i firstPrintable = _mm_set1_epi8(0x20);
    while (end - p >= 16) {
        const __m128i block = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        const __m128i special = _mm_or_si128(
            _mm_or_si128(_mm_cmpeq_epi8(block, quote), _mm_cmpeq_epi8(block, backslash)),
            _mm_cmplt_epi8(block, firstPrintable));
        const auto mask = static_cast<unsigned>(_mm_movemask_epi8(special));
        if (mask != 0)
            return p + __builtin_ctz(mask);
        p += 16;
    }
#endif
    for (; p != end; ++p) {
        const auto c = static_cast<unsigned char>(*p);
        if (c == '"' || c == '\\' || c < 0x20 || c >= 0x80)
            return p;
    }
    return p;
}

} // namespace scalescope::json
