// ScalingChart drawn for a document (PNG, SVG): kept apart from ScalingChart.cpp, which
// builds the chart on screen. The export lays the chart out at the export's size with
// the Qt legend hidden and paints its own legend below the plot, in as many rows as the
// entries need, so that no entry is elided whatever the width.

#include "ui/charts/ChartTheme.h"
#include "ui/charts/ChartZoom.h"
#include "ui/charts/ComparisonLabels.h"
#include "ui/charts/ErrorBarItem.h"
#include "ui/charts/PowerOfTwoAxis.h"
#include "ui/charts/ScalingChart.h"

#include <QAbstractAxis>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>
#include <QScatterSeries>
#include <QTextDocument>
#include <cmath>

namespace scalescope::ui {

namespace {

constexpr double kSwatchWidth = ScalingChart::kLegendSwatchWidth;
constexpr double kSwatchGap = 6;
constexpr double kEntryGap = 22;
constexpr double kLegendMargin = 10;

QFont legendFont(const QChart& chart)
{
    return chart.legend()->font();
}

bool isElided(const QString& text)
{
    return text.contains(QChar(0x2026)) || text.contains(QStringLiteral("..."));
}

} // namespace

std::vector<ScalingChart::LegendEntry> ScalingChart::legendEntries() const
{
    std::vector<LegendEntry> entries;
    for (auto* marker : chart()->legend()->markers()) {
        if (m_hiddenLegendEntries.contains(marker->series()) || marker->label().isEmpty())
            continue;
        LegendEntry entry;
        entry.label = marker->label();
        entry.point =
            marker->series() && marker->series()->type() == QAbstractSeries::SeriesTypeScatter;
        if (auto* line = qobject_cast<QLineSeries*>(marker->series()); line && !entry.point)
            entry.pen = line->pen();
        else
            entry.pen = marker->pen();
        entry.brush = marker->brush();
        if (auto* scatter = qobject_cast<QScatterSeries*>(marker->series())) {
            entry.brush = scatter->brush();
            entry.pen = QPen(scatter->borderColor(), scatter->color().alpha() == 0 ? 2 : 1);
        }
        entries.push_back(entry);
    }
    return entries;
}

std::vector<QRectF> ScalingChart::layoutLegend(const std::vector<LegendEntry>& entries,
                                               double width, double& height) const
{
    const QFontMetricsF metrics(legendFont(*chart()));
    const double lineHeight = metrics.height() + 6;
    const double usable = std::max(1.0, width - 2 * kLegendMargin);
    std::vector<QRectF> boxes;
    double x = 0;
    double y = 0;
    double rowHeight = lineHeight;
    for (const auto& entry : entries) {
        const double textWidth = metrics.horizontalAdvance(entry.label);
        double entryWidth = kSwatchWidth + kSwatchGap + textWidth;
        double entryHeight = lineHeight;
        if (entryWidth > usable) {
            // Longer than a row: it gets rows of its own, wrapped at word boundaries.
            const QRectF wrapped =
                metrics.boundingRect(QRectF(0, 0, usable - kSwatchWidth - kSwatchGap, 1e6),
                                     Qt::TextWordWrap, entry.label);
            entryWidth = usable;
            entryHeight = wrapped.height() + 6;
        }
        if (x > 0 && x + entryWidth > usable) {
            x = 0;
            y += rowHeight;
            rowHeight = lineHeight;
        }
        boxes.emplace_back(kLegendMargin + x, y, entryWidth, entryHeight);
        rowHeight = std::max(rowHeight, entryHeight);
        x += entryWidth + kEntryGap;
    }
    height = entries.empty() ? 0 : y + rowHeight + 6;
    return boxes;
}

void ScalingChart::paintLegendSwatch(QPainter* painter, const LegendEntry& entry,
                                     const QRectF& swatch)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    const double midY = swatch.center().y();
    if (entry.point) {
        painter->setPen(entry.pen);
        painter->setBrush(entry.brush);
        painter->drawEllipse(QPointF(swatch.center().x(), midY), 5, 5);
    } else {
        QPen pen = entry.pen;
        pen.setWidthF(std::max(2.0, pen.widthF()));
        painter->setPen(pen);
        painter->drawLine(QPointF(swatch.left(), midY), QPointF(swatch.right(), midY));
    }
    painter->restore();
}

