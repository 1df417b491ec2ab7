// The report's pages (ReportPdf.h): where each part of a view goes on the page, and the
// series table spread over a continuation page when it does not fit.
#include "ui/charts/ChartPalette.h"
#include "ui/export/ReportPdf.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/panels/ComparisonPanel.h"
#include "ui/text/qt_text.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>
#include <algorithm>
#include <numeric>

namespace scalescope::ui {

namespace {

struct Report
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};

// The charts take more than half the page: as wide as the text, tall enough for both
// plots, their legends and the footnote with the verdict. They are laid out as an export
// this many pixels wide and scaled to the page, so that titles and legends leave the
// plots room on paper (at the page's own 700 pixels the legends would fill the charts).
// A longer table takes room from the charts, down to this share, before it continues on
// another page: one page per view as long as the charts stay readable.
constexpr double kChartsShareOfPage = 0.56;
constexpr double kChartsLeastShareOfPage = 0.42;
constexpr double kChartsLayoutWidth = 1000;
constexpr double kSectionGap = 10;
constexpr double kCellPadding = 6;

QFont scaledFont(const QFont& base, double factor, bool bold = false)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * factor);
    font.setBold(bold);
    return font;
}

// Paints from the top of the page down; `bottom` is where the footer starts. A writer
// that does not paint measures: it moves down as far as painting would.
class PageWriter
{
  public:
    PageWriter(QPainter& painter, const QRectF& page, double bottom, bool paint = true)
        : m_painter(painter), m_page(page), m_bottom(bottom), m_y(page.top()), m_paint(paint)
    {
    }

    bool painting() const { return m_paint; }
    double y() const { return m_y; }
    void skip(double height) { m_y += height; }
    double room() const { return m_bottom - m_y; }

    // Wrapped text over the page's width; returns its height.
    double paragraph(const QString& text, const QFont& font, const QColor& colour = Qt::black)
    {
        if (text.isEmpty())
            return 0;
        m_painter.setFont(font);
        m_painter.setPen(colour);
        const QRectF box(m_page.left(), m_y, m_page.width(), 1e6);
        const int flags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
        const QRectF used = m_painter.boundingRect(box, flags, text);
        if (m_paint)
            m_painter.drawText(box, flags, text);
        m_y += used.height();
        return used.height();
    }

    void heading(const QString& text, const QFont& base)
    {
        m_y += kSectionGap;
        paragraph(text, scaledFont(base, 1.1, true));
        m_y += 2;
    }

    QPainter& painter() { return m_painter; }
    const QRectF& page() const { return m_page; }

  private:
    QPainter& m_painter;
    QRectF m_page;
    double m_bottom;
    double m_y;
    bool m_paint;
};

// A grid of text: columns as wide as their widest cell, capped (and elided) so that the
// whole grid fits the width; a shaded header row, right-aligned figures.
struct TextGrid
{
    QStringList header;
    std::vector<QStringList> rows;
    std::vector<Qt::Alignment> alignment; // per column
};

std::vector<double> columnWidths(const TextGrid& grid, const QFontMetricsF& metrics,
                                 const QFontMetricsF& headerMetrics, double available)
{
    std::vector<double> widths(static_cast<std::size_t>(grid.header.size()), 0.0);
    const auto widen = [&](const QStringList& cells) {
        for (qsizetype column = 0; column < cells.size() && column < grid.header.size(); ++column) {
            auto& width = widths[static_cast<std::size_t>(column)];
            width = std::max(width, metrics.horizontalAdvance(cells[column]) + 2 * kCellPadding);
        }
    };
    // A header wraps over two lines: its longest word sets the least width.
    for (qsizetype column = 0; column < grid.header.size(); ++column) {
        auto& width = widths[static_cast<std::size_t>(column)];
        for (const QString& word : grid.header[column].split(QLatin1Char(' ')))
            width = std::max(width, headerMetrics.horizontalAdvance(word) + 2 * kCellPadding);
    }
    for (const auto& row : grid.rows)
        widen(row);
    // The widest columns (system names) give way first: the largest cap that fits.
    const auto total = [&](double cap) {
        return std::accumulate(widths.begin(), widths.end(), 0.0, [cap](double sum, double width) {
            return sum + std::min(width, cap);
        });
    };
    if (total(1e9) > available) {
        double low = 0;
        double high = *std::max_element(widths.begin(), widths.end());
        for (int step = 0; step < 30; ++step) {
            const double middle = (low + high) / 2;
            (total(middle) > available ? high : low) = middle;
        }
        for (auto& width : widths)
            width = std::min(width, low);
    }
    return widths;
}

