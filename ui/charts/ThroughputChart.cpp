#include "ui/charts/ThroughputChart.h"

#include "core/analysis/series.h"
#include "ui/charts/ChartZoom.h"
#include "ui/text/qt_text.h"

#include <QLineSeries>
#include <QLogValueAxis>
#include <QValueAxis>
#include <algorithm>

namespace scalescope::ui {

ThroughputChart::ThroughputChart(QWidget* parent)
    : QChartView(new QChart, parent), m_perGpu(new QLineSeries(this)),
      m_samples(new QLineSeries(this)), m_axisX(new QLogValueAxis(this)),
      m_axisPerGpu(new QValueAxis(this)), m_axisSamples(new QValueAxis(this))
{
    setObjectName(QStringLiteral("throughputChart"));
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(220);
    m_perGpu->setName(tr("Samples/s per GPU (hardware scaling)"));
    m_perGpu->setPointsVisible(true);
    m_perGpu->setPen(QPen(QColor(0x1f, 0x77, 0xb4), 2));
    m_samples->setName(tr("Samples to converge (extra samples)"));
    m_samples->setPointsVisible(true);
    m_samples->setPen(QPen(QColor(0xd6, 0x27, 0x28), 2, Qt::DashLine));
    m_axisX->setBase(2);
    m_axisX->setTitleText(tr("GPUs"));
    m_axisX->setLabelFormat(QStringLiteral("%g"));
    m_axisPerGpu->setTitleText(tr("Samples/s per GPU"));
    m_axisPerGpu->setLabelFormat(QStringLiteral("%.3g"));
    m_axisSamples->setTitleText(tr("Samples to converge"));
    m_axisSamples->setLabelFormat(QStringLiteral("%.3g"));
    chart()->addAxis(m_axisX, Qt::AlignBottom);
    chart()->addAxis(m_axisPerGpu, Qt::AlignLeft);
    chart()->addAxis(m_axisSamples, Qt::AlignRight);
    chart()->addSeries(m_perGpu);
    m_perGpu->attachAxis(m_axisX);
    m_perGpu->attachAxis(m_axisPerGpu);
    chart()->addSeries(m_samples);
    m_samples->attachAxis(m_axisX);
    m_samples->attachAxis(m_axisSamples);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->legend()->setShowToolTips(true); // a side panel cuts long entries: the whole on hover
    new ChartZoom(this);                      // zoom and pan on its own axes
    showSeries(std::nullopt);
}

void ThroughputChart::showSeries(const std::optional<analysis::Series>& series)
{
    QList<QPointF> perGpu, samples;
    double minN = 1, maxN = 2, maxRate = 1, maxSamples = 1;
    if (series) {
        bool first = true;
        for (const auto& point : series->points) {
            if (!point.inCurve || !point.samplesToConverge)
                continue;
            const double n = static_cast<double>(point.n);
            perGpu.append({n, *point.samplesPerSecondPerGpu});
            samples.append({n, *point.samplesToConverge});
            minN = first ? n : std::min(minN, n);
            maxN = first ? n : std::max(maxN, n);
            maxRate = std::max(first ? 0.0 : maxRate, *point.samplesPerSecondPerGpu);
            maxSamples = std::max(first ? 0.0 : maxSamples, *point.samplesToConverge);
            first = false;
        }
    }
    // Samples to converge run to 10^6 and beyond: in a side panel "1.29e+06" is elided
    // to "1.29...", so the axis counts in thousands, millions or billions and says so.
    double unit = 1;
    while (unit < 1e9 && maxSamples / unit >= 1000)
        unit *= 1000;
    for (QPointF& point : samples)
        point.setY(point.y() / unit);
    maxSamples /= unit;
    m_perGpu->replace(perGpu);
    m_samples->replace(samples);
    m_axisX->setRange(minN / 1.5, maxN * 1.5);
    m_axisPerGpu->setRange(0, maxRate * 1.15);
    m_axisSamples->setRange(0, maxSamples * 1.15);
    ChartZoom::of(this)->rehome(); // a zoom stays while the full ranges do
    m_axisSamples->setTitleText(unit == 1     ? tr("Samples to converge")
                                : unit == 1e3 ? tr("Samples to converge (thousands)")
                                : unit == 1e6 ? tr("Samples to converge (millions)")
                                              : tr("Samples to converge (billions)"));
    if (!series)
        chart()->setTitle(tr("Throughput: no series"));
    else if (perGpu.isEmpty())
        chart()->setTitle(
            tr("Throughput: the %1 logs of this series have no samples-to-converge records")
                .arg(toQString(series->benchmark)));
    else
        chart()->setTitle(
            tr("Throughput: %1, %2").arg(toQString(series->benchmark), toQString(series->group)));
}

} // namespace scalescope::ui
