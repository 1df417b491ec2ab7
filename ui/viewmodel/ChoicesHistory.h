#pragma once
// Undo and redo of the Scaling tab: a stack of the AnalysisChoices the view was on. Every
// change the AnalysisViewModel announces (choicesChanged) is one step, except that a
// drag is one step: consecutive changes of the same slider (the marker, A, B) within
// kMergeWindowMs of each other merge into the first. undo() and redo() put the view-model
// back on a step through AnalysisViewModel::setChoices; the views follow its signals.

#include "ui/viewmodel/AnalysisChoices.h"

#include <QElapsedTimer>
#include <QObject>
#include <vector>

namespace scalescope::ui {

class AnalysisViewModel;

class ChoicesHistory : public QObject
{
    Q_OBJECT
  public:
    static constexpr qint64 kMergeWindowMs = 1000;

    // Follows viewModel from its current choices on (it must outlive this).
    explicit ChoicesHistory(AnalysisViewModel* viewModel, QObject* parent = nullptr);

    bool canUndo() const { return !m_undo.empty(); }
    bool canRedo() const { return !m_redo.empty(); }
    // Forgets every step (a newly opened dataset: the old steps name rounds it may lack).
    void clear();

  public Q_SLOTS:
    void undo();
    void redo();

  Q_SIGNALS:
    void changed(); // canUndo() or canRedo() may differ

  private:
    // Which slider a change moved alone (merged while dragging); None: anything else.
    enum class Slider { None, Marker, RowA, RowB };
    static Slider sliderMoved(const AnalysisChoices& before, const AnalysisChoices& after);
    void record();
    void restore(const AnalysisChoices& choices);

    AnalysisViewModel* m_viewModel;
    AnalysisChoices m_current; // the choices the last step ended on
    std::vector<AnalysisChoices> m_undo;
    std::vector<AnalysisChoices> m_redo;
    Slider m_lastSlider = Slider::None;
    QElapsedTimer m_lastChange;
    bool m_restoring = false; // a restore's own announcements are no new step
};

} // namespace scalescope::ui
