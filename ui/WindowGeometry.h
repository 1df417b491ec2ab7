#pragma once
// Where the main window goes when a saved geometry no longer fits the screen (a laptop
// after a large monitor): the saved size cut to the available area, moved inside it.

#include <QRect>

namespace scalescope::ui {

// `window` unchanged when it lies inside `available`; otherwise its size, bounded by
// `available`'s, centred on `available`.
QRect fitIntoScreen(const QRect& window, const QRect& available);

} // namespace scalescope::ui
