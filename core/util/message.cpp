#include "core/util/message.h"

#include <algorithm>
#include <cctype>

namespace scalescope {

MessageArg textArg(std::string text)
{
    return {MessageArg::Kind::Text, std::move(text), {}};
}

MessageArg numberArg(std::string englishNumber)
{
    return {MessageArg::Kind::Number, std::move(englishNumber), {}};
}

MessageArg numberArg(long long count)
{
    return numberArg(std::to_string(count));
}

MessageArg messageArg(Message message)
{
    MessageArg arg{MessageArg::Kind::Message, {}, {}};
    arg.message.push_back(std::move(message));
    return arg;
}

const MessageTemplate* findMessageTemplate(std::string_view id)
{
    const auto& catalog = messageCatalog();
    const auto it = std::lower_bound(
        catalog.begin(), catalog.end(), id,
        [](const MessageTemplate& entry, std::string_view key) { return entry.id < key; });
    return it != catalog.end() && it->id == id ? &*it : nullptr;
}

std::string fillTemplate(std::string_view pattern, const std::vector<std::string>& args)
{
    std::string text;
    text.reserve(pattern.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' &&
            pattern[i + 1] <= '9') {
            const auto index = static_cast<std::size_t>(pattern[i + 1] - '1');
            if (index < args.size()) {
                text += args[index];
                ++i;
                continue;
            }
        }
        text += pattern[i];
    }
    return text;
}

std::string englishText(const Message& message)
{
    const MessageTemplate* pattern = findMessageTemplate(message.id);
    if (!pattern)
        return message.id;
    std::vector<std::string> args;
    args.reserve(message.args.size());
    for (const auto& arg : message.args)
        args.push_back(arg.kind == MessageArg::Kind::Message && !arg.message.empty()
                           ? englishText(arg.message.front())
                           : arg.text);
    return fillTemplate(pattern->english, args);
}

std::string englishText(const std::vector<Message>& messages, std::string_view separator)
{
    std::string text;
    for (const auto& message : messages) {
        if (!text.empty())
            text += separator;
        text += englishText(message);
    }
    return text;
}

