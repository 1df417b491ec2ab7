#include "core/analysis/caveats.h"

#include "core/analysis/series.h"

#include <cctype>
#include <cstdio>
#include <map>
#include <set>

namespace scalescope::analysis {

namespace {

Message count(std::size_t n, const char* singular, const char* plural)
{
    return {n == 1 ? singular : plural, {numberArg(static_cast<long long>(n))}};
}

MessageArg number(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.10g", value);
    return numberArg(std::string(text));
}

MessageArg fixed3(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.3f", value);
    return numberArg(std::string(text));
}

// "a; b; c" of at most `shown` names, then "; and N more".
MessageArg namesArg(const std::vector<std::string>& names, std::size_t shown = 4)
{
    std::string text;
    for (std::size_t i = 0; i < names.size() && i < shown; ++i)
        text += (i ? "; " : "") + names[i];
    if (names.size() <= shown)
        return textArg(std::move(text));
    return messageArg(
        {"compliance.and_more",
         {textArg(std::move(text)), numberArg(static_cast<long long>(names.size() - shown))}});
}

std::string lowered(std::string text)
{
    for (auto& c : text)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

// What the curve's entries mix besides systems, as they show it: rounds, and framework
// strings (normalised: commit hashes and words said twice do not make two frameworks, so
// nothing is claimed that the entries do not say).
void addMixtures(const std::set<std::string>& rounds,
                 const std::map<std::string, std::string>& frameworks,
                 std::vector<Message>& sentences)
{
    if (rounds.size() > 1)
        sentences.push_back({"caveat.rounds",
                             {numberArg(static_cast<long long>(rounds.size())),
                              namesArg({rounds.begin(), rounds.end()})}});
    if (frameworks.size() > 1) {
        std::vector<std::string> shown;
        shown.reserve(frameworks.size());
        for (const auto& [key, name] : frameworks)
            shown.push_back(name);
        sentences.push_back(
            {"caveat.software",
             {numberArg(static_cast<long long>(frameworks.size())), namesArg(shown)}});
    }
}

// docs/analysis.md §8.4: a curve point above linear (E > 1) says whether run noise can
// explain it (its efficiency interval contains 1) and whether it converged in fewer samples
// than the reference (I < 1).
void addAboveLinear(const Series& series, std::vector<Message>& sentences)
{
    for (std::size_t i = 0; i < series.points.size(); ++i) {
        const auto& point = series.points[i];
        if (!point.inCurve || i == series.reference.index || !(point.efficiency > 1.0 + 1e-12))
            continue;
        Message interval{"caveat.above_linear.no_interval", {}};
        if (const auto& ci = point.efficiencyInterval)
            interval = {ci->low <= 1.0 && ci->high >= 1.0 ? "caveat.above_linear.interval_contains"
                                                          : "caveat.above_linear.interval_above",
                        {fixed3(ci->low), fixed3(ci->high)}};
        Message samples{"caveat.above_linear.no_samples", {}};
        if (point.sampleInflation)
            samples = {*point.sampleInflation < 1.0 ? "caveat.above_linear.fewer_samples"
                                                    : "caveat.above_linear.more_samples",
                       {fixed3(*point.sampleInflation)}};
        sentences.push_back({"caveat.above_linear",
                             {numberArg(static_cast<long long>(point.n)), textArg(point.systemId),
                              fixed3(point.efficiency), messageArg(std::move(interval)),
                              messageArg(std::move(samples))}});
    }
}

// What a point of the curve is, and what the curve mixes.
std::vector<Message> curveCaveat(const Series& series)
{
    std::set<std::string> submitters;
    std::set<std::string> systems;
    std::set<double> batchSizes;
    std::set<std::string> rounds;
    std::map<std::string, std::string> frameworks; // lowered -> as shown
    for (const auto& point : series.points) {
        if (!point.inCurve)
            continue;
        submitters.insert(point.submitter);
        systems.insert(point.systemId);
        if (point.globalBatchSize)
            batchSizes.insert(*point.globalBatchSize);
        rounds.insert(point.round);
        std::string framework = normalizedFramework(point.framework);
        frameworks.try_emplace(lowered(framework), std::move(framework));
    }
    if (series.groupBy == GroupBy::Family) {
        // One submitter's system design on one accelerator: what one kind of machine
        // could reproduce (docs/analysis.md §1); still separate submissions. With several
        // batch sizes, part of the loss of efficiency can be convergence.
        std::vector<Message> sentences;
        if (batchSizes.size() > 1)
            sentences.push_back({"caveat.family.batches",
                                 {number(*batchSizes.begin()), number(*batchSizes.rbegin())}});
        else
            sentences.push_back({"caveat.family", {}});
        addMixtures(rounds, frameworks, sentences);
        return sentences;
    }
    std::vector<Message> sentences{{"caveat.frontier", {}}};
    if (systems.size() <= 1) {
        addMixtures(rounds, frameworks, sentences);
        return sentences;
    }
    Message mixes{"caveat.mixes",
                  {messageArg(count(submitters.size(), "count.submitter", "count.submitters")),
                   messageArg(count(systems.size(), "count.system", "count.systems"))}};
    if (batchSizes.size() > 1) {
        mixes.id = "caveat.mixes.batches";
        mixes.args.push_back(number(*batchSizes.begin()));
        mixes.args.push_back(number(*batchSizes.rbegin()));
    } else if (batchSizes.size() == 1) {
        mixes.id = "caveat.mixes.batch";
        mixes.args.push_back(number(*batchSizes.begin()));
    }
    sentences.push_back(std::move(mixes));
    addMixtures(rounds, frameworks, sentences);
    return sentences;
}

} // namespace

std::vector<Message> seriesCaveatMessages(const Series& series)
{
    auto sentences = curveCaveat(series);
    addAboveLinear(series, sentences);
    return sentences;
}

std::string seriesCaveat(const Series& series)
{
    return englishText(seriesCaveatMessages(series), " ");
}

} // namespace scalescope::analysis
