// core/util/message: the English of a message is what the CLI prints, and texts saved as
// English only are read back as the messages they were worded from (issue 27 item 8).
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

TEST(Message, OldFileProblemsAreRebuiltWithTheirPartsNested)
{
    // A dataset saved before files kept messages holds the file layer's English only.
    static constexpr std::string_view kFile[] = {"file."};
    const Message open = rebuiltMessage("cannot open: No such file or directory", kFile);
    ASSERT_EQ(open.id, "file.cannot_open");
    ASSERT_EQ(open.args.size(), 1u);
    EXPECT_EQ(open.args[0].text, "No such file or directory");
    // The limit inside the size refusal is a sentence of its own.
    const Message big = rebuiltMessage(
        "is 300 bytes (300 bytes), over the limit of 64 MiB for one file; not read", kFile);
    ASSERT_EQ(big.id, "file.over_limit");
    ASSERT_EQ(big.args.size(), 3u);
    ASSERT_EQ(big.args[2].kind, MessageArg::Kind::Message);
    EXPECT_EQ(big.args[2].message.front().id, "file.limit.one_file");
    EXPECT_EQ(englishText(big),
              "is 300 bytes (300 bytes), over the limit of 64 MiB for one file; not read");
    EXPECT_EQ(rebuiltMessage("is a symbolic link (to /etc/passwd); not read", kFile).id,
              "file.archive.symbolic_link");
    // Anything else is left as it is.
    EXPECT_TRUE(rebuiltMessage("Log lines had parsing errors.", kFile).id.empty());
    EXPECT_TRUE(rebuiltMessage("", kFile).id.empty());
}

TEST(Message, SemicolonJoinedKeepsOneAsItIsAndJoinsSeveral)
{
    EXPECT_TRUE(semicolonJoined({}).id.empty());
    const Message one{"file.nothing_to_import", {}};
    EXPECT_EQ(semicolonJoined({one}).id, "file.nothing_to_import");
    const Message joined = semicolonJoined(
        {{"file.path_problem",
          {textArg("a.zip"), messageArg({"file.neither_folder_nor_archive", {}})}},
         {"file.path_problem", {textArg("b"), messageArg({"file.no_such_file_or_folder", {}})}},
         one});
    EXPECT_EQ(joined.id, "list.semicolon");
    EXPECT_EQ(
        englishText(joined),
        "a.zip: neither a folder nor an archive (.zip, .tar.gz, .tgz, .tar.xz); open datasets "
        "with their own command; b: no such file or folder; nothing to import");
}

TEST(Message, ReadingBackAHostileTextStopsAtItsBudget)
{
    // "is %1 bytes (%2), over %3; not read" tried on 200 copies of its own middle: its
    // placeholders may end at any of 200 places before the last part fails to end the text,
    // and the work grows with the text. It is not read as that message (nor as any), and
    // the reading stops at its budget (0.14 s here; 0.75 s without one, growing faster).
    static constexpr std::string_view kFile[] = {"file."};
    std::string text = "is ";
    for (int i = 0; i < 200; ++i)
        text += "1 bytes (2), over 3; not read; ";
    text += "and then something else";
    EXPECT_TRUE(rebuiltMessage(text, kFile).id.empty());
    // The budget is no limit for a real message: one of the same template reads back.
    const std::string real =
        "is 70000000 bytes (66.8 MiB), over the limit of 64 MiB for one file; not read";
    const Message read = rebuiltMessage(real, kFile);
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
