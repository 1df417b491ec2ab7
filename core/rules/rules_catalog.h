#pragma once
// The rulesets an import scores with, as a value: the built-in conversion of one edition
// (published or today's), with rulesets read at run time (--rules-dir) in place of the
// same versions. Passed to the import explicitly (ImportOptions::rules), so two imports
// with different rules can run at once in one process.

#include "core/rules/ruleset.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope {

class RulesCatalog
{
  public:
    // The built-in rulesets as published: what scores a round unless asked otherwise.
    RulesCatalog();
    // `overrides` replace the built-in rulesets of the same versions and add the new
    // ones; each takes `edition` (it labels the rules, and decides which built-in set
    // the others come from).
    explicit RulesCatalog(RulesEdition edition, std::vector<Ruleset> overrides = {});

    RulesEdition edition() const { return edition_; }
    // Oldest first. Pointers into it stay valid while any copy of this catalog lives.
    const std::vector<Ruleset>& rulesets() const;
    // nullptr when unknown.
    const Ruleset* find(std::string_view version) const;
    // "1.0.0, 1.1.0, ..., 6.1.0"
    std::string names() const;
    // The rulesets read at run time, as given (empty: the built-in ones only).
    const std::vector<Ruleset>& overrides() const { return *overrides_; }

  private:
    RulesEdition edition_ = RulesEdition::Published;
    std::shared_ptr<const std::vector<Ruleset>> overrides_;
    std::shared_ptr<const std::vector<Ruleset>> merged_; // null: builtInRulesets(edition_)
};

} // namespace scalescope
