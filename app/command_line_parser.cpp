#include "app/command_line_parser.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <map>

namespace scalescope::cli {

namespace {

// --help is laid out for an 80-column terminal: option rows put their text at one column.
constexpr std::size_t kWidth = 79;
constexpr std::size_t kTextColumn = 29;
constexpr std::size_t kExitColumn = 5;

std::vector<std::string> splitNames(const std::string& names)
{
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (start <= names.size()) {
        const auto comma = names.find(',', start);
        const auto end = comma == std::string::npos ? names.size() : comma;
        if (end > start)
            parts.push_back(names.substr(start, end - start));
        start = end + 1;
    }
    return parts;
}

// `text` wrapped at kWidth, its first line after `left` (padded to `column`, or on a line
// of its own when `left` is wider), the others indented to `column`.
std::string wrapped(const std::string& left, std::size_t column, const std::string& text)
{
    std::string out = left;
    std::size_t lineLength = left.size();
    if (!text.empty() && !left.empty() && lineLength + 2 > column) {
        out += "\n";
        lineLength = 0;
    }
    bool lineEmpty = true;
    std::size_t start = 0;
    while (start < text.size()) {
        auto end = text.find(' ', start);
        if (end == std::string::npos)
            end = text.size();
        const std::string word = text.substr(start, end - start);
        start = end + 1;
        if (word.empty())
            continue;
        if (!lineEmpty && lineLength + 1 + word.size() > kWidth) {
            out += "\n";
            lineLength = 0;
            lineEmpty = true;
        }
        if (lineEmpty) {
            out += std::string(column > lineLength ? column - lineLength : 0, ' ');
            lineLength = std::max(lineLength, column);
        } else {
            out += ' ';
            ++lineLength;
        }
        out += word;
        lineLength += word.size();
        lineEmpty = false;
    }
    return out + "\n";
}

std::string shortest(double value)
{
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

std::string quoted(const std::string& value)
{
    return "\"" + value + "\"";
}

} // namespace

ApplyValue textInto(std::string& target)
{
    return [&target](const std::string& value) -> std::optional<std::string> {
        target = value;
        return std::nullopt;
    };
}

ApplyValue nameInto(std::string& target, std::string what)
{
    return
        [&target, what = std::move(what)](const std::string& value) -> std::optional<std::string> {
            if (value.empty())
                return what;
            target = value;
            return std::nullopt;
        };
}

ApplyValue oneOf(std::string& target, std::vector<std::string> choices)
{
    return [&target,
            choices = std::move(choices)](const std::string& value) -> std::optional<std::string> {
        if (std::find(choices.begin(), choices.end(), value) != choices.end()) {
            target = value;
            return std::nullopt;
        }
        std::string list;
        for (const auto& choice : choices)
            list += (list.empty() ? "" : ", ") + choice;
        return "one of " + list;
    };
}

ApplyValue wholeNumberInto(std::function<void(std::int64_t)> set, std::int64_t minimum,
                           std::int64_t maximum)
{
    return [set = std::move(set), minimum,
            maximum](const std::string& value) -> std::optional<std::string> {
        std::int64_t number = 0;
        const auto* end = value.data() + value.size();
        const auto result = std::from_chars(value.data(), end, number);
        if (result.ptr != end ||
            (result.ec != std::errc() && result.ec != std::errc::result_out_of_range))
            return std::string("a whole number");
        if (result.ec != std::errc() || number < minimum || number > maximum)
            return maximum == std::numeric_limits<std::int64_t>::max()
                       ? "a whole number of at least " + std::to_string(minimum)
                       : "a whole number from " + std::to_string(minimum) + " to " +
                             std::to_string(maximum);
        set(number);
        return std::nullopt;
    };
}

NumberRange atLeast(double minimum)
{
    return NumberRange{minimum, false, std::nullopt};
}

NumberRange above(double minimum)
{
    return NumberRange{minimum, true, std::nullopt};
}

NumberRange between(double minimum, double maximum)
{
    return NumberRange{minimum, false, maximum};
}

NumberRange strictlyBetween(double minimum, double maximum)
{
    return NumberRange{minimum, true, maximum, true};
}

std::optional<double> numberIn(const std::string& value, const NumberRange& range)
{
    double number = 0;
    const auto* end = value.data() + value.size();
    const auto result = std::from_chars(value.data(), end, number);
    // from_chars takes "nan" and "inf": neither is a count, a price or a threshold.
    if (result.ec != std::errc() || result.ptr != end || !std::isfinite(number))
        return std::nullopt;
    if (number < range.minimum || (range.minimumExcluded && number == range.minimum) ||
        (range.maximum &&
         (number > *range.maximum || (range.maximumExcluded && number == *range.maximum))))
        return std::nullopt;
    return number;
}

std::string describe(const NumberRange& range)
{
    if (range.maximum && range.maximumExcluded)
        return (range.minimumExcluded ? "a number above " : "a number of at least ") +
               shortest(range.minimum) + " and below " + shortest(*range.maximum);
    if (range.maximum)
        return (range.minimumExcluded ? "a number above " + shortest(range.minimum) + " and up to "
                                      : "a number from " + shortest(range.minimum) + " to ") +
               shortest(*range.maximum);
    return (range.minimumExcluded ? "a number above " : "a number of at least ") +
           shortest(range.minimum);
}

ApplyValue numberInto(std::function<void(double)> set, NumberRange range)
{
    return [set = std::move(set), range](const std::string& value) -> std::optional<std::string> {
        const auto number = numberIn(value, range);
        if (!number)
            return describe(range);
        set(*number);
        return std::nullopt;
    };
}

std::string nearestName(const std::string& word, const std::vector<std::string>& names)
{
    // Optimal string alignment distance: a swapped pair of letters ("fromat") is one edit.
    const auto distance = [](const std::string& a, const std::string& b) {
        std::vector<std::vector<std::size_t>> d(a.size() + 1,
                                                std::vector<std::size_t>(b.size() + 1));
        for (std::size_t i = 0; i <= a.size(); ++i)
            d[i][0] = i;
        for (std::size_t j = 0; j <= b.size(); ++j)
            d[0][j] = j;
        for (std::size_t i = 1; i <= a.size(); ++i)
            for (std::size_t j = 1; j <= b.size(); ++j) {
                const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
                d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
                if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                    d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
            }
        return d[a.size()][b.size()];
    };
    // Words of any length are compared, but a typo changes few of a name's letters.
    constexpr std::size_t kMaxWord = 64;
    if (word.size() > kMaxWord)
        return {};
    std::string best;
    std::size_t bestDistance = 3; // at most two edits
    for (const auto& name : names) {
        const std::size_t letters =
            name.size() - std::min<std::size_t>(2, name.find_first_not_of('-'));
        const std::size_t edits = distance(word, name);
        if (edits < bestDistance && edits * 2 < letters) {
            best = name;
            bestDistance = edits;
        }
    }
    return best;
}

struct CommandLine::Impl
{
    struct Declared
    {
        std::vector<std::string> names;
        std::string valueName; // empty: a flag
        std::string help;
        ApplyValue apply;
        bool* flagTarget = nullptr;
        bool required = false;
        CLI::Option* cli = nullptr;

