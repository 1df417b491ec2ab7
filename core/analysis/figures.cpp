#include "core/analysis/figures.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <map>

namespace scalescope::analysis {

double speedupOf(double referenceMinutes, double minutes)
{
    return referenceMinutes / minutes;
}

double efficiencyOf(double referenceMinutes, double referenceN, double minutes, double n)
{
    return (referenceMinutes * referenceN) / (minutes * n);
}

std::string shortestText(double value)
{
    char text[32];
    const auto result = std::to_chars(text, text + sizeof text, value);
    return std::string(text, result.ptr);
}

std::string countText(double n)
{
    char text[48];
    std::snprintf(text, sizeof text, std::fabs(n - std::round(n)) < 1e-9 ? "%.0f" : "%.1f", n);
    return text;
}

double gpuHoursOf(double n, double minutes)
{
    return n * minutes / 60.0;
}

double kwhOf(double joules)
{
    return joules / 3.6e6;
}

std::optional<double> localExponentOf(double previousN, double previousMinutes, double n,
                                      double minutes)
{
    if (!(n > previousN) || previousMinutes <= 0 || minutes <= 0)
        return std::nullopt;
    return std::log(previousMinutes / minutes) / std::log(n / previousN);
}

std::optional<double> karpFlattOf(double speedup, double scaleFactor)
{
    if (!(scaleFactor > 1.0) || speedup <= 0)
        return std::nullopt;
    return (1.0 / speedup - 1.0 / scaleFactor) / (1.0 - 1.0 / scaleFactor);
}

std::optional<std::size_t> referenceIndexFor(const std::vector<Point>& points, ReferenceRule rule)
{
    if (points.empty())
        return std::nullopt;
    const bool slowest = rule == ReferenceRule::StudyRule;
    // A republished copy is not the reference while its original could be (it has the
    // same time); when every point is one, the rule applies to them all.
    const bool anyUsable =
        std::any_of(points.begin(), points.end(), [](const Point& p) { return p.usable(); });
    std::size_t best = 0;
    while (anyUsable && !points[best].usable())
        ++best;
    for (std::size_t i = best + 1; i < points.size(); ++i) {
        const auto& candidate = points[i];
        const auto& current = points[best];
        if (anyUsable && !candidate.usable())
            continue;
        const bool better =
            slowest ? candidate.minutes > current.minutes : candidate.minutes < current.minutes;
        if (candidate.n < current.n || (candidate.n == current.n && better))
            best = i;
    }
    return best;
}

Message referenceRuleMessage(ReferenceRule rule)
{
    switch (rule) {
    case ReferenceRule::FastestAtFewest:
        return {"reference.rule.fastest", {}};
    case ReferenceRule::StudyRule:
        return {"reference.rule.study", {}};
    }
    return {};
}

const char* toString(ReferenceRule rule)
{
    return rule == ReferenceRule::StudyRule ? "study" : "fastest";
}

std::optional<ReferenceRule> referenceRuleFromString(std::string_view text)
{
    if (text == "fastest")
        return ReferenceRule::FastestAtFewest;
    if (text == "study")
        return ReferenceRule::StudyRule;
    return std::nullopt;
}

void markFrontier(std::vector<Point>& points, bool keepDominated)
{
    std::map<std::int64_t, std::size_t> fastestByN;
    for (std::size_t i = 0; i < points.size(); ++i) {
        points[i].onFrontier = false;
        points[i].dominated = false;
        points[i].inCurve = false;
        if (!points[i].usable())
            continue;
        auto [slot, inserted] = fastestByN.try_emplace(points[i].n, i);
        if (!inserted && points[i].minutes < points[slot->second].minutes)
            slot->second = i;
    }
    // By increasing N (the map's order): dominated when no faster than the best so far.
    std::optional<double> bestSoFar;
    for (const auto& [n, index] : fastestByN) {
        auto& point = points[index];
        point.onFrontier = true;
        point.dominated = bestSoFar && point.minutes >= *bestSoFar;
        point.inCurve = !point.dominated || keepDominated;
        if (!bestSoFar || point.minutes < *bestSoFar)
            bestSoFar = point.minutes;
    }
}

namespace {

// Curve point indices (inCurve) by increasing N.
std::vector<std::size_t> frontierOrder(const std::vector<Point>& points)
{
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < points.size(); ++i)
        if (points[i].inCurve)
            order.push_back(i);
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return points[a].n < points[b].n; });
    return order;
}

} // namespace

