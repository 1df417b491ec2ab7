#pragma once

#include <QObject>

class TestFileActions : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void init();
    void saveDatasetRoundTrips();
    void opensADatasetFileWithAFolderAsTheCommandLineDoes();
    void saveDatasetFailureKeepsTheOldFile();
    void saveDatasetRefusesWhatIsNotARegularFile();
    void openRecentListsSuccessfulOpensAndPrunesMissingOnes();
    void dropOpensFolders();
    void opensAnArchive();
    void brokenArchiveLeavesTheShownDataUntouched();
    void fileMenuHasTheExportActions();
};
