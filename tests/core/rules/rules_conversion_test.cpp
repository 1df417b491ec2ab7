// The converter of the official YAML rules (core/rules/rules_converter): the built-in
// files are exactly what it makes from ../shared (byte for byte), and its choices on
// ambiguous or unconvertible input are reported, never silent.

#include "core/rules/benchmark_meta.h"
#include "core/rules/rules_catalog.h"
#include "core/rules/rules_converter.h"
#include "core/rules/ruleset.h"
#include "tests/support/compliance_support.h"
#include "tests/support/test_data.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <optional>

using namespace scalescope;
namespace fs = std::filesystem;

namespace {

const std::vector<std::string> kAllRulesets = {"1.0.0", "1.1.0", "2.0.0", "2.1.0",
                                               "3.0.0", "3.1.0", "4.0.0", "4.1.0",
                                               "5.0.0", "5.1.0", "6.0.0", "6.1.0"};

std::optional<std::string> missingOfficialRules()
{
    const fs::path official = fs::path(SCALESCOPE_SHARED_DIR) / "mlperf" / "mlperf_logging";
    if (fs::is_directory(official / "compliance_checker"))
        return std::nullopt;
    return "needs the official compliance rules in " + official.string() +
           " (../shared/mlperf/mlperf_logging: a copy of github.com/mlcommons/logging's "
           "mlperf_logging folder at the commit its "
           "README.md names, with that README.md; or configure with "
           "-DSCALESCOPE_SHARED_DIR=<folder>)";
}

// A fresh folder of this test's own, removed at the end.
class TempTree
{
  public:
    TempTree()
    {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        std::string pattern =
            (fs::path(::testing::TempDir()) / (std::string("rules_") + info->name() + "_XXXXXX"))
                .string();
        if (!mkdtemp(pattern.data()))
            throw std::runtime_error("mkdtemp failed");
        root_ = pattern;
    }
    ~TempTree() { fs::remove_all(root_); }
    const fs::path& root() const { return root_; }
    void write(const std::string& relative, const std::string& text) const
    {
        fs::create_directories((root_ / relative).parent_path());
        std::ofstream(root_ / relative, std::ios::binary) << text;
    }

  private:
    fs::path root_;
};

const char* kCommon = R"(- BEGIN:
    CODE: " s.update({'run_started': False}) "
- KEY:
    NAME:  submission_division
    REQ:   EXACTLY_ONE
    CHECK: " v['value'] in ['closed', 'open'] "
    POST:  " enqueue_config('training_9.0.0/{}_common.yaml'.format(v['value'])) "
)";

const char* kClosedCommon = R"(- KEY:
    NAME:  submission_benchmark
    REQ:   EXACTLY_ONE
    CHECK: " v['value'] in ['alpha', 'beta'] "
    POST:  " enqueue_config('training_9.0.0/closed_{}.yaml'.format(v['value'])) "
)";

TEST(compliance_RulesConversion, BuiltInFilesAreExactlyWhatTheConverterMakesFromTheOfficialYaml)
{
    SCALESCOPE_SKIP_IF_MISSING(missingOfficialRules());
    const fs::path official = fs::path(SCALESCOPE_SHARED_DIR) / "mlperf" / "mlperf_logging";
    const auto tree = rules::locateRulesTree(official);
    // Every ruleset the project ships is in the official tree; the tree may hold more
    // (training_0.7.0 arrived for MLPerf Training v0.7, which this build does not score
    // yet): those are not converted here.
    EXPECT_TRUE(std::includes(tree.versions.begin(), tree.versions.end(), kAllRulesets.begin(),
                              kAllRulesets.end()))
        << "the official tree lacks a ruleset resources/rules has";
    EXPECT_EQ(tree.commit, "7bbf792686936919201796120b970dd820331099");
    ASSERT_TRUE(tree.meta.has_value());
    for (const auto& version : kAllRulesets) {
        const std::string regenerated =
            rules::serializeRuleset(rules::convertRuleset(tree, version));
        const std::string builtIn =
            compliance::testing::readFile(compliance::testing::rulesPath(version));
        EXPECT_TRUE(regenerated == builtIn)
            << "resources/rules/" << version << ".json is not what the converter makes from "
            << official.string() << "; regenerate it: build/dev/app/scalescope-convert-rules "
            << official.string() << " --out resources/rules";
    }
    std::vector<std::string> files;
    for (const auto& entry :
         fs::directory_iterator(fs::path(compliance::testing::rulesPath("4.1.0")).parent_path()))
        if (entry.is_regular_file())
            files.push_back(entry.path().stem().string()); // published/ is the other set
    std::sort(files.begin(), files.end());
    EXPECT_EQ(files, kAllRulesets) << "resources/rules holds a file the converter does not make";
}

