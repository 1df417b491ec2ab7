#include "ui/export/HardwareExport.h"

#include "core/analysis/hardware_compare_output.h"
#include "ui/panels/HardwarePanel.h"

#include <QCoreApplication>
#include <QPainter>

namespace scalescope::ui {

namespace {

// Empty when the panel shows a comparison, else why nothing is exported (and no file
// written): an empty chart would look like a result.
QString nothingToExport(const HardwarePanel& panel)
{
    if (panel.shown().ok())
        return {};
    return QCoreApplication::translate("HardwareExport", "There is nothing to export: %1")
        .arg(panel.message());
}

DrawCharts chartsOf(const HardwarePanel& panel)
{
    return
        [&panel](QPainter* painter, const QRectF& target) { panel.renderCharts(painter, target); };
}

} // namespace

QString exportHardwarePng(const HardwarePanel& panel, const QString& path,
                          const RasterExportOptions& options)
{
    if (QString why = nothingToExport(panel); !why.isEmpty())
        return why;
    return exportPng(path, options, chartsOf(panel));
}

QString exportHardwareSvg(const HardwarePanel& panel, const QString& path, QSize size)
{
    if (QString why = nothingToExport(panel); !why.isEmpty())
        return why;
    if (QString problem = checkExportSize(size, 1.0); !problem.isEmpty())
        return problem;
    bool ok = false;
    const DrawCharts draw = chartsOf(panel);
    const QByteArray svg = renderSvg(
        size, QStringLiteral("scalescope: hardware at %1 GPUs").arg(panel.comparison().n),
        std::nullopt,
        [&](QPainter& painter, QPaintDevice&) {
            draw(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
        },
        &ok);
    if (!ok)
        return QStringLiteral("The SVG could not be started.");
    return writeExportBytes(path, svg);
}

QString exportHardwareCsv(const HardwarePanel& panel, const QString& path)
{
    if (QString why = nothingToExport(panel); !why.isEmpty())
        return why;
    const std::string text = analysis::comparisonToCsv(panel.comparison(), &panel.progress());
    return writeExportBytes(path, QByteArray::fromStdString(text));
}

} // namespace scalescope::ui
