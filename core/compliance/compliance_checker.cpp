#include "core/compliance/compliance_checker.h"

#include "core/compliance/aggregation.h"
#include "core/compliance/compiled_rules.h"

#include <algorithm>
#include <deque>
#include <optional>
#include <stdexcept>

namespace scalescope::compliance {

using detail::CompiledConfig;
using detail::CompiledRule;
using detail::LogLine;
using detail::Requirement;

namespace {

// At most this many failures are kept per key; the rest are counted in one summary line.
constexpr std::size_t kFailuresKeptPerKey = 5;
// Rules files one check may run: the official chains are 3 or 4 long (common ->
// closed_common -> closed_bert), a file enqueued twice runs twice, as in the official
// checker; past this many the enqueues are a loop in all but name.
constexpr std::size_t kMaxConfigRuns = 64;

std::string lineLabel(const LogLine& line)
{
    return line.line ? "line " + std::to_string(line.line) + ": " : "aggregated record: ";
}

// lineLabel as a message.
Message lineLabelMessage(const LogLine& line)
{
    return line.line
               ? Message{"compliance.line_label", {numberArg(static_cast<long long>(line.line))}}
               : Message{"compliance.aggregated_label", {}};
}

Failure failureOf(std::uint32_t line, Message text)
{
    std::string english = englishText(text);
    return {line, std::move(english), std::move(text)};
}

// The official checker keeps two kinds of messages: those tied to a key, which a later
// rules file that redefines the key throws away, and the others, which always stay.
class Messages
{
  public:
    void keyed(const std::string& key, std::uint32_t line, std::string message)
    {
        keyed(key, Failure{line, std::move(message), {}});
    }
    void keyed(const std::string& key, std::uint32_t line, Message message)
    {
        keyed(key, failureOf(line, std::move(message)));
    }
    void keyed(const std::string& key, Failure failure)
    {
        auto entry = std::find_if(keyed_.begin(), keyed_.end(),
                                  [&](const KeyMessages& k) { return k.key == key; });
        if (entry == keyed_.end()) {
            keyed_.push_back({key, {}, 0});
            entry = keyed_.end() - 1;
        }
        if (entry->failures.size() < kFailuresKeptPerKey)
            entry->failures.push_back(std::move(failure));
        else
            ++entry->suppressed;
    }
    void fixed(std::uint32_t line, std::string message)
    {
        fixed_.push_back({line, std::move(message), {}});
    }
    void fixed(std::uint32_t line, Message message)
    {
        fixed_.push_back(failureOf(line, std::move(message)));
    }
    void warning(std::uint32_t line, Message message)
    {
        warnings_.push_back(failureOf(line, std::move(message)));
    }
    void waived(std::uint32_t line, Message message, const detail::Waiver& waiver)
    {
        waived_.push_back(failureOf(
            line, {"compliance.waived", {messageArg(std::move(message)), textArg(waiver.reason)}}));
    }
    void dropKeysOf(const CompiledConfig& config)
    {
        std::erase_if(keyed_, [&](const KeyMessages& k) {
            return std::any_of(config.rules.begin(), config.rules.end(),
                               [&](const CompiledRule& r) { return r.key == k.key; });
        });
    }
    void finish(Result& result)
    {
        result.failures = std::move(fixed_);
        for (auto& entry : keyed_) {
            for (auto& failure : entry.failures)
                result.failures.push_back(std::move(failure));
            if (entry.suppressed)
                result.failures.push_back(failureOf(
                    0,
                    {"compliance.more_failures",
                     {textArg(entry.key), numberArg(static_cast<long long>(entry.suppressed))}}));
        }
        result.warnings = std::move(warnings_);
        result.waived = std::move(waived_);
        result.valid = result.failures.empty();
    }

