#include "core/rules/ruleset.h"

#include "core/compliance/compliance_checker.h"
#include "core/resources/embedded.h"
#include "core/rules/rules_converter.h"

#include <algorithm>
#include <atomic>
#include <deque>
#include <mutex>
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

Ruleset rulesetFromDocument(nlohmann::json data)
{
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
        ruleset.compliance =
            std::move(data.at("compliance")); // moved: the biggest part of the file
    if (data.contains("conversion_notes"))
        ruleset.conversionNotes = data.at("conversion_notes").get<std::vector<std::string>>();
    return ruleset;
}

std::string textOf(const json::Value* node, const char* what)
{
    if (!node || !node->isString())
        throw std::runtime_error(std::string("\"") + what + "\" must be a string");
    return std::string(node->text());
}

int intOf(const json::Value& node, std::string_view what)
{
    if (node.kind() != json::Kind::Int)
        throw std::runtime_error("\"" + std::string(what) + "\" must be an integer");
    return static_cast<int>(node.asInt());
}

std::vector<std::string> stringsOf(const json::Value* node, const char* what)
{
    std::vector<std::string> out;
    if (!node)
        return out;
    if (!node->isArray())
        throw std::runtime_error(std::string("\"") + what + "\" must be a list of strings");
    for (const auto& item : node->items())
        out.push_back(textOf(&item, what));
    return out;
}

Ruleset rulesetFromArenaText(std::string_view text)
{
    auto document = std::make_shared<RulesDocument>();
    document->text = std::string(text);
    const auto parsed = json::parse(document->text, document->arena);
    if (!parsed.ok())
        throw std::runtime_error("rules file: " + parsed.error.message + " at byte " +
                                 std::to_string(parsed.error.offset));
    const json::Value& data = *parsed.root;
    document->root = parsed.root;
    if (!data.isObject())
        throw std::runtime_error("rules file: not a JSON object");
    Ruleset ruleset;
    ruleset.version = textOf(data.find("ruleset"), "ruleset");
    ruleset.urlVersion = textOf(data.find("url_version"), "url_version");
    ruleset.benchmarks = stringsOf(data.find("benchmarks"), "benchmarks");
    if (const auto* aliases = data.find("aliases"))
        for (const auto& member : aliases->members())
            ruleset.aliases[std::string(member.key)] = textOf(&member.value, "aliases");
    if (const auto* counts = data.find("result_counts"))
        for (const auto& member : counts->members())
            ruleset.resultCounts[std::string(member.key)] = intOf(member.value, member.key);
    if (const auto* dropped = data.find("max_dropped")) {
        for (const auto& member : dropped->members()) {
            if (member.key == "default")
                ruleset.maxDroppedDefault = intOf(member.value, member.key);
            else
                ruleset.maxDropped[std::string(member.key)] = intOf(member.value, member.key);
        }
    }
    ruleset.conversionNotes = stringsOf(data.find("conversion_notes"), "conversion_notes");
    ruleset.document = std::move(document);
    return ruleset;
}

Ruleset parseRuleset(std::string_view folder, std::string_view name, std::string_view text)
{
    Ruleset ruleset = rulesetFromArenaText(text);
    if (name != std::string(folder) + ruleset.version + ".json")
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

// The embedded files directly in `folder` ("rules/" or "rules/published/").
std::vector<Ruleset> embeddedRulesets(std::string_view folder, RulesEdition edition)
{
    std::vector<Ruleset> all;
    for (const auto& file : resources::embeddedFiles()) {
        if (!file.name.starts_with(folder) ||
            file.name.substr(folder.size()).find('/') != std::string_view::npos)
            continue;
        all.push_back(parseRuleset(folder, file.name, file.data));
        all.back().edition = edition;
    }
    std::sort(all.begin(), all.end(), rulesetVersionLess);
    return all;
}

rules::FallbackFacts fallbackFor(const std::string& version)
{
    rules::FallbackFacts facts;
    for (const auto& ruleset : builtInRulesets(RulesEdition::Current)) {
        for (const auto& [benchmark, count] : ruleset.resultCounts)
            facts.resultCounts[benchmark] = count; // newest wins
        if (ruleset.version == version)
            facts.benchmarks = ruleset.benchmarks;
    }
    return facts;
}

} // namespace

Ruleset rulesetFromJsonText(std::string_view text)
{
    return rulesetFromArenaText(text);
}

bool rulesetVersionLess(const Ruleset& a, const Ruleset& b)
{
    return versionKey(a.version) < versionKey(b.version);
}

bool versionLess(std::string_view a, std::string_view b)
{
    return versionKey(std::string(a)) < versionKey(std::string(b));
}

