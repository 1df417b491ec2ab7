#include "core/output/csv_format.h"

namespace scalescope::output {

bool csvFieldNeedsQuotes(std::string_view field)
{
    return field.find_first_of(",\"\r\n") != std::string_view::npos;
}

std::string quoteCsvField(std::string_view field)
{
    if (!csvFieldNeedsQuotes(field))
        return std::string(field);
    std::string quoted = "\"";
    for (char c : field) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    quoted += '"';
    return quoted;
}

std::string csvRow(const std::vector<std::string>& fields)
{
    std::string row;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i > 0)
            row += ',';
        row += quoteCsvField(fields[i]);
    }
    row += '\n';
    return row;
}

} // namespace scalescope::output
