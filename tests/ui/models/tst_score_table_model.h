#pragma once

#include <QObject>

class TestScoreTableModel : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void passesModelTesterThroughResetSortAndFilter();
    void headersReadAsNamed();
    void cellsShowWhatAPersonReads();
    void blankScoreExplainsWhy();
    void sortsNumbersAsNumbersWithBlanksLast();
    void sortsNodesNumerically();
    void filterMatchesAnyColumn();
    void panelColumnsAreWholeWhenThereIsRoom();
};
