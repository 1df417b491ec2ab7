#pragma once
// One legend for the stacked scaling charts, beside them: every entry of either chart
// once (the speedup chart's first, then what only the efficiency chart has), each
// wrapped to the legend's width and so always whole. Qt's legend in each chart cut
// entries at 1366x768 ("Break-even (marginal return" without its N) and took the plots'
// width twice (issue 27).

#include "ui/charts/ScalingChart.h"

#include <QRectF>
#include <QWidget>
#include <vector>

namespace scalescope::ui {

class ChartLegend : public QWidget
{
    Q_OBJECT
  public:
    explicit ChartLegend(QWidget* parent = nullptr);

    // Shows the entries of charts, following their legendChanged.
    void setCharts(const std::vector<ScalingChart*>& charts);
    const std::vector<ScalingChart::LegendEntry>& entries() const { return m_entries; }
    // Where entry index is drawn at the current width (its swatch and text).
    QRectF entryRect(std::size_t index) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

  protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

  private:
    void refresh();
    // Each entry's rectangle at width, top to bottom, and the height they take.
    std::vector<QRectF> layOut(int width, int* height) const;

    std::vector<ScalingChart*> m_charts;
    std::vector<ScalingChart::LegendEntry> m_entries;
    std::vector<QRectF> m_rects;
};

} // namespace scalescope::ui
