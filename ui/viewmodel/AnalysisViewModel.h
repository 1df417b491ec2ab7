#pragma once
// The Scaling tab's view-model: it holds the person's AnalysisChoices, asks core for what
// they imply (analysis::analyze for the series, their verdict and comparisons) and keeps
// the answers as values for the views (ui/text words them). Views read it and call its setters;
// every change of the choices is announced once (choicesChanged), and what it changed by the finer
// signals: seriesChanged when a new analysis is in the model, markerChanged for a slider step
// (which never re-analyses), comparisonChanged for points A and B.
//
// Implemented in four files: AnalysisViewModel.cpp (choices and analysis),
// AnalysisViewModelOffers.cpp (what the filters offer), AnalysisViewModelMarker.cpp (the
// break-even marker and what is true where it stands), AnalysisViewModelOverlay.cpp (further series
// drawn with the shown one, and points A and B on any of them).

#include "core/analysis/benchmark_identity.h"
#include "core/analysis/compare.h"
#include "core/analysis/options.h"
#include "core/analysis/series.h"
#include "core/dataset/dataset.h"
#include "ui/text/MarkerState.h"
#include "ui/viewmodel/AnalysisChoices.h"
#include "ui/viewmodel/ShownAnalysis.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace scalescope::ui {

class SeriesTableModel;

class AnalysisViewModel : public QObject
{
    Q_OBJECT
  public:
    explicit AnalysisViewModel(QObject* parent = nullptr);

    // The loader's dataset itself, shared: nothing here copies it (issue 41).
    void setDataset(std::shared_ptr<const Dataset> dataset, const QString& datasetName);
    // Everything the person chose, as one value (see AnalysisChoices).
    const AnalysisChoices& choices() const { return m_choices; }
    // Puts the view back on choices as they were (an undo step, a saved session): what is
    // analysed, then the marker, A and B exactly as given (where the series still has those
    // rows). One analysis at most, one choicesChanged. Unlike the setters below, which let a
    // new analysis place the marker at its break-even, nothing of choices is re-derived.
    void setChoices(const AnalysisChoices& choices);
    const Dataset& dataset() const { return *m_dataset; }
    // True while a large analysis runs on a worker thread (see startAnalysis); the
    // model still shows the previous series until it is done.
    bool analysing() const { return m_pendingGeneration != 0; }
    QString datasetName() const { return m_datasetName; }

    // What the filters offer now.
    QStringList rounds() const; // of the dataset, in the order they were opened
    QStringList benchmarks() const;
    QStringList accelerators() const;   // of the selected benchmark and division
    QStringList submitters() const;     // of the selected benchmark and division
    QStringList availabilities() const; // of the dataset
    QStringList divisions() const;
    QStringList groups() const { return m_groups; } // series of the selected benchmark

    QString benchmark() const { return m_choices.benchmark; }
    // The round the series are drawn from; empty: every round (also while grouping
    // across rounds, which needs them all).
    QString round() const { return m_choices.round; }
    // The label of the shown series: its group, with its round ("… (v4.1)") whenever
    // the dataset holds more than one round, so that same-named series stay apart.
    QString group() const { return m_choices.group; }
    // "RetinaNet (ssd)": the model with the folder name, as the first round holding the
    // benchmark means it.
    QString benchmarkLabel(const QString& benchmark) const;
    // The benchmark a person means: a folder name, or a unique match of a folder or model
    // name ("retinanet" -> "ssd"); empty when none or several match.
    QString findBenchmark(const QString& query) const;
    // MLPerf's division names in the UI's language ("closed" -> "cerrada"); others as they are.
    static QString divisionLabel(const QString& division);
    // "v4.1" for "training_results_v4.1"; other names as they are.
    static QString roundLabel(const QString& roundName);
    const analysis::SeriesOptions& options() const { return m_choices.options; }
    // The fitted model drawn; none: the best model when one qualifies (docs/analysis.md §10).
    std::optional<analysis::FitKind> fitKind() const { return m_choices.fitKind; }

