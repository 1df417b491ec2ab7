#include "app/rules_dir_option.h"

#include "core/rules/ruleset.h"

#include <algorithm>
#include <exception>

namespace scalescope::cli {

void declareInputOptions(CommandLine& line, InputOptions& input, std::string usageMeaning)
{
    line.option(
        "--rules", "WHICH",
        "published (default): each round scored with the rules of its release, as MLCommons "
        "published its scores; current: today's rules (the runs the other set decides otherwise "
        "are reported)",
        readInto(input.rules, rulesEditionFromString, "one of published, current"));
    line.option(
        "--rules-dir", "DIR",
        "score imported rounds with the official compliance rules in DIR (an mlperf_logging "
        "checkout, its compliance_checker/ folder or one training_X.Y.Z folder) instead of the "
        "built-in copy of the same rulesets; newer rulesets are added",
        nameInto(input.rulesDir, "a folder"));
    line.flag(
        "--allow-partial", input.allowPartial,
        "use what was read of an archive that could be read only in part (truncated, damaged, or "
        "over a decompression budget); without it nothing is written and the exit status is 1");
    line.exitStatus(
        "success, or --help",
        "nothing loadable, an archive read only in part (without --allow-partial), or a file could "
        "not be read or written",
        std::move(usageMeaning));
}

std::optional<RulesCatalog> rulesCatalogFor(RulesEdition edition, const std::string& directory,
                                            const std::string& prefix, std::ostream& err)
{
    if (directory.empty())
        return RulesCatalog(edition);
    try {
        auto loaded = loadRulesetsFromDirectory(directory);
        std::string versions;
        for (const auto& ruleset : loaded.rulesets)
            versions += (versions.empty() ? "" : ", ") + ruleset.version;
        err << "scalescope: rules from " << directory << " (rulesets " << versions << ")\n";
        // Only what differs from the built-in conversion of the same ruleset is news.
        for (const auto& ruleset : loaded.rulesets) {
            const Ruleset* builtIn = findBuiltInRuleset(ruleset.version, edition);
            for (const auto& note : ruleset.conversionNotes) {
                if (builtIn &&
                    std::find(builtIn->conversionNotes.begin(), builtIn->conversionNotes.end(),
                              note) != builtIn->conversionNotes.end())
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
