// Ctrl+C and right-click menus of the window's tables and charts (issue 27 item 4):
// tables copy their selection as tab-separated text, charts their image as exported.

#include "ui/MainWindow.h"
#include "ui/charts/ChartContextMenu.h"
#include "ui/charts/ScalingChart.h"
#include "ui/export/ChartExport.h"
#include "ui/panels/CopyableTable.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QChartView>
#include <QPainter>
#include <QTableView>

namespace scalescope::ui {

QImage MainWindow::chartClipboardImage(const QWidget* chart) const
{
    const auto* speedup = m_workspace->speedupChart();
    const auto* efficiency = m_workspace->efficiencyChart();
    const qreal scale = 2.0 * chart->devicePixelRatioF();
    if (chart == speedup || chart == efficiency) {
        RasterExportOptions options;
        options.size = chart->size();
        options.scale = scale;
        return renderChartsImage(
            *m_workspace, chart == speedup ? ChartSelection::Speedup : ChartSelection::Efficiency,
            options);
    }
    // The side charts have no export of their own: drawn as shown, on white.
    const auto* view = qobject_cast<const QChartView*>(chart);
    if (view == nullptr)
        return {};
    QImage image(chart->size() * scale, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(scale, scale);
    const_cast<QChartView*>(view)->render(
        &painter); // NOLINT(cppcoreguidelines-pro-type-const-cast): render() is not const
    return image;
}

void MainWindow::setUpCopyAndMenus()
{
    makeTableCopyable(m_workspace->tableView(), [this] { exportTableDialog(); });
    for (auto* view : findChildren<QTableView*>())
        makeTableCopyable(view);
    for (auto* chart : findChildren<QChartView*>()) {
        const bool exported =
            chart == m_workspace->speedupChart() || chart == m_workspace->efficiencyChart();
        std::function<void()> exportChart;
        if (exported)
            exportChart = [this] { exportChartDialog(QStringLiteral("png")); };
        ChartContextMenu::install(
            chart, [this, chart] { return chartClipboardImage(chart); }, exportChart);
    }
}

} // namespace scalescope::ui
