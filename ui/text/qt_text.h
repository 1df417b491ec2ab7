#pragma once
// Conversions between core's std::string / double values and the text the GUI shows.
// Kept in one place so every panel formats numbers the same way.

#include <QString>
#include <optional>
#include <string>

namespace scalescope::ui {

inline QString toQString(const std::string& text)
{
    return QString::fromStdString(text);
}

// Shortest text that reads back to the same double ("5.9964", "16384267.9502019"),
// the form the official summarizer prints; used in tooltips and copied text.
QString roundTripText(double value);

// Minutes as shown in a table cell: three decimals ("50.628").
QString minutesText(const std::optional<double>& minutes);

// Whole joules with digit grouping ("16,384,268"), whatever the locale's default.
QString joulesText(const std::optional<double>& joules);

} // namespace scalescope::ui