namespace {

const std::vector<std::string> kReleasedRulesets = {"1.0.0", "1.1.0", "2.0.0", "2.1.0", "3.0.0",
                                                    "3.1.0", "4.0.0", "4.1.0", "5.0.0", "5.1.0"};

std::optional<std::string> missingReleasedRules()
{
    const fs::path releases =
        fs::path(SCALESCOPE_SHARED_DIR) / "mlperf" / "mlperf_logging_releases";
    if (fs::is_directory(releases / "training_1.1.0"))
        return missingOfficialRules();
    return "needs each ruleset's YAML as released in " + releases.string() +
           " (../shared/mlperf/mlperf_logging_releases: training_X.Y.Z folders of "
           "github.com/mlcommons/logging at each "
           "round's release tag, with a README.md naming the commits)";
}

} // namespace

TEST(compliance_RulesConversion, PublishedFilesAreExactlyWhatTheConverterMakesFromTheReleaseYaml)
{
    SCALESCOPE_SKIP_IF_MISSING(missingReleasedRules());
    const fs::path shared = fs::path(SCALESCOPE_SHARED_DIR) / "mlperf";
    auto tree = rules::locateRulesTree(shared / "mlperf_logging_releases");
    // As above: the releases may hold a ruleset this build does not score yet (0.7.0).
    EXPECT_TRUE(std::includes(tree.versions.begin(), tree.versions.end(), kReleasedRulesets.begin(),
                              kReleasedRulesets.end()))
        << "the releases lack a ruleset resources/rules/published has";
    EXPECT_EQ(tree.commitOfVersion.at("1.1.0"), "ad1b6e8eef378d194b7c4f49122bf24547e6bc69");
    tree.versions = kReleasedRulesets;
    tree.meta = rules::readBenchmarkMeta(shared / "mlperf_logging" / "benchmark_meta.py");
    const fs::path resources =
        fs::path(compliance::testing::rulesPath("4.1.0")).parent_path().parent_path();
    const auto overlay =
        rules::readCodeFactsOverlay(resources / "rules_overlay" / "published.json");
    for (const auto& version : tree.versions) {
        const std::string regenerated = rules::serializeRuleset(
            rules::convertRuleset(tree, version, nullptr, rules::codeFactsFor(overlay, version)));
        const fs::path file = resources / "rules" / "published" / (version + ".json");
        const std::string builtIn =
            fs::exists(file) ? compliance::testing::readFile(file.string()) : std::string();
        EXPECT_TRUE(regenerated == builtIn)
            << file.string()
            << " is not what the converter makes from the release YAML; regenerate it with the "
               "command in "
            << "docs/rules-conversion.md (scalescope-convert-rules "
               "../shared/mlperf/mlperf_logging_releases --out "
               "resources/rules/published --benchmark-meta ... --code-facts "
               "resources/rules_overlay/published.json)";
    }
    std::vector<std::string> files;
    for (const auto& entry : fs::directory_iterator(resources / "rules" / "published"))
        files.push_back(entry.path().stem().string());
    std::sort(files.begin(), files.end());
    EXPECT_EQ(files, kReleasedRulesets)
        << "resources/rules/published holds a file the converter does not make";
    // The one code fact of the overlay is 1.1.0's waiver.
    EXPECT_EQ(rules::codeFactsFor(overlay, "2.1.0"), nullptr);
    ASSERT_NE(rules::codeFactsFor(overlay, "1.1.0"), nullptr);
}

