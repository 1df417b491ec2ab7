#include "core/rules/rules_converter.h"

#include "core/compliance/py_program.h"
#include "core/rules/yaml_budget.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <stdexcept>
#include <yaml-cpp/yaml.h>

namespace scalescope::rules {

namespace fs = std::filesystem;
using ordered_json = nlohmann::ordered_json;

namespace {

// Facts the official summarizer (result_summarizer.py) keeps in code, not in the YAML
// tree: the `mask` folder alias and the olympic-mean drop count (docs/mlperf-scoring.md §1, §4.2).
const std::map<std::string, std::string> kFolderAliases = {{"mask", "maskrcnn"}};
constexpr int kMaxDroppedDefault = 1;
const std::map<std::string, int> kMaxDroppedPerBenchmark = {{"unet3d", 4}};

std::string readText(const fs::path& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error("cannot read " + path.string());
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

// Python's str.strip() for the ASCII whitespace the YAML files can hold.
std::string pyStrip(std::string_view text)
{
    constexpr std::string_view kSpace = " \t\n\r\v\f";
    const auto begin = text.find_first_not_of(kSpace);
    if (begin == std::string_view::npos)
        return {};
    return std::string(text.substr(begin, text.find_last_not_of(kSpace) - begin + 1));
}

std::vector<int> versionKey(const std::string& version)
{
    std::vector<int> parts;
    std::stringstream in(version);
    std::string part;
    while (std::getline(in, part, '.'))
        parts.push_back(std::atoi(part.c_str()));
    return parts;
}

bool isVersionFolder(const std::string& name)
{
    static const std::regex pattern(R"re(training_\d+\.\d+\.\d+)re");
    return std::regex_match(name, pattern);
}

bool isBareVersion(const std::string& name)
{
    static const std::regex pattern(R"re(\d+\.\d+\.\d+)re");
    return std::regex_match(name, pattern);
}

std::string shortVersion(const std::string& version)
{
    return version.substr(0, version.rfind('.'));
}

// The first quoted argument of every enqueue_config( call, as the regex
// enqueue_config\(\s*'([^']*)' finds them: scanned by hand, because std::regex recurses once
// per character of the argument and a rules file with a 50,000-character one overflowed
// the stack.
std::vector<std::string> enqueuedPatterns(const std::string& code)
{
    constexpr std::string_view kCall = "enqueue_config(";
    std::vector<std::string> patterns;
    std::size_t at = code.find(kCall);
    while (at != std::string::npos) {
        std::size_t next = at + 1;
        std::size_t open = at + kCall.size();
        while (open < code.size() && std::isspace(static_cast<unsigned char>(code[open])))
            ++open;
        if (open < code.size() && code[open] == '\'') {
            const std::size_t close = code.find('\'', open + 1);
            if (close != std::string::npos) {
                patterns.push_back(code.substr(open + 1, close - open - 1));
                next = close + 1;
            }
        }
        at = code.find(kCall, next);
    }
    return patterns;
}

// The names of `list` written as '\w+' (letters, digits, underscores in quotes), as the
// regex '(\w+)' finds them: scanned by hand for the reason above.
std::vector<std::string> quotedWords(std::string_view list)
{
    const auto isWord = [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
    };
    std::vector<std::string> words;
    std::size_t at = 0;
    while (at < list.size()) {
        if (list[at] == '\'') {
            std::size_t end = at + 1;
            while (end < list.size() && isWord(list[end]))
                ++end;
            if (end > at + 1 && end < list.size() && list[end] == '\'') {
                words.emplace_back(list.substr(at + 1, end - at - 1));
                at = end + 1;
                continue;
            }
        }
        ++at;
    }
    return words;
}

// The stable-diffusion BEGIN block (3.1.0 groups by step_num, 4.0.0+ by samples_count),
// with its three names as placeholders. Any other text is refused, so that a changed
// aggregation can never be scored with the old meaning.
constexpr std::string_view kAggregationTemplate =
    "from dataclasses import replace\n"
    "agg_eval_lines = {}\n"
    "for line in loglines:\n"
    "    if line.key == \"@FROM@\" and 'metric' in line.value['metadata']:\n"
    "        @GROUP@ = line.value['metadata']['@GROUP@']\n"
    "        if @GROUP@ not in agg_eval_lines:\n"
    "            new_line = replace(line) # Make a copy\n"
    "            new_line.key = \"@AS@\"\n"
    "            new_line.full_string = \"\" # Not needed\n"
    "            new_line.lineno = -1      # Not needed\n"
    "            new_line.value = {'value': {'@GROUP@': @GROUP@}, 'metadata':{}}\n"
    "            agg_eval_lines[@GROUP@] = new_line\n"
    "\n"
    "        agg_eval_lines[@GROUP@].timestamp = max(line.timestamp, "
    "agg_eval_lines[@GROUP@].timestamp)\n"
    "        agg_eval_lines[@GROUP@].value['value'][line.value['metadata']['metric']] = "
    "line.value['value']\n"
    "loglines.extend(agg_eval_lines.values())";

std::string replaceAll(std::string text, std::string_view from, const std::string& to)
{
    for (std::size_t at = 0; (at = text.find(from, at)) != std::string::npos; at += to.size())
        text.replace(at, from.size(), to);
    return text;
}

std::optional<ordered_json> recogniseAggregation(const std::string& code)
{
    // The template with three short names; the size test also keeps std::regex, which
    // recurses once per character it matches, away from a long text (a stack overflow).
    if (code.size() > 2 * kAggregationTemplate.size())
        return std::nullopt;
    static const std::regex from(R"re(if line\.key == "(\w+)" and 'metric')re");
    static const std::regex group(R"re(\n\s+(\w+) = line\.value\['metadata'\]\['(\w+)'\])re");
    static const std::regex as(R"re(new_line\.key = "(\w+)")re");
    std::smatch fromMatch, groupMatch, asMatch;
    if (!std::regex_search(code, fromMatch, from) || !std::regex_search(code, groupMatch, group) ||
        !std::regex_search(code, asMatch, as) || groupMatch[1] != groupMatch[2])
        return std::nullopt;
    std::string expected(kAggregationTemplate);
    expected = replaceAll(expected, "@FROM@", fromMatch[1]);
    expected = replaceAll(expected, "@GROUP@", groupMatch[1]);
    expected = replaceAll(expected, "@AS@", asMatch[1]);
    if (expected != code)
        return std::nullopt;
    ordered_json aggregate;
    aggregate["from"] = fromMatch[1].str();
    aggregate["as"] = asMatch[1].str();
    aggregate["group_by"] = groupMatch[1].str();
    aggregate["metric"] = "metric";
    aggregate["only_with_metric"] = true;
    return aggregate;
}

class Converter
{
  public:
    Converter(const RulesTree& tree, std::string version)
        : tree_(tree), version_(std::move(version))
    {
    }

    ConvertedRuleset run(const FallbackFacts* fallback, const ordered_json* codeFacts)
    {
        ConvertedRuleset out;
        out.version = version_;
        const std::string folder = "training_" + version_;
        std::vector<std::string> files;
        for (const auto& entry : fs::directory_iterator(tree_.checkerDir / folder))
            if (entry.is_regular_file() && entry.path().extension() == ".yaml")
                files.push_back(entry.path().filename().string());
        std::sort(files.begin(), files.end());
        if (std::find(files.begin(), files.end(), "common.yaml") == files.end())
            throw std::runtime_error(folder + " has no common.yaml");

        ordered_json configs = ordered_json::object();
        std::vector<std::string> queue;
        queue.reserve(files.size());
        for (const auto& file : files)
            queue.push_back(folder + "/" + file);
        std::set<std::string> done;
        for (std::size_t i = 0; i < queue.size(); ++i) {
            const std::string relative = queue[i];
            if (!done.insert(relative).second)
                continue;
            const std::string name = configName(relative);
            configs[name] = convertFile(relative, queue);
        }

        ordered_json& doc = out.document;
        doc["ruleset"] = version_;
        doc["url_version"] = shortVersion(version_);
        doc["generated_by"] = "scalescope-convert-rules from the official YAML; do not edit "
                              "(docs/rules-conversion.md)";
        doc["source"] = sourceLabel("compliance_checker/" + folder + "/*.yaml, benchmark_meta.py");
        addBenchmarkFacts(doc, configs, fallback);
        doc["aliases"] = kFolderAliases;
        ordered_json maxDropped;
        maxDropped["default"] = kMaxDroppedDefault;
        for (const auto& [benchmark, count] : kMaxDroppedPerBenchmark)
            maxDropped[benchmark] = count;
        doc["max_dropped"] = maxDropped;
        noteMissingConfigs(configs);
        ordered_json compliance = {{"format", 1}, {"entry", "common"}, {"configs", configs}};
        if (codeFacts)
            addCodeFacts(*codeFacts, compliance);
        doc["conversion_notes"] = notes_;
        doc["compliance"] = std::move(compliance);
        out.notes = notes_;
        return out;
    }

  private:
    std::string sourceLabel(const std::string& what) const
    {
        const auto own = tree_.commitOfVersion.find(version_);
        const std::string& commit = own != tree_.commitOfVersion.end() ? own->second : tree_.commit;
        return what + " of mlcommons/logging" +
               (commit.empty() ? std::string(" (commit unknown)") : " at commit " + commit);
    }

    // The release checker's behaviour that is code, not YAML (docs/rules-conversion.md,
    // "Rules as published"), given as data by the overlay file.
    void addCodeFacts(const ordered_json& facts, ordered_json& compliance)
    {
        if (!facts.is_object())
            throw std::runtime_error("the code facts of ruleset " + version_ +
                                     " must be an object");
        for (const auto& [name, value] : facts.items()) {
            if (name != "waivers")
                throw std::runtime_error("code facts of ruleset " + version_ +
                                         ": unknown member \"" + name + "\"");
            if (!value.is_array())
                throw std::runtime_error("code facts of ruleset " + version_ +
                                         ": \"waivers\" must be a list");
            ordered_json waivers = ordered_json::array();
            for (const auto& waiver : value) {
                const bool byCheck = waiver.contains("failed_check_starts_with") &&
                                     waiver["failed_check_starts_with"].is_string();
                const bool byKey =
                    waiver.contains("missing_key") && waiver["missing_key"].is_string();
                if (byCheck == byKey || !waiver.contains("reason") ||
                    !waiver["reason"].is_string() || waiver.size() != 2)
                    throw std::runtime_error("code facts of ruleset " + version_ +
                                             ": a waiver has \"reason\" and one of "
                                             "\"failed_check_starts_with\" or \"missing_key\": " +
                                             waiver.dump());
                waivers.push_back(waiver);
                note(std::string("the release checker's code waives ") +
                     (byCheck ? "a failed check beginning " +
                                    waiver["failed_check_starts_with"].get<std::string>()
                              : "a missing " + waiver["missing_key"].get<std::string>()) +
                     " (a warning, \"" + waiver["reason"].get<std::string>() +
                     "\"): written as a waiver");
            }
            compliance["waivers"] = std::move(waivers);
        }
    }

    // Files of the ruleset's own folder are named without it ("closed_bert"); a file of
    // another folder that a rule enqueues keeps its folder ("training_3.1.0/closed_resnet_sgd").
    std::string configName(const std::string& relative) const
    {
        std::string name = relative.substr(0, relative.size() - 5);
        const std::string own = "training_" + version_ + "/";
        return name.starts_with(own) ? name.substr(own.size()) : name;
    }

    void note(const std::string& text)
    {
        if (std::find(notes_.begin(), notes_.end(), text) == notes_.end())
            notes_.push_back(text);
    }

    static std::string scalarText(const YAML::Node& node, const std::string& where)
    {
        if (!node.IsScalar())
            throw std::runtime_error(where + " must be a string");
        return node.Scalar();
    }

    // Other folders named by enqueue_config() patterns in `code` join the queue.
    void followEnqueues(const std::string& code, std::vector<std::string>& queue)
    {
        for (const std::string& pattern : enqueuedPatterns(code)) {
            const auto slash = pattern.find('/');
            if (slash == std::string::npos)
                continue;
            std::string folder = pattern.substr(0, slash);
            // The 1.0.0 release named its folder "1.0.0/", not "training_1.0.0/".
            if (isBareVersion(folder))
                folder.insert(0, "training_");
            if (folder == "training_" + version_)
                continue;
            const std::string filePattern = pattern.substr(slash + 1);
            const auto hole = filePattern.find("{}");
            const std::string prefix = filePattern.substr(0, hole);
            const std::string suffix =
                hole == std::string::npos ? "" : filePattern.substr(hole + 2);
            std::vector<std::string> matches;
            if (fs::is_directory(tree_.checkerDir / folder))
                for (const auto& entry : fs::directory_iterator(tree_.checkerDir / folder)) {
                    const std::string file = entry.path().filename().string();
                    const bool fits = hole == std::string::npos
                                          ? file == filePattern
                                          : file.size() >= prefix.size() + suffix.size() &&
                                                file.starts_with(prefix) && file.ends_with(suffix);
                    if (fits)
                        matches.push_back(folder + "/" + file);
                }
            std::sort(matches.begin(), matches.end());
            const std::string first = "a rule of ruleset " + version_ + " loads " + pattern +
                                      " from another ruleset's folder";
            note(first + (matches.empty() ? ", which does not exist: such logs are rejected (the "
                                            "official checker cannot open it)"
                                          : "; those files are included under their folder name"));
            for (auto& match : matches)
                if (std::find(queue.begin(), queue.end(), match) == queue.end())
                    queue.push_back(std::move(match));
        }
    }

    ordered_json convertFile(const std::string& relative, std::vector<std::string>& queue)
    {
        ordered_json config;
        config["source"] = sourceLabel("compliance_checker/" + relative);
        const YAML::Node root =
            loadYamlFile(tree_.checkerDir / relative, relative); // bounded: aliases, size
        ordered_json rules = ordered_json::array();
        if (root.IsNull()) { // the official checker skips an empty file
            note(relative + " is empty: it defines no rules");
            config["rules"] = rules;
            return config;
        }
        if (!root.IsSequence())
            throw std::runtime_error(relative + ": the top level must be a list of records");
        bool sawBegin = false;
        bool sawEnd = false;
        for (const auto& item : root) {
            if (!item.IsMap() || item.size() == 0)
                throw std::runtime_error(relative + ": every record must be a mapping");
            const std::string kind = item.begin()->first.Scalar();
            const YAML::Node body = item.begin()->second;
            if (item.size() > 1)
                note(relative + ": a record has several top-level fields; only the first, " + kind +
                     ", counts (as in the official checker)");
            if (kind == "BEGIN") {
                if (sawBegin)
                    throw std::runtime_error(
                        relative +
                        ": more than one BEGIN block (the official checker asserts at most one)");
                sawBegin = true;
                convertBegin(relative, body, config);
            } else if (kind == "END") {
                if (sawEnd)
                    throw std::runtime_error(
                        relative +
                        ": more than one END block (the official checker asserts at most one)");
                sawEnd = true;
                config["end"] = convertEnd(relative, body);
            } else if (kind == "KEY") {
                ordered_json rule = convertKey(relative, body);
                followEnqueues(rule.value("pre", std::string()) + "\n" +
                                   rule.value("post", std::string()),
                               queue);
                // A key defined twice keeps its first place and its last definition (Python
                // dict.update).
                auto same = std::find_if(rules.begin(), rules.end(), [&](const ordered_json& r) {
                    return r["key"] == rule["key"];
                });
                if (same != rules.end()) {
                    note(relative + ": key " + rule["key"].get<std::string>() +
                         " is defined twice; the last definition counts, as in the official "
                         "checker");
                    *same = std::move(rule);
                } else {
                    rules.push_back(std::move(rule));
                }
            } else {
                note(relative + ": a record of unknown kind " + kind +
                     " is ignored, as the official checker ignores it");
            }
        }
        config["rules"] = rules;
        return config;
    }

    void convertBegin(const std::string& relative, const YAML::Node& body, ordered_json& config)
    {
        if (!body.IsMap() || !body["CODE"])
            throw std::runtime_error(relative + ": BEGIN has no CODE");
        const std::string code = pyStrip(scalarText(body["CODE"], relative + ": BEGIN CODE"));
        compliance::py::SlotTable slots;
        try {
            (void)compliance::py::compileProgram(code, slots);
            config["begin"] = code;
            return;
        } catch (const std::exception& error) {
            if (auto aggregate = recogniseAggregation(code)) {
                config["aggregate"] = *aggregate;
                note(relative + ": the BEGIN code (FID/CLIP aggregation by " +
                     (*aggregate)["group_by"].get<std::string>() +
                     ") is expressed as an \"aggregate\" object");
                return;
            }
            throw std::runtime_error(relative + ": the BEGIN code cannot be compiled (" +
                                     error.what() +
                                     ") and is not the known FID/CLIP aggregation:\n" + code);
        }
    }

    ordered_json convertEnd(const std::string& relative, const YAML::Node& body)
    {
        if (!body.IsMap())
            throw std::runtime_error(relative + ": END must be a mapping");
        ordered_json end;
        for (const auto& field : body) {
            const std::string name = field.first.Scalar();
            if (name == "PRE")
                end["pre"] = pyStrip(scalarText(field.second, relative + ": END PRE"));
            else if (name == "CHECK")
                end["check"] = checkList(field.second, relative + ": END CHECK");
            else
                note(relative + ": END field " + name +
                     " is ignored, as the official checker ignores it");
        }
        return end;
    }

    static ordered_json checkList(const YAML::Node& node, const std::string& where)
    {
        ordered_json checks = ordered_json::array();
        if (node.IsSequence()) {
            for (const auto& item : node)
                checks.push_back(pyStrip(scalarText(item, where)));
        } else {
            checks.push_back(pyStrip(scalarText(node, where)));
        }
        return checks;
    }

    ordered_json convertKey(const std::string& relative, const YAML::Node& body)
    {
        if (!body.IsMap() || !body["NAME"])
            throw std::runtime_error(relative +
                                     ": a KEY record has no NAME (the official checker crashes)");
        const std::string key = scalarText(body["NAME"], relative + ": KEY NAME");
        const std::string where = relative + ": key " + key;
        ordered_json rule;
        rule["key"] = key;
        for (const auto& field : body) {
            const std::string name = field.first.Scalar();
            if (name == "NAME")
                continue;
            if (name == "REQ")
                rule["req"] = scalarText(field.second, where + " REQ");
            else if (name == "PRE")
                rule["pre"] = pyStrip(scalarText(field.second, where + " PRE"));
            else if (name == "CHECK")
                rule["check"] = checkList(field.second, where + " CHECK");
            else if (name == "POST")
                rule["post"] = pyStrip(scalarText(field.second, where + " POST"));
            else if (name == "ATLEAST_ONE_CHECK")
                rule["atleast_one_check"] =
                    pyStrip(scalarText(field.second, where + " ATLEAST_ONE_CHECK"));
            else
                note(where + ": field " + name + " is ignored, as the official checker ignores it");
        }
        return rule;
    }

    static std::vector<std::string> acceptedBenchmarks(const ordered_json& configs,
                                                       const std::string& common)
    {
        std::vector<std::string> names;
        if (!configs.contains(common))
            return names;
        for (const auto& rule : configs[common]["rules"]) {
            if (rule["key"] != "submission_benchmark" || !rule.contains("check"))
                continue;
            // "v['value'] in ['resnet', 'ssd', ...]": the quoted names inside the brackets.
            for (const auto& check : rule["check"]) {
                const std::string text = check.get<std::string>();
                const auto open = text.find('[', text.find(" in "));
                const auto close = text.find(']', open);
                if (open == std::string::npos || close == std::string::npos)
                    continue;
                for (auto& name : quotedWords(std::string_view(text).substr(open, close - open)))
                    names.push_back(std::move(name));
            }
        }
        return names;
    }

    void addBenchmarkFacts(ordered_json& doc, const ordered_json& configs,
                           const FallbackFacts* fallback)
    {
        std::vector<std::string> listed;
        std::map<std::string, int> counts;
        const BenchmarkMeta* meta = tree_.meta ? &*tree_.meta : nullptr;
        const auto allowed = meta ? meta->allowedBenchmarks.find(version_)
                                  : decltype(meta->allowedBenchmarks.end()){};
        const auto allowedShort = meta ? meta->allowedBenchmarks.find(shortVersion(version_))
                                       : decltype(meta->allowedBenchmarks.end()){};
        if (meta && allowed != meta->allowedBenchmarks.end()) {
            listed = allowed->second;
        } else if (meta && allowedShort != meta->allowedBenchmarks.end()) {
            listed = allowedShort->second;
        } else if (fallback && !fallback->benchmarks.empty()) {
            listed = fallback->benchmarks;
            note("benchmark_meta.py does not list ruleset " + version_ +
                 ": the benchmark list and result counts are scalescope's built-in ones");
        } else {
            listed = acceptedBenchmarks(configs, "closed_common");
            note("benchmark_meta.py does not list ruleset " + version_ +
                 ": the benchmarks are those closed_common.yaml accepts, in its order");
        }
        std::vector<std::string> benchmarks;
        for (const auto& name : listed) {
            if (std::find(benchmarks.begin(), benchmarks.end(), name) != benchmarks.end()) {
                note("benchmark_meta.py lists " + name + " twice for ruleset " + version_ +
                     "; it is one CSV column, at its first place");
                continue;
            }
            benchmarks.push_back(name);
            if (meta && meta->resultCounts.contains(name))
                counts[name] = meta->resultCounts.at(name);
            else if (fallback && fallback->resultCounts.contains(name))
                counts[name] = fallback->resultCounts.at(name);
            else
                note("no result count is known for " + name + " in ruleset " + version_);
        }
        doc["benchmarks"] = benchmarks;
        ordered_json countsJson = ordered_json::object();
        for (const auto& name : benchmarks)
            if (counts.contains(name))
                countsJson[name] = counts[name];
        doc["result_counts"] = countsJson;
    }

    void noteMissingConfigs(const ordered_json& configs)
    {
        for (const std::string division : {"closed", "open"}) {
            for (const auto& benchmark : acceptedBenchmarks(configs, division + "_common")) {
                if (!configs.contains(division + "_" + benchmark))
                    note(division + "_common.yaml accepts " + benchmark + " but training_" +
                         version_ + "/" + division + "_" + benchmark +
                         ".yaml does not exist: the official checker cannot go on with such a log, "
                         "so scalescope rejects it");
            }
        }
    }

    const RulesTree& tree_;
    std::string version_;
    std::vector<std::string> notes_;
};

} // namespace

RulesTree locateRulesTree(const fs::path& root)
{
    RulesTree tree;
    fs::path base = root;
    if (fs::is_directory(root / "compliance_checker")) {
        tree.checkerDir = root / "compliance_checker";
    } else if (isVersionFolder(root.filename().string()) && fs::exists(root / "common.yaml")) {
        tree.checkerDir = root.parent_path();
        tree.versions.push_back(root.filename().string().substr(9));
        base = tree.checkerDir.parent_path();
    } else {
        tree.checkerDir = root;
        base = root.parent_path();
    }
    if (tree.versions.empty() && fs::is_directory(tree.checkerDir)) {
        for (const auto& entry : fs::directory_iterator(tree.checkerDir)) {
            const std::string name = entry.path().filename().string();
            if (entry.is_directory() && isVersionFolder(name) &&
                fs::exists(entry.path() / "common.yaml"))
                tree.versions.push_back(name.substr(9));
        }
    }
    if (tree.versions.empty())
        throw std::runtime_error(root.string() + " holds no official compliance rules (no "
                                                 "compliance_checker/training_X.Y.Z/common.yaml)");
    std::sort(
        tree.versions.begin(), tree.versions.end(),
        [](const std::string& a, const std::string& b) { return versionKey(a) < versionKey(b); });
    for (const fs::path& candidate : {root / "benchmark_meta.py", base / "benchmark_meta.py",
                                      tree.checkerDir.parent_path() / "benchmark_meta.py"}) {
        if (fs::is_regular_file(candidate)) {
            tree.meta = parseBenchmarkMeta(readText(candidate));
            break;
        }
    }
    for (const fs::path& candidate : {root / "README.md", base / "README.md"}) {
        if (!fs::is_regular_file(candidate))
            continue;
        // A table of release folders: "| training_1.1.0 | v1.1 | 1.1.0-rc4 | ad1b6e8e... |".
        static const std::regex row(
            R"re(\|\s*training_(\d+\.\d+\.\d+)\s*\|[^\n]*\|\s*([0-9a-f]{40})\s*\|)re");
        const std::string table = readText(candidate);
        for (auto it = std::sregex_iterator(table.begin(), table.end(), row);
             it != std::sregex_iterator(); ++it)
            tree.commitOfVersion.emplace((*it)[1], (*it)[2]);
        static const std::regex commit(R"re(commit ([0-9a-f]{40}))re");
        const std::string text = readText(candidate);
        std::smatch match;
        if (std::regex_search(text, match, commit)) {
            tree.commit = match[1];
            break;
        }
    }
    return tree;
}

ConvertedRuleset convertRuleset(const RulesTree& tree, const std::string& version,
                                const FallbackFacts* fallback, const ordered_json* codeFacts)
{
    return Converter(tree, version).run(fallback, codeFacts);
}

BenchmarkMeta readBenchmarkMeta(const fs::path& file)
{
    return parseBenchmarkMeta(readText(file));
}

ordered_json readCodeFactsOverlay(const fs::path& file)
{
    ordered_json overlay;
    try {
        overlay = ordered_json::parse(readText(file));
    } catch (const nlohmann::json::parse_error& error) {
        throw std::runtime_error(file.string() + ": not valid JSON: " + error.what());
    }
    if (!overlay.is_object() || !overlay.contains("rulesets") || !overlay["rulesets"].is_object())
        throw std::runtime_error(file.string() + ": needs a \"rulesets\" object");
    return overlay;
}

const ordered_json* codeFactsFor(const ordered_json& overlay, const std::string& version)
{
    if (!overlay.is_object() || !overlay.contains("rulesets"))
        return nullptr;
    const auto& rulesets = overlay["rulesets"];
    const auto found = rulesets.find(version);
    return found == rulesets.end() ? nullptr : &*found;
}

std::string serializeRuleset(const ConvertedRuleset& ruleset)
{
    return ruleset.document.dump(1) + "\n";
}

} // namespace scalescope::rules
