#include "ui/charts/ChartZoom.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QKeyEvent>
#include <QLogValueAxis>
#include <QMouseEvent>
#include <QRubberBand>
#include <QValueAxis>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <utility>

namespace scalescope::ui {

namespace {

constexpr double kMinSpanFraction = 0.01; // the deepest zoom: a hundredth of the full range
constexpr int kFlatBand = 10;             // a band thinner than this zooms the other axis only
constexpr double kWheelStep = 480.0;      // wheel angle (1/8 degree) per doubling: 1.19x a notch

bool isLog(const QAbstractAxis* axis)
{
    return qobject_cast<const QLogValueAxis*>(axis) != nullptr;
}

// The axis's own scale: a log axis is linear in log v.
double toScale(const QAbstractAxis* axis, double value)
{
    return isLog(axis) ? std::log(value) : value;
}

double fromScale(const QAbstractAxis* axis, double scaled)
{
    return isLog(axis) ? std::exp(scaled) : scaled;
}

std::pair<double, double> axisRange(const QAbstractAxis* axis)
{
    if (const auto* value = qobject_cast<const QValueAxis*>(axis))
        return {value->min(), value->max()};
    if (const auto* log = qobject_cast<const QLogValueAxis*>(axis))
        return {log->min(), log->max()};
    return {0, 0};
}

bool zoomable(const QAbstractAxis* axis)
{
    return qobject_cast<const QValueAxis*>(axis) != nullptr || isLog(axis);
}

bool same(double a, double b, double span)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(span));
}

} // namespace

ChartZoom::ChartZoom(QChartView* view) : QObject(view), m_view(view), m_viewport(view->viewport())
{
    setObjectName(QStringLiteral("chartZoom"));
    view->installEventFilter(this);
    view->viewport()->installEventFilter(this);
    view->viewport()->setMouseTracking(true);
    if (view->focusPolicy() == Qt::NoFocus)
        view->setFocusPolicy(Qt::ClickFocus); // Escape needs the focus: a click gives it
    connect(view->chart(), &QChart::plotAreaChanged, this, &ChartZoom::followAnchor);
    view->setStatusTip(tr("Drag to zoom, wheel to zoom around the pointer, middle-drag or "
                          "Shift+drag to pan, double-click or Esc to reset"));
}

ChartZoom* ChartZoom::of(const QObject* view)
{
    return view == nullptr ? nullptr
                           : view->findChild<ChartZoom*>(QStringLiteral("chartZoom"),
                                                         Qt::FindDirectChildrenOnly);
}

void ChartZoom::setRangeSetter(QAbstractAxis* axis, RangeSetter setter)
{
    collectAxes();
    if (auto* range = entry(axis))
        range->setter = std::move(setter);
}

ChartZoom::AxisRange* ChartZoom::entry(const QAbstractAxis* axis)
{
    const auto found = std::find_if(m_axes.begin(), m_axes.end(),
                                    [axis](const AxisRange& range) { return range.axis == axis; });
    return found == m_axes.end() ? nullptr : &*found;
}

const ChartZoom::AxisRange* ChartZoom::entry(const QAbstractAxis* axis) const
{
    return const_cast<ChartZoom*>(this)->entry(
        axis); // NOLINT(cppcoreguidelines-pro-type-const-cast)
}

std::pair<double, double> ChartZoom::shownRange(const QAbstractAxis* axis) const
{
    const auto* range = entry(axis);
    return range != nullptr ? std::pair(range->min, range->max) : axisRange(axis);
}

std::pair<double, double> ChartZoom::fullRange(const QAbstractAxis* axis) const
{
    const auto* range = entry(axis);
    return range != nullptr ? std::pair(range->fullMin, range->fullMax) : axisRange(axis);
}

void ChartZoom::collectAxes()
{
    const auto axes = m_view->chart()->axes();
    for (auto* axis : axes) {
        if (!zoomable(axis) || entry(axis) != nullptr)
            continue;
        const auto [min, max] = axisRange(axis);
        m_axes.push_back({axis, {}, min, max, min, max});
    }
}

void ChartZoom::apply(AxisRange& range)
{
    if (range.setter)
        range.setter(range.min, range.max);
    else if (auto* value = qobject_cast<QValueAxis*>(range.axis))
        value->setRange(range.min, range.max);
    else if (auto* log = qobject_cast<QLogValueAxis*>(range.axis))
        log->setRange(range.min, range.max);
}

