#pragma once
// A strict reader for the CSV dialect pandas writes (QUOTE_MINIMAL, doubled quotes,
// "\n" rows), so tests compare cells rather than bytes and can name the first cell
// that differs. Independent of the code under test.

#include <string>
#include <string_view>
#include <vector>

namespace scalescope::fixtures {

using CsvTable = std::vector<std::vector<std::string>>;

inline CsvTable parseCsv(std::string_view text)
{
    CsvTable table;
    std::vector<std::string> row;
    std::string field;
    bool quoted = false;
    bool fieldStarted = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"') {
            quoted = true;
            fieldStarted = true;
        } else if (c == ',') {
            row.push_back(std::move(field));
            field.clear();
            fieldStarted = true;
        } else if (c == '\n') {
            row.push_back(std::move(field));
            field.clear();
            table.push_back(std::move(row));
            row.clear();
            fieldStarted = false;
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (fieldStarted || !field.empty()) { // last line without "\n"
        row.push_back(std::move(field));
        table.push_back(std::move(row));
    }
    return table;
}

} // namespace scalescope::fixtures
