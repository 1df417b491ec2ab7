// Every command of the binary speaks one dialect (app/command_line_parser.h): the same
// --help layout, the same wording of a wrong command line, exit status 2 for it.
#include "app/commands.h"
#include "tests/app/cli_help_layout.h"

#include <gtest/gtest.h>

using namespace scalescope::fixtures;

namespace {

std::string tryHelp(const std::string& command)
{
    return "Try 'scalescope " + command + " --help' for more information.\n";
}

// export and fetch need Qt: a build without the desktop app says so instead.
bool builtIn(const std::string& command)
{
    const auto* row = scalescope::cli::findCommand(command);
    return row && scalescope::cli::isAvailable(*row);
}

} // namespace

TEST(cliUniform, TheMainHelpListsEveryCommand)
{
    const auto result = runScalescope({"--help"});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_EQ(result.err, "");
    EXPECT_TRUE(result.out.starts_with(
        "Usage: scalescope [PATH]...\n  or:  scalescope COMMAND [OPTION]... [PATH]...\n"))
        << result.out;
    EXPECT_EQ(helpCommandNames(),
              (std::vector<std::string>{"summarize", "analyze", "compare", "export", "fetch"}));
    EXPECT_EQ(helpOptionNames(result.out),
              (std::vector<std::string>{"-V", "--version", "-h", "--help"}));
}

TEST(cliUniform, EveryHelpHasTheOneLayout)
{
    std::vector<std::string> commands = {""};
    for (const auto& name : helpCommandNames())
        if (builtIn(name))
            commands.push_back(name);
    ASSERT_GE(commands.size(), 4u);
    for (const auto& command : commands) {
        const auto result =
            command.empty() ? runScalescope({"--help"}) : runScalescope({command, "-h"});
        const std::string head = command.empty() ? "scalescope" : "scalescope " + command;
        EXPECT_EQ(result.exitCode, 0) << head;
        EXPECT_EQ(result.err, "") << head;
        const auto lines = helpLines(result.out);
        ASSERT_FALSE(lines.empty()) << head;
        EXPECT_TRUE(lines.front().starts_with("Usage: " + head)) << lines.front();
        // Options, then the other lists, then the exit status, last, with 0, 1 and 2.
        const auto options = helpSection(result.out, "Options:");
        ASSERT_FALSE(options.empty()) << head;
        EXPECT_EQ(options.back(), "  -h, --help                 display this help and exit")
            << head;
        const auto exits = helpSection(result.out, "Exit status:");
        ASSERT_GE(exits.size(), 3u) << head;
        EXPECT_TRUE(exits.front().starts_with("  0  success") ||
                    exits.front().starts_with("  0  imported") ||
                    exits.front().starts_with("  0  written") ||
                    exits.front().starts_with("  0  every round"))
            << exits.front();
        std::string codes;
        for (const auto& line : exits)
            if (line.size() > 3 && line[2] != ' ')
                codes += line.substr(2, 1);
        EXPECT_EQ(codes, "012") << head;
        EXPECT_TRUE(result.out.ends_with(exits.back() + "\n")) << head;
        // Every option row: the names from column 2 or 6, the text from column 29.
        for (const auto& line : options) {
            EXPECT_LE(line.size(), 79u) << line;
            if (line.starts_with("      --") || line.starts_with("  -")) {
                const auto text = line.find_first_not_of(' ', line.find(' ', 6));
                EXPECT_TRUE(text == std::string::npos || text == 29) << head << ": " << line;
            } else {
                EXPECT_TRUE(line.starts_with(std::string(29, ' ')) && line[29] != ' ')
                    << head << ": " << line;
            }
        }
        EXPECT_FALSE(helpOptionNames(result.out).empty()) << head;
    }
}

