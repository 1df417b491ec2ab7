// scalescope-convert-rules: regenerates resources/rules/X.Y.Z.json from the official
// MLPerf Training compliance rules (an mlperf_logging checkout, or its
// compliance_checker/ folder). The output is reproducible byte for byte; a test
// regenerates it from ../shared and fails on any difference.
//
//   scalescope-convert-rules MLPERF_LOGGING_DIR --out DIR [--ruleset X.Y.Z]...
//                            [--benchmark-meta FILE] [--code-facts FILE]    (see --help)
//
// The rules as each round was published (resources/rules/published) come from the
// release YAML, today's benchmark_meta.py and the release checkers' code facts:
//
//   scalescope-convert-rules ../shared/mlperf/mlperf_logging_releases --out
//   resources/rules/published
//       --benchmark-meta ../shared/mlperf/mlperf_logging/benchmark_meta.py
//       --code-facts resources/rules_overlay/published.json          (one command line)

#include "app/command_line_parser.h"
#include "core/rules/rules_converter.h"
#include "core/util/atomic_file.h"

#include <algorithm>
#include <cstdio>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv)
{
    using namespace scalescope::cli;
    std::string input;
    std::string output;
    std::vector<std::string> only;
    std::string benchmarkMeta;
    std::string codeFacts;
    CommandLine line = converterCommandLine(
        "scalescope-convert-rules", "DIR", "the folder to write the rulesets to (required)",
        "Writes DIR/X.Y.Z.json for every ruleset of the official compliance rules in "
        "MLPERF_LOGGING_DIR (an "
        "mlperf_logging checkout, or its compliance_checker/ folder).",
        input, output);
    line.option("--ruleset", "X.Y.Z", "convert only this ruleset (repeatable; default: every one)",
                [&only](const std::string& value) -> std::optional<std::string> {
                    only.push_back(value);
                    return std::nullopt;
                });
    line.option("--benchmark-meta", "FILE",
                "benchmark lists and result counts from FILE (a folder of release YAML has no "
                "benchmark_meta.py)",
                nameInto(benchmarkMeta, "a file name"));
    line.option("--code-facts", "FILE",
                "merge what a release's checker did in code (waivers), as "
                "resources/rules_overlay/published.json "
                "gives it",
                nameInto(codeFacts, "a file name"));
    line.exitStatus("every ruleset asked for was written, or --help",
                    "the rules could not be read or converted, or no ruleset was written",
                    "wrong command line");
    if (const auto status = line.parse({argv + 1, argv + argc}, std::cout, std::cerr))
        return *status;
    try {
        auto tree = scalescope::rules::locateRulesTree(input);
        if (!benchmarkMeta.empty())
            tree.meta = scalescope::rules::readBenchmarkMeta(benchmarkMeta);
        const nlohmann::ordered_json overlay =
            codeFacts.empty() ? nlohmann::ordered_json()
                              : scalescope::rules::readCodeFactsOverlay(codeFacts);
        if (!tree.meta)
            std::fprintf(stderr, "note: no benchmark_meta.py beside %s\n", input.c_str());
        int written = 0;
        for (const auto& version : tree.versions) {
            if (!only.empty() && std::find(only.begin(), only.end(), version) == only.end())
                continue;
            const auto converted = scalescope::rules::convertRuleset(
                tree, version, nullptr, scalescope::rules::codeFactsFor(overlay, version));
            for (const auto& note : converted.notes)
                std::fprintf(stderr, "%s: %s\n", version.c_str(), note.c_str());
            const auto target = std::filesystem::path(output) / (version + ".json");
            if (const auto error = scalescope::util::writeFileAtomically(
                    target, scalescope::rules::serializeRuleset(converted))) {
                std::fprintf(stderr, "scalescope-convert-rules: %s\n", error->c_str());
                return kExitFailure;
            }
            ++written;
        }
        std::fprintf(stderr, "wrote %d ruleset(s) to %s\n", written, output.c_str());
        return written > 0 ? kExitOk : kExitFailure;
    } catch (const std::exception& error) {
        std::fprintf(stderr, "scalescope-convert-rules: %s\n", error.what());
        return kExitFailure;
    }
}
