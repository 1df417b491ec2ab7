// Whole-file reads into one reused buffer: every size, larger then smaller files, and
// files without a size (/proc).

#include "core/util/mapped_file.h"
#include "tests/support/unique_temp_dir.h"

#include <fstream>
#include <gtest/gtest.h>
#include <string>
#include <unistd.h>

using namespace scalescope;

namespace {

std::string patterned(std::size_t size)
{
    std::string text(size, '\0');
    for (std::size_t i = 0; i < size; ++i)
        text[i] = static_cast<char>('a' + (i * 7 + i / 13) % 26);
    return text;
}

// A limit named by a text of the test's own.
FileSizeLimit named(std::uint64_t bytes, std::string name)
{
    return {bytes, {"list.text", {textArg(std::move(name))}}};
}

} // namespace

TEST(MappedFile, ReusedBufferReadsEveryFileWhole)
{
    const scalescope::fixtures::UniqueTempDir folder("mapped_file");
    MappedFile file;
    for (const std::size_t size :
         {std::size_t(70000), std::size_t(0), std::size_t(1), std::size_t(4096), std::size_t(65537),
          std::size_t(3), std::size_t(200000)}) {
        const auto path = folder.path() / ("f" + std::to_string(size));
        const std::string content = patterned(size);
        std::ofstream(path, std::ios::binary) << content;
        for (const auto access : {MappedFile::Access::Copy, MappedFile::Access::Map}) {
            ASSERT_EQ(englishText(file.open(path, access)), "") << size;
            EXPECT_EQ(file.bytes(), content) << size;
        }
    }
}

TEST(MappedFile, FilesWithoutASizeAreReadToTheirEnd)
{
    MappedFile file;
    ASSERT_EQ(englishText(file.open("/proc/self/status")), "");
    EXPECT_NE(file.bytes().find("Name:"), std::string_view::npos);
    EXPECT_EQ(file.bytes().back(), '\n');
}

TEST(MappedFile, AFileOverTheLimitIsRefusedBeforeItIsRead)
{
    const scalescope::fixtures::UniqueTempDir folder("mapped_file_limit");
    const auto path = folder.path() / "sparse";
    {
        std::ofstream(path) << "x";
    }
    ASSERT_EQ(::truncate(path.c_str(), off_t(20) << 30), 0); // sparse: no disk, no time
    MappedFile file;
    EXPECT_EQ(englishText(
                  file.open(path, MappedFile::Access::Copy,
                            {std::uint64_t(1) << 30, {"file.limit.one_file", {textArg("1 GiB")}}})),
              "is 21474836480 bytes (20.0 GiB), over the limit of 1 GiB for one file; not read");
    EXPECT_TRUE(file.overLimit());
    EXPECT_EQ(file.bytes().size(), 0u);

    // Exactly at the limit is read.
    const auto small = folder.path() / "small";
    std::ofstream(small) << "12345";
    EXPECT_EQ(englishText(file.open(small, MappedFile::Access::Copy, named(5, "five bytes"))), "");
    EXPECT_FALSE(file.overLimit());
    EXPECT_EQ(file.bytes(), "12345");
    EXPECT_EQ(englishText(file.open(small, MappedFile::Access::Copy, named(4, "four bytes"))),
              "is 5 bytes (5 bytes), over four bytes; not read");
}

TEST(MappedFile, ProblemsAreMessagesWithTheLimitNested)
{
    // What the desktop app translates: the message itself, not its English read back.
    const scalescope::fixtures::UniqueTempDir folder("mapped_file_messages");
    MappedFile file;
    EXPECT_EQ(file.open(folder.path()).id, "file.is_folder");
    EXPECT_EQ(file.open(folder.path() / "none").id, "file.cannot_open");
    const auto small = folder.path() / "small";
    std::ofstream(small) << "12345";
    const Message refused = file.open(small, MappedFile::Access::Copy,
                                      {4, {"file.limit.one_file", {textArg("4 bytes")}}});
    ASSERT_EQ(refused.id, "file.over_limit");
    ASSERT_EQ(refused.args.size(), 3u);
    EXPECT_EQ(refused.args[0].kind, MessageArg::Kind::Number);
    ASSERT_EQ(refused.args[2].kind, MessageArg::Kind::Message);
    EXPECT_EQ(refused.args[2].message.front().id, "file.limit.one_file");
}

TEST(MappedFile, AFileWithoutASizeStopsAtTheLimit)
{
    // /proc files say 0 bytes and have content: read until the limit, then refused.
    MappedFile file;
    EXPECT_EQ(englishText(
                  file.open("/proc/self/status", MappedFile::Access::Copy, named(64, "64 bytes"))),
              "is at least 65 bytes (65 bytes), over 64 bytes; not read");
    EXPECT_EQ(englishText(file.open("/proc/self/status", MappedFile::Access::Copy)), "");
    EXPECT_GT(file.bytes().size(), 65u);
}

TEST(MappedFile, ByteCountsForPeople)
{
    EXPECT_EQ(describeByteCount(812), "812 bytes");
    EXPECT_EQ(describeByteCount(1536), "1.5 KiB");
    EXPECT_EQ(describeByteCount(std::uint64_t(1) << 30), "1.0 GiB");
    EXPECT_EQ(describeByteCount(std::uint64_t(20) << 30), "20.0 GiB");
}