void ChartZoom::setScaled(AxisRange& range, double low, double high)
{
    const double fullLow = toScale(range.axis, range.fullMin);
    const double fullHigh = toScale(range.axis, range.fullMax);
    const double fullSpan = fullHigh - fullLow;
    double span = std::clamp(high - low, fullSpan * kMinSpanFraction, fullSpan);
    const double centre = (low + high) / 2;
    if (span != high - low) {
        low = centre - span / 2;
        high = centre + span / 2;
    }
    // Within the full range: a pan stops at its ends.
    if (low < fullLow) {
        low = fullLow;
        high = fullLow + span;
    } else if (high > fullHigh) {
        high = fullHigh;
        low = fullHigh - span;
    }
    range.min = same(low, fullLow, fullSpan) ? range.fullMin : fromScale(range.axis, low);
    range.max = same(high, fullHigh, fullSpan) ? range.fullMax : fromScale(range.axis, high);
    apply(range);
}

QPointF ChartZoom::toChart(const QPointF& viewportPos) const
{
    // Unrounded (QGraphicsView::mapToScene takes whole pixels): a wheel step magnifies
    // any offset between the pointer and the value kept under it.
    return m_view->chart()->mapFromScene(m_view->viewportTransform().inverted().map(viewportPos));
}

QRectF ChartZoom::plotRectInViewport() const
{
    const QRectF plot = m_view->chart()->plotArea();
    return m_view->mapFromScene(m_view->chart()->mapToScene(plot)).boundingRect();
}

void ChartZoom::zoomToRect(const QRect& viewportRect)
{
    m_anchor.reset();
    collectAxes();
    const QRectF plot = m_view->chart()->plotArea();
    const QRectF band = QRectF(toChart(viewportRect.topLeft()), toChart(viewportRect.bottomRight()))
                            .normalized()
                            .intersected(plot);
    const bool zoomX = band.width() >= kFlatBand;
    const bool zoomY = band.height() >= kFlatBand;
    if (!zoomX && !zoomY)
        return;
    for (auto& range : m_axes) {
        const bool horizontal = range.axis->orientation() == Qt::Horizontal;
        if (horizontal ? !zoomX : !zoomY)
            continue;
        const double low = toScale(range.axis, range.min);
        const double high = toScale(range.axis, range.max);
        const double perPixel = (high - low) / (horizontal ? plot.width() : plot.height());
        if (horizontal)
            setScaled(range, low + (band.left() - plot.left()) * perPixel,
                      low + (band.right() - plot.left()) * perPixel);
        else
            setScaled(range, low + (plot.bottom() - band.bottom()) * perPixel,
                      low + (plot.bottom() - band.top()) * perPixel);
    }
    finishUserChange(zoomX);
}

void ChartZoom::zoomAt(const QPointF& viewportPos, double factor)
{
    collectAxes();
    const QRectF plot = m_view->chart()->plotArea();
    const QPointF at = toChart(viewportPos);
    const bool inX = at.x() >= plot.left() && at.x() <= plot.right();
    const bool inY = at.y() >= plot.top() && at.y() <= plot.bottom();
    // In the plot both axes; below or above it (the x axis) x only; beside it y only.
    const bool zoomX = inX;
    const bool zoomY = inY;
    if ((!zoomX && !zoomY) || factor <= 0)
        return;
    // The new ranges first: showing one may lay the chart out at once (new tick
    // labels), and the anchor then already holds what to keep under the pointer.
    // Wheel steps without the pointer moving keep the value it first pointed at (not
    // one a layout still on its way had shifted a little).
    const bool sameAnchor =
        m_anchor && (m_anchor->viewportPos - viewportPos).manhattanLength() <= 1;
    const auto anchored = [&](const QAbstractAxis* axis) -> std::optional<double> {
        if (!sameAnchor)
            return std::nullopt;
        for (const auto& [pivotAxis, pivot] : m_anchor->pivots)
            if (pivotAxis == axis)
                return pivot;
        return std::nullopt;
    };
    Anchor anchor{viewportPos, {}, 0};
    std::vector<std::pair<AxisRange*, std::pair<double, double>>> wanted;
    for (auto& range : m_axes) {
        const bool horizontal = range.axis->orientation() == Qt::Horizontal;
        if (horizontal ? !zoomX : !zoomY)
            continue;
        const double low = toScale(range.axis, range.min);
        const double high = toScale(range.axis, range.max);
        const double fraction = horizontal ? (at.x() - plot.left()) / plot.width()
                                           : (plot.bottom() - at.y()) / plot.height();
        const double pivot = anchored(range.axis).value_or(low + fraction * (high - low));
        const double span = (high - low) / factor;
        anchor.pivots.emplace_back(range.axis, pivot);
        wanted.push_back({&range, {pivot - fraction * span, pivot + (1 - fraction) * span}});
    }
    m_anchor = anchor;
    for (const auto& [range, scaled] : wanted)
        setScaled(*range, scaled.first, scaled.second);
    finishUserChange(zoomX);
    followAnchor(); // where the plot is now
}

