#pragma once
// Loads an official rules YAML file within a budget. yaml-cpp expands aliases as it
// builds nodes and as they are walked, so a small file of nested aliases ("billion
// laughs": 0.76 MB) would grow to gigabytes; the file is first scanned event by event,
// counting the nodes it holds once every alias is expanded, and refused over the budget
// before any node is built.

#include <cstdint>
#include <filesystem>
#include <string>
#include <yaml-cpp/yaml.h>

namespace scalescope::rules {

// The official files hold at most a few hundred nodes each and are under 20 KB.
inline constexpr std::uint64_t kMaxYamlNodes = 200'000; // counted with aliases expanded
inline constexpr std::uint64_t kMaxYamlBytes = std::uint64_t(8) << 20;

struct YamlBudget
{
    std::uint64_t maxNodes = kMaxYamlNodes;
    std::uint64_t maxBytes = kMaxYamlBytes;
};

// The nodes `text` holds with every alias expanded, counting up to just past
// `maxNodes`. Throws std::runtime_error for an alias of a node that contains it, and
// YAML::Exception for text that is not YAML.
std::uint64_t expandedYamlNodes(const std::string& text, std::uint64_t maxNodes);

// Throws std::runtime_error naming `shownName` and the reason: not a regular file, too
// big, more nodes than the budget, an alias inside its own anchor, or not valid YAML.
YAML::Node loadYamlFile(const std::filesystem::path& file, const std::string& shownName,
                        const YamlBudget& budget = {});

} // namespace scalescope::rules
