// Logs read in bounded pieces (issue 28): whatever the chunk size, the pieces put together
// are the file, no piece splits a line or a "\r\n", and the MLLOG records read piece by
// piece (copied out of the buffer) are exactly those of the whole text; so are those of
// what LineFilter keeps of an archive's entry unpacked in chunks.

#include "core/mllog/line_filter.h"
#include "core/mllog/mllog_reader.h"
#include "core/util/chunked_file.h"
#include "tests/support/unique_temp_dir.h"

#include <fstream>
#include <gtest/gtest.h>
#include <string>
#include <sys/stat.h>
#include <vector>

using namespace scalescope;

namespace {

void writeFile(const std::filesystem::path& path, const std::string& text)
{
    std::ofstream(path, std::ios::binary) << text;
}

struct Pieces
{
    std::vector<std::string> pieces;
    std::string error;
    bool lineTooLong = false;
    bool wholeFile = false;
};

Pieces readInPieces(ChunkedFile& file, const std::filesystem::path& path)
{
    Pieces out;
    out.error = englishText(file.open(path));
    while (out.error.empty()) {
        std::string_view piece;
        out.error = englishText(file.next(piece));
        if (piece.empty())
            break;
        out.pieces.emplace_back(piece);
    }
    out.lineTooLong = file.lineTooLong();
    out.wholeFile = file.wholeFile();
    return out;
}

// Records of log_latin1-like text with every kind of line end, filler, a record glued
// after a rank prefix, a parse error and a last line without its end.
std::string mixedLog()
{
    std::string log;
    for (int i = 0; i < 40; ++i) {
        log += "filler line " + std::to_string(i) + " with some text\r\n";
        log += ":::MLLOG {\"namespace\": \"\", \"time_ms\": " + std::to_string(1000 + i) +
               ", \"event_type\": \"POINT_IN_TIME\", \"key\": \"eval_accuracy\", \"value\": 0." +
               std::to_string(i) +
               ", \"metadata\": {\"file\": \"x.py\", \"lineno\": 3, \"epoch_num\": " +
               std::to_string(i) + "}}\n";
        log += "progress 10%\rprogress 20%\r";
        log += "[1,0]<stdout>::::MLLOG {\"time_ms\": 5, \"key\": \"k" + std::to_string(i) +
               "\", \"value\": \"caf\xe9\", \"metadata\": {}}\r";
        if (i % 7 == 0)
            log += ":::MLLOG {\"time_ms\": 5, \"key\": broken}\n";
    }
    log += ":::MLLOG {\"time_ms\": 9, \"key\": \"run_stop\", \"value\": null, \"metadata\": "
           "{\"status\": \"success\"}}";
    return log;
}

std::string describe(const mllog::MllogLog& log)
{
    std::string text = std::to_string(log.lineCount) + " lines, " +
                       std::to_string(log.mllogLineCount) + " MLLOG\n";
    for (const auto& record : log.records)
        text += std::to_string(record.line) + " " + std::to_string(record.timeMs) + " " +
                std::string(record.key) + " " + record.value->dump() + " " +
                record.metadata->dump() + "\n";
    for (const auto& problem : log.parseErrors)
        text += "error " + std::to_string(problem.line) + " " + problem.reason + "\n";
    for (const auto& problem : log.malformedRecords)
        text += "malformed " + std::to_string(problem.line) + " " + problem.reason + "\n";
    return text;
}

} // namespace

