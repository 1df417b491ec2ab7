#include "core/rules/rules_catalog.h"

#include <algorithm>

namespace scalescope {

RulesCatalog::RulesCatalog() : RulesCatalog(RulesEdition::Published) {}

RulesCatalog::RulesCatalog(RulesEdition edition, std::vector<Ruleset> overrides) : edition_(edition)
{
    for (auto& ruleset : overrides)
        ruleset.edition = edition;
    overrides_ = std::make_shared<const std::vector<Ruleset>>(std::move(overrides));
    if (overrides_->empty())
        return;
    std::vector<Ruleset> merged = *overrides_;
    for (const auto& builtIn : builtInRulesets(edition)) {
        const bool replaced = std::any_of(merged.begin(), merged.end(), [&](const Ruleset& r) {
            return r.version == builtIn.version;
        });
        if (!replaced)
            merged.push_back(builtIn);
    }
    std::sort(merged.begin(), merged.end(), rulesetVersionLess);
    merged_ = std::make_shared<const std::vector<Ruleset>>(std::move(merged));
}

const std::vector<Ruleset>& RulesCatalog::rulesets() const
{
    return merged_ ? *merged_ : builtInRulesets(edition_);
}

const Ruleset* RulesCatalog::find(std::string_view version) const
{
    for (const auto& ruleset : rulesets())
        if (ruleset.version == version)
            return &ruleset;
    return nullptr;
}

std::string RulesCatalog::names() const
{
    std::string names;
    for (const auto& ruleset : rulesets()) {
        if (!names.empty())
            names += ", ";
        names += ruleset.version;
    }
    return names;
}

} // namespace scalescope