void paintGridRow(QPainter& painter, const QStringList& cells, const std::vector<double>& widths,
                  const std::vector<Qt::Alignment>& alignment, double left, double top,
                  double height, bool wrap = false)
{
    double x = left;
    const QFontMetricsF metrics(painter.font(), painter.device());
    for (std::size_t column = 0; column < widths.size(); ++column) {
        const QRectF cell(x + kCellPadding, top, widths[column] - 2 * kCellPadding, height);
        const QString text = column < static_cast<std::size_t>(cells.size())
                                 ? cells[static_cast<qsizetype>(column)]
                                 : QString();
        const Qt::Alignment align = column < alignment.size() ? alignment[column] : Qt::AlignLeft;
        if (wrap)
            painter.drawText(cell, static_cast<int>(align | Qt::AlignVCenter | Qt::TextWordWrap),
                             text);
        else
            painter.drawText(cell, static_cast<int>(align | Qt::AlignVCenter),
                             metrics.elidedText(text, Qt::ElideRight, cell.width()));
        x += widths[column];
    }
}

// Paints the grid's rows from `firstRow` while they fit; returns the next row to paint.
std::size_t paintGrid(PageWriter& writer, const TextGrid& grid, const QFont& font,
                      std::size_t firstRow)
{
    QPainter& painter = writer.painter();
    const QFontMetricsF metrics(font, painter.device());
    const double rowHeight = metrics.height() + 4;
    const QFont headerFont = scaledFont(font, 1.0, true);
    const QFontMetricsF headerMetrics(headerFont, painter.device());
    const auto widths = columnWidths(grid, metrics, headerMetrics, writer.page().width());
    const double width = std::accumulate(widths.begin(), widths.end(), 0.0);
    const double left = writer.page().left();

    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0xe8, 0xe8, 0xe8));
    // The header as high as its most wrapped title.
    double headerHeight = rowHeight;
    for (std::size_t column = 0; column < widths.size(); ++column) {
        const QRectF cell(0, 0, widths[column] - 2 * kCellPadding, 1e6);
        const QString& title = grid.header[static_cast<qsizetype>(column)];
        headerHeight = std::max(
            headerHeight, headerMetrics.boundingRect(cell, Qt::TextWordWrap, title).height() + 4);
    }
    if (writer.painting()) {
        painter.drawRect(QRectF(left, writer.y(), width, headerHeight));
        painter.setPen(Qt::black);
        painter.setFont(headerFont);
        paintGridRow(painter, grid.header, widths, grid.alignment, left, writer.y(), headerHeight,
                     true);
    }
    writer.skip(headerHeight);
    painter.setFont(font);
    std::size_t row = firstRow;
    for (; row < grid.rows.size() && writer.room() >= rowHeight; ++row) {
        if (!writer.painting()) {
            writer.skip(rowHeight);
            continue;
        }
        if (row % 2 == 1) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(0xf5, 0xf5, 0xf5));
            painter.drawRect(QRectF(left, writer.y(), width, rowHeight));
            painter.setPen(Qt::black);
        }
        paintGridRow(painter, grid.rows[row], widths, grid.alignment, left, writer.y(), rowHeight);
        writer.skip(rowHeight);
    }
    painter.setBrush(Qt::NoBrush);
    return row;
}

// The columns the table shows by default that hold something, rows in the series' order:
// the same table on screen, in print and headless, whatever columns a person hid.
TextGrid seriesGrid(const QAbstractItemModel& model)
{
    std::vector<int> columns;
    for (int column = 0; column < model.columnCount(); ++column) {
        if (!SeriesTableModel::isShownByDefault(column))
            continue;
        bool filled = false;
        for (int row = 0; row < model.rowCount() && !filled; ++row)
            filled = !model.data(model.index(row, column), Qt::DisplayRole).toString().isEmpty();
        if (filled)
            columns.push_back(column);
    }
    TextGrid grid;
    for (const int column : columns) {
        grid.header.append(model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString());
        const QVariant align = model.data(model.index(0, column), Qt::TextAlignmentRole);
        grid.alignment.push_back(align.isValid()
                                     ? Qt::Alignment(align.toInt()) & Qt::AlignHorizontal_Mask
                                     : Qt::Alignment(Qt::AlignLeft));
    }
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList cells;
        for (const int column : columns)
            cells.append(model.data(model.index(row, column), Qt::DisplayRole).toString());
        grid.rows.push_back(cells);
    }
    return grid;
}

// Points A and B side by side, as the panel shows them: the rows either point fills.
TextGrid comparisonGrid(const ComparisonPanel& panel)
{
    TextGrid grid;
    grid.header = {QString(), Report::tr("A"), Report::tr("B"), Report::tr("B / A")};
    grid.alignment = {Qt::AlignLeft, Qt::AlignRight, Qt::AlignRight, Qt::AlignRight};
    for (int row = 0; row < ComparisonPanel::RowCount; ++row) {
        QStringList cells;
        for (int column = 0; column < 4; ++column)
            cells.append(panel.cellText(row, column));
        if (!cells[1].isEmpty() || !cells[2].isEmpty())
            grid.rows.push_back(cells);
    }
    return grid;
}

