#pragma once
// Exports of what the Scaling tab shows: the charts as PNG or SVG, the series table as
// CSV. One function per format; each takes a size and a path, writes atomically and
// returns an error sentence for the caller to show (empty on success). File dialogs
// live in the window, not here. The image and SVG set-up is ExportCanvas's, shared
// with the Hardware tab's exports (HardwareExport.h).

#include "ui/export/ExportCanvas.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QImage>
#include <QSize>
#include <QString>

class QAbstractItemModel;

namespace scalescope::ui {

// The charts drawn into an image of size * scale pixels, white background.
QImage renderChartsImage(const AnalysisWorkspace& workspace, ChartSelection which,
                         const RasterExportOptions& options = {});

QString exportChartsPng(const AnalysisWorkspace& workspace, ChartSelection which,
                        const QString& path, const RasterExportOptions& options = {});
QString exportChartsSvg(const AnalysisWorkspace& workspace, ChartSelection which,
                        const QString& path, QSize size = QSize(1600, 1000));
// The SVG is drawn in two passes (ExportLayer): each chart's data is cut to its plot area
// before it is written (ClippedPainter.h), in a <g id="plot-data-N"> that names the area
// (data-plot-area="x y width height"); no clip-path, so every viewer shows the same.
// Text names its font, then DejaVu Sans and sans-serif.
// Every row and column of the model as shown (sorted and filtered), headers from
// CsvNameRole ("gpus", "system_id"), counts as integers, yes/no as true/false, figures
// at full precision from the sort role, text as displayed.
QString exportTableCsv(const QAbstractItemModel& model, const QString& path);

// "1600x1000" -> QSize(1600, 1000); an invalid size when the text does not parse.
QSize parseSize(const QString& text);

} // namespace scalescope::ui
