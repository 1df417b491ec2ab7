// The man page is written by hand; this checks it against the table of commands
// (app/commands.h) and the options each command declares (its --help is written from the
// declarations): a command in the table but not under COMMANDS, or the other way round,
// fails, and so does an option declared but not documented under "Options of COMMAND", or
// documented there but not declared.
#include "app/commands.h"
#include "tests/app/cli_help_layout.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <set>

using namespace scalescope::fixtures;
using scalescope::cli::commands;
using scalescope::cli::isAvailable;

namespace {

std::string manPage()
{
    std::string page =
        readWhole(std::string(SCALESCOPE_TEST_DATA) + "/../../packaging/scalescope.1");
    for (const std::string escape : {"\\-", "\\%", "\\c"}) {
        const std::string plain = escape == "\\-" ? "-" : "";
        for (auto at = page.find(escape); at != std::string::npos;
             at = page.find(escape, at + plain.size()))
            page.replace(at, escape.size(), plain);
    }
    return page;
}

// The roff of one section: from its heading line to the next .SH or .SS.
std::string manSection(const std::string& page, const std::string& heading)
{
    const auto begin = page.find("\n" + heading + "\n");
    if (begin == std::string::npos)
        return {};
    const auto bodyStart = begin + heading.size() + 2;
    auto end = std::min(page.find("\n.SH ", bodyStart), page.find("\n.SS ", bodyStart));
    return page.substr(bodyStart, end == std::string::npos ? std::string::npos : end - bodyStart);
}

// The options a section documents: those named in its tags (the line after .TP or .TQ).
std::set<std::string> documentedOptions(const std::string& section)
{
    static const std::regex option(R"((^|[ "])(--?[a-zA-Z][a-zA-Z0-9-]*))");
    std::set<std::string> names;
    const auto lines = helpLines(section);
    for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
        if (lines[i] != ".TP" && lines[i] != ".TQ")
            continue;
        const std::string& tag = lines[i + 1];
        for (std::sregex_iterator it(tag.begin(), tag.end(), option), end; it != end; ++it)
            names.insert((*it)[2]);
    }
    return names;
}

// The commands a COMMANDS section describes, in its order: the first word of each tag.
std::vector<std::string> documentedCommands(const std::string& section)
{
    static const std::regex tag(R"(^\.BI? "?([a-z]+)\b.*$)");
    std::vector<std::string> names;
    const auto lines = helpLines(section);
    for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
        std::smatch match;
        if (lines[i] == ".TP" && std::regex_match(lines[i + 1], match, tag))
            names.push_back(match[1]);
    }
    return names;
}

std::string joined(const std::set<std::string>& names)
{
    std::string text;
    for (const auto& name : names)
        text += " " + name;
    return text;
}

} // namespace

TEST(cliManPage, DescribesExactlyTheTableOfCommands)
{
    const std::string section = manSection(manPage(), ".SH COMMANDS");
    ASSERT_FALSE(section.empty());
    std::vector<std::string> names;
    for (const auto& command : commands())
        names.emplace_back(command.name);
    EXPECT_EQ(documentedCommands(section), names);
}

TEST(cliManPage, DocumentsExactlyTheOptionsEachCommandDeclares)
{
    const std::string page = manPage();
    // --help (every command) and --version are described once, under OPTIONS.
    const std::set<std::string> common = documentedOptions(manSection(page, ".SH OPTIONS"));
    EXPECT_EQ(common, (std::set<std::string>{"-h", "--help", "-V", "--version"}));
    const auto mainOptions = helpOptionNames(runScalescope({"--help"}).out);
    EXPECT_EQ(std::set<std::string>(mainOptions.begin(), mainOptions.end()), common);

    for (const auto& row : commands()) {
        if (!isAvailable(row))
            continue; // export and fetch without the desktop app
        const std::string command(row.name);
        const auto help = runScalescope({command, "--help"});
        std::set<std::string> declared;
        for (const auto& name : helpOptionNames(help.out))
            if (name != "-h" && name != "--help")
                declared.insert(name);
        ASSERT_FALSE(declared.empty()) << command;
        const auto documented =
            documentedOptions(manSection(page, ".SS \"Options of " + command + "\""));
        std::set<std::string> undocumented;
        std::set<std::string> undeclared;
        std::set_difference(declared.begin(), declared.end(), documented.begin(), documented.end(),
                            std::inserter(undocumented, undocumented.begin()));
        std::set_difference(documented.begin(), documented.end(), declared.begin(), declared.end(),
                            std::inserter(undeclared, undeclared.begin()));
        EXPECT_TRUE(undocumented.empty())
            << "scalescope " << command << " declares, the man page lacks:" << joined(undocumented);
        EXPECT_TRUE(undeclared.empty()) << "the man page documents for " << command
                                        << ", it does not declare:" << joined(undeclared);
    }
}
