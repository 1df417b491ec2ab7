// What reaches a terminal from input (issue 28): control characters, C1 controls and
// bytes that are not UTF-8 become \xHH; text, including non-ASCII, stays as it is.
#include "core/util/terminal_text.h"

#include <gtest/gtest.h>

using scalescope::util::terminalText;

TEST(TerminalText, EscapesControlCharactersAndKeepsText)
{
    EXPECT_EQ(terminalText("Acme One"), "Acme One");
    EXPECT_EQ(terminalText("θ = 0.5, N* ≈ 280.6 🚀"), "θ = 0.5, N* ≈ 280.6 🚀");
    EXPECT_EQ(terminalText("Acme\x1b[2J\x07One"), "Acme\\x1b[2J\\x07One");
    EXPECT_EQ(terminalText(std::string("a\0b", 3)), "a\\x00b");
    EXPECT_EQ(terminalText("del\x7f"), "del\\x7f");
    EXPECT_EQ(terminalText("tab\there\r\n"), "tab\\x09here\\x0d\\x0a");
}

TEST(TerminalText, LineBreaksAreKeptOnlyWhenAsked)
{
    EXPECT_EQ(terminalText("one\ntwo\n", true), "one\ntwo\n");
    EXPECT_EQ(terminalText("one\r\ntwo\x1b", true), "one\\x0d\ntwo\\x1b");
}

TEST(TerminalText, C1ControlsAndBrokenUtf8AreEscaped)
{
    EXPECT_EQ(terminalText("\xc2\x9b"
                           "31m"),
              "\\xc2\\x9b31m");                                 // U+009B, a CSI to some terminals
    EXPECT_EQ(terminalText("\xc2\xa0"), "\xc2\xa0");            // U+00A0 is text
    EXPECT_EQ(terminalText("fix\xff"), "fix\\xff");             // not UTF-8
    EXPECT_EQ(terminalText("\xe2\x82"), "\\xe2\\x82");          // cut short
    EXPECT_EQ(terminalText("\xed\xa0\x80"), "\\xed\\xa0\\x80"); // a surrogate
}