TEST(compliance_RulesConversion, CodeFactsOtherThanWaiversAreRefused)
{
    TempTree tree;
    tree.write("compliance_checker/training_9.0.0/common.yaml", kCommon);
    const auto located = rules::locateRulesTree(tree.root());
    const auto facts = nlohmann::ordered_json::parse(R"({"max_dropped": 2})");
    EXPECT_THROW(rules::convertRuleset(located, "9.0.0", nullptr, &facts), std::runtime_error);
    const auto vague = nlohmann::ordered_json::parse(R"({"waivers": [{"reason": "no target"}]})");
    EXPECT_THROW(rules::convertRuleset(located, "9.0.0", nullptr, &vague), std::runtime_error);
    const auto waiver =
        nlohmann::ordered_json::parse(R"({"waivers": [{"missing_key": "x", "reason": "old"}]})");
    const auto converted = rules::convertRuleset(located, "9.0.0", nullptr, &waiver);
    EXPECT_EQ(converted.document["compliance"]["waivers"], waiver["waivers"]);
}

TEST(compliance_RulesConversion, BenchmarkMetaIsReadAsPythonLiterals)
{
    const auto meta = rules::parseBenchmarkMeta(R"(# counts
_ALL_RESULT_FILE_COUNTS = {
    'training': {
        'bert': 10,
        'gnn' : 10,   # spaces before the colon
        'gpt3': 3,
    },
    'hpc': {'deepcam': 5}
}
_ALL_ALLOWED_BENCHMARKS = {
    'training': {
        '4.0': ['bert', "gpt3", 'bert'],
        '4.1': [
            'gnn',
        ],
    },
}
def get_allowed_benchmarks(usage, ruleset):
    pass
)");
    EXPECT_EQ(meta.resultCounts,
              (std::map<std::string, int>{{"bert", 10}, {"gnn", 10}, {"gpt3", 3}}));
    EXPECT_EQ(meta.allowedBenchmarks.at("4.0"), (std::vector<std::string>{"bert", "gpt3", "bert"}));
    EXPECT_EQ(meta.allowedBenchmarks.at("4.1"), (std::vector<std::string>{"gnn"}));
    EXPECT_THROW(rules::parseBenchmarkMeta("_ALL_RESULT_FILE_COUNTS = {'training': {'bert': ten}}"),
                 std::runtime_error);
    EXPECT_THROW(rules::parseBenchmarkMeta("nothing = 1"), std::runtime_error);
}

