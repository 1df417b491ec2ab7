// LLVMFuzzerTestOneInput for one target, chosen at compile time by
// SCALESCOPE_FUZZ_TARGET (a function of fuzz_targets.h).
#include "fuzz_targets.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    scalescope::fuzz::SCALESCOPE_FUZZ_TARGET(
        std::string_view(reinterpret_cast<const char*>(data), size));
    return 0;
}
