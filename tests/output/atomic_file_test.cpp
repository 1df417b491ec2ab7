#include "core/util/atomic_file.h"
#include "tests/support/unique_temp_dir.h"

#include <gtest/gtest.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <iterator>

#include <sys/resource.h>
#include <sys/stat.h>

using scalescope::util::writeFileAtomically;
namespace fs = std::filesystem;

namespace {

fs::path freshFolder(const std::string& name)
{
    // One unique directory per test process (removed at exit), so that concurrent runs of
    // the suite, in this build tree or another, never share a folder.
    static const scalescope::fixtures::UniqueTempDir root("scalescope_atomic");
    const fs::path folder = root / name;
    fs::remove_all(folder);
    fs::create_directories(folder);
    return folder;
}

std::string readFile(const fs::path& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::size_t entriesIn(const fs::path& folder)
{
    return static_cast<std::size_t>(
        std::distance(fs::directory_iterator(folder), fs::directory_iterator()));
}

// Lowers the file-size limit for the scope, so writes fail with EFBIG even for root
// (permissions do not stop root; this limit does).
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &saved_);
        previousHandler_ = std::signal(SIGXFSZ, SIG_IGN);
        rlimit lowered = saved_;
        lowered.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &lowered);
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &saved_);
        std::signal(SIGXFSZ, previousHandler_);
    }

private:
    rlimit saved_{};
    void (*previousHandler_)(int) = nullptr;
};

} // namespace

TEST(outputAtomicFile, CreatesAndReplaces)
{
    const fs::path folder = freshFolder("replace");
    const fs::path target = folder / "out.csv";
    ASSERT_EQ(writeFileAtomically(target, "first\n"), std::nullopt);
    EXPECT_EQ(readFile(target), "first\n");
    ASSERT_EQ(writeFileAtomically(target, "second\n"), std::nullopt);
    EXPECT_EQ(readFile(target), "second\n");
    ASSERT_EQ(writeFileAtomically(target, ""), std::nullopt);
    EXPECT_EQ(readFile(target), "");
    EXPECT_EQ(entriesIn(folder), 1u);
    fs::remove_all(folder);
}

TEST(outputAtomicFile, KeepsThePermissionsOfTheReplacedFile)
{
    const fs::path folder = freshFolder("mode");
    const fs::path target = folder / "out.csv";
    std::ofstream(target) << "old";
    fs::permissions(target, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
    ASSERT_EQ(writeFileAtomically(target, "new"), std::nullopt);
    EXPECT_EQ(fs::status(target).permissions(),
              fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
    fs::remove_all(folder);
}

TEST(outputAtomicFile, ParentThatIsAFileFails)
{
    const fs::path folder = freshFolder("parent_file");
    const fs::path blocker = folder / "plain";
    std::ofstream(blocker) << "keep";
    const auto error = writeFileAtomically(blocker / "out.csv", "data");
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find("plain/out.csv"), std::string::npos) << *error;
    EXPECT_EQ(readFile(blocker), "keep");
    EXPECT_EQ(entriesIn(folder), 1u);
    fs::remove_all(folder);
}

TEST(outputAtomicFile, FailedRenameLeavesNoTemporary)
{
    const fs::path folder = freshFolder("rename");
    const fs::path target = folder / "occupied";
    fs::create_directories(target / "child"); // a non-empty folder cannot be replaced
    const auto error = writeFileAtomically(target, "data");
    ASSERT_TRUE(error.has_value());
    EXPECT_TRUE(fs::is_directory(target / "child"));
    EXPECT_EQ(entriesIn(folder), 1u);
    fs::remove_all(folder);
}

TEST(outputAtomicFile, FailedWriteKeepsTheOldFile)
{
    const fs::path folder = freshFolder("short_write");
    const fs::path target = folder / "dataset.scalescope.json";
    std::ofstream(target) << "old contents";
    std::optional<std::string> error;
    {
        const FileSizeLimit limit(1024);
        error = writeFileAtomically(target, std::string(64 * 1024, 'x'));
    }
    ASSERT_TRUE(error.has_value());
    EXPECT_NE(error->find("cannot write"), std::string::npos) << *error;
    EXPECT_EQ(readFile(target), "old contents");
    EXPECT_EQ(entriesIn(folder), 1u);
    fs::remove_all(folder);
}

TEST(outputAtomicFile, EmptyNameFails)
{
    EXPECT_TRUE(writeFileAtomically("", "x").has_value());
}