    bool setRound(const QString& roundOrEmptyForAll);
    bool setBenchmark(const QString& query);
    bool setAccelerator(const QString& acceleratorOrEmptyForAll);
    void setSubmitter(const QString& submitterOrEmptyForAll);
    void setAvailability(const QString& availabilityOrEmptyForAll);
    void setDivision(const QString& divisionOrEmptyForAll);
    void setGroupBy(analysis::GroupBy groupBy);
    bool setGroup(const QString& group);
    void setAllPoints(bool allPoints);
    void setReferenceRule(analysis::ReferenceRule rule);
    void setKeepDominated(bool keep);
    void setFreeT1(bool freeT1);
    void setRaw(bool raw);
    void setThreshold(double threshold);
    // The price per accelerator-hour of the shown series' model (0: none); every model
    // keeps its own (SeriesOptions::prices).
    void setPrice(double price);
    void setPrices(std::map<std::string, double, std::less<>> prices);
    std::optional<double> price() const;   // the shown series' price, if any
    std::string pricedAccelerator() const; // the model setPrice prices; empty when mixed
    void setValueOfTime(double valueOfTime);
    void setFitKind(std::optional<analysis::FitKind> kind);

    SeriesTableModel* model() const { return m_model; }
    // The fit of the chosen kind when it was fitted, else nullptr.
    const analysis::Fit* shownFit() const;

    // The break-even marker.
    bool continuous() const { return m_choices.continuous; }
    void setContinuous(bool continuous);
    const std::vector<double>& measuredNs() const { return m_measuredNs; }
    double minMarkerN() const;
    double maxMarkerN() const; // 4x the largest N on a fitted curve, else the largest N
    double markerN() const { return m_choices.markerN; }
    void setMarkerN(double n); // snaps to a measured N unless continuous
    // Where the marker starts: the detected break-even (N* in continuous mode, the last
    // measured N before it otherwise), else the largest N with the marker hidden.
    double detectedBreakEvenN() const;
    const MarkerState& markerState() const { return m_markerState; }

    // One break-even story, told alike by the marker, its legend entry and the readout
    // (and by `scalescope analyze`, from the same estimates): the rule that triggered
    // first and its N (the shown series' verdict), or why there is none. ui/text/MarkerText.h
    // words it with these limits.
    bool breakEvenFound() const;
    // No break-even, but efficiency stays >= θ up to the largest N measured: the marker
    // stands there, labelled as a lower bound (docs/analysis.md §4.2).
    bool lowerBoundFound() const;
    BreakEvenLimits breakEvenLimits() const; // θ and θ_m of the choices
    // The marker stands on the detected break-even (where detectedBreakEvenN put it).
    bool markerAtDetected() const;
    // False while no rule triggered and the marker was not moved: no marker then.
    bool markerShown() const;

    // The reference: the point of row (ChoicesHistory undoes it, as every choice).
    bool setReferenceRow(int row);

    // The overlay: further series of this analysis drawn with the shown one (other
    // families, accelerators or rounds: the series the grouping makes), in the order chosen.
    QStringList overlay() const { return m_choices.overlay; }
    // What an overlay may add: every series of the analysis but the shown one.
    QStringList overlayCandidates() const;
    // Only series of the analysis are kept (the shown one is always drawn); false when
    // none of labels is one. Each overlaid series is analysed here, once.
    bool setOverlay(const QStringList& labels);
    // The series labelled label (as groups() names them) when it has been analysed (the
    // shown one, an overlaid one), else nullptr. Analyses nothing.
    const analysis::Series* seriesLabelled(const QString& label) const;
    // How many series of the benchmark have been analysed so far: the shown one, and each
    // overlaid one (the others wait until they are overlaid).
    std::size_t analysedSeriesCount() const
    {
        return static_cast<std::size_t>(
            std::count(m_seriesAnalysed.begin(), m_seriesAnalysed.end(), true));
    }
    // Where a series' own break-even marker stands (analysis::markerStartN, as the shown
    // series' marker starts); 0 when no rule gives it one.
    static double breakEvenNOf(const analysis::Series& series);

    // Points A and B: rows of the model (the shown series), or of an overlaid series.
    int rowA() const { return m_choices.rowA; }
    int rowB() const { return m_choices.rowB; }
    QString seriesA() const { return m_choices.seriesA; } // empty: the shown series
    QString seriesB() const { return m_choices.seriesB; }
    void setRowA(int row); // a row of the shown series
    void setRowB(int row);
    // The point at row of a series (empty: the shown one, else an overlaid one); false
    // when there is none.
    bool setPointA(const QString& series, int row);
    bool setPointB(const QString& series, int row);
    const analysis::Point* pointA() const { return pointOf(m_choices.seriesA, m_choices.rowA); }
    const analysis::Point* pointB() const { return pointOf(m_choices.seriesB, m_choices.rowB); }
    const analysis::Point* pointOf(const QString& series, int row) const;
    // Sliders A and B run over every shown point: the shown series' rows, then each
    // overlaid series' points in overlay order. A slider position as series and row, and back.
    int comparablePoints() const;
    std::pair<QString, int> pointAtPosition(int position) const;
    int positionOf(const QString& series, int row) const;
    void setPositionA(int position);
    void setPositionB(int position);
    analysis::Comparison comparison() const;

