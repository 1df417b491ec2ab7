#include "ui/charts/PowerOfTwoAxis.h"

#include "ui/text/FigureText.h"

#include <array>
#include <cmath>

namespace scalescope::ui {

namespace {

void clearCategories(QCategoryAxis& axis)
{
    for (const auto& label : axis.categoriesLabels())
        axis.remove(label);
}

} // namespace

PowerOfTwoAxis::PowerOfTwoAxis(QObject* parent) : QCategoryAxis(parent)
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
    if (last - first >= 1) {
        for (int exponent = first; exponent <= last; ++exponent) {
            if (exponent % step == 0)
                append(powerOfTwoLabel(exponent), exponent);
        }
    } else {
        // Zoomed in between two powers of two: whole numbers at a round step (8, 10,
        // 12, 14 or 300, 350, 400), never 11.3. Below 1 there are none to write.
        const double low = std::exp2(minLog2);
        const double high = std::exp2(maxLog2);
        const int most = std::max(2, maxLabels / 2); // the ticks crowd towards the top
        double wholeStep = 1;
        for (int i = 0; (std::floor(high / wholeStep) - std::ceil(low / wholeStep) + 1) > most; ++i)
            wholeStep = std::pow(10.0, i / 3) * std::array{2.0, 5.0, 10.0}[i % 3];
        for (double k = std::ceil(low / wholeStep); k * wholeStep <= high; ++k) {
            const double value = k * wholeStep;
            if (value >= 1)
                append(QString::number(static_cast<long long>(value)), std::log2(value));
        }
    }
    setRange(minLog2, maxLog2);
}

SteppedAxis::SteppedAxis(QObject* parent) : QCategoryAxis(parent)
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
