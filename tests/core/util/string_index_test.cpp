#include "core/util/string_index.h"

#include <gtest/gtest.h>
#include <string>

using scalescope::StringIndex;

TEST(StringIndex, NumbersStringsInInsertionOrderThroughGrowth)
{
    StringIndex index;
    EXPECT_EQ(index.find("run_start"), -1);
    EXPECT_EQ(index.insert("run_start"), 0);
    EXPECT_EQ(index.insert(""), 1);
    EXPECT_EQ(index.insert("run_start"), 0); // already there
    for (int i = 0; i < 1000; ++i)
        EXPECT_EQ(index.insert("key_" + std::to_string(i) +
                               std::string(static_cast<std::size_t>(i % 19), 'x')),
                  i + 2);
    EXPECT_EQ(index.size(), 1002u);
    EXPECT_EQ(index.find("run_start"), 0);
    EXPECT_EQ(index.find(""), 1);
    EXPECT_EQ(index.find("key_500" + std::string(500 % 19, 'x')), 502);
    EXPECT_EQ(index.name(502), "key_500" + std::string(500 % 19, 'x'));
    EXPECT_EQ(index.find("key_500"), -1);
    EXPECT_EQ(index.find("run_star"), -1);
    EXPECT_FALSE(index.contains("run_stop"));
}
