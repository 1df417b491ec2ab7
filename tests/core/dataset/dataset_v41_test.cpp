// The real v4.1 round through the dataset file: import, save, load back bit for bit,
// and summarize the saved file with the CLI into the official CSV.
#include "core/dataset/dataset_io.h"
#include "core/importer/importer.h"
#include "tests/core/dataset/dataset_compare.h"
#include "tests/support/run_process.h"
#include "tests/support/test_data.h"
#include "tests/support/unique_temp_dir.h"

#include <filesystem>
#include <gtest/gtest.h>

using namespace scalescope;
namespace fs = std::filesystem;

TEST(outputDatasetV41, SavedRoundLoadsBackAndSummarizesOfficially)
{
    SCALESCOPE_NEEDS_V41_ROUND();
    SCALESCOPE_NEEDS_OFFICIAL_OUTPUT();
    const ImportResult imported = importPaths({SCALESCOPE_V41_ROOT});
    ASSERT_TRUE(imported.ok()) << imported.error;
    ASSERT_EQ(imported.dataset.rounds.size(), 1u);
    ASSERT_EQ(imported.dataset.rounds[0].systems.size(), 83u);

    const fixtures::UniqueTempDir folder("scalescope_output_v41");
    const fs::path file = folder / "v41.scalescope.json";
    ASSERT_EQ(saveDatasetFile(imported.dataset, file), std::nullopt);

    const LoadResult loaded = loadDatasetFile(file);
    ASSERT_TRUE(loaded.ok()) << loaded.error;
    fixtures::expectSameDataset(imported.dataset, loaded.dataset);

    const auto result =
        fixtures::runScalescope({"summarize", file.string(), "--format", "official-csv"});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(result.out,
              fixtures::readWhole(SCALESCOPE_EXPECTED_DIR "/training_v4.1_official_summary.csv"));
}
