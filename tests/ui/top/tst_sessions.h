#pragma once

#include <QObject>

// Sessions (ui/viewmodel/SessionFile.h, ui/MainWindowSession.cpp): saved, reopened in
// another window and drawn headless by `scalescope export --session`.
class TestSessions : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void init();
    void roundTripRestoresEveryChoiceAndTheFigure();
    void openedFromRecentFilesAndDrop();
    void anotherOpenBeforeTheRoundsArriveDropsTheSession();
    void missingRoundIsReported();
    void changedRoundIsReported();
    void newerOrBadVersionIsRefusedWithReason();
    void truncatedOrGarbageFileIsRefused();
    void unusableFieldsAreReportedAndLeftAtDefaults();
    void thresholdsOutsideZeroToOneAreRefused();
    void lastSessionIsWrittenOnCloseAndReopened();
};
