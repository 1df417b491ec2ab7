// How the workspace is laid out on screen: the first show shares the width out between
// the columns, the comparison keeps the height its content needs until the person arranges
// the side panels, and the person's arrangement is saved and restored (the window keeps it
// in the settings).
#include "ui/workspace/AnalysisWorkspace.h"

#include <QDataStream>
#include <QIODevice>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>
#include <algorithm>

namespace scalescope::ui {

void AnalysisWorkspace::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_columnsSized || m_columns->width() <= 0)
        return;
    m_columnsSized = true;
    // The side panels a quarter of what the filters leave (their minimum on a laptop): left
    // to the stretch factors, a wide screen gave every extra pixel to the charts and kept the
    // comparison and the caveats at their narrowest.
    const QList<int> sizes = m_columns->sizes();
    const int total = sizes[0] + sizes[1] + sizes[2];
    const int side = std::max(m_columns->widget(2)->minimumWidth(), (total - sizes[0]) / 4);
    m_columns->setSizes({sizes[0], total - sizes[0] - side, side});
    // Once the column has its width (the layouts run first), the comparison gets the height
    // its sliders, table and wrapped sentence need, up to 3/5 of the column: left to the
    // stretch factors it was cut after its first line on a laptop and scrolled.
    QTimer::singleShot(0, this, &AnalysisWorkspace::fitComparisonHeight);
}

void AnalysisWorkspace::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // A new width wraps the comparison's sentence anew: its height follows until the person
    // arranges the side panels.
    if (m_columnsSized && !m_sideArranged)
        QTimer::singleShot(0, this, &AnalysisWorkspace::fitComparisonHeight);
}

void AnalysisWorkspace::fitComparisonHeight()
{
    if (m_sideArranged)
        return;
    auto* area = qobject_cast<QScrollArea*>(m_sidePanels->widget(0));
    if (!area || !area->widget())
        return;
    const QWidget* panel = area->widget();
    // The width it gets without a scroll bar (the one it may have now is gone once it fits).
    const int width = area->width() - 2 * area->frameWidth();
    const int wanted =
        (panel->hasHeightForWidth() ? panel->heightForWidth(width) : panel->sizeHint().height()) +
        2 * area->frameWidth();
    QList<int> heights = m_sidePanels->sizes();
    const int total = heights[0] + heights[1] + heights[2];
    // Up to three fifths: the series table scrolls and the caveat is also under the charts.
    const int comparison = std::min(wanted, total * 3 / 5);
    if (comparison <= heights[0])
        return;
    const int rest = total - comparison;
    m_sidePanels->setSizes({comparison, rest / 2, rest - rest / 2});
}

namespace {
constexpr quint32 kLayoutMagic = 0x53534c31; // "SSL1"
} // namespace

QByteArray AnalysisWorkspace::saveLayout() const
{
    QByteArray state;
    QDataStream out(&state, QIODevice::WriteOnly);
    out << kLayoutMagic << m_columns->saveState() << m_sidePanels->saveState()
        << qint32(m_chartPages->currentIndex());
    return state;
}

bool AnalysisWorkspace::restoreLayout(const QByteArray& state)
{
    QDataStream in(state);
    quint32 magic = 0;
    QByteArray columns;
    QByteArray sidePanels;
    qint32 page = -1;
    in >> magic >> columns >> sidePanels >> page;
    if (in.status() != QDataStream::Ok || magic != kLayoutMagic)
        return false;
    // Each part on its own: a splitter state Qt refuses leaves that splitter as it was.
    if (m_columns->restoreState(columns))
        m_columnsSized = true; // the first show keeps the person's widths
    m_sideArranged = m_sidePanels->restoreState(sidePanels);
    if (page >= 0 && page < m_chartPages->count())
        m_chartPages->setCurrentIndex(page);
    return true;
}

} // namespace scalescope::ui
