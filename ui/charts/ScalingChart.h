#pragma once
// One scaling chart over log2 GPU count: speedup (log2 axis) or parallel efficiency
// (linear axis) of the series in a SeriesTableModel. Every point is read from the
// model's rows (all points faint, the frontier joined, the reference ringed, run spread
// as error bars); the ideal line, the fitted curve (solid over the measured range,
// dashed up to 4x the largest N) and, for efficiency, the threshold line come from the
// model's series and options. The break-even marker is an overlay: moving it touches
// no series.

#include "ui/charts/ExportLayer.h"
#include "ui/charts/MarkerOverlay.h"

#include <QBrush>
#include <QChartView>
#include <QPen>
#include <QPixmap>
#include <QRegion>
#include <QSet>
#include <array>
#include <optional>
#include <vector>

class QAbstractSeries;
class QCategoryAxis;
class QLineSeries;
class QScatterSeries;
class QTimer;

namespace scalescope::ui {

class ChartZoom;
class ComparisonLabels;
class ErrorBarItem;
class PowerOfTwoAxis;
class SeriesTableModel;
class ViewDrawnItem;

// A point as charts place it: its GPU count, speedup and efficiency (each against its own
// series' reference).
struct PlotPoint
{
    double n = 0;
    double speedup = 0;
    double efficiency = 0;

    bool operator==(const PlotPoint&) const = default;
};

// A further series drawn over the model's one (an overlay): its frontier joined in its own
// colour (ChartPalette.h, overlayColour) and named in the legend, and its own break-even
// marker, a dashed vertical line in that colour with its legend entry.
struct OverlaySeriesShown
{
    QString name;                  // "NVIDIA / Eos / …": the series' label
    std::vector<PlotPoint> points; // its frontier, by increasing N
    double breakEvenN = 0;         // 0: none
    QString breakEvenLegend;       // "Break-even (θ = 0.5): N* ≈ 97.0"

    bool operator==(const OverlaySeriesShown&) const = default;
};

class ScalingChart : public QChartView
{
    Q_OBJECT
  public:
    enum class Mode { Speedup, Efficiency };

    explicit ScalingChart(Mode mode, QWidget* parent = nullptr);

    Mode mode() const { return m_mode; }
    // Reads the model now and on every reset.
    void setModel(SeriesTableModel* model);

    // Moves the marker to N with its label ("Break-even (θ = 0.5): N* ≈ 280.6, last
    // measured 256"); legendText names it in the legend (none when empty). No series is
    // touched; n <= 0 hides the marker.
    void setMarkerN(double n, const QString& label, const QString& legendText = {});
    // Marks points A and B of the comparison (rows of the model; -1: none).
    void setComparisonRows(int rowA, int rowB);
    // Marks A and B at points of any drawn series (an overlaid one); none: not marked.
    void setComparisonPoints(std::optional<PlotPoint> a, std::optional<PlotPoint> b);
    // Draws these series over the model's, in overlay colours 0, 1, ... (ScalingChartOverlay.cpp).
    void setOverlays(const std::vector<OverlaySeriesShown>& overlays);
    const std::vector<OverlaySeriesShown>& overlays() const { return m_overlays; }
    // The frontier line and the break-even line of overlay index (nullptr past the last).
    QLineSeries* overlayLine(std::size_t index) const;
    QLineSeries* overlayBreakEven(std::size_t index) const;
    MarkerOverlay* marker() const { return m_marker; }
    // Zoom and pan (ChartZoom): kept while the full ranges stay; exports show what is shown.
    ChartZoom* zoom() const { return m_zoom; }
    ErrorBarItem* errorBars() const { return m_errorBars; }
    ComparisonLabels* comparisonLabels() const { return m_comparisonLabels; }

