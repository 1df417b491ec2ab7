#include "ui/WindowGeometry.h"

namespace scalescope::ui {

QRect fitIntoScreen(const QRect& window, const QRect& available)
{
    if (available.isEmpty() || available.contains(window))
        return window;
    QRect fitted(QPoint(0, 0), window.size().boundedTo(available.size()));
    fitted.moveCenter(available.center());
    return fitted;
}

} // namespace scalescope::ui
