#include "ui/charts/ErrorBarItem.h"

#include "ui/charts/ChartPalette.h"

#include <QChart>
#include <QPainter>

namespace scalescope::ui {

ErrorBarItem::ErrorBarItem(QChart* chart) : QGraphicsItem(chart), m_chart(chart)
{
    setZValue(1); // under the points
    setAcceptedMouseButtons(Qt::NoButton);
}

void ErrorBarItem::setBars(std::vector<Bar> bars)
{
    m_bars = std::move(bars);
    syncGeometry();
}

void ErrorBarItem::syncGeometry()
{
    const QRectF plot = m_chart->plotArea();
    if (plot != m_bounds) {
        prepareGeometryChange();
        m_bounds = plot;
    }
    update();
}

QRectF ErrorBarItem::boundingRect() const
{
    return m_bounds;
}

void ErrorBarItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (m_bars.empty())
        return;
    painter->save();
    painter->setClipRect(m_chart->plotArea());
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(palette::errorBarColour(), 1.2));
    constexpr double kCap = 3;
    for (const auto& bar : m_bars) {
        const QPointF low = m_chart->mapToPosition(QPointF(bar.x, bar.low));
        const QPointF high = m_chart->mapToPosition(QPointF(bar.x, bar.high));
        if (std::abs(low.y() - high.y()) < 2)
            continue; // spread smaller than the point itself
        painter->drawLine(low, high);
        painter->drawLine(QPointF(low.x() - kCap, low.y()), QPointF(low.x() + kCap, low.y()));
        painter->drawLine(QPointF(high.x() - kCap, high.y()), QPointF(high.x() + kCap, high.y()));
    }
    painter->restore();
}

} // namespace scalescope::ui
