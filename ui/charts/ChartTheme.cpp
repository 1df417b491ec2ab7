#include "ui/charts/ChartTheme.h"

#include "ui/charts/ChartPalette.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLegend>
#include <QLineSeries>
#include <QPalette>
#include <QPen>
#include <QScatterSeries>

namespace scalescope::ui {

namespace {

// Re-applies the view's palette to its chart on every palette change.
class PaletteFollower : public QObject
{
  public:
    explicit PaletteFollower(QChartView* view) : QObject(view), m_view(view) {}

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_view && event->type() == QEvent::PaletteChange && m_view->chart())
            applyChartPalette(m_view->chart(), m_view->palette());
        return QObject::eventFilter(watched, event);
    }

  private:
    QChartView* m_view;
};

} // namespace

bool isDarkPalette(const QPalette& palette)
{
    return palette.color(QPalette::Active, QPalette::Window).lightnessF() < 0.5;
}

void applyChartPalette(QChart* chart, const QPalette& palette)
{
    const bool dark = isDarkPalette(palette);
    const QColor background =
        dark ? palette.color(QPalette::Active, QPalette::Base) : QColor(Qt::white);
    const QColor text = dark ? palette.color(QPalette::Active, QPalette::Text) : QColor(Qt::black);
    const QColor grid = dark ? QColor(70, 70, 70) : QColor(225, 225, 225);
    const QColor axisLine = dark ? QColor(140, 140, 140) : QColor(110, 110, 110);

    chart->setBackgroundBrush(background);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    const auto axes = chart->axes();
    for (auto* axis : axes) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setGridLineColor(grid);
        axis->setLinePenColor(axisLine);
    }
    // The reference ring (a scatter series with a transparent fill) is drawn in the
    // text colour, black on light charts as ChartPalette.h says.
    const auto series = chart->series();
    for (auto* item : series) {
        // Overlaid series take the theme's variant of their colour (ChartPalette.h).
        if (const QVariant index = item->property(palette::kOverlayIndexProperty);
            index.isValid()) {
            const QColor colour =
                palette::overlayColour(static_cast<std::size_t>(index.toInt()), dark);
            if (auto* overlayScatter = qobject_cast<QScatterSeries*>(item)) {
                overlayScatter->setColor(colour);
                overlayScatter->setBorderColor(colour);
            } else if (auto* line = qobject_cast<QLineSeries*>(item)) {
                QPen pen = line->pen();
                pen.setColor(colour);
                line->setPen(pen);
            }
            continue;
        }
        auto* scatter = qobject_cast<QScatterSeries*>(item);
        if (!scatter || scatter->color().alpha() != 0)
            continue;
        const QColor ring = dark ? text : palette::kReferenceColour;
        QPen pen = scatter->pen();
        pen.setColor(ring);
        scatter->setPen(pen);
        scatter->setBorderColor(ring);
    }
}

QPalette exportChartPalette()
{
    QPalette light;
    light.setColor(QPalette::Window, Qt::white);
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Text, Qt::black);
    light.setColor(QPalette::WindowText, Qt::black);
    return light;
}

void followWidgetPalette(QChartView* view)
{
    view->installEventFilter(new PaletteFollower(view));
    if (view->chart())
        applyChartPalette(view->chart(), view->palette());
}

} // namespace scalescope::ui
