#pragma once
// Reading the --help of the built binary: the commands it lists and the options of
// each, as the one layout of app/command_line_parser.cpp writes them.

#include "tests/support/run_process.h"

#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace scalescope::fixtures {

inline std::vector<std::string> helpLines(const std::string& text)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

// The lines of a section ("Options:") up to the blank line that ends it.
inline std::vector<std::string> helpSection(const std::string& help, const std::string& title)
{
    std::vector<std::string> rows;
    bool inside = false;
    for (const auto& line : helpLines(help)) {
        if (line == title)
            inside = true;
        else if (inside && line.empty())
            break;
        else if (inside)
            rows.push_back(line);
    }
    return rows;
}

// The option names of the "Options:" rows ("-o", "--output", ...).
inline std::vector<std::string> helpOptionNames(const std::string& help)
{
    static const std::regex row(
        R"(^  (?:(-[a-zA-Z]), |    )(--[a-z][a-z0-9-]*)(?:=\S+)?(?: .*)?$)");
    std::vector<std::string> names;
    for (const auto& line : helpSection(help, "Options:")) {
        std::smatch match;
        if (!std::regex_match(line, match, row))
            continue; // a wrapped line of a description
        if (match[1].matched)
            names.push_back(match[1]);
        names.push_back(match[2]);
    }
    return names;
}

// The commands of `scalescope --help`, in order.
inline std::vector<std::string> helpCommandNames()
{
    static const std::regex row(R"(^  ([a-z]+) .*$)");
    std::vector<std::string> names;
    for (const auto& line : helpSection(runScalescope({"--help"}).out, "Commands:")) {
        std::smatch match;
        if (std::regex_match(line, match, row))
            names.push_back(match[1]);
    }
    return names;
}

} // namespace scalescope::fixtures
