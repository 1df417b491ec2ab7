// scalescope-convert-rules: regenerates resources/rules/X.Y.Z.json from the official
// MLPerf Training compliance rules (an mlperf_logging checkout, or its
// compliance_checker/ folder). The output is reproducible byte for byte; a test
// regenerates it from ../shared and fails on any difference.
//
//   scalescope-convert-rules MLPERF_LOGGING_DIR --out DIR [--ruleset X.Y.Z]...
//                            [--benchmark-meta FILE] [--code-facts FILE]
//
// The rules as each round was published (resources/rules/published) come from the
// release YAML, today's benchmark_meta.py and the release checkers' code facts:
//
//   scalescope-convert-rules ../shared/mlperf/mlperf_logging_releases --out resources/rules/published
//       --benchmark-meta ../shared/mlperf/mlperf_logging/benchmark_meta.py
//       --code-facts resources/rules_overlay/published.json          (one command line)

#include "core/rules/rules_converter.h"
#include "core/util/atomic_file.h"

#include <algorithm>
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

int main(int argc, char** argv)
{
    std::string input;
    std::string output;
    std::vector<std::string> only;
    std::string benchmarkMeta;
    std::string codeFacts;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if ((arg == "--out" || arg == "--ruleset") && i + 1 < argc) {
            (arg == "--out" ? output : only.emplace_back()) = argv[++i];
        } else if ((arg == "--benchmark-meta" || arg == "--code-facts") && i + 1 < argc) {
            (arg == "--benchmark-meta" ? benchmarkMeta : codeFacts) = argv[++i];
        } else if (arg == "--help" || arg == "-h") {
            std::puts("usage: scalescope-convert-rules MLPERF_LOGGING_DIR --out DIR [--ruleset X.Y.Z]...\n"
                      "                                [--benchmark-meta FILE] [--code-facts FILE]\n"
                      "Writes DIR/X.Y.Z.json for every ruleset of the official compliance rules.\n"
                      "  --benchmark-meta FILE  benchmark lists and result counts from FILE (a folder of\n"
                      "                         release YAML has no benchmark_meta.py)\n"
                      "  --code-facts FILE      merge what a release's checker did in code (waivers),\n"
                      "                         as resources/rules_overlay/published.json gives it");
            return 0;
        } else if (input.empty() && !arg.starts_with("--")) {
            input = arg;
        } else {
            std::fprintf(stderr, "scalescope-convert-rules: unexpected argument '%s' (see --help)\n", arg.c_str());
            return 2;
        }
    }
    if (input.empty() || output.empty()) {
        std::fprintf(stderr, "scalescope-convert-rules: need MLPERF_LOGGING_DIR and --out DIR (see --help)\n");
        return 2;
    }
    try {
        auto tree = scalescope::rules::locateRulesTree(input);
        if (!benchmarkMeta.empty()) tree.meta = scalescope::rules::readBenchmarkMeta(benchmarkMeta);
        const nlohmann::ordered_json overlay =
            codeFacts.empty() ? nlohmann::ordered_json() : scalescope::rules::readCodeFactsOverlay(codeFacts);
        if (!tree.meta) std::fprintf(stderr, "note: no benchmark_meta.py beside %s\n", input.c_str());
        int written = 0;
        for (const auto& version : tree.versions) {
            if (!only.empty() && std::find(only.begin(), only.end(), version) == only.end()) continue;
            const auto converted = scalescope::rules::convertRuleset(tree, version, nullptr,
                                                                     scalescope::rules::codeFactsFor(overlay, version));
            for (const auto& note : converted.notes) std::fprintf(stderr, "%s: %s\n", version.c_str(), note.c_str());
            const auto target = std::filesystem::path(output) / (version + ".json");
            if (const auto error = scalescope::util::writeFileAtomically(target, scalescope::rules::serializeRuleset(converted))) {
                std::fprintf(stderr, "scalescope-convert-rules: %s\n", error->c_str());
                return 1;
            }
            ++written;
        }
        std::fprintf(stderr, "wrote %d ruleset(s) to %s\n", written, output.c_str());
        return written > 0 ? 0 : 1;
    } catch (const std::exception& error) {
        std::fprintf(stderr, "scalescope-convert-rules: %s\n", error.what());
        return 1;
    }
}
