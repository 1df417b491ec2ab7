// core/util/message: the English of a message is what the CLI prints, and the sentences
// core's file layer words as strings are recognised as the messages they were worded from
// (issue 27 item 8).
#include "core/util/message.h"

#include <gtest/gtest.h>
#include <string_view>

using namespace scalescope;

TEST(Message, KeepMessageSetsTheEnglishAndKeepsTheMessage)
{
    std::string english;
    Message kept;
    keepMessage(english, kept, {"fit.too_few_counts", {numberArg(3), numberArg(1)}});
    EXPECT_EQ(english, "needs >= 3 distinct GPU counts, has 1");
    EXPECT_EQ(kept.id, "fit.too_few_counts");
    ASSERT_EQ(kept.args.size(), 2u);
    EXPECT_EQ(kept.args[0].kind, MessageArg::Kind::Number);
    // A reason core words only in English nests as text, one with a message as the message.
    EXPECT_EQ(sentenceArg("as written", {}).kind, MessageArg::Kind::Text);
    EXPECT_EQ(sentenceArg(english, kept).kind, MessageArg::Kind::Message);
}

TEST(Message, FileProblemsAreRecognisedWithTheirPartsNested)
{
    const Message open = fileProblemMessage("cannot open: No such file or directory");
    ASSERT_EQ(open.id, "file.cannot_open");
    ASSERT_EQ(open.args.size(), 1u);
    EXPECT_EQ(open.args[0].text, "No such file or directory");
    // The limit inside the size refusal is a sentence of its own.
    const Message big = fileProblemMessage(
        "is 300 bytes (300 bytes), over the limit of 64 MiB for one file; not read");
    ASSERT_EQ(big.id, "file.over_limit");
    ASSERT_EQ(big.args.size(), 3u);
    ASSERT_EQ(big.args[2].kind, MessageArg::Kind::Message);
    EXPECT_EQ(big.args[2].message.front().id, "file.limit.one_file");
    EXPECT_EQ(englishText(big),
              "is 300 bytes (300 bytes), over the limit of 64 MiB for one file; not read");
    EXPECT_EQ(fileProblemMessage("is a symbolic link (to /etc/passwd); not read").id,
              "file.archive.symbolic_link");
    // Anything else is left as it is.
    EXPECT_TRUE(fileProblemMessage("Log lines had parsing errors.").id.empty());
    EXPECT_TRUE(fileProblemMessage("").id.empty());
}

TEST(Message, SeveralFileProblemsSplitWhereEachFitsWhole)
{
    const std::string text =
        "a.zip: neither a folder nor an archive (.zip, .tar.gz, .tgz, .tar.xz); open datasets "
        "with their own command; b: no such file or folder";
    const Message joined = fileProblemsMessage(text);
    ASSERT_EQ(joined.id, "list.semicolon");
    ASSERT_EQ(joined.args.size(), 2u);
    EXPECT_EQ(joined.args[0].message.front().id, "file.not_folder_or_archive");
    EXPECT_EQ(joined.args[1].message.front().id, "file.no_such_path");
    EXPECT_EQ(englishText(joined), text);
    EXPECT_EQ(fileProblemsMessage("something else; entirely").id, "list.text");
}

TEST(Message, ManySeparatorsDoNotMakeTheSplitExponential)
{
    // "is a hard link (to %1); not read" matches one part and any run of them (its %1 takes
    // "a); not read; is a hard link (to a"), and the last part matches nothing: tried
    // naively, every way to cut the 15 parts was tried (ctest's timeout ends this test if
    // that comes back).
    const std::string part = "is a hard link (to a); not read";
    ASSERT_FALSE(fileProblemMessage(part + "; " + part).id.empty()); // a run of parts matches too
    std::string text = part;
    for (int i = 0; i < 14; ++i)
        text += "; " + part;
    text += "; not a file problem";
    const Message message = fileProblemsMessage(text);
    EXPECT_EQ(message.id, "list.text"); // no split makes every part whole
    EXPECT_EQ(englishText(message), text);
    // Past the cap the text is not split at all.
    std::string many = "cannot open: x";
    for (int i = 0; i < 200; ++i)
        many += "; cannot open: x";
    EXPECT_EQ(englishText(fileProblemsMessage(many)), many);
}

TEST(Message, ReadingBackAHostileTextStopsAtItsBudget)
{
    // "is %1 bytes (%2), over %3; not read" tried on 200 copies of its own middle: its
    // placeholders may end at any of 200 places before the last part fails to end the text,
    // and the work grows with the text. It is not read as that message (nor as any), and
    // the reading stops at its budget (0.14 s here; 0.75 s without one, growing faster).
    std::string text = "is ";
    for (int i = 0; i < 200; ++i)
        text += "1 bytes (2), over 3; not read; ";
    text += "and then something else";
    EXPECT_TRUE(fileProblemMessage(text).id.empty());
    EXPECT_TRUE(rebuiltMessage(text, std::vector<std::string_view>{"file."}).id.empty());
    // The budget is no limit for a real message: one of the same template reads back.
    const std::string real =
        "is 70000000 bytes (66.8 MiB), over the limit of 64 MiB for one file; not read";
    const Message read = fileProblemMessage(real);
    EXPECT_EQ(read.id, "file.over_limit");
    EXPECT_EQ(englishText(read), real);
}

TEST(Message, RebuildingPrefersTheMostSpecificTemplate)
{
    static constexpr std::string_view kPrefixes[] = {"import.", "score.", "compliance.", "file."};
    const std::string text =
        "no score: 3 of 5 runs were rejected; at most 1 may be, so there is no score";
    const Message rebuilt = rebuiltMessage(text, kPrefixes);
    ASSERT_EQ(rebuilt.id, "import.no_score");
    ASSERT_EQ(rebuilt.args.size(), 1u);
    ASSERT_EQ(rebuilt.args[0].kind, MessageArg::Kind::Message);
    EXPECT_EQ(rebuilt.args[0].message.front().id, "score.too_many_rejected");
    EXPECT_EQ(englishText(rebuilt), text);
    // "line %1: parse error: %2" has more words of its own than "line %1: %2".
    EXPECT_EQ(rebuiltMessage("line 4: parse error: invalid JSON", kPrefixes).id,
              "compliance.parse_error");
    // Templates without words of their own ("%1: %2") never claim a text.
    EXPECT_TRUE(rebuiltMessage("x: y", kPrefixes).id.empty());
}

// Every id is unique and findable: the catalog the recognisers and the UI rely on.
TEST(Message, CatalogIdsAreUniqueAndSorted)
{
    const auto& catalog = messageCatalog();
    for (std::size_t i = 1; i < catalog.size(); ++i)
        EXPECT_LT(catalog[i - 1].id, catalog[i].id);
    for (const auto& entry : catalog)
        EXPECT_EQ(findMessageTemplate(entry.id), &entry);
}
