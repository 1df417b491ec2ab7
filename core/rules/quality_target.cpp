#include "core/rules/quality_target.h"

#include "core/json/json_value.h"

#include <regex>

namespace scalescope {

namespace {

// The eval_accuracy rule's ATLEAST_ONE_CHECK of config closed_<benchmark>, from either
// representation of the rules (folder-read: nlohmann; built-in: the parsed document).
std::string accuracyCheck(const Ruleset& ruleset, std::string_view benchmark)
{
    const std::string config = "closed_" + ruleset.canonicalBenchmark(benchmark);
    if (!ruleset.compliance.is_null()) {
        const auto& configs = ruleset.compliance.value("configs", nlohmann::json::object());
        if (!configs.contains(config) || !configs[config].contains("rules"))
            return {};
        for (const auto& rule : configs[config]["rules"])
            if (rule.value("key", std::string()) == "eval_accuracy" &&
                rule.contains("atleast_one_check") && rule["atleast_one_check"].is_string())
                return rule["atleast_one_check"].get<std::string>();
        return {};
    }
    if (!ruleset.document || !ruleset.document->root)
        return {};
    const json::Value* compliance = ruleset.document->root->find("compliance");
    const json::Value* configs = compliance ? compliance->find("configs") : nullptr;
    const json::Value* found = configs ? configs->find(config) : nullptr;
    const json::Value* rules = found ? found->find("rules") : nullptr;
    if (!rules || !rules->isArray())
        return {};
    for (const auto& rule : rules->items()) {
        const json::Value* key = rule.find("key");
        const json::Value* check = rule.find("atleast_one_check");
        if (key && key->isString() && key->text() == "eval_accuracy" && check && check->isString())
            return std::string(check->text());
    }
    return {};
}

} // namespace

std::string qualityTargetOfCheck(std::string_view check)
{
    // v['value'] or v['value']['BBOX'], a comparison, a number.
    static const std::regex comparison(
        R"(v\['value'\](\['(\w+)'\])?\s*(>=|<=|>|<)\s*([0-9]+(\.[0-9]+)?))");
    std::string target;
    const std::string text(check);
    for (auto it = std::sregex_iterator(text.begin(), text.end(), comparison);
         it != std::sregex_iterator(); ++it) {
        const std::string op = (*it)[3];
        const double value = std::stod((*it)[4]);
        // Range guards, not targets: the accuracy is below 1 and the loss above 0.
        if (((op == "<" || op == "<=") && value == 1.0) ||
            ((op == ">" || op == ">=") && value == 0.0))
            continue;
        const std::string field =
            (*it)[2].matched ? "eval_accuracy " + std::string((*it)[2]) : "eval_accuracy";
        target += (target.empty() ? "" : " and ") + field + " " + op + " " + std::string((*it)[4]);
    }
    return target;
}

std::string qualityTarget(const Ruleset& ruleset, std::string_view benchmark)
{
    return qualityTargetOfCheck(accuracyCheck(ruleset, benchmark));
}

} // namespace scalescope
