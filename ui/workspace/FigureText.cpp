#include "ui/workspace/FigureText.h"

#include <cmath>

namespace scalescope::ui::figure {

QString significant(double value)
{
    const double magnitude = std::fabs(value);
    if (magnitude >= 99.95)
        return QString::number(value, 'f', 0);
    if (magnitude >= 9.995)
        return QString::number(value, 'f', 1);
    if (magnitude >= 0.9995)
        return QString::number(value, 'f', 2);
    return QString::number(value, 'f', 3);
}

QString speedupText(double speedup)
{
    return significant(speedup) + QLatin1Char('x');
}

QString efficiencyText(double efficiency)
{
    return QString::number(efficiency, 'f', 3);
}

QString minutesText(double minutes)
{
    return QString::number(minutes, 'f', 3);
}

QString gpuCountText(double n)
{
    if (std::fabs(n - std::round(n)) < 1e-9)
        return QString::number(static_cast<long long>(std::llround(n)));
    return QString::number(n, 'f', 1);
}

QString energyText(const std::optional<double>& kwh)
{
    if (!kwh)
        return QStringLiteral("no power logs");
    return significant(*kwh) + QStringLiteral(" kWh");
}

} // namespace scalescope::ui::figure
