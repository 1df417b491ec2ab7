#include "core/importer/system_description.h"

#include <charconv>
#include <climits>
#include <cmath>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <utility>

namespace scalescope {

namespace {

using nlohmann::json;

// 2^31 - 1: past every machine ever built (the largest MLPerf entry has 11,616 GPUs).
constexpr std::int64_t kMaxPlausibleCount = 2147483647;

// Python's int(x): an int, a float truncated toward zero, a bool, or a string of
// decimal digits with optional sign, surrounding whitespace and single underscores.
std::optional<std::int64_t> pythonInt(const json& value)
{
    if (value.is_boolean())
        return value.get<bool>() ? 1 : 0;
    if (value.is_number_unsigned() && value.get<std::uint64_t>() > std::uint64_t(INT64_MAX))
        return INT64_MAX; // 2^63 and above: far past any count, and refused as such (not wrapped)
    if (value.is_number_integer())
        return value.get<std::int64_t>();
    if (value.is_number_float()) {
        const double d = value.get<double>();
        if (!std::isfinite(d) || std::fabs(d) > 9.2e18)
            return std::nullopt;
        return static_cast<std::int64_t>(std::trunc(d));
    }
    if (!value.is_string())
        return std::nullopt;
    std::string text = value.get<std::string>();
    const auto first = text.find_first_not_of(" \t\n\r\f\v");
    const auto last = text.find_last_not_of(" \t\n\r\f\v");
    if (first == std::string::npos)
        return std::nullopt;
    text = text.substr(first, last - first + 1);
    std::string digits;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '_' && i > 0 && i + 1 < text.size() &&
            std::isdigit(static_cast<unsigned char>(text[i - 1])) &&
            std::isdigit(static_cast<unsigned char>(text[i + 1])))
            continue;
        digits += c;
    }
    std::size_t offset = digits.size() > 0 && digits[0] == '+' ? 1 : 0;
    std::int64_t result = 0;
    const auto [ptr, ec] =
        std::from_chars(digits.data() + offset, digits.data() + digits.size(), result);
    if (ec != std::errc() || ptr != digits.data() + digits.size() || digits.size() == offset)
        return std::nullopt;
    return result;
}

// Python's str(x) for the JSON value (number_of_nodes is kept as text).
std::string pythonStr(const json& value)
{
    if (value.is_string())
        return value.get<std::string>();
    if (value.is_boolean())
        return value.get<bool>() ? "True" : "False";
    if (value.is_null())
        return "None";
    return value.dump();
}

std::string textField(const json& data, const char* name)
{
    const auto& value = data.at(name);
    return value.is_string() ? value.get<std::string>() : pythonStr(value);
}

} // namespace

bool nestedDeeperThan(std::string_view text, int levels)
{
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > levels)
                return true;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return false;
}

