#include "ui/viewmodel/ShownAnalysis.h"

#include "core/analysis/figures.h"
#include "ui/text/qt_text.h"
#include "ui/viewmodel/AnalysisViewModel.h"

#include <QCoreApplication>
#include <cstdint>
#include <set>
#include <utility>

namespace scalescope::ui {

namespace {

// What analyzeSeries would give as {curve.size(), points.size()}, without analysing: the
// distinct N of the points its curve takes (core's own frontier and curve rule).
std::pair<std::size_t, std::size_t> scalingBreadth(analysis::Series& series,
                                                   const analysis::SeriesOptions& options)
{
    analysis::markFrontier(series.points, options.keepDominated); // analyzeSeries marks them again
    std::set<std::int64_t> distinctN;
    for (const auto& point : series.points)
        if (analysis::takenByCurve(point, options.allPoints))
            distinctN.insert(point.n);
    return {distinctN.size(), series.points.size()};
}

} // namespace

QString seriesLabelFor(const analysis::Series& series, bool severalRounds)
{
    QString group = toQString(series.group);
    if (!severalRounds || series.groupBy == analysis::GroupBy::AcrossRounds ||
        series.rounds.size() != 1)
        return group;
    return QCoreApplication::translate("scalescope::ui::AnalysisViewModel", "%1 (%2)")
        .arg(group, AnalysisViewModel::roundLabel(toQString(series.rounds.front())));
}

ShownAnalysis analyseShown(const Dataset& dataset, const analysis::SeriesOptions& options,
                           bool severalRounds, const QString& wantedLabel)
{
    ShownAnalysis result;
    result.all = analysis::buildSeries(dataset, options);
    std::pair<std::size_t, std::size_t> broadestBreadth;
    std::optional<std::size_t> broadest;
    for (std::size_t i = 0; i < result.all.size(); ++i) {
        result.labels.append(seriesLabelFor(result.all[i], severalRounds));
        if (!result.shown && result.labels.back() == wantedLabel)
            result.shown = i;
        const auto breadth = scalingBreadth(result.all[i], options);
        if (!broadest || breadth > broadestBreadth) {
            broadest = i;
            broadestBreadth = breadth;
        }
    }
    if (!result.shown)
        result.shown = broadest;
    if (result.shown)
        analysis::analyzeSeries(result.all[*result.shown], options);
    return result;
}

} // namespace scalescope::ui
