#pragma once
// The caveat shown by default under the charts (docs/analysis.md §1.1): what a point is,
// what the series mixes, its warnings (mixed accelerators, poor fits, peaks in data gaps)
// and how many scores of the round have power logs.

#include "core/analysis/throughput.h"

#include <QLabel>
#include <optional>
#include <vector>

namespace scalescope::analysis {
struct Series;
enum class FitKind;
} // namespace scalescope::analysis

namespace scalescope::ui {

class CaveatNote : public QLabel
{
    Q_OBJECT
  public:
    explicit CaveatNote(QWidget* parent = nullptr);

    // The note's text for a series and the power logs of its dataset's rounds
    // (analysis::energyCoverage): a pure function, so tests and exports can use it.
    static QString noteText(const analysis::Series& series,
                            const std::vector<analysis::EnergyCoverage>& energyCoverage);
    // "Amdahl", "USL", "Power law", as the fit diagnostics name them.
    static QString fitModelName(analysis::FitKind kind);
    void showSeries(const std::optional<analysis::Series>& series,
                    const std::vector<analysis::EnergyCoverage>& energyCoverage);
};

} // namespace scalescope::ui
