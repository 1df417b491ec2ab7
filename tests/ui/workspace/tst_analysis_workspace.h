#pragma once

#include <QObject>

class TestAnalysisWorkspace : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void startsOnTheDetectedBreakEven();
    void alignmentBurstStopsChasingMarginsButLetsALayoutSettle();
    void sliderMovesTheMarkerOnBothChartsAndTheReadout();
    void snapsToMeasuredNUnlessContinuous();
    void comparesAAndB();
    void clickingAPointMakesItTheReferenceAndUndoRestores();
    void thresholdSpinRecomputesLineAndBreakEven();
    void filtersChangeTheSeriesShown();
    void chartsReadTheTableModel();
    void footnoteAndAxisTitlesSayDerived();
    void rendersChartsWithoutBeingShown();
    void markerLabelIsWrittenInTheMarkerColour();
};
