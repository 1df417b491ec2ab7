#include "ui/SampleDataset.h"

#include "core/resources/embedded.h"

namespace scalescope::ui {

std::optional<std::string_view> embeddedSampleText()
{
    return scalescope::resources::findEmbedded(kSampleResourceName);
}

} // namespace scalescope::ui
