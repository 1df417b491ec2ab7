#pragma once
// The one command-line parser of scalescope and its tools. Each command declares its
// options here once; the same declarations parse the arguments, write --help in one
// layout and word every usage error alike:
//   scalescope analyze: unknown option --fromat; did you mean --format?
//   scalescope compare: --gpus needs a whole number, got "x"
// CLI11 (Debian's libcli11-dev) splits the words: long and short names, --name=value,
// "--name value", "--" before paths. Nothing here touches Qt, so the headless commands
// parse without a display.

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace scalescope::cli {

// The exit status of every command: 0 success (also --help and --version), 1 the work
// failed (nothing loadable, a file not read or written), 2 a wrong command line.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;
inline constexpr int kExitUsage = 2;

// Takes one value of an option. Returns nullopt when the value is taken, else what the
// option needs ("one of table, csv, json"); the parser adds the option and the value.
using ApplyValue = std::function<std::optional<std::string>(const std::string& value)>;

ApplyValue textInto(std::string& target);
// A value that may not be empty; `what` is what it names: "a file name", "a folder".
ApplyValue nameInto(std::string& target, std::string what);
ApplyValue oneOf(std::string& target, std::vector<std::string> choices);
// A word that `read` turns into a value (nullopt for one it does not know, and the
// option then needs `what`, such as "one of fastest, study").
template <class T, class Read> ApplyValue readInto(T& target, Read read, std::string what)
{
    return [&target, read,
            what = std::move(what)](const std::string& value) -> std::optional<std::string> {
        const auto parsed = read(value);
        if (!parsed)
            return what;
        target = *parsed;
        return std::nullopt;
    };
}
ApplyValue wholeNumberInto(std::function<void(std::int64_t)> set, std::int64_t minimum,
                           std::int64_t maximum);

struct NumberRange
{
    double minimum = 0;
    bool minimumExcluded = false; // "above 0" rather than "of at least 0"
    std::optional<double> maximum;
    bool maximumExcluded = false; // "below 1" rather than "up to 1"
};
NumberRange atLeast(double minimum);
NumberRange above(double minimum);
NumberRange between(double minimum, double maximum);
// Both ends excluded: the thresholds theta and theta_m lie in (0, 1) (docs/analysis.md §4).
NumberRange strictlyBetween(double minimum, double maximum);
// A finite number in `range`; "needs a number from 0.1 to 8, got "9"".
std::optional<double> numberIn(const std::string& value, const NumberRange& range);
std::string describe(const NumberRange& range); // "a number from 0.1 to 8"
ApplyValue numberInto(std::function<void(double)> set, NumberRange range);

// The declared name nearest to `word` when it is close enough to be a typo, else empty.
std::string nearestName(const std::string& word, const std::vector<std::string>& names);

class CommandLine
{
  public:
    // program: "scalescope" or a tool's name; command: "analyze", or empty for the
    // program itself. usages: what follows the program and command on each Usage line.
    // description: paragraphs of --help, one line each, wrapped to the terminal width.
    CommandLine(std::string program, std::string command, std::vector<std::string> usages,
                std::string description);
    ~CommandLine();
    CommandLine(CommandLine&&) noexcept;
    CommandLine& operator=(CommandLine&&) noexcept;

    // names: "-o,--output" or "--benchmark". An option given twice takes each value in
    // turn (the last one counts, or each is added where the option collects them).
    void option(const std::string& names, std::string valueName, std::string help,
                ApplyValue apply);
    void flag(const std::string& names, bool& target, std::string help);
    // Refused with "--benchmark is required" when missing (and --help not given).
    void require(const std::string& name);
    // The words that are not options (and every word after "--"). Without this, such a
    // word is refused as an unexpected argument.
    void positionals(std::vector<std::string>& target);
    // Exactly one word that is not an option: "missing NAME" without it.
    void positional(std::string& target, std::string name);
    // A list after the options ("Commands:", "Environment:"): rows of a term and its text.
    void section(std::string title, std::vector<std::pair<std::string, std::string>> rows);
    // What exit status 0, 1 and 2 mean for this command; the help says each.
    void exitStatus(std::string success, std::string failure, std::string usage);

    // Parses `args` (what follows the command). nullopt: run the command with the
    // options as declared; else --help was printed to `out` or a usage error to `err`,
    // and this is the exit status.
    std::optional<int> parse(const std::vector<std::string>& args, std::ostream& out,
                             std::ostream& err);

    std::string helpText() const;
    // Writes "scalescope analyze: MESSAGE" and the line pointing to --help; returns 2.
    int usageError(std::ostream& err, const std::string& message) const;
    // "scalescope analyze: ", the start of every message of the command.
    std::string prefix() const;
    // Every option name declared, long and short, in declaration order.
    std::vector<std::string> optionNames() const;

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// The command line of the converters (scalescope-convert-rules, scalescope-convert-rcps):
// one MLPERF_LOGGING_DIR into `input` and a required --out=`outValueName` into `output`.
CommandLine converterCommandLine(const std::string& program, const std::string& outValueName,
                                 std::string outHelp, std::string description, std::string& input,
                                 std::string& output);

} // namespace scalescope::cli
