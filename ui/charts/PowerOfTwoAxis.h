#pragma once
// A value axis over log2 of a quantity, with ticks and grid lines at powers of two
// labelled by the quantity itself ("8", "16", "0.5"): the charts plot log2 N (and
// log2 speedup) so that the axis stays linear and chart->mapToPosition stays exact.

#include <QCategoryAxis>

namespace scalescope::ui {

class PowerOfTwoAxis : public QCategoryAxis
{
    Q_OBJECT
  public:
    explicit PowerOfTwoAxis(QObject* parent = nullptr);

    // Shows log2 values from minLog2 to maxLog2, labelling every power of two inside
    // (every second or fourth one when there would be more than maxLabels).
    void setLog2Range(double minLog2, double maxLog2, int maxLabels = 14);

    // "8", "1024", "0.5", "0.125".
    static QString powerOfTwoLabel(int exponent);
};

// The same axis for a linear quantity: ticks every `step` with `decimals` digits.
class SteppedAxis : public QCategoryAxis
{
    Q_OBJECT
  public:
    explicit SteppedAxis(QObject* parent = nullptr);
    void setSteppedRange(double min, double max, double step, int decimals);
};

} // namespace scalescope::ui
