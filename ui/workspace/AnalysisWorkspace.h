#pragma once
// The "Scaling" workspace: filters on the left; the speedup and efficiency charts with
// the break-even slider and its readout; points A and B with their comparison; the
// series table. Charts and table read the same SeriesTableModel; the sliders change
// the AnalysisViewModel's selections, never the charts' internals. The exporter and
// `scalescope export` drive it through the public API below, also when never shown.

#include "core/dataset/dataset.h"
#include "ui/charts/ExportLayer.h"
#include "ui/viewmodel/SessionFile.h"
#include "ui/workspace/AlignmentBurst.h"

#include <QString>
#include <QStringList>
#include <QWidget>
#include <memory>
#include <vector>

class QAbstractItemModel;
class QLabel;
class QLineEdit;
class QPainter;
class QTableView;
class QSplitter;
class QTabWidget;
class QTimer;
class QToolButton;

namespace scalescope::ui {

class AnalysisViewModel;
class ChartLegend;
class ChoicesHistory;
class BreakEvenReadout;
class ComparisonPanel;
class FiltersPanel;
class ScalingChart;
class SortProxy;

enum class ChartSelection { Speedup, Efficiency, Both };

class AnalysisWorkspace : public QWidget
{
    Q_OBJECT
  public:
    explicit AnalysisWorkspace(QWidget* parent = nullptr);

    // Recomputes; keeps the benchmark, accelerator and other selections where still valid.
    void setDataset(std::shared_ptr<const Dataset> dataset, const QString& datasetName);

    QStringList benchmarks() const;                 // what the filters offer now
    QStringList accelerators() const;               // of the selected benchmark
    bool selectBenchmark(const QString& benchmark); // false if not present
    bool selectAccelerator(const QString& acceleratorOrEmptyForAll);

    void setMarkerN(double n); // moves the break-even marker (snaps unless continuous)
    double markerN() const;
    QString readoutText() const; // what the readout shows, plain text
    // The break-even sentence as the readout, the insights and exports state it: "Break-even
    // (θ = 0.5): N* ≈ 280.6, last measured 256", "No break-even: only 2 GPU counts measured
    // (at least 3 are needed)" (ui/text/MarkerText.h).
    QString breakEvenText() const;
    QString comparisonText() const; // the A/B panel's sentence
    // "training_results_v4.1 · closed · all availabilities · derived from MLPerf results,
    // not an official result"
    QString footnote() const;
    // What a point is and what the series mixes (analysis::Series::caveat), empty without a
    // series. Exports print it in full under the footnote; the window shows its first
    // sentence, the rest in the footnote's tooltip and the Caveats tab.
    QString caveat() const;
    // The caveat's first sentence (what a point is): the footnote's second part.
    QString caveatFirstSentence() const;
    QString exportFootnote() const; // footnote(), then the caveat on its own line

    // Draws the chosen chart(s) for a document into target: both stacked (one N at one x),
    // each with its title, axes, marker and its legend below it, the footnote under
    // them; for PNG (QImage painter) and SVG (QSvgGenerator painter). Works on a
    // workspace that was never shown. Returns each chart's plot area (for SVG clipping).
    // onlyChart >= 0 draws that chart only (0: the top one), where it sits in the whole.
    std::vector<QRectF> renderCharts(QPainter* painter, const QRectF& target, ChartSelection which,
                                     ExportLayer layer = ExportLayer::All,
                                     int onlyChart = -1) const;
    // Every text an export of this size would cut (see ScalingChart::exportTextProblems).
    QStringList exportTextProblems(const QSizeF& size, ChartSelection which) const;
    // "bert_NVIDIA-H100-SXM5-80GB_v4.1": a file name for exports of what is shown.
    QString suggestedFileStem() const;
    QAbstractItemModel* seriesTableModel() const; // the table the charts read (CSV export)
    // What the window, the report and `scalescope export` need of the analysis, so that they
    // need not reach the view-model: the benchmark shown ("RetinaNet (ssd)"), the shown
    // series' group (empty without one), the rounds it is drawn from (every round of the
    // dataset without a series), and whether a large analysis still runs on a worker
    // (analysingChanged).
    QString shownBenchmarkLabel() const;
    QString shownSeriesGroup() const;
    std::vector<const Round*> roundsDrawn() const;
    bool analysing() const;

