#pragma once
// Throughput normalisation against N (docs/analysis.md §8): samples per second per GPU
// (hardware scaling) and samples to converge (what a larger batch costs) of every curve
// point, or a title saying the benchmark's logs lack the records.

#include <QChartView>
#include <optional>

class QLineSeries;
class QLogValueAxis;
class QValueAxis;

namespace scalescope::analysis {
struct Series;
}

namespace scalescope::ui {

class ThroughputChart : public QChartView
{
    Q_OBJECT
  public:
    explicit ThroughputChart(QWidget* parent = nullptr);

    void showSeries(const std::optional<analysis::Series>& series);
    QLineSeries* perGpuSeries() const { return m_perGpu; }
    QLineSeries* samplesSeries() const { return m_samples; }

  private:
    QLineSeries* m_perGpu;
    QLineSeries* m_samples;
    QLogValueAxis* m_axisX;
    QValueAxis* m_axisPerGpu;
    QValueAxis* m_axisSamples;
};

} // namespace scalescope::ui
