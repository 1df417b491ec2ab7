#include "core/analysis/accelerators.h"

#include "core/resources/embedded.h"

#include <cctype>
#include <nlohmann/json.hpp>

namespace scalescope::analysis {

namespace {

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    return text;
}

} // namespace

std::string acceleratorKey(std::string_view name)
{
    std::string key;
    key.reserve(name.size());
    for (char c : name) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isspace(u) || c == '-' || c == '_' || c == '/')
            continue;
        key.push_back(static_cast<char>(std::tolower(u)));
    }
    return key;
}

AcceleratorCatalog AcceleratorCatalog::fromJson(std::string_view text)
{
    AcceleratorCatalog catalog;
    const auto document = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (document.is_discarded() || !document.is_object() || !document.contains("accelerators") ||
        !document["accelerators"].is_array()) {
        catalog.error_ = "accelerators.json: expected an object with an \"accelerators\" array";
        return catalog;
    }
    for (const auto& entry : document["accelerators"]) {
        if (!entry.is_object() || !entry.contains("canonical") || !entry["canonical"].is_string()) {
            catalog.error_ =
                "accelerators.json: an entry has no \"canonical\" string; entry skipped";
            continue;
        }
        const auto canonical = entry["canonical"].get<std::string>();
        catalog.canonicalNames_.push_back(canonical);
        catalog.canonicalByKey_[acceleratorKey(canonical)] = canonical;
        if (entry.contains("aliases") && entry["aliases"].is_array())
            for (const auto& alias : entry["aliases"])
                if (alias.is_string())
                    catalog.canonicalByKey_[acceleratorKey(alias.get<std::string>())] = canonical;
    }
    if (document.contains("generations") && document["generations"].is_array())
        for (const auto& entry : document["generations"]) {
            if (!entry.is_object() || !entry.contains("model") || !entry["model"].is_string() ||
                !entry.contains("predecessors") || !entry["predecessors"].is_array()) {
                catalog.error_ =
                    "accelerators.json: a generations entry needs \"model\" and \"predecessors\"";
                continue;
            }
            auto& list = catalog.predecessorsByKey_[acceleratorKey(
                catalog.canonical(entry["model"].get<std::string>()))];
            for (const auto& predecessor : entry["predecessors"])
                if (predecessor.is_string())
                    list.push_back(catalog.canonical(predecessor.get<std::string>()));
        }
    return catalog;
}

std::vector<std::string> AcceleratorCatalog::predecessors(std::string_view name) const
{
    const auto found = predecessorsByKey_.find(acceleratorKey(canonical(name)));
    return found == predecessorsByKey_.end() ? std::vector<std::string>() : found->second;
}

const AcceleratorCatalog& AcceleratorCatalog::builtin()
{
    static const AcceleratorCatalog catalog = [] {
        const auto text = resources::findEmbedded("accelerators.json");
        if (!text) {
            AcceleratorCatalog empty;
            empty.error_ =
                "accelerators.json is not embedded; accelerator names are not normalised";
            return empty;
        }
        return fromJson(*text);
    }();
    return catalog;
}

std::string AcceleratorCatalog::canonical(std::string_view name) const
{
    const auto found = canonicalByKey_.find(acceleratorKey(name));
    if (found != canonicalByKey_.end())
        return found->second;
    return std::string(trimmed(name));
}

bool AcceleratorCatalog::knows(std::string_view name) const
{
    return canonicalByKey_.count(acceleratorKey(name)) != 0;
}

} // namespace scalescope::analysis