namespace {

bool isPlaceholder(std::string_view pattern, std::size_t at)
{
    return at + 1 < pattern.size() && pattern[at] == '%' && pattern[at + 1] >= '1' &&
           pattern[at + 1] <= '9';
}

// How much of pattern comes before its first placeholder.
std::size_t literalLength(std::string_view pattern)
{
    for (std::size_t i = 0; i < pattern.size(); ++i)
        if (isPlaceholder(pattern, i))
            return i;
    return pattern.size();
}

// How many fits one reading may try. The texts read back come from files and names a
// person does not control, and a template with several placeholders can be fitted in
// many ways ("%1 and %2" to a text with many " and "): past this the text stays as it is
// (shown in English) rather than taking the import's time. A real message needs a few
// thousand at most.
constexpr std::size_t kFitBudget = 200000;

// Fits `text` to `pattern` (a template's %1..%9 as wildcards, literal text otherwise):
// the text of each placeholder by its number, false when it does not fit (or when
// `budget` runs out). A placeholder takes the shortest part that lets the rest fit.
bool fitTemplate(std::string_view pattern, std::string_view text, std::vector<std::string>& args,
                 std::size_t& budget)
{
    if (budget == 0)
        return false;
    --budget;
    const std::size_t literal = literalLength(pattern);
    if (text.substr(0, literal) != pattern.substr(0, literal))
        return false;
    pattern.remove_prefix(literal);
    text.remove_prefix(literal);
    if (pattern.empty())
        return text.empty();
    const auto index = static_cast<std::size_t>(pattern[1] - '1');
    pattern.remove_prefix(2);
    const std::string_view after = pattern.substr(0, literalLength(pattern));
    const auto fitsFrom = [&](std::size_t at) {
        std::vector<std::string> rest = args;
        if (!fitTemplate(pattern, text.substr(at), rest, budget))
            return false;
        if (rest.size() <= index)
            rest.resize(index + 1);
        rest[index] = std::string(text.substr(0, at));
        args = std::move(rest);
        return true;
    };
    if (pattern.empty())
        return fitsFrom(text.size());
    if (after.empty()) { // two placeholders side by side: every split
        for (std::size_t at = 0; at <= text.size(); ++at)
            if (fitsFrom(at))
                return true;
        return false;
    }
    for (std::size_t at = text.find(after); at != std::string_view::npos;
         at = text.find(after, at + 1))
        if (fitsFrom(at))
            return true;
    return false;
}

bool hasPrefix(std::string_view id, std::span<const std::string_view> prefixes)
{
    return std::any_of(prefixes.begin(), prefixes.end(),
                       [id](std::string_view prefix) { return id.starts_with(prefix); });
}

struct Recognised
{
    Message message;
    std::size_t covered = 0; // characters of the text that templates' own words account for
};

// The reading of `english` that templates account for most of: a template's own words
// plus what its parts are recognised as in turn. So "no score: 3 of 5 runs were
// rejected; ..." is import.no_score around score.too_many_rejected, not the latter alone
// with "no score: 3" as its count.
Recognised recognised(std::string_view english, std::span<const std::string_view> prefixes,
                      int depth, std::size_t& budget)
{
    Recognised best;
    for (const auto& entry : messageCatalog()) {
        if (!hasPrefix(entry.id, prefixes))
            continue;
        std::size_t literal = 0;
        bool words = false;
        for (std::size_t i = 0; i < entry.english.size(); ++i) {
            if (isPlaceholder(entry.english, i)) {
                ++i;
                continue;
            }
            ++literal;
            words = words || std::isalpha(static_cast<unsigned char>(entry.english[i]));
        }
        // Without words of its own a template ("%1: %2") fits anything.
        if (!words)
            continue;
        std::vector<std::string> parts;
        if (!fitTemplate(entry.english, english, parts, budget))
            continue;
        Recognised candidate{{std::string(entry.id), {}}, literal};
        for (auto& part : parts) {
            Recognised inner = depth > 0 && !part.empty()
                                   ? recognised(part, prefixes, depth - 1, budget)
                                   : Recognised{};
            candidate.covered += inner.covered;
            candidate.message.args.push_back(inner.message.id.empty()
                                                 ? textArg(std::move(part))
                                                 : messageArg(std::move(inner.message)));
        }
        if (candidate.covered > best.covered)
            best = std::move(candidate);
    }
    return best;
}

} // namespace

Message rebuiltMessage(std::string_view english, std::span<const std::string_view> idPrefixes)
{
    std::size_t budget = kFitBudget;
    Recognised found = recognised(english, idPrefixes, 4, budget);
    return budget > 0 ? std::move(found.message) : Message{};
}

void keepMessage(std::string& english, Message& kept, Message message)
{
    english = englishText(message);
    kept = std::move(message);
}

MessageArg sentenceArg(const std::string& english, const Message& message)
{
    return message.id.empty() ? textArg(english) : messageArg(message);
}

Message semicolonJoined(std::vector<Message> messages)
{
    if (messages.empty())
        return {};
    Message joined = std::move(messages.front());
    for (std::size_t i = 1; i < messages.size(); ++i)
        joined = {"list.semicolon",
                  {messageArg(std::move(joined)), messageArg(std::move(messages[i]))}};
    return joined;
}

Message joinedMessages(const std::vector<Message>& messages,
                       const std::vector<std::string>& english)
{
    Message joined;
    for (std::size_t i = 0; i < messages.size(); ++i) {
        const Message& part = messages[i];
        MessageArg arg = sentenceArg(i < english.size() ? english[i] : englishText(part), part);
        if (i == 0) {
            joined = {"list.text", {std::move(arg)}};
            continue;
        }
        joined = {"list.semicolon", {messageArg(std::move(joined)), std::move(arg)}};
    }
    return joined;
}

} // namespace scalescope
