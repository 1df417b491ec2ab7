#pragma once
// A fresh directory for one test process, removed with everything in it when the object
// goes. ctest runs every test case as its own process, in parallel under -j, so a fixed
// name in the temporary directory is shared by concurrent processes: one test's cleanup
// then deletes another's files (the cliV41Round flake). mkdtemp makes the name unique.

#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <system_error>

namespace scalescope::fixtures {

class UniqueTempDir
{
  public:
    explicit UniqueTempDir(const std::string& prefix = "scalescope_test")
    {
        std::string pattern =
            (std::filesystem::temp_directory_path() / (prefix + "_XXXXXX")).string();
        if (::mkdtemp(pattern.data()) == nullptr)
            throw std::runtime_error("cannot create a temporary directory from " + pattern);
        path_ = pattern;
    }
    ~UniqueTempDir()
    {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    UniqueTempDir(const UniqueTempDir&) = delete;
    UniqueTempDir& operator=(const UniqueTempDir&) = delete;

    const std::filesystem::path& path() const { return path_; }
    std::filesystem::path operator/(const std::string& name) const { return path_ / name; }
    // An empty folder `name` inside, emptied again if an earlier test left it behind.
    std::filesystem::path freshFolder(const std::string& name) const
    {
        const std::filesystem::path folder = path_ / name;
        std::filesystem::remove_all(folder);
        std::filesystem::create_directories(folder);
        return folder;
    }

  private:
    std::filesystem::path path_;
};

#ifdef SCALESCOPE_FIXTURE_ROUNDS
// A copy of a staged fixture round (tests/CMakeLists.txt) inside `folder`, so that a test
// that goes wrong cannot harm the source tree; returns the copy's round folder.
inline std::filesystem::path
copyOfFixtureRound(const std::filesystem::path& folder, const std::string& fixture,
                   const std::string& roundName = "training_results_v4.1")
{
    const std::filesystem::path round = folder / roundName;
    std::filesystem::copy(std::filesystem::path(SCALESCOPE_FIXTURE_ROUNDS) / fixture / roundName,
                          round, std::filesystem::copy_options::recursive);
    return round;
}
#endif

} // namespace scalescope::fixtures
