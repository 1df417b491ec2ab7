#include "ui/text/CoreMessages.h"

#include "ui/text/CoreMessageSources.h"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>

namespace scalescope::ui {

namespace {

QString argumentText(const MessageArg& arg)
{
    switch (arg.kind) {
    case MessageArg::Kind::Message:
        return arg.message.empty() ? QString() : coreMessageText(arg.message.front());
    case MessageArg::Kind::Number:
        // Core writes figures as English does ("0.5"); the UI shows the locale's separator.
        return QString::fromStdString(arg.text).replace(QLatin1Char('.'), QLocale().decimalPoint());
    case MessageArg::Kind::Text:
        break;
    }
    return QString::fromStdString(arg.text);
}

} // namespace

const char* coreMessageSource(std::string_view id)
{
    const auto sources = coreMessageSources();
    const auto found = std::lower_bound(sources.begin(), sources.end(), id,
                                        [](const CoreMessageSource& entry, std::string_view key) {
                                            return std::string_view(entry.id) < key;
                                        });
    return found != sources.end() && std::string_view(found->id) == id ? found->english : nullptr;
}

QString coreMessageText(const Message& message)
{
    std::vector<std::string> args;
    args.reserve(message.args.size());
    for (const auto& arg : message.args)
        args.push_back(argumentText(arg).toStdString());
    QString pattern;
    if (const char* source = coreMessageSource(message.id))
        pattern = QCoreApplication::translate(kCoreMessagesContext, source);
    else if (const MessageTemplate* english = findMessageTemplate(message.id))
        pattern = QString::fromUtf8(english->english.data(),
                                    static_cast<qsizetype>(english->english.size()));
    else
        return QString::fromStdString(message.id);
    // One pass, as core fills its English: an argument's own "%2" is never replaced again.
    return QString::fromStdString(fillTemplate(pattern.toStdString(), args));
}

QString coreMessageText(const Message& message, const std::string& english)
{
    return message.id.empty() ? QString::fromStdString(english) : coreMessageText(message);
}

QString coreMessageText(const std::vector<Message>& messages, const QString& separator)
{
    QStringList texts;
    for (const auto& message : messages)
        texts.append(coreMessageText(message));
    return texts.join(separator);
}

} // namespace scalescope::ui