TEST(compliance_RulesConversion, AmbiguitiesAreResolvedAsTheOfficialCheckerDoesAndReported)
{
    TempTree tree;
    tree.write("compliance_checker/training_9.0.0/common.yaml", kCommon);
    tree.write("compliance_checker/training_9.0.0/closed_common.yaml", kClosedCommon);
    tree.write("compliance_checker/training_9.0.0/closed_alpha.yaml", R"(- KEY:
    NAME: eval_accuracy
    REQ: AT_LEAST_ONE
    FIRST_CHECK: "v['value'] > 100"
    CHECK:
        - "  'samples_count' in v['metadata']  "
    ATLEAST_ONE_CHECK: "v['value'] >= 0.5"
- KEY:
    NAME: eval_accuracy
    REQ: AT_LEAST(2)
- END:
    CHECK: "s['run_started'] == False"
)");
    tree.write("benchmark_meta.py",
               "_ALL_RESULT_FILE_COUNTS = {'training': {'alpha': 5, 'beta': 3}}\n"
               "_ALL_ALLOWED_BENCHMARKS = {'training': {'9.0': ['alpha', 'beta', 'alpha']}}\n");
    tree.write(
        "README.md",
        "From github:mlcommons/logging at commit 0123456789012345678901234567890123456789.\n");
    const auto located = rules::locateRulesTree(tree.root());
    ASSERT_EQ(located.versions, (std::vector<std::string>{"9.0.0"}));
    const auto converted = rules::convertRuleset(located, "9.0.0");
    const auto& doc = converted.document;
    EXPECT_EQ(doc["benchmarks"], (nlohmann::ordered_json{"alpha", "beta"}));
    EXPECT_EQ(doc["result_counts"]["beta"], 3);
    const auto& alpha = doc["compliance"]["configs"]["closed_alpha"];
    ASSERT_EQ(alpha["rules"].size(), 1u); // the second definition replaces the first, in its place
    EXPECT_EQ(alpha["rules"][0]["req"], "AT_LEAST(2)");
    EXPECT_FALSE(alpha["rules"][0].contains("check"));
    EXPECT_EQ(alpha["end"]["check"][0], "s['run_started'] == False");
    EXPECT_NE(alpha["source"].get<std::string>().find(
                  "training_9.0.0/closed_alpha.yaml of mlcommons/logging at commit 0123456789"),
              std::string::npos);
    const std::string notes = nlohmann::json(converted.notes).dump();
    EXPECT_NE(notes.find("FIRST_CHECK is ignored"), std::string::npos) << notes;
    EXPECT_NE(notes.find("key eval_accuracy is defined twice"), std::string::npos) << notes;
    EXPECT_NE(notes.find("lists alpha twice"), std::string::npos) << notes;
    EXPECT_NE(
        notes.find(
            "closed_common.yaml accepts beta but training_9.0.0/closed_beta.yaml does not exist"),
        std::string::npos)
        << notes;
    EXPECT_EQ(doc["conversion_notes"].size(), converted.notes.size());
}

TEST(compliance_RulesConversion, WithoutBenchmarkMetaTheListComesFromClosedCommon)
{
    TempTree tree;
    tree.write("training_9.0.0/common.yaml", kCommon);
    tree.write("training_9.0.0/closed_common.yaml", kClosedCommon);
    const auto located = rules::locateRulesTree(tree.root() / "training_9.0.0");
    EXPECT_FALSE(located.meta.has_value());
    const auto converted = rules::convertRuleset(located, "9.0.0");
    EXPECT_EQ(converted.document["benchmarks"], (nlohmann::ordered_json{"alpha", "beta"}));
    EXPECT_NE(nlohmann::json(converted.notes)
                  .dump()
                  .find("benchmark_meta.py does not list ruleset 9.0.0"),
              std::string::npos);
    rules::FallbackFacts fallback{{"beta"}, {{"beta", 7}}};
    const auto withFallback = rules::convertRuleset(located, "9.0.0", &fallback);
    EXPECT_EQ(withFallback.document["benchmarks"], (nlohmann::ordered_json{"beta"}));
    EXPECT_EQ(withFallback.document["result_counts"]["beta"], 7);
}

