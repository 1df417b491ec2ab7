#pragma once
// The content hash of a result log (issue 25, docs/analysis.md §1.4 Provenance): XXH64
// with seed 0, as specified in xxHash's doc/xxhash_spec.md, written out here so the
// importer needs no extra library. Not cryptographic: it tells copies apart from
// different logs, it does not resist someone forging a collision (nothing here gains
// from one). At a few GB/s it costs a few percent of parsing the same bytes.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace scalescope {

// XXH64 of bytes handed over in pieces (a log read in chunks): the same value as
// xxh64() of their concatenation.
class Xxh64
{
  public:
    explicit Xxh64(std::uint64_t seed = 0);
    void update(std::string_view bytes);
    std::uint64_t digest() const;

  private:
    std::uint64_t lanes_[4];
    std::uint64_t seed_;
    std::uint64_t total_ = 0;
    unsigned char pending_[32]{}; // bytes of an incomplete 32-byte stripe
    std::size_t pendingSize_ = 0;
};

std::uint64_t xxh64(std::string_view bytes, std::uint64_t seed = 0);

// "xxh64:" and the hash as 16 lowercase hex digits: what RunFigure::contentHash holds
// (the prefix names the algorithm in saved datasets, should it ever change).
std::string contentHashText(std::uint64_t value);
inline std::string contentHashOf(std::string_view bytes)
{
    return contentHashText(xxh64(bytes));
}

} // namespace scalescope
