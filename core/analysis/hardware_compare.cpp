#include "core/analysis/hardware_compare.h"

#include "core/analysis/benchmark_identity.h"
#include "core/rules/benchmark_names.h"
#include "core/rules/quality_target.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <tuple>

namespace scalescope::analysis {

namespace {

std::string lowered(std::string_view text)
{
    std::string result;
    for (const char c : text)
        if (std::isalnum(static_cast<unsigned char>(c)))
            result.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    return result;
}

struct Candidate
{
    const Round* round = nullptr;
    const SystemEntry* system = nullptr;
    double minutes = 0;
    std::string accelerator; // canonical
    std::string key;         // acceleratorKey of it
};

struct Gathered
{
    std::string benchmark;
    std::vector<std::string> folders;
    std::vector<const Round*> rounds; // oldest first
    std::vector<std::string> targets; // quality target per round
    std::vector<int> era;             // per round: rounds of one era share one definition
    std::vector<std::string> notes;
    std::vector<Message> noteMessages;
    Message errorMessage;
    std::vector<Candidate> candidates;
    std::size_t republished = 0;
    std::string error;
};

std::string joined(const std::vector<std::string>& names)
{
    std::string text;
    for (const auto& name : names)
        text += (text.empty() ? "" : ", ") + name;
    return text;
}

Gathered gather(const Dataset& dataset, std::string_view query, const RulesCatalog& rules,
                const AcceleratorCatalog& catalog)
{
    Gathered gathered;
    std::vector<const Round*> ordered;
    for (const std::size_t index : roundsOldestFirst(dataset))
        ordered.push_back(&dataset.rounds[index]);

    // Which benchmark the text names: a folder or a model name, in any round.
    const std::string wanted = lowered(query);
    std::set<std::string> matched;
    std::set<std::string> present;
    for (const Round* round : ordered)
        for (const auto& system : round->systems)
            for (const auto& result : system.benchmarks) {
                const std::string identity =
                    benchmarkModelOrFolder(result.benchmark, round->ruleset);
                present.insert(benchmarkDisplayName(result.benchmark, round->ruleset));
                if (lowered(result.benchmark) == wanted || lowered(identity) == wanted)
                    matched.insert(identity);
            }
    if (matched.empty()) {
        keepMessage(
            gathered.error, gathered.errorMessage,
            {"hardware.no_benchmark",
             {textArg(std::string(query)), textArg(joined({present.begin(), present.end()}))}});
        return gathered;
    }
    if (matched.size() > 1) {
        keepMessage(
            gathered.error, gathered.errorMessage,
            {"hardware.ambiguous",
             {textArg(std::string(query)), textArg(joined({matched.begin(), matched.end()}))}});
        return gathered;
    }
    gathered.benchmark = *matched.begin();
    std::set<std::string> opened;
    for (const Round* round : ordered)
        opened.insert(round->name);
    std::set<std::string> folders;
    for (const Round* round : ordered) {
        bool used = false;
        for (const auto& system : round->systems) {
            if (system.division != "closed" || system.acceleratorsCount <= 0)
                continue;
            for (const auto& result : system.benchmarks) {
                if (benchmarkModelOrFolder(result.benchmark, round->ruleset) !=
                        gathered.benchmark ||
                    !result.scoreMinutes || !(*result.scoreMinutes > 0))
                    continue;
                // A copy of a result of a round also open is that result again; when its
                // first round is not open, it is the only copy here and counts.
                if (result.republishedFrom && opened.count(*result.republishedFrom)) {
                    ++gathered.republished;
                    continue;
                }
                folders.insert(result.benchmark);
                Candidate candidate;
                candidate.round = round;
                candidate.system = &system;
                candidate.minutes = *result.scoreMinutes;
                candidate.accelerator = catalog.canonical(system.acceleratorModelName);
                candidate.key = acceleratorKey(candidate.accelerator);
                gathered.candidates.push_back(std::move(candidate));
                used = true;
            }
        }
        if (used)
            gathered.rounds.push_back(round);
    }
    gathered.folders.assign(folders.begin(), folders.end());
    // The definition each round's rules give; a change starts a new era.
    std::string last;
    int era = 0;
    for (const Round* round : gathered.rounds) {
        std::string target;
        if (const Ruleset* ruleset = rules.find(round->ruleset))
            for (const auto& system : round->systems)
                for (const auto& result : system.benchmarks)
                    if (target.empty() &&
                        benchmarkModelOrFolder(result.benchmark, round->ruleset) ==
                            gathered.benchmark)
                        target = qualityTarget(*ruleset, result.benchmark);
        if (!target.empty() && !last.empty() && target != last) {
            ++era;
            Message note{"hardware.target_changed",
                         {textArg(gathered.benchmark), textArg(shortRoundName(round->name)),
                          textArg(last), textArg(target)}};
            gathered.notes.push_back(englishText(note));
            gathered.noteMessages.push_back(std::move(note));
        }
        if (!target.empty())
            last = target;
        gathered.targets.push_back(target);
        gathered.era.push_back(era);
    }
    if (gathered.candidates.empty())
        keepMessage(gathered.error, gathered.errorMessage,
                    {"hardware.no_entry", {textArg(gathered.benchmark)}});
    return gathered;
}

// What both views say of the benchmark; false when there is nothing more to compute.
template <typename View> bool takeIdentity(const Gathered& gathered, View& view)
{
    view.benchmark = gathered.benchmark;
    view.folders = gathered.folders;
    view.republishedLeftOut = gathered.republished;
    view.notes = gathered.notes;
    view.noteMessages = gathered.noteMessages;
    view.error = gathered.error;
    view.errorMessage = gathered.errorMessage;
    return view.error.empty();
}

std::size_t roundIndex(const std::vector<const Round*>& rounds, const Round* round)
{
    return static_cast<std::size_t>(std::find(rounds.begin(), rounds.end(), round) -
                                    rounds.begin());
}

} // namespace

std::string shortRoundName(std::string_view round)
{
    constexpr std::string_view prefix = "training_results_";
    if (round.substr(0, prefix.size()) == prefix)
        return std::string(round.substr(prefix.size()));
    return std::string(round);
}

HardwareComparison compareHardware(const Dataset& dataset, std::string_view benchmark,
                                   std::optional<std::int64_t> n, const RulesCatalog& rules,
                                   const AcceleratorCatalog& catalog)
{
    HardwareComparison comparison;
    const Gathered gathered = gather(dataset, benchmark, rules, catalog);
    if (!takeIdentity(gathered, comparison))
        return comparison;
    std::map<std::int64_t, std::set<std::string>> modelsAt;
    for (const auto& candidate : gathered.candidates)
        modelsAt[candidate.system->acceleratorsCount].insert(candidate.key);
    for (const auto& [count, models] : modelsAt)
        comparison.counts.push_back(count);
    if (n) {
        comparison.n = *n;
        comparison.whyThisCount = "asked";
        if (!modelsAt.count(*n)) {
            std::string offered;
            for (const auto count : comparison.counts)
                offered += (offered.empty() ? "" : ", ") + std::to_string(count);
            keepMessage(comparison.error, comparison.errorMessage,
                        {"hardware.no_entry_at",
                         {textArg(gathered.benchmark), numberArg(static_cast<long long>(*n)),
                          textArg(offered)}});
            return comparison;
        }
    } else {
        std::size_t most = 0;
        for (const auto& [count, models] : modelsAt)
            if (models.size() > most) { // ascending counts: a tie keeps the smaller
                most = models.size();
                comparison.n = count;
            }
        comparison.whyThisCount =
            "the count with the most accelerator models (" + std::to_string(most) + ")";
    }

    // The fastest entry of each (round, model) at n.
    std::map<std::pair<std::size_t, std::string>, const Candidate*> fastest;
    for (const auto& candidate : gathered.candidates) {
        if (candidate.system->acceleratorsCount != comparison.n)
            continue;
        const auto slot =
            std::make_pair(roundIndex(gathered.rounds, candidate.round), candidate.key);
        const Candidate*& best = fastest[slot];
        if (!best || candidate.minutes < best->minutes)
            best = &candidate;
    }
    std::set<std::size_t> roundsAtN;
    for (const auto& [slot, candidate] : fastest)
        roundsAtN.insert(slot.first);
    for (const auto index : roundsAtN) {
        comparison.rounds.push_back(gathered.rounds[index]->name);
        comparison.qualityTargets.push_back(gathered.targets[index]);
    }

    const auto latestAtOrBefore = [&](std::size_t round, const std::string& key,
                                      bool includeRound) -> const Candidate* {
        for (std::size_t r = includeRound ? round + 1 : round; r-- > 0;) {
            if (gathered.era[r] != gathered.era[round])
                break; // another definition of the benchmark: not comparable
            if (const auto found = fastest.find({r, key}); found != fastest.end())
                return found->second;
        }
        return nullptr;
    };
    for (const auto& [slot, candidate] : fastest) {
        HardwareEntry entry;
        entry.round = candidate->round->name;
        entry.accelerator = candidate->accelerator;
        entry.submitter = candidate->system->submitter;
        entry.systemId = candidate->system->systemId;
        entry.minutes = candidate->minutes;
        if (const Candidate* before = latestAtOrBefore(slot.first, slot.second, false)) {
            entry.overPreviousRound = before->minutes / candidate->minutes;
            entry.previousRound = before->round->name;
        }
        for (const auto& predecessor : catalog.predecessors(candidate->accelerator)) {
            if (const Candidate* older = latestAtOrBefore(
                    slot.first, acceleratorKey(catalog.canonical(predecessor)), true)) {
                entry.overPreviousGeneration = older->minutes / candidate->minutes;
                entry.previousGeneration = older->accelerator;
                entry.previousGenerationRound = older->round->name;
                break;
            }
        }
        comparison.entries.push_back(std::move(entry));
    }
    std::stable_sort(comparison.entries.begin(), comparison.entries.end(),
                     [&](const HardwareEntry& a, const HardwareEntry& b) {
                         const auto ra =
                             std::find(comparison.rounds.begin(), comparison.rounds.end(), a.round);
                         const auto rb =
                             std::find(comparison.rounds.begin(), comparison.rounds.end(), b.round);
                         return std::tie(ra, a.minutes) < std::tie(rb, b.minutes);
                     });
    return comparison;
}

RoundProgress progressPerRound(const Dataset& dataset, std::string_view benchmark,
                               const RulesCatalog& rules, const AcceleratorCatalog& catalog)
{
    RoundProgress progress;
    const Gathered gathered = gather(dataset, benchmark, rules, catalog);
    if (!takeIdentity(gathered, progress))
        return progress;
    for (const Round* round : gathered.rounds)
        progress.rounds.push_back(round->name);
    std::map<std::pair<std::int64_t, std::size_t>, const Candidate*> fastest;
    for (const auto& candidate : gathered.candidates) {
        const Candidate*& best = fastest[{candidate.system->acceleratorsCount,
                                          roundIndex(gathered.rounds, candidate.round)}];
        if (!best || candidate.minutes < best->minutes)
            best = &candidate;
    }
    std::set<std::int64_t> counts;
    for (const auto& [slot, candidate] : fastest) {
        counts.insert(slot.first);
        ProgressCell cell;
        cell.round = candidate->round->name;
        cell.n = slot.first;
        cell.minutes = candidate->minutes;
        cell.accelerator = candidate->accelerator;
        cell.submitter = candidate->system->submitter;
        cell.systemId = candidate->system->systemId;
        for (std::size_t r = slot.second; r-- > 0 && gathered.era[r] == gathered.era[slot.second];)
            if (const auto before = fastest.find({slot.first, r}); before != fastest.end()) {
                cell.factor = before->second->minutes / candidate->minutes;
                cell.previousRound = before->second->round->name;
                break;
            }
        progress.cells.push_back(std::move(cell));
    }
    progress.counts.assign(counts.begin(), counts.end());
    return progress;
}

} // namespace scalescope::analysis
