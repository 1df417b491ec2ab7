#pragma once

#include <QObject>

class TestChartExport : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void initTestCase();
    void pngHasTheAskedSizeAndIsNotBlank();
    void pngMarkerFollowsTheSlider();
    void svgIsValidAndCarriesTheFootnote();
    void csvHoldsTheSeriesTable();
    void exportsCutNoText();
    void exportStacksTheChartsWithTheLegendBelow();
    void svgClipsTheDataToThePlotArea();
    void comparisonLettersStayClearOfMarkerAndReference();
    void failedExportReportsAndLeavesNoFile();
    void parseSizeReadsWidthByHeight();
    void breakEvenTellsOneStoryOnTheRealRound();
    void exportCommandWritesThePng();
    void exportCommandSizeIsThePixelSize();
    void exportCommandListsBenchmarksOnAnUnknownOne();
};
