#pragma once
// The "A" and "B" labels of the comparison points: drawn beside each point, on the side
// away from the break-even marker line and outside the reference ring, so that neither
// hides them (on screen and in exports). A child item of the QChart, above the marker;
// on screen the chart's view draws it (ViewDrawnItem).

#include "ui/charts/ViewDrawnItem.h"

#include <QPointF>
#include <QRectF>
#include <array>
#include <optional>

class QChart;

namespace scalescope::ui {

class ComparisonLabels : public ViewDrawnItem
{
  public:
    explicit ComparisonLabels(QChart* chart);

    // Where A and B stand and what to keep clear of, in chart coordinates (pixels).
    struct Scene
    {
        std::optional<QPointF> a;
        std::optional<QPointF> b;
        std::optional<double> markerX;
        std::optional<QPointF> reference;
    };
    void setScene(const Scene& scene);

    // The box each letter is drawn in (empty when its point is not shown).
    QRectF labelRect(int index) const { return m_boxes.at(static_cast<std::size_t>(index)); }

  protected:
    QRectF extent() const override;
    void paintItem(QPainter* painter) override;

  private:
    QRectF placeBeside(QPointF point, const QRectF& other) const;

    QChart* m_chart;
    Scene m_scene;
    std::array<QRectF, 2> m_boxes;
};

} // namespace scalescope::ui
