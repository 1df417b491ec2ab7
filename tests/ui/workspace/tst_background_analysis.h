#pragma once

#include <QObject>

// A series too large to analyse within a frame is analysed on a worker thread: the call
// that asked for it returns at once, the window says it is analysing, the newest request
// wins, and small series are still analysed in place.
class TestBackgroundAnalysis : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void largeSeriesIsAnalysedOffTheGuiThread();
    void newestRequestWinsAndSmallSeriesStayInline();
    void mainWindowSaysItIsAnalysing();
};
