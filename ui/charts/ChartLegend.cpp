#include "ui/charts/ChartLegend.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QResizeEvent>
#include <algorithm>
#include <cmath>

namespace scalescope::ui {

namespace {

constexpr double kSwatchGap = 6;
constexpr double kRowGap = 5;
constexpr int kMargin = 4;
constexpr int kPreferredTextWidth =
    190; // a fit with its R² takes two lines: the plots get the width
constexpr int kMinimumTextWidth = 110;

} // namespace

ChartLegend::ChartLegend(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("chartLegend"));
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.92);
    setFont(small);
}

void ChartLegend::setCharts(const std::vector<ScalingChart*>& charts)
{
    for (auto* chart : m_charts)
        disconnect(chart, nullptr, this, nullptr);
    m_charts = charts;
    for (auto* chart : m_charts)
        connect(chart, &ScalingChart::legendChanged, this, &ChartLegend::refresh);
    refresh();
}

void ChartLegend::refresh()
{
    std::vector<ScalingChart::LegendEntry> entries;
    for (const auto* chart : m_charts)
        for (auto& entry : chart->legendEntries())
            if (std::none_of(entries.begin(), entries.end(),
                             [&entry](const auto& shown) { return shown.label == entry.label; }))
                entries.push_back(std::move(entry));
    if (entries == m_entries)
        return;
    m_entries = std::move(entries);
    int height = 0;
    m_rects = layOut(width(), &height);
    updateGeometry();
    update();
}

std::vector<QRectF> ChartLegend::layOut(int width, int* height) const
{
    const QFontMetricsF metrics(font());
    const double textWidth =
        std::max(1.0, width - 2.0 * kMargin - ScalingChart::kLegendSwatchWidth - kSwatchGap);
    std::vector<QRectF> rects;
    double y = kMargin;
    for (const auto& entry : m_entries) {
        const QRectF text =
            metrics.boundingRect(QRectF(0, 0, textWidth, 1e6),
                                 Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, entry.label);
        const double rowHeight = std::max(text.height(), metrics.height());
        rects.emplace_back(kMargin, y, ScalingChart::kLegendSwatchWidth + kSwatchGap + textWidth,
                           rowHeight);
        y += rowHeight + kRowGap;
    }
    *height = static_cast<int>(std::ceil(y)) + kMargin;
    return rects;
}

QRectF ChartLegend::entryRect(std::size_t index) const
{
    return index < m_rects.size() ? m_rects[index] : QRectF();
}

QSize ChartLegend::sizeHint() const
{
    const int width = 2 * kMargin +
                      static_cast<int>(ScalingChart::kLegendSwatchWidth + kSwatchGap) +
                      kPreferredTextWidth;
    return {width, heightForWidth(width)};
}

QSize ChartLegend::minimumSizeHint() const
{
    const int width = 2 * kMargin +
                      static_cast<int>(ScalingChart::kLegendSwatchWidth + kSwatchGap) +
                      kMinimumTextWidth;
    return {width, heightForWidth(width)};
}

int ChartLegend::heightForWidth(int width) const
{
    int height = 0;
    layOut(width, &height);
    return height;
}

void ChartLegend::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    int height = 0;
    m_rects = layOut(event->size().width(), &height);
}

void ChartLegend::paintEvent(QPaintEvent* /*event*/)
{
    QPainter painter(this);
    const QFontMetricsF metrics(font());
    painter.setPen(palette().color(QPalette::WindowText));
    for (std::size_t i = 0; i < m_entries.size() && i < m_rects.size(); ++i) {
        const QRectF& box = m_rects[i];
        const double midY = box.top() + metrics.height() / 2;
        ScalingChart::paintLegendSwatch(
            &painter, m_entries[i],
            QRectF(box.left(), midY - 6, ScalingChart::kLegendSwatchWidth, 12));
        const QRectF text = box.adjusted(ScalingChart::kLegendSwatchWidth + kSwatchGap, 0, 0, 0);
        painter.drawText(text, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, m_entries[i].label);
    }
}

} // namespace scalescope::ui
