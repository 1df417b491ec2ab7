#pragma once

#include <QObject>

// The Hardware tab's table (ui/models/HardwareTableModel): one row per model's fastest
// entry per round, through QAbstractItemModelTester.
class TestHardwareTableModel : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void passesModelTesterThroughResetsAndSorting();
    void rowsSayWhatSoftwareAndHardwareBrought();
};
