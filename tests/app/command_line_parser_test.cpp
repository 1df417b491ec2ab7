// The one command-line parser (app/command_line_parser.h), in process: how it reads the
// words, and the wording of every usage error.
#include "app/command_line.h"
#include "app/command_line_parser.h"

#include <gtest/gtest.h>
#include <sstream>

using namespace scalescope::cli;

namespace {

struct Sample
{
    std::vector<std::string> paths;
    std::string format = "table";
    std::string output;
    std::optional<std::int64_t> gpus;
    double scale = 1;
    std::vector<std::string> prices;
    bool raw = false;
    bool quiet = false;
};

// A command declared as the real ones are, to exercise every kind of option.
CommandLine sampleLine(Sample& sample)
{
    CommandLine line("scalescope", "sample", {"[OPTION]... [PATH]..."}, "A command for the tests.");
    line.positionals(sample.paths);
    line.option("--format", "F", "table (default), csv, json",
                oneOf(sample.format, {"table", "csv", "json"}));
    line.option("-o,--output", "FILE", "write there", nameInto(sample.output, "a file name"));
    line.option("--gpus", "N", "a GPU count",
                wholeNumberInto([&sample](std::int64_t value) { sample.gpus = value; }, 1,
                                std::int64_t{1} << 31));
    line.option("--scale", "S", "a scale",
                numberInto([&sample](double value) { sample.scale = value; }, between(0.1, 8)));
    line.option("--price", "P", "repeatable",
                [&sample](const std::string& value) -> std::optional<std::string> {
                    sample.prices.push_back(value);
                    return std::nullopt;
                });
    line.flag("--raw", sample.raw, "a flag");
    line.flag("-q,--quiet", sample.quiet, "a flag with a short name");
    return line;
}

struct Outcome
{
    std::optional<int> status;
    std::string out;
    std::string err;
};

Outcome parse(Sample& sample, const std::vector<std::string>& args)
{
    std::ostringstream out;
    std::ostringstream err;
    Outcome outcome;
    outcome.status = sampleLine(sample).parse(args, out, err);
    outcome.out = out.str();
    outcome.err = err.str();
    return outcome;
}

std::string usageError(const std::string& message)
{
    return "scalescope sample: " + message +
           "\nTry 'scalescope sample --help' for more information.\n";
}

} // namespace

TEST(commandLineParser, ReadsSeparateJoinedAndShortValuesPathsAndFlags)
{
    Sample sample;
    const auto outcome =
        parse(sample, {"/a", "--format", "csv", "-o", "x.csv", "--gpus=8", "-", "--raw", "-q",
                       "--price", "2", "--price=MODEL=3", "--scale", "0.5", "/b"});
    ASSERT_EQ(outcome.status, std::nullopt) << outcome.err;
    EXPECT_EQ(sample.paths, (std::vector<std::string>{"/a", "-", "/b"}));
    EXPECT_EQ(sample.format, "csv");
    EXPECT_EQ(sample.output, "x.csv");
    EXPECT_EQ(sample.gpus, 8);
    EXPECT_EQ(sample.scale, 0.5);
    EXPECT_EQ(sample.prices, (std::vector<std::string>{"2", "MODEL=3"}));
    EXPECT_TRUE(sample.raw);
    EXPECT_TRUE(sample.quiet);
    EXPECT_EQ(outcome.err, "");
}

TEST(commandLineParser, DoubleDashEndsOptionsAndAValueMayStartWithADash)
{
    Sample sample;
    auto outcome = parse(sample, {"--output", "-", "--", "--format", "-q"});
    ASSERT_EQ(outcome.status, std::nullopt) << outcome.err;
    EXPECT_EQ(sample.output, "-");
    EXPECT_EQ(sample.paths, (std::vector<std::string>{"--format", "-q"}));
    EXPECT_FALSE(sample.quiet);

    Sample later;
    outcome = parse(later, {"--format", "csv", "--format=json"}); // the last one counts
    ASSERT_EQ(outcome.status, std::nullopt) << outcome.err;
    EXPECT_EQ(later.format, "json");
}

TEST(commandLineParser, UnknownOptionsSuggestTheNearestDeclaredOne)
{
    Sample sample;
    auto outcome = parse(sample, {"--fromat", "json"});
    EXPECT_EQ(outcome.status, 2);
    EXPECT_EQ(outcome.err, usageError("unknown option --fromat; did you mean --format?"));
    outcome = parse(sample, {"/a", "--outptu=x"});
    EXPECT_EQ(outcome.err, usageError("unknown option --outptu; did you mean --output?"));
    outcome = parse(sample, {"-format"});
    EXPECT_EQ(outcome.err, usageError("unknown option -format; did you mean --format?"));
    // Nothing close: no guess.
    outcome = parse(sample, {"--colour"});
    EXPECT_EQ(outcome.status, 2);
    EXPECT_EQ(outcome.err, usageError("unknown option --colour"));
    outcome = parse(sample, {"-x"});
    EXPECT_EQ(outcome.err, usageError("unknown option -x"));
}

