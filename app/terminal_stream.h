#pragma once
// Standard error of the headless commands, with input's control characters escaped on
// the way (core/util/terminal_text.h): every message names files and systems that came
// from the input, and this is the one place all of them pass.

#include <ostream>
#include <streambuf>

namespace scalescope::cli {

class TerminalSafeBuffer final : public std::streambuf
{
  public:
    explicit TerminalSafeBuffer(std::streambuf* target) : target_(target) {}

  protected:
    int_type overflow(int_type character) override;
    std::streamsize xsputn(const char* text, std::streamsize count) override;
    int sync() override;

  private:
    std::streambuf* target_;
};

// Routes `stream` through a TerminalSafeBuffer until destroyed.
class TerminalSafeStream
{
  public:
    explicit TerminalSafeStream(std::ostream& stream);
    ~TerminalSafeStream();
    TerminalSafeStream(const TerminalSafeStream&) = delete;
    TerminalSafeStream& operator=(const TerminalSafeStream&) = delete;

  private:
    std::ostream& stream_;
    std::streambuf* original_;
    TerminalSafeBuffer buffer_;
};

} // namespace scalescope::cli
