// Writes the desktop app's table of core's messages (ui/text/CoreMessageSources.h) from
// core's catalog (core/util/message_catalog.cpp) at build time, so that each English
// template is written once by hand: each id with its English inside
// QT_TRANSLATE_NOOP("CoreMessages", ...), where lupdate finds it. The English is copied
// byte for byte (quotes and backslashes escaped, UTF-8 such as "≈" as it is), so the
// translations in translations/scalescope_es.ts keep matching it. An English that an
// earlier id has too is written as a plain string: lupdate sees every text once.
// Usage: generate_core_messages <output.cpp>. The file is rewritten only when it changes.

#include "core/util/message.h"

#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>

namespace {

// What ui/text/CoreMessages.h calls kCoreMessagesContext (this tool links no Qt).
constexpr std::string_view kContext = "CoreMessages";

// text as a C++ string literal that lupdate and the compiler read back as the same text;
// nothing for a control character other than a newline or a tab.
std::optional<std::string> literal(std::string_view text)
{
    std::string out = "\"";
    for (const char c : text) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
                return std::nullopt;
            out += c; // bytes of UTF-8 sequences too: the source file is UTF-8
        }
    }
    out += '"';
    return out;
}

// The table's source, or an empty string (and a reason on stderr) when the catalog
// cannot make one: ids out of order or repeated, a control character in a template.
std::string tableSource()
{
    std::ostringstream out;
    out << "// Generated at build time by tools/generate_core_messages from core's catalog\n"
           "// (core/util/message_catalog.cpp): do not edit. Every id of messageCatalog(), sorted\n"
           "// by id, with its English as lupdate extracts it (context \""
        << kContext
        << "\"); an English\n"
           "// that an earlier id has too is a plain string, so lupdate sees each text once.\n\n"
           "#include \"ui/text/CoreMessageSources.h\"\n\n"
           "#include <QtGlobal>\n\n"
           "namespace scalescope::ui {\n\n"
           "namespace {\n\n"
           "constexpr CoreMessageSource kSources[] = {\n";
    std::set<std::string_view> seenEnglish;
    std::string_view previousId;
    for (const auto& entry : scalescope::messageCatalog()) {
        if (!previousId.empty() && !(previousId < entry.id)) {
            std::cerr << "generate_core_messages: id \"" << entry.id
                      << "\" is repeated or out of order in messageCatalog()\n";
            return {};
        }
        previousId = entry.id;
        const auto id = literal(entry.id);
        const auto english = literal(entry.english);
        if (!id || !english) {
            std::cerr << "generate_core_messages: \"" << entry.id
                      << "\" has a control character other than a newline or a tab\n";
            return {};
        }
        out << "    {" << *id << ", ";
        if (seenEnglish.insert(entry.english).second)
            out << "QT_TRANSLATE_NOOP(\"" << kContext << "\", " << *english << ")},\n";
        else
            out << *english << "}, // lupdate has it from an earlier id\n";
    }
    out << "};\n\n"
           "} // namespace\n\n"
           "std::span<const CoreMessageSource> coreMessageSources()\n"
           "{\n"
           "    return kSources;\n"
           "}\n\n"
           "} // namespace scalescope::ui\n";
    return out.str();
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::cerr << "usage: generate_core_messages <output.cpp>\n";
        return 2;
    }
    const std::string source = tableSource();
    if (source.empty())
        return 1;
    // Unchanged, the file keeps its time stamp and nothing that compiles it is rebuilt.
    std::ifstream existing(argv[1], std::ios::binary);
    const std::string current{std::istreambuf_iterator<char>(existing),
                              std::istreambuf_iterator<char>()};
    if (existing.is_open() && current == source)
        return 0;
    existing.close();
    std::ofstream output(argv[1], std::ios::binary | std::ios::trunc);
    output << source;
    output.close();
    if (!output) {
        std::cerr << "generate_core_messages: cannot write " << argv[1] << '\n';
        return 1;
    }
    return 0;
}
