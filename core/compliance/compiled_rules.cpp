#include "core/compliance/compiled_rules.h"

#include <algorithm>
#include <stdexcept>

namespace scalescope::compliance::detail {

namespace {

std::string trimmed(std::string_view text)
{
    const auto begin = text.find_first_not_of(" \t\r\n");
    if (begin == std::string_view::npos) return {};
    const auto end = text.find_last_not_of(" \t\r\n");
    return std::string(text.substr(begin, end - begin + 1));
}

void parseRequirement(const std::string& text, CompiledRule& rule)
{
    const std::string req = trimmed(text);
    if (req == "EXACTLY_ONE") { rule.requirement = Requirement::ExactlyOne; return; }
    if (req == "OPTIONAL") { rule.requirement = Requirement::None; return; } // the official checker has no rule for it
    if (req == "AT_LEAST_ONE") { rule.requirement = Requirement::AtLeastOne; return; }
    auto argument = [&](std::string_view prefix) {
        return trimmed(std::string_view(req).substr(prefix.size(), req.size() - prefix.size() - 1));
    };
    if (req.starts_with("AT_LEAST_ONE_OR(") && req.ends_with(")")) {
        rule.requirement = Requirement::AtLeastOneOr;
        rule.alternatives.push_back(rule.key);
        std::string list = argument("AT_LEAST_ONE_OR(");
        std::size_t start = 0;
        while (start <= list.size()) {
            const auto comma = std::min(list.find(',', start), list.size());
            const std::string name = trimmed(std::string_view(list).substr(start, comma - start));
            if (!name.empty() && std::find(rule.alternatives.begin(), rule.alternatives.end(), name) == rule.alternatives.end())
                rule.alternatives.push_back(name);
            start = comma + 1;
        }
        std::sort(rule.alternatives.begin(), rule.alternatives.end());
        return;
    }
    for (std::string_view prefix : {"AT_LEAST(", "AT_LEAST_N_TIMES("}) {
        if (req.starts_with(prefix) && req.ends_with(")")) {
            rule.requirement = Requirement::AtLeast;
            rule.atLeast = std::stoi(argument(prefix));
            return;
        }
    }
    throw std::runtime_error("unknown REQ '" + req + "'");
}

const std::string& stringField(const nlohmann::json& object, const char* name)
{
    static const std::string absent;
    auto found = object.find(name);
    if (found == object.end()) return absent;
    if (!found->is_string()) throw std::runtime_error(std::string("\"") + name + "\" must be a string");
    return found->get_ref<const std::string&>();
}

const std::string& checkText(const nlohmann::json& check)
{
    if (!check.is_string()) throw std::runtime_error("every \"check\" must be a string");
    return check.get_ref<const std::string&>();
}

int internKey(CompiledRuleset& ruleset, const std::string& key)
{
    auto [it, inserted] = ruleset.keyIds.emplace(key, static_cast<int>(ruleset.keyNames.size()));
    if (inserted) ruleset.keyNames.push_back(key);
    return it->second;
}

CompiledConfig compileConfig(const std::string& name, const nlohmann::json& body, CompiledRuleset& ruleset)
{
    CompiledConfig config;
    config.name = name;
    if (!body.is_object()) throw std::runtime_error("the config must be an object");
    config.source = stringField(body, "source");
    try {
        config.begin = py::compileProgram(stringField(body, "begin"), config.slots);
    } catch (const std::exception& error) {
        throw std::runtime_error(std::string("BEGIN: ") + error.what());
    }
    if (auto end = body.find("end"); end != body.end()) {
        try {
            if (!end->is_object()) throw std::runtime_error("\"end\" must be an object");
            config.endPre = py::compileProgram(stringField(*end, "pre"), config.slots);
            if (auto checks = end->find("check"); checks != end->end())
                for (const auto& check : *checks) config.endChecks.push_back(py::compileExpression(checkText(check), config.slots));
        } catch (const std::exception& error) {
            throw std::runtime_error(std::string("END: ") + error.what());
        }
    }
    if (auto agg = body.find("aggregate"); agg != body.end()) {
        Aggregation aggregation;
        aggregation.fromKey = internKey(ruleset, agg->at("from").get<std::string>());
        aggregation.asKey = internKey(ruleset, agg->at("as").get<std::string>());
        aggregation.groupBy = agg->at("group_by").get<std::string>();
        aggregation.metric = agg->value("metric", std::string("metric"));
        aggregation.onlyWithMetric = agg->value("only_with_metric", true);
        config.aggregate = aggregation;
    }
    const auto& rules = body.at("rules");
    if (!rules.is_array()) throw std::runtime_error("\"rules\" must be an array");
    for (const auto& entry : rules) {
        CompiledRule rule;
        rule.key = stringField(entry, "key");
        if (rule.key.empty()) throw std::runtime_error("a rule has no \"key\"");
        try {
            if (entry.contains("req")) parseRequirement(stringField(entry, "req"), rule);
            rule.firstOccurrenceOnly = rule.key.find("submission_") != std::string::npos;
            rule.pre = py::compileProgram(stringField(entry, "pre"), config.slots);
            if (auto checks = entry.find("check"); checks != entry.end()) {
                for (const auto& check : *checks) rule.checks.push_back(py::compileExpression(checkText(check), config.slots));
            }
            rule.post = py::compileProgram(stringField(entry, "post"), config.slots);
            if (entry.contains("atleast_one_check"))
                rule.target = py::compileExpression(stringField(entry, "atleast_one_check"), config.slots);
        } catch (const std::exception& error) {
            throw std::runtime_error("key '" + rule.key + "': " + error.what());
        }
        // As in the official checker, a key defined twice in one file keeps its last definition.
        auto same = std::find_if(config.rules.begin(), config.rules.end(), [&](const CompiledRule& r) { return r.key == rule.key; });
        internKey(ruleset, rule.key);
        if (same != config.rules.end()) *same = std::move(rule);
        else config.rules.push_back(std::move(rule));
    }
    return config;
}

} // namespace

int CompiledRuleset::configForFile(std::string_view file) const
{
    const std::string ownFolder = "training_" + version + "/";
    if (file.starts_with(ownFolder)) file.remove_prefix(ownFolder.size());
    if (file.ends_with(".yaml")) file.remove_suffix(5);
    auto found = configByName.find(file);
    return found == configByName.end() ? -1 : found->second;
}

CompiledRuleset compileRuleset(const std::string& version, const nlohmann::json& compliance)
{
    CompiledRuleset ruleset;
    ruleset.version = version;
    const std::string where = "rules " + version + ": ";
    if (!compliance.is_object() || !compliance.contains("configs") || !compliance["configs"].is_object())
        throw std::runtime_error(where + "the \"compliance\" object needs a \"configs\" object");
    for (const auto& [name, body] : compliance["configs"].items()) {
        try {
            ruleset.configByName.emplace(name, static_cast<int>(ruleset.configs.size()));
            ruleset.configs.push_back(compileConfig(name, body, ruleset));
        } catch (const std::exception& error) {
            const std::string source = body.is_object() ? body.value("source", std::string()) : std::string();
            throw std::runtime_error(where + "config '" + name + "'" + (source.empty() ? "" : " (" + source + ")") + ": " + error.what());
        }
    }
    for (auto& config : ruleset.configs) {
        config.ruleOfKey.assign(ruleset.keyNames.size(), -1);
        for (std::size_t i = 0; i < config.rules.size(); ++i)
            config.ruleOfKey[static_cast<std::size_t>(ruleset.keyId(config.rules[i].key))] = static_cast<int>(i);
    }
    const std::string entry = compliance.value("entry", std::string("common"));
    ruleset.entryConfig = ruleset.configForFile(entry);
    if (ruleset.entryConfig < 0) throw std::runtime_error(where + "the entry config '" + entry + "' is not defined");
    return ruleset;
}

} // namespace scalescope::compliance::detail
