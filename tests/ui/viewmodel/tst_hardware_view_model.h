#pragma once

#include <QObject>

// The Hardware tab's view-model: its choices, the dataset shared (never copied), the rules
// as a value, and comparisons on a worker where the newest request wins.
class TestHardwareViewModel : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void holdsTheChoicesAndTheSharedDataset();
    void aWorkersResultArrives();
    void theNewestRequestWins();
    void theRulesArePassedAsAValue();
};
