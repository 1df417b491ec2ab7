#pragma once
// A set of strings numbered in insertion order, for lookups on the import's hot path
// (every MLLOG record's key is looked up twice). Open addressing over a power-of-two
// table with a word-at-a-time hash: several times cheaper than std::unordered_map,
// whose prime-modulo bucket step alone costs a division per lookup.

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope {

class StringIndex
{
  public:
    // The id of `text`, or -1.
    int find(std::string_view text) const
    {
        if (slots_.empty())
            return -1;
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t slot = hash(text) & mask;; slot = (slot + 1) & mask) {
            const int id = slots_[slot];
            if (id < 0 || names_[static_cast<std::size_t>(id)] == text)
                return id;
        }
    }
    bool contains(std::string_view text) const { return find(text) >= 0; }

    // The id of `text`, added with the next id when it is new.
    int insert(std::string_view text)
    {
        if (const int id = find(text); id >= 0)
            return id;
        const int id = static_cast<int>(names_.size());
        names_.emplace_back(text);
        if (names_.size() * 2 > slots_.size())
            rehash(slots_.empty() ? 16 : slots_.size() * 2);
        else
            place(id);
        return id;
    }

    std::size_t size() const { return names_.size(); }
    bool empty() const { return names_.empty(); }
    const std::string& name(int id) const { return names_[static_cast<std::size_t>(id)]; }
    const std::vector<std::string>& names() const { return names_; }

  private:
    static std::uint64_t hash(std::string_view text)
    {
        constexpr std::uint64_t kMultiplier = 0x9E3779B97F4A7C15ULL;
        std::uint64_t h = text.size() * kMultiplier;
        std::size_t i = 0;
        for (; i + 8 <= text.size(); i += 8) {
            std::uint64_t word = 0;
            std::memcpy(&word, text.data() + i, 8);
            h = (h ^ word) * kMultiplier;
            h ^= h >> 29;
        }
        std::uint64_t tail = 0;
        if (i < text.size()) // an empty view may have no data pointer at all
            std::memcpy(&tail, text.data() + i, text.size() - i);
        h = (h ^ tail) * kMultiplier;
        return h ^ (h >> 32);
    }

    void place(int id)
    {
        const std::size_t mask = slots_.size() - 1;
        std::size_t slot = hash(names_[static_cast<std::size_t>(id)]) & mask;
        while (slots_[slot] >= 0)
            slot = (slot + 1) & mask;
        slots_[slot] = id;
    }

    void rehash(std::size_t size)
    {
        slots_.assign(size, -1);
        for (std::size_t id = 0; id < names_.size(); ++id)
            place(static_cast<int>(id));
    }

    std::vector<std::string> names_;
    std::vector<int> slots_; // ids; -1 is empty; at most half full
};

} // namespace scalescope