void ChartZoom::followAnchor()
{
    // At most a few times: each correction may relabel the ticks and move the plot again.
    constexpr int kMostCorrections = 6;
    if (!m_anchor || ++m_anchor->corrections > kMostCorrections)
        return;
    const QRectF plot = m_view->chart()->plotArea();
    const QPointF at = toChart(m_anchor->viewportPos);
    if (plot.isEmpty())
        return;
    bool moved = false;
    bool horizontalMoved = false;
    for (const auto& [axis, pivot] : m_anchor->pivots) {
        auto* range = entry(axis);
        if (range == nullptr)
            continue;
        const bool horizontal = axis->orientation() == Qt::Horizontal;
        const double low = toScale(axis, range->min);
        const double span = toScale(axis, range->max) - low;
        const double fraction = horizontal ? (at.x() - plot.left()) / plot.width()
                                           : (plot.bottom() - at.y()) / plot.height();
        const double wanted = pivot - fraction * span;
        if (std::abs(wanted - low) <= 1e-12 * std::max(1.0, std::abs(span)))
            continue;
        setScaled(*range, wanted, wanted + span);
        moved = true;
        horizontalMoved = horizontalMoved || horizontal;
    }
    if (moved)
        finishUserChange(horizontalMoved);
}

void ChartZoom::panBy(const QPointF& delta)
{
    m_anchor.reset();
    collectAxes();
    const QRectF plot = m_view->chart()->plotArea();
    if (plot.isEmpty())
        return;
    bool horizontalMoved = false;
    for (auto& range : m_axes) {
        const bool horizontal = range.axis->orientation() == Qt::Horizontal;
        const double low = toScale(range.axis, range.min);
        const double high = toScale(range.axis, range.max);
        const double shift = horizontal ? -delta.x() / plot.width() * (high - low)
                                        : delta.y() / plot.height() * (high - low);
        if (shift == 0)
            continue;
        setScaled(range, low + shift, high + shift);
        horizontalMoved = horizontalMoved || horizontal;
    }
    finishUserChange(horizontalMoved);
}

void ChartZoom::setHorizontalRange(double min, double max)
{
    m_anchor.reset();
    collectAxes();
    for (auto& range : m_axes) {
        if (range.axis->orientation() != Qt::Horizontal)
            continue;
        setScaled(range, toScale(range.axis, min), toScale(range.axis, max));
    }
    updateZoomed();
    Q_EMIT rangesChanged();
}

void ChartZoom::finishUserChange(bool horizontalMoved)
{
    updateZoomed();
    Q_EMIT rangesChanged();
    if (!horizontalMoved)
        return;
    for (const auto& range : m_axes) {
        if (range.axis->orientation() == Qt::Horizontal) {
            Q_EMIT horizontalRangeChosen(range.min, range.max);
            break;
        }
    }
}

void ChartZoom::updateZoomed()
{
    const bool zoomed = std::any_of(m_axes.begin(), m_axes.end(), [](const AxisRange& range) {
        const double span = range.fullMax - range.fullMin;
        return !same(range.min, range.fullMin, span) || !same(range.max, range.fullMax, span);
    });
    if (zoomed == m_zoomed)
        return;
    m_zoomed = zoomed;
    Q_EMIT zoomedChanged(zoomed);
}

void ChartZoom::resetRanges()
{
    m_anchor.reset();
    for (auto& range : m_axes) {
        if (range.min == range.fullMin && range.max == range.fullMax)
            continue;
        range.min = range.fullMin;
        range.max = range.fullMax;
        apply(range);
    }
    updateZoomed();
    Q_EMIT rangesChanged();
}

