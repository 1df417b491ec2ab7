#include "ui/export/PngEncoder.h"

#include <cmath>
#include <csetjmp>
#include <png.h>

namespace scalescope::ui {

namespace {

void appendToByteArray(png_structp png, png_bytep data, png_size_t length)
{
    auto* bytes = static_cast<QByteArray*>(png_get_io_ptr(png));
    bytes->append(reinterpret_cast<const char*>(data), static_cast<qsizetype>(length));
}

void flushNothing(png_structp) {}

// libpng reports errors by longjmp; the message is kept for the caller.
void rememberError(png_structp png, png_const_charp message)
{
    auto* error = static_cast<QString*>(png_get_error_ptr(png));
    *error = QString::fromUtf8(message);
    png_longjmp(png, 1);
}

void ignoreWarning(png_structp, png_const_charp) {}

constexpr int kCompressionLevel = 3;

} // namespace

EncodedPng encodePng(const QImage& source)
{
    EncodedPng result;
    if (source.isNull()) {
        result.error = QStringLiteral("there is no image to encode");
        return result;
    }
    const QImage image = source.convertToFormat(QImage::Format_RGB888);
    QString error;
    png_structp png =
        png_create_write_struct(PNG_LIBPNG_VER_STRING, &error, rememberError, ignoreWarning);
    png_infop info = png ? png_create_info_struct(png) : nullptr;
    if (!png || !info) {
        png_destroy_write_struct(&png, nullptr);
        result.error = QStringLiteral("not enough memory to encode the PNG");
        return result;
    }
    QByteArray bytes;
    bytes.reserve(static_cast<qsizetype>(image.width()) * image.height() / 8);
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        result.error = QStringLiteral("PNG encoding failed: %1").arg(error);
        return result;
    }
    png_set_write_fn(png, &bytes, appendToByteArray, flushNothing);
    png_set_IHDR(png, info, static_cast<png_uint_32>(image.width()),
                 static_cast<png_uint_32>(image.height()), 8, PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    const double dotsPerInch = 96.0 * image.devicePixelRatio();
    const auto pixelsPerMetre = static_cast<png_uint_32>(std::lround(dotsPerInch / 0.0254));
    png_set_pHYs(png, info, pixelsPerMetre, pixelsPerMetre, PNG_RESOLUTION_METER);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB);
    png_set_compression_level(png, kCompressionLevel);
    png_write_info(png, info);
    for (int y = 0; y < image.height(); ++y)
        png_write_row(png, image.constScanLine(y));
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    result.bytes = std::move(bytes);
    return result;
}

} // namespace scalescope::ui
