#include "core/analysis/reference_convergence.h"

#include "core/analysis/figures.h"
#include "core/analysis/point.h"
#include "core/resources/embedded.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace scalescope::analysis {

namespace {

// Python's round(value, 3): the decimal nearest to the exact binary value (ties to even),
// which printf's %.3f also gives, read back as a double.
double roundedToThreeDecimals(double value)
{
    char text[400]; // the largest double has 309 digits before the point
    std::snprintf(text, sizeof text, "%.3f", value);
    return std::strtod(text, nullptr);
}

} // namespace

ReferenceConvergenceTable::ReferenceConvergenceTable(std::vector<rules::ReferenceCurve> curves)
{
    for (auto& curve : curves) {
        auto key = std::make_pair(curve.ruleset, curve.benchmark);
        curves_.insert_or_assign(std::move(key), std::move(curve));
    }
}

ReferenceConvergenceTable ReferenceConvergenceTable::fromJson(std::string_view text)
{
    const auto document = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    const auto fail = [](const std::string& why) -> void {
        throw std::runtime_error("reference convergence points: " + why);
    };
    if (document.is_discarded() || !document.is_object() || !document.contains("rulesets") ||
        !document["rulesets"].is_object())
        fail("not an object with \"rulesets\"");
    const auto& format = document.contains("format") ? document["format"] : nlohmann::json();
    const auto& version = document.contains("version") ? document["version"] : nlohmann::json();
    if (format != rules::kReferenceCurvesFormatName ||
        version != rules::kReferenceCurvesFormatVersion)
        fail("not " + std::string(rules::kReferenceCurvesFormatName) + " version " +
             std::to_string(rules::kReferenceCurvesFormatVersion) +
             "; regenerate it with scalescope-convert-rcps");
    std::vector<rules::ReferenceCurve> curves;
    for (const auto& [ruleset, benchmarks] : document["rulesets"].items()) {
        if (!benchmarks.is_object())
            fail("ruleset " + ruleset + " is not an object");
        for (const auto& [benchmark, entry] : benchmarks.items()) {
            std::string where = ruleset;
            where += ' ';
            where += benchmark;
            if (!entry.is_object() || !entry.contains("unit") || !entry["unit"].is_string() ||
                !entry.contains("source") || !entry["source"].is_string() ||
                !entry.contains("points") || !entry["points"].is_array() || entry["points"].empty())
                fail(where + " needs a unit, a source and points");
            rules::ReferenceCurve curve{ruleset,
                                        benchmark,
                                        entry["unit"].get<std::string>(),
                                        entry["source"].get<std::string>(),
                                        {}};
            for (const auto& point : entry["points"]) {
                if (!point.is_object() || !point.contains("batch_size") ||
                    !point["batch_size"].is_number() || !point.contains("mean") ||
                    !point["mean"].is_number() || !point.contains("runs") ||
                    !point["runs"].is_number_integer())
                    fail(where + " has a point without a numeric batch_size, mean and runs");
                curve.points.push_back({point["batch_size"].get<double>(),
                                        point["mean"].get<double>(), point["runs"].get<int>()});
            }
            std::sort(curve.points.begin(), curve.points.end(),
                      [](const auto& a, const auto& b) { return a.batchSize < b.batchSize; });
            curves.push_back(std::move(curve));
        }
    }
    return ReferenceConvergenceTable(std::move(curves));
}

const ReferenceConvergenceTable& ReferenceConvergenceTable::builtin()
{
    static const ReferenceConvergenceTable table = [] {
        const auto text = resources::findEmbedded("rcp/rcps.json");
        // The file is generated and checked by a test; a build without it has no references.
        return text ? fromJson(*text) : ReferenceConvergenceTable({});
    }();
    return table;
}

const rules::ReferenceCurve* ReferenceConvergenceTable::curve(std::string_view ruleset,
                                                              std::string_view benchmark) const
{
    const auto found = curves_.find(std::make_pair(std::string(ruleset), std::string(benchmark)));
    return found == curves_.end() ? nullptr : &found->second;
}