void ChartZoom::reset()
{
    resetRanges();
    Q_EMIT resetDone();
}

void ChartZoom::rehome()
{
    m_anchor.reset(); // new ranges or a new size: nothing to keep under the pointer
    collectAxes();
    for (auto& range : m_axes) {
        const auto [min, max] = axisRange(range.axis);
        const double span = max - min;
        if (same(min, range.fullMin, span) && same(max, range.fullMax, span)) {
            if (range.min != range.fullMin || range.max != range.fullMax)
                apply(range); // still zoomed: shown again, relabelled
            continue;
        }
        range.fullMin = range.min = min;
        range.fullMax = range.max = max;
    }
    updateZoomed();
    Q_EMIT rangesChanged();
}

void ChartZoom::linkHorizontal(ChartZoom* first, ChartZoom* second)
{
    for (const auto& link : {std::pair(first, second), std::pair(second, first)}) {
        ChartZoom* to = link.second;
        connect(link.first, &ChartZoom::horizontalRangeChosen, to, &ChartZoom::setHorizontalRange);
        connect(link.first, &ChartZoom::resetDone, to, [to] { to->resetRanges(); });
    }
}

bool ChartZoom::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_view) {
        if (event->type() == QEvent::Resize)
            m_anchor.reset();
        if (event->type() == QEvent::KeyPress &&
            static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape && m_zoomed) {
            reset();
            return true;
        }
        return false;
    }
    return watched == m_viewport && viewportEvent(event);
}

bool ChartZoom::viewportEvent(QEvent* event)
{
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        const bool inPlot = plotRectInViewport().contains(mouse->position());
        const bool shift = mouse->modifiers().testFlag(Qt::ShiftModifier);
        if (inPlot &&
            (mouse->button() == Qt::MiddleButton || (mouse->button() == Qt::LeftButton && shift))) {
            m_drag = Drag::Pan;
            m_lastPos = mouse->position();
            m_view->viewport()->setCursor(Qt::ClosedHandCursor);
            return true;
        }
        if (inPlot && mouse->button() == Qt::LeftButton) {
            m_drag = Drag::Band; // maybe: a click without a drag stays a click
            m_pressPos = mouse->position().toPoint();
        }
        return false; // the chart's points still get the press
    }
    case QEvent::MouseMove: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (m_anchor && (mouse->position() - m_anchor->viewportPos).manhattanLength() > 1)
            m_anchor.reset();
        if (m_drag == Drag::Pan) {
            panBy(mouse->position() - m_lastPos);
            m_lastPos = mouse->position();
            return true;
        }
        if (m_drag == Drag::Band && mouse->buttons().testFlag(Qt::LeftButton)) {
            const QPoint pos = mouse->position().toPoint();
            if (m_band == nullptr &&
                (pos - m_pressPos).manhattanLength() < QApplication::startDragDistance())
                return false;
            if (m_band == nullptr)
                m_band = new QRubberBand(QRubberBand::Rectangle, m_view->viewport());
            m_band->setGeometry(QRect(m_pressPos, pos)
                                    .normalized()
                                    .intersected(plotRectInViewport().toAlignedRect()));
            m_band->show();
        }
        return false;
    }
    case QEvent::MouseButtonRelease: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (m_drag == Drag::Pan) {
            m_drag = Drag::None;
            m_view->viewport()->unsetCursor();
            return true;
        }
        if (m_drag == Drag::Band && mouse->button() == Qt::LeftButton) {
            m_drag = Drag::None;
            if (m_band != nullptr && m_band->isVisible()) {
                m_band->hide();
                zoomToRect(QRect(m_pressPos, mouse->position().toPoint()).normalized());
            }
        }
        return false;
    }
    case QEvent::MouseButtonDblClick: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() == Qt::LeftButton && plotRectInViewport().contains(mouse->position()))
            reset();
        return false;
    }
    case QEvent::Wheel: {
        auto* wheel = static_cast<QWheelEvent*>(event);
        const int angle = wheel->angleDelta().y();
        if (angle == 0)
            return false;
        zoomAt(wheel->position(), std::exp2(angle / kWheelStep));
        return true;
    }
    default:
        return false;
    }
}

} // namespace scalescope::ui
