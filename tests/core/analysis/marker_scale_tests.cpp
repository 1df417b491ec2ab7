// Where the break-even marker may stand (core/analysis/marker_scale.h): the measured N of
// the worked example (8, 16, 32, 64) and a continuous log2 scale over them.
#include "core/analysis/marker_scale.h"

#include <cmath>
#include <gtest/gtest.h>

namespace scalescope::analysis {
namespace {

const std::vector<double> kMeasured{8, 16, 32, 64};

TEST(markerScale, SnapsToTheMeasuredNNearestInLog2N)
{
    // log2 11 = 3.46 is nearer 3 (N = 8), log2 12 = 3.58 nearer 4 (N = 16).
    EXPECT_EQ(nearestMeasuredN(kMeasured, 11), 8.0);
    EXPECT_EQ(nearestMeasuredN(kMeasured, 12), 16.0);
    // 45 is nearer 32 either way (log2 45 = 5.49); 46 is nearer 32 in N (14 against 18)
    // but nearer 64 in log2 N (5.52).
    EXPECT_EQ(nearestMeasuredN(kMeasured, 45), 32.0);
    EXPECT_EQ(nearestMeasuredN(kMeasured, 46), 64.0);
    EXPECT_EQ(nearestMeasuredIndex(kMeasured, 46), std::optional<std::size_t>(3));
    EXPECT_EQ(nearestMeasuredN(kMeasured, 16), 16.0);
    EXPECT_EQ(nearestMeasuredN(kMeasured, 1000), 64.0);
}

TEST(markerScale, TiesGoToTheSmallerNAndNoNToTheSmallest)
{
    // N = 2 is one step of log2 N from both 1 and 4.
    EXPECT_EQ(nearestMeasuredIndex({1, 4}, 2), std::optional<std::size_t>(0));
    EXPECT_EQ(nearestMeasuredN(kMeasured, 0), 8.0);
    EXPECT_EQ(nearestMeasuredN(kMeasured, -5), 8.0);
    EXPECT_EQ(nearestMeasuredIndex({}, 16), std::nullopt);
    EXPECT_EQ(nearestMeasuredN({}, 16), 0.0);
}

TEST(markerScale, AContinuousScaleIsEvenInLog2N)
{
    EXPECT_DOUBLE_EQ(nAtLog2Step(8, 64, 0, 1000), 8.0);
    EXPECT_DOUBLE_EQ(nAtLog2Step(8, 64, 1000, 1000), 64.0);
    // Halfway from 2^3 to 2^6: 2^4.5 = 16 sqrt 2.
    EXPECT_DOUBLE_EQ(nAtLog2Step(8, 64, 500, 1000), 16 * std::sqrt(2.0));
    EXPECT_EQ(log2StepOf(16 * std::sqrt(2.0), 8, 64, 1000), 500);
    EXPECT_EQ(log2StepOf(16, 8, 64, 1000), 333); // a third of the way, rounded
    EXPECT_EQ(log2StepOf(64, 8, 64, 1000), 1000);
    EXPECT_EQ(log2StepOf(0, 8, 64, 1000), 0);
    EXPECT_EQ(log2StepOf(12, 8, 8, 1000), 0); // no range: the first step
}

} // namespace
} // namespace scalescope::analysis