QString pageTitle(const AnalysisWorkspace& view)
{
    QString benchmark = view.shownBenchmarkLabel();
    const QString group = view.shownSeriesGroup();
    if (group.isEmpty())
        return benchmark;
    return Report::tr("%1 · %2").arg(benchmark, group);
}

double paintFooter(QPainter& painter, const QRectF& page, const QStringList& lines,
                   const QFont& font, bool measureOnly)
{
    const QString text = lines.join(QLatin1Char('\n'));
    const int flags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
    painter.setFont(font);
    const double height =
        painter.boundingRect(QRectF(page.left(), 0, page.width(), 1e6), flags, text).height() + 6;
    if (measureOnly)
        return height;
    const double top = page.bottom() - height;
    painter.setPen(QPen(QColor(0xb0, 0xb0, 0xb0), 0.5));
    painter.drawLine(QPointF(page.left(), top), QPointF(page.right(), top));
    painter.setPen(palette::kFootnoteColour);
    painter.drawText(QRectF(page.left(), top + 6, page.width(), height), flags, text);
    return height;
}

// Under the charts: the readout, points A and B, the series table from its first row;
// returns the next row to paint (series.rows.size() when all fitted).
std::size_t paintDetails(PageWriter& writer, const AnalysisWorkspace& view, const TextGrid& series)
{
    const QFont& base = view.font();
    const QFont small = scaledFont(base, 0.85);
    writer.heading(Report::tr("Break-even marker"), base);
    writer.paragraph(view.readoutText(), base);

    writer.heading(Report::tr("Points A and B"), base);
    if (const TextGrid comparison = comparisonGrid(*view.comparisonPanel());
        !comparison.rows.empty())
        paintGrid(writer, comparison, small, 0);
    writer.skip(2);
    writer.paragraph(view.comparisonText(), base);

    writer.heading(Report::tr("Series"), base);
    if (series.rows.empty()) {
        writer.paragraph(Report::tr("No series: choose a benchmark with scored results."), base);
        return 0;
    }
    return paintGrid(writer, series, small, 0);
}

// One view: its first page, then continuation pages while table rows remain.
void paintView(QPainter& painter, QPagedPaintDevice& device, const AnalysisWorkspace& view,
               const QRectF& page)
{
    const QFont& base = view.font();
    const QFont small = scaledFont(base, 0.85);
    const QStringList provenance = reportProvenance(view);
    const double footer = paintFooter(painter, page, provenance, small, true);
    PageWriter writer(painter, page, page.bottom() - footer - kSectionGap);

    writer.paragraph(pageTitle(view), scaledFont(base, 1.5, true));
    writer.skip(kSectionGap / 2);
    const TextGrid series = seriesGrid(*view.seriesTableModel());
    PageWriter measure(painter, QRectF(page.left(), 0, page.width(), 1e9), 1e9, false);
    paintDetails(measure, view, series);
    const double chartsHeight =
        std::clamp(writer.room() - measure.y(), page.height() * kChartsLeastShareOfPage,
                   page.height() * kChartsShareOfPage);
    const double scale = std::min(1.0, page.width() / kChartsLayoutWidth);
    painter.save();
    painter.translate(page.left(), writer.y());
    painter.scale(scale, scale);
    view.renderCharts(&painter, QRectF(0, 0, page.width() / scale, chartsHeight / scale),
                      ChartSelection::Both);
    painter.restore();
    writer.skip(chartsHeight);
    std::size_t next = paintDetails(writer, view, series);
    paintFooter(painter, page, provenance, small, false);
    while (next < series.rows.size()) {
        device.newPage();
        PageWriter more(painter, page, page.bottom() - footer - kSectionGap);
        more.paragraph(pageTitle(view), scaledFont(base, 1.5, true));
        more.heading(Report::tr("Series (continued)"), base);
        const std::size_t before = next;
        next = paintGrid(more, series, small, next);
        paintFooter(painter, page, provenance, small, false);
        if (next == before) // not even one row fits: give up rather than loop
            break;
    }
}

} // namespace

void paintReport(QPainter& painter, QPagedPaintDevice& device,
                 const std::vector<const AnalysisWorkspace*>& views)
{
    const QRectF page(0, 0, device.width(), device.height());
    bool first = true;
    for (const AnalysisWorkspace* view : views) {
        if (!view)
            continue;
        if (!first)
            device.newPage();
        first = false;
        painter.save();
        paintView(painter, device, *view, page);
        painter.restore();
    }
}

} // namespace scalescope::ui