void ScalingChart::paintLegend(QPainter* painter, const std::vector<LegendEntry>& entries,
                               const std::vector<QRectF>& boxes, const QPointF& origin) const
{
    painter->save();
    painter->setFont(legendFont(*chart()));
    const QFontMetricsF metrics(painter->font());
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const auto& entry = entries[i];
        const QRectF box = boxes[i].translated(origin);
        const double midY = box.top() + (metrics.height() + 6) / 2;
        paintLegendSwatch(painter, entry, QRectF(box.left(), midY - 6, kSwatchWidth, 12));
        painter->setPen(Qt::black);
        const QRectF textBox(box.left() + kSwatchWidth + kSwatchGap, box.top(),
                             box.width() - kSwatchWidth - kSwatchGap + 1, box.height());
        painter->drawText(textBox, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, entry.label);
    }
    painter->restore();
}

double ScalingChart::layOutForExport(const QSizeF& size, std::vector<LegendEntry>& entries,
                                     std::vector<QRectF>& boxes, const QMarginsF& extra)
{
    auto* chart = this->chart();
    m_zoom->releasePointer();      // the export's plot moves: the zoomed ranges must not follow it
    setTopLayerDrawnByView(false); // an export is drawn by the scene, marker and letters too
    m_screenGeometry = chart->geometry();
    // Exports go into documents: always light, the legend's swatches too (taken after).
    applyChartPalette(chart, exportChartPalette());
    entries = legendEntries();
    double legendHeight = 0;
    boxes = layoutLegend(entries, size.width(), legendHeight);
    chart->legend()->setVisible(false);
    chart->setTitle(m_exportTitle);
    chart->setMargins(QMargins(m_baseMargins.left() + static_cast<int>(std::lround(extra.left())),
                               m_baseMargins.top(),
                               m_baseMargins.right() + static_cast<int>(std::lround(extra.right())),
                               m_baseMargins.bottom()));
    chart->setGeometry(
        QRectF(QPointF(0, 0), QSizeF(size.width(), std::max(1.0, size.height() - legendHeight))));
    // The layout is applied lazily; exports need it now.
    if (auto* layout = chart->layout())
        layout->activate();
    fitLabelsToPlot();
    syncOverlays();
    return legendHeight;
}

void ScalingChart::restoreAfterExport()
{
    auto* chart = this->chart();
    applyChartPalette(chart, palette());
    chart->legend()->setVisible(m_legendInChart);
    chart->setMargins(QMargins(
        m_baseMargins.left() + static_cast<int>(m_alignment.left()), m_baseMargins.top(),
        m_baseMargins.right() + static_cast<int>(m_alignment.right()), m_baseMargins.bottom()));
    chart->setGeometry(m_screenGeometry);
    showScreenTitle();
    if (auto* layout = chart->layout())
        layout->activate();
    fitLabelsToPlot();
    syncOverlays();
    setTopLayerDrawnByView(true);
}

QRectF ScalingChart::exportPlotArea(const QSizeF& size)
{
    std::vector<LegendEntry> entries;
    std::vector<QRectF> boxes;
    layOutForExport(size, entries, boxes);
    const QRectF plot = chart()->plotArea();
    restoreAfterExport();
    return plot;
}

