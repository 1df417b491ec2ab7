#include "ui/charts/PowerOfTwoAxis.h"

#include "ui/text/FigureText.h"

#include <cmath>

namespace scalescope::ui {

namespace {

void clearCategories(QCategoryAxis& axis)
{
    for (const auto& label : axis.categoriesLabels())
        axis.remove(label);
}

} // namespace

PowerOfTwoAxis::PowerOfTwoAxis(QObject* parent)
    : QCategoryAxis(parent)
{
    setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
}

QString PowerOfTwoAxis::powerOfTwoLabel(int exponent)
{
    if (exponent >= 0)
        return QString::number(1LL << std::min(exponent, 62));
    return figure::numberG(std::exp2(exponent), 6);
}

void PowerOfTwoAxis::setLog2Range(double minLog2, double maxLog2, int maxLabels)
{
    clearCategories(*this);
    const int first = static_cast<int>(std::ceil(minLog2 - 1e-9));
    const int last = static_cast<int>(std::floor(maxLog2 + 1e-9));
    int step = 1;
    while ((last - first) / step + 1 > maxLabels)
        step *= 2;
    setStartValue(minLog2);
    for (int exponent = first; exponent <= last; ++exponent) {
        if (exponent % step == 0)
            append(powerOfTwoLabel(exponent), exponent);
    }
    setRange(minLog2, maxLog2);
}

SteppedAxis::SteppedAxis(QObject* parent)
    : QCategoryAxis(parent)
{
    setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
}

void SteppedAxis::setSteppedRange(double min, double max, double step, int decimals)
{
    clearCategories(*this);
    setStartValue(min);
    const int first = static_cast<int>(std::ceil(min / step - 1e-9));
    const int last = static_cast<int>(std::floor(max / step + 1e-9));
    for (int i = first; i <= last; ++i)
        append(figure::number(i * step, decimals), i * step);
    setRange(min, max);
}

} // namespace scalescope::ui
