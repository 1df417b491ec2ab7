#include "core/analysis/throughput.h"

#include <algorithm>
#include <map>

namespace scalescope::analysis {

SamplesCount samplesToConverge(const TrainingRecords& records, std::string_view benchmark)
{
    if (records.samplesCount)
        return {records.samplesCount, "samples_count of the last evaluation"};
    if (records.trainSamples && records.trainSamplesAfterEvaluation)
        return {records.trainSamples,
                "train_samples logged after the evaluations (samples trained)"};
    // bert and gpt3 log epoch_num in samples (as their train_samples at the end shows),
    // so it is the count itself; tinycorp's bert logs train_samples up front (a plan).
    if (records.epochNum && (benchmark == "bert" || benchmark == "gpt3"))
        return {records.epochNum,
                "epoch_num of the last evaluation (bert and gpt3 count samples in it)"};
    if (records.epochNum && records.trainSamples) {
        if (benchmark == "ssd") {
            if (!records.globalBatchSize)
                return {std::nullopt, "ssd logs train_samples as iterations per epoch and this "
                                      "run has no global_batch_size to turn it into samples"};
            return {*records.epochNum * *records.trainSamples * *records.globalBatchSize,
                    "epoch_num x train_samples (iterations per epoch) x global_batch_size"};
        }
        return {*records.epochNum * *records.trainSamples,
                "epoch_num of the last evaluation x train_samples (dataset size)"};
    }
    if (records.trainSamples)
        return {std::nullopt, "train_samples is logged before any evaluation (a dataset size) and "
                              "no evaluation has an epoch_num"};
    if (records.epochNum)
        return {std::nullopt, "the log has epoch_num but no train_samples to count an epoch"};
    return {std::nullopt, "the log has no samples_count, train_samples or epoch_num record"};
}

double samplesPerSecondPerGpu(double samples, double minutes, double n)
{
    return samples / (minutes * 60.0 * n);
}

namespace {

// The RCP scaling factor in a point's time: 1 with raw times (or without a usable factor).
double scalingOf(const Point& point, bool raw)
{
    return raw || !(point.scalingFactor > 0) ? 1.0 : point.scalingFactor;
}

// The time a point's official score stands for before RCP scaling (the olympic mean).
double unscaledMinutes(const Point& point, bool raw)
{
    return point.minutes / scalingOf(point, raw);
}

} // namespace

void computeThroughput(std::vector<Point>& points, std::size_t referenceIndex, bool raw)
{
    // Total samples per second of a point: mean samples over mean raw seconds, both over
    // the counted runs that have samples, so raw speedup = throughput ratio / sample ratio.
    std::vector<std::optional<double>> totalRate(points.size());
    for (std::size_t i = 0; i < points.size(); ++i) {
        auto& point = points[i];
        point.samplesToConverge.reset();
        point.samplesPerSecondPerGpu.reset();
        point.throughputSpeedup.reset();
        point.sampleInflation.reset();
        point.sampledRunMinutes.reset();
        point.decomposition.reset();
        double sumSamples = 0;
        double sumMinutes = 0;
        int count = 0;
        std::string why;
        for (const auto& run : point.runs) {
            if (run.status != RunStatus::Counted)
                continue;
            if (!run.samples || !run.rawMinutes) {
                if (why.empty())
                    why = run.samplesMethod;
                continue;
            }
            sumSamples += *run.samples;
            sumMinutes += *run.rawMinutes;
            ++count;
        }
        if (count == 0 || !(sumMinutes > 0)) {
            point.samplesReason = why.empty() ? "no counted run with samples" : why;
            continue;
        }
        const double samples = sumSamples / count;
        const double minutes = sumMinutes / count;
        point.samplesToConverge = samples;
        point.sampledRunMinutes = minutes;
        point.samplesPerSecondPerGpu =
            samplesPerSecondPerGpu(samples, minutes, static_cast<double>(point.n));
        totalRate[i] = samples / (minutes * 60.0);
        for (const auto& run : point.runs)
            if (run.status == RunStatus::Counted && run.samples) {
                point.samplesReason = run.samplesMethod;
                break;
            }
    }
    const auto& reference = points[referenceIndex];
    if (!reference.samplesToConverge)
        return;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (!points[i].samplesToConverge)
            continue;
        points[i].throughputSpeedup = *totalRate[i] / *totalRate[referenceIndex];
        points[i].sampleInflation = *points[i].samplesToConverge / *reference.samplesToConverge;
    }
    // docs/analysis.md §8.2: E = Ex / I x r x a.
    const double referenceAveraging =
        unscaledMinutes(reference, raw) / *reference.sampledRunMinutes;
    for (auto& point : points) {
        if (!point.throughputSpeedup || !point.sampleInflation || !(point.scaleFactor > 0) ||
            !(point.minutes > 0))
            continue;
        EfficiencyDecomposition split;
        split.timeEfficiency = point.efficiency;
        split.throughputEfficiency = *point.throughputSpeedup / point.scaleFactor;
        split.sampleInflation = *point.sampleInflation;
        split.rcpNormalisation = scalingOf(reference, raw) / scalingOf(point, raw);
        split.scoreAveraging =
            referenceAveraging / (unscaledMinutes(point, raw) / *point.sampledRunMinutes);
        point.decomposition = split;
    }
}

std::vector<ThroughputCoverage> throughputCoverage(const Dataset& dataset)
{
    std::map<std::string, ThroughputCoverage> byBenchmark;
    for (const auto& round : dataset.rounds)
        for (const auto& system : round.systems)
            for (const auto& result : system.benchmarks) {
                if (!result.scoreMinutes)
                    continue;
                auto& entry = byBenchmark[result.benchmark];
                entry.benchmark = result.benchmark;
                ++entry.entries;
                bool any = false;
                for (const auto& run : result.runs) {
                    if (run.status != RunStatus::Counted)
                        continue;
                    const auto count = samplesToConverge(run.records, result.benchmark);
                    if (!count.samples)
                        continue;
                    any = true;
                    if (std::find(entry.methods.begin(), entry.methods.end(), count.method) ==
                        entry.methods.end())
                        entry.methods.push_back(count.method);
                }
                entry.withSamples += any ? 1 : 0;
            }
    std::vector<ThroughputCoverage> result;
    result.reserve(byBenchmark.size());
    for (auto& [name, entry] : byBenchmark)
        result.push_back(std::move(entry));
    return result;
}

std::vector<EnergyCoverage> energyCoverage(const Dataset& dataset)
{
    std::vector<EnergyCoverage> result;
    for (const auto& round : dataset.rounds) {
        EnergyCoverage coverage;
        coverage.round = round.name;
        for (const auto& system : round.systems)
            for (const auto& benchmark : system.benchmarks)
                if (benchmark.scoreMinutes) {
                    ++coverage.entries;
                    coverage.withEnergy += benchmark.energyJoules ? 1 : 0;
                }
        const char* id =
            coverage.entries == 1
                ? (coverage.withEnergy == 1 ? "energy.coverage.one_score_has"
                                            : "energy.coverage.one_score")
                : (coverage.withEnergy == 1 ? "energy.coverage.one_has" : "energy.coverage");
        coverage.message = {id,
                            {textArg(round.name),
                             numberArg(static_cast<long long>(coverage.withEnergy)),
                             numberArg(static_cast<long long>(coverage.entries))}};
        coverage.sentence = englishText(coverage.message);
        result.push_back(std::move(coverage));
    }
    return result;
}

} // namespace scalescope::analysis
