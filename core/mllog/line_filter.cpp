#include "core/mllog/line_filter.h"

#include "core/mllog/line_scanner.h"

#include <algorithm>
#include <cstring>

namespace scalescope::mllog {

namespace {

// memchr twice: '\r' is rare (progress bars), and libc's memchr is vectorised.
const char* nextLineBreak(const char* from, const char* end)
{
    const auto size = static_cast<std::size_t>(end - from);
    const auto* newline = static_cast<const char*>(std::memchr(from, '\n', size));
    const char* stop = newline ? newline : end;
    const auto* carriage =
        static_cast<const char*>(std::memchr(from, '\r', static_cast<std::size_t>(stop - from)));
    return carriage ? carriage : stop;
}

} // namespace

LineFilter::LineFilter(std::size_t maxLineBytes) : maxLineBytes_(maxLineBytes) {}

void LineFilter::begin()
{
    partial_.clear();
    cut_ = false;
}

// The line made of partial_ and `tail` ends (at a line break, or at the end of the log).
void LineFilter::endLine(std::string& kept, std::string_view tail, bool last)
{
    const auto holdsToken = [&] {
        if (partial_.empty())
            return tail.find(detail::kRecordToken) != std::string_view::npos;
        const std::size_t room = maxLineBytes_ + 1 - std::min(partial_.size(), maxLineBytes_ + 1);
        partial_.append(tail.substr(0, room));
        return std::string_view(partial_).find(detail::kRecordToken) != std::string_view::npos;
    };
    if (cut_ || partial_.size() + tail.size() > maxLineBytes_) {
        // Too long to be read: kept cut, so that it is still seen as too long, and where.
        if (partial_.size() < maxLineBytes_ + 1)
            partial_.append(tail.substr(0, maxLineBytes_ + 1 - partial_.size()));
        kept += partial_;
    } else if (holdsToken()) {
        if (partial_.empty())
            kept += tail;
        else
            kept += partial_;
    } else if (last && (!partial_.empty() || !tail.empty())) {
        kept += '.'; // a last line without a break still counts as a line
    }
    partial_.clear();
    cut_ = false;
}

void LineFilter::append(std::string& kept, std::string_view bytes)
{
    const char* p = bytes.data();
    const char* const end = p + bytes.size();
    while (p != end) {
        const char* lineBreak = nextLineBreak(p, end);
        if (lineBreak == end) {
            // The line goes on in the next chunk.
            const std::size_t room =
                maxLineBytes_ + 1 - std::min(partial_.size(), maxLineBytes_ + 1);
            const std::size_t length = static_cast<std::size_t>(end - p);
            partial_.append(p, std::min(length, room));
            cut_ = cut_ || length > room;
            return;
        }
        endLine(kept, {p, static_cast<std::size_t>(lineBreak - p)}, false);
        kept += *lineBreak; // "\r\n" is kept as '\r' then an empty line's '\n': the same bytes
        p = lineBreak + 1;
    }
}

void LineFilter::finish(std::string& kept)
{
    endLine(kept, {}, true);
}

} // namespace scalescope::mllog
