#include "ui/charts/ViewDrawnItem.h"

#include <QPainter>

namespace scalescope::ui {

void ViewDrawnItem::setDrawnByView(Damage damage)
{
    if (drawnByView() == static_cast<bool>(damage)) {
        m_damage = std::move(damage);
        return;
    }
    // The scene's bounds go from the extent to none or back.
    if (drawnByView())
        damageExtent();
    prepareGeometryChange();
    m_damage = std::move(damage);
    if (drawnByView())
        damageExtent();
    else
        update();
}

void ViewDrawnItem::setShown(bool shown)
{
    if (shown == isVisible())
        return;
    // Damaged while visible: before hiding, after showing.
    if (!shown)
        repaintExtent();
    setVisible(shown);
    if (shown)
        repaintExtent();
}

QRectF ViewDrawnItem::boundingRect() const
{
    return drawnByView() ? QRectF() : extent();
}

void ViewDrawnItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/,
                          QWidget* /*widget*/)
{
    if (!drawnByView())
        paintItem(painter);
}

void ViewDrawnItem::paintOnView(QPainter* painter, const QTransform& sceneToView)
{
    if (!drawnByView() || !isVisible())
        return;
    painter->save();
    painter->setTransform(sceneTransform() * sceneToView);
    paintItem(painter);
    painter->restore();
}

void ViewDrawnItem::extentAboutToChange()
{
    if (drawnByView())
        damageExtent();
    else
        prepareGeometryChange();
}

void ViewDrawnItem::repaintExtent()
{
    if (drawnByView())
        damageExtent();
    else
        update();
}

void ViewDrawnItem::damageExtent()
{
    if (drawnByView() && isVisible()) {
        if (const QRectF rect = extent(); !rect.isEmpty())
            m_damage(mapRectToScene(rect));
    }
}

} // namespace scalescope::ui
