#pragma once
// The colours of the scaling charts: the Okabe-Ito palette (safe for the common forms
// of colour blindness), one role per colour, alike on light and dark charts; only
// overlaid series (overlayColour) follow the theme. kMarkerColour is used by the break-even
// marker only, so that exported images can be checked for it pixel by pixel.

#include <QColor>
#include <QPen>
#include <cstddef>
#include <iterator>

namespace scalescope::ui::palette {

// Vermillion (Okabe-Ito), RGB 213, 94, 0: the break-even marker and nothing else.
inline const QColor kMarkerColour{213, 94, 0};

inline const QColor kMeasuredColour{0, 114, 178};     // blue: frontier line and points
inline const QColor kFitColour{230, 159, 0};          // orange: fitted curve
inline const QColor kThresholdColour{0, 158, 115};    // bluish green: efficiency threshold
inline const QColor kIdealColour{120, 120, 120};      // grey, dashed: ideal linear scaling
inline const QColor kReferenceColour{0, 0, 0};        // black ring: the reference point
inline const QColor kComparisonColour{204, 121, 167}; // reddish purple: points A and B
inline const QColor kFootnoteColour{90, 90, 90};

// The dynamic property an overlaid series' Qt series carries: its index into overlayColour.
inline constexpr char kOverlayIndexProperty[] = "scalescopeOverlayIndex";

// Overlaid series (drawn with the shown one, blue): one colour each, in this order,
// darker ones on a light chart and lighter ones on a dark chart, so that each stands out
// from the background and from the others (Paul Tol's muted and light schemes, also
// read apart by the common forms of colour blindness). Past the sixth they repeat.
inline QColor overlayColour(std::size_t index, bool dark)
{
    static const QColor light[] = {{136, 34, 85},  {17, 119, 51},  {51, 34, 136},
                                   {153, 153, 51}, {170, 68, 153}, {68, 170, 153}};
    static const QColor onDark[] = {{255, 170, 187}, {68, 187, 153},  {153, 221, 255},
                                    {187, 204, 51},  {238, 221, 136}, {204, 153, 255}};
    constexpr std::size_t kCount = std::size(light);
    return dark ? onDark[index % kCount] : light[index % kCount];
}

// Every point of the series is drawn faint, the frontier over it at full strength.
inline QColor faintMeasuredColour()
{
    QColor colour = kMeasuredColour;
    colour.setAlpha(70);
    return colour;
}

// The run spread (fastest to slowest counted run) behind each point.
inline QColor errorBarColour()
{
    QColor colour = kMeasuredColour;
    colour.setAlpha(150);
    return colour;
}

// Flat caps: a dashed line ends where its data ends.
inline QPen pen(const QColor& colour, double width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen result(colour, width, style);
    result.setCapStyle(Qt::FlatCap);
    return result;
}

} // namespace scalescope::ui::palette
