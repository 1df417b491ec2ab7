#include "core/util/output_target.h"

#include "core/util/atomic_file.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>

namespace scalescope::util {

namespace fs = std::filesystem;

namespace {

// Names the importer reads inside a round folder (see core/importer/round_layout.cpp).
bool isReadByImport(const fs::path& file)
{
    const std::string name = file.filename().string();
    const bool text = name.ends_with(".txt");
    if (text &&
        (name.starts_with("result_") || name.starts_with("node_") || name.starts_with("sw_")))
        return true;
    if (name == "scaling.json" || name == "privateid.json")
        return true;
    return name.ends_with(".json") && file.parent_path().filename() == "systems";
}

bool isInside(const fs::path& file, const fs::path& folder)
{
    auto f = file.begin();
    for (auto d = folder.begin(); d != folder.end(); ++d, ++f) {
        if (d->empty() && std::next(d) == folder.end())
            break; // trailing separator
        if (f == file.end() || *f != *d)
            return false;
    }
    return true;
}

} // namespace

std::optional<std::string> checkOutputTarget(std::string_view option, const std::string& path,
                                             const std::vector<std::string>& inputs)
{
    if (path == kStandardStreamName)
        return std::nullopt;
    const std::string named = std::string(option) + " " + path;
    const OutputTarget target = resolveOutputTarget(path);
    if (!target.error.empty()) {
        std::string message = named;
        message += " " + target.error + "; nothing was written";
        // /dev/stdout is a link to the terminal or a pipe: the way to say it is '-'.
        if (target.error.find("a device") != std::string::npos ||
            target.error.find("a FIFO") != std::string::npos)
            message += " (use - for standard output)";
        return message;
    }
    if (!target.exists)
        return std::nullopt;
    struct stat output
    {
    };
    if (::stat(target.path.c_str(), &output) != 0)
        return std::nullopt; // gone since: the write will say what happens
    std::error_code error;
    const fs::path canonicalOutput = fs::weakly_canonical(target.path, error);
    for (const auto& input : inputs) {
        if (input == kStandardStreamName)
            continue;
        struct stat in
        {
        };
        if (::stat(input.c_str(), &in) != 0)
            continue;
        if (in.st_dev == output.st_dev && in.st_ino == output.st_ino) {
            std::string message = named;
            message += " is the input " + input;
            message += "; writing it would destroy the input, so nothing was written";
            return message;
        }
        if (S_ISDIR(in.st_mode) && !error && isReadByImport(canonicalOutput)) {
            std::error_code inputError;
            const fs::path folder = fs::canonical(input, inputError);
            if (!inputError && isInside(canonicalOutput, folder)) {
                std::string message = named;
                message += " is a file the import reads inside the input folder " + input;
                message += "; writing it would destroy the input, so nothing was written";
                return message;
            }
        }
    }
    return std::nullopt;
}

bool sameOutput(const std::string& a, const std::string& b)
{
    if (a == kStandardStreamName || b == kStandardStreamName)
        return a == b;
    const fs::path first = resolveOutputTarget(a).path;
    const fs::path second = resolveOutputTarget(b).path;
    std::error_code error;
    if (fs::equivalent(first, second, error))
        return true;
    return fs::weakly_canonical(first, error) == fs::weakly_canonical(second, error);
}

std::optional<std::string> writeOutput(const std::string& path, std::string_view contents)
{
    if (path != kStandardStreamName)
        return writeFileAtomically(path, contents);
    while (!contents.empty()) {
        const ssize_t written = ::write(STDOUT_FILENO, contents.data(), contents.size());
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return std::string("cannot write to standard output: ") + std::strerror(errno);
        }
        contents.remove_prefix(static_cast<std::size_t>(written));
    }
    return std::nullopt;
}

} // namespace scalescope::util