    // The chart value of a model row: (log2 N, log2 speedup) or (log2 N, efficiency).
    QPointF valueOfRow(int row) const;
    // The row drawn nearest to a chart value, or -1.
    int rowAtValue(const QPointF& value) const;
    // What hovering a point shows: submitter, system, N, minutes, speedup, efficiency.
    QString pointToolTip(int row) const;
    // Where that tip stays shown, in the viewport: the point's marker and a little more.
    QRect pointToolTipRect(int row) const;
    static constexpr int kPointToolTipMs = 10 * 60 * 1000; // while the pointer is on the point
    // Legend entries as shown ("Amdahl fit: f = …, R² = …").
    QStringList legendNames() const;
    // An entry of the legend: its text and how its swatch is drawn.
    struct LegendEntry
    {
        QString label;
        QPen pen;
        QBrush brush;
        bool point = false; // a scatter series: drawn as a dot, not a line

        bool operator==(const LegendEntry&) const = default;
    };
    std::vector<LegendEntry> legendEntries() const;
    // An entry's swatch (a dot or a line) in swatch, a rectangle kLegendSwatchWidth wide.
    static void paintLegendSwatch(QPainter* painter, const LegendEntry& entry,
                                  const QRectF& swatch);
    static constexpr double kLegendSwatchWidth = 26;
    // Whether Qt's legend is drawn beside the plot. The workspace draws one legend for
    // both charts instead (ChartLegend), which leaves the plots wider; exports draw
    // their own legend below the plot either way.
    void setLegendInChart(bool shown);
    QLineSeries* thresholdSeries() const { return m_threshold; }
    // The θ crossing N* (one point when the efficiency falls below θ between two N).
    QScatterSeries* crossingSeries() const { return m_crossing; }
    QScatterSeries* pointASeries() const { return m_pointA; }
    QScatterSeries* pointBSeries() const { return m_pointB; }

    // Draws the chart for a document into target at target's size, whether or not the
    // view was ever shown: light colours, the legend below the plot in as many rows as
    // its entries need, every tick label whole. Returns the plot area in the painter's
    // coordinates. The on-screen layout is restored afterwards.
    // extra widens the left and right margins, so that stacked charts share one x scale.
    // The title as exports draw it: whole, wrapped when long (on screen it is one line).
    const QString& exportTitle() const { return m_exportTitle; }
    QRectF renderInto(QPainter* painter, const QRectF& target, ExportLayer layer = ExportLayer::All,
                      const QMarginsF& extra = {});
    // The plot area an export of this size gets without extra margins.
    QRectF exportPlotArea(const QSizeF& size);
    // Lays the chart out as an export of `size` does and lists every text that would be
    // cut: an elided tick label, title or legend entry, or one outside the drawing.
    QStringList exportTextProblems(const QSizeF& size);

    // The title as the screen shows it (one line, cut with "…" to the width) and where, in
    // the viewport; hovering a cut title shows it whole.
    QString screenTitleShown() const { return chart()->title(); }
    const QString& screenTitle() const { return m_screenTitle; }
    QRect screenTitleRect() const;

    // Extra left and right margins, so that two stacked charts put one N at one x
    // (their axis labels and legends differ in width).
    void setAlignmentMargins(double left, double right);
    QMarginsF alignmentMargins() const { return m_alignment; }

    // On screen the chart keeps an image of its scene without the top layer (the marker,
    // its label, the A and B letters) and draws that layer over it: a slider step copies
    // two strips back instead of drawing the series under them (ScalingChartPaint.cpp).
    // Off: painted as any QChartView (tests compare the two).
    void setSceneImageKept(bool kept);
    // How often the image was drawn anew (a step that moves only the top layer does not).
    int sceneImageRenders() const { return m_sceneImageRenders; }

  Q_SIGNALS:
    void pointClicked(int row);
    void plotAreaMoved(); // resized or re-laid out
    void legendChanged(); // an entry was added, removed, renamed or recoloured

  protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    bool viewportEvent(QEvent* event) override;

  private:
    struct ExportState; // what an export changes, to put back (ScalingChartExport.cpp)

    // ScalingChartPaint.cpp
    std::array<ViewDrawnItem*, 3> topLayer() const;
    void setTopLayerDrawnByView(bool byView);
    void topLayerDamaged(const QRectF& sceneRect);
    void renderSceneImage();

