// What the Scaling tab's view-model says, pushed into the charts and labels that show
// it: the marker and its label, points A and B, the reference and the footnote. The
// charts' clicks go back to the view-model as intents (a point clicked: the reference).
#include "ui/workspace/AnalysisWorkspace.h"

#include "core/analysis/series.h"
#include "ui/charts/ScalingChart.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/text/FigureText.h"
#include "ui/text/qt_text.h"
#include "ui/viewmodel/AnalysisViewModel.h"

#include <QLabel>
#include <QTableView>
#include <QToolButton>

namespace scalescope::ui {

void AnalysisWorkspace::bindViewModel()
{
    connect(m_viewModel, &AnalysisViewModel::markerChanged, this, &AnalysisWorkspace::showMarker);
    connect(m_viewModel, &AnalysisViewModel::seriesChanged, this, [this] {
        showReference();
        m_table->resizeColumnsToContents();
        Q_EMIT selectionChanged();
    });
    connect(m_viewModel, &AnalysisViewModel::comparisonChanged, this, [this] {
        showComparisonMarks();
        Q_EMIT selectionChanged();
    });
    connect(m_viewModel, &AnalysisViewModel::referenceHistoryChanged, this,
            [this] { m_undoReference->setEnabled(m_viewModel->canUndoReference()); });
    for (auto* chart : {m_speedup, m_efficiency})
        connect(chart, &ScalingChart::pointClicked, m_viewModel, &AnalysisViewModel::setReferenceRow);
}

void AnalysisWorkspace::showMarker()
{
    const double n = m_viewModel->markerShown() ? m_viewModel->markerN() : 0;
    const QString label = m_viewModel->markerLabel();
    const QString legend = m_viewModel->breakEvenLegendText();
    m_speedup->setMarkerN(n, label, legend);
    m_efficiency->setMarkerN(n, label, legend);
    Q_EMIT selectionChanged();
}

void AnalysisWorkspace::showComparisonMarks()
{
    for (auto* chart : {m_speedup, m_efficiency})
        chart->setComparisonRows(m_viewModel->rowA(), m_viewModel->rowB());
}

void AnalysisWorkspace::showReference()
{
    const auto* model = m_viewModel->model();
    const QString caveatText = caveat();
    const qsizetype sentenceEnd = caveatText.indexOf(QStringLiteral(". "));
    m_footnote->setText(caveatText.isEmpty() ? footnote()
                                             : footnote() + QStringLiteral(" · ") +
                                                   (sentenceEnd < 0 ? caveatText : caveatText.left(sentenceEnd + 1)));
    m_footnote->setToolTip(caveatText);
    if (!model->hasSeries()) {
        m_referenceLabel->setText(tr("No series"));
        return;
    }
    const auto& series = model->series();
    const auto& reference = model->pointAt(model->referenceRow());
    QString text = tr("Reference: %1, %2 · N = %3 · %4 min%5")
                       .arg(toQString(reference.submitter), toQString(reference.system))
                       .arg(reference.n)
                       .arg(figure::minutesText(reference.minutes))
                       .arg(series.reference.userChosen ? tr(" (chosen point)")
                            : series.reference.rule == analysis::ReferenceRule::StudyRule
                                ? tr(" (study rule: fewest GPUs, slowest among ties)")
                                : tr(" (rule: fastest entry at the fewest GPUs)"));
    if (!series.reference.note.empty())
        text += QStringLiteral(" — ") + toQString(series.reference.note);
    m_referenceLabel->setText(text);
    m_referenceLabel->setToolTip(tr("Click a point on either chart to make it the reference"));
}

} // namespace scalescope::ui