const std::vector<Ruleset>& builtInRulesets(RulesEdition edition)
{
    // The embedded files are part of the build: a broken one is a programming error,
    // caught by the tests, so failing loudly at first use is right.
    static const std::vector<Ruleset> current = embeddedRulesets("rules/", RulesEdition::Current);
    if (edition == RulesEdition::Current)
        return current;
    static const std::vector<Ruleset> published = [] {
        std::vector<Ruleset> all = embeddedRulesets("rules/published/", RulesEdition::Published);
        for (const auto& today : current) // no release folder: today's rules are the published ones
            if (std::none_of(all.begin(), all.end(),
                             [&](const Ruleset& r) { return r.version == today.version; }))
                all.push_back(today);
        std::sort(all.begin(), all.end(), rulesetVersionLess);
        return all;
    }();
    return published;
}

const Ruleset* findBuiltInRuleset(std::string_view version, RulesEdition edition)
{
    for (const auto& ruleset : builtInRulesets(edition))
        if (ruleset.version == version)
            return &ruleset;
    return nullptr;
}

const char* toString(RulesEdition edition)
{
    return edition == RulesEdition::Published ? "published" : "current";
}

std::optional<RulesEdition> rulesEditionFromString(std::string_view word)
{
    if (word == "published")
        return RulesEdition::Published;
    if (word == "current")
        return RulesEdition::Current;
    return std::nullopt;
}

Message rulesLabelMessage(const Ruleset& ruleset)
{
    return {ruleset.edition == RulesEdition::Published ? "rules.label.published"
                                                       : "rules.label.today",
            {textArg(ruleset.version)}};
}

std::string rulesLabel(const Ruleset& ruleset)
{
    return englishText(rulesLabelMessage(ruleset));
}

namespace {

// Canonical text of a rules tree without what only labels it (where each file came from).
void appendDecisive(const json::Value& value, std::string& out)
{
    if (value.isObject()) {
        out += '{';
        for (const auto& member : value.members()) {
            if (member.key == "source")
                continue;
            out.append(member.key).push_back(':');
            appendDecisive(member.value, out);
            out += ',';
        }
        out += '}';
    } else if (value.isArray()) {
        out += '[';
        for (const auto& item : value.items()) {
            appendDecisive(item, out);
            out += ',';
        }
        out += ']';
    } else {
        out += value.dump();
    }
}

} // namespace

std::string decisionFingerprint(const Ruleset& ruleset)
{
    std::string out;
    if (!ruleset.compliance.is_null()) {
        const std::string text = ruleset.compliance.dump();
        json::Arena arena;
        const auto parsed = json::parse(text, arena);
        if (parsed.ok())
            appendDecisive(*parsed.root, out);
    } else if (ruleset.document && ruleset.document->root) {
        if (const auto* compliance = ruleset.document->root->find("compliance"))
            appendDecisive(*compliance, out);
    }
    out += "|benchmarks:";
    const auto add = [&out](std::string_view name, std::string_view value) {
        out.append(name).append("=").append(value).append(",");
    };
    for (const auto& name : ruleset.benchmarks)
        add(name, "");
    out += "|aliases:";
    for (const auto& [from, to] : ruleset.aliases)
        add(from, to);
    out += "|counts:";
    for (const auto& [name, count] : ruleset.resultCounts)
        add(name, std::to_string(count));
    out += "|dropped:";
    add("default", std::to_string(ruleset.maxDroppedDefault));
    for (const auto& [name, count] : ruleset.maxDropped)
        add(name, std::to_string(count));
    return out;
}

const Ruleset* otherEditionOf(const Ruleset& ruleset)
{
    const RulesEdition other = ruleset.edition == RulesEdition::Published ? RulesEdition::Current
                                                                          : RulesEdition::Published;
    for (const auto& candidate : builtInRulesets(other)) {
        if (candidate.version != ruleset.version)
            continue;
        if (&candidate == &ruleset || candidate.edition == ruleset.edition)
            return nullptr; // no release folder: one ruleset
        return decisionFingerprint(candidate) == decisionFingerprint(ruleset) ? nullptr
                                                                              : &candidate;
    }
    return nullptr;
}

LoadedRulesets loadRulesetsFromDirectory(const std::filesystem::path& directory)
{
    LoadedRulesets loaded;
    const auto tree = rules::locateRulesTree(directory);
    for (const auto& version : tree.versions) {
        const auto fallback = fallbackFor(version);
        rules::ConvertedRuleset converted;
        try {
            converted = rules::convertRuleset(tree, version, &fallback);
        } catch (const std::exception& error) {
            throw std::runtime_error("ruleset " + version + " in " + tree.checkerDir.string() +
                                     ": " + error.what());
        }
        for (const auto& note : converted.notes)
            loaded.notes.push_back(version + ": " + note);
        Ruleset ruleset = rulesetFromDocument(nlohmann::json::parse(converted.document.dump()));
        compliance::Checker compiled(
            ruleset); // throws, naming config, YAML file, key and expression
        loaded.rulesets.push_back(std::move(ruleset));
    }
    return loaded;
}

} // namespace scalescope
