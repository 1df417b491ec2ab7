#include "core/analysis/caveats.h"

#include "core/analysis/series.h"

#include <cstdio>
#include <set>

namespace scalescope::analysis {

namespace {

std::string count(std::size_t n, const char* singular, const char* plural)
{
    return std::to_string(n) + " " + (n == 1 ? singular : plural);
}

std::string number(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.10g", value);
    return text;
}

} // namespace

std::string seriesCaveat(const Series& series)
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
        // could reproduce (docs/analysis.md §1); still separate submissions.
        std::string text = "One system family: each point is this submitter's fastest entry of "
                           "the same system design at that GPU count, a separate submission "
                           "rather than one run of one machine";
        if (batchSizes.size() > 1)
            text += "; global batch sizes " + number(*batchSizes.begin()) + " to " +
                    number(*batchSizes.rbegin()) + ", so part of the loss of efficiency can be "
                    "convergence, not hardware";
        return text + ".";
    }
    std::string text = "Each point is the fastest entry of some system at that GPU count, not "
                       "one system measured at every count.";
    if (systems.size() <= 1)
        return text;
    text += " The curve mixes " + count(submitters.size(), "submitter", "submitters") + " and " +
            count(systems.size(), "system", "systems");
    if (batchSizes.size() > 1)
        text += " with global batch sizes " + number(*batchSizes.begin()) + " to " +
                number(*batchSizes.rbegin());
    else if (batchSizes.size() == 1)
        text += " (global batch size " + number(*batchSizes.begin()) + ")";
    text += ": different software stacks";
    if (batchSizes.size() > 1)
        text += " and batch sizes";
    text += ", so speedup and efficiency describe the best published result at each count, "
            "not strong scaling (negative Karp-Flatt values are a sign of it). Group by system "
            "family for the closest thing to one strong-scaling curve.";
    return text;
}

} // namespace scalescope::analysis
