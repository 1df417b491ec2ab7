// A saved session's view of the Scaling tab: the view-model's choices and the zoom of
// both charts (ui/viewmodel/SessionFile.h holds the file format).
#include "ui/charts/ChartZoom.h"
#include "ui/charts/ScalingChart.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/workspace/AnalysisWorkspace.h"

namespace scalescope::ui {

void AnalysisWorkspace::saveView(Session& session) const
{
    session.choices = m_viewModel->choices();
    session.speedupZoom = m_speedup->zoom()->shownRanges();
    session.efficiencyZoom = m_efficiency->zoom()->shownRanges();
}

void AnalysisWorkspace::restoreView(const Session& session)
{
    m_viewModel->setChoices(session.choices);
    const auto showZoom = [this, speedup = session.speedupZoom,
                           efficiency = session.efficiencyZoom] {
        m_speedup->zoom()->showRanges(speedup);
        m_efficiency->zoom()->showRanges(efficiency);
    };
    if (!m_viewModel->analysing()) {
        showZoom();
        return;
    }
    // A large analysis on a worker: the charts get their full ranges when its series is
    // in (the model is reset before seriesChanged), and the saved zoom after that, once.
    auto* context = new QObject(this);
    connect(m_viewModel, &AnalysisViewModel::seriesChanged, context, [this, context, showZoom] {
        if (m_viewModel->analysing())
            return;
        showZoom();
        context->deleteLater();
    });
}

} // namespace scalescope::ui
