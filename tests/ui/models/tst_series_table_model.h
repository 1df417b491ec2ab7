#pragma once

#include <QObject>

class TestSeriesTableModel : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void passesModelTesterThroughRecomputeSortAndFilter();
    void rowsCarryTheFiguresOfAnalysisMd();
    void derivedColumnsSayDerived();
    void aCopyInItsRoundIsMarkedAndNamedOnItsTwin();
};
