#include "ui/text/FigureText.h"

#include <QLocale>
#include <cmath>

namespace scalescope::ui::figure {

namespace {
QLocale figureLocale()
{
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale;
}
} // namespace

QString number(double value, int decimals)
{
    return figureLocale().toString(value, 'f', decimals);
}

QString numberG(double value, int precision)
{
    return figureLocale().toString(value, 'g', precision);
}

QString significant(double value)
{
    const double magnitude = std::fabs(value);
    if (magnitude >= 99.95)
        return number(value, 0);
    if (magnitude >= 9.995)
        return number(value, 1);
    if (magnitude >= 0.9995)
        return number(value, 2);
    return number(value, 3);
}

QString speedupText(double speedup)
{
    return significant(speedup) + QLatin1Char('x');
}

QString efficiencyText(double efficiency)
{
    return number(efficiency, 3);
}

QString minutesText(double minutes)
{
    return number(minutes, 3);
}

QString gpuCountText(double n)
{
    if (std::fabs(n - std::round(n)) < 1e-9)
        return QString::number(static_cast<long long>(std::llround(n)));
    return number(n, 1);
}

QString energyText(double kwh)
{
    return significant(kwh) + QStringLiteral(" kWh");
}

} // namespace scalescope::ui::figure
