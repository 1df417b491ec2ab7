#include "core/compliance/compiled_rules.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdint>
#include <stdexcept>

namespace scalescope::compliance::detail {

namespace {

std::string trimmed(std::string_view text)
{
    const auto begin = text.find_first_not_of(" \t\r\n");
    if (begin == std::string_view::npos)
        return {};
    const auto end = text.find_last_not_of(" \t\r\n");
    return std::string(text.substr(begin, end - begin + 1));
}

void parseRequirement(const std::string& text, CompiledRule& rule)
{
    const std::string req = trimmed(text);
    if (req == "EXACTLY_ONE") {
        rule.requirement = Requirement::ExactlyOne;
        return;
    }
    if (req == "OPTIONAL") {
        rule.requirement = Requirement::None;
        return;
    } // the official checker has no rule for it
    if (req == "AT_LEAST_ONE") {
        rule.requirement = Requirement::AtLeastOne;
        return;
    }
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
            if (!name.empty() && std::find(rule.alternatives.begin(), rule.alternatives.end(),
                                           name) == rule.alternatives.end())
                rule.alternatives.push_back(name);
            start = comma + 1;
        }
        std::sort(rule.alternatives.begin(), rule.alternatives.end());
        return;
    }
    for (std::string_view prefix : {"AT_LEAST(", "AT_LEAST_N_TIMES("}) {
        if (req.starts_with(prefix) && req.ends_with(")")) {
            rule.requirement = Requirement::AtLeast;
            const std::string count = argument(prefix);
            const auto parsed =
                std::from_chars(count.data(), count.data() + count.size(), rule.atLeast);
            if (parsed.ec != std::errc() || parsed.ptr != count.data() + count.size() ||
                rule.atLeast < 0)
                throw std::runtime_error("REQ '" + req + "' needs a count from 0 to " +
                                         std::to_string(INT32_MAX));
            return;
        }
    }
    throw std::runtime_error("unknown REQ '" + req + "'");
}

// Read access to a rules document, from nlohmann::json (files given by tests and
// --rules-dir) or from core/json's arena (the built-in files: several times faster to parse).
struct NlohmannAccess
{
    using Node = const nlohmann::json*;
    static bool isObject(Node n) { return n->is_object(); }
    static bool isArray(Node n) { return n->is_array(); }
    static bool isString(Node n) { return n->is_string(); }
    static bool isBool(Node n) { return n->is_boolean(); }
    static bool boolean(Node n) { return n->get<bool>(); }
    static std::string_view text(Node n) { return n->get_ref<const std::string&>(); }
    static Node find(Node n, const char* key)
    {
        if (!n->is_object())
            return nullptr;
        auto it = n->find(key);
        return it == n->end() ? nullptr : &*it;
    }
    template <typename F> static void forEachItem(Node n, F&& f)
    {
        for (const auto& item : *n)
            f(&item);
    }
    template <typename F> static void forEachMember(Node n, F&& f)
    {
        for (const auto& [key, value] : n->items())
            f(std::string_view(key), &value);
    }
};

struct ArenaAccess
{
    using Node = const json::Value*;
    static bool isObject(Node n) { return n->isObject(); }
    static bool isArray(Node n) { return n->isArray(); }
    static bool isString(Node n) { return n->isString(); }
    static bool isBool(Node n) { return n->isBool(); }
    static bool boolean(Node n) { return n->asBool(); }
    static std::string_view text(Node n) { return n->text(); }
    static Node find(Node n, const char* key) { return n->isObject() ? n->find(key) : nullptr; }
    template <typename F> static void forEachItem(Node n, F&& f)
    {
        for (const auto& item : n->items())
            f(&item);
    }
    template <typename F> static void forEachMember(Node n, F&& f)
    {
        for (const auto& member : n->members())
            f(member.key, &member.value);
    }
};

template <typename A> std::string_view stringField(typename A::Node object, const char* name)
{
    const auto found = A::find(object, name);
    if (!found)
        return {};
    if (!A::isString(found))
        throw std::runtime_error(std::string("\"") + name + "\" must be a string");
    return A::text(found);
}

template <typename A> std::string_view checkText(typename A::Node check)
{
    if (!A::isString(check))
        throw std::runtime_error("every \"check\" must be a string");
    return A::text(check);
}

template <typename A> std::string requiredString(typename A::Node object, const char* name)
{
    const auto found = A::find(object, name);
    if (!found || !A::isString(found))
        throw std::runtime_error(std::string("\"") + name + "\" must be a string");
    return std::string(A::text(found));
}

