#pragma once
// Time against GPU-hours (docs/analysis.md §4.5): every curve point, the Pareto front
// joined, and the cost optimum at the current value of time highlighted, with the
// range of values of time over which it stays the optimum.

#include <QChartView>
#include <optional>

class QLineSeries;
class QScatterSeries;
class QValueAxis;
class QLogValueAxis;

namespace scalescope::analysis {
struct Series;
}

namespace scalescope::ui {

class ParetoChart : public QChartView
{
    Q_OBJECT
  public:
    explicit ParetoChart(QWidget* parent = nullptr);

    void showSeries(const std::optional<analysis::Series>& series, double valueOfTime);
    // "At 0 per hour of waiting, N = 8 minimises cost (optimal from 0 to 4.44)".
    QString optimumText() const { return m_optimumText; }
    // Whether the legend names the optimum: only while its point is drawn.
    bool optimumInLegend() const { return m_optimumInLegend; }
    QScatterSeries* optimumSeries() const { return m_optimum; }
    QLineSeries* frontSeries() const { return m_front; }

  private:
    QScatterSeries* m_points;
    QLineSeries* m_front;
    QScatterSeries* m_optimum;
    QValueAxis* m_axisX;
    QLogValueAxis* m_axisY;
    QString m_optimumText;
    bool m_optimumInLegend = false;
};

} // namespace scalescope::ui
