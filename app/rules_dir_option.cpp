#include "app/rules_dir_option.h"

#include "core/rules/ruleset.h"

#include <algorithm>
#include <exception>

namespace scalescope::cli {

const char* rulesDirHelpText()
{
    return "      --rules-dir=DIR   score with the official compliance rules in DIR (an\n"
           "                        mlperf_logging checkout, its compliance_checker/ folder\n"
           "                        or one training_X.Y.Z folder) instead of the built-in\n"
           "                        copy of the same rulesets; newer rulesets are added\n";
}

std::string rulesOptionHelpText(std::size_t column)
{
    const std::string option = "      --rules=WHICH";
    const std::string indent(column, ' ');
    const std::string first = option + std::string(column > option.size() ? column - option.size() : 1, ' ');
    return first + "published (default): each round scored with the\n" + indent +
           "rules of its release, as MLCommons published its\n" + indent +
           "scores; current: today's rules (the runs the other\n" + indent + "set decides otherwise are reported)\n";
}

std::optional<RulesEdition> parseRulesOption(const std::string& value, std::string& error)
{
    const auto edition = rulesEditionFromString(value);
    if (!edition) error = "--rules takes published or current, not '" + value + "'";
    return edition;
}

std::optional<RulesCatalog> rulesCatalogFor(RulesEdition edition, const std::string& directory,
                                            const std::string& prefix, std::ostream& err)
{
    if (directory.empty()) return RulesCatalog(edition);
    try {
        auto loaded = loadRulesetsFromDirectory(directory);
        std::string versions;
        for (const auto& ruleset : loaded.rulesets) versions += (versions.empty() ? "" : ", ") + ruleset.version;
        err << "scalescope: rules from " << directory << " (rulesets " << versions << ")\n";
        // Only what differs from the built-in conversion of the same ruleset is news.
        for (const auto& ruleset : loaded.rulesets) {
            const Ruleset* builtIn = findBuiltInRuleset(ruleset.version, edition);
            for (const auto& note : ruleset.conversionNotes) {
                if (builtIn && std::find(builtIn->conversionNotes.begin(), builtIn->conversionNotes.end(), note) != builtIn->conversionNotes.end())
                    continue;
                err << "  note: " << ruleset.version << ": " << note << "\n";
            }
        }
        return RulesCatalog(edition, std::move(loaded.rulesets));
    } catch (const std::exception& error) {
        err << prefix << "--rules-dir " << directory << ": " << error.what() << "\n";
        return std::nullopt;
    }
}

} // namespace scalescope::cli
