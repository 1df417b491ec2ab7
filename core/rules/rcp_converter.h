#pragma once
// Turns the official reference convergence points (mlcommons/logging:
// rcp_checker/training_X.Y.Z/rcps_<benchmark>.json, 10-20 reference runs per global
// batch size) into resources/rcp/rcps.json: per ruleset and benchmark, each reference
// batch size with the olympic mean of its runs, as the official rcp_checker computes it.
// The same code generates the built-in file (scalescope-convert-rcps) and checks it in the
// tests, so no reference number is transcribed by hand (docs/analysis.md §8).

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope::rules {

// One reference batch size of one benchmark.
struct ReferencePoint
{
    double batchSize = 0;
    double mean = 0; // olympic mean of the runs' convergence (fastest and slowest dropped)
    int runs = 0;    // reference runs in the file, before the olympic drop
};

struct ReferenceCurve
{
    std::string ruleset;   // "4.1.0"
    std::string benchmark; // from the file name: rcps_<benchmark>.json
    std::string unit;      // "samples" ("samples to converge") or "epochs" ("Epochs to converge")
    std::string source;    // "rcp_checker/training_4.1.0/rcps_bert.json"
    std::vector<ReferencePoint> points; // by batch size, ascending
};

// How many of the fastest and of the slowest reference runs the checker drops before
// averaging: 4 for unet3d (80+ runs), 1 otherwise.
int referenceRunsDropped(std::string_view benchmark);

// The mean numpy computes for these values (pairwise summation, so the result matches the
// official checker to the last bit), of the values sorted, without `dropped` at each end.
// Throws std::invalid_argument when fewer than one value would remain.
double olympicReferenceMean(std::vector<double> values, int dropped);

// Reads one rcps_<benchmark>.json. `source` names it in the output and in errors. Throws
// std::runtime_error naming the file and record when a record has no positive BS, no list
// of numbers to converge, too few runs for the olympic drop, or repeats a batch size.
ReferenceCurve readReferenceCurve(std::string_view jsonText, std::string ruleset,
                                  std::string benchmark, std::string source);

// Every training_X.Y.Z/rcps_*.json under `root`: an mlperf_logging root (with
// rcp_checker/) or the rcp_checker folder itself. Rulesets oldest first, benchmarks by
// name. Throws std::runtime_error when there is none or a file cannot be read.
std::vector<ReferenceCurve> readReferenceCurves(const std::filesystem::path& root);

// resources/rcp/rcps.json: byte-for-byte reproducible, written by nlohmann_json with its
// format name and version first (the reader refuses any other version).
inline constexpr std::string_view kReferenceCurvesFormatName = "scalescope-rcps";
inline constexpr int kReferenceCurvesFormatVersion = 1;
std::string serializeReferenceCurves(const std::vector<ReferenceCurve>& curves);

} // namespace scalescope::rules
