#include "core/analysis/accelerator_match.h"

#include "core/analysis/accelerators.h"

#include <algorithm>
#include <set>

namespace scalescope::analysis {

namespace {

std::string joinedNames(const std::vector<std::string>& names)
{
    std::string text;
    for (const auto& name : names) {
        if (!text.empty())
            text += ", ";
        text += name;
    }
    return text;
}

} // namespace

AcceleratorMatch matchAccelerator(std::string_view query, const std::vector<std::string>& present)
{
    AcceleratorMatch match;
    const auto& catalog = AcceleratorCatalog::builtin();
    const std::string wantedKey = acceleratorKey(query);
    if (wantedKey.empty())
        return match;
    const std::string wantedModel = acceleratorKey(catalog.canonical(query));

    std::set<std::string> sameModel;
    std::set<std::string> containing;
    for (const auto& name : present) {
        const std::string nameKey = acceleratorKey(name);
        const std::string modelKey = acceleratorKey(catalog.canonical(name));
        if (nameKey == wantedKey || modelKey == wantedModel)
            sameModel.insert(name);
        if (nameKey.find(wantedKey) != std::string::npos || modelKey.find(wantedKey) != std::string::npos)
            containing.insert(name);
    }
    const std::set<std::string>& chosen = sameModel.empty() ? containing : sameModel;
    if (chosen.size() == 1) {
        match.kind = AcceleratorMatch::Kind::Unique;
        match.name = *chosen.begin();
    } else if (chosen.size() > 1) {
        match.kind = AcceleratorMatch::Kind::Ambiguous;
        match.candidates.assign(chosen.begin(), chosen.end());
    }
    return match;
}

std::string describeMismatch(std::string_view query, const AcceleratorMatch& match,
                             const std::vector<std::string>& present)
{
    switch (match.kind) {
    case AcceleratorMatch::Kind::Unique:
        return {};
    case AcceleratorMatch::Kind::Ambiguous:
        return "accelerator '" + std::string(query) + "' is ambiguous: it matches " +
               joinedNames(match.candidates) + "; name one of them";
    case AcceleratorMatch::Kind::None:
        break;
    }
    std::vector<std::string> sorted = present;
    std::sort(sorted.begin(), sorted.end());
    return "no accelerator '" + std::string(query) + "' (present: " + joinedNames(sorted) + ")";
}

} // namespace scalescope::analysis
