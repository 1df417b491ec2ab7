#pragma once
// The break-even marker: a vertical line across a chart's plot area at log2 N, with
// its N written at the top. A child item of the QChart, so it is exported with the
// chart; on screen the chart's view draws it (ViewDrawnItem), and moving it repaints the
// line's strip and the label's box only, and touches no series.

#include "ui/charts/ViewDrawnItem.h"

#include <QFont>
#include <QString>

class QChart;

namespace scalescope::ui {

class MarkerOverlay : public ViewDrawnItem
{
  public:
    explicit MarkerOverlay(QChart* chart);

    // log2 of the marker's N, and the label written above the line ("N = 512").
    void setMarker(double log2N, const QString& label);
    void setMarkerVisible(bool visible);
    // Call when the chart's plot area or axes changed.
    void syncGeometry();

    double log2N() const { return m_log2N; }
    // The line's x in chart coordinates: chart->mapToPosition(QPointF(log2 N, y)).x().
    double markerX() const;
    QString label() const { return m_label; }
    // Where the label is drawn, in chart coordinates.
    QRectF labelBox() const;
    // The label's item (a child of this one), for the view that draws both.
    ViewDrawnItem* labelItem() const;

  protected:
    QRectF extent() const override;
    void paintItem(QPainter* painter) override;

  private:
    struct LabelLayout
    {
        QString text; // with a line break when it goes on two lines
        QRectF box;
        QFont font;
    };
    LabelLayout labelLayout(double x) const;
    // The label is an item of its own: one item's bounds would be the union of a tall thin
    // strip and a wide short box, and a slider step would repaint that whole rectangle
    // (a chart-high band as wide as the label: the painted step went from 1.3 to 2.3 ms
    // when the charts grew taller).
    class Label;

    QChart* m_chart;
    Label* m_labelItem;
    double m_log2N = 0;
    QString m_label;
    QRectF m_bounds;
};

} // namespace scalescope::ui
