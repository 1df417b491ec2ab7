#pragma once
// What an MLLOG reader needs of a log given in arbitrary chunks (an archive's entry as it
// is unpacked): each line holding ":::MLLOG " whole, every other line reduced to its line
// break. readMllog gives the same records, line numbers and line count on the kept text
// as on the whole log, while a log of filler lines costs a byte per line, not its size.
//
// A line longer than `maxLineBytes` is kept cut to maxLineBytes + 1 bytes (whatever it
// holds), so the reader, which rejects such a line, still names it by its number.

#include <cstddef>
#include <string>
#include <string_view>

namespace scalescope::mllog {

class LineFilter
{
  public:
    explicit LineFilter(std::size_t maxLineBytes);
    // Starts a new log.
    void begin();
    // Appends to `kept` what is kept of `bytes`, the next chunk of the log.
    void append(std::string& kept, std::string_view bytes);
    // After the last chunk: the last line, when it has no line break.
    void finish(std::string& kept);

  private:
    void endLine(std::string& kept, std::string_view tail, bool last);

    std::size_t maxLineBytes_;
    std::string
        partial_; // the start of the current line, from earlier chunks (at most maxLineBytes_ + 1)
    bool cut_ = false; // the current line passed maxLineBytes_
};

} // namespace scalescope::mllog
