#pragma once
// The dataset shown when nothing was opened: a scored round compiled into the binary
// (resources/sample/, embedded by core's embed_resources under this name).

#include <optional>
#include <string_view>

namespace scalescope::ui {

inline constexpr std::string_view kSampleResourceName = "sample/training_v4.1.scalescope.json";

// The sample's dataset-file text, or nullopt when this build embeds none.
std::optional<std::string_view> embeddedSampleText();

} // namespace scalescope::ui
