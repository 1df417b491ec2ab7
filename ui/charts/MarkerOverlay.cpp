#include "ui/charts/MarkerOverlay.h"

#include "ui/charts/ChartPalette.h"

#include <QChart>
#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>

namespace scalescope::ui {

namespace {
constexpr double kLabelHeight = 18;
}

class MarkerOverlay::Label : public ViewDrawnItem
{
  public:
    explicit Label(MarkerOverlay* overlay) : ViewDrawnItem(overlay), m_overlay(overlay)
    {
        setAcceptedMouseButtons(Qt::NoButton);
    }

    void setBox(const QRectF& box)
    {
        if (box != m_box) {
            extentAboutToChange();
            m_box = box;
        }
        repaintExtent();
    }

    QRectF box() const { return m_box; }

  protected:
    QRectF extent() const override { return m_box; }

    void paintItem(QPainter* painter) override
    {
        const QRectF plot = m_overlay->m_chart->plotArea();
        const double x = m_overlay->markerX();
        if (x < plot.left() - 0.5 || x > plot.right() + 0.5)
            return;
        const LabelLayout label = m_overlay->labelLayout(x);
        painter->save();
        painter->setFont(label.font);
        painter->setPen(palette::kMarkerColour); // the line's colour: label and line read as one
        painter->fillRect(label.box, QColor(255, 255, 255, 230));
        painter->setRenderHint(QPainter::TextAntialiasing, true);
        painter->drawText(label.box, Qt::AlignCenter, label.text);
        painter->restore();
    }

  private:
    MarkerOverlay* m_overlay;
    QRectF m_box;
};

MarkerOverlay::MarkerOverlay(QChart* chart)
    : ViewDrawnItem(chart), m_chart(chart), m_labelItem(new Label(this))
{
    setZValue(20); // over every series
    setAcceptedMouseButtons(Qt::NoButton);
    setVisible(false);
}

void MarkerOverlay::setMarker(double log2N, const QString& label)
{
    repaintExtent(); // where the line was
    m_log2N = log2N;
    m_label = label;
    syncGeometry();
}

void MarkerOverlay::setMarkerVisible(bool visible)
{
    // The label is hidden and shown with its parent: its box is repainted while shown.
    if (!visible && isVisible())
        m_labelItem->repaintExtent();
    setShown(visible);
    if (visible)
        m_labelItem->repaintExtent();
}

double MarkerOverlay::markerX() const
{
    return m_chart->mapToPosition(QPointF(m_log2N, 0)).x();
}

MarkerOverlay::LabelLayout MarkerOverlay::labelLayout(double x) const
{
    // Inside the plot at the top, right of the line (left of it near the right edge),
    // on white so that the curves under it do not make it unreadable. A label wider
    // than either side goes on two lines ("Break-even (θ = 0.5):" / "N* ≈ 280.6, …").
    const QRectF plot = m_chart->plotArea();
    QFont font = m_chart->font();
    font.setBold(true);
    const QFontMetricsF metrics(font);
    LabelLayout layout{m_label, {}, font};
    double width = metrics.horizontalAdvance(layout.text) + 8;
    double height = kLabelHeight;
    const double room = std::max(plot.right() - x, x - plot.left()) - 4;
    if (width > room && layout.text.contains(QStringLiteral(": "))) {
        layout.text.replace(layout.text.indexOf(QStringLiteral(": ")), 2, QStringLiteral(":\n"));
        width = 0;
        for (const auto& line : layout.text.split(QLatin1Char('\n')))
            width = std::max(width, metrics.horizontalAdvance(line) + 8);
        height = 2 * metrics.height() + 4;
    }
    double left = x + 4 + width <= plot.right() ? x + 4 : x - 4 - width;
    left = std::clamp(left, plot.left() + 1, std::max(plot.left() + 1, plot.right() - width - 1));
    layout.box = QRectF(left, plot.top() + 2, width, height);
    return layout;
}

void MarkerOverlay::syncGeometry()
{
    // The line's strip and the label's box, so that a slider step repaints those, not
    // the chart.
    const QRectF plot = m_chart->plotArea();
    const double x = markerX();
    const QRectF bounds(x - 2, plot.top(), 4, plot.height());
    if (bounds != m_bounds) {
        extentAboutToChange();
        m_bounds = bounds;
    }
    repaintExtent();
    m_labelItem->setBox(labelLayout(x).box.adjusted(-1, -1, 1, 1));
}

QRectF MarkerOverlay::labelBox() const
{
    return m_labelItem->box();
}

ViewDrawnItem* MarkerOverlay::labelItem() const
{
    return m_labelItem;
}

QRectF MarkerOverlay::extent() const
{
    return m_bounds;
}

void MarkerOverlay::paintItem(QPainter* painter)
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
    painter->restore();
}

} // namespace scalescope::ui
