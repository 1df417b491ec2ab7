#include "tests/core/importer/hostile_test_support.h"

#include <fstream>
#include <gtest/gtest.h>
#include <random>
#include <sstream>

namespace fs = std::filesystem;

namespace scalescope::testing {

ScratchRound::ScratchRound()
{
    std::random_device random;
    // tmpfs when there is one: removing the 10^4 folders of one case takes ~30 s on ext4.
    std::error_code ec;
    const fs::path base =
        fs::is_directory("/dev/shm", ec) ? fs::path("/dev/shm") : fs::temp_directory_path();
    folder_ = base / ("scalescope_hostile_" + std::to_string(random()));
    root_ = folder_ / "training_results_v4.1";
    fs::create_directories(folder_);
    fs::copy(std::string(SCALESCOPE_FIXTURE_ROUNDS) + "/acme/training_results_v4.1", root_,
             fs::copy_options::recursive);
}

ScratchRound::~ScratchRound()
{
    std::error_code ec;
    fs::remove_all(folder_, ec);
}

void ScratchRound::write(const std::string& relative, const std::string& bytes) const
{
    fs::create_directories(path(relative).parent_path());
    std::ofstream out(path(relative), std::ios::binary | std::ios::trunc);
    out << bytes;
}

void ScratchRound::copyHostile(const std::string& corpusFile, const std::string& relative) const
{
    write(relative, hostileFile(corpusFile));
}

std::string hostileFile(const std::string& name)
{
    std::ifstream in(std::string(SCALESCOPE_TEST_DATA) + "/hostile/" + name, std::ios::binary);
    EXPECT_TRUE(in.good()) << name;
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

std::string messagesAt(const ImportResult& result, const std::string& pathTail)
{
    std::string text;
    for (const auto& item : result.report.items) {
        const bool matches =
            item.path.size() >= pathTail.size() &&
            item.path.compare(item.path.size() - pathTail.size(), pathTail.size(), pathTail) == 0;
        if (matches)
            text += item.path + ":" + std::to_string(item.line) + ": " + item.message + "\n";
    }
    return text;
}

bool reportHasExactly(const ImportResult& result, const std::string& pathTail,
                      const std::string& message)
{
    for (const auto& item : result.report.items) {
        const bool matches =
            item.path.size() >= pathTail.size() &&
            item.path.compare(item.path.size() - pathTail.size(), pathTail.size(), pathTail) == 0;
        if (matches && item.message == message)
            return true;
    }
    return false;
}

const SystemEntry* findSystem(const ImportResult& result, const std::string& id)
{
    for (const auto& round : result.dataset.rounds)
        for (const auto& entry : round.systems)
            if (entry.systemId == id)
                return &entry;
    return nullptr;
}

void expectUntouchedSystemScored(const ImportResult& result)
{
    const SystemEntry* two = findSystem(result, "acme_n2");
    ASSERT_NE(two, nullptr) << "the rest of the import did not survive";
    ASSERT_EQ(two->benchmarks.size(), 1u);
    ASSERT_TRUE(two->benchmarks[0].scoreMinutes);
    EXPECT_EQ(*two->benchmarks[0].scoreMinutes, (0.55 + 0.6 + 0.65) / 3);
}

} // namespace scalescope::testing
