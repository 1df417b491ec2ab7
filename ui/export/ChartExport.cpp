#include "ui/export/ChartExport.h"

#include "core/output/csv_format.h"
#include "core/output/python_float.h"
#include "core/util/output_target.h"
#include "ui/export/ClippedPainter.h"
#include "ui/models/ItemRoles.h"

#include <QAbstractItemModel>
#include <QPainter>
#include <QRegularExpression>

namespace scalescope::ui {

QImage renderChartsImage(const AnalysisWorkspace& workspace, ChartSelection which,
                         const RasterExportOptions& options)
{
    return renderExportImage(options, [&](QPainter* painter, const QRectF& target) {
        workspace.renderCharts(painter, target, which);
    });
}

QString exportChartsPng(const AnalysisWorkspace& workspace, ChartSelection which,
                        const QString& path, const RasterExportOptions& options)
{
    return exportPng(path, options, [&](QPainter* painter, const QRectF& target) {
        workspace.renderCharts(painter, target, which);
    });
}

namespace {

// One pass of an SVG export as SVG text. With a clip, what is drawn is cut to it first.
QByteArray svgPass(const AnalysisWorkspace& workspace, ChartSelection which, QSize size,
                   ExportLayer layer, int onlyChart, std::vector<QRectF>& plots, bool* ok,
                   const QRectF& clip = {})
{
    const QRectF target(QPointF(0, 0), QSizeF(size));
    return renderSvg(
        size, QStringLiteral("scalescope chart"), workspace.exportFootnote(),
        [&](QPainter& painter, QPaintDevice& generator) {
            if (clip.isNull()) {
                plots = workspace.renderCharts(&painter, target, which, layer, onlyChart);
                return;
            }
            ClippedPaintDevice device(&painter, clip, &generator);
            QPainter clipped(&device);
            plots = workspace.renderCharts(&clipped, target, which, layer, onlyChart);
            clipped.end();
        },
        ok);
}

// What QSvgGenerator writes between its <defs/> and </svg>: the drawing itself.
QByteArray svgBody(const QByteArray& svg)
{
    int start = svg.indexOf("</defs>");
    start = start < 0 ? svg.indexOf("<g") : start + static_cast<int>(qstrlen("</defs>"));
    const int end = svg.lastIndexOf("</svg>");
    if (start < 0 || end < start)
        return {};
    return svg.mid(start, end - start);
}

QByteArray number(double value)
{
    return QByteArray::number(value, 'f', 2);
}

} // namespace

QString exportChartsSvg(const AnalysisWorkspace& workspace, ChartSelection which,
                        const QString& path, QSize size)
{
    if (QString problem = checkExportSize(size, 1.0); !problem.isEmpty())
        return problem;
    std::vector<QRectF> plots;
    bool ok = false;
    QByteArray frame = svgPass(workspace, which, size, ExportLayer::Frame, -1, plots, &ok);
    if (!ok)
        return QStringLiteral("The SVG could not be started.");
    // The data of every chart, cut to its own plot area before it is written: no viewer
    // has to honour a clip path (ImageMagick does not) for the file to look right.
    QByteArray plotted;
    for (std::size_t i = 0; i < plots.size(); ++i) {
        std::vector<QRectF> ignored;
        const QByteArray data = svgPass(workspace, which, size, ExportLayer::Data,
                                        static_cast<int>(i), ignored, &ok, plots[i]);
        if (!ok)
            return QStringLiteral("The SVG could not be started.");
        const QRectF& plot = plots[i];
        plotted += "<g id=\"plot-data-" + QByteArray::number(static_cast<int>(i + 1)) +
                   "\" data-plot-area=\"" + number(plot.x()) + " " + number(plot.y()) + " " +
                   number(plot.width()) + " " + number(plot.height()) + "\">\n" + svgBody(data) +
                   "</g>\n";
    }
    const int end = frame.lastIndexOf("</svg>");
    if (end < 0)
        return QStringLiteral("The SVG could not be written.");
    frame.insert(end, plotted);
    frame.replace("version=\"1.2\" baseProfile=\"tiny\"", "version=\"1.1\"");
    // A font every machine has after the one the layout used, then the generic family.
    static const QRegularExpression family(QStringLiteral("font-family=\"([^\"]*)\""));
    QString text = QString::fromUtf8(frame);
    text.replace(family, QStringLiteral("font-family=\"\\1, DejaVu Sans, sans-serif\""));
    text.replace(QStringLiteral("DejaVu Sans, DejaVu Sans, sans-serif"),
                 QStringLiteral("DejaVu Sans, sans-serif"));
    return writeExportBytes(path, text.toUtf8());
}

QString exportTableCsv(const QAbstractItemModel& model, const QString& path)
{
    std::string text;
    std::vector<std::string> fields;
    for (int column = 0; column < model.columnCount(); ++column) {
        const QVariant csvName = model.headerData(column, Qt::Horizontal, CsvNameRole);
        const QVariant name =
            csvName.isValid() ? csvName : model.headerData(column, Qt::Horizontal, Qt::DisplayRole);
        fields.push_back(name.toString().toStdString());
    }
    text += output::csvRow(fields);
    for (int row = 0; row < model.rowCount(); ++row) {
        fields.clear();
        for (int column = 0; column < model.columnCount(); ++column) {
            const QModelIndex index = model.index(row, column);
            const QVariant sortValue = model.data(index, SortRole);
            if (const QVariant csvValue = model.data(index, CsvValueRole); csvValue.isValid()) {
                fields.push_back(csvValue.toString().toStdString());
                continue;
            }
            // Counts as integers, yes/no as true/false, figures at full precision.
            if (sortValue.typeId() == QMetaType::Double)
                fields.push_back(output::pythonFloatRepr(sortValue.toDouble()));
            else if (sortValue.typeId() == QMetaType::LongLong ||
                     sortValue.typeId() == QMetaType::Int)
                fields.push_back(std::to_string(sortValue.toLongLong()));
            else if (sortValue.typeId() == QMetaType::Bool)
                fields.emplace_back(sortValue.toBool() ? "true" : "false");
            else
                fields.emplace_back(model.data(index, Qt::DisplayRole).toString().toStdString());
        }
        text += output::csvRow(fields);
    }
    const auto error = util::writeOutput(path.toStdString(), text);
    return error ? QString::fromStdString(*error) : QString();
}

QSize parseSize(const QString& text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*(\\d{1,6})\\s*[xX]\\s*(\\d{1,6})\\s*$"));
    const auto match = pattern.match(text);
    if (!match.hasMatch())
        return {};
    return {match.captured(1).toInt(), match.captured(2).toInt()};
}

} // namespace scalescope::ui
