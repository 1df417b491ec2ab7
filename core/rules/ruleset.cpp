#include "core/rules/ruleset.h"

#include "core/resources/embedded.h"

#include <algorithm>
#include <stdexcept>

namespace scalescope {

bool Ruleset::allows(std::string_view benchmark) const
{
    return columnOf(benchmark) >= 0;
}

std::string Ruleset::canonicalBenchmark(std::string_view folderName) const
{
    const auto alias = aliases.find(std::string(folderName));
    return alias != aliases.end() ? alias->second : std::string(folderName);
}

int Ruleset::maxDroppedFor(std::string_view benchmark) const
{
    const auto it = maxDropped.find(std::string(benchmark));
    return it != maxDropped.end() ? it->second : maxDroppedDefault;
}

int Ruleset::columnOf(std::string_view benchmark) const
{
    const auto it = std::find(benchmarks.begin(), benchmarks.end(), benchmark);
    return it == benchmarks.end() ? -1 : static_cast<int>(it - benchmarks.begin());
}

namespace {

Ruleset parseRuleset(std::string_view name, std::string_view text)
{
    const auto data = nlohmann::json::parse(text);
    Ruleset ruleset;
    ruleset.version = data.at("ruleset").get<std::string>();
    ruleset.urlVersion = data.at("url_version").get<std::string>();
    ruleset.benchmarks = data.at("benchmarks").get<std::vector<std::string>>();
    if (data.contains("aliases"))
        ruleset.aliases = data.at("aliases").get<std::map<std::string, std::string>>();
    if (data.contains("result_counts"))
        ruleset.resultCounts = data.at("result_counts").get<std::map<std::string, int>>();
    if (data.contains("max_dropped")) {
        for (const auto& [benchmark, count] : data.at("max_dropped").items()) {
            if (benchmark == "default")
                ruleset.maxDroppedDefault = count.get<int>();
            else
                ruleset.maxDropped[benchmark] = count.get<int>();
        }
    }
    if (data.contains("compliance"))
        ruleset.compliance = data.at("compliance");
    if (name != "rules/" + ruleset.version + ".json")
        throw std::runtime_error(std::string(name) + " declares ruleset " + ruleset.version);
    return ruleset;
}

std::vector<int> versionKey(const std::string& version)
{
    std::vector<int> parts;
    std::size_t start = 0;
    while (start <= version.size()) {
        const auto dot = version.find('.', start);
        parts.push_back(std::atoi(version.substr(start, dot - start).c_str()));
        if (dot == std::string::npos)
            break;
        start = dot + 1;
    }
    return parts;
}

} // namespace

const std::vector<Ruleset>& knownRulesets()
{
    // The embedded files are part of the build: a broken one is a programming error,
    // caught by the tests, so failing loudly at first use is right.
    static const std::vector<Ruleset> rulesets = [] {
        std::vector<Ruleset> all;
        for (const auto& file : resources::embeddedFiles()) {
            if (file.name.rfind("rules/", 0) == 0)
                all.push_back(parseRuleset(file.name, file.data));
        }
        std::sort(all.begin(), all.end(), [](const Ruleset& a, const Ruleset& b) {
            return versionKey(a.version) < versionKey(b.version);
        });
        return all;
    }();
    return rulesets;
}

const Ruleset* findRuleset(std::string_view version)
{
    for (const auto& ruleset : knownRulesets())
        if (ruleset.version == version)
            return &ruleset;
    return nullptr;
}

std::string knownRulesetNames()
{
    std::string names;
    for (const auto& ruleset : knownRulesets()) {
        if (!names.empty())
            names += ", ";
        names += ruleset.version;
    }
    return names;
}

} // namespace scalescope
