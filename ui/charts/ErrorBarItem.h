#pragma once
// Run spread as error bars: for each point, a vertical bar from its slowest to its
// fastest counted run, in chart (data) coordinates. Qt Charts has no error-bar series;
// one item painting every bar keeps the chart to a handful of series.

#include <QGraphicsItem>
#include <vector>

class QChart;

namespace scalescope::ui {

class ErrorBarItem : public QGraphicsItem
{
  public:
    struct Bar
    {
        double x = 0;
        double low = 0;
        double high = 0;
    };

    explicit ErrorBarItem(QChart* chart);
    void setBars(std::vector<Bar> bars);
    const std::vector<Bar>& bars() const { return m_bars; }
    void syncGeometry(); // call when the plot area or axes changed

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    QChart* m_chart;
    std::vector<Bar> m_bars;
    QRectF m_bounds;
};

} // namespace scalescope::ui
