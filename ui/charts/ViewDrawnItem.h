#pragma once
// An item of a chart's top layer (the break-even marker and its label, the A and B
// letters): what a slider step moves. On screen the chart's view draws these items
// itself, over an image of the rest of the scene that it keeps (ScalingChart's paint
// event), so that a step repaints two thin strips from that image instead of drawing
// every series under them again. The scene then sees an item without extent: it never
// draws it and a move of it is no change of the scene, which keeps the image valid.
// Exports switch the items back to being drawn by the scene, as any item.

#include <QGraphicsItem>
#include <QRectF>
#include <functional>

namespace scalescope::ui {

class ViewDrawnItem : public QGraphicsItem
{
  public:
    // Told the scene rectangle of what must be drawn again (the item's old or new extent).
    using Damage = std::function<void(const QRectF& sceneRect)>;

    explicit ViewDrawnItem(QGraphicsItem* parent) : QGraphicsItem(parent) {}

    // With a damage function, the view draws the item (paintOnView); with none, the scene.
    void setDrawnByView(Damage damage);
    bool drawnByView() const { return static_cast<bool>(m_damage); }
    // Shows or hides the item, the view's drawing too.
    void setShown(bool shown);

    // The scene's bounds: the item's extent when the scene draws it, else none.
    QRectF boundingRect() const final;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) final;
    // Draws the item with a painter in the view's coordinates (when visible and drawn by view).
    void paintOnView(QPainter* painter, const QTransform& sceneToView);
    // Has the extent drawn again: after the drawing changed, or the extent did
    // (extentAboutToChange before).
    void repaintExtent();

  protected:
    // What the item covers, in its own coordinates.
    virtual QRectF extent() const = 0;
    virtual void paintItem(QPainter* painter) = 0;
    // Before the extent changes: the old one is drawn again (then repaintExtent for the new).
    void extentAboutToChange();

  private:
    void damageExtent();

    Damage m_damage;
};

} // namespace scalescope::ui
