#pragma once
// Zoom and pan on a QChartView, kept as view state of the chart (nothing of the analysis):
// - drag with the left button on the plot: a rubber band, the plot zooms to it (a flat
//   band zooms the x axes only, a narrow one the y axes only);
// - the wheel zooms around the pointer (the value under it stays under it); over the
//   x axis below the plot it zooms x only, over the y axis beside it y only;
// - drag with the middle button, or Shift + left, to pan;
// - double-click on the plot, or Escape, shows the full ranges again.
// A click without a drag still reaches the chart, so its points stay clickable. Every
// axis zooms in its own scale (a log axis in log space); a chart may give an axis its
// own range setter, so that its ticks are relabelled for the range shown.

#include <QObject>
#include <QPoint>
#include <QRectF>
#include <functional>
#include <optional>
#include <vector>

class QAbstractAxis;
class QChartView;
class QRubberBand;

namespace scalescope::ui {

class ChartZoom : public QObject
{
    Q_OBJECT
  public:
    // Owned by view; filters the events of view and of its viewport.
    explicit ChartZoom(QChartView* view);
    static ChartZoom* of(const QObject* view);

    using RangeSetter = std::function<void(double min, double max)>;
    // How axis shows a range (default: QValueAxis/QLogValueAxis::setRange).
    void setRangeSetter(QAbstractAxis* axis, RangeSetter setter);

    bool isZoomed() const { return m_zoomed; }
    // The range an axis shows, and the full range reset returns to (axis values).
    std::pair<double, double> shownRange(const QAbstractAxis* axis) const;
    std::pair<double, double> fullRange(const QAbstractAxis* axis) const;

    // Zooms to a rectangle of the viewport (clipped to the plot).
    void zoomToRect(const QRect& viewportRect);
    // factor > 1 zooms in, < 1 out, around a viewport point, which keeps its value.
    void zoomAt(const QPointF& viewportPos, double factor);
    // Pans as if the content followed the pointer by delta viewport pixels.
    void panBy(const QPointF& delta);
    // Shows min..max (axis values) on every horizontal axis: the linked chart's GPU axis.
    void setHorizontalRange(double min, double max);
    // Full ranges on every axis (and on the linked chart).
    void reset();

    // The chart has just set its full ranges anew: they become what reset returns to.
    // An axis whose full range did not change keeps its zoom, shown again through its
    // setter (so that its ticks follow); any other shows its new full range.
    void rehome();

    // Lets go of the value the wheel keeps under the pointer: call before laying the
    // chart out at another size (an export), whose plot has nothing to do with the pointer.
    void releasePointer() { m_anchor.reset(); }

    // Two charts over one x axis: zooming or panning either gives the other the same x
    // range, and resetting either resets both.
    static void linkHorizontal(ChartZoom* first, ChartZoom* second);

    // Where a viewport point falls in the chart's plot, in viewport pixels.
    QRectF plotRectInViewport() const;

  Q_SIGNALS:
    void zoomedChanged(bool zoomed);
    void rangesChanged();                               // any shown range moved: overlays follow
    void horizontalRangeChosen(double min, double max); // by the user, for a linked chart
    void resetDone();

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    struct AxisRange
    {
        QAbstractAxis* axis = nullptr;
        RangeSetter setter;
        double fullMin = 0;
        double fullMax = 1;
        double min = 0;
        double max = 1;
    };
    enum class Drag { None, Band, Pan };
    // What the wheel keeps under the pointer: a zoom changes the tick labels, the chart
    // lays out again and its plot moves; the values go back under the pointer then.
    struct Anchor
    {
        QPointF viewportPos;
        std::vector<std::pair<QAbstractAxis*, double>> pivots; // in each axis's scale
        int corrections = 0;
    };

    AxisRange* entry(const QAbstractAxis* axis);
    const AxisRange* entry(const QAbstractAxis* axis) const;
    void collectAxes();
    void apply(AxisRange& range);
    // Sets a range given in the axis's own scale (log for a log axis), kept within the
    // full range and no narrower than a hundredth of it.
    void setScaled(AxisRange& range, double low, double high);
    void finishUserChange(bool horizontalMoved);
    void updateZoomed();
    void resetRanges();
    bool viewportEvent(QEvent* event);
    QPointF toChart(const QPointF& viewportPos) const;
    void followAnchor();

    QChartView* m_view;
    // Kept apart from m_view: while the view is being destroyed its viewport still sends
    // events here, and asking the half-destroyed view for its viewport is undefined.
    QObject* m_viewport;
    std::vector<AxisRange> m_axes;
    bool m_zoomed = false;
    Drag m_drag = Drag::None;
    QPoint m_pressPos;
    QPointF m_lastPos;
    QRubberBand* m_band = nullptr;
    std::optional<Anchor> m_anchor;
};

} // namespace scalescope::ui