std::optional<ExpectedConvergence> ReferenceConvergenceTable::expectedAt(std::string_view ruleset,
                                                                         std::string_view benchmark,
                                                                         double globalBatchSize,
                                                                         std::string* whyNot) const
{
    const auto none = [&](std::string why) -> std::optional<ExpectedConvergence> {
        if (whyNot)
            *whyNot = std::move(why);
        return std::nullopt;
    };
    const auto* references = curve(ruleset, benchmark);
    if (!references)
        return none("the rcp_checker has no reference convergence points for " +
                    std::string(benchmark) + " in ruleset " +
                    (ruleset.empty() ? std::string("(unknown)") : std::string(ruleset)));
    const auto& points = references->points;
    if (!std::isfinite(globalBatchSize) || globalBatchSize < points.front().batchSize ||
        globalBatchSize > points.back().batchSize)
        return none("global batch size " + shortestText(globalBatchSize) +
                    " is outside the reference batch sizes " +
                    shortestText(points.front().batchSize) + "-" +
                    shortestText(points.back().batchSize) + " of " + references->source);
    ExpectedConvergence expected{0, references->unit, 0, 0, false, references->source};
    const auto upper =
        std::lower_bound(points.begin(), points.end(), globalBatchSize,
                         [](const auto& point, double size) { return point.batchSize < size; });
    if (upper->batchSize == globalBatchSize) {
        expected.value = upper->mean;
        expected.lowerBatch = expected.upperBatch = upper->batchSize;
        expected.exact = true;
        return expected;
    }
    const auto lower = std::prev(upper); // exists: the size is above the first and not on it
    // np.interp's arithmetic, so the number is the checker's to the last bit.
    const double slope = (upper->mean - lower->mean) / (upper->batchSize - lower->batchSize);
    expected.value = slope * (globalBatchSize - lower->batchSize) + lower->mean;
    expected.lowerBatch = lower->batchSize;
    expected.upperBatch = upper->batchSize;
    return expected;
}

std::optional<double> measuredConvergence(const TrainingRecords& records,
                                          std::string_view benchmark, std::string_view ruleset,
                                          std::string* whyNot)
{
    const auto none = [&](std::string why) -> std::optional<double> {
        if (whyNot)
            *whyNot = std::move(why);
        return std::nullopt;
    };
    if (benchmark == "llama2_70b_lora" || benchmark == "flux1") {
        if (!records.samplesCount)
            return none("the log has no samples_count");
        return records.samplesCount;
    }
    if (benchmark == "stable_diffusion") {
        // 3.1.0's references count steps; later ones samples.
        if (ruleset == "3.1.0") {
            if (!records.qualityTargetStepNum)
                return none("no evaluation with step_num reaches FID <= 90 and CLIP >= 0.15");
            return records.qualityTargetStepNum;
        }
        if (!records.qualityTargetSamplesCount)
            return none("no evaluation with samples_count reaches FID <= 90 and CLIP >= 0.15");
        return records.qualityTargetSamplesCount;
    }
    if (!records.epochNum)
        return none("the log has no epoch_num");
    if (benchmark == "bert")
        return records.epochNum;
    return roundedToThreeDecimals(*records.epochNum);
}

void fillReferenceConvergence(std::vector<Point>& points)
{
    fillReferenceConvergence(points, ReferenceConvergenceTable::builtin());
}

void fillReferenceConvergence(std::vector<Point>& points, const ReferenceConvergenceTable& table)
{
    for (auto& point : points) {
        point.measuredConvergence.reset();
        point.expectedConvergence.reset();
        point.convergenceReason.clear();
        std::vector<std::string> reasons;
        double sum = 0;
        int count = 0;
        std::string runReason;
        for (const auto& run : point.runs) {
            if (run.status != RunStatus::Counted)
                continue;
            std::string why;
            if (const auto value =
                    measuredConvergence(run.records, point.benchmark, point.ruleset, &why)) {
                sum += *value;
                ++count;
            } else if (runReason.empty()) {
                runReason = run.file + ": " + why;
            }
        }
        if (count > 0)
            point.measuredConvergence = sum / count;
        else
            reasons.push_back("no counted run has its convergence" +
                              (runReason.empty() ? "" : " (" + runReason + ")"));
        std::string why;
        if (!point.globalBatchSize)
            reasons.emplace_back("no counted run logs global_batch_size");
        else if (point.batchSizeVaries)
            reasons.emplace_back("the counted runs log different global batch sizes");
        else if (auto expected =
                     table.expectedAt(point.ruleset, point.benchmark, *point.globalBatchSize, &why))
            point.expectedConvergence = std::move(expected);
        else
            reasons.push_back(std::move(why));
        for (const auto& reason : reasons)
            point.convergenceReason += (point.convergenceReason.empty() ? "" : "; ") + reason;
    }
}

} // namespace scalescope::analysis
