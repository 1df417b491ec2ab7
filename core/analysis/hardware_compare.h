#pragma once
// Rounds side by side (issue 25, items 4 and 5): for one benchmark, each accelerator
// model's fastest entry at one GPU count per round, with what software brought (the same
// model in its previous round) and what hardware brought (the previous generation at the
// same count); and the best time at each count per round with the round-over-round factor.
//
// One benchmark across rounds is one model (core/rules/benchmark_names.h): RetinaNet is
// `ssd` up to v4.1 and `retinanet` from v5.0, and joins; `ssd` of v1.x (SSD-ResNet34)
// stays apart. Closed division, scored entries only. An entry republished from an earlier
// round that is also open (BenchmarkResult::republishedFrom) is not a new result: it is
// left out and counted.

#include "core/analysis/accelerators.h"
#include "core/dataset/dataset.h"
#include "core/rules/rules_catalog.h"
#include "core/util/message.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope::analysis {

struct HardwareEntry
{
    std::string round;
    std::string accelerator; // canonical model name
    std::string submitter;
    std::string systemId;
    double minutes = 0;
    // The same model's fastest entry at this count in the latest earlier round that has
    // one: previous minutes / these minutes.
    std::optional<double> overPreviousRound;
    std::string previousRound;
    // The predecessor model's fastest entry at this count, in the same round or else the
    // latest earlier one (accelerators.json "predecessors").
    std::optional<double> overPreviousGeneration;
    std::string previousGeneration; // the predecessor model compared with
    std::string previousGenerationRound;
};

struct HardwareComparison
{
    std::string benchmark;            // the model: "RetinaNet"; the folder name when unknown
    std::vector<std::string> folders; // the folder names it has in these rounds
    std::int64_t n = 0;
    std::string whyThisCount;        // "asked", or "the count with the most accelerator models (7)"
    std::vector<std::string> rounds; // oldest first, the rounds with an entry at n
    std::vector<HardwareEntry> entries; // by round, then minutes
    std::vector<std::int64_t> counts;   // every count with an entry, for messages
    std::size_t republishedLeftOut = 0;
    // The quality target of each round (rounds order; "" where the rules check it
    // elsewhere) and, where it changed, a sentence saying so: no factor spans a change.
    std::vector<std::string> qualityTargets;
    std::vector<std::string> notes;
    std::vector<Message> noteMessages; // the same, for the desktop app to translate
    std::string error;                 // unknown benchmark, or nothing at n
    Message errorMessage;
    bool ok() const { return error.empty(); }
};

// `benchmark`: a folder name or model name ("ssd", "retinanet", "RetinaNet"); n: none for
// the count with the most accelerator models (ties: the smaller count).
// `rules`: where each round's quality target is read (its ruleset).
HardwareComparison
compareHardware(const Dataset& dataset, std::string_view benchmark, std::optional<std::int64_t> n,
                const RulesCatalog& rules = RulesCatalog(),
                const AcceleratorCatalog& catalog = AcceleratorCatalog::builtin());

struct ProgressCell
{
    std::string round;
    std::int64_t n = 0;
    double minutes = 0; // the fastest entry of this round at n
    std::string accelerator;
    std::string submitter;
    std::string systemId;
    // Over the latest earlier round with an entry at n: its minutes / these minutes.
    std::optional<double> factor;
    std::string previousRound;
};

struct RoundProgress
{
    std::string benchmark;
    std::vector<std::string> folders;
    std::vector<std::string> rounds;  // oldest first
    std::vector<std::int64_t> counts; // ascending
    std::vector<ProgressCell> cells;  // by count, then round
    std::size_t republishedLeftOut = 0;
    std::vector<std::string> notes; // as HardwareComparison::notes
    std::vector<Message> noteMessages;
    std::string error;
    Message errorMessage;
    bool ok() const { return error.empty(); }
};

RoundProgress progressPerRound(const Dataset& dataset, std::string_view benchmark,
                               const RulesCatalog& rules = RulesCatalog(),
                               const AcceleratorCatalog& catalog = AcceleratorCatalog::builtin());

// "v4.1" for "training_results_v4.1"; other names as they are.
std::string shortRoundName(std::string_view round);

} // namespace scalescope::analysis