TEST(ChunkedFile, PiecesAreWholeLinesAndMakeUpTheFile)
{
    const fixtures::UniqueTempDir folder("chunked_file");
    const std::string text = mixedLog();
    const auto path = folder.path() / "log.txt";
    writeFile(path, text);
    for (const std::size_t chunk : {16, 17, 64, 100, 1000, 4096, 1 << 20}) {
        ChunkedFile file(chunk);
        const Pieces read = readInPieces(file, path);
        ASSERT_EQ(read.error, "") << chunk;
        std::string joined;
        for (std::size_t i = 0; i < read.pieces.size(); ++i) {
            const std::string& piece = read.pieces[i];
            joined += piece;
            if (i + 1 == read.pieces.size())
                continue;
            ASSERT_TRUE(piece.back() == '\n' || piece.back() == '\r') << chunk << ": piece " << i;
            // A "\r" ends a piece only when no "\n" follows it.
            if (piece.back() == '\r') {
                EXPECT_NE(read.pieces[i + 1].front(), '\n') << chunk << ": piece " << i;
            }
        }
        EXPECT_EQ(joined, text) << chunk;
        EXPECT_EQ(read.wholeFile, chunk > text.size()) << chunk;
        EXPECT_EQ(file.bytesRead(), text.size());
    }
}

TEST(ChunkedFile, RecordsReadPieceByPieceAreThoseOfTheWholeText)
{
    const fixtures::UniqueTempDir folder("chunked_records");
    const std::string text = mixedLog();
    const auto path = folder.path() / "log.txt";
    writeFile(path, text);
    json::Arena wholeArena;
    mllog::MllogLog whole;
    mllog::readMllog(text, wholeArena, whole);
    ASSERT_EQ(whole.records.size(), 81u);
    ASSERT_EQ(whole.parseErrors.size(), 6u);
    const std::string expected = describe(whole);
    for (const std::size_t chunk : {16, 33, 257, 4096, 1 << 20}) {
        ChunkedFile file(chunk);
        ASSERT_EQ(englishText(file.open(path)), "");
        json::Arena arena;
        mllog::MllogLog log;
        mllog::LogReader reader(arena, log);
        std::string_view piece;
        while (file.next(piece).id.empty() && !piece.empty()) {
            const bool stable = file.wholeFile();
            reader.read(piece, stable);
            // The buffer is overwritten by the next read: what records hold must be copies.
            if (!stable)
                std::fill(const_cast<char*>(piece.data()),
                          const_cast<char*>(piece.data()) + piece.size(), '#');
        }
        reader.finish();
        EXPECT_EQ(describe(log), expected) << chunk;
    }
}

TEST(ChunkedFile, ALineOverTheLimitStopsTheReadingAtThatLine)
{
    const fixtures::UniqueTempDir folder("chunked_long_line");
    const auto path = folder.path() / "log.txt";
    // Lines of 100 bytes are at the limit; the third line has 101.
    const std::string atLimit(100, 'a');
    writeFile(path, atLimit + "\r\n" + atLimit + "\n" + std::string(101, 'b') + "\nlast\n");
    ChunkedFile file(16, 100);
    ASSERT_EQ(englishText(file.open(path)), "");
    json::Arena arena;
    mllog::MllogLog log;
    mllog::LogReader reader(arena, log);
    std::string_view piece;
    std::string error;
    while ((error = englishText(file.next(piece))).empty() && !piece.empty())
        reader.read(piece, false);
    EXPECT_TRUE(file.lineTooLong());
    EXPECT_EQ(error,
              "has a line longer than the limit of 100 bytes for one line (100 bytes); not read");
    EXPECT_EQ(reader.nextLine(), 3u);
    EXPECT_EQ(englishText(describeLineTooLong(reader.nextLine(), 100)),
              "line 3 is longer than the limit of 100 bytes for one line (100 bytes); not read");

    // The same lines without the long one are read; so is a last line at the limit
    // without its end, but not one past it.
    writeFile(path, atLimit + "\r\n" + atLimit + "\n" + atLimit);
    EXPECT_EQ(readInPieces(file, path).error, "");
    writeFile(path, atLimit + "\n" + atLimit + "b");
    const Pieces pastTheLimit = readInPieces(file, path);
    EXPECT_TRUE(pastTheLimit.lineTooLong) << pastTheLimit.error;
}