  private:
    struct KeyMessages
    {
        std::string key;
        std::vector<Failure> failures;
        std::size_t suppressed = 0;
    };
    std::vector<KeyMessages> keyed_;
    std::vector<Failure> fixed_;
    std::vector<Failure> warnings_;
    std::vector<Failure> waived_;
};

// One rules file scanning the whole log with its own state `s`.
class ConfigRun
{
  public:
    ConfigRun(const detail::CompiledRuleset& rules, const CompiledConfig& config,
              Messages& messages, std::deque<std::string>& pending)
        : rules_(rules), config_(config), messages_(messages), pending_(pending),
          slots_(rules.slots.size()), defined_(rules.slots.size(), 0),
          counts_(config.rules.size(), 0), firstValue_(config.rules.size(), nullptr),
          valuesDiffer_(config.rules.size(), 0), targetMet_(config.rules.size(), 0)
    {
        context_.slots = &slots_;
        context_.defined = &defined_;
        context_.slotNames = &rules.slots;
        context_.enqueued = &enqueued_;
    }

    // Returns false when the official checker would have crashed, or the file's evaluation
    // went over the rules evaluator's budget (the run is then rejected).
    bool run(std::vector<LogLine>& lines, detail::AggregateStore& store)
    {
        try {
            return scan(lines, store);
        } catch (const py::BudgetExceeded& error) {
            messages_.fixed(0, "rules file " + config_.name + ": " + error.what() +
                                   "; the run is rejected");
        } catch (const std::exception& error) { // std::bad_alloc and the like: never out of check()
            messages_.fixed(0, "rules file " + config_.name + ": the rules evaluator failed (" +
                                   error.what() + "); the run is rejected");
        }
        return false;
    }

  private:
    bool scan(std::vector<LogLine>& lines, detail::AggregateStore& store)
    {
        try {
            py::execute(config_.begin, context_);
        } catch (const py::PyError& error) {
            messages_.fixed(0, config_.name + ": the BEGIN code failed (" + error.what() +
                                   "); the official checker stops here");
            return false;
        }
        flushEnqueued();
        if (config_.aggregate) {
            const std::string problem =
                detail::appendAggregatedRecords(*config_.aggregate, lines, store);
            if (!problem.empty()) {
                messages_.fixed(
                    0, config_.name + ": cannot aggregate the FID/CLIP evaluations: " + problem +
                           "; the official checker crashes here, so the run is rejected");
                return false;
            }
        }
        for (const auto& line : lines) {
            if (line.keyId < 0)
                continue;
            const int index = config_.ruleOfKey[static_cast<std::size_t>(line.keyId)];
            if (index >= 0 && !scanRecord(config_.rules[static_cast<std::size_t>(index)],
                                          static_cast<std::size_t>(index), line))
                return false;
        }
        checkOccurrences();
        return runEnd();
    }

    // END: PRE and CHECK with `s` only, after the scan; failures are never overwritten.
    bool runEnd()
    {
        context_.record = nullptr;
        try {
            py::execute(config_.endPre, context_);
        } catch (const py::PyError& error) {
            messages_.fixed(0, config_.name + ": the END code `" + config_.endPre.source() +
                                   "` failed (" + error.what() +
                                   "); the official checker crashes here, so the run is rejected");
            return false;
        }
        flushEnqueued();
        for (const auto& check : config_.endChecks) {
            const std::string shown = check.source().size() > 160
                                          ? check.source().substr(0, 160) + "..."
                                          : check.source();
            try {
                if (py::test(check, context_))
                    continue;
                Message message{"compliance.end_check_failed",
                                {textArg(config_.name), textArg(shown)}};
                if (const auto* waiver = rules_.waiverForFailedCheck(check.source()))
                    messages_.waived(0, std::move(message), *waiver);
                else
                    messages_.fixed(0, std::move(message));
            } catch (const py::PyError& error) {
                messages_.fixed(0, config_.name + ": END check `" + shown + "` raised " +
                                       error.what());
            }
        }
        return true;
    }