void computeFigures(std::vector<Point>& points, std::size_t referenceIndex,
                    const SeriesOptions& options)
{
    const double referenceN = static_cast<double>(points[referenceIndex].n);
    const double referenceMinutes = points[referenceIndex].minutes;
    for (auto& point : points) {
        const double n = static_cast<double>(point.n);
        point.speedup = speedupOf(referenceMinutes, point.minutes);
        point.scaleFactor = n / referenceN;
        point.efficiency = efficiencyOf(referenceMinutes, referenceN, point.minutes, n);
        point.gpuHours = gpuHoursOf(n, point.minutes);
        const auto price = options.priceFor(point.accelerator);
        point.cost = price ? std::optional(point.gpuHours * *price) : std::nullopt;
        point.kwh =
            point.energyJoules ? std::optional<double>(kwhOf(*point.energyJoules)) : std::nullopt;
        point.karpFlatt = karpFlattOf(point.speedup, point.scaleFactor);
        keepMessage(point.karpFlattReason, point.karpFlattReasonMessage,
                    point.karpFlatt ? Message{} : Message{"point.karp_flatt.reference", {}});
        point.localExponent.reset();
        Message localExponent =
            point.republishedLeftOut ? Message{"point.local_exponent.republished",
                                               {textArg(point.republishedFrom.value_or(""))}}
            : !point.onFrontier      ? Message{"point.local_exponent.off_frontier", {}}
            : point.inCurve          ? Message{}
                                     : Message{"point.local_exponent.dominated", {}};
        keepMessage(point.localExponentReason, point.localExponentReasonMessage,
                    std::move(localExponent));
    }
    const auto order = frontierOrder(points);
    if (!order.empty())
        keepMessage(points[order.front()].localExponentReason,
                    points[order.front()].localExponentReasonMessage,
                    {"point.local_exponent.first", {}});
    for (std::size_t k = 1; k < order.size(); ++k) {
        const auto& previous = points[order[k - 1]];
        auto& current = points[order[k]];
        current.localExponent = localExponentOf(static_cast<double>(previous.n), previous.minutes,
                                                static_cast<double>(current.n), current.minutes);
    }
}

bool takenByCurve(const Point& point, bool allPoints)
{
    return allPoints ? point.usable() : point.inCurve;
}

std::vector<CurvePoint> buildCurve(const std::vector<Point>& points, bool allPoints,
                                   double referenceN, double referenceMinutes)
{
    struct TimesAtN
    {
        double logSum = 0;
        int count = 0;
        double onlyMinutes = 0; // exact time when count == 1, not exp(ln T)
    };
    std::map<std::int64_t, TimesAtN> byN;
    for (const auto& point : points) {
        if (!takenByCurve(point, allPoints))
            continue;
        auto& times = byN[point.n];
        times.logSum += std::log(point.minutes);
        times.onlyMinutes = point.minutes;
        ++times.count;
    }
    std::vector<CurvePoint> curve;
    curve.reserve(byN.size());
    for (const auto& [n, times] : byN) {
        CurvePoint entry;
        entry.n = static_cast<double>(n);
        entry.minutes = times.count == 1 ? times.onlyMinutes : std::exp(times.logSum / times.count);
        entry.speedup = speedupOf(referenceMinutes, entry.minutes);
        entry.efficiency = efficiencyOf(referenceMinutes, referenceN, entry.minutes, entry.n);
        if (!curve.empty())
            entry.localExponent =
                localExponentOf(curve.back().n, curve.back().minutes, entry.n, entry.minutes);
        curve.push_back(entry);
    }
    return curve;
}

} // namespace scalescope::analysis

namespace scalescope::analysis {

std::vector<double> Point::countedRunMinutes() const
{
    std::vector<double> minutes;
    for (const auto& run : runs)
        if (run.status == RunStatus::Counted && run.minutes)
            minutes.push_back(*run.minutes);
    return minutes;
}

} // namespace scalescope::analysis
