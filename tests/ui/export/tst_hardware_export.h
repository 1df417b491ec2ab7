#pragma once

#include <QObject>

// The Hardware tab's exports (ui/export/HardwareExport.h): both charts as PNG and SVG, the
// comparison and its progress as CSV, written only when there is something to write.
class TestHardwareExport : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void writesTheChartsAndTheComparison();
    void refusesWhenNothingIsShown();
};
