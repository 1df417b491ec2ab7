// Command-line parsing, in process.
#include "app/cli_options.h"
#include "app/command_line.h"

#include <gtest/gtest.h>

#include <sstream>

using namespace scalescope::cli;
using scalescope::output::OutputFormat;

TEST(cliOptions, DefaultsAndPaths)
{
    const auto parse = parseSummarizeArguments({"/a", "/b"});
    EXPECT_EQ(parse.usageError, "");
    EXPECT_EQ(parse.options.paths, (std::vector<std::string>{"/a", "/b"}));
    EXPECT_EQ(parse.options.format, OutputFormat::Table);
    EXPECT_EQ(parse.options.ruleset, "");
    EXPECT_EQ(parse.options.outputPath, "");
    EXPECT_EQ(parse.options.reportPath, "");
}

TEST(cliOptions, SeparateAndJoinedValues)
{
    const auto parse = parseSummarizeArguments(
        {"--ruleset", "4.1.0", "--format=official-csv", "-o", "out.csv", "--report=r.json", "/a"});
    ASSERT_EQ(parse.usageError, "");
    EXPECT_EQ(parse.options.ruleset, "4.1.0");
    EXPECT_EQ(parse.options.format, OutputFormat::OfficialCsv);
    EXPECT_EQ(parse.options.outputPath, "out.csv");
    EXPECT_EQ(parse.options.reportPath, "r.json");
    EXPECT_EQ(parse.options.paths, (std::vector<std::string>{"/a"}));
}

TEST(cliOptions, DoubleDashEndsOptions)
{
    const auto parse = parseSummarizeArguments({"--", "--format"});
    ASSERT_EQ(parse.usageError, "");
    EXPECT_EQ(parse.options.paths, (std::vector<std::string>{"--format"}));
}

TEST(cliOptions, UsageErrors)
{
    EXPECT_EQ(parseSummarizeArguments({}).usageError.substr(0, 12), "missing PATH");
    EXPECT_EQ(parseSummarizeArguments({"/a", "--format"}).usageError,
              "option '--format' requires a value");
    const std::string badFormat = parseSummarizeArguments({"/a", "--format", "xml"}).usageError;
    EXPECT_TRUE(badFormat.starts_with("unknown format 'xml' (choose one of: table, csv, json, "
                                      "official-csv"))
        << badFormat;
    EXPECT_EQ(parseSummarizeArguments({"/a", "--colour"}).usageError,
              "unrecognized option '--colour'");
    EXPECT_EQ(parseSummarizeArguments({"/a", "--report="}).usageError,
              "option '--report' needs a file name");
    EXPECT_EQ(parseSummarizeArguments({"--help"}).usageError, ""); // no PATH needed
}

TEST(cliOptions, LaunchMode)
{
    EXPECT_EQ(launchModeFor({}), LaunchMode::Gui);
    EXPECT_EQ(launchModeFor({"/"}), LaunchMode::Gui);
    EXPECT_EQ(launchModeFor({"some/round.scalescope.json"}), LaunchMode::Gui);
    EXPECT_EQ(launchModeFor({"summarize", "/"}), LaunchMode::Headless);
    EXPECT_EQ(launchModeFor({"--version"}), LaunchMode::Headless);
    EXPECT_EQ(launchModeFor({"/", "--bogus"}), LaunchMode::Headless);
    EXPECT_EQ(launchModeFor({"sumarize"}), LaunchMode::Headless); // a typo, not a path
}

TEST(cliOptions, HeadlessVersionAndUnknownCommand)
{
    std::ostringstream out;
    std::ostringstream err;
    EXPECT_EQ(runHeadless({"--version"}, out, err), 0);
    EXPECT_EQ(out.str(), "scalescope 0.1.0\n");
    EXPECT_EQ(runHeadless({"sumarize"}, out, err), 2);
    EXPECT_NE(err.str().find("'sumarize' is not a command"), std::string::npos) << err.str();
}
