#include "core/util/content_hash.h"

#include <bit>
#include <cstring>

namespace scalescope {

namespace {

constexpr std::uint64_t kPrime1 = 0x9E3779B185EBCA87ULL;
constexpr std::uint64_t kPrime2 = 0xC2B2AE3D27D4EB4FULL;
constexpr std::uint64_t kPrime3 = 0x165667B19E3779F9ULL;
constexpr std::uint64_t kPrime4 = 0x85EBCA77C2B2AE63ULL;
constexpr std::uint64_t kPrime5 = 0x27D4EB2F165667C5ULL;

constexpr std::uint64_t rotl(std::uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

// The spec reads lanes little-endian. memcpy is defined at any alignment and compiles
// to one load; a big-endian host swaps the bytes.
std::uint64_t read64(const unsigned char* p)
{
    std::uint64_t value;
    std::memcpy(&value, p, sizeof value);
    if constexpr (std::endian::native == std::endian::big)
        value = __builtin_bswap64(value);
    return value;
}

std::uint32_t read32(const unsigned char* p)
{
    std::uint32_t value;
    std::memcpy(&value, p, sizeof value);
    if constexpr (std::endian::native == std::endian::big)
        value = __builtin_bswap32(value);
    return value;
}

std::uint64_t round(std::uint64_t acc, std::uint64_t lane)
{
    acc += lane * kPrime2;
    return rotl(acc, 31) * kPrime1;
}

std::uint64_t merge(std::uint64_t acc, std::uint64_t value)
{
    acc ^= round(0, value);
    return acc * kPrime1 + kPrime4;
}

} // namespace

std::uint64_t xxh64(std::string_view bytes, std::uint64_t seed)
{
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
    const auto* const end = p + bytes.size();
    std::uint64_t acc;
    if (bytes.size() >= 32) {
        std::uint64_t v1 = seed + kPrime1 + kPrime2;
        std::uint64_t v2 = seed + kPrime2;
        std::uint64_t v3 = seed;
        std::uint64_t v4 = seed - kPrime1;
        const auto* const limit = end - 32;
        do {
            v1 = round(v1, read64(p));
            v2 = round(v2, read64(p + 8));
            v3 = round(v3, read64(p + 16));
            v4 = round(v4, read64(p + 24));
            p += 32;
        } while (p <= limit);
        acc = rotl(v1, 1) + rotl(v2, 7) + rotl(v3, 12) + rotl(v4, 18);
        acc = merge(acc, v1);
        acc = merge(acc, v2);
        acc = merge(acc, v3);
        acc = merge(acc, v4);
    } else {
        acc = seed + kPrime5;
    }
    acc += static_cast<std::uint64_t>(bytes.size());
    while (end - p >= 8) {
        acc ^= round(0, read64(p));
        acc = rotl(acc, 27) * kPrime1 + kPrime4;
        p += 8;
    }
    if (end - p >= 4) {
        acc ^= std::uint64_t(read32(p)) * kPrime1;
        acc = rotl(acc, 23) * kPrime2 + kPrime3;
        p += 4;
    }
    while (p < end) {
        acc ^= std::uint64_t(*p) * kPrime5;
        acc = rotl(acc, 11) * kPrime1;
        ++p;
    }
    acc ^= acc >> 33;
    acc *= kPrime2;
    acc ^= acc >> 29;
    acc *= kPrime3;
    acc ^= acc >> 32;
    return acc;
}

std::string contentHashOf(std::string_view bytes)
{
    static constexpr char kDigits[] = "0123456789abcdef";
    std::uint64_t value = xxh64(bytes);
    std::string text = "xxh64:0000000000000000";
    for (std::size_t i = text.size(); i-- > 6; value >>= 4)
        text[i] = kDigits[value & 0xF];
    return text;
}

} // namespace scalescope
