#include "app/terminal_stream.h"

#include "core/util/terminal_text.h"

#include <string>

namespace scalescope::cli {

TerminalSafeBuffer::int_type TerminalSafeBuffer::overflow(int_type character)
{
    if (traits_type::eq_int_type(character, traits_type::eof()))
        return traits_type::not_eof(character);
    const char byte = traits_type::to_char_type(character);
    return xsputn(&byte, 1) == 1 ? character : traits_type::eof();
}

std::streamsize TerminalSafeBuffer::xsputn(const char* text, std::streamsize count)
{
    const std::string safe = util::terminalText({text, static_cast<std::size_t>(count)}, true);
    const auto size = static_cast<std::streamsize>(safe.size());
    return target_->sputn(safe.data(), size) == size ? count : 0;
}

int TerminalSafeBuffer::sync()
{
    return target_->pubsync();
}

TerminalSafeStream::TerminalSafeStream(std::ostream& stream)
    : stream_(stream), original_(stream.rdbuf()), buffer_(original_)
{
    stream_.rdbuf(&buffer_);
}

TerminalSafeStream::~TerminalSafeStream()
{
    stream_.flush();
    stream_.rdbuf(original_);
}

} // namespace scalescope::cli
