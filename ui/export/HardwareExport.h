#pragma once
// Exports of what the Hardware at N GPUs tab shows: both charts, one above the other, as
// PNG or SVG, and the comparison with its progress per round as CSV (core's
// comparisonToCsv, the same text as `scalescope compare --csv`). One function per format;
// each writes atomically through ExportCanvas and returns an error sentence for the
// caller to show (empty on success). The window asks for the path.

#include "ui/export/ExportCanvas.h"

#include <QSize>
#include <QString>

namespace scalescope::ui {

class HardwarePanel;

QString exportHardwarePng(const HardwarePanel& panel, const QString& path,
                          const RasterExportOptions& options = {});
QString exportHardwareSvg(const HardwarePanel& panel, const QString& path,
                          QSize size = QSize(1600, 1000));
QString exportHardwareCsv(const HardwarePanel& panel, const QString& path);

} // namespace scalescope::ui
