#pragma once
// Field-by-field, bit-exact comparison of two datasets, with gtest messages that say
// which round, system, benchmark and run differ.

#include "core/dataset/dataset.h"

#include <cstring>
#include <gtest/gtest.h>
#include <string>

namespace scalescope::fixtures {

// Bit-exact: 0.0 and -0.0 differ, NaN equals NaN with the same bits.
inline bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

inline bool sameBits(const std::optional<double>& a, const std::optional<double>& b)
{
    return a.has_value() == b.has_value() && (!a || sameBits(*a, *b));
}

inline void expectSame(const RunFigure& a, const RunFigure& b, const std::string& where)
{
    EXPECT_EQ(a.file, b.file) << where;
    EXPECT_TRUE(sameBits(a.minutes, b.minutes)) << where;
    EXPECT_EQ(a.status, b.status) << where;
    EXPECT_EQ(a.reason, b.reason) << where;
    EXPECT_TRUE(sameBits(a.energyJoules, b.energyJoules)) << where;
}

inline void expectSame(const BenchmarkResult& a, const BenchmarkResult& b, const std::string& where)
{
    EXPECT_EQ(a.benchmark, b.benchmark) << where;
    EXPECT_EQ(a.folder, b.folder) << where;
    EXPECT_TRUE(sameBits(a.scoreMinutes, b.scoreMinutes)) << where;
    EXPECT_TRUE(sameBits(a.rawMinutes, b.rawMinutes)) << where;
    EXPECT_TRUE(sameBits(a.scalingFactor, b.scalingFactor)) << where;
    EXPECT_TRUE(sameBits(a.energyJoules, b.energyJoules)) << where;
    EXPECT_EQ(a.runsTotal, b.runsTotal) << where;
    EXPECT_EQ(a.runsCounted, b.runsCounted) << where;
    EXPECT_EQ(a.unscoredReason, b.unscoredReason) << where;
    ASSERT_EQ(a.runs.size(), b.runs.size()) << where;
    for (std::size_t i = 0; i < a.runs.size(); ++i)
        expectSame(a.runs[i], b.runs[i], where + " run " + std::to_string(i));
}

inline void expectSame(const SystemEntry& a, const SystemEntry& b, const std::string& where)
{
    EXPECT_EQ(a.organisation, b.organisation) << where;
    EXPECT_EQ(a.systemId, b.systemId) << where;
    EXPECT_EQ(a.division, b.division) << where;
    EXPECT_EQ(a.availability, b.availability) << where;
    EXPECT_EQ(a.submitter, b.submitter) << where;
    EXPECT_EQ(a.system, b.system) << where;
    EXPECT_EQ(a.numberOfNodes, b.numberOfNodes) << where;
    EXPECT_EQ(a.hostProcessorModelName, b.hostProcessorModelName) << where;
    EXPECT_EQ(a.hostProcessorsCount, b.hostProcessorsCount) << where;
    EXPECT_EQ(a.acceleratorModelName, b.acceleratorModelName) << where;
    EXPECT_EQ(a.acceleratorsCount, b.acceleratorsCount) << where;
    EXPECT_EQ(a.framework, b.framework) << where;
    EXPECT_EQ(a.notes, b.notes) << where;
    EXPECT_EQ(a.privateId, b.privateId) << where;
    EXPECT_EQ(a.detailsUrl, b.detailsUrl) << where;
    EXPECT_EQ(a.codeUrl, b.codeUrl) << where;
    ASSERT_EQ(a.benchmarks.size(), b.benchmarks.size()) << where;
    for (std::size_t i = 0; i < a.benchmarks.size(); ++i)
        expectSame(a.benchmarks[i], b.benchmarks[i], where + " benchmark " + std::to_string(i));
}

inline void expectSameDataset(const Dataset& a, const Dataset& b)
{
    ASSERT_EQ(a.rounds.size(), b.rounds.size());
    for (std::size_t r = 0; r < a.rounds.size(); ++r) {
        const Round& x = a.rounds[r];
        const Round& y = b.rounds[r];
        EXPECT_EQ(x.name, y.name);
        EXPECT_EQ(x.ruleset, y.ruleset);
        EXPECT_EQ(x.source, y.source);
        ASSERT_EQ(x.systems.size(), y.systems.size());
        for (std::size_t s = 0; s < x.systems.size(); ++s)
            expectSame(x.systems[s], y.systems[s],
                       "round " + std::to_string(r) + " system " + std::to_string(s));
    }
}

} // namespace scalescope::fixtures
