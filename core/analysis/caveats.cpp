#include "core/analysis/caveats.h"

#include "core/analysis/series.h"

#include <cstdio>
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

} // namespace

std::vector<Message> seriesCaveatMessages(const Series& series)
{
    std::set<std::string> submitters;
    std::set<std::string> systems;
    std::set<double> batchSizes;
    for (const auto& point : series.points) {
        if (!point.inCurve)
            continue;
        submitters.insert(point.submitter);
        systems.insert(point.systemId);
        if (point.globalBatchSize)
            batchSizes.insert(*point.globalBatchSize);
    }
    if (series.groupBy == GroupBy::Family) {
        // One submitter's system design on one accelerator: what one kind of machine
        // could reproduce (docs/analysis.md §1); still separate submissions. With several
        // batch sizes, part of the loss of efficiency can be convergence.
        if (batchSizes.size() > 1)
            return {{"caveat.family.batches",
                     {number(*batchSizes.begin()), number(*batchSizes.rbegin())}}};
        return {{"caveat.family", {}}};
    }
    std::vector<Message> sentences{{"caveat.frontier", {}}};
    if (systems.size() <= 1)
        return sentences;
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
    return sentences;
}

std::string seriesCaveat(const Series& series)
{
    return englishText(seriesCaveatMessages(series), " ");
}

} // namespace scalescope::analysis
