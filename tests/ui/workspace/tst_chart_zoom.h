#pragma once

#include <QObject>

// Zoom and pan on the scaling charts of a shown workspace (ui/charts/ChartZoom): wheel,
// rubber band, pan, reset by Escape, double-click and the context menu, one GPU axis.
class TestChartZoom : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void wheelZoomsAroundThePointUnderThePointer();
    void rubberBandZoomsToTheBand();
    void dragsPanTheRange();
    void escapeDoubleClickAndMenuReset();
    void clickOnAPointStillMakesItTheReference();
    void overlaysFollowTheZoom();
    void zoomSurvivesAResizeAndAMarkerMove();
    void exportsDrawTheZoomedRange();
};
