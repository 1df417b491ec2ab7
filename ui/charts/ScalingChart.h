#pragma once
// One scaling chart over log2 GPU count: speedup (log2 axis) or parallel efficiency
// (linear axis) of the series in a SeriesTableModel. Every point is read from the
// model's rows (all points faint, the frontier joined, the reference ringed, run spread
// as error bars); the ideal line, the fitted curve (solid over the measured range,
// dashed up to 4x the largest N) and, for efficiency, the threshold line come from the
// model's series and options. The break-even marker is an overlay: moving it touches
// no series.

#include "ui/charts/MarkerOverlay.h"

#include <QChartView>

#include <vector>

class QCategoryAxis;
class QLineSeries;
class QScatterSeries;

namespace scalescope::ui {

class ErrorBarItem;
class PowerOfTwoAxis;
class SeriesTableModel;

class ScalingChart : public QChartView
{
    Q_OBJECT
public:
    enum class Mode { Speedup, Efficiency };

    explicit ScalingChart(Mode mode, QWidget* parent = nullptr);

    Mode mode() const { return m_mode; }
    // Reads the model now and on every reset.
    void setModel(SeriesTableModel* model);

    // Moves the marker to N (labelled "N = …"); no series is touched.
    void setMarkerN(double n, const QString& label);
    MarkerOverlay* marker() const { return m_marker; }
    ErrorBarItem* errorBars() const { return m_errorBars; }

    // The chart value of a model row: (log2 N, log2 speedup) or (log2 N, efficiency).
    QPointF valueOfRow(int row) const;
    // The row drawn nearest to a chart value, or -1.
    int rowAtValue(const QPointF& value) const;
    // What hovering a point shows: submitter, system, N, minutes, speedup, efficiency.
    QString pointToolTip(int row) const;
    // Legend entries as shown ("Amdahl fit: f = …, R² = …").
    QStringList legendNames() const;
    QLineSeries* thresholdSeries() const { return m_threshold; }

    // Draws the chart, marker and legend into target at target's size, as on screen,
    // whether or not the view was ever shown; the on-screen size is restored afterwards.
    void renderInto(QPainter* painter, const QRectF& target);

    // Extra left and right margins, so that two stacked charts put one N at one x
    // (their axis labels and legends differ in width).
    void setAlignmentMargins(double left, double right);
    QMarginsF alignmentMargins() const { return m_alignment; }

Q_SIGNALS:
    void pointClicked(int row);
    void plotAreaMoved(); // resized or re-laid out

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuild();
    void rebuildFit(double minLog2X, double maxLog2X, std::vector<double>& ys);
    void syncOverlays();
    void fitLabelsToPlot();
    int yLabelCount() const;
    void showPointToolTip(const QPointF& value, bool entering);
    double chartY(double speedup, double efficiency) const;

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
    QLineSeries* m_fitExtrapolated;
    ErrorBarItem* m_errorBars;
    MarkerOverlay* m_marker;
    double m_markerN = 0;
    double m_minLog2X = 0;
    double m_maxLog2X = 1;
    double m_minLog2Y = 0;
    double m_maxLog2Y = 1;
    QMargins m_baseMargins{6, 6, 6, 6};
    QMarginsF m_alignment;
};

} // namespace scalescope::ui
