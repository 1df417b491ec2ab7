// How a scaling chart paints on screen. Drawing the series is what a repaint costs (Qt's
// raster engine clips every item to the repainted region; a slider step took 1.3-1.9 ms a
// chart whether it repainted two strips or the whole plot), so the chart keeps an image of
// its viewport without the top layer and a paint that only the top layer asked for copies
// the image back and draws the layer over it. Any change of the scene (the `changed`
// signal), a resize or any other paint draws the image anew, as Qt would have drawn it.
#include "ui/charts/ComparisonLabels.h"
#include "ui/charts/MarkerOverlay.h"
#include "ui/charts/ScalingChart.h"

#include <QGraphicsScene>
#include <QPaintEvent>
#include <QPainter>

namespace scalescope::ui {

std::array<ViewDrawnItem*, 3> ScalingChart::topLayer() const
{
    // In the scene's order: the marker line (z 20), its label (a child), the letters (z 21).
    return {m_marker, m_marker->labelItem(), m_comparisonLabels};
}

void ScalingChart::setSceneImageKept(bool kept)
{
    m_sceneImageKept = kept;
    setTopLayerDrawnByView(kept);
    m_sceneImage = QPixmap();
    m_sceneImageValid = false;
    m_topLayerDamage = QRegion();
    viewport()->update();
}

void ScalingChart::setTopLayerDrawnByView(bool byView)
{
    const bool drawn = byView && m_sceneImageKept;
    for (auto* item : topLayer())
        item->setDrawnByView(drawn ? ViewDrawnItem::Damage([this](const QRectF& sceneRect) {
            topLayerDamaged(sceneRect);
        })
                                   : ViewDrawnItem::Damage());
}

void ScalingChart::topLayerDamaged(const QRectF& sceneRect)
{
    // Two pixels round it, as QGraphicsView pads an item's update: antialiased edges.
    const QRect rect =
        mapFromScene(sceneRect).boundingRect().adjusted(-2, -2, 2, 2) & viewport()->rect();
    if (rect.isEmpty())
        return;
    m_topLayerDamage += rect;
    viewport()->update(rect);
}

void ScalingChart::renderSceneImage()
{
    const qreal ratio = viewport()->devicePixelRatio();
    const QSize pixels = (QSizeF(viewport()->size()) * ratio).toSize();
    if (m_sceneImage.size() != pixels)
        m_sceneImage = QPixmap(pixels);
    m_sceneImage.setDevicePixelRatio(ratio);
    m_sceneImage.fill(viewport()->palette().color(viewport()->backgroundRole()));
    QPainter painter(&m_sceneImage);
    painter.setRenderHints(renderHints());
    const QRect viewRect = viewport()->rect();
    scene()->render(&painter, QRectF(viewRect), mapToScene(viewRect).boundingRect(),
                    Qt::IgnoreAspectRatio);
    m_sceneImageValid = true;
    ++m_sceneImageRenders;
}

void ScalingChart::paintEvent(QPaintEvent* event)
{
    if (!m_sceneImageKept) {
        QChartView::paintEvent(event);
        return;
    }
    const qreal ratio = viewport()->devicePixelRatio();
    const bool imageFits = !m_sceneImage.isNull() && m_sceneImage.devicePixelRatio() == ratio &&
                           m_sceneImage.size() == (QSizeF(viewport()->size()) * ratio).toSize();
    const bool onlyTopLayer = (event->region() - m_topLayerDamage).isEmpty();
    m_topLayerDamage = QRegion();
    if (!m_sceneImageValid || !imageFits || !onlyTopLayer)
        renderSceneImage();

    // The whole image, cut to the region by the paint event's clip: pixel for pixel at any
    // device pixel ratio (a rectangle at a fractional ratio would be resampled).
    QPainter painter(viewport());
    painter.drawPixmap(QPointF(0, 0), m_sceneImage);
    painter.setRenderHints(renderHints());
    const QTransform sceneToView = viewportTransform();
    for (auto* item : topLayer())
        item->paintOnView(&painter, sceneToView);
}

} // namespace scalescope::ui
