// Exports of the Scaling tab: both charts drawn for PNG and SVG with the footnote under
// them, the texts an export would cut, and a file name for what is shown.
#include "core/analysis/series.h"
#include "core/analysis/verdict.h"
#include "ui/charts/ChartPalette.h"
#include "ui/charts/ScalingChart.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/text/CoreMessages.h"
#include "ui/text/qt_text.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QPainter>
#include <QRegularExpression>
#include <algorithm>

namespace scalescope::ui {

QString AnalysisWorkspace::shownBenchmarkLabel() const
{
    return m_viewModel->benchmarkLabel(m_viewModel->benchmark());
}

QString AnalysisWorkspace::shownSeriesGroup() const
{
    const auto* model = m_viewModel->model();
    return model->hasSeries() ? toQString(model->series().group) : QString();
}

std::vector<const Round*> AnalysisWorkspace::roundsDrawn() const
{
    const auto* model = m_viewModel->model();
    std::vector<const Round*> rounds;
    for (const Round& round : m_viewModel->dataset().rounds) {
        if (model->hasSeries()) {
            const auto& drawn = model->series().rounds;
            if (std::find(drawn.begin(), drawn.end(), round.name) == drawn.end())
                continue;
        }
        rounds.push_back(&round);
    }
    return rounds;
}

bool AnalysisWorkspace::analysing() const
{
    return m_viewModel->analysing();
}

QString AnalysisWorkspace::exportFootnote() const
{
    // A figure in a document carries its break-even and what it rests on, as `analyze` says it.
    QStringList lines{footnote()};
    const auto* model = m_viewModel->model();
    if (model->hasSeries()) {
        QString verdict = breakEvenText();
        // The steps below theta_m that are no break-even, what the break-even hangs on and what
        // limits the scaling, of the verdict's details.
        for (const auto& detail : analysis::verdictDetailMessages(model->series().verdict))
            if (detail.id == "verdict.dip" || detail.id == "verdict.depends_on_one" ||
                detail.id == "verdict.most_influential" || detail.id.starts_with("verdict.limit."))
                verdict += QStringLiteral("; ") + coreMessageText(detail);
        lines.append(verdict);
    }
    if (const QString text = caveat(); !text.isEmpty())
        lines.append(text);
    return lines.join(QLatin1Char('\n'));
}

namespace {

// The charts of an export and where each goes: stacked, one above the other.
std::vector<std::pair<ScalingChart*, QRectF>> exportParts(ScalingChart* speedup,
                                                          ScalingChart* efficiency,
                                                          const QRectF& area, ChartSelection which)
{
    if (which == ChartSelection::Speedup)
        return {{speedup, area}};
    if (which == ChartSelection::Efficiency)
        return {{efficiency, area}};
    const double half = area.height() / 2;
    return {{speedup, QRectF(area.topLeft(), QSizeF(area.width(), half))},
            {efficiency, QRectF(area.left(), area.top() + half, area.width(), half)}};
}

// The footnote's height in an export of this width: it wraps over as many lines as needed.
double footnoteHeight(const QFont& font, const QString& text, double width)
{
    const QRectF lines(0, 0, std::max(1.0, width - 20), 1e6);
    return QFontMetricsF(font)
               .boundingRect(lines, Qt::AlignLeft | Qt::TextWordWrap, text)
               .height() +
           12;
}

} // namespace

std::vector<QRectF> AnalysisWorkspace::renderCharts(QPainter* painter, const QRectF& target,
                                                    ChartSelection which, ExportLayer layer,
                                                    int onlyChart) const
{
    painter->save();
    if (layer != ExportLayer::Data && onlyChart < 0)
        painter->fillRect(target, Qt::white);
    QFont font = this->font();
    painter->setFont(font);
    const QString footnoteText = exportFootnote();
    const double footnoteSpace = footnoteHeight(font, footnoteText, target.width());
    const QRectF chartsArea(target.left(), target.top(), target.width(),
                            std::max(1.0, target.height() - footnoteSpace));
    const auto parts = exportParts(m_speedup, m_efficiency, chartsArea, which);
    // Stacked charts share the x axis: margins that give both plot areas one left and
    // one right edge (their y labels differ in width), so one N is at one x.
    std::vector<QMarginsF> extra(parts.size());
    if (parts.size() == 2) {
        const QRectF top = parts[0].first->exportPlotArea(parts[0].second.size());
        const QRectF bottom = parts[1].first->exportPlotArea(parts[1].second.size());
        const double left = std::max(top.left(), bottom.left());
        const double right = std::min(top.right(), bottom.right());
        extra[0] = QMarginsF(left - top.left(), 0, top.right() - right, 0);
        extra[1] = QMarginsF(left - bottom.left(), 0, bottom.right() - right, 0);
    }
    std::vector<QRectF> plots;
    for (std::size_t index = 0; index < parts.size(); ++index) {
        if (onlyChart < 0 || onlyChart == static_cast<int>(index))
            plots.push_back(
                parts[index].first->renderInto(painter, parts[index].second, layer, extra[index]));
    }
    if (layer != ExportLayer::Data && onlyChart < 0) {
        painter->setPen(palette::kFootnoteColour);
        painter->setFont(font);
        const QRectF footnoteRect(target.left() + 10, chartsArea.bottom() + 4, target.width() - 20,
                                  footnoteSpace - 4);
        painter->drawText(footnoteRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                          footnoteText);
    }
    painter->restore();
    return plots;
}

QStringList AnalysisWorkspace::exportTextProblems(const QSizeF& size, ChartSelection which) const
{
    const QRectF area(0, 0, size.width(),
                      size.height() - footnoteHeight(font(), footnote(), size.width()));
    QStringList problems;
    for (const auto& [chart, rect] : exportParts(m_speedup, m_efficiency, area, which))
        problems += chart->exportTextProblems(rect.size());
    return problems;
}

QString AnalysisWorkspace::suggestedFileStem() const
{
    const auto* model = m_viewModel->model();
    QStringList parts;
    parts.append(m_viewModel->benchmark());
    if (model->hasSeries()) {
        parts.append(toQString(model->series().group));
        for (const auto& round : model->series().rounds)
            parts.append(AnalysisViewModel::roundLabel(toQString(round)));
    }
    QString stem = parts.join(QLatin1Char('_'));
    // Letters, digits, '.', '-' and '_' only: safe on every file system.
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]+"));
    stem.replace(unsafe, QStringLiteral("-"));
    return stem.isEmpty() ? QStringLiteral("scalescope") : stem;
}

} // namespace scalescope::ui
