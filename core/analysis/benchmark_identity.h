#pragma once
// One benchmark across rounds is one model, whatever its folder is called in each round:
// RetinaNet is `ssd` up to v4.1 and `retinanet` from v5.0; `ssd` of v1.x is another model
// (SSD-ResNet34) that never joins it (core/rules/benchmark_names.h says which is which).
// Lists, filters and series name a benchmark by its identity's key.

#include "core/dataset/dataset.h"

#include <string>
#include <string_view>
#include <vector>

namespace scalescope::analysis {

struct BenchmarkIdentity
{
    // What filters, series and outputs call it: the folder name of the newest round that
    // has the model, so a dataset of one round keeps its folder names; the model name
    // when that folder names another model of the same dataset too (`ssd` in v1.1 and v4.1).
    std::string key;
    std::string model; // "RetinaNet"; the folder name when the model is unknown
    struct Folder
    {
        std::string name;          // "ssd"
        std::string newestRuleset; // the newest ruleset in which it names this model
    };
    std::vector<Folder> folders; // oldest first

    // "RetinaNet (ssd, retinanet)"; "bert" → "BERT-Large (bert)"; an unknown folder alone.
    std::string label() const;
    bool hasFolder(std::string_view folder) const;
};

// The model a folder names under a ruleset, or the folder itself when the model is unknown.
std::string benchmarkModelOrFolder(std::string_view folder, std::string_view ruleset);

// Every benchmark with at least one scored entry, by key; of round `onlyRound` alone
// when given (SeriesOptions::round).
std::vector<BenchmarkIdentity> benchmarkIdentities(const Dataset& dataset,
                                                   std::string_view onlyRound = {});

// The identity `query` names: its key, its model name (any case), or one of its folder
// names, which means what it meant in the newest round that has it. Null when none does.
const BenchmarkIdentity* findBenchmarkIdentity(const std::vector<BenchmarkIdentity>& identities,
                                               std::string_view query);

} // namespace scalescope::analysis
