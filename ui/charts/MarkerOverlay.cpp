#include "ui/charts/MarkerOverlay.h"

#include "ui/charts/ChartPalette.h"

#include <QChart>
#include <QFontMetricsF>
#include <QPainter>

namespace scalescope::ui {

namespace {
constexpr double kLabelHeight = 18;
}

MarkerOverlay::MarkerOverlay(QChart* chart)
    : QGraphicsItem(chart)
    , m_chart(chart)
{
    setZValue(20); // over every series
    setAcceptedMouseButtons(Qt::NoButton);
    setVisible(false);
}

void MarkerOverlay::setMarker(double log2N, const QString& label)
{
    m_log2N = log2N;
    m_label = label;
    update();
    syncGeometry();
}

void MarkerOverlay::setMarkerVisible(bool visible)
{
    setVisible(visible);
}

double MarkerOverlay::markerX() const
{
    return m_chart->mapToPosition(QPointF(m_log2N, 0)).x();
}

void MarkerOverlay::syncGeometry()
{
    // A strip around the line, so that a slider step repaints only the old and new strips.
    const QRectF plot = m_chart->plotArea();
    const double x = markerX();
    const QRectF bounds(x - 90, plot.top(), 180, plot.height());
    if (bounds != m_bounds) {
        prepareGeometryChange();
        m_bounds = bounds;
    }
    update();
}

QRectF MarkerOverlay::boundingRect() const
{
    return m_bounds;
}

void MarkerOverlay::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    const QRectF plot = m_chart->plotArea();
    const double x = markerX();
    if (x < plot.left() - 0.5 || x > plot.right() + 0.5)
        return;
    painter->save();
    // Not antialiased: the line keeps its exact colour, which exported images are checked for.
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setPen(QPen(palette::kMarkerColour, 2));
    painter->drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    QFont font = painter->font();
    font.setBold(true);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    const double width = metrics.horizontalAdvance(m_label) + 8;
    // Inside the plot at the top, right of the line (left of it near the right edge),
    // on white so that the curves under it do not make it unreadable.
    const double left = x + 4 + width <= plot.right() ? x + 4 : x - 4 - width;
    const QRectF box(left, plot.top() + 2, width, kLabelHeight);
    painter->fillRect(box, QColor(255, 255, 255, 230));
    painter->setRenderHint(QPainter::TextAntialiasing, true);
    painter->drawText(box, Qt::AlignCenter, m_label);
    painter->restore();
}

} // namespace scalescope::ui
