// scalescope-convert-rcps: regenerates resources/rcp/rcps.json from the official MLPerf
// Training reference convergence points (an mlperf_logging checkout, or its rcp_checker/
// folder). The output is reproducible byte for byte; a test regenerates it from
// ../shared and fails on any difference.
//
//   scalescope-convert-rcps MLPERF_LOGGING_DIR --out FILE

#include "core/rules/rcp_converter.h"
#include "core/util/atomic_file.h"

#include <cstdio>
#include <exception>
#include <string>

int main(int argc, char** argv)
{
    std::string input;
    std::string output;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--out" && i + 1 < argc) {
            output = argv[++i];
        } else if (arg == "--help" || arg == "-h") {
            std::puts("usage: scalescope-convert-rcps MLPERF_LOGGING_DIR --out FILE\n"
                      "Writes FILE (resources/rcp/rcps.json) from rcp_checker/training_X.Y.Z/rcps_*.json.");
            return 0;
        } else if (input.empty() && !arg.starts_with("--")) {
            input = arg;
        } else {
            std::fprintf(stderr, "scalescope-convert-rcps: unexpected argument '%s' (see --help)\n", arg.c_str());
            return 2;
        }
    }
    if (input.empty() || output.empty()) {
        std::fprintf(stderr, "scalescope-convert-rcps: need MLPERF_LOGGING_DIR and --out FILE (see --help)\n");
        return 2;
    }
    try {
        const auto curves = scalescope::rules::readReferenceCurves(input);
        if (const auto error = scalescope::util::writeFileAtomically(
                output, scalescope::rules::serializeReferenceCurves(curves))) {
            std::fprintf(stderr, "scalescope-convert-rcps: %s\n", error->c_str());
            return 1;
        }
        std::fprintf(stderr, "wrote %zu benchmark curve(s) to %s\n", curves.size(), output.c_str());
        return 0;
    } catch (const std::exception& error) {
        std::fprintf(stderr, "scalescope-convert-rcps: %s\n", error.what());
        return 1;
    }
}
