#pragma once
// Helpers shared by the compliance tests: rules files straight from resources/rules (so
// the tests do not depend on the embedded copy), and logs parsed from text or a file.

#include "core/compliance/compliance_checker.h"

#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <string>

namespace scalescope::compliance::testing {

inline std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error("cannot open " + path);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

inline std::string rulesPath(const std::string& version)
{
    return std::string(SCALESCOPE_TEST_DATA) + "/../../resources/rules/" + version + ".json";
}

// The rules as published (resources/rules/published); rulesPath is today's.
inline std::string publishedRulesPath(const std::string& version)
{
    return std::string(SCALESCOPE_TEST_DATA) + "/../../resources/rules/published/" + version +
           ".json";
}

inline nlohmann::json rulesJson(const std::string& version)
{
    return nlohmann::json::parse(readFile(rulesPath(version)));
}

inline Ruleset loadRuleset(const std::string& version)
{
    const auto document = rulesJson(version);
    Ruleset ruleset;
    ruleset.version = document.at("ruleset").get<std::string>();
    ruleset.urlVersion = document.at("url_version").get<std::string>();
    ruleset.benchmarks = document.at("benchmarks").get<std::vector<std::string>>();
    ruleset.compliance = document.at("compliance");
    return ruleset;
}

// Parsed log that keeps its bytes and arena alive.
struct ParsedLog
{
    std::string bytes;
    std::unique_ptr<json::Arena> arena = std::make_unique<json::Arena>();
    mllog::MllogLog log;
};

inline std::unique_ptr<ParsedLog> parseText(std::string text)
{
    auto parsed = std::make_unique<ParsedLog>();
    parsed->bytes = std::move(text);
    mllog::readMllog(parsed->bytes, *parsed->arena, parsed->log);
    return parsed;
}

inline std::unique_ptr<ParsedLog> parseFixture(const std::string& name)
{
    return parseText(readFile(std::string(SCALESCOPE_TEST_DATA) + "/mllog/" + name));
}

inline std::string joined(const std::vector<Failure>& failures)
{
    std::string out;
    for (const auto& failure : failures)
        out += failure.message + "\n";
    return out;
}

} // namespace scalescope::compliance::testing
