#pragma once
// What model a benchmark folder holds, for people: folder names can mislead (`ssd` is
// SSD-ResNet34 up to ruleset 1.1.0 and RetinaNet from 2.0.0 on; `gnn` is R-GAT), so
// lists, filters and charts show "RetinaNet (ssd)" and match either name.

#include <string>
#include <string_view>

namespace scalescope {

// The model trained by `benchmark` under `ruleset` ("4.1.0"); an empty ruleset means the
// newest meaning. Empty when the benchmark is unknown.
std::string benchmarkModelName(std::string_view benchmark, std::string_view ruleset = {});

// "RetinaNet (ssd)"; the folder name alone when the model is unknown.
std::string benchmarkDisplayName(std::string_view benchmark, std::string_view ruleset = {});

// Case-insensitive: does `query` occur in the folder name or in the model name?
// An empty query matches everything.
bool benchmarkMatches(std::string_view query, std::string_view benchmark,
                      std::string_view ruleset = {});

} // namespace scalescope