    bool scanRecord(const CompiledRule& rule, std::size_t index, const LogLine& line)
    {
        const std::uint32_t count = ++counts_[index];
        if (rule.requirement == Requirement::ExactlyOne) {
            if (count == 1)
                firstValue_[index] = line.view.value;
            else if (!valuesDiffer_[index])
                valuesDiffer_[index] = !py::equals(py::Value::fromJson(*firstValue_[index]),
                                                   py::Value::fromJson(*line.view.value));
        }
        context_.record = &line.view;
        if (!rule.firstOccurrenceOnly || count == 1) {
            runCode(rule, rule.pre, "PRE", line);
            runChecks(rule, line);
            runCode(rule, rule.post, "POST", line);
        }
        if (rule.target) {
            // Evaluated on every occurrence, even after the target was met: an exception
            // on a later record still crashes the official checker.
            try {
                if (py::test(*rule.target, context_))
                    targetMet_[index] = 1;
            } catch (const py::PyError& error) {
                messages_.fixed(line.line,
                                lineLabel(line) + rule.key + ": the quality-target check `" +
                                    rule.target->source() + "` cannot be evaluated (" +
                                    error.what() +
                                    "); the official checker crashes here, so the run is rejected");
                return false;
            }
        }
        context_.record = nullptr;
        return true;
    }

    void runCode(const CompiledRule& rule, const py::Program& code, const char* stage,
                 const LogLine& line)
    {
        if (code.empty())
            return;
        try {
            py::execute(code, context_);
        } catch (const py::PyError& error) {
            messages_.keyed(rule.key, line.line,
                            lineLabel(line) + rule.key + ": " + stage + " code `" + code.source() +
                                "` failed: " + error.what());
        }
        flushEnqueued();
    }

    void runChecks(const CompiledRule& rule, const LogLine& line)
    {
        for (const auto& check : rule.checks) {
            try {
                if (py::test(check, context_))
                    continue;
                Message message{"compliance.check_failed",
                                {messageArg(lineLabelMessage(line)), textArg(rule.key),
                                 textArg(check.source())}};
                if (const auto* waiver = rules_.waiverForFailedCheck(check.source()))
                    messages_.waived(line.line, std::move(message), *waiver);
                else
                    messages_.keyed(rule.key, line.line, std::move(message));
            } catch (const py::PyError& error) {
                messages_.keyed(rule.key, line.line,
                                lineLabel(line) + rule.key + " check `" + check.source() +
                                    "` raised " + error.what());
            }
            return; // the official checker stops at the first failing test of a record
        }
    }

    void flushEnqueued()
    {
        for (auto& file : enqueued_)
            pending_.push_back(std::move(file));
        enqueued_.clear();
    }

    std::uint32_t occurrences(const std::string& key) const
    {
        const int id = rules_.keyId(key);
        if (id < 0)
            return 0;
        const int index = config_.ruleOfKey[static_cast<std::size_t>(id)];
        return index < 0 ? 0 : counts_[static_cast<std::size_t>(index)];
    }

    // A count failure, unless the key is missing and a waiver lets it be.
    void countFailure(const CompiledRule& rule, std::uint32_t count, Message message)
    {
        const auto* waiver = count == 0 ? rules_.waiverForMissingKey(rule.key) : nullptr;
        if (waiver)
            messages_.waived(0, std::move(message), *waiver);
        else
            messages_.keyed(rule.key, 0, std::move(message));
    }

