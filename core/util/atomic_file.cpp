#include "core/util/atomic_file.h"

#include "core/util/temporary_files.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
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

std::string notRegular(mode_t mode)
{
    if (S_ISDIR(mode))
        return "is a folder, not a regular file";
    if (S_ISFIFO(mode))
        return "is a FIFO (named pipe), not a regular file";
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return "is a device, not a regular file";
    if (S_ISSOCK(mode))
        return "is a socket, not a regular file";
    return "is not a regular file";
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

OutputTarget resolveOutputTarget(const std::filesystem::path& target)
{
    OutputTarget resolved;
    resolved.path = target;
    if (target.empty()) {
        resolved.error = "is an empty name";
        return resolved;
    }
    struct stat link
    {
    };
    if (::lstat(target.c_str(), &link) != 0)
        return resolved; // a new file; if its folder is missing or unwritable, the write says so
                         // (an I/O error)
    if (S_ISLNK(link.st_mode)) {
        char real[PATH_MAX];
        if (::realpath(target.c_str(), real) == nullptr) {
            resolved.error =
                errno == ENOENT  ? std::string("is a symbolic link to a file that does not exist")
                : errno == ELOOP ? std::string("is a loop of symbolic links")
                                 : std::string("is a symbolic link that cannot be followed: ") +
                                       std::strerror(errno);
            return resolved;
        }
        resolved.path = real;
        struct stat followed
        {
        };
        if (::stat(real, &followed) != 0) {
            resolved.error =
                std::string("is a symbolic link that cannot be followed: ") + std::strerror(errno);
            return resolved;
        }
        if (!S_ISREG(followed.st_mode)) {
            resolved.error = "is a symbolic link to " + std::string(real) + ", which " +
                             notRegular(followed.st_mode);
            return resolved;
        }
        resolved.exists = true;
        return resolved;
    }
    if (!S_ISREG(link.st_mode)) {
        resolved.error = notRegular(link.st_mode);
        return resolved;
    }
    resolved.exists = true;
    return resolved;
}

std::optional<std::string> writeFileAtomically(const std::filesystem::path& target,
                                               std::string_view contents)
{
    if (target.empty())
        return std::string("cannot write a file with an empty name");
    const OutputTarget resolved = resolveOutputTarget(target);
    if (!resolved.error.empty())
        return "cannot write " + target.string() + ": it " + resolved.error +
               "; nothing was written";
    const std::filesystem::path& destination = resolved.path;
    removeStaleTemporaries(destination);

    // Keep the permissions of the file being replaced; new files get 0644 less umask.
    mode_t mode = 0644;
    struct stat existing
    {
    };
    const bool replacing =
        resolved.exists && ::stat(destination.c_str(), &existing) == 0 && S_ISREG(existing.st_mode);
    if (replacing)
        mode = existing.st_mode & 07777;

    const std::filesystem::path temporary = temporaryPathFor(destination);
    const TemporaryFileRegistration removedOnSignal(temporary);
    const int fd =
        ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode);
    if (fd < 0)
        return describe("create a temporary file beside", destination, errno);

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
    if (failure.empty() && ::rename(temporary.c_str(), destination.c_str()) != 0)
        failure = describe("replace", destination, errno);

    if (!failure.empty()) {
        ::unlink(temporary.c_str());
        return failure;
    }
    syncFolderOf(destination);
    return std::nullopt;
}

} // namespace scalescope::util
