#pragma once
// Reads systems/<id>.json into the fields of a summary row (docs/mlperf-scoring.md §5).

#include "core/dataset/dataset.h"

#include <string>
#include <string_view>
#include <variant>

namespace scalescope {

struct SystemDescriptionError
{
    Message message; // file.system.*: "accelerators_per_node is \"eight\", not an integer; system
                     // skipped"
};

// `text` is the JSON file's content (UTF-8). Fills every SystemEntry field but
// organisation, systemId, privateId, the URLs and benchmarks.
std::variant<SystemEntry, SystemDescriptionError> parseSystemDescription(std::string_view text);

// Whether JSON `text` opens more than `levels` arrays or objects inside each other
// (strings skipped). nlohmann parses any depth but prints and compares recursively, so
// a hostile file could overflow the stack; such files are refused before parsing.
bool nestedDeeperThan(std::string_view text, int levels);
inline constexpr int kMaxDescriptionNesting = 512; // v4.1 descriptions nest 1 level

// details_url and code_url, from the JSON submitter (not the org folder name).
std::string detailsUrl(std::string_view urlVersion, std::string_view submitter,
                       std::string_view systemId);
std::string codeUrl(std::string_view urlVersion, std::string_view submitter);

} // namespace scalescope
