// Model names shown beside benchmark folder names.
#include "core/rules/benchmark_names.h"

#include <gtest/gtest.h>

using namespace scalescope;

TEST(BenchmarkNames, SsdIsSsdResNet34BeforeRuleset2AndRetinaNetFrom2On)
{
    EXPECT_EQ(benchmarkModelName("ssd", "1.0.0"), "SSD-ResNet34");
    EXPECT_EQ(benchmarkModelName("ssd", "1.1.0"), "SSD-ResNet34");
    EXPECT_EQ(benchmarkModelName("ssd", "2.0.0"), "RetinaNet");
    EXPECT_EQ(benchmarkModelName("ssd", "4.1.0"), "RetinaNet");
    EXPECT_EQ(benchmarkModelName("ssd", "10.0.0"), "RetinaNet"); // numeric, not text, order
    EXPECT_EQ(benchmarkModelName("ssd"), "RetinaNet");
}

TEST(BenchmarkNames, DisplayNameIsModelThenFolder)
{
    EXPECT_EQ(benchmarkDisplayName("ssd", "4.1.0"), "RetinaNet (ssd)");
    EXPECT_EQ(benchmarkDisplayName("gnn", "4.1.0"), "R-GAT (gnn)");
    EXPECT_EQ(benchmarkDisplayName("llama2_70b_lora", "4.1.0"),
              "Llama 2 70B LoRA (llama2_70b_lora)");
    EXPECT_EQ(benchmarkDisplayName("mask", "1.0.0"), "Mask R-CNN (mask)");
}

TEST(BenchmarkNames, UnknownBenchmarkShowsItsFolderName)
{
    EXPECT_EQ(benchmarkModelName("new_model_2027"), "");
    EXPECT_EQ(benchmarkDisplayName("new_model_2027", "7.0.0"), "new_model_2027");
}

TEST(BenchmarkNames, FiltersMatchTheFolderOrTheModelIgnoringCase)
{
    EXPECT_TRUE(benchmarkMatches("retinanet", "ssd", "4.1.0"));
    EXPECT_TRUE(benchmarkMatches("RetinaNet", "ssd", "3.1.0"));
    EXPECT_FALSE(benchmarkMatches("retinanet", "ssd", "1.1.0")); // SSD-ResNet34 then
    EXPECT_TRUE(benchmarkMatches("SSD", "ssd", "4.1.0"));
    EXPECT_TRUE(benchmarkMatches("llama 2", "llama2_70b_lora", "4.1.0"));
    EXPECT_TRUE(benchmarkMatches("", "bert", "4.1.0"));
    EXPECT_FALSE(benchmarkMatches("bert", "ssd", "4.1.0"));
}
