#pragma once
// Core's messages (core/util/message.h) in the user's language: the id's template
// translated in the context "CoreMessages" (translations/scalescope_es.ts), its arguments
// filled in, figures with the locale's decimal separator. The CLI prints the same
// messages in English (scalescope::englishText).

#include "core/util/message.h"

#include <QString>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope::ui {

inline constexpr const char* kCoreMessagesContext = "CoreMessages";

// The message as the UI shows it. An id this table lacks shows core's English; an id
// core lacks shows the id.
QString coreMessageText(const Message& message);
// A sentence core keeps both ways (core/util/message.h, keepMessage): the message
// translated, or the English as it is when core has no message for it (a rules file's own
// words, a dataset saved before messages were kept).
QString coreMessageText(const Message& message, const std::string& english);
// Several messages (the sentences of a caveat) joined by separator.
QString coreMessageText(const std::vector<Message>& messages, const QString& separator);

// The English source the translation knows for id (nullptr when the table lacks it):
// for the test that every id core declares is translated.
const char* coreMessageSource(std::string_view id);

} // namespace scalescope::ui
