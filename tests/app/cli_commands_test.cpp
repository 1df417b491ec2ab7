// The table of commands (app/commands.h) is the one list: every row can run and has its
// help, and `scalescope --help` lists exactly its rows, in its order.
#include "app/command_line.h"
#include "app/commands.h"
#include "tests/app/cli_help_layout.h"

#include <gtest/gtest.h>
#include <regex>
#include <set>
#include <sstream>

using namespace scalescope::cli;
using namespace scalescope::fixtures;

namespace {

std::vector<std::string> tableNames()
{
    std::vector<std::string> names;
    for (const auto& command : commands())
        names.emplace_back(command.name);
    return names;
}

} // namespace

TEST(cliCommands, EveryRowHasANameHelpAndARunner)
{
    ASSERT_FALSE(commands().empty());
    std::set<std::string_view> names;
    for (const auto& command : commands()) {
        EXPECT_FALSE(command.name.empty());
        EXPECT_TRUE(names.insert(command.name).second) << "twice: " << command.name;
        // The synopsis is the row's left column in --help: the name, then what follows it.
        EXPECT_TRUE(command.synopsis.starts_with(std::string(command.name) + " "))
            << command.synopsis;
        EXPECT_FALSE(command.summary.empty()) << command.name;
        EXPECT_EQ(command.summary.find('\n'), std::string_view::npos) << command.name;
        EXPECT_NE(command.run, nullptr) << command.name;
        EXPECT_EQ(findCommand(command.name), &command);
    }
    EXPECT_EQ(findCommand("sumarize"), nullptr);
    EXPECT_EQ(findCommand(""), nullptr);
}

TEST(cliCommands, OnlyDrawingAndDownloadingNeedTheGui)
{
    std::vector<std::string> needGui;
    for (const auto& command : commands()) {
        if (command.needsGui)
            needGui.emplace_back(command.name);
        EXPECT_EQ(isAvailable(command), !command.needsGui || builtWithGui()) << command.name;
    }
    EXPECT_EQ(needGui, (std::vector<std::string>{"export", "fetch"}));
}

TEST(cliCommands, TheMainHelpListsTheTable)
{
    EXPECT_EQ(helpCommandNames(), tableNames());
    // Each row as the section shows it, wrapped: its synopsis, then its summary.
    std::string shown;
    for (const auto& line : helpSection(runScalescope({"--help"}).out, "Commands:"))
        shown += " " + line;
    shown = std::regex_replace(shown, std::regex(" +"), " ");
    for (const auto& command : commands()) {
        const std::string row =
            " " + std::string(command.synopsis) + " " + std::string(command.summary);
        EXPECT_NE(shown.find(row), std::string::npos) << row << "\nnot in:" << shown;
    }
}

// Each row runs its command: its --help (parsed before export and fetch create their
// QApplication), or in a build without the GUI the sentence that says so (exit 2).
TEST(cliCommands, EveryRowRunsItsCommand)
{
    for (const auto& command : commands()) {
        std::ostringstream out;
        std::ostringstream err;
        const std::string name(command.name);
        const int status = runHeadless("scalescope", {name, "--help"}, out, err);
        if (isAvailable(command)) {
            EXPECT_EQ(status, 0) << name;
            EXPECT_TRUE(out.str().starts_with("Usage: scalescope " + name + " ")) << out.str();
            EXPECT_EQ(err.str(), "") << name;
        } else {
            EXPECT_EQ(status, 2) << name;
            EXPECT_TRUE(
                err.str().starts_with("scalescope: this build has no '" + name + "' command"))
                << err.str();
        }
    }
}
