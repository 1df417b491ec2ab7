#include "core/output/python_float.h"

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <string_view>
#include <system_error>

namespace scalescope::output {

namespace {

// The shortest round-trip digits of |value| and the decimal exponent of the first one:
// value = d.ddd x 10^exponent.
struct ShortestDigits
{
    std::string digits;
    int exponent = 0;
};

ShortestDigits shortestDigits(double magnitude)
{
    // std::to_chars without a precision gives the shortest representation that
    // round-trips; the scientific form makes the digits and the exponent easy to split.
    char buffer[64];
    const auto [end, error] =
        std::to_chars(buffer, buffer + sizeof buffer, magnitude, std::chars_format::scientific);
    const std::string_view text(buffer, error == std::errc{} ? end - buffer : 0);

    ShortestDigits result;
    const auto ePos = text.find('e');
    for (char c : text.substr(0, ePos))
        if (c != '.')
            result.digits += c;
    std::from_chars(text.data() + ePos + 1 + (text[ePos + 1] == '+' ? 1 : 0),
                    text.data() + text.size(), result.exponent);
    return result;
}

std::string exponentNotation(const ShortestDigits& shortest)
{
    std::string text(1, shortest.digits.front());
    if (shortest.digits.size() > 1) {
        text += '.';
        text.append(shortest.digits, 1);
    }
    text += shortest.exponent < 0 ? "e-" : "e+";
    const int magnitude = std::abs(shortest.exponent);
    if (magnitude < 10)
        text += '0'; // Python always prints at least two exponent digits
    text += std::to_string(magnitude);
    return text;
}

std::string fixedNotation(const ShortestDigits& shortest)
{
    const auto& digits = shortest.digits;
    const int pointPosition = shortest.exponent + 1; // digits before the decimal point
    const int digitCount = static_cast<int>(digits.size());
    if (pointPosition <= 0)
        return "0." + std::string(static_cast<std::size_t>(-pointPosition), '0') + digits;
    if (pointPosition < digitCount)
        return digits.substr(0, static_cast<std::size_t>(pointPosition)) + '.' +
               digits.substr(static_cast<std::size_t>(pointPosition));
    // An integral value keeps a ".0" so that it still reads as a float.
    return digits + std::string(static_cast<std::size_t>(pointPosition - digitCount), '0') + ".0";
}

} // namespace

std::string pythonFloatRepr(double value)
{
    if (std::isnan(value))
        return "nan";
    if (std::isinf(value))
        return value < 0 ? "-inf" : "inf";

    const std::string sign = std::signbit(value) ? "-" : "";
    const ShortestDigits shortest = shortestDigits(std::fabs(value));
    // CPython's float_repr_style 'short': exponent form when exp < -4 or exp >= 16.
    if (shortest.exponent < -4 || shortest.exponent >= 16)
        return sign + exponentNotation(shortest);
    return sign + fixedNotation(shortest);
}

} // namespace scalescope::output
