#pragma once

#include <QObject>

// Undo and redo of the Scaling tab's choices (ui/viewmodel/ChoicesHistory.h): every
// control shows the restored state, a slider drag is one step.
class TestUndoRedo : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void undoAndRedoRestoreEveryControl();
};