QRectF ScalingChart::renderInto(QPainter* painter, const QRectF& target, ExportLayer layer,
                                const QMarginsF& extra)
{
    auto* chart = this->chart();
    std::vector<LegendEntry> entries;
    std::vector<QRectF> boxes;
    const double legendHeight = layOutForExport(target.size(), entries, boxes, extra);
    const QSizeF chartSize(target.width(), std::max(1.0, target.height() - legendHeight));

    // The layer not drawn is made invisible without changing the layout.
    std::vector<std::pair<QAbstractSeries*, bool>> seriesShown;
    const bool barsShown = m_errorBars->isVisible();
    const bool markerShown = m_marker->isVisible();
    const bool lettersShown = m_comparisonLabels->isVisible();
    if (layer == ExportLayer::Frame) {
        for (auto* series : chart->series()) {
            seriesShown.emplace_back(series, series->isVisible());
            series->setVisible(false);
        }
        m_errorBars->setVisible(false);
        m_marker->setVisible(false);
        m_comparisonLabels->setVisible(false);
    } else if (layer == ExportLayer::Data) {
        chart->setBackgroundVisible(false);
        chart->setTitleBrush(Qt::transparent);
        for (auto* axis : chart->axes()) {
            axis->setLabelsColor(Qt::transparent);
            axis->setTitleBrush(Qt::transparent);
            axis->setGridLineColor(Qt::transparent);
            axis->setLinePenColor(Qt::transparent);
        }
    }
    scene()->render(painter, QRectF(target.topLeft(), chartSize), QRectF(QPointF(0, 0), chartSize),
                    Qt::IgnoreAspectRatio);
    const QRectF plot = chart->plotArea().translated(target.topLeft());
    if (layer != ExportLayer::Data) {
        const QPointF legendOrigin(target.left(), target.top() + chartSize.height());
        painter->fillRect(QRectF(legendOrigin, QSizeF(target.width(), legendHeight)), Qt::white);
        paintLegend(painter, entries, boxes, legendOrigin);
    }

    for (auto [series, shown] : seriesShown)
        series->setVisible(shown);
    m_errorBars->setVisible(barsShown);
    m_marker->setVisible(markerShown);
    m_comparisonLabels->setVisible(lettersShown);
    chart->setBackgroundVisible(true);
    restoreAfterExport();
    return plot;
}

QStringList ScalingChart::exportTextProblems(const QSizeF& size)
{
    std::vector<LegendEntry> entries;
    std::vector<QRectF> boxes;
    const double legendHeight = layOutForExport(size, entries, boxes);
    const QRectF chartRect(QPointF(0, 0), QSizeF(size.width(), size.height() - legendHeight));
    QStringList problems;
    const auto check = [&](const QString& text, const QRectF& bounds) {
        if (text.trimmed().isEmpty())
            return;
        if (isElided(text))
            problems.append(QStringLiteral("elided: \"%1\"").arg(text));
        else if (!chartRect.adjusted(-0.5, -0.5, 0.5, 0.5).contains(bounds))
            problems.append(QStringLiteral("outside the chart: \"%1\" at (%2, %3, %4x%5)")
                                .arg(text)
                                .arg(bounds.x())
                                .arg(bounds.y())
                                .arg(bounds.width())
                                .arg(bounds.height()));
    };
    for (auto* item : scene()->items()) {
        if (!item->isVisible())
            continue;
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item))
            check(text->toPlainText(), text->sceneBoundingRect());
        else if (auto* simple = dynamic_cast<QGraphicsSimpleTextItem*>(item))
            check(simple->text(), simple->sceneBoundingRect());
    }
    const QFontMetricsF metrics(legendFont(*chart()));
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const QRectF text(boxes[i].left() + kSwatchWidth + kSwatchGap, boxes[i].top(),
                          boxes[i].width() - kSwatchWidth - kSwatchGap + 1, boxes[i].height());
        const QRectF needed = metrics.boundingRect(
            text, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, entries[i].label);
        if (needed.right() > size.width() || needed.bottom() > legendHeight + 0.5)
            problems.append(QStringLiteral("legend entry cut: \"%1\"").arg(entries[i].label));
    }
    restoreAfterExport();
    return problems;
}

} // namespace scalescope::ui
