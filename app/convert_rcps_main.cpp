// scalescope-convert-rcps: regenerates resources/rcp/rcps.json from the official MLPerf
// Training reference convergence points (an mlperf_logging checkout, or its rcp_checker/
// folder). The output is reproducible byte for byte; a test regenerates it from
// ../shared and fails on any difference.
//
//   scalescope-convert-rcps MLPERF_LOGGING_DIR --out FILE

#include "app/command_line_parser.h"
#include "core/rules/rcp_converter.h"
#include "core/util/atomic_file.h"

#include <cstdio>
#include <exception>
#include <iostream>
#include <string>

int main(int argc, char** argv)
{
    using namespace scalescope::cli;
    std::string input;
    std::string output;
    CommandLine line = converterCommandLine(
        "scalescope-convert-rcps", "FILE", "the file to write (required; replaced atomically)",
        "Writes FILE (resources/rcp/rcps.json) from rcp_checker/training_X.Y.Z/rcps_*.json of "
        "MLPERF_LOGGING_DIR (an "
        "mlperf_logging checkout, or its rcp_checker/ folder).",
        input, output);
    line.exitStatus("written, or --help", "the curves could not be read or the file not written",
                    "wrong command line");
    if (const auto status = line.parse({argv + 1, argv + argc}, std::cout, std::cerr))
        return *status;
    try {
        const auto curves = scalescope::rules::readReferenceCurves(input);
        if (const auto error = scalescope::util::writeFileAtomically(
                output, scalescope::rules::serializeReferenceCurves(curves))) {
            std::fprintf(stderr, "scalescope-convert-rcps: %s\n", error->c_str());
            return kExitFailure;
        }
        std::fprintf(stderr, "wrote %zu benchmark curve(s) to %s\n", curves.size(), output.c_str());
        return kExitOk;
    } catch (const std::exception& error) {
        std::fprintf(stderr, "scalescope-convert-rcps: %s\n", error.what());
        return kExitFailure;
    }
}
