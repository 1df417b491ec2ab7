#include "core/dataset/round_fingerprint.h"

#include "core/util/content_hash.h"

namespace scalescope {

RoundFingerprint roundFingerprint(const Round& round)
{
    RoundFingerprint fingerprint;
    Xxh64 hash;
    // Separators that cannot occur in a path or a hash keep "ab"+"c" apart from "a"+"bc".
    for (const auto& system : round.systems) {
        for (const auto& result : system.benchmarks) {
            for (const auto& run : result.runs) {
                // Names within the round, not the folder as opened (relative to where
                // scalescope was started): the same round opened from elsewhere is the same.
                for (const std::string_view name :
                     {std::string_view(system.organisation), std::string_view(system.systemId),
                      std::string_view(result.benchmark)}) {
                    hash.update(name);
                    hash.update(std::string_view("\0", 1));
                }
                hash.update(run.file);
                hash.update(std::string_view("\0", 1));
                hash.update(run.contentHash);
                hash.update("\n");
                ++fingerprint.logs;
                fingerprint.unhashed += run.contentHash.empty() ? 1 : 0;
            }
        }
    }
    fingerprint.hash = contentHashText(hash.digest());
    return fingerprint;
}

} // namespace scalescope
