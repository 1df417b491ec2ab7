#pragma once
// The content hash of a result log (issue 25, docs/analysis.md "Provenance"): XXH64
// with seed 0, as specified in xxHash's doc/xxhash_spec.md, written out here so the
// importer needs no extra library. Not cryptographic: it tells copies apart from
// different logs, it does not resist someone forging a collision (nothing here gains
// from one). At a few GB/s it costs a few percent of parsing the same bytes.

#include <cstdint>
#include <string>
#include <string_view>

namespace scalescope {

std::uint64_t xxh64(std::string_view bytes, std::uint64_t seed = 0);

// "xxh64:" and the hash as 16 lowercase hex digits: what RunFigure::contentHash holds
// (the prefix names the algorithm in saved datasets, should it ever change).
std::string contentHashOf(std::string_view bytes);

} // namespace scalescope
