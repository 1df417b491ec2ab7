#include "core/util/atomic_file.h"

#include <atomic>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace scalescope::util {

namespace {

std::string describe(const std::string& what, const std::filesystem::path& path, int error)
{
    return "cannot " + what + " " + path.string() + ": " + std::strerror(error);
}

// Unique per process and call, so concurrent saves of one target do not collide.
std::filesystem::path temporaryPathFor(const std::filesystem::path& target)
{
    static std::atomic<unsigned> counter{0};
    std::filesystem::path temporary = target;
    temporary += ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(counter++);
    return temporary;
}

bool writeAll(int fd, std::string_view contents, int& error)
{
    while (!contents.empty()) {
        const ssize_t written = ::write(fd, contents.data(), contents.size());
        if (written < 0) {
            if (errno == EINTR)
                continue;
            error = errno;
            return false;
        }
        contents.remove_prefix(static_cast<std::size_t>(written));
    }
    return true;
}

// The rename is durable only once the folder's entry is on disk too. Failing here does
// not undo the save, so it is not reported.
void syncFolderOf(const std::filesystem::path& target)
{
    std::filesystem::path folder = target.parent_path();
    if (folder.empty())
        folder = ".";
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

} // namespace

std::optional<std::string> writeFileAtomically(const std::filesystem::path& target,
                                               std::string_view contents)
{
    if (target.empty())
        return std::string("cannot write a file with an empty name");

    // Keep the permissions of the file being replaced; new files get 0644 less umask.
    mode_t mode = 0644;
    struct stat existing{};
    const bool replacing = ::stat(target.c_str(), &existing) == 0 && S_ISREG(existing.st_mode);
    if (replacing)
        mode = existing.st_mode & 07777;

    const std::filesystem::path temporary = temporaryPathFor(target);
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
    if (fd < 0)
        return describe("create a temporary file beside", target, errno);

    int error = 0;
    std::string failure;
    if (replacing && ::fchmod(fd, mode) != 0) // open() applied the umask
        failure = describe("set the permissions of", temporary, errno);
    else if (!writeAll(fd, contents, error))
        failure = describe("write", temporary, error);
    else if (::fsync(fd) != 0)
        failure = describe("flush", temporary, errno);
    if (::close(fd) != 0 && failure.empty())
        failure = describe("close", temporary, errno);
    if (failure.empty() && ::rename(temporary.c_str(), target.c_str()) != 0)
        failure = describe("replace", target, errno);

    if (!failure.empty()) {
        ::unlink(temporary.c_str());
        return failure;
    }
    syncFolderOf(target);
    return std::nullopt;
}

} // namespace scalescope::util