int internKey(CompiledRuleset& ruleset, std::string_view key)
{
    return ruleset.keys.insert(key);
}

// Compiles each distinct text of a ruleset once; the official files repeat most checks
// in the closed and open config of every benchmark. Keys view the rules document, which
// outlives the compilation.
class CodeCache
{
  public:
    explicit CodeCache(py::SlotTable& slots) : slots_(slots) {}

    py::Expression expression(std::string_view text)
    {
        auto found = expressions_.find(text);
        if (found != expressions_.end())
            return found->second;
        return expressions_.emplace(text, py::compileExpression(text, slots_)).first->second;
    }
    py::Program program(std::string_view text)
    {
        auto found = programs_.find(text);
        if (found != programs_.end())
            return found->second;
        return programs_.emplace(text, py::compileProgram(text, slots_)).first->second;
    }

  private:
    py::SlotTable& slots_;
    std::unordered_map<std::string_view, py::Expression> expressions_;
    std::unordered_map<std::string_view, py::Program> programs_;
};

template <typename A>
void compileChecks(typename A::Node checks, std::vector<py::Expression>& out, CodeCache& code)
{
    if (!A::isArray(checks))
        throw std::runtime_error("\"check\" must be an array");
    A::forEachItem(checks, [&](typename A::Node check) {
        out.push_back(code.expression(checkText<A>(check)));
    });
}

template <typename A>
CompiledConfig compileConfig(std::string_view name, typename A::Node body, CompiledRuleset& ruleset,
                             CodeCache& code)
{
    CompiledConfig config;
    config.name = std::string(name);
    if (!A::isObject(body))
        throw std::runtime_error("the config must be an object");
    config.source = std::string(stringField<A>(body, "source"));
    try {
        config.begin = code.program(stringField<A>(body, "begin"));
    } catch (const std::exception& error) {
        throw std::runtime_error(std::string("BEGIN: ") + error.what());
    }
    if (const auto end = A::find(body, "end")) {
        try {
            if (!A::isObject(end))
                throw std::runtime_error("\"end\" must be an object");
            config.endPre = code.program(stringField<A>(end, "pre"));
            if (const auto checks = A::find(end, "check"))
                compileChecks<A>(checks, config.endChecks, code);
        } catch (const std::exception& error) {
            throw std::runtime_error(std::string("END: ") + error.what());
        }
    }
    if (const auto agg = A::find(body, "aggregate")) {
        Aggregation aggregation;
        aggregation.fromKey = internKey(ruleset, requiredString<A>(agg, "from"));
        aggregation.asKey = internKey(ruleset, requiredString<A>(agg, "as"));
        aggregation.groupBy = requiredString<A>(agg, "group_by");
        const auto metric = A::find(agg, "metric");
        aggregation.metric = metric ? requiredString<A>(agg, "metric") : std::string("metric");
        const auto onlyWithMetric = A::find(agg, "only_with_metric");
        aggregation.onlyWithMetric =
            !onlyWithMetric || (A::isBool(onlyWithMetric) && A::boolean(onlyWithMetric));
        config.aggregate = aggregation;
    }
    const auto rules = A::find(body, "rules");
    if (!rules || !A::isArray(rules))
        throw std::runtime_error("\"rules\" must be an array");
    A::forEachItem(rules, [&](typename A::Node entry) {
        CompiledRule rule;
        rule.key = std::string(stringField<A>(entry, "key"));
        if (rule.key.empty())
            throw std::runtime_error("a rule has no \"key\"");
        try {
            if (A::find(entry, "req"))
                parseRequirement(std::string(stringField<A>(entry, "req")), rule);
            rule.firstOccurrenceOnly = rule.key.find("submission_") != std::string::npos;
            rule.pre = code.program(stringField<A>(entry, "pre"));
            if (const auto checks = A::find(entry, "check"))
                compileChecks<A>(checks, rule.checks, code);
            rule.post = code.program(stringField<A>(entry, "post"));
            if (A::find(entry, "atleast_one_check"))
                rule.target = code.expression(stringField<A>(entry, "atleast_one_check"));
        } catch (const std::exception& error) {
            throw std::runtime_error("key '" + rule.key + "': " + error.what());
        }
        // As in the official checker, a key defined twice in one file keeps its last definition.
        auto same = std::find_if(config.rules.begin(), config.rules.end(),
                                 [&](const CompiledRule& r) { return r.key == rule.key; });
        internKey(ruleset, rule.key);
        if (same != config.rules.end())
            *same = std::move(rule);
        else
            config.rules.push_back(std::move(rule));
    });
    return config;
}

