#include "core/analysis/family_references.h"

#include "core/analysis/series.h"

#include <set>
#include <tuple>

namespace scalescope::analysis {

namespace {

using FamilyKey = std::tuple<std::string, std::string, std::string, std::string>;

FamilyKey familyOf(const Point& point)
{
    return {point.round, point.submitter, point.accelerator, point.design};
}

const Point* pointOf(const Series& series, const VerdictEntry& entry)
{
    for (const auto& point : series.points)
        if (point.systemId == entry.systemId && point.round == entry.round && point.n == entry.n)
            return &point;
    return nullptr;
}

} // namespace

std::vector<FamilyReferenceVerdict> familyReferenceVerdicts(const Series& series,
                                                            const SeriesOptions& options)
{
    std::vector<FamilyReferenceVerdict> verdicts;
    const auto& verdict = series.verdict;
    if (series.groupBy == GroupBy::Family || series.groupBy == GroupBy::AcrossRounds ||
        !verdict.found() || verdict.restsOn.size() < 2 || series.points.empty())
        return verdicts;
    const auto& reference = series.points[series.reference.index];
    std::set<FamilyKey> families;
    for (std::size_t i = 1; i < verdict.restsOn.size(); ++i) {
        const auto* point = pointOf(series, verdict.restsOn[i]);
        if (point && point->submitter != reference.submitter)
            families.insert(familyOf(*point));
    }
    // The family's own analysis: the same rules, no resampling (what is compared is the
    // reference's effect, not noise), its own default reference.
    SeriesOptions own = options;
    own.groupBy = GroupBy::Family;
    own.reference = ReferenceChoice{};
    own.reference.rule = options.reference.rule;
    own.bootstrapResamples = 0;
    own.entryResamples = 0;
    own.fits = false;
    own.costModel.reset();
    own.costModelFromBest = false;
    for (const auto& key : families) {
        Series family;
        family.benchmark = series.benchmark;
        family.groupBy = GroupBy::Family;
        for (const auto& point : series.points)
            if (familyOf(point) == key && point.usable())
                family.points.push_back(point);
        if (family.points.empty())
            continue;
        const auto& first = family.points.front();
        family.group = first.submitter + " " + first.designLabel + " / " + first.accelerator;
        family.rounds = {first.round};
        analyzeSeries(family, own);
        const auto& ownReference = family.points[family.reference.index];
        FamilyReferenceVerdict result;
        result.family = family.group;
        result.reference = {ownReference.submitter, ownReference.system, ownReference.systemId,
                            ownReference.round, ownReference.n};
        result.kind = family.verdict.kind;
        result.markerN = family.verdict.markerN;
        result.nStar = family.verdict.nStar;
        result.gapTo = family.verdict.gapTo;
        result.lowerBound = family.verdict.lowerBound;
        result.largestN = family.verdict.largestN;
        result.measuredCounts = family.verdict.measuredCounts;
        verdicts.push_back(std::move(result));
    }
    return verdicts;
}

} // namespace scalescope::analysis
