#pragma once
// A sentence for people as data: which sentence (an id of messageCatalog()) and what
// goes into it. Core builds these where it words a result; the CLI prints englishText(),
// the desktop app looks the id up in its translation (ui/text/CoreMessages) and fills in
// the same arguments, numbers with the user's decimal separator. core stays without Qt.

#include <string>
#include <string_view>
#include <vector>

namespace scalescope {

struct Message;

// What fills one %N of a message's template.
struct MessageArg
{
    enum class Kind {
        Text,    // a name, a path, a sentence left in English: shown as it is
        Number,  // a figure as English writes it ("0.5", "3472"): the UI localizes the '.'
        Message, // a nested message ("3 submitters"), translated in turn
    };
    Kind kind = Kind::Text;
    std::string text;             // Text and Number
    std::vector<Message> message; // Message: exactly one
};

struct Message
{
    std::string id; // "caveat.frontier": a key of messageCatalog()
    std::vector<MessageArg> args;
};

MessageArg textArg(std::string text);
MessageArg numberArg(std::string englishNumber);
MessageArg numberArg(long long count);
MessageArg messageArg(Message message);

// One sentence core can produce: its id and its English template, %1..%9 standing for
// the arguments in order.
struct MessageTemplate
{
    std::string_view id;
    std::string_view english;
};

// Every message core produces, sorted by id: the translation must cover all of them.
const std::vector<MessageTemplate>& messageCatalog();
// The English template of id, or nullptr for an id the catalog lacks.
const MessageTemplate* findMessageTemplate(std::string_view id);

// Fills template's %1..%9 with args in one pass (an argument's own "%2" stays as it is;
// a '%' not followed by an argument's number stays too). Shared by the English renderer
// and by tests.
std::string fillTemplate(std::string_view pattern, const std::vector<std::string>& args);

// The message in English, as the CLI prints it. An id the catalog lacks is printed as
// the id itself, so a slip shows instead of vanishing.
std::string englishText(const Message& message);
// Several messages joined by separator (the sentences of a caveat).
std::string englishText(const std::vector<Message>& messages, std::string_view separator);

} // namespace scalescope
