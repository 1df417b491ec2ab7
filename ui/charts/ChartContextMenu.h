#pragma once
// Ctrl+C and a right-click menu on a chart: Copy (its image, as exported), Export… and
// Reset Zoom. The chart only offers them; what an image or an export is comes from the
// caller (the window renders the export path of ui/export), so charts stay below export.

#include <QImage>
#include <QObject>
#include <functional>

class QAction;
class QWidget;

namespace scalescope::ui {

class ChartContextMenu : public QObject
{
    Q_OBJECT
  public:
    // `image` draws what Copy puts on the clipboard; `exportChart` opens the export
    // dialog (no Export… entry when empty). Owned by `chart`.
    ChartContextMenu(QWidget* chart, std::function<QImage()> image,
                     std::function<void()> exportChart);

    // Adds the menu to `chart` unless it has one already; returns it.
    static ChartContextMenu* install(QWidget* chart, std::function<QImage()> image,
                                     std::function<void()> exportChart);
    static ChartContextMenu* of(const QWidget* chart);

    QAction* copyAction() const { return m_copy; }
    QAction* exportAction() const { return m_export; }
    // Disabled until a zoomable chart says it can be reset (setZoomed(true)).
    QAction* resetZoomAction() const { return m_resetZoom; }

  public Q_SLOTS:
    void copyToClipboard();
    void setZoomed(bool zoomed);

  Q_SIGNALS:
    void resetZoomRequested();

  private:
    void showMenu(const QPoint& position);

    QWidget* m_chart;
    std::function<QImage()> m_image;
    QAction* m_copy;
    QAction* m_export = nullptr;
    QAction* m_resetZoom;
};

} // namespace scalescope::ui
