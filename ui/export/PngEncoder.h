#pragma once
// PNG encoding for chart exports through libpng with settings chosen for charts.
//
// Qt's PNG writer lets libpng try every row filter and gives no way to change that:
// on a 3200x2000 chart it takes about 190 ms, most of the 150 ms export budget
// (bench/export_bench prints the figures). Charts are mostly flat colour, so the
// cheap "Sub" filter with zlib level 3 gives files about as small in a fraction of
// the time.

#include <QByteArray>
#include <QImage>
#include <QString>

namespace scalescope::ui {

struct EncodedPng
{
    QByteArray bytes;
    QString error; // non-empty when encoding failed
};

// Opaque 8-bit RGB; the physical resolution chunk says 96 dpi times the image's
// device pixel ratio, so viewers show a scale-2 export at its logical size.
EncodedPng encodePng(const QImage& source);

} // namespace scalescope::ui
