#include "core/util/content_hash.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace scalescope {

namespace {

constexpr std::uint64_t kPrime1 = 0x9E3779B185EBCA87ULL;
constexpr std::uint64_t kPrime2 = 0xC2B2AE3D27D4EB4FULL;
constexpr std::uint64_t kPrime3 = 0x165667B19E3779F9ULL;
constexpr std::uint64_t kPrime4 = 0x85EBCA77C2B2AE63ULL;
constexpr std::uint64_t kPrime5 = 0x27D4EB2F165667C5ULL;

constexpr std::uint64_t rotl(std::uint64_t x, int r)
{
    return (x << r) | (x >> (64 - r));
}

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

Xxh64::Xxh64(std::uint64_t seed)
    : lanes_{seed + kPrime1 + kPrime2, seed + kPrime2, seed, seed - kPrime1}, seed_(seed)
{
}

void Xxh64::update(std::string_view bytes)
{
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
    const auto* const end = p + bytes.size();
    total_ += bytes.size();
    const auto stripe = [this](const unsigned char* at) {
        for (std::size_t i = 0; i < 4; ++i)
            lanes_[i] = round(lanes_[i], read64(at + 8 * i));
    };
    if (pendingSize_ > 0) {
        const std::size_t taken = std::min<std::size_t>(32 - pendingSize_, bytes.size());
        std::memcpy(pending_ + pendingSize_, p, taken);
        pendingSize_ += taken;
        p += taken;
        if (pendingSize_ < 32)
            return;
        stripe(pending_);
        pendingSize_ = 0;
    }
    for (; end - p >= 32; p += 32)
        stripe(p);
    pendingSize_ = static_cast<std::size_t>(end - p);
    if (pendingSize_ > 0)
        std::memcpy(pending_, p, pendingSize_);
}

std::uint64_t Xxh64::digest() const
{
    std::uint64_t acc;
    if (total_ >= 32) {
        acc = rotl(lanes_[0], 1) + rotl(lanes_[1], 7) + rotl(lanes_[2], 12) + rotl(lanes_[3], 18);
        for (const std::uint64_t lane : lanes_)
            acc = merge(acc, lane);
    } else {
        acc = seed_ + kPrime5;
    }
    acc += total_;
    const unsigned char* p = pending_;
    const unsigned char* const end = pending_ + pendingSize_;
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

std::uint64_t xxh64(std::string_view bytes, std::uint64_t seed)
{
    Xxh64 hash(seed);
    hash.update(bytes);
    return hash.digest();
}

std::string contentHashText(std::uint64_t value)
{
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string text = "xxh64:0000000000000000";
    for (std::size_t i = text.size(); i-- > 6; value >>= 4)
        text[i] = kDigits[value & 0xF];
    return text;
}

} // namespace scalescope
