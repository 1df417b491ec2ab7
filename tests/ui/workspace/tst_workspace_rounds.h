#pragma once

#include <QObject>

// Several rounds open at once, the benchmark the workspace opens on, too few GPU counts
// for a break-even, and the series table's default columns.
class TestWorkspaceRounds : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void init();
    void seriesNamesCarryTheirRoundAndEachOpensItsOwn();
    void roundFilterNarrowsWhatIsOffered();
    void acrossRoundsSeriesStayAvailable();
    void opensOnTheSeriesWithTheMostGpuCounts();
    void twoCountsSayWhyThereIsNoBreakEven();
    void seriesTableShowsReadableColumnsAndOffersTheRest();
    void benchmarksShowModelAndFolderNames();
    void oneBenchmarkAcrossRenamedFolders();
};
