#pragma once
// Everything a person chose in the Scaling tab, as one value: what is analysed (round,
// benchmark, filters, grouping, reference, threshold, prices, fitted model) and where
// they look on the result (the series, the break-even marker, points A and B). The
// AnalysisViewModel holds one and asks core for what it implies; a saved session, an
// undo step or an overlay is this value kept, stacked or repeated.

#include "core/analysis/options.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace scalescope::ui {

struct AnalysisChoices
{
    // The round the series are drawn from; empty: every round (also while grouping across
    // rounds, which needs them all).
    QString round;
    QString benchmark; // a benchmark key of the analysed rounds ("bert", "retinanet")
    // The label of the shown series; empty: the one with the most GPU counts.
    QString group;
    // Filters, grouping, reference, threshold, prices per accelerator model, ... as
    // analysis::analyze takes them (filter.benchmark and costModel follow the fields here).
    analysis::SeriesOptions options;
    std::optional<analysis::FitKind> fitKind; // none: the best model (docs/analysis.md §10)

    bool continuous = false;  // the marker moves freely, not from measured N to measured N
    double markerN = 0;       // 0: no series
    bool markerMoved = false; // by the person, since the last analysis
    int rowA = -1;            // points A and B: rows of the series table, -1: none
    int rowB = -1;
    // Further series of the same analysis drawn over the shown one (labels as `group`:
    // other families, accelerators or rounds, whichever the grouping makes series of),
    // each with its colour, legend entry and break-even marker. Empty: the shown one only.
    QStringList overlay;
    // The series points A and B are of: the shown one when empty, else one of overlay
    // (rowA, rowB are then rows of that series' points).
    QString seriesA;
    QString seriesB;

    bool operator==(const AnalysisChoices&) const = default;
};

} // namespace scalescope::ui
