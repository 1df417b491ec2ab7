// Whole-file reads into one reused buffer: every size, larger then smaller files, and
// files without a size (/proc).

#include "core/util/mapped_file.h"
#include "tests/support/unique_temp_dir.h"

#include <gtest/gtest.h>

#include <fstream>
#include <string>

using namespace scalescope;

namespace {

std::string patterned(std::size_t size)
{
    std::string text(size, '\0');
    for (std::size_t i = 0; i < size; ++i)
        text[i] = static_cast<char>('a' + (i * 7 + i / 13) % 26);
    return text;
}

} // namespace

TEST(MappedFile, ReusedBufferReadsEveryFileWhole)
{
    const scalescope::fixtures::UniqueTempDir folder("mapped_file");
    MappedFile file;
    for (const std::size_t size : {std::size_t(70000), std::size_t(0), std::size_t(1), std::size_t(4096),
                                   std::size_t(65537), std::size_t(3), std::size_t(200000)}) {
        const auto path = folder.path() / ("f" + std::to_string(size));
        const std::string content = patterned(size);
        std::ofstream(path, std::ios::binary) << content;
        for (const auto access : {MappedFile::Access::Copy, MappedFile::Access::Map}) {
            ASSERT_EQ(file.open(path, access), "") << size;
            EXPECT_EQ(file.bytes(), content) << size;
        }
    }
}

TEST(MappedFile, FilesWithoutASizeAreReadToTheirEnd)
{
    MappedFile file;
    ASSERT_EQ(file.open("/proc/self/status"), "");
    EXPECT_NE(file.bytes().find("Name:"), std::string_view::npos);
    EXPECT_EQ(file.bytes().back(), '\n');
}
