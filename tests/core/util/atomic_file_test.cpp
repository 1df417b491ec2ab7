#include "core/util/atomic_file.h"
#include "core/util/temporary_files.h"
#include "tests/support/unique_temp_dir.h"

#include <csignal>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <iterator>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using scalescope::util::writeFileAtomically;
namespace fs = std::filesystem;

namespace {

fs::path freshFolder(const std::string& name)
{
    // One unique directory per test process (removed at exit), so that concurrent runs of
    // the suite, in this build tree or another, never share a folder.
    static const scalescope::fixtures::UniqueTempDir root("scalescope_atomic");
    return root.freshFolder(name);
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

// Issue 28: only regular files are written; links are followed to a regular file.
TEST(outputAtomicFile, RefusesWhatIsNotARegularFile)
{
    const fs::path folder = freshFolder("not_regular");
    const fs::path fifo = folder / "pipe";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0644), 0);
    auto error = writeFileAtomically(fifo, "x");
    ASSERT_TRUE(error);
    EXPECT_EQ(*error, "cannot write " + fifo.string() +
                          ": it is a FIFO (named pipe), not a regular file; nothing was written");
    EXPECT_TRUE(fs::is_fifo(fs::symlink_status(fifo)));

    error = writeFileAtomically(folder, "x");
    ASSERT_TRUE(error);
    EXPECT_NE(error->find("is a folder, not a regular file"), std::string::npos) << *error;

    const fs::path toDevice = folder / "null";
    fs::create_symlink("/dev/null", toDevice);
    error = writeFileAtomically(toDevice, "x");
    ASSERT_TRUE(error);
    EXPECT_NE(error->find("is a symbolic link to /dev/null, which is a device"), std::string::npos)
        << *error;
    EXPECT_TRUE(fs::is_character_file("/dev/null"));

    const fs::path dangling = folder / "dangling";
    fs::create_symlink(folder / "nowhere", dangling);
    error = writeFileAtomically(dangling, "x");
    ASSERT_TRUE(error);
    EXPECT_NE(error->find("is a symbolic link to a file that does not exist"), std::string::npos)
        << *error;
    EXPECT_FALSE(fs::exists(folder / "nowhere"));
    EXPECT_EQ(entriesIn(folder), 3u); // pipe, null, dangling: no temporary left
}

TEST(outputAtomicFile, FollowsALinkAndReplacesItsTargetInItsOwnFolder)
{
    const fs::path folder = freshFolder("link");
    fs::create_directory(folder / "real");
    const fs::path target = folder / "real" / "out.csv";
    std::ofstream(target) << "old";
    fs::create_symlink("real/out.csv", folder / "out.csv");
    ASSERT_FALSE(writeFileAtomically(folder / "out.csv", "new"));
    EXPECT_TRUE(fs::is_symlink(folder / "out.csv"));
    EXPECT_EQ(readFile(target), "new");
    EXPECT_EQ(entriesIn(folder / "real"), 1u);
}

TEST(outputAtomicFile, TemporaryNamesAreTiedToTheTargetAndTheWriter)
{
    using scalescope::util::temporaryOwnerPid;
    using scalescope::util::temporaryPathFor;
    const fs::path temporary = temporaryPathFor("/data/out.csv");
    EXPECT_EQ(temporary.parent_path(), "/data");
    EXPECT_TRUE(temporary.filename().string().starts_with(".out.csv.tmp-" +
                                                          std::to_string(::getpid()) + "-"));
    EXPECT_EQ(temporaryOwnerPid(temporary.filename().string(), "out.csv"), ::getpid());
    EXPECT_EQ(temporaryOwnerPid(".out.csv.tmp-12-3", "out.csv"), 12);
    EXPECT_EQ(temporaryOwnerPid("out.csv.tmp-12-3", "out.csv"), 12); // the older spelling
    for (const char* other :
         {".out.csv.tmp-12-3x", ".out.csv.tmp-12", ".out.csv.tmp--3", ".out.csvx.tmp-12-3",
          "out.csv", ".out.csv.tmp-a-3", ".in.csv.tmp-12-3"})
        EXPECT_EQ(temporaryOwnerPid(other, "out.csv"), std::nullopt) << other;
}

TEST(outputAtomicFile, SigtermRemovesTheTemporaryBeingWritten)
{
    const fs::path folder = freshFolder("signal");
    const fs::path temporary = folder / ".out.csv.tmp-1-0";
    for (const int signalNumber : {SIGTERM, SIGINT}) {
        std::ofstream(temporary) << "partial";
        const pid_t child = ::fork();
        if (child == 0) {
            const scalescope::util::TemporaryFileRegistration registration(temporary);
            ::raise(signalNumber);
            ::_exit(0); // not reached: the handler ends the process with the signal
        }
        int status = 0;
        ASSERT_EQ(::waitpid(child, &status, 0), child);
        EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == signalNumber) << status;
        EXPECT_FALSE(fs::exists(temporary));
    }
}
