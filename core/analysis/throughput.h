#pragma once
// Throughput normalisation (docs/analysis.md §8): how many samples a run needed to
// converge and how fast it processed them, so that time to train splits into hardware
// scaling (samples per second) and the extra samples a larger global batch needs.

#include "core/analysis/point.h"
#include "core/dataset/dataset.h"
#include "core/util/message.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope::analysis {

struct SamplesCount
{
    std::optional<double> samples;
    std::string method; // how it was counted, or why it could not be
};

// §8.1, in this order: samples_count (run_stop, else the last eval_accuracy); a
// train_samples record logged after an evaluation; epoch_num of the last evaluation times
// the train_samples logged before any evaluation (the dataset size; for ssd it counts
// iterations per epoch, so times global_batch_size too; bert and gpt3 count samples in
// epoch_num, so it is taken as is).
SamplesCount samplesToConverge(const TrainingRecords& records, std::string_view benchmark);

// §8.2: samples / (seconds * N).
double samplesPerSecondPerGpu(double samples, double minutes, double n);

// Fills each point's means over its counted runs and the ratios against
// points[referenceIndex] (none when either lacks samples), and the decomposition of the
// time efficiency (Point::decomposition): `raw` when the times are not RCP-scaled
// (SeriesOptions::raw), so r = 1. Needs computeFigures first (the efficiency).
void computeThroughput(std::vector<Point>& points, std::size_t referenceIndex, bool raw = false);

// Per benchmark of a dataset: how many scored entries have samples to converge.
struct ThroughputCoverage
{
    std::string benchmark;
    int entries = 0;
    int withSamples = 0;
    std::vector<std::string> methods; // distinct methods used
};
std::vector<ThroughputCoverage> throughputCoverage(const Dataset& dataset);

// Per round: how many scored entries have an official energy (power logs).
struct EnergyCoverage
{
    std::string round;
    int entries = 0;
    int withEnergy = 0;
    std::string sentence; // "training_results_v4.1: 1 of 180 scores has power logs"
    Message message;      // the same sentence, for the UI to translate
};
std::vector<EnergyCoverage> energyCoverage(const Dataset& dataset);

} // namespace scalescope::analysis
