#pragma once

#include <QObject>

// Several series on one chart (AnalysisChoices::overlay) on the embedded v4.1 sample: each
// overlaid family drawn in its colour with its legend entry and its own break-even line at
// the N core gives it, A and B on different series, kept by sessions, undone as one step,
// and coloured for the theme.
class TestOverlay : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void onlyTheShownSeriesIsAnalysedUntilOverlaid();
    void overlaidFamiliesHaveTheirColoursLegendsAndBreakEvens();
    void pointsAAndBOnDifferentSeriesAreCompared();
    void sessionKeepsAndUndoRemovesTheOverlay();
    void legendColoursFollowTheTheme();
    void exportsDrawTheOverlayLight();
};