        const std::string& name() const { return names.back(); } // the long one
    };

    std::string program;
    std::string command;
    std::vector<std::string> usages;
    std::string description;
    std::unique_ptr<CLI::App> app = std::make_unique<CLI::App>();
    std::vector<Declared> options;
    bool help = false; // the target of --help, which check() reads before the other flags
    std::vector<std::string> words; // positional(): the one word, checked after parsing
    std::string* word = nullptr;
    std::string wordName;
    std::vector<std::pair<std::string, std::vector<std::pair<std::string, std::string>>>> sections;
    std::string exitTexts[3];

    const Declared* find(const std::string& name) const
    {
        for (const auto& declared : options)
            if (std::find(declared.names.begin(), declared.names.end(), name) !=
                declared.names.end())
                return &declared;
        return nullptr;
    }

    // CLI11 reads "--name=" as "--name" and takes the next word as its value; here it is
    // an empty value, as people mean it. A flag with "=value" is refused, not converted
    // to a boolean. Returns the words for CLI11, or the usage error.
    std::optional<std::string> normalise(const std::vector<std::string>& args,
                                         std::vector<std::string>& words) const
    {
        for (std::size_t i = 0; i < args.size(); ++i) {
            const std::string& word = args[i];
            if (word == "--") {
                words.insert(words.end(), args.begin() + static_cast<std::ptrdiff_t>(i),
                             args.end());
                break;
            }
            const bool isLong = word.starts_with("--");
            const bool isShort = !isLong && word.size() >= 2 && word[0] == '-';
            const auto equals = isLong                                         ? word.find('=')
                                : isShort && word.size() > 2 && word[2] == '=' ? 2
                                                                               : std::string::npos;
            const Declared* declared = isLong || isShort ? find(word.substr(0, equals)) : nullptr;
            if (!declared) {
                words.push_back(word);
                continue;
            }
            if (declared->flagTarget && equals != std::string::npos)
                return declared->name() + " takes no value, got " + quoted(word.substr(equals + 1));
            if (declared->flagTarget) {
                words.push_back(word);
            } else if (equals != std::string::npos) {
                words.push_back(word.substr(0, equals));
                words.push_back(word.substr(equals + 1));
            } else {
                words.push_back(word);
                if (i + 1 < args.size()) // the value, whatever it looks like ("--seed -1")
                    words.push_back(args[++i]);
            }
        }
        return std::nullopt;
    }

