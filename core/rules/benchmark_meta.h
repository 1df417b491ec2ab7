#pragma once
// The facts of mlperf_logging's benchmark_meta.py (result counts and the allowed
// benchmarks of each ruleset), read from the file itself: its two dict literals are
// parsed as Python literals, never transcribed.

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope::rules {

struct BenchmarkMeta
{
    std::map<std::string, int> resultCounts; // training: benchmark -> runs
    std::map<std::string, std::vector<std::string>>
        allowedBenchmarks; // training: "4.1" -> names, file order
};

// Throws std::runtime_error naming the line and what was expected when the file does not
// hold the two literals (_ALL_RESULT_FILE_COUNTS, _ALL_ALLOWED_BENCHMARKS) in the known shape.
BenchmarkMeta parseBenchmarkMeta(std::string_view pythonSource);

} // namespace scalescope::rules
