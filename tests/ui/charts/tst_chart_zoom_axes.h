#pragma once

#include <QObject>

// Whole-number power-of-two ticks at any range, and zoom, pan and reset on the side
// charts (time vs GPU-hours, throughput), each on its own axes.
class TestChartZoomAxes : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void powerOfTwoTicksStayWhole_data();
    void powerOfTwoTicksStayWhole();
    void powersOfTwoWhenThereAreTwoOrMore();
    void paretoZoomsPansAndResets();
    void throughputZoomsEveryAxisInItsScale();
};