    // A saved session's view (AnalysisWorkspaceSession.cpp): the choices and both charts'
    // zoom into session, and back. Restoring puts the choices back through
    // AnalysisViewModel::setChoices (undoable as one step), then the zoom, once the
    // analysis they ask for is in (at once, unless it runs on a worker).
    void saveView(Session& session) const;
    void restoreView(const Session& session);
    // How the person arranged the workspace: the columns' widths, the side panels' heights
    // and the chart page shown (kept in the settings by the window, not in sessions: it is
    // the person's screen, not the analysis). restoreLayout refuses a state it cannot read.
    QByteArray saveLayout() const;
    bool restoreLayout(const QByteArray& state);

    // The choices kept across runs (ui/viewmodel/AnalysisSettings.h), for the window: what
    // was refused, one sentence each.
    QStringList restoreRememberedSettings();
    void saveRememberedSettings() const;
    // For tests.
    AnalysisViewModel* viewModel() const { return m_viewModel; }
    // Undo and redo of every analysis choice (Edit > Undo, Redo in the main window).
    ChoicesHistory* history() const { return m_history; }
    ScalingChart* speedupChart() const { return m_speedup; }
    ChartLegend* chartLegend() const { return m_legend; }
    QTabWidget* chartPages() const { return m_chartPages; }
    QSplitter* columnsSplitter() const { return m_columns; }
    QSplitter* sidePanelsSplitter() const { return m_sidePanels; }
    ScalingChart* efficiencyChart() const { return m_efficiency; }
    FiltersPanel* filtersPanel() const { return m_filters; }
    BreakEvenReadout* readout() const { return m_readout; }
    ComparisonPanel* comparisonPanel() const { return m_comparison; }
    QTableView* tableView() const { return m_table; }
    SortProxy* tableProxy() const { return m_proxy; }
    QLabel* footnoteLabel() const { return m_footnote; }

  Q_SIGNALS:
    void selectionChanged();
    void analysingChanged(bool analysing);

  protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

  private:
    // Connects the view-model's results to the charts and labels (AnalysisWorkspaceBinding.cpp).
    void bindViewModel();
    void updateFootnoteColour();
    void setUpColumnChooser();
    QStringList defaultHiddenColumns() const;
    void showMarker();
    void showComparisonMarks();
    void showOverlays(); // the overlaid series on both charts
    void showReference();
    void alignCharts();

    AnalysisViewModel* m_viewModel;
    ChoicesHistory* m_history;
    FiltersPanel* m_filters;
    ScalingChart* m_speedup;
    ScalingChart* m_efficiency;
    BreakEvenReadout* m_readout;
    ComparisonPanel* m_comparison;
    SortProxy* m_proxy;
    QLineEdit* m_tableFilter;
    QTableView* m_table;
    QLabel* m_referenceLabel;
    QLabel* m_footnote;
    QTabWidget* m_chartPages = nullptr; // scaling charts, time vs GPU-hours, throughput
    ChartLegend* m_legend = nullptr;    // both scaling charts' legend
    QSplitter* m_columns = nullptr;     // filters, charts, side panels
    QSplitter* m_sidePanels = nullptr;  // comparison, series table, caveats and fits
    void fitComparisonHeight();
    bool m_sideArranged = false; // the person moved the side splitter, or a layout was restored
    bool m_columnsSized = false; // the first show shared the width out
    bool m_aligning = false;
    AlignmentBurst m_alignBurst;
    QTimer* m_alignBurstEnd = nullptr; // ends m_alignBurst after a quiet moment
};

} // namespace scalescope::ui
