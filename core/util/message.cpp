#include "core/util/message.h"

#include <algorithm>

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

} // namespace scalescope