    void rebuild();
    void showScreenTitle();
    void rebuildMarks();
    void setLegendEntryShown(QAbstractSeries* series, bool shown);
    void syncComparisonLabels();
    // Rows of legend entries for a width: their rectangles from (0, 0), and the height.
    std::vector<QRectF> layoutLegend(const std::vector<LegendEntry>& entries, double width,
                                     double& height) const;
    void paintLegend(QPainter* painter, const std::vector<LegendEntry>& entries,
                     const std::vector<QRectF>& boxes, const QPointF& origin) const;
    double layOutForExport(const QSizeF& size, std::vector<LegendEntry>& entries,
                           std::vector<QRectF>& boxes, const QMarginsF& extra = {});
    void restoreAfterExport();
    QLineSeries* extraFitSeries(std::size_t index);
    void rebuildFit(double minLog2X, double maxLog2X, std::vector<double>& ys);
    void syncOverlays();
    void fitLabelsToPlot();
    int xLabelCount() const;
    int yLabelCount() const;
    // The efficiency axis over min..max, ticks at a step that fits (the full range: 0.2 or 0.5).
    void showEfficiencyRange(double min, double max, bool full);
    void showPointToolTip(const QPointF& value, bool entering);
    double chartY(double speedup, double efficiency) const;
    // The overlays' points in ys and their N in minN..maxN, so that the ranges hold them.
    void addOverlayRanges(std::vector<double>& ys, double& minN, double& maxN) const;
    void fillOverlays(double minY, double maxY);
    struct OverlayItems
    {
        QLineSeries* line = nullptr;
        QScatterSeries* points = nullptr;
        QLineSeries* breakEven = nullptr;
    };
    std::vector<OverlaySeriesShown> m_overlays;
    std::vector<OverlayItems> m_overlayItems;
    std::optional<QPointF> m_valueA; // A and B on an overlaid series (setComparisonPoints)
    std::optional<QPointF> m_valueB;

    Mode m_mode;
    SeriesTableModel* m_model = nullptr;
    PowerOfTwoAxis* m_axisX;
    QCategoryAxis* m_axisY;
    QLineSeries* m_ideal;
    QLineSeries* m_threshold = nullptr;
    QScatterSeries* m_allPoints;
    QLineSeries* m_frontierLine;
    QScatterSeries* m_frontierPoints;
    QScatterSeries* m_reference;
    QLineSeries* m_fit;
    QLineSeries* m_fitExtrapolated; // dashed: beyond the largest N or across a gap > 4x
    std::vector<QLineSeries*> m_fitMoreSegments; // the fit's further pieces around gaps, unnamed
    QScatterSeries* m_crossing;
    QScatterSeries* m_pointA;
    QScatterSeries* m_pointB;
    QLineSeries* m_markerKey; // no points: the marker's legend entry
    ErrorBarItem* m_errorBars;
    MarkerOverlay* m_marker;
    ComparisonLabels* m_comparisonLabels = nullptr;
    ChartZoom* m_zoom = nullptr;
    double m_markerN = 0;
    int m_rowA = -1;
    int m_rowB = -1;
    double m_minLog2X = 0;
    double m_maxLog2X = 1;
    double m_minLog2Y = 0;
    double m_maxLog2Y = 1;
    QMargins m_baseMargins{6, 6, 6, 6};
    QMarginsF m_alignment;
    QSet<QAbstractSeries*> m_hiddenLegendEntries;
    QString m_screenTitle;   // one line, cut to the width on screen
    QString m_exportTitle;   // whole, wrapped when long
    QRectF m_screenGeometry; // the chart's geometry on screen, while an export lays it out
    QScatterSeries* m_dominated = nullptr; // frontier points no faster than fewer GPUs (hollow)
    bool m_legendInChart = true;
    // Entries are compared once the event loop is back, not on every series change.
    void scheduleLegendCheck();
    QTimer* m_legendCheck = nullptr;
    std::vector<LegendEntry> m_legendSent; // what legendChanged last announced

    bool m_sceneImageKept = true;
    QPixmap m_sceneImage;           // the viewport without the top layer
    bool m_sceneImageValid = false; // false once the scene changed
    QRegion m_topLayerDamage;       // what the top layer asked to be painted again
    int m_sceneImageRenders = 0;
};

} // namespace scalescope::ui
