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
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
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
    return std::any_of(folders.begin(), folders.end(), [&](const Folder& f) { return f.name == folder; });
}

std::string benchmarkModelOrFolder(std::string_view folder, std::string_view ruleset)
{
    std::string model = benchmarkModelName(folder, ruleset);
    return model.empty() ? std::string(folder) : model;
}

std::vector<BenchmarkIdentity> benchmarkIdentities(const Dataset& dataset)
{
    struct Seen
    {
        std::map<std::string, std::pair<std::string, std::string>> folders; // name -> (oldest, newest ruleset)
    };
    std::map<std::string, Seen> byModel;
    for (const auto& round : dataset.rounds)
        for (const auto& system : round.systems)
            for (const auto& result : system.benchmarks) {
                if (!result.scoreMinutes)
                    continue;
                auto& [oldest, newest] =
                    byModel[benchmarkModelOrFolder(result.benchmark, round.ruleset)].folders[result.benchmark];
                if (oldest.empty() || versionLess(round.ruleset, oldest))
                    oldest = round.ruleset;
                if (newest.empty() || versionLess(newest, round.ruleset))
                    newest = round.ruleset;
            }
    std::vector<BenchmarkIdentity> identities;
    for (auto& [model, seen] : byModel) {
        BenchmarkIdentity identity;
        identity.model = model;
        std::vector<std::pair<std::string, BenchmarkIdentity::Folder>> ordered; // by oldest ruleset
        for (const auto& [name, span] : seen.folders)
            ordered.push_back({span.first, {name, span.second}});
        std::stable_sort(ordered.begin(), ordered.end(),
                         [](const auto& a, const auto& b) { return versionLess(a.first, b.first); });
        for (auto& [oldest, folder] : ordered)
            identity.folders.push_back(std::move(folder));
        const auto newest = std::max_element(identity.folders.begin(), identity.folders.end(),
                                             [](const auto& a, const auto& b) {
                                                 return versionLess(a.newestRuleset, b.newestRuleset);
                                             });
        identity.key = newest->name;
        identities.push_back(std::move(identity));
    }
    // A folder that names a newer model too (`ssd`: SSD-ResNet34 in v1.x, RetinaNet from
    // v2.0) means the newer one; the older model is called by its name.
    for (auto& identity : identities) {
        std::string keyRuleset;
        for (const auto& folder : identity.folders)
            if (folder.name == identity.key)
                keyRuleset = folder.newestRuleset;
        for (const auto& other : identities)
            if (&identity != &other)
                for (const auto& folder : other.folders)
                    if (folder.name == identity.key && versionLess(keyRuleset, folder.newestRuleset))
                        identity.key = identity.model;
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