std::variant<SystemEntry, SystemDescriptionError> parseSystemDescription(std::string_view text)
{
    if (nestedDeeperThan(text, kMaxDescriptionNesting))
        return SystemDescriptionError{
            {"file.system.nested", {numberArg(static_cast<long long>(kMaxDescriptionNesting))}}};
    json data;
    try {
        data = json::parse(text.begin(), text.end());
    } catch (const json::exception& error) {
        // parse_error, and out_of_range for a number beyond double ("1e400"), which
        // Python reads as inf but nlohmann refuses.
        return SystemDescriptionError{{"file.system.invalid_json", {textArg(error.what())}}};
    }
    if (!data.is_object())
        return SystemDescriptionError{{"file.system.not_object", {}}};

    // The official summarizer needs all of these (it crashes without them).
    for (const char* field :
         {"division", "status", "submitter", "system_name", "number_of_nodes",
          "host_processor_model_name", "host_processors_per_node", "host_processor_core_count",
          "accelerator_model_name", "accelerators_per_node", "framework"}) {
        if (!data.contains(field))
            return SystemDescriptionError{{"file.system.missing_field", {textArg(field)}}};
    }

    SystemEntry entry;
    entry.division = textField(data, "division");
    entry.availability = textField(data, "status");
    entry.submitter = textField(data, "submitter");
    entry.system = textField(data, "system_name");
    entry.numberOfNodes = pythonStr(data.at("number_of_nodes"));
    entry.hostProcessorModelName = textField(data, "host_processor_model_name");
    entry.acceleratorModelName = textField(data, "accelerator_model_name");
    entry.framework = textField(data, "framework");

    const auto nodes = pythonInt(data.at("number_of_nodes"));
    const auto hostsPerNode = pythonInt(data.at("host_processors_per_node"));
    const auto acceleratorsPerNode = pythonInt(data.at("accelerators_per_node"));
    const auto notInteger = [&](const char* field) {
        return SystemDescriptionError{
            {"file.system.not_integer", {textArg(field), textArg(data.at(field).dump())}}};
    };
    if (!nodes)
        return notInteger("number_of_nodes");
    if (!hostsPerNode)
        return notInteger("host_processors_per_node");
    if (!acceleratorsPerNode)
        return notInteger("accelerators_per_node");
    // Python ints do not overflow, but no machine has a negative count or 2^31 of anything:
    // such a field is a typo or a wrapped number, and every figure drawn from it would be
    // meaningless, so the description is refused.
    const auto implausible = [&](const char* field,
                                 std::int64_t value) -> std::optional<SystemDescriptionError> {
        if (value < 0)
            return SystemDescriptionError{
                {"file.system.negative", {textArg(field), textArg(data.at(field).dump())}}};
        if (value > kMaxPlausibleCount)
            return SystemDescriptionError{
                {"file.system.implausible",
                 {textArg(field), textArg(data.at(field).dump()),
                  numberArg(static_cast<long long>(kMaxPlausibleCount))}}};
        return std::nullopt;
    };
    for (const auto& [field, value] : {std::pair{"number_of_nodes", *nodes},
                                       std::pair{"host_processors_per_node", *hostsPerNode},
                                       std::pair{"accelerators_per_node", *acceleratorsPerNode}})
        if (auto problem = implausible(field, value))
            return *problem;
    // Both factors are below 2^31, so the products fit in 64 bits.
    entry.hostProcessorsCount = *hostsPerNode * *nodes;
    entry.acceleratorsCount = *acceleratorsPerNode * *nodes;
    for (const auto& [what, product] :
         {std::pair{"host_processors_per_node x number_of_nodes", entry.hostProcessorsCount},
          std::pair{"accelerators_per_node x number_of_nodes", entry.acceleratorsCount}})
        if (product > kMaxPlausibleCount)
            return SystemDescriptionError{
                {"file.system.product",
                 {textArg(what), numberArg(static_cast<long long>(product)),
                  numberArg(static_cast<long long>(kMaxPlausibleCount))}}};

    if (entry.system == "tpu-v3")
        entry.system = "TPUv3." + std::to_string(2 * *acceleratorsPerNode);
    if (entry.acceleratorModelName == "tpu-v3")
        entry.acceleratorModelName = "TPUv3";
    if (entry.framework.find("TensorFlow") != std::string::npos) {
        const auto tail = entry.framework.find(" commit hash = ");
        if (tail != std::string::npos)
            entry.framework.erase(tail);
    }
    std::string notes;
    for (const char* field : {"hw_notes", "sw_notes"}) {
        if (!data.contains(field))
            continue;
        const std::string note = textField(data, field);
        if (note.empty())
            continue;
        if (!notes.empty())
            notes += ';';
        notes += note;
    }
    entry.notes = notes;
    return entry;
}

std::string detailsUrl(std::string_view urlVersion, std::string_view submitter,
                       std::string_view systemId)
{
    return "https://github.com/mlcommons/training_results_v" + std::string(urlVersion) +
           "/blob/main/" + std::string(submitter) + "/systems/" + std::string(systemId) + ".json";
}

std::string codeUrl(std::string_view urlVersion, std::string_view submitter)
{
    return "https://github.com/mlcommons/training_results_v" + std::string(urlVersion) +
           "/blob/master/" + std::string(submitter) + "/benchmarks";
}

} // namespace scalescope
