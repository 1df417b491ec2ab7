#pragma once
// Reads systems/<id>.json into the fields of a summary row (docs/mlperf-scoring.md §5).

#include "core/dataset/dataset.h"

#include <string>
#include <string_view>
#include <variant>

namespace scalescope {

struct SystemDescriptionError
{
    std::string message; // "accelerators_per_node is \"eight\", not an integer; system skipped"
};

// `text` is the JSON file's content (UTF-8). Fills every SystemEntry field but
// organisation, systemId, privateId, the URLs and benchmarks.
std::variant<SystemEntry, SystemDescriptionError> parseSystemDescription(std::string_view text);

// details_url and code_url, from the JSON submitter (not the org folder name).
std::string detailsUrl(std::string_view urlVersion, std::string_view submitter, std::string_view systemId);
std::string codeUrl(std::string_view urlVersion, std::string_view submitter);

} // namespace scalescope