    void checkOccurrences()
    {
        std::vector<const std::vector<std::string>*> alternativesSeen;
        for (std::size_t i = 0; i < config_.rules.size(); ++i) {
            const auto& rule = config_.rules[i];
            const std::uint32_t count = counts_[i];
            const std::string found = std::to_string(count);
            switch (rule.requirement) {
            case Requirement::ExactlyOne:
                if (count == 0)
                    countFailure(rule, count, {"compliance.exactly_one.none", {textArg(rule.key)}});
                else if (count > 1 && valuesDiffer_[i])
                    messages_.keyed(rule.key, 0,
                                    Message{"compliance.exactly_one.different",
                                            {textArg(rule.key), numberArg(found)}});
                else if (count > 1)
                    messages_.warning(
                        0, {"compliance.exactly_one.same", {textArg(rule.key), numberArg(found)}});
                break;
            case Requirement::AtLeastOne:
                if (count == 0)
                    countFailure(rule, count, {"compliance.at_least_one", {textArg(rule.key)}});
                break;
            case Requirement::AtLeast:
                if (count < static_cast<std::uint32_t>(rule.atLeast))
                    countFailure(
                        rule, count,
                        {"compliance.at_least",
                         {textArg(rule.key), numberArg(static_cast<long long>(rule.atLeast)),
                          numberArg(found)}});
                break;
            case Requirement::AtLeastOneOr: {
                const bool duplicate =
                    std::any_of(alternativesSeen.begin(), alternativesSeen.end(),
                                [&](const auto* seen) { return *seen == rule.alternatives; });
                if (duplicate)
                    break;
                alternativesSeen.push_back(&rule.alternatives);
                const bool any =
                    std::any_of(rule.alternatives.begin(), rule.alternatives.end(),
                                [&](const std::string& key) { return occurrences(key) > 0; });
                if (!any) {
                    std::optional<Message> names;
                    for (const auto& key : rule.alternatives)
                        names = names ? Message{"compliance.or",
                                                {messageArg(std::move(*names)), textArg(key)}}
                                      : Message{"list.text", {textArg(key)}};
                    messages_.fixed(0,
                                    Message{"compliance.either",
                                            {names ? messageArg(std::move(*names)) : textArg("")}});
                }
                break;
            }
            case Requirement::None:
                break;
            }
            if (rule.target && !targetMet_[i])
                messages_.fixed(0, Message{"compliance.target_not_met",
                                           {textArg(rule.key), numberArg(found),
                                            textArg(rule.target->source())}});
        }
    }

