#include "ui/export/ClippedPainter.h"

#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QTransform>
#include <algorithm>
#include <cmath>

namespace scalescope::ui {

namespace {

// The part of segment a-b inside rect as fractions [t0, t1] of it; false when none.
bool clipSegment(QPointF a, QPointF b, const QRectF& rect, double& t0, double& t1)
{
    t0 = 0;
    t1 = 1;
    const double dx = b.x() - a.x();
    const double dy = b.y() - a.y();
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {a.x() - rect.left(), rect.right() - a.x(), a.y() - rect.top(),
                         rect.bottom() - a.y()};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0)
                return false;
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1)
            return false;
    }
    return true;
}

} // namespace

std::vector<QPolygonF> clipPolyline(const QPolygonF& line, const QRectF& rect)
{
    std::vector<QPolygonF> pieces;
    QPolygonF current;
    for (int i = 1; i < line.size(); ++i) {
        const QPointF a = line[i - 1];
        const QPointF b = line[i];
        double t0 = 0;
        double t1 = 1;
        if (!clipSegment(a, b, rect, t0, t1)) {
            if (current.size() > 1)
                pieces.push_back(current);
            current.clear();
            continue;
        }
        const QPointF from = a + (b - a) * t0;
        const QPointF to = a + (b - a) * t1;
        if (current.isEmpty() || t0 > 0) {
            if (current.size() > 1)
                pieces.push_back(current);
            current = QPolygonF{from};
        }
        current.append(to);
        if (t1 < 1) {
            pieces.push_back(current);
            current.clear();
        }
    }
    if (current.size() > 1)
        pieces.push_back(current);
    return pieces;
}

class ClippedPaintDevice::Engine : public QPaintEngine
{
  public:
    Engine(QPainter* target, const QRectF& clip)
        : QPaintEngine(AllFeatures), m_target(target), m_clip(clip)
    {
    }

    bool begin(QPaintDevice* /*device*/) override { return true; }
    bool end() override { return true; }
    Type type() const override { return User; }

    void updateState(const QPaintEngineState& state) override
    {
        const auto flags = state.state();
        if (flags & DirtyPen)
            m_pen = state.pen();
        if (flags & DirtyBrush)
            m_brush = state.brush();
        if (flags & DirtyTransform)
            m_transform = state.transform();
        if (flags & DirtyFont)
            m_font = state.font();
        if (flags & DirtyHints)
            m_target->setRenderHints(state.renderHints());
        if (flags & DirtyOpacity)
            m_target->setOpacity(state.opacity());
    }

    void drawPath(const QPainterPath& path) override
    {
        const QPainterPath mapped = m_transform.map(path);
        if (m_brush.style() != Qt::NoBrush) {
            QPainterPath area;
            area.addRect(m_clip);
            const QPainterPath inside = mapped.intersected(area);
            if (!inside.isEmpty()) {
                m_target->setPen(Qt::NoPen);
                m_target->setBrush(m_brush);
                m_target->drawPath(inside);
            }
        }
        if (m_pen.style() != Qt::NoPen)
            for (const auto& polygon : mapped.toSubpathPolygons())
                strokePolyline(polygon);
    }

    void drawPolygon(const QPointF* points, int pointCount, PolygonDrawMode mode) override
    {
        QPolygonF polygon;
        for (int i = 0; i < pointCount; ++i)
            polygon.append(points[i]);
        if (mode == PolylineMode) {
            strokePolyline(m_transform.map(polygon));
            return;
        }
        QPainterPath path;
        path.addPolygon(polygon);
        path.closeSubpath();
        path.setFillRule(mode == WindingMode ? Qt::WindingFill : Qt::OddEvenFill);
        drawPath(path);
    }

    void drawLines(const QLineF* lines, int lineCount) override
    {
        for (int i = 0; i < lineCount; ++i)
            strokePolyline(m_transform.map(QPolygonF{lines[i].p1(), lines[i].p2()}));
    }

    void drawTextItem(const QPointF& point, const QTextItem& textItem) override
    {
        const QPointF at = m_transform.map(point);
        if (!m_clip.contains(at))
            return;
        m_target->setFont(textItem.font());
        m_target->setPen(m_pen);
        m_target->drawText(at, textItem.text());
    }

    void drawPixmap(const QRectF& rect, const QPixmap& pixmap, const QRectF& source) override
    {
        const QRectF mapped = m_transform.mapRect(rect);
        if (m_clip.contains(mapped))
            m_target->drawPixmap(mapped, pixmap, source);
    }

    void drawImage(const QRectF& rect, const QImage& image, const QRectF& source,
                   Qt::ImageConversionFlags flags) override
    {
        const QRectF mapped = m_transform.mapRect(rect);
        if (m_clip.contains(mapped))
            m_target->drawImage(mapped, image, source, flags);
    }

  private:
    void strokePolyline(const QPolygonF& line)
    {
        QPen pen = m_pen;
        // A pen width is in the painter's coordinates; the export draws at scale 1.
        pen.setWidthF(pen.widthF() * std::sqrt(std::abs(m_transform.determinant())));
        m_target->setPen(pen);
        m_target->setBrush(Qt::NoBrush);
        for (const auto& piece : clipPolyline(line, m_clip))
            m_target->drawPolyline(piece);
    }

    QPainter* m_target;
    QRectF m_clip;
    QPen m_pen;
    QBrush m_brush;
    QTransform m_transform;
    QFont m_font;
};

ClippedPaintDevice::ClippedPaintDevice(QPainter* target, const QRectF& clip,
                                       QPaintDevice* metricsFrom)
    : m_engine(std::make_unique<Engine>(target, clip)), m_metricsFrom(metricsFrom)
{
}

ClippedPaintDevice::~ClippedPaintDevice() = default;

QPaintEngine* ClippedPaintDevice::paintEngine() const
{
    return m_engine.get();
}

int ClippedPaintDevice::metric(PaintDeviceMetric metric) const
{
    switch (metric) {
    case PdmWidth:
        return m_metricsFrom->width();
    case PdmHeight:
        return m_metricsFrom->height();
    case PdmWidthMM:
        return m_metricsFrom->widthMM();
    case PdmHeightMM:
        return m_metricsFrom->heightMM();
    case PdmDpiX:
    case PdmPhysicalDpiX:
        return m_metricsFrom->logicalDpiX();
    case PdmDpiY:
    case PdmPhysicalDpiY:
        return m_metricsFrom->logicalDpiY();
    case PdmDevicePixelRatio:
        return 1;
    case PdmDevicePixelRatioScaled:
        return static_cast<int>(devicePixelRatioFScale());
    default:
        return m_metricsFrom->depth();
    }
}

} // namespace scalescope::ui
