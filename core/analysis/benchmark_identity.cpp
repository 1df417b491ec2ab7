#include "core/analysis/benchmark_identity.h"

#include "core/rules/benchmark_names.h"
#include "core/rules/ruleset.h"

#include <algorithm>
#include <cctype>
#include <map>

namespace scalescope::analysis {

namespace {

bool sameIgnoringCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

} // namespace

std::string BenchmarkIdentity::label() const
{
    std::string names;
    for (const auto& folder : folders)
        names += (names.empty() ? "" : ", ") + folder.name;
    if (folders.size() == 1 && folders.front().name == model)
        return model;
    return model + " (" + names + ")";
}

bool BenchmarkIdentity::hasFolder(std::string_view folder) const
{
    return std::any_of(folders.begin(), folders.end(),
                       [&](const Folder& f) { return f.name == folder; });
}

std::string benchmarkModelOrFolder(std::string_view folder, std::string_view ruleset)
{
    std::string model = benchmarkModelName(folder, ruleset);
    return model.empty() ? std::string(folder) : model;
}

std::vector<BenchmarkIdentity> benchmarkIdentities(const Dataset& dataset,
                                                   std::string_view onlyRound)
{
    // model -> folder -> (oldest, newest) ruleset in which the folder names that model
    std::map<std::string, std::map<std::string, std::pair<std::string, std::string>>> byModel;
    std::map<std::string, std::string> newestUseOfFolder; // by any model
    const auto keepNewest = [](std::string& kept, const std::string& ruleset) {
        if (kept.empty() || versionLess(kept, ruleset))
            kept = ruleset;
    };
    for (const auto& round : dataset.rounds) {
        if (!onlyRound.empty() && round.name != onlyRound)
            continue;
        for (const auto& system : round.systems)
            for (const auto& result : system.benchmarks) {
                if (!result.scoreMinutes)
                    continue;
                auto& [oldest, newest] =
                    byModel[benchmarkModelOrFolder(result.benchmark, round.ruleset)]
                           [result.benchmark];
                if (oldest.empty() || versionLess(round.ruleset, oldest))
                    oldest = round.ruleset;
                keepNewest(newest, round.ruleset);
                keepNewest(newestUseOfFolder[result.benchmark], round.ruleset);
            }
    }
    std::vector<BenchmarkIdentity> identities;
    for (const auto& [model, foldersOfModel] : byModel) {
        // Lambdas cannot capture structured bindings under clang 14 (the fuzz lane's compiler).
        const auto& folders = foldersOfModel;
        BenchmarkIdentity identity;
        identity.model = model;
        for (const auto& [name, span] : folders)
            identity.folders.push_back({name, span.second});
        std::stable_sort(identity.folders.begin(), identity.folders.end(),
                         [&](const auto& a, const auto& b) {
                             return versionLess(folders.at(a.name).first, folders.at(b.name).first);
                         });
        const auto newest = std::max_element(
            identity.folders.begin(), identity.folders.end(), [](const auto& a, const auto& b) {
                return versionLess(a.newestRuleset, b.newestRuleset);
            });
        // A folder that names a newer model too (`ssd`: SSD-ResNet34 in v1.x, RetinaNet
        // from v2.0) means the newer one; the older model is called by its name.
        identity.key = versionLess(newest->newestRuleset, newestUseOfFolder[newest->name])
                           ? model
                           : newest->name;
        identities.push_back(std::move(identity));
    }
    std::sort(identities.begin(), identities.end(),
              [](const auto& a, const auto& b) { return a.key < b.key; });
    return identities;
}

const BenchmarkIdentity* findBenchmarkIdentity(const std::vector<BenchmarkIdentity>& identities,
                                               std::string_view query)
{
    if (query.empty())
        return nullptr;
    for (const auto& identity : identities)
        if (identity.key == query)
            return &identity;
    for (const auto& identity : identities)
        if (sameIgnoringCase(identity.model, query) || sameIgnoringCase(identity.key, query))
            return &identity;
    // A folder name: the model it names in the newest round that has it.
    const BenchmarkIdentity* found = nullptr;
    std::string foundRuleset;
    for (const auto& identity : identities)
        for (const auto& folder : identity.folders)
            if (sameIgnoringCase(folder.name, query) &&
                (!found || versionLess(foundRuleset, folder.newestRuleset))) {
                found = &identity;
                foundRuleset = folder.newestRuleset;
            }
    return found;
}

} // namespace scalescope::analysis
