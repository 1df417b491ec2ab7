#include "core/rules/benchmark_names.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace scalescope {

namespace {

struct ModelName
{
    std::string_view benchmark;
    std::string_view firstRuleset; // "" = from the first round
    std::string_view model;
};

// From the MLCommons Training benchmark descriptions; the ssd switch is visible in the
// official rules: 1.x targets 0.23 mAP (SSD-ResNet34), 2.0.0 on 0.34 mAP with an FPN
// backbone (RetinaNet). Newer entries for a folder come later in the table.
constexpr std::array kModels = {
    ModelName{"bert", "", "BERT-Large"},
    ModelName{"dlrm", "", "DLRM"},
    ModelName{"dlrm_dcnv2", "", "DLRM-DCNv2"},
    ModelName{"gpt3", "", "GPT-3 175B"},
    ModelName{"maskrcnn", "", "Mask R-CNN"},
    ModelName{"mask", "", "Mask R-CNN"},
    ModelName{"minigo", "", "MiniGo"},
    ModelName{"resnet", "", "ResNet-50"},
    ModelName{"rnnt", "", "RNN-T"},
    ModelName{"ssd", "", "SSD-ResNet34"},
    ModelName{"ssd", "2.0.0", "RetinaNet"},
    ModelName{"retinanet", "", "RetinaNet"},
    ModelName{"unet3d", "", "3D U-Net"},
    ModelName{"stable_diffusion", "", "Stable Diffusion v2"},
    ModelName{"gnn", "", "R-GAT"},
    ModelName{"rgat", "", "R-GAT"},
    ModelName{"llama2_70b_lora", "", "Llama 2 70B LoRA"},
    ModelName{"llama31_405b", "", "Llama 3.1 405B"},
    ModelName{"llama31_8b", "", "Llama 3.1 8B"},
    ModelName{"flux1", "", "FLUX.1"},
    ModelName{"gpt_oss_20b", "", "gpt-oss-20b"},
    ModelName{"deepseekv3_671b", "", "DeepSeek-V3 671B"},
    ModelName{"qwen35_397b_grpo", "", "Qwen3.5 397B GRPO"},
};

// "4.1.0" < "10.0.0" numerically, part by part.
int compareVersions(std::string_view a, std::string_view b)
{
    while (!a.empty() || !b.empty()) {
        auto take = [](std::string_view& text) {
            long value = 0;
            std::size_t i = 0;
            for (; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); ++i)
                value = value * 10 + (text[i] - '0');
            text.remove_prefix(std::min(text.size(), i + 1)); // the number and its dot
            return value;
        };
        const long left = take(a);
        const long right = take(b);
        if (left != right)
            return left < right ? -1 : 1;
    }
    return 0;
}

std::string lowered(std::string_view text)
{
    std::string result(text);
    std::transform(result.begin(), result.end(), result.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return result;
}

} // namespace

std::string benchmarkModelName(std::string_view benchmark, std::string_view ruleset)
{
    std::string_view model;
    for (const auto& entry : kModels) {
        if (entry.benchmark != benchmark)
            continue;
        if (ruleset.empty() || entry.firstRuleset.empty() ||
            compareVersions(entry.firstRuleset, ruleset) <= 0)
            model = entry.model;
    }
    return std::string(model);
}

std::string benchmarkDisplayName(std::string_view benchmark, std::string_view ruleset)
{
    const std::string model = benchmarkModelName(benchmark, ruleset);
    if (model.empty())
        return std::string(benchmark);
    return model + " (" + std::string(benchmark) + ")";
}

bool benchmarkMatches(std::string_view query, std::string_view benchmark, std::string_view ruleset)
{
    const std::string wanted = lowered(query);
    if (wanted.empty())
        return true;
    return lowered(benchmark).find(wanted) != std::string::npos ||
           lowered(benchmarkModelName(benchmark, ruleset)).find(wanted) != std::string::npos;
}

} // namespace scalescope
