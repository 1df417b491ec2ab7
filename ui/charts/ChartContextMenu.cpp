#include "ui/charts/ChartContextMenu.h"

#include "ui/charts/ChartZoom.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QKeySequence>
#include <QMenu>
#include <QWidget>
#include <utility>

namespace scalescope::ui {

ChartContextMenu::ChartContextMenu(QWidget* chart, std::function<QImage()> image,
                                   std::function<void()> exportChart)
    : QObject(chart), m_chart(chart), m_image(std::move(image)),
      m_copy(new QAction(tr("&Copy Image"), this)),
      m_resetZoom(new QAction(tr("&Reset Zoom"), this))
{
    setObjectName(QStringLiteral("chartContextMenu"));
    m_copy->setShortcut(QKeySequence::Copy);
    m_copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_copy, &QAction::triggered, this, &ChartContextMenu::copyToClipboard);
    chart->addAction(m_copy);
    if (exportChart) {
        m_export = new QAction(tr("&Export…"), this);
        connect(m_export, &QAction::triggered, this, std::move(exportChart));
    }
    m_resetZoom->setEnabled(false);
    connect(m_resetZoom, &QAction::triggered, this, &ChartContextMenu::resetZoomRequested);
    if (auto* zoom = ChartZoom::of(chart)) {
        // A zoomable chart: Reset Zoom is there while it is zoomed, and resets it.
        setZoomed(zoom->isZoomed());
        connect(zoom, &ChartZoom::zoomedChanged, this, &ChartContextMenu::setZoomed);
        connect(this, &ChartContextMenu::resetZoomRequested, zoom, &ChartZoom::reset);
    }
    chart->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(chart, &QWidget::customContextMenuRequested, this, &ChartContextMenu::showMenu);
    // Ctrl+C needs the focus on the chart: a click gives it.
    if (chart->focusPolicy() == Qt::NoFocus)
        chart->setFocusPolicy(Qt::ClickFocus);
}

ChartContextMenu* ChartContextMenu::install(QWidget* chart, std::function<QImage()> image,
                                            std::function<void()> exportChart)
{
    if (auto* existing = of(chart))
        return existing;
    return new ChartContextMenu(chart, std::move(image), std::move(exportChart));
}

ChartContextMenu* ChartContextMenu::of(const QWidget* chart)
{
    return chart == nullptr ? nullptr
                            : chart->findChild<ChartContextMenu*>(
                                  QStringLiteral("chartContextMenu"), Qt::FindDirectChildrenOnly);
}

void ChartContextMenu::copyToClipboard()
{
    const QImage image = m_image ? m_image() : QImage();
    if (!image.isNull())
        QGuiApplication::clipboard()->setImage(image);
}

void ChartContextMenu::setZoomed(bool zoomed)
{
    m_resetZoom->setEnabled(zoomed);
}

void ChartContextMenu::showMenu(const QPoint& position)
{
    QMenu menu(m_chart);
    menu.addAction(m_copy);
    if (m_export)
        menu.addAction(m_export);
    menu.addSeparator();
    menu.addAction(m_resetZoom);
    // A scroll area (a QChartView) reports the position in its viewport.
    const auto* area = qobject_cast<QAbstractScrollArea*>(m_chart);
    menu.exec(area != nullptr ? area->viewport()->mapToGlobal(position)
                              : m_chart->mapToGlobal(position));
}

} // namespace scalescope::ui
