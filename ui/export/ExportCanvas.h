#pragma once
// What every chart export of the app sets up the same way, whichever tab it draws (the
// Scaling tab's ChartExport, the Hardware tab's HardwareExport): the size checked, a
// white antialiased image encoded by PngEncoder, an SVG document in CSS pixels, and the
// file written atomically. The caller only says how to draw its charts into a rectangle.

#include <QByteArray>
#include <QImage>
#include <QRectF>
#include <QSize>
#include <QString>
#include <functional>
#include <optional>

class QPainter;
class QPaintDevice;

namespace scalescope::ui {

struct RasterExportOptions
{
    QSize size{1600, 1000}; // the image's size in pixels (at scale 1): the chart's layout
    qreal scale = 1.0;      // multiplies the pixels only: 1600x1000 at scale 2 is 3200x2000
};

// Draws charts laid out in target (logical pixels) with painter.
using DrawCharts = std::function<void(QPainter* painter, const QRectF& target)>;

// Why an export of size at scale is refused (empty, or past 16384 pixels a side), else empty.
QString checkExportSize(QSize size, qreal scale);

// An image of size * scale pixels, white, antialiased, with draw laid out at size; a null
// image when there is not enough memory for it.
QImage renderExportImage(const RasterExportOptions& options, const DrawCharts& draw);

// renderExportImage encoded as PNG (ui/export/PngEncoder.h) and written to path; the
// error sentence, empty on success.
QString exportPng(const QString& path, const RasterExportOptions& options, const DrawCharts& draw);

// One SVG document of size in CSS pixels (96 dpi: a browser shows a 1600x1000 export at
// 1600x1000), with its title and description (none: Qt's "Generated with Qt"). draw gets a painter
// begun on the generator, and the generator itself (a clipping device wraps it); *ok is false, and
// nothing returned, when the painter could not begin.
QByteArray renderSvg(QSize size, const QString& title, const std::optional<QString>& description,
                     const std::function<void(QPainter& painter, QPaintDevice& generator)>& draw,
                     bool* ok);

// Writes an export atomically (core/util/output_target.h: regular files only, never an
// input); the error sentence, empty on success. Every export of the app goes through it.
QString writeExportBytes(const QString& path, const QByteArray& bytes);

} // namespace scalescope::ui
