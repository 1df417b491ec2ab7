#include "ui/export/ChartExport.h"

#include "core/output/csv_format.h"
#include "core/output/python_float.h"
#include "core/util/output_target.h"
#include "ui/export/ClippedPainter.h"
#include "ui/export/PngEncoder.h"
#include "ui/models/ItemRoles.h"

#include <QAbstractItemModel>
#include <QBuffer>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <cmath>

namespace scalescope::ui {

namespace {

// Bounds that keep an export from exhausting memory: 16384 px a side is past any
// document's needs, and a 2 GB image allocation fails on most machines anyway.
constexpr int kMaxPixelsPerSide = 16384;

QString checkSize(QSize size, qreal scale)
{
    if (size.width() <= 0 || size.height() <= 0)
        return QStringLiteral("The export size %1x%2 is empty.").arg(size.width()).arg(size.height());
    if (!(scale > 0) || size.width() * scale > kMaxPixelsPerSide || size.height() * scale > kMaxPixelsPerSide)
        return QStringLiteral("The export would be %1x%2 pixels; at most %3 pixels a side are allowed.")
            .arg(std::lround(size.width() * scale))
            .arg(std::lround(size.height() * scale))
            .arg(kMaxPixelsPerSide);
    return {};
}

} // namespace

QString writeExportBytes(const QString& path, const QByteArray& bytes)
{
    const auto error = util::writeOutput(path.toStdString(),
                                         std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    return error ? QString::fromStdString(*error) : QString();
}

QImage renderChartsImage(const AnalysisWorkspace& workspace, ChartSelection which, const RasterExportOptions& options)
{
    const QSize pixels(static_cast<int>(std::lround(options.size.width() * options.scale)),
                       static_cast<int>(std::lround(options.size.height() * options.scale)));
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return image;
    image.setDevicePixelRatio(options.scale);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    workspace.renderCharts(&painter, QRectF(QPointF(0, 0), QSizeF(options.size)), which);
    painter.end();
    return image;
}

QString exportChartsPng(const AnalysisWorkspace& workspace, ChartSelection which, const QString& path,
                        const RasterExportOptions& options)
{
    if (QString problem = checkSize(options.size, options.scale); !problem.isEmpty())
        return problem;
    const QImage image = renderChartsImage(workspace, which, options);
    if (image.isNull())
        return QStringLiteral("Not enough memory for a %1x%2 image.").arg(options.size.width()).arg(options.size.height());
    const EncodedPng png = encodePng(image);
    if (!png.error.isEmpty())
        return QStringLiteral("The chart could not be encoded: %1.").arg(png.error);
    return writeExportBytes(path, png.bytes);
}

namespace {

// One pass of an SVG export as SVG text. With a clip, what is drawn is cut to it first.
QByteArray svgPass(const AnalysisWorkspace& workspace, ChartSelection which, QSize size,
                   ExportLayer layer, int onlyChart, std::vector<QRectF>& plots, bool* ok,
                   const QRectF& clip = {})
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    // CSS pixels: browsers and Inkscape show a 1600x1000 export at 1600x1000.
    generator.setResolution(96);
    generator.setTitle(QStringLiteral("scalescope chart"));
    generator.setDescription(workspace.exportFootnote());
    QPainter painter;
    *ok = painter.begin(&generator);
    if (!*ok)
        return {};
    if (clip.isNull()) {
        plots = workspace.renderCharts(&painter, QRectF(QPointF(0, 0), QSizeF(size)), which, layer,
                                       onlyChart);
    } else {
        ClippedPaintDevice device(&painter, clip, &generator);
        QPainter clipped(&device);
        plots = workspace.renderCharts(&clipped, QRectF(QPointF(0, 0), QSizeF(size)), which, layer,
                                       onlyChart);
        clipped.end();
    }
    painter.end();
    return bytes;
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

QString exportChartsSvg(const AnalysisWorkspace& workspace, ChartSelection which, const QString& path, QSize size)
{
    if (QString problem = checkSize(size, 1.0); !problem.isEmpty())
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
        const QVariant name = csvName.isValid() ? csvName : model.headerData(column, Qt::Horizontal, Qt::DisplayRole);
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
            else if (sortValue.typeId() == QMetaType::LongLong || sortValue.typeId() == QMetaType::Int)
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
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d{1,6})\\s*[xX]\\s*(\\d{1,6})\\s*$"));
    const auto match = pattern.match(text);
    if (!match.hasMatch())
        return {};
    return {match.captured(1).toInt(), match.captured(2).toInt()};
}

} // namespace scalescope::ui
