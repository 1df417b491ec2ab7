#pragma once
// The byte scans of an MLLOG read: every byte of every log goes through these, most of
// them in lines that are not records (framework output, progress bars). One pass finds
// the next ":::MLLOG " and counts the line breaks before it; another finds where the
// record's line ends and the last token on it. AVX2 where the processor has it (chosen
// at run time), else SSE2, else plain loops; all give the same answers.

#include <cstdint>
#include <string_view>

namespace scalescope::mllog::detail {

// What starts a record: the payload is the text after it.
inline constexpr std::string_view kRecordToken = ":::MLLOG ";

struct TokenHit
{
    const char* token = nullptr; // the next ":::MLLOG ", nullptr when there is none
    // Line breaks between the start of the scan and `token` (or the end of the text),
    // counted as universal newlines: "\r\n", "\n" and a lone "\r" are one each.
    std::uint32_t lineBreaks = 0;
};

// Scans [from, end).
TokenHit findNextToken(const char* from, const char* end);

struct RecordLine
{
    const char* lastToken = nullptr; // the last ":::MLLOG " that starts on the line
    const char* lineEnd = nullptr;   // the first '\n' or '\r' after the first token, or end
};

// `token` points at a ":::MLLOG " in [token, end).
RecordLine findRecordLine(const char* token, const char* end);

// Which implementation runs here ("avx2", "sse2" or "portable"), for benchmarks.
const char* scannerName();

// The portable implementations, for tests that compare them with the vectorised ones.
TokenHit findNextTokenPortable(const char* from, const char* end);
RecordLine findRecordLinePortable(const char* token, const char* end);

} // namespace scalescope::mllog::detail
