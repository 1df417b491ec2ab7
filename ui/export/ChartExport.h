#pragma once
// Exports of what the Scaling tab shows: the charts as PNG or SVG, the series table as
// CSV. One function per format; each takes a size and a path, writes atomically and
// returns an error sentence for the caller to show (empty on success). File dialogs
// live in the window, not here.

#include "ui/workspace/AnalysisWorkspace.h"

#include <QImage>
#include <QSize>
#include <QString>

class QAbstractItemModel;

namespace scalescope::ui {

struct RasterExportOptions
{
    QSize size{1600, 1000}; // logical size: the layout of the exported chart
    qreal scale = 2.0;      // pixels per logical unit: 1600x1000 at scale 2 is 3200x2000 pixels
};

// The charts drawn into an image of size * scale pixels, white background.
QImage renderChartsImage(const AnalysisWorkspace& workspace, ChartSelection which,
                         const RasterExportOptions& options = {});

QString exportChartsPng(const AnalysisWorkspace& workspace, ChartSelection which, const QString& path,
                        const RasterExportOptions& options = {});
QString exportChartsSvg(const AnalysisWorkspace& workspace, ChartSelection which, const QString& path,
                        QSize size = QSize(1600, 1000));
// Every row and column of the model as shown (sorted and filtered), numbers at full
// precision from the sort role, text as displayed.
QString exportTableCsv(const QAbstractItemModel& model, const QString& path);

// "1600x1000" -> QSize(1600, 1000); an invalid size when the text does not parse.
QSize parseSize(const QString& text);

} // namespace scalescope::ui
