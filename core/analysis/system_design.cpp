#include "core/analysis/system_design.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace scalescope::analysis {

namespace {

bool isDigit(char c)
{
    return std::isdigit(static_cast<unsigned char>(c)) != 0;
}

bool isAlnum(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) != 0;
}

bool allDigits(std::string_view word)
{
    return !word.empty() && std::all_of(word.begin(), word.end(), isDigit);
}

// "n128", "N8": a node count as NVIDIA and Lambda write it.
bool isNodeCount(std::string_view word)
{
    return word.size() > 1 && (word[0] == 'n' || word[0] == 'N') && allDigits(word.substr(1));
}

} // namespace

SystemDesign systemDesign(std::string_view systemName)
{
    std::vector<std::string> words;
    std::string word;
    const auto flush = [&] {
        if (!word.empty() && !allDigits(word) && !isNodeCount(word))
            words.push_back(word);
        word.clear();
    };
    for (std::size_t i = 0; i < systemName.size(); ++i) {
        const char c = systemName[i];
        const bool countSeparator =
            (c == 'x' || c == 'X') && ((i > 0 && isDigit(systemName[i - 1])) ||
                                       (i + 1 < systemName.size() && isDigit(systemName[i + 1])));
        if (!isAlnum(c) || countSeparator) {
            flush();
            continue;
        }
        word += c;
    }
    flush();
    SystemDesign design;
    for (const auto& one : words)
        design.label += (design.label.empty() ? "" : " ") + one;
    if (design.label.empty())
        design.label = std::string(systemName);
    design.key = design.label;
    for (auto& c : design.key)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return design;
}

} // namespace scalescope::analysis
