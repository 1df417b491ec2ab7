// The overlay (further series of the analysis drawn with the shown one) and points A and B,
// which may lie on any drawn series. A series is analysed when it is overlaid (or, overlaid,
// when a new analysis arrives: analyseOverlay), with the options the shown one was analysed
// with; reading it (seriesLabelled) analyses nothing.
#include "core/analysis/series.h"
#include "core/analysis/verdict.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/viewmodel/AnalysisViewModel.h"

namespace scalescope::ui {

QStringList AnalysisViewModel::overlayCandidates() const
{
    QStringList candidates = m_groups;
    candidates.removeAll(m_choices.group);
    return candidates;
}

QStringList AnalysisViewModel::validOverlay(const QStringList& labels) const
{
    QStringList valid;
    for (const auto& label : labels)
        if (label != m_choices.group && m_groups.contains(label) && !valid.contains(label))
            valid.append(label);
    return valid;
}

bool AnalysisViewModel::setOverlay(const QStringList& labels)
{
    const QStringList valid = validOverlay(labels);
    if (valid.isEmpty() && !labels.isEmpty())
        return false;
    if (valid == m_choices.overlay)
        return true;
    m_choices.overlay = valid;
    analyseOverlay();
    // A or B on a series no longer drawn goes back to the shown series' default.
    const bool aGone = !m_choices.seriesA.isEmpty() && !valid.contains(m_choices.seriesA);
    const bool bGone = !m_choices.seriesB.isEmpty() && !valid.contains(m_choices.seriesB);
    if (aGone) { // A's default: the reference
        m_choices.seriesA.clear();
        m_choices.rowA = m_model->hasSeries() ? m_model->referenceRow() : -1;
    }
    if (bGone) { // B's: the shown series' largest N
        m_choices.seriesB.clear();
        m_choices.rowB = m_model->rowCount() - 1;
    }
    Q_EMIT overlayChanged();
    if (aGone || bGone)
        Q_EMIT comparisonChanged();
    announceChoices();
    return true;
}

void AnalysisViewModel::analyseOverlay()
{
    // Only the shown series is analysed with the others' building: each overlaid one is
    // analysed here, once.
    for (const auto& label : m_choices.overlay) {
        const qsizetype index = m_groups.indexOf(label);
        if (index < 0 || static_cast<std::size_t>(index) >= m_allSeries.size())
            continue;
        const auto at = static_cast<std::size_t>(index);
        if (!m_seriesAnalysed[at]) {
            analysis::analyzeSeries(m_allSeries[at], m_choices.options);
            m_seriesAnalysed[at] = true;
        }
    }
}

const analysis::Series* AnalysisViewModel::seriesLabelled(const QString& label) const
{
    const qsizetype index = m_groups.indexOf(label);
    if (index < 0 || static_cast<std::size_t>(index) >= m_allSeries.size())
        return nullptr;
    const auto at = static_cast<std::size_t>(index);
    return m_seriesAnalysed[at] ? &m_allSeries[at] : nullptr;
}

double AnalysisViewModel::breakEvenNOf(const analysis::Series& series)
{
    return series.verdict.found() ? analysis::markerStartN(series.verdict) : 0.0;
}

const analysis::Point* AnalysisViewModel::pointOf(const QString& series, int row) const
{
    if (row < 0)
        return nullptr;
    if (series.isEmpty())
        return row < m_model->rowCount() ? &m_model->pointAt(row) : nullptr;
    if (!m_choices.overlay.contains(series))
        return nullptr;
    const auto* overlaid = seriesLabelled(series);
    if (!overlaid || static_cast<std::size_t>(row) >= overlaid->points.size())
        return nullptr;
    return &overlaid->points[static_cast<std::size_t>(row)];
}

bool AnalysisViewModel::setPointA(const QString& series, int row)
{
    return setComparisonPoint(m_choices.seriesA, m_choices.rowA, series, row);
}

bool AnalysisViewModel::setPointB(const QString& series, int row)
{
    return setComparisonPoint(m_choices.seriesB, m_choices.rowB, series, row);
}

bool AnalysisViewModel::setComparisonPoint(QString& chosenSeries, int& chosenRow,
                                           const QString& series, int row)
{
    if (!pointOf(series, row))
        return false;
    if (series == chosenSeries && row == chosenRow)
        return true;
    chosenSeries = series;
    chosenRow = row;
    Q_EMIT comparisonChanged();
    announceChoices();
    return true;
}

void AnalysisViewModel::setRowA(int row)
{
    setPointA(QString(), row);
}

void AnalysisViewModel::setRowB(int row)
{
    setPointB(QString(), row);
}

int AnalysisViewModel::comparablePoints() const
{
    int points = m_model->rowCount();
    for (const auto& label : m_choices.overlay)
        if (const auto* series = seriesLabelled(label))
            points += static_cast<int>(series->points.size());
    return points;
}

std::pair<QString, int> AnalysisViewModel::pointAtPosition(int position) const
{
    if (position < 0)
        return {QString(), -1};
    if (position < m_model->rowCount())
        return {QString(), position};
    int first = m_model->rowCount();
    for (const auto& label : m_choices.overlay) {
        const auto* series = seriesLabelled(label);
        const int points = series ? static_cast<int>(series->points.size()) : 0;
        if (position < first + points)
            return {label, position - first};
        first += points;
    }
    return {QString(), -1};
}

int AnalysisViewModel::positionOf(const QString& series, int row) const
{
    if (!pointOf(series, row))
        return -1;
    if (series.isEmpty())
        return row;
    int first = m_model->rowCount();
    for (const auto& label : m_choices.overlay) {
        if (label == series)
            return first + row;
        if (const auto* overlaid = seriesLabelled(label))
            first += static_cast<int>(overlaid->points.size());
    }
    return -1;
}

void AnalysisViewModel::setPositionA(int position)
{
    const auto [series, row] = pointAtPosition(position);
    setPointA(series, row);
}

void AnalysisViewModel::setPositionB(int position)
{
    const auto [series, row] = pointAtPosition(position);
    setPointB(series, row);
}

analysis::Comparison AnalysisViewModel::comparison() const
{
    const auto* a = pointA();
    const auto* b = pointB();
    if (!a || !b)
        return {};
    return analysis::compare(*a, *b);
}

} // namespace scalescope::ui
