#pragma once
// The caveat shown by default under the charts (docs/analysis.md §1.1): what a point is,
// what the series mixes, its warnings (mixed accelerators, poor fits, peaks in data gaps)
// and how many scores of the round have power logs.

#include <QLabel>

namespace scalescope {
struct Dataset;
namespace analysis {
struct Series;
enum class FitKind;
}
} // namespace scalescope

namespace scalescope::ui {

class CaveatNote : public QLabel
{
    Q_OBJECT
public:
    explicit CaveatNote(QWidget* parent = nullptr);

    // The note's text for a series: a pure function, so tests and exports can use it.
    static QString noteText(const analysis::Series& series, const Dataset& dataset);
    // "Amdahl", "USL", "Power law", as the fit diagnostics name them.
    static QString fitModelName(analysis::FitKind kind);
    void showSeries(const analysis::Series* series, const Dataset& dataset);
};

} // namespace scalescope::ui
