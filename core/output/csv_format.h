#pragma once
// CSV cells as Python's csv module writes them with QUOTE_MINIMAL (what pandas
// `to_csv` uses): a field is quoted only when it holds the delimiter, a quote, or a
// line break, and quotes inside it are doubled. Rows end with "\n", as pandas does on
// Linux.

#include <string>
#include <string_view>
#include <vector>

namespace scalescope::output {

bool csvFieldNeedsQuotes(std::string_view field);
std::string quoteCsvField(std::string_view field);
// The fields joined by commas, each quoted as needed, followed by "\n".
std::string csvRow(const std::vector<std::string>& fields);

} // namespace scalescope::output
