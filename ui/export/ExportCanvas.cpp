#include "ui/export/ExportCanvas.h"

#include "core/util/output_target.h"
#include "ui/export/PngEncoder.h"

#include <QBuffer>
#include <QPainter>
#include <QSvgGenerator>
#include <cmath>

namespace scalescope::ui {

namespace {

// Bounds that keep an export from exhausting memory: 16384 px a side is past any
// document's needs, and a 2 GB image allocation fails on most machines anyway.
constexpr int kMaxPixelsPerSide = 16384;

} // namespace

QString checkExportSize(QSize size, qreal scale)
{
    if (size.width() <= 0 || size.height() <= 0)
        return QStringLiteral("The export size %1x%2 is empty.")
            .arg(size.width())
            .arg(size.height());
    if (!(scale > 0) || size.width() * scale > kMaxPixelsPerSide ||
        size.height() * scale > kMaxPixelsPerSide)
        return QStringLiteral(
                   "The export would be %1x%2 pixels; at most %3 pixels a side are allowed.")
            .arg(std::lround(size.width() * scale))
            .arg(std::lround(size.height() * scale))
            .arg(kMaxPixelsPerSide);
    return {};
}

QImage renderExportImage(const RasterExportOptions& options, const DrawCharts& draw)
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
    draw(&painter, QRectF(QPointF(0, 0), QSizeF(options.size)));
    painter.end();
    return image;
}

QString exportPng(const QString& path, const RasterExportOptions& options, const DrawCharts& draw)
{
    if (QString problem = checkExportSize(options.size, options.scale); !problem.isEmpty())
        return problem;
    const QImage image = renderExportImage(options, draw);
    if (image.isNull())
        return QStringLiteral("Not enough memory for a %1x%2 image.")
            .arg(options.size.width())
            .arg(options.size.height());
    const EncodedPng png = encodePng(image);
    if (!png.error.isEmpty())
        return QStringLiteral("The chart could not be encoded: %1.").arg(png.error);
    return writeExportBytes(path, png.bytes);
}

QByteArray renderSvg(QSize size, const QString& title, const std::optional<QString>& description,
                     const std::function<void(QPainter& painter, QPaintDevice& generator)>& draw,
                     bool* ok)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setResolution(96);
    generator.setTitle(title);
    if (description)
        generator.setDescription(*description);
    QPainter painter;
    *ok = painter.begin(&generator);
    if (!*ok)
        return {};
    draw(painter, generator);
    painter.end();
    return bytes;
}

QString writeExportBytes(const QString& path, const QByteArray& bytes)
{
    const auto error = util::writeOutput(
        path.toStdString(),
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    return error ? QString::fromStdString(*error) : QString();
}

} // namespace scalescope::ui
