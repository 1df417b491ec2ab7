#include "ui/text/qt_text.h"

#include "ui/text/FigureText.h"

#include <QLocale>
#include <array>
#include <charconv>

namespace scalescope::ui {

QString roundTripText(double value)
{
    std::array<char, 32> buffer{};
    const auto [end, error] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    if (error != std::errc{})
        return QString::number(value, 'g', 17);
    return QString::fromLatin1(buffer.data(), end - buffer.data());
}

QString minutesText(const std::optional<double>& minutes)
{
    if (!minutes)
        return {};
    return figure::number(*minutes, 3);
}

QString joulesText(const std::optional<double>& joules)
{
    if (!joules)
        return {};
    // The C locale omits group separators by default, and an 8-digit number without
    // them is hard to read; force them on.
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() & ~QLocale::OmitGroupSeparator);
    return locale.toString(*joules, 'f', 0);
}

} // namespace scalescope::ui
