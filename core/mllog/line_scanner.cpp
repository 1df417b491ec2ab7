#include "core/mllog/line_scanner.h"

#include <cstring>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define SCALESCOPE_X86_SCAN 1
#include <immintrin.h>
#endif

namespace scalescope::mllog::detail {

namespace {

constexpr std::ptrdiff_t kTokenSize = static_cast<std::ptrdiff_t>(kRecordToken.size());

bool isTokenAt(const char* p)
{
    return std::memcmp(p, kRecordToken.data(), kRecordToken.size()) == 0;
}

// Universal newlines over [from, to); `end` bounds the look-ahead that pairs a '\r' with
// the '\n' after it.
std::uint32_t countLineBreaks(const char* from, const char* to, const char* end)
{
    std::uint32_t breaks = 0;
    for (const char* p = from; p != to; ++p)
        if (*p == '\n' || (*p == '\r' && (p + 1 == end || p[1] != '\n')))
            ++breaks;
    return breaks;
}

// The vector loops count '\n' only; a '\r' anywhere sends the range to countLineBreaks,
// which pairs "\r\n" (carriage returns are rare: progress bars).
TokenHit finishHit(const char* from, const char* token, std::uint64_t newlines, bool sawReturn,
                   const char* end)
{
    const char* stop = token ? token : end;
    return {token,
            sawReturn ? countLineBreaks(from, stop, end) : static_cast<std::uint32_t>(newlines)};
}

// Scalar tail of both scans, from `p`.
TokenHit finishTokenScan(const char* from, const char* p, std::uint64_t newlines, bool sawReturn,
                         const char* end)
{
    for (; p != end; ++p) {
        if (*p == ':' && end - p >= kTokenSize && isTokenAt(p))
            return finishHit(from, p, newlines, sawReturn, end);
        newlines += *p == '\n';
        sawReturn |= *p == '\r';
    }
    return finishHit(from, nullptr, newlines, sawReturn, end);
}

RecordLine finishRecordLine(const char* last, const char* p, const char* end)
{
    for (; p != end; ++p) {
        if (*p == '\n' || *p == '\r')
            return {last, p};
        if (*p == ':' && end - p >= kTokenSize && isTokenAt(p))
            last = p;
    }
    return {last, end};
}

#if defined(SCALESCOPE_X86_SCAN)

// Candidates have ':' at +0, 'M' at +3 and ' ' at +8; memcmp confirms them.
__attribute__((target("avx2"))) TokenHit findNextTokenAvx2(const char* from, const char* end)
{
    const __m256i colon = _mm256_set1_epi8(':');
    const __m256i letterM = _mm256_set1_epi8('M');
    const __m256i space = _mm256_set1_epi8(' ');
    const __m256i newline = _mm256_set1_epi8('\n');
    const __m256i carriage = _mm256_set1_epi8('\r');
    std::uint64_t newlines = 0;
    bool sawReturn = false;
    const char* p = from;
    while (end - p >= 40) {
        const __m256i head = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
        const __m256i middle = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + 3));
        const __m256i tail = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + 8));
        auto candidates = static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_and_si256(
            _mm256_and_si256(_mm256_cmpeq_epi8(head, colon), _mm256_cmpeq_epi8(middle, letterM)),
            _mm256_cmpeq_epi8(tail, space))));
        const auto newlineMask =
            static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(head, newline)));
        const auto returnMask =
            static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(head, carriage)));
        for (; candidates != 0; candidates &= candidates - 1) {
            const int offset = __builtin_ctz(candidates);
            if (isTokenAt(p + offset)) {
                const std::uint32_t before = offset == 0 ? 0u : (~0u >> (32 - offset));
                newlines += static_cast<unsigned>(__builtin_popcount(newlineMask & before));
                sawReturn |= (returnMask & before) != 0;
                return finishHit(from, p + offset, newlines, sawReturn, end);
            }
        }
        newlines += static_cast<unsigned>(__builtin_popcount(newlineMask));
        sawReturn |= returnMask != 0;
        p += 32;
    }
    return finishTokenScan(from, p, newlines, sawReturn, end);
}

__attribute__((target("avx2"))) RecordLine findRecordLineAvx2(const char* token, const char* end)
{
    const __m256i colon = _mm256_set1_epi8(':');
    const __m256i letterM = _mm256_set1_epi8('M');
    const __m256i space = _mm256_set1_epi8(' ');
    const __m256i newline = _mm256_set1_epi8('\n');
    const __m256i carriage = _mm256_set1_epi8('\r');
    const char* last = token;
    const char* p = token + kTokenSize;
    while (end - p >= 40) {
        const __m256i head = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
        const __m256i middle = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + 3));
        const __m256i tail = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + 8));
        auto candidates = static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_and_si256(
            _mm256_and_si256(_mm256_cmpeq_epi8(head, colon), _mm256_cmpeq_epi8(middle, letterM)),
            _mm256_cmpeq_epi8(tail, space))));
        const auto stops = static_cast<std::uint32_t>(_mm256_movemask_epi8(
            _mm256_or_si256(_mm256_cmpeq_epi8(head, newline), _mm256_cmpeq_epi8(head, carriage))));
        if (stops != 0) {
            const int stop = __builtin_ctz(stops);
            candidates &= stop == 0 ? 0u : (~0u >> (32 - stop));
        }
        for (; candidates != 0; candidates &= candidates - 1) {
            const int offset = __builtin_ctz(candidates);
            if (isTokenAt(p + offset))
                last = p + offset;
        }
        if (stops != 0)
            return {last, p + __builtin_ctz(stops)};
        p += 32;
    }
    return finishRecordLine(last, p, end);
}

