// Series overlaid on a scaling chart: each one's frontier in its colour, named in the
// legend, with its own break-even line; and points A and B on any drawn series. The
// overlays are rebuilt with the chart (rebuild), never on a marker step.
#include "ui/charts/ChartPalette.h"
#include "ui/charts/ChartTheme.h"
#include "ui/charts/PowerOfTwoAxis.h"
#include "ui/charts/ScalingChart.h"
#include "ui/models/SeriesTableModel.h"

#include <QCategoryAxis>
#include <QLineSeries>
#include <QScatterSeries>
#include <cmath>

namespace scalescope::ui {

void ScalingChart::setOverlays(const std::vector<OverlaySeriesShown>& overlays)
{
    if (overlays == m_overlays)
        return;
    const bool sameSeries = overlays.size() == m_overlays.size();
    m_overlays = overlays;
    if (!sameSeries) {
        for (const auto& items : m_overlayItems)
            for (QAbstractSeries* series : {static_cast<QAbstractSeries*>(items.line),
                                            static_cast<QAbstractSeries*>(items.points),
                                            static_cast<QAbstractSeries*>(items.breakEven)}) {
                m_hiddenLegendEntries.remove(series);
                chart()->removeSeries(series);
                delete series;
            }
        m_overlayItems.clear();
        const bool dark = isDarkPalette(palette());
        for (std::size_t index = 0; index < m_overlays.size(); ++index) {
            OverlayItems items{new QLineSeries(this), new QScatterSeries(this),
                               new QLineSeries(this)};
            const QColor colour = palette::overlayColour(index, dark);
            items.line->setPen(palette::pen(colour, 2.2));
            items.points->setMarkerSize(8);
            items.points->setColor(colour);
            items.points->setBorderColor(colour);
            items.breakEven->setPen(palette::pen(colour, 1.5, Qt::DashLine));
            for (QAbstractSeries* series : {static_cast<QAbstractSeries*>(items.line),
                                            static_cast<QAbstractSeries*>(items.points),
                                            static_cast<QAbstractSeries*>(items.breakEven)}) {
                // applyChartPalette recolours it for the theme (and light for exports).
                series->setProperty(palette::kOverlayIndexProperty, static_cast<int>(index));
                chart()->addSeries(series);
                series->attachAxis(m_axisX);
                series->attachAxis(m_axisY);
            }
            setLegendEntryShown(items.points, false);
            m_overlayItems.push_back(items);
        }
    }
    for (std::size_t index = 0; index < m_overlays.size(); ++index) {
        m_overlayItems[index].line->setName(m_overlays[index].name);
        m_overlayItems[index].breakEven->setName(m_overlays[index].breakEvenLegend);
    }
    rebuild();
}

QLineSeries* ScalingChart::overlayLine(std::size_t index) const
{
    return index < m_overlayItems.size() ? m_overlayItems[index].line : nullptr;
}

QLineSeries* ScalingChart::overlayBreakEven(std::size_t index) const
{
    return index < m_overlayItems.size() ? m_overlayItems[index].breakEven : nullptr;
}

void ScalingChart::addOverlayRanges(std::vector<double>& ys, double& minN, double& maxN) const
{
    for (const auto& overlay : m_overlays)
        for (const auto& point : overlay.points) {
            if (!(point.n > 0) || !(point.speedup > 0))
                continue;
            minN = std::min(minN, point.n);
            maxN = std::max(maxN, point.n);
            ys.push_back(chartY(point.speedup, point.efficiency));
        }
}

void ScalingChart::fillOverlays(double minY, double maxY)
{
    const bool hasSeries = m_model && m_model->hasSeries();
    for (std::size_t index = 0; index < m_overlayItems.size(); ++index) {
        const auto& overlay = m_overlays[index];
        QList<QPointF> values;
        if (hasSeries)
            for (const auto& point : overlay.points)
                if (point.n > 0 && point.speedup > 0)
                    values.append(
                        QPointF(std::log2(point.n), chartY(point.speedup, point.efficiency)));
        m_overlayItems[index].line->replace(values);
        m_overlayItems[index].points->replace(values);
        const bool marked = hasSeries && overlay.breakEvenN > 0;
        const double x = marked ? std::log2(overlay.breakEvenN) : 0;
        m_overlayItems[index].breakEven->replace(
            marked ? QList<QPointF>{QPointF(x, minY), QPointF(x, maxY)} : QList<QPointF>{});
        setLegendEntryShown(m_overlayItems[index].breakEven,
                            marked && !overlay.breakEvenLegend.isEmpty());
    }
}

void ScalingChart::setComparisonPoints(std::optional<PlotPoint> a, std::optional<PlotPoint> b)
{
    const auto value = [this](const std::optional<PlotPoint>& point) -> std::optional<QPointF> {
        if (!point || !(point->n > 0) || !(point->speedup > 0))
            return std::nullopt;
        return QPointF(std::log2(point->n), chartY(point->speedup, point->efficiency));
    };
    m_rowA = m_rowB = -1;
    m_valueA = value(a);
    m_valueB = value(b);
    rebuildMarks();
}

} // namespace scalescope::ui
