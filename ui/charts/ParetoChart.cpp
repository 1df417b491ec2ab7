#include "ui/charts/ParetoChart.h"

#include "core/analysis/series.h"
#include "ui/charts/ChartZoom.h"
#include "ui/text/FigureText.h"
#include "ui/text/qt_text.h"

#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace scalescope::ui {

ParetoChart::ParetoChart(QWidget* parent)
    : QChartView(new QChart, parent), m_points(new QScatterSeries(this)),
      m_front(new QLineSeries(this)), m_optimum(new QScatterSeries(this)),
      m_axisX(new QValueAxis(this)), m_axisY(new QLogValueAxis(this))
{
    setObjectName(QStringLiteral("paretoChart"));
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(220);
    m_points->setName(tr("Measured (frontier)"));
    m_points->setMarkerSize(8);
    m_points->setColor(QColor(0x9e, 0x9e, 0x9e));
    m_front->setName(tr("Pareto front"));
    m_front->setPen(QPen(QColor(0x1f, 0x77, 0xb4), 2));
    m_optimum->setName(tr("Cost optimum"));
    m_optimum->setMarkerSize(14);
    m_optimum->setColor(QColor(0xff, 0x7f, 0x0e));
    m_axisX->setTitleText(tr("GPU-hours per training run"));
    m_axisX->setLabelFormat(QStringLiteral("%.3g"));
    m_axisY->setTitleText(tr("Time to train (minutes)"));
    m_axisY->setBase(10);
    m_axisY->setLabelFormat(QStringLiteral("%.3g"));
    chart()->addAxis(m_axisX, Qt::AlignBottom);
    chart()->addAxis(m_axisY, Qt::AlignLeft);
    for (auto* series : {static_cast<QXYSeries*>(m_front), static_cast<QXYSeries*>(m_points),
                         static_cast<QXYSeries*>(m_optimum)}) {
        chart()->addSeries(series);
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
    }
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->legend()->setShowToolTips(true); // a side panel cuts long entries: the whole on hover
    new ChartZoom(this);                      // zoom and pan on its own axes
    chart()->setTitle(tr("Time vs GPU-hours: no series"));
}

void ParetoChart::showSeries(const std::optional<analysis::Series>& series, double valueOfTime)
{
    QList<QPointF> points, front, optimum;
    m_optimumText.clear();
    double minX = 1, maxX = 2, minY = 1, maxY = 10;
    if (series && !series->pareto.empty()) {
        minX = maxX = series->pareto.front().gpuHours;
        minY = maxY = series->pareto.front().minutes;
        for (const auto& point : series->pareto) {
            const QPointF value(point.gpuHours, point.minutes);
            points.append(value);
            if (point.onFront)
                front.append(value);
            minX = std::min(minX, point.gpuHours);
            maxX = std::max(maxX, point.gpuHours);
            minY = std::min(minY, point.minutes);
            maxY = std::max(maxY, point.minutes);
            const bool optimal =
                point.everOptimal && valueOfTime >= *point.optimalFromValueOfTime &&
                (!point.optimalToValueOfTime || valueOfTime <= *point.optimalToValueOfTime);
            if (optimal && optimum.isEmpty()) {
                optimum.append(value);
                m_optimumText =
                    point.optimalToValueOfTime
                        ? tr("At a value of time of %1 per hour, N = %2 minimises cost (optimal "
                             "from %3 to %4 per hour)")
                              .arg(QString::number(valueOfTime, 'g', 4), QString::number(point.n),
                                   QString::number(*point.optimalFromValueOfTime, 'g', 4),
                                   QString::number(*point.optimalToValueOfTime, 'g', 4))
                        : tr("At a value of time of %1 per hour, N = %2 minimises cost (optimal "
                             "from %3 per hour up)")
                              .arg(QString::number(valueOfTime, 'g', 4), QString::number(point.n),
                                   QString::number(*point.optimalFromValueOfTime, 'g', 4));
            }
        }
        // No price, no optimum (none is invented); with no value of time the cheapest run is
        // the fewest GPU-hours at any price, which is worth saying.
        const bool priced = std::any_of(series->pareto.begin(), series->pareto.end(),
                                        [](const auto& point) { return point.everOptimal; });
        if (!priced && !series->pareto.empty()) {
            const auto fewest = std::min_element(
                series->pareto.begin(), series->pareto.end(),
                [](const auto& a, const auto& b) { return a.gpuHours < b.gpuHours; });
            m_optimumText =
                valueOfTime > 0
                    ? tr("No price per GPU-hour set: no cost optimum is marked (GPU-hours cannot "
                         "be "
                         "weighed against a value of time without one)")
                    : tr("No price per GPU-hour set: no cost optimum is marked; with no value of "
                         "time the cheapest run at any price is the fewest GPU-hours, N = %1 (%2 "
                         "GPU-h)")
                          .arg(QString::number(fewest->n), figure::significant(fewest->gpuHours));
        }
        // The front by increasing GPU-hours, so the line does not zigzag.
        std::sort(front.begin(), front.end(),
                  [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); });
        chart()->setTitle(tr("Time vs GPU-hours: %1, %2")
                              .arg(toQString(series->benchmark), toQString(series->group)));
    } else {
        chart()->setTitle(tr("Time vs GPU-hours: no series"));
    }
    m_points->replace(points);
    m_front->replace(front);
    m_optimum->replace(optimum);
    const double padX = std::max((maxX - minX) * 0.08, 0.05 * maxX);
    m_axisX->setRange(std::max(0.0, minX - padX), maxX + padX);
    // Ticks on round GPU-hours (1, 2 or 5 x 10^k apart), as a figure in a report has them:
    // the padded range alone put them at 3.44, 3.99, 4.55.
    m_axisX->applyNiceNumbers();
    m_axisY->setRange(minY / 1.3, maxY * 1.3);
    // The optimum's legend entry only with its point: an entry with nothing drawn misleads.
    m_optimumInLegend = !optimum.isEmpty();
    for (auto* marker : chart()->legend()->markers(m_optimum))
        marker->setVisible(m_optimumInLegend);
    ChartZoom::of(this)->rehome(); // a zoom stays while the full ranges do
}

} // namespace scalescope::ui