TokenHit findNextTokenSse2(const char* from, const char* end)
{
    const __m128i colon = _mm_set1_epi8(':');
    const __m128i letterM = _mm_set1_epi8('M');
    const __m128i space = _mm_set1_epi8(' ');
    const __m128i newline = _mm_set1_epi8('\n');
    const __m128i carriage = _mm_set1_epi8('\r');
    std::uint64_t newlines = 0;
    bool sawReturn = false;
    const char* p = from;
    while (end - p >= 24) {
        const __m128i head = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        const __m128i middle = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 3));
        const __m128i tail = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 8));
        auto candidates = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_and_si128(
            _mm_and_si128(_mm_cmpeq_epi8(head, colon), _mm_cmpeq_epi8(middle, letterM)),
            _mm_cmpeq_epi8(tail, space))));
        const auto newlineMask =
            static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(head, newline)));
        const auto returnMask =
            static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(head, carriage)));
        for (; candidates != 0; candidates &= candidates - 1) {
            const int offset = __builtin_ctz(candidates);
            if (isTokenAt(p + offset)) {
                const std::uint32_t before = (1u << offset) - 1;
                newlines += static_cast<unsigned>(__builtin_popcount(newlineMask & before));
                sawReturn |= (returnMask & before) != 0;
                return finishHit(from, p + offset, newlines, sawReturn, end);
            }
        }
        newlines += static_cast<unsigned>(__builtin_popcount(newlineMask));
        sawReturn |= returnMask != 0;
        p += 16;
    }
    return finishTokenScan(from, p, newlines, sawReturn, end);
}

RecordLine findRecordLineSse2(const char* token, const char* end)
{
    const __m128i colon = _mm_set1_epi8(':');
    const __m128i letterM = _mm_set1_epi8('M');
    const __m128i space = _mm_set1_epi8(' ');
    const __m128i newline = _mm_set1_epi8('\n');
    const __m128i carriage = _mm_set1_epi8('\r');
    const char* last = token;
    const char* p = token + kTokenSize;
    while (end - p >= 24) {
        const __m128i head = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        const __m128i middle = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 3));
        const __m128i tail = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 8));
        auto candidates = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_and_si128(
            _mm_and_si128(_mm_cmpeq_epi8(head, colon), _mm_cmpeq_epi8(middle, letterM)),
            _mm_cmpeq_epi8(tail, space))));
        const auto stops = static_cast<std::uint32_t>(_mm_movemask_epi8(
            _mm_or_si128(_mm_cmpeq_epi8(head, newline), _mm_cmpeq_epi8(head, carriage))));
        if (stops != 0)
            candidates &= (1u << __builtin_ctz(stops)) - 1;
        for (; candidates != 0; candidates &= candidates - 1) {
            const int offset = __builtin_ctz(candidates);
            if (isTokenAt(p + offset))
                last = p + offset;
        }
        if (stops != 0)
            return {last, p + __builtin_ctz(stops)};
        p += 16;
    }
    return finishRecordLine(last, p, end);
}

struct Scanner
{
    TokenHit (*findNextToken)(const char*, const char*);
    RecordLine (*findRecordLine)(const char*, const char*);
    const char* name;
};

const Scanner& scanner()
{
    static const Scanner chosen = __builtin_cpu_supports("avx2")
                                      ? Scanner{findNextTokenAvx2, findRecordLineAvx2, "avx2"}
                                      : Scanner{findNextTokenSse2, findRecordLineSse2, "sse2"};
    return chosen;
}

#endif

} // namespace

TokenHit findNextTokenPortable(const char* from, const char* end)
{
    return finishTokenScan(from, from, 0, false, end);
}

RecordLine findRecordLinePortable(const char* token, const char* end)
{
    return finishRecordLine(token, token + kTokenSize, end);
}

#if defined(SCALESCOPE_X86_SCAN)

TokenHit findNextToken(const char* from, const char* end)
{
    return scanner().findNextToken(from, end);
}
RecordLine findRecordLine(const char* token, const char* end)
{
    return scanner().findRecordLine(token, end);
}
const char* scannerName()
{
    return scanner().name;
}

#else

TokenHit findNextToken(const char* from, const char* end)
{
    return findNextTokenPortable(from, end);
}
RecordLine findRecordLine(const char* token, const char* end)
{
    return findRecordLinePortable(token, end);
}
const char* scannerName()
{
    return "portable";
}

#endif

} // namespace scalescope::mllog::detail