    // The first usage error after CLI11 has read the words, or nullopt.
    std::optional<std::string> check(std::ostream& out, bool& helpShown) const
    {
        for (const auto& word : app->remaining()) {
            if (word == "--")
                continue;
            if (word.size() < 2 || word[0] != '-')
                return "unexpected argument " + quoted(word);
            const std::string name = word.substr(0, word.find('='));
            std::vector<std::string> names;
            for (const auto& declared : options)
                names.insert(names.end(), declared.names.begin(), declared.names.end());
            const std::string near = nearestName(name, names);
            return "unknown option " + name + (near.empty() ? "" : "; did you mean " + near + "?");
        }
        if (options.front().cli->count() > 0) { // --help, declared first
            out << helpText();
            helpShown = true;
            return std::nullopt;
        }
        std::map<const CLI::Option*, std::size_t> taken;
        for (const CLI::Option* given : app->parse_order()) {
            const auto declared =
                std::find_if(options.begin(), options.end(),
                             [&](const Declared& one) { return one.cli == given; });
            if (declared == options.end())
                continue; // the positionals
            if (declared->flagTarget) {
                *declared->flagTarget = true;
                continue;
            }
            const std::string& value = given->results().at(taken[given]++);
            if (const auto needs = declared->apply(value))
                return declared->name() + " needs " + *needs + ", got " + quoted(value);
        }
        for (const auto& declared : options)
            if (declared.required && declared.cli->count() == 0)
                return declared.name() + " is required";
        if (word && words.empty())
            return "missing " + wordName;
        if (word && words.size() > 1)
            return "unexpected argument " + quoted(words[1]);
        if (word)
            *word = words.front();
        return std::nullopt;
    }

    std::string helpText() const
    {
        const std::string head = program + (command.empty() ? "" : " " + command);
        std::string text;
        for (std::size_t i = 0; i < usages.size(); ++i)
            text += (i == 0 ? "Usage: " : "  or:  ") + head +
                    (usages[i].empty() ? "" : " " + usages[i]) + "\n";
        std::size_t start = 0;
        while (start <= description.size() && !description.empty()) {
            auto end = description.find('\n', start);
            if (end == std::string::npos)
                end = description.size();
            const std::string line = description.substr(start, end - start);
            text += line.empty() ? "\n" : wrapped("", 0, line);
            start = end + 1;
        }
        text += "\nOptions:\n";
        for (const auto& declared : options) {
            if (&declared == &options.front())
                continue; // --help, the last row
            text += row(declared);
        }
        text += row(options.front());
        for (const auto& [title, rows] : sections) {
            text += "\n" + title + "\n";
            for (const auto& [term, body] : rows)
                text += wrapped("  " + term, kTextColumn, body);
        }
        text += "\nExit status:\n";
        for (int status = 0; status < 3; ++status)
            text += wrapped("  " + std::to_string(status), kExitColumn, exitTexts[status]);
        return text;
    }

