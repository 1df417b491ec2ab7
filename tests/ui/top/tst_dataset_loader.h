#pragma once

#include <QObject>

class TestDatasetLoader : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void reportsProgressThenLoaded();
    void newerLoadSupersedesOlder();
    void cancelStopsTheWorkerAndDropsItsResult();
    void importErrorBecomesFailed();
    void exceptionBecomesFailed();
    void emptyDatasetBecomesFailed();
    void readsDatasetFile();
    void importsFixtureRound();
    void nonexistentPathFails();
};
