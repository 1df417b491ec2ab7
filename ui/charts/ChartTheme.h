#pragma once
// The charts' chrome (background, title, axis labels and titles, grid, legend, and the
// reference ring) follows the widget's QPalette, so that the charts are dark when the
// desktop theme is: Qt 6 takes the palette from the platform theme. The data colours
// (ChartPalette.h) stay the same on both. Exports are always drawn light, as for print.

class QChart;
class QChartView;
class QPalette;

namespace scalescope::ui {

// A palette is dark when its window colour is (lightness below one half).
bool isDarkPalette(const QPalette& palette);

// Colours chart's chrome from palette: on a dark palette a dark background (the
// palette's base colour) with the palette's text colour, else white with black text.
void applyChartPalette(QChart* chart, const QPalette& palette);

// The light palette exports are drawn with (white background, black text).
QPalette exportChartPalette();

// Applies view's palette to its chart now and whenever the palette changes (the
// application's palette following a theme switch, or a palette set on the view).
void followWidgetPalette(QChartView* view);

} // namespace scalescope::ui