    static std::string row(const Declared& declared)
    {
        std::string left = "  ";
        const bool hasShort = declared.names.size() > 1;
        left += hasShort ? declared.names.front() + ", " : "    ";
        left += declared.name();
        if (!declared.valueName.empty())
            left += "=" + declared.valueName;
        return wrapped(left, kTextColumn, declared.help);
    }
};

CommandLine::CommandLine(std::string program, std::string command, std::vector<std::string> usages,
                         std::string description)
    : impl_(std::make_unique<Impl>())
{
    impl_->program = std::move(program);
    impl_->command = std::move(command);
    impl_->usages = std::move(usages);
    impl_->description = std::move(description);
    impl_->app->set_help_flag(); // ours, so that --help is laid out and handled like the rest
    impl_->app->allow_extras();  // unknown options are worded here, with a suggestion
    impl_->exitTexts[0] = "success, or --help";
    impl_->exitTexts[1] = "the work failed";
    impl_->exitTexts[2] = "wrong command line";
    flag("-h,--help", impl_->help, "display this help and exit");
}

CommandLine::~CommandLine() = default;
CommandLine::CommandLine(CommandLine&&) noexcept = default;
CommandLine& CommandLine::operator=(CommandLine&&) noexcept = default;

void CommandLine::option(const std::string& names, std::string valueName, std::string help,
                         ApplyValue apply)
{
    Impl::Declared declared;
    declared.names = splitNames(names);
    declared.valueName = std::move(valueName);
    declared.help = std::move(help);
    declared.apply = std::move(apply);
    declared.cli = impl_->app->add_option(names)->take_all();
    impl_->options.push_back(std::move(declared));
}

void CommandLine::flag(const std::string& names, bool& target, std::string help)
{
    Impl::Declared declared;
    declared.names = splitNames(names);
    declared.help = std::move(help);
    declared.flagTarget = &target;
    declared.cli = impl_->app->add_flag(names);
    impl_->options.push_back(std::move(declared));
}

void CommandLine::require(const std::string& name)
{
    for (auto& declared : impl_->options)
        if (declared.name() == name)
            declared.required = true;
}

void CommandLine::positionals(std::vector<std::string>& target)
{
    impl_->app->add_option("positionals", target);
}

void CommandLine::positional(std::string& target, std::string name)
{
    positionals(impl_->words);
    impl_->word = &target;
    impl_->wordName = std::move(name);
}

void CommandLine::section(std::string title, std::vector<std::pair<std::string, std::string>> rows)
{
    impl_->sections.emplace_back(std::move(title), std::move(rows));
}

void CommandLine::exitStatus(std::string success, std::string failure, std::string usage)
{
    impl_->exitTexts[0] = std::move(success);
    impl_->exitTexts[1] = std::move(failure);
    impl_->exitTexts[2] = std::move(usage);
}

std::optional<int> CommandLine::parse(const std::vector<std::string>& args, std::ostream& out,
                                      std::ostream& err)
{
    impl_->words.clear(); // CLI11 leaves a positional's target alone when no word is given
    std::vector<std::string> words;
    if (const auto problem = impl_->normalise(args, words))
        return usageError(err, *problem);
    std::vector<std::string> reversed(words.rbegin(), words.rend()); // CLI11 reads from the back
    try {
        impl_->app->parse(reversed);
    } catch (const CLI::ArgumentMismatch&) {
        // Only a value option at the very end lacks its value: every other takes the next word.
        const std::string& last = words.back();
        const Impl::Declared* declared =
            impl_->find(last.starts_with("--") ? last : std::string{'-', last.back()});
        return usageError(err, (declared ? declared->name() : last) + " needs a value");
    } catch (const CLI::Error& error) {
        return usageError(err, error.what());
    }
    bool helpShown = false;
    if (const auto problem = impl_->check(out, helpShown))
        return usageError(err, *problem);
    if (helpShown)
        return kExitOk;
    return std::nullopt;
}

std::string CommandLine::helpText() const
{
    return impl_->helpText();
}

std::string CommandLine::prefix() const
{
    return impl_->program + (impl_->command.empty() ? "" : " " + impl_->command) + ": ";
}

int CommandLine::usageError(std::ostream& err, const std::string& message) const
{
    const std::string head = impl_->program + (impl_->command.empty() ? "" : " " + impl_->command);
    err << head << ": " << message << "\nTry '" << head << " --help' for more information.\n";
    return kExitUsage;
}

CommandLine converterCommandLine(const std::string& program, const std::string& outValueName,
                                 std::string outHelp, std::string description, std::string& input,
                                 std::string& output)
{
    const bool folder = outValueName == "DIR";
    CommandLine line(program, "",
                     {"MLPERF_LOGGING_DIR --out=" + outValueName + (folder ? " [OPTION]..." : "")},
                     std::move(description));
    line.positional(input, "MLPERF_LOGGING_DIR");
    line.option("--out", outValueName, std::move(outHelp),
                nameInto(output, folder ? "a folder" : "a file name"));
    line.require("--out");
    return line;
}

std::vector<std::string> CommandLine::optionNames() const
{
    std::vector<std::string> names;
    for (const auto& declared : impl_->options)
        names.insert(names.end(), declared.names.begin(), declared.names.end());
    return names;
}

} // namespace scalescope::cli
