#pragma once
// Extracts MLLOG records from a result or power log exactly as mlperf_logging does
// (docs/mlperf-scoring.md §2): latin-1, universal newlines, text after the last
// ":::MLLOG " of a line, trimmed, parsed with Python json rules.

#include "core/json/json_value.h"
#include "core/util/message.h"
#include "core/util/string_index.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope {
class Xxh64;
}

namespace scalescope::mllog {

struct Record
{
    double timeMs = 0;    // time_ms as Python float()
    std::string_view key; // empty when the key is not a JSON string
    const json::Value* keyValue = nullptr;
    const json::Value* value = nullptr; // never null for a record in MllogLog::records
    const json::Value* metadata = nullptr;
    std::uint32_t line = 0; // 1-based physical line (universal newlines)
};

struct LineProblem
{
    std::uint32_t line = 0;
    std::string
        reason; // a sentence for people, e.g. "invalid JSON: Expecting ',' delimiter at column 40"
    Message reasonMessage = {}; // the same, for the desktop app to translate
};

struct MllogLog
{
    std::vector<Record> records;
    // Lines the official checker counts as parse errors (invalid JSON, non-numeric
    // time_ms string). One of them rejects the run (rule R1).
    std::vector<LineProblem> parseErrors;
    // Valid JSON on which the official tool crashes (not an object; time_ms, key,
    // value or metadata missing; time_ms null). scalescope rejects the run instead.
    std::vector<LineProblem> malformedRecords;
    std::uint32_t lineCount = 0;
    std::uint32_t mllogLineCount = 0;

    void clear();
};

// The keys whose value and metadata a caller reads.
using KeySet = StringIndex;

// A JSON null that stands for a value or metadata that was checked but not built.
const json::Value& unbuiltValue();

struct ReadOptions
{
    // When set, a record whose key is not in it is still checked exactly as json.loads
    // would check it (a bad line is a parse error as before) and keeps its key, time and
    // line, but its value and metadata are not built: both are unbuiltValue(). Half the
    // lines of a round have keys that no rule and no score reads.
    const KeySet* detailed = nullptr;
    // Lines in the layout mlperf_logging writes are read in place (a fast path that
    // gives the same records); false sends every line through json::parse, so that
    // tests and fuzzers can compare the two.
    bool readCanonicalLayoutInPlace = true;
    // When set, the log's MLLOG content is fed to it (docs/analysis.md §1.4 Provenance):
    // for each record line, in file order, the text after its last ":::MLLOG " with
    // trailing whitespace stripped, and a '\n'. Other lines are not; nor are records whose
    // key starts with "submission_" (submission_org, _platform, _status, ...): labels
    // saying where the logs were filed, which a submitter edits when filing one set of
    // logs under two system names, not something the run measured.
    Xxh64* recordsHash = nullptr;
};

// The longest record (the text after ":::MLLOG " on one line) that is parsed; a longer
// one is a parse error, which rejects the run. mlperf_logging's records are under 1 MB.
inline constexpr std::size_t kMaxRecordBytes = std::size_t(64) << 20;

// Parses `bytes` (a whole file) into `out`. Record values point into `arena` and into
// `bytes`; both must outlive `out`'s use.
void readMllog(std::string_view bytes, json::Arena& arena, MllogLog& out,
               const ReadOptions& options = {});

// The same, fed a log in pieces (ChunkedFile): the records are those readMllog gives for
// the whole text. Each piece holds whole lines: it ends just after a line break (never
// between the '\r' and '\n' of one), or is the log's last piece.
class LogReader
{
  public:
    // Clears `out`. `arena` and `out` must outlive the reader.
    LogReader(json::Arena& arena, MllogLog& out, const ReadOptions& options = {});
    // `stable`: the piece outlives `out`'s use, so records may point into it; otherwise
    // the text of each MLLOG line is copied into the arena (the other lines are dropped,
    // which is what bounds memory for a large log).
    void read(std::string_view piece, bool stable);
    // After the last piece: sets out.lineCount.
    void finish();
    // The line the next piece starts on (1-based): the line a reading stopped at.
    std::uint32_t nextLine() const { return line_; }

  private:
    void readRecord(std::string_view untrimmed, bool stable);

    json::Arena& arena_;
    MllogLog& out_;
    ReadOptions options_;
    std::uint32_t line_ = 1;
    bool sawBytes_ = false;
    char lastByte_ = 0;
};

} // namespace scalescope::mllog
