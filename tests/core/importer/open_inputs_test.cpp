// openInputs: what the window and the command line both open (saved datasets and round
// folders in any mix), on the fixture round in tests/data/rounds (see its README).
#include "core/dataset/dataset_io.h"
#include "core/importer/open_inputs.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>

using namespace scalescope;
namespace fs = std::filesystem;

namespace {

const std::string kRoot = std::string(SCALESCOPE_FIXTURE_ROUNDS) + "/acme/training_results_v4.1";

class OpenInputs : public ::testing::Test
{
  protected:
    void SetUp() override
    {
        folder_ = fs::temp_directory_path() /
                  ("scalescope-open-inputs-" +
                   std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
                   ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(folder_);
        fs::create_directories(folder_);
    }
    void TearDown() override { fs::remove_all(folder_); }

    // The fixture round imported and saved, with the report of that import.
    fs::path savedFixture(const std::string& name)
    {
        const ImportResult imported = importPaths({kRoot});
        EXPECT_TRUE(imported.ok()) << imported.error;
        const fs::path file = folder_ / name;
        const auto error = saveDatasetFile(imported.dataset, file, &imported.report);
        EXPECT_FALSE(error) << *error;
        return file;
    }

    fs::path folder_;
};

} // namespace

TEST_F(OpenInputs, FoldersAloneAreImportedAsImportPathsDoes)
{
    const ImportResult opened = openInputs({kRoot});
    const ImportResult imported = importPaths({kRoot});
    ASSERT_TRUE(opened.ok()) << opened.error;
    ASSERT_EQ(opened.dataset.rounds.size(), 1u);
    EXPECT_EQ(opened.dataset.rounds[0].systems.size(), 2u); // acme_n1, acme_n2
    EXPECT_EQ(opened.report.filesRead, imported.report.filesRead);
    EXPECT_EQ(opened.report.items.size(), imported.report.items.size());
}

TEST_F(OpenInputs, ALoneDatasetFileBringsTheReportItWasSavedWith)
{
    const fs::path file = savedFixture("fixture.scalescope.json");
    const ImportResult opened = openInputs({file});
    ASSERT_TRUE(opened.ok()) << opened.error;
    ASSERT_EQ(opened.dataset.rounds.size(), 1u);
    EXPECT_EQ(opened.dataset.rounds[0].systems.size(), 2u);
    EXPECT_EQ(opened.report.filesRead, importPaths({kRoot}).report.filesRead);
    EXPECT_GT(opened.report.filesRead, 0u);
}

TEST_F(OpenInputs, ADatasetFileAndAFolderTogetherMarkWhatOneRepublishes)
{
    const fs::path file = savedFixture("fixture.scalescope.json");
    const ImportResult opened = openInputs({file, kRoot});
    ASSERT_TRUE(opened.ok()) << opened.error;
    // The saved round first, then the imported one: the same logs, so each scored entry of
    // the imported copy (acme_n1 and acme_n2, ssd) republishes the saved one.
    ASSERT_EQ(opened.dataset.rounds.size(), 2u);
    std::size_t markedInSaved = 0;
    std::size_t markedInImported = 0;
    for (const auto& system : opened.dataset.rounds[0].systems)
        for (const auto& result : system.benchmarks)
            markedInSaved += result.republishedFrom ? 1 : 0;
    for (const auto& system : opened.dataset.rounds[1].systems)
        for (const auto& result : system.benchmarks)
            markedInImported += result.republishedFrom ? 1 : 0;
    EXPECT_EQ(markedInSaved, 0u);
    EXPECT_EQ(markedInImported, 2u);
    EXPECT_EQ(opened.report.republished, 2u);
    std::size_t provenanceItems = 0;
    for (const auto& item : opened.report.items)
        provenanceItems += item.text.id.starts_with("provenance.report") ? 1 : 0;
    EXPECT_EQ(provenanceItems, 1u);
}

TEST_F(OpenInputs, AnUnreadableDatasetFileIsTheErrorAndNothingIsImported)
{
    const fs::path file = folder_ / "broken.scalescope.json";
    std::ofstream(file) << "{ not json";
    const ImportResult opened = openInputs({file, kRoot});
    EXPECT_FALSE(opened.ok());
    EXPECT_NE(opened.error.find("broken.scalescope.json"), std::string::npos) << opened.error;
    EXPECT_TRUE(opened.dataset.rounds.empty());
}
