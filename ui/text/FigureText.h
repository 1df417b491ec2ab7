#pragma once
// How the workspace writes derived figures, in one place so that the readout, the
// comparison panel, the tooltips and the table agree (and tests can format the
// values they compute by hand the same way).

#include <QString>

namespace scalescope::ui::figure {

// Every figure is written with the decimal separator of the locale (QLocale(): "0,769"
// in Spanish) and without digit grouping, so that the charts, the readout and the spin
// boxes agree. Exported CSV keeps '.' (it is read by programs, not people).
QString number(double value, int decimals);
// As QString::number(value, 'g', precision), with the locale's decimal separator.
QString numberG(double value, int precision);

// Three significant digits without an exponent: "1452", "10.2", "1.82", "0.556".
QString significant(double value);
// "10.2x".
QString speedupText(double speedup);
// "0.769": three decimals, the form analysis.md's worked example uses.
QString efficiencyText(double efficiency);
// "12.345": as the score table shows minutes.
QString minutesText(double minutes);
// GPU counts: "512" for a measured N, "700.3" for a position on a fitted curve.
QString gpuCountText(double n);
// "1.2 kWh". (What to say without power logs is the caller's sentence, translated there.)
QString energyText(double kwh);

} // namespace scalescope::ui::figure