TEST(compliance_RulesConversion, UnknownBeginCodeAndBrokenFilesFailLoudly)
{
    TempTree tree;
    tree.write("training_9.0.0/common.yaml", R"(- BEGIN:
    CODE: |
        for line in loglines:
            line.key = 'x'
)");
    const auto located = rules::locateRulesTree(tree.root() / "training_9.0.0");
    try {
        (void)rules::convertRuleset(located, "9.0.0");
        FAIL() << "unknown BEGIN code must be refused";
    } catch (const std::runtime_error& error) {
        const std::string message = error.what();
        EXPECT_NE(message.find("training_9.0.0/common.yaml: the BEGIN code cannot be compiled"),
                  std::string::npos)
            << message;
        EXPECT_NE(message.find("for line in loglines"), std::string::npos) << message;
    }
    tree.write("training_9.0.0/common.yaml",
               "- BEGIN:\n    CODE: \"s.update({})\"\n- BEGIN:\n    CODE: \"s.update({})\"\n");
    EXPECT_THROW((void)rules::convertRuleset(located, "9.0.0"), std::runtime_error);
    tree.write("training_9.0.0/common.yaml", "- KEY:\n    REQ: EXACTLY_ONE\n");
    EXPECT_THROW((void)rules::convertRuleset(located, "9.0.0"), std::runtime_error);
    tree.write("training_9.0.0/common.yaml", "- KEY: [unclosed\n");
    EXPECT_THROW((void)rules::convertRuleset(located, "9.0.0"), std::runtime_error);
    EXPECT_THROW((void)rules::locateRulesTree(tree.root() / "nowhere"), std::runtime_error);
}

TEST(compliance_RulesConversion, DirectoryLoadedAtRunTimeOverridesAndAddsRulesets)
{
    TempTree tree;
    tree.write("compliance_checker/training_9.0.0/common.yaml", kCommon);
    tree.write("compliance_checker/training_9.0.0/closed_common.yaml", kClosedCommon);
    tree.write("compliance_checker/training_9.0.0/closed_alpha.yaml",
               "- KEY:\n    NAME: eval_accuracy\n    ATLEAST_ONE_CHECK: \"v['value'] > 0\"\n");
    tree.write("compliance_checker/training_4.1.0/common.yaml", kCommon);
    const auto loaded = loadRulesetsFromDirectory(tree.root());
    ASSERT_EQ(loaded.rulesets.size(), 2u);
    EXPECT_EQ(loaded.rulesets[0].version, "4.1.0");
    // Without benchmark_meta.py a known version keeps its built-in list, a new one takes
    // closed_common's.
    EXPECT_EQ(loaded.rulesets[0].benchmarks, findBuiltInRuleset("4.1.0")->benchmarks);
    EXPECT_EQ(loaded.rulesets[1].benchmarks, (std::vector<std::string>{"alpha", "beta"}));
    const Ruleset* builtIn41 = findBuiltInRuleset("4.1.0");
    const RulesCatalog withFolder(RulesEdition::Published, loaded.rulesets);
    ASSERT_NE(withFolder.find("9.0.0"), nullptr);
    EXPECT_EQ(withFolder.rulesets().size(), 13u);
    EXPECT_EQ(withFolder.rulesets().back().version, "9.0.0"); // oldest first, 9.0.0 after 6.1.0
    EXPECT_NE(withFolder.find("4.1.0"), builtIn41);
    EXPECT_FALSE(withFolder.find("4.1.0")->compliance["configs"].contains("closed_bert"));
    EXPECT_EQ(withFolder.names().substr(withFolder.names().size() - 5), "9.0.0");
    // The folder's rules live in that catalog only: the built-in ones are untouched.
    const RulesCatalog builtIn;
    EXPECT_EQ(builtIn.find("9.0.0"), nullptr);
    EXPECT_EQ(builtIn.find("4.1.0"), builtIn41);
    EXPECT_EQ(builtIn.rulesets().size(), 12u);

    tree.write("compliance_checker/training_9.0.0/closed_alpha.yaml",
               "- KEY:\n    NAME: eval_accuracy\n    CHECK: \"v['value'] <> 1\"\n");
    try {
        (void)loadRulesetsFromDirectory(tree.root());
        FAIL() << "an expression outside the subset must be refused";
    } catch (const std::runtime_error& error) {
        const std::string message = error.what();
        EXPECT_NE(message.find("training_9.0.0/closed_alpha.yaml"), std::string::npos) << message;
        EXPECT_NE(message.find("key 'eval_accuracy'"), std::string::npos) << message;
        EXPECT_NE(message.find("v['value'] <> 1"), std::string::npos) << message;
    }
}

} // namespace