TEST(ChunkedFile, FirstLineLongerThanCountsUniversalNewlines)
{
    EXPECT_EQ(firstLineLongerThan("abc\r\ndef\rghij\nk", 3), 3u);
    EXPECT_EQ(firstLineLongerThan("abc\r\ndef\rghi\nk", 3), 0u);
    EXPECT_EQ(firstLineLongerThan("abc\n\n\nabcd", 3), 4u);
    EXPECT_EQ(firstLineLongerThan("abcd", 3), 1u);
}

TEST(ChunkedFile, RefusesWhatIsNotARegularFileOrIsOverItsLimit)
{
    const fixtures::UniqueTempDir folder("chunked_refusals");
    const auto fifo = folder.path() / "fifo";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    ChunkedFile file;
    EXPECT_EQ(englishText(file.open(fifo)), "is a FIFO, not a regular file");
    EXPECT_EQ(englishText(file.open(folder.path())), "is a folder, not a file");
    const auto big = folder.path() / "big.txt";
    writeFile(big, std::string(5000, 'x'));
    EXPECT_EQ(englishText(file.open(big, {4096, {"file.limit.one_file", {textArg("4.0 KiB")}}})),
              "is 5000 bytes (4.9 KiB), over the limit of 4.0 KiB for one file; not read");
    EXPECT_TRUE(file.overLimit());
    std::string_view piece;
    EXPECT_EQ(englishText(file.next(piece)), "");
    EXPECT_TRUE(piece.empty());
}

TEST(ChunkedFile, FilesWithoutASizeAreReadToTheirEnd)
{
    // /proc files report size 0 and still have content, read until end of file.
    ChunkedFile file(16);
    const Pieces read = readInPieces(file, "/proc/self/status");
    ASSERT_EQ(read.error, "");
    std::string joined;
    for (const auto& piece : read.pieces)
        joined += piece;
    EXPECT_NE(joined.find("Name:"), std::string::npos);
    EXPECT_NE(joined.find("VmRSS:"), std::string::npos);
}

TEST(LineFilter, KeptTextReadsAsTheWholeLog)
{
    std::string text = mixedLog();
    for (const std::string& log : {text, text + "\n", text + "\r\nlast line, not a record",
                                   std::string("\r\n\n\r"), std::string()}) {
        json::Arena wholeArena;
        mllog::MllogLog whole;
        mllog::readMllog(log, wholeArena, whole);
        const std::string expected = describe(whole);
        for (const std::size_t chunk : {1, 2, 7, 64, 4096}) {
            mllog::LineFilter filter(1 << 20);
            std::string kept;
            filter.begin();
            for (std::size_t at = 0; at < log.size(); at += chunk)
                filter.append(kept, std::string_view(log).substr(at, chunk));
            filter.finish(kept);
            json::Arena arena;
            mllog::MllogLog filtered;
            mllog::readMllog(kept, arena, filtered);
            EXPECT_EQ(describe(filtered), expected) << chunk;
            if (log == text) {
                // The filler is gone; each of its 160 lines leaves its line break.
                EXPECT_EQ(kept.find("filler"), std::string::npos) << chunk;
                EXPECT_EQ(kept.find("progress"), std::string::npos) << chunk;
                EXPECT_LT(kept.size(), log.size()) << chunk;
            }
        }
    }
}

TEST(LineFilter, ALineOverTheLimitIsKeptCutAndStillTooLong)
{
    const std::string log = "a\n" + std::string(250, 'x') + ":::MLLOG {}\r\nb\n";
    for (const std::size_t chunk : {3, 100, 1000}) {
        mllog::LineFilter filter(100);
        std::string kept;
        filter.begin();
        for (std::size_t at = 0; at < log.size(); at += chunk)
            filter.append(kept, std::string_view(log).substr(at, chunk));
        filter.finish(kept);
        EXPECT_EQ(kept, "\n" + std::string(101, 'x') + "\r\n\n") << chunk;
        EXPECT_EQ(firstLineLongerThan(kept, 100), 2u) << chunk;
    }
}
