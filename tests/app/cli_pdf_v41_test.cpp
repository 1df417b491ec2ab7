// `scalescope export --pdf` on the real v4.1 round: the report's text, read back with
// pdftotext (poppler-utils; the test skips without it), names the round with the path it
// was opened from and the rules that scored it, and says what the readout says.
#include "tests/support/run_process.h"
#include "tests/support/test_data.h"
#include "tests/support/unique_temp_dir.h"

#include <cstdlib>
#include <gtest/gtest.h>
#include <regex>
#include <sstream>

using namespace scalescope::fixtures;

namespace {

bool hasPdftotext()
{
    return std::system("command -v pdftotext >/dev/null 2>&1") == 0;
}

// Every run of white space as one space: a sentence wraps anywhere on the page.
std::string oneSpaced(const std::string& text)
{
    static const std::regex space("\\s+");
    return std::regex_replace(text, space, " ");
}

std::string withoutLigatures(std::string text)
{
    // The fonts draw "ffi" and "fi" as one glyph, which pdftotext gives as U+FB03, U+FB01.
    for (const auto& [ligature, letters] :
         {std::pair<std::string, std::string>{"\xEF\xAC\x83", "ffi"},
          {"\xEF\xAC\x81", "fi"},
          {"\xEF\xAC\x80", "ff"},
          {"\xEF\xAC\x82", "fl"}}) {
        for (auto at = text.find(ligature); at != std::string::npos; at = text.find(ligature, at))
            text.replace(at, ligature.size(), letters);
    }
    return text;
}

} // namespace

TEST(cliV41Pdf, ReportNamesTheRoundItsPathAndRulesAndSaysWhatTheReadoutSays)
{
    SCALESCOPE_NEEDS_V41_ROUND();
    if (!hasPdftotext())
        GTEST_SKIP()
            << "pdftotext (poppler-utils) is not installed: the PDF's text cannot be read back";
    UniqueTempDir folder("scalescope_cli_pdf");
    const auto pdf = folder / "bert.pdf";
    const auto text = folder / "bert.txt";
    const ProcessResult result =
        runScalescope({"export", SCALESCOPE_V41_ROOT, "--benchmark", "bert", "--accelerator",
                       "H100-SXM5", "--paper", "letter", "--pdf", pdf.string()});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const std::string bytes = readWhole(pdf);
    ASSERT_EQ(bytes.rfind("%PDF-", 0), 0U);
    static const std::regex letter("/MediaBox \\[0 0 612(\\.0+)? 792(\\.0+)?\\]");
    EXPECT_TRUE(std::regex_search(bytes, letter)) << "not Letter";
    ASSERT_EQ(std::system(
                  ("pdftotext -enc UTF-8 '" + pdf.string() + "' '" + text.string() + "'").c_str()),
              0);
    const std::string report = oneSpaced(withoutLigatures(readWhole(text)));

    EXPECT_NE(report.find("Round training_results_v4.1, opened from " SCALESCOPE_V41_ROOT
                          ", scored with the 4.1.0 rules as published"),
              std::string::npos)
        << report;
    EXPECT_NE(report.find("Drawn by scalescope "), std::string::npos) << report;
    // The readout `export` prints is on the page, line by line (the verdict's last).
    std::istringstream readout(result.out);
    int lines = 0;
    for (std::string line; std::getline(readout, line);) {
        if (line.empty())
            continue;
        ++lines;
        EXPECT_NE(report.find(oneSpaced(line)), std::string::npos) << line << "\n---\n" << report;
    }
    EXPECT_GE(lines, 2);
    EXPECT_NE(report.find("Break-even (θ = 0.5)"), std::string::npos) << report;
}
