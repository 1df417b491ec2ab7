#include "core/rules/rcp_converter.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

namespace scalescope::rules {

namespace fs = std::filesystem;

namespace {

// numpy's pairwise summation (what np.mean adds with), so that a mean of non-integer
// epochs (dlrm's 1.75, gnn's 0.85) is the checker's to the last bit.
double pairwiseSum(const double* values, std::size_t count)
{
    constexpr std::size_t kBlock = 128;
    if (count < 8) {
        double sum = 0;
        for (std::size_t i = 0; i < count; ++i)
            sum += values[i];
        return sum;
    }
    if (count <= kBlock) {
        double partial[8];
        std::copy(values, values + 8, partial);
        std::size_t i = 8;
        for (; i < count - count % 8; i += 8)
            for (std::size_t lane = 0; lane < 8; ++lane)
                partial[lane] += values[i + lane];
        double sum = ((partial[0] + partial[1]) + (partial[2] + partial[3])) +
                     ((partial[4] + partial[5]) + (partial[6] + partial[7]));
        for (; i < count; ++i)
            sum += values[i];
        return sum;
    }
    std::size_t half = count / 2;
    half -= half % 8;
    return pairwiseSum(values, half) + pairwiseSum(values + half, count - half);
}

std::string readText(const fs::path& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error("cannot read " + path.string());
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// "1.10.0" sorts after "1.9.0".
std::vector<int> versionKey(const std::string& version)
{
    std::vector<int> key;
    std::istringstream parts(version);
    std::string part;
    while (std::getline(parts, part, '.'))
        key.push_back(std::atoi(part.c_str()));
    return key;
}

std::string shortestNumber(double value)
{
    char text[32];
    const auto result = std::to_chars(text, text + sizeof text, value);
    return std::string(text, result.ptr);
}

} // namespace

int referenceRunsDropped(std::string_view benchmark)
{
    return benchmark == "unet3d" ? 4 : 1;
}

double olympicReferenceMean(std::vector<double> values, int dropped)
{
    const auto drop = static_cast<std::size_t>(std::max(dropped, 0));
    if (values.size() <= 2 * drop)
        throw std::invalid_argument(std::to_string(values.size()) +
                                    " reference runs leave none once the " + std::to_string(drop) +
                                    " fastest and slowest are dropped");
    std::sort(values.begin(), values.end());
    const std::size_t kept = values.size() - 2 * drop;
    return pairwiseSum(values.data() + drop, kept) / static_cast<double>(kept);
}

ReferenceCurve readReferenceCurve(std::string_view jsonText, std::string ruleset,
                                  std::string benchmark, std::string source)
{
    ReferenceCurve curve{std::move(ruleset), std::move(benchmark), "", std::move(source), {}};
    const auto fail = [&](const std::string& where, const std::string& why) {
        throw std::runtime_error(curve.source +
                                 (where.empty() ? "" : ", record \"" + where + "\"") + ": " + why);
    };
    const auto document = nlohmann::json::parse(jsonText, nullptr, /*allow_exceptions=*/false);
    if (document.is_discarded() || !document.is_object())
        fail("", "not a JSON object of reference records");
    for (const auto& [name, record] : document.items()) {
        if (!record.is_object())
            fail(name, "not an object");
        const auto bs = record.find("BS");
        if (bs == record.end() || !bs->is_number() || !(bs->get<double>() > 0) ||
            !std::isfinite(bs->get<double>()))
            fail(name, "no positive number \"BS\"");
        // llama2_70b_lora and flux1 count samples; the other files say "Epochs" (bert's and
        // stable_diffusion's are samples too, gpt3's tokens: what their logs' epoch_num counts).
        const bool samples = record.contains("samples to converge");
        const char* listKey = samples ? "samples to converge" : "Epochs to converge";
        const auto list = record.find(listKey);
        if (list == record.end() || !list->is_array())
            fail(name, "no \"samples to converge\" or \"Epochs to converge\" list");
        const std::string unit = samples ? "samples" : "epochs";
        if (!curve.unit.empty() && curve.unit != unit)
            fail(name, "counts " + unit + " while an earlier record counts " + curve.unit);
        curve.unit = unit;
        std::vector<double> values;
        for (const auto& value : *list) {
            if (!value.is_number() || !std::isfinite(value.get<double>()))
                fail(name,
                     std::string("\"") + listKey + "\" holds " + value.dump() + ", not a number");
            values.push_back(value.get<double>());
        }
        ReferencePoint point;
        point.batchSize = bs->get<double>();
        point.runs = static_cast<int>(values.size());
        try {
            point.mean =
                olympicReferenceMean(std::move(values), referenceRunsDropped(curve.benchmark));
        } catch (const std::invalid_argument& error) {
            fail(name, error.what());
        }
        for (const auto& other : curve.points)
            if (other.batchSize == point.batchSize)
                fail(name, "repeats batch size " + shortestNumber(point.batchSize));
        curve.points.push_back(point);
    }
    if (curve.points.empty())
        fail("", "holds no reference record");
    std::sort(
        curve.points.begin(), curve.points.end(),
        [](const ReferencePoint& a, const ReferencePoint& b) { return a.batchSize < b.batchSize; });
    return curve;
}

std::vector<ReferenceCurve> readReferenceCurves(const fs::path& root)
{
    const fs::path checker = fs::is_directory(root / "rcp_checker") ? root / "rcp_checker" : root;
    std::vector<std::pair<std::string, fs::path>> folders;
    if (fs::is_directory(checker))
        for (const auto& entry : fs::directory_iterator(checker)) {
            const std::string name = entry.path().filename().string();
            if (entry.is_directory() && name.starts_with("training_") && name.size() > 9)
                folders.emplace_back(name.substr(9), entry.path());
        }
    std::sort(folders.begin(), folders.end(), [](const auto& a, const auto& b) {
        return versionKey(a.first) < versionKey(b.first);
    });
    std::vector<ReferenceCurve> curves;
    for (const auto& [ruleset, folder] : folders) {
        std::vector<fs::path> files;
        for (const auto& entry : fs::directory_iterator(folder)) {
            const std::string name = entry.path().filename().string();
            if (entry.is_regular_file() && name.starts_with("rcps_") && name.ends_with(".json"))
                files.push_back(entry.path());
        }
        std::sort(files.begin(), files.end());
        for (const auto& file : files) {
            const std::string name = file.filename().string();
            std::string benchmark = name.substr(5, name.size() - 5 - 5);
            const std::string source = "rcp_checker/" + folder.filename().string() + "/" + name;
            curves.push_back(
                readReferenceCurve(readText(file), ruleset, std::move(benchmark), source));
        }
    }
    if (curves.empty())
        throw std::runtime_error(root.string() + " holds no reference convergence points "
                                                 "(no rcp_checker/training_X.Y.Z/rcps_*.json)");
    return curves;
}

std::string serializeReferenceCurves(const std::vector<ReferenceCurve>& curves)
{
    using Json = nlohmann::ordered_json;
    // Whole batch sizes and means stay integers in the text ("256", not "256.0"), as the
    // official files write them; either reads back as the same double.
    const auto number = [](double value) {
        return std::trunc(value) == value && std::abs(value) < 0x1p53
                   ? Json(static_cast<std::int64_t>(value))
                   : Json(value);
    };
    std::map<std::vector<int>, std::pair<std::string, std::vector<const ReferenceCurve*>>>
        byRuleset;
    for (const auto& curve : curves) {
        auto& slot = byRuleset[versionKey(curve.ruleset)];
        slot.first = curve.ruleset;
        slot.second.push_back(&curve);
    }
    Json rulesets = Json::object();
    for (const auto& [key, slot] : byRuleset) {
        Json benchmarks = Json::object();
        for (const auto* curve : slot.second) {
            Json points = Json::array();
            for (const auto& point : curve->points)
                points.push_back({{"batch_size", number(point.batchSize)},
                                  {"mean", number(point.mean)},
                                  {"runs", point.runs}});
            benchmarks[curve->benchmark] = {
                {"unit", curve->unit}, {"source", curve->source}, {"points", std::move(points)}};
        }
        rulesets[slot.first] = std::move(benchmarks);
    }
    const Json document = {
        {"format", kReferenceCurvesFormatName},
        {"version", kReferenceCurvesFormatVersion},
        {"about", "Reference convergence points of mlcommons/logging's rcp_checker: per ruleset "
                  "and benchmark, each "
                  "reference global batch size with the olympic mean of its reference runs' "
                  "convergence (samples or "
                  "epochs, as the checker counts them) and the number of runs. Generated by "
                  "scalescope-convert-rcps; do not edit."},
        {"rulesets", std::move(rulesets)}};
    return document.dump(2) + "\n";
}

} // namespace scalescope::rules
