#pragma once

#include <QObject>

// Issue 27 items 1 and 4: the window on a 1366x768 laptop, Ctrl+C and context menus.
class TestLaptopAndCopy : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void minimumSizeFitsALaptopScreen();
    void everyPanelIsReachableAt1366x768();
    void importReportDockClosesAndReopensFromTheViewMenu();
    void importReportDockShowsOnlyWhenTheImportHasSomethingToSay();
    void chartTitlesAreOneLineOnScreenAndWholeInExports();
    void legendsAxisTitlesAndSidePanelsAreWholeAt1366x768();
    void oversizedSavedGeometryComesBackInsideTheScreen();
    void ctrlCOnATableCopiesTheSelectionAsTsv();
    void ctrlCOnAChartCopiesItsImageAtTwiceTheScreen();
    void chartsAndTablesOfferCopyExportAndResetZoom();
};
