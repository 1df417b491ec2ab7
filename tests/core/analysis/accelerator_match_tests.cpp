// What a person types for --accelerator, resolved against the accelerators present.
#include "core/analysis/accelerator_match.h"

#include <gtest/gtest.h>

namespace scalescope::analysis {
namespace {

// The closed ssd accelerators of v4.1, as submitters spelled them.
const std::vector<std::string> kSsdV41 = {"NVIDIA H200-SXM5-141GB", "NVIDIA H100-SXM5-80GB",
                                          "H100 NVL Tensor Core GPU (PCIe)",
                                          "NVIDIA Blackwell GPU (B200-SXM-180GB)"};

TEST(analysisAcceleratorMatch, SubstringOfOneModelSelectsIt)
{
    const auto match = matchAccelerator("h200", kSsdV41);
    ASSERT_EQ(match.kind, AcceleratorMatch::Kind::Unique);
    EXPECT_EQ(match.name, "NVIDIA H200-SXM5-141GB");
}

TEST(analysisAcceleratorMatch, AliasOfAModelSelectsItsPresentSpelling)
{
    // "NVIDIA B200" is a catalog alias of NVIDIA B200-SXM-180GB, spelled differently here.
    const auto match = matchAccelerator("NVIDIA B200", kSsdV41);
    ASSERT_EQ(match.kind, AcceleratorMatch::Kind::Unique);
    EXPECT_EQ(match.name, "NVIDIA Blackwell GPU (B200-SXM-180GB)");
}

TEST(analysisAcceleratorMatch, SpacesDashesAndCaseAreIgnored)
{
    const auto match = matchAccelerator("nvidia h100 sxm5 80gb", kSsdV41);
    ASSERT_EQ(match.kind, AcceleratorMatch::Kind::Unique);
    EXPECT_EQ(match.name, "NVIDIA H100-SXM5-80GB");
}

TEST(analysisAcceleratorMatch, SharedSubstringIsAmbiguousAndListsTheCandidates)
{
    const auto match = matchAccelerator("H100", kSsdV41);
    ASSERT_EQ(match.kind, AcceleratorMatch::Kind::Ambiguous);
    EXPECT_EQ(match.candidates, (std::vector<std::string>{"H100 NVL Tensor Core GPU (PCIe)",
                                                          "NVIDIA H100-SXM5-80GB"}));
    EXPECT_EQ(describeMismatch("H100", match, kSsdV41),
              "accelerator 'H100' is ambiguous: it matches H100 NVL Tensor Core GPU (PCIe), "
              "NVIDIA H100-SXM5-80GB; name one of them");
}

TEST(analysisAcceleratorMatch, CanonicalNameOfOneModelIsNotAmbiguous)
{
    // Exactly one model is named, even though "H100" would also match the NVL part.
    const auto match = matchAccelerator("NVIDIA H100 NVL", kSsdV41);
    ASSERT_EQ(match.kind, AcceleratorMatch::Kind::Unique);
    EXPECT_EQ(match.name, "H100 NVL Tensor Core GPU (PCIe)");
}

TEST(analysisAcceleratorMatch, NothingMatchingListsWhatIsPresent)
{
    const auto match = matchAccelerator("TPU", kSsdV41);
    EXPECT_EQ(match.kind, AcceleratorMatch::Kind::None);
    EXPECT_EQ(describeMismatch("TPU", match, kSsdV41),
              "no accelerator 'TPU' (present: H100 NVL Tensor Core GPU (PCIe), NVIDIA "
              "Blackwell GPU (B200-SXM-180GB), NVIDIA H100-SXM5-80GB, NVIDIA H200-SXM5-141GB)");
}

TEST(analysisAcceleratorMatch, EmptyOrPunctuationOnlyQueryMatchesNothing)
{
    EXPECT_EQ(matchAccelerator("", kSsdV41).kind, AcceleratorMatch::Kind::None);
    EXPECT_EQ(matchAccelerator(" - ", kSsdV41).kind, AcceleratorMatch::Kind::None);
}

} // namespace
} // namespace scalescope::analysis