template <typename A>
CompiledRuleset compileWith(const std::string& version, typename A::Node compliance)
{
    CompiledRuleset ruleset;
    ruleset.version = version;
    const std::string where = "rules " + version + ": ";
    const auto configs = compliance ? A::find(compliance, "configs") : nullptr;
    if (!configs || !A::isObject(configs))
        throw std::runtime_error(where + "the \"compliance\" object needs a \"configs\" object");
    CodeCache code(ruleset.slots);
    A::forEachMember(configs, [&](std::string_view name, typename A::Node body) {
        try {
            ruleset.configByName.emplace(std::string(name),
                                         static_cast<int>(ruleset.configs.size()));
            ruleset.configs.push_back(compileConfig<A>(name, body, ruleset, code));
        } catch (const std::exception& error) {
            const auto source = A::isObject(body) ? A::find(body, "source") : nullptr;
            const std::string label =
                source && A::isString(source) ? " (" + std::string(A::text(source)) + ")" : "";
            throw std::runtime_error(where + "config '" + std::string(name) + "'" + label + ": " +
                                     error.what());
        }
    });
    for (auto& config : ruleset.configs) {
        config.ruleOfKey.assign(ruleset.keys.size(), -1);
        for (std::size_t i = 0; i < config.rules.size(); ++i)
            config.ruleOfKey[static_cast<std::size_t>(ruleset.keyId(config.rules[i].key))] =
                static_cast<int>(i);
    }
    if (const auto waivers = A::find(compliance, "waivers")) {
        if (!A::isArray(waivers))
            throw std::runtime_error(where + "\"waivers\" must be an array");
        A::forEachItem(waivers, [&](typename A::Node item) {
            Waiver waiver;
            if (!A::isObject(item))
                throw std::runtime_error(where + "every waiver must be an object");
            waiver.failedCheckPrefix =
                std::string(stringField<A>(item, "failed_check_starts_with"));
            waiver.missingKey = std::string(stringField<A>(item, "missing_key"));
            waiver.reason = requiredString<A>(item, "reason");
            if (waiver.failedCheckPrefix.empty() == waiver.missingKey.empty())
                throw std::runtime_error(where +
                                         "a waiver needs exactly one of "
                                         "\"failed_check_starts_with\" and \"missing_key\"");
            ruleset.waivers.push_back(std::move(waiver));
        });
    }
    const auto entryNode = A::find(compliance, "entry");
    const std::string entry = entryNode && A::isString(entryNode) ? std::string(A::text(entryNode))
                                                                  : std::string("common");
    ruleset.entryConfig = ruleset.configForFile(entry);
    if (ruleset.entryConfig < 0)
        throw std::runtime_error(where + "the entry config '" + entry + "' is not defined");
    return ruleset;
}

} // namespace

int CompiledRuleset::configForFile(std::string_view file) const
{
    const std::string ownFolder = "training_" + version + "/";
    if (file.ends_with(".yaml"))
        file.remove_suffix(5);
    // The 1.0.0 release named the folders by version alone ("1.0.0/closed_bert.yaml").
    std::string named;
    const auto slash = file.find('/');
    if (slash != std::string_view::npos && !file.starts_with("training_") && slash > 0 &&
        std::isdigit(static_cast<unsigned char>(file.front())) &&
        std::count(file.begin(), file.begin() + static_cast<std::ptrdiff_t>(slash), '.') == 2) {
        named = "training_" + std::string(file);
        file = named;
    }
    if (file.starts_with(ownFolder))
        file.remove_prefix(ownFolder.size());
    auto found = configByName.find(file);
    return found == configByName.end() ? -1 : found->second;
}

const Waiver* CompiledRuleset::waiverForFailedCheck(std::string_view source) const
{
    for (const auto& waiver : waivers)
        if (!waiver.failedCheckPrefix.empty() && source.starts_with(waiver.failedCheckPrefix))
            return &waiver;
    return nullptr;
}

const Waiver* CompiledRuleset::waiverForMissingKey(std::string_view key) const
{
    for (const auto& waiver : waivers)
        if (!waiver.missingKey.empty() && key == waiver.missingKey)
            return &waiver;
    return nullptr;
}

CompiledRuleset compileRuleset(const std::string& version, const nlohmann::json& compliance)
{
    return compileWith<NlohmannAccess>(version, &compliance);
}

CompiledRuleset compileRuleset(const std::string& version, const json::Value& compliance)
{
    return compileWith<ArenaAccess>(version, &compliance);
}

} // namespace scalescope::compliance::detail
