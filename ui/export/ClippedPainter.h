#pragma once
// A paint device that cuts what is drawn on it to a rectangle before passing it on to a
// painter: polylines are cut at the rectangle's edges, filled shapes intersected with
// it, text and images outside it dropped. The SVG export draws each chart's data through
// it, so that the file holds no geometry outside the plot area and needs no clip-path
// (which ImageMagick ignores and Qt's SVG renderer does not apply to every element).

#include <QPaintDevice>
#include <QPolygonF>
#include <QRectF>
#include <memory>
#include <vector>

class QPainter;

namespace scalescope::ui {

class ClippedPaintDevice : public QPaintDevice
{
  public:
    // Draws on target (begun, in device coordinates) what falls inside clip.
    ClippedPaintDevice(QPainter* target, const QRectF& clip, QPaintDevice* metricsFrom);
    ~ClippedPaintDevice() override;
    ClippedPaintDevice(const ClippedPaintDevice&) = delete;
    ClippedPaintDevice& operator=(const ClippedPaintDevice&) = delete;

    QPaintEngine* paintEngine() const override;

  protected:
    int metric(PaintDeviceMetric metric) const override;

  private:
    class Engine;
    std::unique_ptr<Engine> m_engine;
    QPaintDevice* m_metricsFrom;
};

// The pieces of a polyline that lie inside rect (Liang-Barsky on each segment).
std::vector<QPolygonF> clipPolyline(const QPolygonF& line, const QRectF& rect);

} // namespace scalescope::ui
