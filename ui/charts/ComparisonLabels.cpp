#include "ui/charts/ComparisonLabels.h"

#include "ui/charts/ChartPalette.h"

#include <QChart>
#include <QFontMetricsF>
#include <QPainter>
#include <array>

namespace scalescope::ui {

namespace {
constexpr double kGap = 4;           // between a point's marker and its letter
constexpr double kRingRadius = 10;   // the reference ring (16 px) and its pen, with room
constexpr double kLineClearance = 3; // between the marker line and a letter

QFont letterFont(const QChart* chart)
{
    QFont font = chart->font();
    font.setBold(true);
    return font;
}
} // namespace

ComparisonLabels::ComparisonLabels(QChart* chart) : ViewDrawnItem(chart), m_chart(chart)
{
    setZValue(21); // over the marker line
    setAcceptedMouseButtons(Qt::NoButton);
}

void ComparisonLabels::setScene(const Scene& scene)
{
    m_scene = scene;
    std::array<QRectF, 2> boxes;
    boxes[0] = scene.a ? placeBeside(*scene.a, {}) : QRectF();
    boxes[1] = scene.b ? placeBeside(*scene.b, boxes[0]) : QRectF();
    // Most slider steps leave both letters where they were: repainting them anyway would
    // repaint the rectangle spanning A and B on every step (a third of the plot).
    if (boxes == m_boxes)
        return;
    extentAboutToChange();
    m_boxes = boxes;
    repaintExtent();
}

QRectF ComparisonLabels::placeBeside(QPointF point, const QRectF& other) const
{
    const QFontMetricsF metrics(letterFont(m_chart));
    const QSizeF size(metrics.horizontalAdvance(QStringLiteral("W")) + 2, metrics.height());
    const double away = kGap + 4;
    // Above right, above left, below right, below left, right, left: the first that is
    // clear of the marker line, the reference ring and the other letter.
    const std::array<QPointF, 6> corners = {
        QPointF(point.x() + away, point.y() - away - size.height()),
        QPointF(point.x() - away - size.width(), point.y() - away - size.height()),
        QPointF(point.x() + away, point.y() + away),
        QPointF(point.x() - away - size.width(), point.y() + away),
        QPointF(point.x() + kRingRadius + kGap, point.y() - size.height() / 2),
        QPointF(point.x() - kRingRadius - kGap - size.width(), point.y() - size.height() / 2)};
    const QRectF plot = m_chart->plotArea();
    QRectF first;
    for (const auto& corner : corners) {
        const QRectF box(corner, size);
        if (first.isNull())
            first = box;
        if (!plot.contains(box))
            continue;
        if (m_scene.markerX && box.left() - kLineClearance < *m_scene.markerX &&
            box.right() + kLineClearance > *m_scene.markerX)
            continue;
        if (m_scene.reference) {
            const QRectF ring(*m_scene.reference - QPointF(kRingRadius, kRingRadius),
                              QSizeF(2 * kRingRadius, 2 * kRingRadius));
            if (box.intersects(ring))
                continue;
        }
        if (!other.isNull() && box.intersects(other))
            continue;
        return box;
    }
    return first;
}

QRectF ComparisonLabels::extent() const
{
    return m_boxes[0].united(m_boxes[1]).adjusted(-2, -2, 2, 2);
}

void ComparisonLabels::paintItem(QPainter* painter)
{
    painter->setFont(letterFont(m_chart));
    for (std::size_t i = 0; i < m_boxes.size(); ++i) {
        if (m_boxes[i].isNull())
            continue;
        painter->setPen(palette::kComparisonColour);
        painter->drawText(m_boxes[i], Qt::AlignCenter,
                          i == 0 ? QStringLiteral("A") : QStringLiteral("B"));
    }
}

} // namespace scalescope::ui
