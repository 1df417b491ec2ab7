#pragma once
// What an import skipped or rejected, and why: one item per file, line, run, system
// or benchmark folder, each with a sentence a person understands.

#include "core/util/message.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope {

enum class Severity { Info, Warning, Error };

enum class ItemKind { File, Line, Run, Benchmark, System, Round };

struct ImportReportItem
{
    Severity severity = Severity::Warning;
    ItemKind kind = ItemKind::File;
    std::string path;       // file or folder the item is about
    std::uint32_t line = 0; // 1-based, 0 when no single line is at fault
    std::string message;    // "run_stop appears twice; run rejected"
    Message text;           // the same as a message for the UI to translate; empty id: none
};

// A path and what is wrong with it: an import's error says both in one sentence
// (file.path_problem: "x.zip: no such file or folder"), a report item the problem beside
// its path.
struct PathProblem
{
    std::string path;
    Message problem;
    Message sentence() const { return {"file.path_problem", {textArg(path), messageArg(problem)}}; }
};

struct ImportReport
{
    std::vector<ImportReportItem> items;
    std::uint64_t filesRead = 0;
    std::uint64_t bytesRead = 0;
    std::uint64_t runsRead = 0;
    std::uint64_t runsRejected = 0;
    std::uint64_t scoresComputed = 0;
    // Entries whose result logs republish earlier ones byte for byte (markRepublished).
    std::uint64_t republished = 0;
    // Sources read only in part, each "name: reason" (an archive that is truncated or
    // damaged, or that reached a decompression budget): what was read before is kept, and
    // the headless commands refuse the partial result unless --allow-partial.
    std::vector<std::string> incomplete;
    // The same as messages (file.path_problem), for the desktop app to translate: one per
    // source of `incomplete` while an import holds them; empty for a report read back
    // from a dataset file, whose sources then show as they are.
    std::vector<Message> incompleteMessages;

    // An item worded by no message of core's (the desktop app shows it as it is).
    void add(Severity severity, ItemKind kind, std::string path, std::uint32_t line,
             std::string message);
    // An item whose sentence is a message of core's catalog (message = its English).
    void add(Severity severity, ItemKind kind, std::string path, std::uint32_t line, Message text);
    // "path:line: message" lines, for stderr and the GUI's copy button.
    std::string toText() const;
    // One sentence: "1309 runs in 1534 files; 6 runs rejected; 153 scores", followed by
    // "; 80 republished entries" when there are some, and "; INCOMPLETE: <source: reason>"
    // for each source read only in part.
    std::string summary() const;
    // The same sentence as a message, for the UI to translate.
    Message summaryMessage() const;
    // "; INCOMPLETE: ..." for each of `incomplete`, or "".
    std::string incompleteText() const;
};

// Valid UTF-8 without control characters: every other byte becomes "\xNN". Messages
// quote file content (a JSON parser's "last read: ..."), which may be any bytes.
std::string readableText(std::string_view text);
// Applies readableText to every path and message.
void makeReadable(ImportReport& report);

const char* toString(Severity severity);
const char* toString(ItemKind kind);

} // namespace scalescope