    // "training_results_v4.1 · closed · all availabilities · derived from MLPerf results,
    // not an official result".
    QString footnote() const;

  Q_SIGNALS:
    void choicesChanged(); // choices() differs from when this was last emitted
    void filtersChanged(); // what the filters offer, or their selection, changed
    void seriesChanged();  // a new analysis is in the model
    void markerChanged();  // the marker moved
    void comparisonChanged();
    void overlayChanged(); // the overlaid series or their analysis changed
    void analysingChanged(bool analysing);

  private:
    // Points A and B are set the same way; chosenSeries/chosenRow are A's or B's fields.
    bool setComparisonPoint(QString& chosenSeries, int& chosenRow, const QString& series, int row);
    void announceChoices(); // emits choicesChanged when the choices differ from the last announced
    // Sets the marker, A and B of view (continuous, markerN when moved, rows in range).
    void applyView(const AnalysisChoices& view);
    void recompute();
    // Analyses the selected benchmark and shows the result, keeping A and B on these
    // systems where the new series has them. Small analyses run here; one with more
    // entries and runs than kInlineAnalysisWork runs on a worker thread (the window stays
    // responsive; the newest request wins, older results are dropped).
    void startAnalysis(const std::string& systemA, const std::string& systemB);
    void applyAnalysis(ShownAnalysis analysed, const std::string& systemA,
                       const std::string& systemB);
    void setAnalysing(std::uint64_t pendingGeneration);
    // The round the series come from: the chosen one, or empty for every round
    // (SeriesOptions::round; the dataset itself is never narrowed by a copy).
    std::string analysedRound() const;
    bool inAnalysedRound(const Round& round) const;
    // The benchmark whose best series (one accelerator in one round) has the most
    // distinct GPU counts: the one that shows scaling best, opened first.
    QString broadestBenchmark() const;
    // The names nameOf(system) gives the systems with a score for the chosen benchmark
    // in the chosen division (AnalysisViewModelOffers.cpp).
    template <typename NameOf> QStringList namesScoring(NameOf nameOf) const;
    bool inChosenDivision(const SystemEntry& system) const; // or every division

    std::string benchmarkModel() const; // of the chosen benchmark, across its folder names
    const std::vector<analysis::BenchmarkIdentity>&
    benchmarkIdentities() const; // of analysedRound()
    void clearReference();
    double snap(double n) const;
    MarkerState computeMarkerState(double n) const;
    // The overlay of labels that are series of the analysis, the shown one left out.
    QStringList validOverlay(const QStringList& labels) const;
    void analyseOverlay(); // the overlaid series not analysed yet
    bool atDetected(double n) const;
    void restoreComparisonRows(const std::string& systemA, const std::string& systemB);
    int frontierRowAt(double n) const;

    // Shared with a worker analysing them: never changed in place, only replaced.
    std::shared_ptr<const Dataset> m_dataset = std::make_shared<const Dataset>();
    QString m_datasetName;
    AnalysisChoices m_choices;
    AnalysisChoices m_announced; // as choicesChanged last told them
    // What m_identities were derived from: the dataset and the round.
    mutable std::pair<std::shared_ptr<const Dataset>, std::string> m_identitiesOf;
    mutable std::vector<analysis::BenchmarkIdentity> m_identities;
    QStringList m_groups;
    // Every series of the benchmark, labelled by m_groups: the shown one analysed at once,
    // each overlaid one when it is overlaid (analyseOverlay).
    std::vector<analysis::Series> m_allSeries;
    std::vector<bool> m_seriesAnalysed;
    SeriesTableModel* m_model;
    std::vector<double> m_measuredNs;
    MarkerState m_markerState;
    // The marker, A and B that setChoices restores once its analysis is in (it may run on a
    // worker).
    std::optional<AnalysisChoices> m_pendingView;
    std::uint64_t m_generation = 0;        // of the newest analysis asked for
    std::uint64_t m_pendingGeneration = 0; // of the one running on a worker; 0: none
};

} // namespace scalescope::ui
