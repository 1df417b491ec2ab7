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
    // Text from names and files: "%1 and %2" and "%1, %2" fit it in very many ways, nested
    // four deep. The reading gives up (the English is shown as it is) instead of taking
    // minutes (ctest's timeout ends this test if the budget goes).
    std::string text;
    for (int i = 0; i < 300; ++i)
        text += "x and y, ";
    text += "cannot open: z";
    const Message message = rebuiltMessage(text, std::vector<std::string_view>{""});
    if (!message.id.empty()) { // read in time: then it reads back exactly
        EXPECT_EQ(englishText(message), text);
    }
    const Message file = fileProblemMessage(text);
    if (!file.id.empty()) {
        EXPECT_EQ(englishText(file), text);
    }
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
