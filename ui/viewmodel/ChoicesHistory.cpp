#include "ui/viewmodel/ChoicesHistory.h"

#include "ui/viewmodel/AnalysisViewModel.h"

namespace scalescope::ui {

ChoicesHistory::ChoicesHistory(AnalysisViewModel* viewModel, QObject* parent)
    : QObject(parent), m_viewModel(viewModel), m_current(viewModel->choices())
{
    connect(m_viewModel, &AnalysisViewModel::choicesChanged, this, &ChoicesHistory::record);
}

void ChoicesHistory::clear()
{
    m_undo.clear();
    m_redo.clear();
    m_current = m_viewModel->choices();
    m_lastSlider = Slider::None;
    Q_EMIT changed();
}

ChoicesHistory::Slider ChoicesHistory::sliderMoved(const AnalysisChoices& before,
                                                   const AnalysisChoices& after)
{
    AnalysisChoices moved = before;
    moved.markerN = after.markerN;
    moved.markerMoved = after.markerMoved;
    if (moved == after && before.markerN != after.markerN)
        return Slider::Marker;
    // Slider A or B may cross from one overlaid series to the next while dragged.
    moved = before;
    moved.rowA = after.rowA;
    moved.seriesA = after.seriesA;
    if (moved == after)
        return Slider::RowA;
    moved = before;
    moved.rowB = after.rowB;
    moved.seriesB = after.seriesB;
    if (moved == after)
        return Slider::RowB;
    return Slider::None;
}

void ChoicesHistory::record()
{
    // An analysis on a worker announces its choices twice (asked for, then done): the step
    // is taken once it is done.
    if (m_viewModel->analysing())
        return;
    const AnalysisChoices now = m_viewModel->choices();
    if (m_restoring || now == m_current) {
        m_current = now;
        m_restoring = false;
        return;
    }
    const Slider slider = sliderMoved(m_current, now);
    const bool merges = slider != Slider::None && slider == m_lastSlider && !m_undo.empty() &&
                        m_lastChange.isValid() && m_lastChange.elapsed() <= kMergeWindowMs;
    if (!merges)
        m_undo.push_back(m_current);
    m_redo.clear();
    m_current = now;
    m_lastSlider = slider;
    m_lastChange.start();
    Q_EMIT changed();
}

void ChoicesHistory::restore(const AnalysisChoices& choices)
{
    m_restoring = true;
    m_viewModel->setChoices(choices);
    m_restoring = m_viewModel->analysing(); // a worker's result is still part of this restore
    m_current = m_viewModel->choices();
    m_lastSlider = Slider::None;
    Q_EMIT changed();
}

void ChoicesHistory::undo()
{
    if (m_undo.empty())
        return;
    m_redo.push_back(m_current);
    const AnalysisChoices previous = m_undo.back();
    m_undo.pop_back();
    restore(previous);
}

void ChoicesHistory::redo()
{
    if (m_redo.empty())
        return;
    m_undo.push_back(m_current);
    const AnalysisChoices next = m_redo.back();
    m_redo.pop_back();
    restore(next);
}

} // namespace scalescope::ui