    const detail::CompiledRuleset& rules_;
    const CompiledConfig& config_;
    Messages& messages_;
    std::deque<std::string>& pending_;
    std::vector<py::Value> slots_;
    std::vector<char> defined_;
    std::vector<std::uint32_t> counts_;
    std::vector<const json::Value*> firstValue_;
    std::vector<char> valuesDiffer_;
    std::vector<char> targetMet_;
    std::vector<std::string> enqueued_;
    py::EvalContext context_;
};

std::string firstStringValue(const mllog::MllogLog& log, std::string_view key)
{
    for (const auto& record : log.records)
        if (record.key == key)
            return record.value->isString() ? std::string(record.value->text())
                                            : record.value->dump();
    return {};
}

} // namespace

namespace {

detail::CompiledRuleset compileAny(const Ruleset& ruleset)
{
    if (ruleset.compliance.is_null() && ruleset.document && ruleset.document->root) {
        const json::Value* compliance = ruleset.document->root->find("compliance");
        if (!compliance)
            throw std::runtime_error("rules " + ruleset.version +
                                     ": the file has no \"compliance\" object");
        return detail::compileRuleset(ruleset.version, *compliance);
    }
    return detail::compileRuleset(ruleset.version, ruleset.compliance);
}

} // namespace

Checker::Checker(const Ruleset& ruleset, std::span<const std::string_view> alsoRead)
    : rules_(std::make_shared<detail::CompiledRuleset>(compileAny(ruleset)))
{
    auto keys = std::make_shared<mllog::KeySet>(rules_->keys);
    keys->insert("submission_division"); // Result::division and ::benchmark
    keys->insert("submission_benchmark");
    for (const std::string_view key : alsoRead)
        keys->insert(key);
    keysRead_ = std::move(keys);
}

namespace {

struct ConfigRunRecord
{
    int config;
    int enqueuedBy; // -1 for the entry file
};

// Non-empty when `config`, enqueued by run `by`, is that run's own file or one of the
// files that led to it: the official checker would run them in turn forever.
std::string enqueueCycle(const detail::CompiledRuleset& rules,
                         std::span<const ConfigRunRecord> runs, int by, int config)
{
    std::vector<int> chain; // the enqueuing run's file and its ancestors, innermost first
    bool cycle = false;
    for (int run = by; run >= 0; run = runs[static_cast<std::size_t>(run)].enqueuedBy) {
        chain.push_back(runs[static_cast<std::size_t>(run)].config);
        cycle = cycle || chain.back() == config;
    }
    if (!cycle)
        return {};
    const auto name = [&](int index) {
        return rules.configs[static_cast<std::size_t>(index)].name;
    };
    std::string path;
    for (auto it = chain.rbegin(); it != chain.rend(); ++it)
        path += name(*it) + " -> ";
    path += name(config);
    const std::string what = chain.front() == config
                                 ? "enqueues itself"
                                 : "enqueues " + name(config) + ", which led to it";
    return "rules file " + name(chain.front()) + " " + what + " (" + path +
           "): an endless cycle of rules files (the official checker never ends on it), so the run "
           "is rejected";
}

} // namespace

Result Checker::check(const mllog::MllogLog& log) const
{
    Result result;
    Messages messages;
    if (!log.parseErrors.empty()) {
        messages.fixed(0, Message{"compliance.parse_errors", {}});
        for (const auto& problem : log.parseErrors)
            messages.fixed(problem.line,
                           Message{"compliance.parse_error",
                                   {numberArg(static_cast<long long>(problem.line)),
                                    sentenceArg(problem.reason, problem.reasonMessage)}});
    }
    for (const auto& problem : log.malformedRecords)
        messages.fixed(problem.line, Message{"compliance.malformed",
                                             {numberArg(static_cast<long long>(problem.line)),
                                              sentenceArg(problem.reason, problem.reasonMessage)}});
    if (log.records.empty())
        messages.fixed(0, Message{"compliance.no_lines", {}});

    std::vector<LogLine> lines;
    lines.reserve(log.records.size() + 16);
    for (const auto& record : log.records) {
        LogLine line;
        line.keyId =
            rules_->keyId(record.key); // a non-string key arrives as "", which no rule defines
        line.line = record.line;
        line.view = {record.value, record.metadata, record.timeMs};
        lines.push_back(line);
    }
    result.division = firstStringValue(log, "submission_division");
    result.benchmark = firstStringValue(log, "submission_benchmark");

    detail::AggregateStore store;
    std::deque<std::string> pending{
        rules_->configs[static_cast<std::size_t>(rules_->entryConfig)].name};
    std::deque<int> pendingBy{-1}; // the run (index into `runs`) that enqueued each pending file
    std::vector<ConfigRunRecord> runs;
    while (!pending.empty()) {
        const std::string file = std::move(pending.front());
        const int by = pendingBy.front();
        pending.pop_front();
        pendingBy.pop_front();
        const int index = rules_->configForFile(file);
        if (index < 0) {
            messages.fixed(0, "ruleset " + rules_->version + " has no rules file '" + file +
                                  "' (the official checker aborts here), so the run is rejected");
            break;
        }
        if (std::string cycle = enqueueCycle(*rules_, runs, by, index); !cycle.empty()) {
            messages.fixed(0, cycle);
            break;
        }
        if (runs.size() >= kMaxConfigRuns) {
            messages.fixed(0, "the rules files enqueue more than " +
                                  std::to_string(kMaxConfigRuns) +
                                  " runs of rules files for one log (the last: " + file +
                                  "), the rules evaluator's limit; the run is rejected");
            break;
        }
        runs.push_back({index, by});
        const auto& config = rules_->configs[static_cast<std::size_t>(index)];
        messages.dropKeysOf(config);
        ConfigRun run(*rules_, config, messages, pending);
        const bool finished = run.run(lines, store);
        pendingBy.resize(pending.size(), static_cast<int>(runs.size() - 1));
        if (!finished)
            break;
    }
    messages.finish(result);
    return result;
}

} // namespace scalescope::compliance
