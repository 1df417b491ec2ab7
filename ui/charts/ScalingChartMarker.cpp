// What a scaling chart marks on its series: the reference, points A and B, the
// break-even marker with its label and legend entry; and the overlays that follow the plot.
#include "ui/charts/ChartPalette.h"
#include "ui/charts/ComparisonLabels.h"
#include "ui/charts/ErrorBarItem.h"
#include "ui/charts/MarkerOverlay.h"
#include "ui/charts/PowerOfTwoAxis.h"
#include "ui/charts/ScalingChart.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/text/FigureText.h"

#include <QCategoryAxis>
#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTimer>
#include <algorithm>
#include <optional>

namespace scalescope::ui {

namespace {

constexpr double kMinLabelHeight = 26; // pixels per y label: closer ones are elided

} // namespace

void ScalingChart::rebuildMarks()
{
    scheduleLegendCheck();
    // The θ crossing N*, where the efficiency falls through θ between two measured N.
    QList<QPointF> crossing;
    if (m_model && m_model->hasSeries()) {
        const auto& series = m_model->series();
        const auto& threshold = series.breakEven.threshold;
        // On the efficiency chart only: there the crossing lies on the frontier segment
        // (E is linear in log2 N between the two points), on the speedup chart it would not.
        if (threshold.nInterpolated && m_mode == Mode::Efficiency) {
            const double n = *threshold.nInterpolated;
            const double theta = m_model->options().threshold;
            crossing.append(QPointF(std::log2(n), theta));
            m_crossing->setName(tr("θ crossing (θ = %1): N* ≈ %2")
                                    .arg(figure::numberG(theta, 6), figure::gpuCountText(n)));
        }
    }
    m_crossing->replace(crossing);
    setLegendEntryShown(m_crossing, !crossing.isEmpty());
    const int rows = m_model ? m_model->rowCount() : 0;
    // A row of the model, or a point of an overlaid series (setComparisonPoints).
    const auto valueAt = [&](int row, const std::optional<QPointF>& value) {
        if (value)
            return QList<QPointF>{*value};
        return row >= 0 && row < rows ? QList<QPointF>{valueOfRow(row)} : QList<QPointF>{};
    };
    m_pointA->replace(valueAt(m_rowA, m_valueA));
    m_pointB->replace(valueAt(m_rowB, m_valueB));
    // A and B in the legend when shown; their letters are drawn by m_comparisonLabels.
    setLegendEntryShown(m_pointA, !m_pointA->points().isEmpty());
    setLegendEntryShown(m_pointB, !m_pointB->points().isEmpty());
    syncComparisonLabels();
}

void ScalingChart::syncComparisonLabels()
{
    // Zoomed, a point or the marker may lie outside the plot: no letter for it then.
    const QRectF plot = chart()->plotArea().adjusted(-0.5, -0.5, 0.5, 0.5);
    const auto position = [this, &plot](const QScatterSeries* series) -> std::optional<QPointF> {
        if (series->points().isEmpty())
            return std::nullopt;
        const QPointF at = chart()->mapToPosition(series->points().constFirst(),
                                                  const_cast<QScatterSeries*>(series));
        return plot.contains(at) ? std::optional(at) : std::nullopt;
    };
    ComparisonLabels::Scene scene{position(m_pointA), position(m_pointB), std::nullopt,
                                  position(m_reference)};
    if (const double x = m_marker->markerX();
        m_marker->isVisible() && x >= plot.left() && x <= plot.right())
        scene.markerX = x;
    m_comparisonLabels->setScene(scene);
}

void ScalingChart::setComparisonRows(int rowA, int rowB)
{
    if (rowA == m_rowA && rowB == m_rowB && !m_valueA && !m_valueB)
        return;
    m_valueA.reset();
    m_valueB.reset();
    m_rowA = rowA;
    m_rowB = rowB;
    rebuildMarks();
}

void ScalingChart::setMarkerN(double n, const QString& label, const QString& legendText)
{
    m_markerN = n;
    m_marker->setMarker(n > 0 ? std::log2(n) : 0, label);
    m_marker->setMarkerVisible(n > 0 && m_model && m_model->hasSeries());
    // A slider step keeps the legend text: only a new one is worth a legend check.
    if (m_markerKey->name() != legendText) {
        m_markerKey->setName(legendText);
        scheduleLegendCheck();
    }
    setLegendEntryShown(m_markerKey, !legendText.isEmpty()); // checks when it changes
    syncComparisonLabels();
}

void ScalingChart::setLegendEntryShown(QAbstractSeries* series, bool shown)
{
    // Kept here too: a legend marker's own visibility also follows its legend's, which
    // an export hides, and a chart that was never shown reports none as visible.
    if (shown == !m_hiddenLegendEntries.contains(series))
        return;
    if (shown)
        m_hiddenLegendEntries.remove(series);
    else
        m_hiddenLegendEntries.insert(series);
    for (auto* marker : chart()->legend()->markers(series))
        marker->setVisible(shown);
    scheduleLegendCheck();
}

void ScalingChart::setLegendInChart(bool shown)
{
    m_legendInChart = shown;
    chart()->legend()->setVisible(shown);
}

void ScalingChart::scheduleLegendCheck()
{
    if (!m_legendCheck) {
        m_legendCheck = new QTimer(this);
        m_legendCheck->setSingleShot(true);
        m_legendCheck->setInterval(0);
        connect(m_legendCheck, &QTimer::timeout, this, [this] {
            auto entries = legendEntries();
            if (entries == m_legendSent)
                return;
            m_legendSent = std::move(entries);
            Q_EMIT legendChanged();
        });
    }
    m_legendCheck->start();
}

void ScalingChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        scheduleLegendCheck(); // the theme recolours the swatches
}

void ScalingChart::setAlignmentMargins(double left, double right)
{
    const QMarginsF wanted(std::round(left), 0, std::round(right), 0);
    if (wanted == m_alignment)
        return;
    m_alignment = wanted;
    chart()->setMargins(QMargins(
        m_baseMargins.left() + static_cast<int>(std::lround(left)), m_baseMargins.top(),
        m_baseMargins.right() + static_cast<int>(std::lround(right)), m_baseMargins.bottom()));
    showScreenTitle(); // the title's room changed with the margins
}

void ScalingChart::showEfficiencyRange(double min, double max, bool full)
{
    auto* axis = static_cast<SteppedAxis*>(m_axisY);
    if (full) { // 0 to the top
        axis->setSteppedRange(min, max, max > 2.1 ? 0.5 : 0.2, 1);
        return;
    }
    // Zoomed: the widest step of 0.01 to 0.5 that still labels every tick.
    double step = 0.5;
    for (const double candidate : {0.01, 0.02, 0.05, 0.1, 0.2, 0.5}) {
        if ((max - min) / candidate <= yLabelCount()) {
            step = candidate;
            break;
        }
    }
    axis->setSteppedRange(min, max, step, step < 0.1 ? 2 : 1);
}

int ScalingChart::yLabelCount() const
{
    return std::max(3, static_cast<int>(chart()->plotArea().height() / kMinLabelHeight));
}

void ScalingChart::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    showScreenTitle();
    fitLabelsToPlot();
    syncOverlays();
}

void ScalingChart::syncOverlays()
{
    m_errorBars->syncGeometry();
    m_marker->syncGeometry();
    syncComparisonLabels();
}

} // namespace scalescope::ui