TEST(commandLineParser, BadValuesSayWhatTheOptionNeedsAndWhatItGot)
{
    Sample sample;
    EXPECT_EQ(parse(sample, {"--gpus", "x"}).err,
              usageError("--gpus needs a whole number, got \"x\""));
    EXPECT_EQ(parse(sample, {"--gpus=-8"}).err,
              usageError("--gpus needs a whole number from 1 to 2147483648, got \"-8\""));
    EXPECT_EQ(
        parse(sample, {"--gpus", "99999999999999999999"}).err,
        usageError(
            "--gpus needs a whole number from 1 to 2147483648, got \"99999999999999999999\""));
    EXPECT_EQ(parse(sample, {"--scale", "9"}).err,
              usageError("--scale needs a number from 0.1 to 8, got \"9\""));
    EXPECT_EQ(parse(sample, {"--scale", "nan"}).err,
              usageError("--scale needs a number from 0.1 to 8, got \"nan\""));
    EXPECT_EQ(parse(sample, {"--format", "xml"}).err,
              usageError("--format needs one of table, csv, json, got \"xml\""));
    EXPECT_EQ(parse(sample, {"--output="}).err, usageError("--output needs a file name, got \"\""));
    // "--output=" is an empty value, not "take the next word".
    const auto empty = parse(sample, {"--output=", "/tmp"});
    EXPECT_EQ(empty.status, 2);
    EXPECT_EQ(sample.output, "");
    EXPECT_EQ(parse(sample, {"--raw=yes"}).err, usageError("--raw takes no value, got \"yes\""));
    EXPECT_EQ(parse(sample, {"/a", "--format"}).err, usageError("--format needs a value"));
    EXPECT_EQ(parse(sample, {"/a", "-o"}).err, usageError("--output needs a value"));
}

TEST(commandLineParser, HelpIsLaidOutFromTheDeclarations)
{
    Sample sample;
    const auto outcome = parse(sample, {"--gpus", "4", "--help"});
    EXPECT_EQ(outcome.status, 0);
    EXPECT_EQ(outcome.err, "");
    EXPECT_EQ(outcome.out, "Usage: scalescope sample [OPTION]... [PATH]...\n"
                           "A command for the tests.\n"
                           "\n"
                           "Options:\n"
                           "      --format=F             table (default), csv, json\n"
                           "  -o, --output=FILE          write there\n"
                           "      --gpus=N               a GPU count\n"
                           "      --scale=S              a scale\n"
                           "      --price=P              repeatable\n"
                           "      --raw                  a flag\n"
                           "  -q, --quiet                a flag with a short name\n"
                           "  -h, --help                 display this help and exit\n"
                           "\n"
                           "Exit status:\n"
                           "  0  success, or --help\n"
                           "  1  the work failed\n"
                           "  2  wrong command line\n");
}

TEST(commandLineParser, RequiredOptionsAndSinglePositionals)
{
    std::string out;
    std::string input;
    CommandLine line("scalescope-tool", "", {"DIR --out=FILE"}, "A tool.");
    line.positional(input, "DIR");
    line.option("--out", "FILE", "where", nameInto(out, "a file name"));
    line.require("--out");
    std::ostringstream sink;
    std::ostringstream err;
    EXPECT_EQ(line.parse({"in"}, sink, err), 2);
    EXPECT_EQ(
        err.str(),
        "scalescope-tool: --out is required\nTry 'scalescope-tool --help' for more information.\n");
    err.str("");
    EXPECT_EQ(line.parse({"--out", "x"}, sink, err), 2);
    EXPECT_EQ(err.str(),
              "scalescope-tool: missing DIR\nTry 'scalescope-tool --help' for more information.\n");
    EXPECT_EQ(line.optionNames(), (std::vector<std::string>{"-h", "--help", "--out"}));
}

TEST(commandLineParser, NearestNameOnlyWhenClose)
{
    const std::vector<std::string> names = {"summarize", "analyze", "compare", "export", "fetch"};
    EXPECT_EQ(nearestName("sumarize", names), "summarize");
    EXPECT_EQ(nearestName("anlayze", names), "analyze");
    EXPECT_EQ(nearestName("frobnicate", names), "");
    EXPECT_EQ(nearestName("ex", names), "");
    EXPECT_EQ(nearestName(std::string(100, 'x'), names), "");
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
    EXPECT_EQ(runHeadless("scalescope", {"--version"}, out, err), 0);
    EXPECT_EQ(out.str(), "scalescope 0.1.0\n");
    EXPECT_EQ(runHeadless("scalescope", {"sumarize"}, out, err), 2);
    EXPECT_EQ(err.str(), "scalescope: unknown command sumarize; did you mean summarize?\n"
                         "Try 'scalescope --help' for more information.\n");
    err.str("");
    EXPECT_EQ(runHeadless("scalescope", {"/", "--verison"}, out, err), 2);
    EXPECT_EQ(err.str(), "scalescope: unknown option --verison; did you mean --version?\n"
                         "Try 'scalescope --help' for more information.\n");
}