TEST(cliUniform, AnUnknownOptionNamesTheNearestOneAndExitsTwo)
{
    const std::vector<std::vector<std::string>> cases = {{"summarize", "--fromat", "--format"},
                                                         {"analyze", "--benchmrak", "--benchmark"},
                                                         {"compare", "--gpu", "--gpus"},
                                                         {"export", "--chrat", "--chart"},
                                                         {"fetch", "--lsit", "--list"}};
    for (const auto& one : cases) {
        if (!builtIn(one[0]))
            continue;
        const auto result = runScalescope({one[0], "/tmp", one[1], "x"});
        EXPECT_EQ(result.exitCode, 2) << one[0];
        EXPECT_EQ(result.err, "scalescope " + one[0] + ": unknown option " + one[1] +
                                  "; did you mean " + one[2] + "?\n" + tryHelp(one[0]));
        EXPECT_EQ(result.out, "");
    }
    const auto far = runScalescope({"summarize", "/tmp", "--colour"});
    EXPECT_EQ(far.exitCode, 2);
    EXPECT_EQ(far.err, "scalescope summarize: unknown option --colour\n" + tryHelp("summarize"));
    const auto top = runScalescope({"--verison"});
    EXPECT_EQ(top.exitCode, 2);
    EXPECT_EQ(top.err, "scalescope: unknown option --verison; did you mean --version?\nTry "
                       "'scalescope --help' for "
                       "more information.\n");
}

TEST(cliUniform, ThresholdsOutsideZeroToOneAreRefused)
{
    // docs/analysis.md §4: theta and theta_m lie in (0, 1); 1.5 used to fall through to the
    // marginal rule, 1 put N* at the reference, --marginal=1.5 every break-even there.
    if (!builtIn("analyze"))
        GTEST_SKIP() << "analyze is not built in";
    for (const std::string option : {"--threshold", "--marginal"})
        for (const std::string value : {"0", "1", "1.5", "-0.1"}) {
            const auto result =
                runScalescope({"analyze", "--benchmark", "bert", option + "=" + value});
            EXPECT_EQ(result.exitCode, 2) << option << "=" << value;
            EXPECT_EQ(result.err, "scalescope analyze: " + option +
                                      " needs a number above 0 and below 1, got \"" + value +
                                      "\"\n" + tryHelp("analyze"));
            EXPECT_EQ(result.out, "");
        }
    // Inside, it runs (the embedded sample).
    for (const std::string option : {"--threshold=0.99", "--marginal=0.01"})
        EXPECT_EQ(runScalescope({"analyze", "--benchmark", "bert", option, "--bootstrap=0",
                                 "--entry-bootstrap=0"})
                      .exitCode,
                  0)
            << option;
}

TEST(cliUniform, ABadValueSaysWhatTheOptionNeedsAndExitsTwo)
{
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
        {{"compare", "--benchmark", "bert", "--gpus", "x"},
         "--gpus needs a whole number, got \"x\""},
        {{"compare", "--benchmark", "bert", "--gpus=-8"},
         "--gpus needs a whole number from 1 to 2147483648, got \"-8\""},
        {{"summarize", "/tmp", "--format", "xml"},
         "--format needs one of table, csv, json, official-csv, dataset, got \"xml\""},
        {{"analyze", "--benchmark", "bert", "--threshold", "-1"},
         "--threshold needs a number above 0 and below 1, got \"-1\""},
        {{"analyze", "--benchmark", "bert", "--rules", "yesterday"},
         "--rules needs one of published, current, got \"yesterday\""},
        {{"export", "--benchmark", "bert", "--png", "x.png", "--size", "big"},
         "--size needs WIDTHxHEIGHT in pixels, such as 1600x1000, got \"big\""},
        {{"fetch", "--base-url=", "v4.1"}, "--base-url needs a URL, got \"\""},
        {{"analyze", "--raw=yes"}, "--raw takes no value, got \"yes\""},
        {{"summarize", "/tmp", "--report"}, "--report needs a value"},
        {{"compare"}, "--benchmark is required"},
    };
    for (const auto& [args, message] : cases) {
        if (!builtIn(args[0]))
            continue;
        const auto result = runScalescope(args);
        EXPECT_EQ(result.exitCode, 2) << args[0] << " " << args.back();
        EXPECT_EQ(result.err, "scalescope " + args[0] + ": " + message + "\n" + tryHelp(args[0]));
    }
}

TEST(cliUniform, ATypoedCommandIsNamedWithTheNearestCommand)
{
    auto result = runScalescope({"anaylze", "--benchmark", "bert"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_EQ(result.err, "scalescope: unknown command anaylze; did you mean analyze?\n"
                          "Try 'scalescope --help' for more information.\n");
    result = runScalescope({"frobnicate"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_EQ(
        result.err,
        "scalescope: unknown command frobnicate, and no file of that name (commands: summarize, "
        "analyze, compare, export, fetch)\nTry 'scalescope --help' for more information.\n");
}
