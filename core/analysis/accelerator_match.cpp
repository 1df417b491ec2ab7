#include "core/analysis/accelerator_match.h"

#include "core/analysis/accelerators.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace scalescope::analysis {

namespace {

std::string joinedNames(const std::vector<std::string>& names)
{
    std::string text;
    for (const auto& name : names) {
        if (!text.empty())
            text += ", ";
        text += name;
    }
    return text;
}

} // namespace

std::vector<std::string> nameWords(std::string_view name)
{
    std::vector<std::string> words;
    std::string word;
    for (const char c : name) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u)) {
            word.push_back(static_cast<char>(std::tolower(u)));
        } else if (!word.empty()) {
            words.push_back(std::move(word));
            word.clear();
        }
    }
    if (!word.empty())
        words.push_back(std::move(word));
    return words;
}

bool queryWordsMatch(std::string_view query, std::string_view name)
{
    const auto wanted = nameWords(query);
    if (wanted.empty())
        return false;
    const auto words = nameWords(name);
    return std::all_of(wanted.begin(), wanted.end(), [&](const std::string& part) {
        return std::any_of(words.begin(), words.end(), [&](const std::string& word) {
            if (word.size() < part.size() || word.compare(0, part.size(), part) != 0)
                return false;
            return std::all_of(
                word.begin() + static_cast<std::ptrdiff_t>(part.size()), word.end(),
                [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; });
        });
    });
}

AcceleratorMatch matchAccelerator(std::string_view query, const std::vector<std::string>& present)
{
    AcceleratorMatch match;
    const auto& catalog = AcceleratorCatalog::builtin();
    const std::string wantedKey = acceleratorKey(query);
    if (wantedKey.empty())
        return match;
    const std::string wantedModel = acceleratorKey(catalog.canonical(query));

    std::set<std::string> sameModel;
    std::set<std::string> byWords;
    for (const auto& name : present) {
        const std::string nameKey = acceleratorKey(name);
        const std::string modelKey = acceleratorKey(catalog.canonical(name));
        if (nameKey == wantedKey || modelKey == wantedModel)
            sameModel.insert(name);
        if (queryWordsMatch(query, name) || queryWordsMatch(query, catalog.canonical(name)))
            byWords.insert(name);
    }
    const std::set<std::string>& chosen = sameModel.empty() ? byWords : sameModel;
    if (chosen.size() == 1) {
        match.kind = AcceleratorMatch::Kind::Unique;
        match.name = *chosen.begin();
    } else if (chosen.size() > 1) {
        match.kind = AcceleratorMatch::Kind::Ambiguous;
        match.candidates.assign(chosen.begin(), chosen.end());
    }
    return match;
}

std::string describeMismatch(std::string_view query, const AcceleratorMatch& match,
                             const std::vector<std::string>& present)
{
    switch (match.kind) {
    case AcceleratorMatch::Kind::Unique:
        return {};
    case AcceleratorMatch::Kind::Ambiguous:
        return "accelerator '" + std::string(query) + "' is ambiguous: it matches " +
               joinedNames(match.candidates) + "; name one of them";
    case AcceleratorMatch::Kind::None:
        break;
    }
    std::vector<std::string> sorted = present;
    std::sort(sorted.begin(), sorted.end());
    return "no accelerator '" + std::string(query) + "' (present: " + joinedNames(sorted) + ")";
}

} // namespace scalescope::analysis
