#pragma once
// Files compiled into the binary (rules, sample dataset) by cmake/EmbedResources.cmake.

#include <optional>
#include <string_view>
#include <vector>

namespace scalescope::resources {

struct EmbeddedFile
{
    std::string_view name; // e.g. "rules/4.1.0.json"
    std::string_view data;
};

const std::vector<EmbeddedFile>& embeddedFiles();

inline std::optional<std::string_view> findEmbedded(std::string_view name)
{
    for (const auto& file : embeddedFiles())
        if (file.name == name)
            return file.data;
    return std::nullopt;
}

} // namespace scalescope::resources
