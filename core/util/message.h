#pragma once
// A sentence for people as data: which sentence (an id of messageCatalog()) and what
// goes into it. Core builds these where it words a result; the CLI prints englishText(),
// the desktop app looks the id up in its translation (ui/text/CoreMessages) and fills in
// the same arguments, numbers with the user's decimal separator. core stays without Qt.

#include <span>
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

// A sentence worded once for both outputs: `english` gets the message's English (what the
// CLI prints, byte for byte) and `kept` the message (what the desktop app translates).
void keepMessage(std::string& english, Message& kept, Message message);
// How a sentence kept both ways nests in another message: the message when there is one,
// else its English as text (words core does not own, such as a rules file's).
MessageArg sentenceArg(const std::string& english, const Message& message);
// The same for a list of sentences joined with "; " (list.semicolon), the English of
// each beside its message (an empty id: the English as text).
Message joinedMessages(const std::vector<Message>& messages,
                       const std::vector<std::string>& english);

// Core's file layer words what goes wrong reading a file as messages (file.*), kept
// beside their English where a string is also wanted. A text saved as English only (a
// dataset file written before files kept messages, or by the command line) gets its
// message back here: among the catalog's templates whose ids start with one of
// idPrefixes and that fit the whole text, the reading they account for most of (a
// template's own words plus its parts recognised in turn; a part that is no such
// sentence nests as text). An empty message when none fits: the text is then shown as
// it is.
Message rebuiltMessage(std::string_view english, std::span<const std::string_view> idPrefixes);

// Several sentences as one, joined with "; " (list.semicolon); one as it is. Empty for none.
Message semicolonJoined(std::vector<Message> messages);

// The message in English, as the CLI prints it. An id the catalog lacks is printed as
// the id itself, so a slip shows instead of vanishing.
std::string englishText(const Message& message);
// Several messages joined by separator (the sentences of a caveat).
std::string englishText(const std::vector<Message>& messages, std::string_view separator);

} // namespace scalescope
