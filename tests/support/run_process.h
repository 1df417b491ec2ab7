#pragma once
// Runs the built scalescope binary with arguments (no shell, so no quoting trouble) and
// captures its exit status, standard output and standard error.

#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <grp.h>
#include <iterator>
#include <optional>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace scalescope::fixtures {

struct ProcessResult
{
    int exitCode = -1; // -1: did not exit normally
    std::string out;
    std::string err;
};

inline std::string readWhole(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// asUser: run as that user and group id (the caller must be root), for tests of
// permissions that root would pass.
inline ProcessResult runScalescope(const std::vector<std::string>& args,
                                   std::optional<uid_t> asUser = {})
{
    static int serial = 0;
    const auto base =
        std::filesystem::temp_directory_path() /
        ("scalescope_cli_" + std::to_string(::getpid()) + "_" + std::to_string(serial++));
    const std::string outPath = base.string() + ".out";
    const std::string errPath = base.string() + ".err";

    std::vector<std::string> argv = {SCALESCOPE_BINARY};
    argv.insert(argv.end(), args.begin(), args.end());
    std::vector<char*> pointers;
    for (auto& arg : argv)
        pointers.push_back(arg.data());
    pointers.push_back(nullptr);

    const pid_t child = ::fork();
    if (child == 0) {
        const int out = ::open(outPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        const int err = ::open(errPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        ::dup2(out, STDOUT_FILENO);
        ::dup2(err, STDERR_FILENO);
        ::unsetenv("DISPLAY"); // headless commands must not need one
        ::unsetenv("WAYLAND_DISPLAY");
        if (asUser &&
            (::setgroups(0, nullptr) != 0 || ::setgid(*asUser) != 0 || ::setuid(*asUser) != 0))
            ::_exit(126);
        ::execv(pointers[0], pointers.data());
        ::_exit(127);
    }
    ProcessResult result;
    int status = 0;
    if (child > 0 && ::waitpid(child, &status, 0) == child && WIFEXITED(status))
        result.exitCode = WEXITSTATUS(status);
    result.out = readWhole(outPath);
    result.err = readWhole(errPath);
    std::filesystem::remove(outPath);
    std::filesystem::remove(errPath);
    return result;
}

} // namespace scalescope::fixtures
