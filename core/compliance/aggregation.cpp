#include "core/compliance/aggregation.h"

#include <algorithm>

namespace scalescope::compliance::detail {

namespace {

struct Group
{
    const json::Value* groupValue = nullptr;
    double timestampMs = 0;
    // Metric name -> value, in first-seen order; a repeated metric keeps its last value.
    std::vector<std::pair<std::string, const json::Value*>> metrics;
};

std::string jsonQuoted(std::string_view text)
{
    std::string out = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out + "\"";
}

} // namespace

std::string appendAggregatedRecords(const Aggregation& aggregation, std::vector<LogLine>& lines,
                                    AggregateStore& store)
{
    std::vector<Group> groups;
    for (const auto& line : lines) {
        if (line.keyId != aggregation.fromKey)
            continue;
        const json::Value* metadata = line.view.metadata;
        const std::string where = "line " + std::to_string(line.line) + ": ";
        if (!metadata->isObject())
            return where + "eval_accuracy metadata is not a dict";
        const json::Value* metric = metadata->find(aggregation.metric);
        if (!metric && aggregation.onlyWithMetric)
            continue;
        const json::Value* groupValue = metadata->find(aggregation.groupBy);
        if (!groupValue)
            return where + "eval_accuracy has no '" + aggregation.groupBy +
                   "' in its metadata (KeyError)";
        if (!metric)
            return where + "eval_accuracy has no '" + aggregation.metric +
                   "' in its metadata (KeyError)";
        if (groupValue->isArray() || groupValue->isObject())
            return where + "'" + aggregation.groupBy + "' is not hashable (TypeError)";
        const py::Value key = py::Value::fromJson(*groupValue);
        auto group = std::find_if(groups.begin(), groups.end(), [&](const Group& g) {
            return py::equals(py::Value::fromJson(*g.groupValue), key);
        });
        if (group == groups.end()) {
            groups.push_back(
                {groupValue, line.view.timestampMs, {{aggregation.groupBy, groupValue}}});
            group = groups.end() - 1;
        }
        group->timestampMs = std::max(group->timestampMs, line.view.timestampMs);
        const std::string name = metric->isString() ? std::string(metric->text()) : metric->dump();
        auto slot = std::find_if(group->metrics.begin(), group->metrics.end(),
                                 [&](const auto& m) { return m.first == name; });
        if (slot == group->metrics.end())
            group->metrics.emplace_back(name, line.view.value);
        else
            slot->second = line.view.value;
    }
    store.texts.emplace_back("{}");
    const json::Value* emptyMetadata = json::parse(store.texts.back(), store.arena).root;
    for (const auto& group : groups) {
        std::string text = "{";
        for (std::size_t i = 0; i < group.metrics.size(); ++i) {
            if (i)
                text += ", ";
            text += jsonQuoted(group.metrics[i].first) + ": " + group.metrics[i].second->dump();
        }
        text += "}";
        store.texts.push_back(std::move(text));
        const auto parsed = json::parse(store.texts.back(), store.arena);
        if (!parsed.ok())
            return "could not build the aggregated record " + store.texts.back();
        LogLine virtualLine;
        virtualLine.keyId = aggregation.asKey;
        virtualLine.view = {parsed.root, emptyMetadata, group.timestampMs};
        lines.push_back(virtualLine);
    }
    return {};
}

} // namespace scalescope::compliance::detail
