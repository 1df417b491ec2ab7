#include "ui/export/ChartExport.h"

#include "core/output/csv_format.h"
#include "core/output/python_float.h"
#include "core/util/atomic_file.h"
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
// report's needs, and a 2 GB image allocation fails on most machines anyway.
constexpr int kMaxPixelsPerSide = 16384;

QString writeBytes(const QString& path, const QByteArray& bytes)
{
    const auto error = util::writeFileAtomically(path.toStdString(),
                                                 std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    return error ? QString::fromStdString(*error) : QString();
}

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
    if (const QString problem = checkSize(options.size, options.scale); !problem.isEmpty())
        return problem;
    const QImage image = renderChartsImage(workspace, which, options);
    if (image.isNull())
        return QStringLiteral("Not enough memory for a %1x%2 image.").arg(options.size.width()).arg(options.size.height());
    const EncodedPng png = encodePng(image);
    if (!png.error.isEmpty())
        return QStringLiteral("The chart could not be encoded: %1.").arg(png.error);
    return writeBytes(path, png.bytes);
}

QString exportChartsSvg(const AnalysisWorkspace& workspace, ChartSelection which, const QString& path, QSize size)
{
    if (const QString problem = checkSize(size, 1.0); !problem.isEmpty())
        return problem;
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
    generator.setDescription(workspace.footnote());
    QPainter painter;
    if (!painter.begin(&generator))
        return QStringLiteral("The SVG could not be started.");
    painter.fillRect(QRectF(QPointF(0, 0), QSizeF(size)), Qt::white);
    workspace.renderCharts(&painter, QRectF(QPointF(0, 0), QSizeF(size)), which);
    painter.end();
    return writeBytes(path, bytes);
}

QString exportTableCsv(const QAbstractItemModel& model, const QString& path)
{
    std::string text;
    std::vector<std::string> fields;
    for (int column = 0; column < model.columnCount(); ++column)
        fields.push_back(model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString().toStdString());
    text += output::csvRow(fields);
    for (int row = 0; row < model.rowCount(); ++row) {
        fields.clear();
        for (int column = 0; column < model.columnCount(); ++column) {
            const QModelIndex index = model.index(row, column);
            const QVariant sortValue = model.data(index, SortRole);
            if (sortValue.typeId() == QMetaType::Double)
                fields.push_back(output::pythonFloatRepr(sortValue.toDouble()));
            else
                fields.push_back(model.data(index, Qt::DisplayRole).toString().toStdString());
        }
        text += output::csvRow(fields);
    }
    const auto error = util::writeFileAtomically(path.toStdString(), text);
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
