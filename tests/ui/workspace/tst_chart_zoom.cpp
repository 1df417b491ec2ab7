#include "tst_chart_zoom.h"

#include "shown_workspace.h"
#include "tests/support/ui_fixtures.h"
#include "ui/charts/ChartContextMenu.h"
#include "ui/charts/ChartPalette.h"
#include "ui/charts/ChartZoom.h"
#include "ui/charts/ComparisonLabels.h"
#include "ui/charts/MarkerOverlay.h"
#include "ui/charts/ScalingChart.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QAction>
#include <QCategoryAxis>
#include <QImage>
#include <QMouseEvent>
#include <QPainter>
#include <QRegularExpression>
#include <QTest>
#include <QWheelEvent>
#include <cmath>
#include <memory>

using namespace scalescope::ui;
using namespace scalescope::ui::test;

namespace {

std::unique_ptr<AnalysisWorkspace> shownWorkspace()
{
    return shownPricedWorkspace();
}

QCategoryAxis* axisOf(const ScalingChart* chart, Qt::Orientation orientation)
{
    return qobject_cast<QCategoryAxis*>(chart->chart()->axes(orientation).constFirst());
}

std::pair<double, double> rangeOf(const ScalingChart* chart, Qt::Orientation orientation)
{
    const auto* axis = axisOf(chart, orientation);
    return {axis->min(), axis->max()};
}

bool near(std::pair<double, double> a, std::pair<double, double> b)
{
    const double tolerance = 1e-9 * std::max(1.0, std::abs(b.second - b.first));
    return std::abs(a.first - b.first) <= tolerance && std::abs(a.second - b.second) <= tolerance;
}

// Where the chart draws a value, in its viewport (unrounded: the pointer can be there).
QPointF viewportOf(const ScalingChart* chart, const QPointF& value)
{
    const QPointF inChart = chart->chart()->mapToPosition(value);
    return chart->viewportTransform().map(chart->chart()->mapToScene(inChart));
}

// The value drawn at a viewport point.
QPointF valueAt(const ScalingChart* chart, const QPoint& viewportPos)
{
    return chart->chart()->mapToValue(chart->chart()->mapFromScene(chart->mapToScene(viewportPos)));
}

QRectF plotInViewport(const ScalingChart* chart)
{
    return chart->zoom()->plotRectInViewport();
}

void wheel(ScalingChart* chart, const QPointF& at, int notches)
{
    QWidget* viewport = chart->viewport();
    QWheelEvent event(at, viewport->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(viewport, &event);
}

void mouse(ScalingChart* chart, QEvent::Type type, const QPoint& at, Qt::MouseButton button,
           Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWidget* viewport = chart->viewport();
    QMouseEvent event(type, QPointF(at), viewport->mapToGlobal(QPointF(at)), button, buttons,
                      modifiers);
    QCoreApplication::sendEvent(viewport, &event);
}

// A left (or other button's) drag from one viewport point to another, in steps.
void drag(ScalingChart* chart, const QPoint& from, const QPoint& to, Qt::MouseButton button,
          Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    mouse(chart, QEvent::MouseButtonPress, from, button, button, modifiers);
    mouse(chart, QEvent::MouseMove, from + (to - from) / 2, Qt::NoButton, button, modifiers);
    mouse(chart, QEvent::MouseMove, to, Qt::NoButton, button, modifiers);
    mouse(chart, QEvent::MouseButtonRelease, to, button, Qt::NoButton, modifiers);
}

// Every x tick label a whole number, at the tick of its value.
bool wholeTicks(const ScalingChart* chart, QString& problem)
{
    auto* axis = axisOf(chart, Qt::Horizontal);
    const QStringList labels = axis->categoriesLabels();
    if (labels.isEmpty()) {
        problem = QStringLiteral("no x labels");
        return false;
    }
    for (const QString& label : labels) {
        bool whole = false;
        const qlonglong value = label.toLongLong(&whole);
        if (!whole ||
            std::abs(axis->endValue(label) - std::log2(static_cast<double>(value))) > 1e-9) {
            problem = label;
            return false;
        }
    }
    return true;
}

int markerPixelsInPlot(ScalingChart* chart)
{
    const QImage image = chart->viewport()->grab().toImage();
    const QRect plot = plotInViewport(chart).toAlignedRect().adjusted(1, 1, -1, -1);
    int count = 0;
    for (int y = plot.top(); y <= plot.bottom(); ++y)
        for (int x = plot.left(); x <= plot.right(); ++x)
            count += image.pixelColor(x, y) == palette::kMarkerColour ? 1 : 0;
    return count;
}

} // namespace

void TestChartZoom::wheelZoomsAroundThePointUnderThePointer()
{
    auto workspace = shownWorkspace();
    QVERIFY(workspace);
    auto* speedup = workspace->speedupChart();
    auto* efficiency = workspace->efficiencyChart();
    const auto fullX = rangeOf(speedup, Qt::Horizontal);
    QVERIFY(near(rangeOf(efficiency, Qt::Horizontal), fullX));
    QVERIFY(!speedup->zoom()->isZoomed());

    // Over the frontier point at N = 32 (row 3): it stays under the pointer.
    const QPointF value = speedup->valueOfRow(3);
    const QPointF at = viewportOf(speedup, value);
    wheel(speedup, at, 1);
    QTest::qWait(
        50); // new tick labels and the plots' alignment may move the plot: the point follows
    QVERIFY(speedup->zoom()->isZoomed());
    const auto zoomedX = rangeOf(speedup, Qt::Horizontal);
    QCOMPARE_LT(zoomedX.second - zoomedX.first, (fullX.second - fullX.first) / 1.15);
    QVERIFY((viewportOf(speedup, value) - at).manhattanLength() <= 1.0);
    QVERIFY(near(rangeOf(efficiency, Qt::Horizontal), zoomedX));

    // Deeper, between two powers of two: every x label still a whole number of GPUs.
    for (int i = 0; i < 12; ++i)
        wheel(speedup, at, 1);
    QTest::qWait(50);
    QVERIFY((viewportOf(speedup, value) - at).manhattanLength() <= 1.0);
    const auto deepX = rangeOf(speedup, Qt::Horizontal);
    QCOMPARE_LT(deepX.second - deepX.first, 1.0); // less than a doubling shown
    QString problem;
    QVERIFY2(wholeTicks(speedup, problem), qPrintable(problem));
    QVERIFY2(wholeTicks(efficiency, problem), qPrintable(problem));
    QCOMPARE_GE(axisOf(speedup, Qt::Horizontal)->categoriesLabels().size(), 2);
    QVERIFY(near(rangeOf(efficiency, Qt::Horizontal), deepX));

    // Out again: back to the full range, no further.
    for (int i = 0; i < 30; ++i)
        wheel(speedup, at, -1);
    QVERIFY(near(rangeOf(speedup, Qt::Horizontal), fullX));
    QVERIFY(near(rangeOf(efficiency, Qt::Horizontal), fullX));
    QVERIFY(!speedup->zoom()->isZoomed());
}

void TestChartZoom::rubberBandZoomsToTheBand()
{
    auto workspace = shownWorkspace();
    QVERIFY(workspace);
    auto* speedup = workspace->speedupChart();
    auto* efficiency = workspace->efficiencyChart();
    const auto efficiencyY = rangeOf(efficiency, Qt::Vertical);
    const QRectF plot = plotInViewport(speedup);
    const QPoint from(static_cast<int>(plot.left() + plot.width() * 0.2),
                      static_cast<int>(plot.top() + plot.height() * 0.3));
    const QPoint to(static_cast<int>(plot.left() + plot.width() * 0.6),
                    static_cast<int>(plot.top() + plot.height() * 0.8));
    const QPointF low = valueAt(speedup, QPoint(from.x(), to.y()));
    const QPointF high = valueAt(speedup, QPoint(to.x(), from.y()));
    drag(speedup, from, to, Qt::LeftButton);

    const double tolerance = 1e-6;
    const auto x = rangeOf(speedup, Qt::Horizontal);
    QVERIFY2(std::abs(x.first - low.x()) < tolerance && std::abs(x.second - high.x()) < tolerance,
             qPrintable(QStringLiteral("x %1..%2, band %3..%4")
                            .arg(x.first)
                            .arg(x.second)
                            .arg(low.x())
                            .arg(high.x())));
    const auto y = rangeOf(speedup, Qt::Vertical);
    QVERIFY(std::abs(y.first - low.y()) < tolerance && std::abs(y.second - high.y()) < tolerance);
    // The efficiency chart: the same GPU range, its own y untouched.
    QVERIFY(near(rangeOf(efficiency, Qt::Horizontal), x));
    QVERIFY(near(rangeOf(efficiency, Qt::Vertical), efficiencyY));
    // A click without a drag is no zoom.
    mouse(speedup, QEvent::MouseButtonPress, from, Qt::LeftButton, Qt::LeftButton);
    mouse(speedup, QEvent::MouseButtonRelease, from, Qt::LeftButton, Qt::NoButton);
    QVERIFY(near(rangeOf(speedup, Qt::Horizontal), x));
}

void TestChartZoom::dragsPanTheRange()
{
    auto workspace = shownWorkspace();
    QVERIFY(workspace);
    auto* speedup = workspace->speedupChart();
    auto* efficiency = workspace->efficiencyChart();
    const QRectF plot = plotInViewport(speedup);
    const QPoint centre = plot.center().toPoint();
    wheel(speedup, centre, 4); // room to pan both ways
    QTest::qWait(50);          // the new tick labels and the alignment of the two plots settle
    const auto before = rangeOf(speedup, Qt::Horizontal);
    const auto beforeY = rangeOf(speedup, Qt::Vertical);
    const double span = before.second - before.first;
    const QRectF plotArea = speedup->chart()->plotArea(); // unrounded, as a pan reads it

    // Shift + left drag 40 pixels right: the content follows, the range moves left.
    drag(speedup, centre, centre + QPoint(40, 0), Qt::LeftButton, Qt::ShiftModifier);
    auto after = rangeOf(speedup, Qt::Horizontal);
    const double shift = 40 / plotArea.width() * span;
    QVERIFY(std::abs(after.first - (before.first - shift)) < 1e-9);
    QVERIFY(std::abs(after.second - (before.second - shift)) < 1e-9);
    QVERIFY(near(rangeOf(speedup, Qt::Vertical), beforeY));
    QVERIFY(near(rangeOf(efficiency, Qt::Horizontal), after));

    // Middle drag 30 pixels left and 20 down: x moves right, y up (the content went down).
    const double spanY = beforeY.second - beforeY.first;
    drag(speedup, centre, centre + QPoint(-30, 20), Qt::MiddleButton);
    const auto moved = rangeOf(speedup, Qt::Horizontal);
    QVERIFY(std::abs(moved.first - (after.first + 30 / plotArea.width() * span)) < 1e-9);
    const auto movedY = rangeOf(speedup, Qt::Vertical);
    QVERIFY(std::abs(movedY.first - (beforeY.first + 20 / plotArea.height() * spanY)) < 1e-9);
    QVERIFY(near(rangeOf(efficiency, Qt::Horizontal), moved));
}

void TestChartZoom::escapeDoubleClickAndMenuReset()
{
    auto workspace = shownWorkspace();
    QVERIFY(workspace);
    auto* speedup = workspace->speedupChart();
    auto* efficiency = workspace->efficiencyChart();
    const auto fullX = rangeOf(speedup, Qt::Horizontal);
    const auto fullY = rangeOf(speedup, Qt::Vertical);
    const auto fullEfficiencyY = rangeOf(efficiency, Qt::Vertical);
    const auto full = [&] {
        return near(rangeOf(speedup, Qt::Horizontal), fullX) &&
               near(rangeOf(speedup, Qt::Vertical), fullY) &&
               near(rangeOf(efficiency, Qt::Horizontal), fullX) &&
               near(rangeOf(efficiency, Qt::Vertical), fullEfficiencyY);
    };
    const QPoint centre = plotInViewport(speedup).center().toPoint();
    const QPoint efficiencyCentre = plotInViewport(efficiency).center().toPoint();

    wheel(speedup, centre, 3);
    wheel(efficiency, efficiencyCentre, 2); // its y zoomed too
    QVERIFY(!full());
    QTest::keyClick(speedup, Qt::Key_Escape);
    QVERIFY(full());

    wheel(efficiency, efficiencyCentre, 3);
    QVERIFY(!full());
    const QPoint corner =
        plotInViewport(speedup).topLeft().toPoint() + QPoint(6, 6); // no point there
    QTest::mouseDClick(speedup->viewport(), Qt::LeftButton, {}, corner);
    QVERIFY(full());

    auto* menu = ChartContextMenu::install(speedup, {}, {});
    auto* efficiencyMenu = ChartContextMenu::install(efficiency, {}, {});
    QVERIFY(!menu->resetZoomAction()->isEnabled());
    wheel(speedup, centre, 2);
    QVERIFY(menu->resetZoomAction()->isEnabled());
    QVERIFY(efficiencyMenu->resetZoomAction()->isEnabled()); // its GPU axis moved with it
    efficiencyMenu->resetZoomAction()->trigger();
    QVERIFY(full());
    QVERIFY(!menu->resetZoomAction()->isEnabled());
    QVERIFY(!efficiencyMenu->resetZoomAction()->isEnabled());
}

void TestChartZoom::clickOnAPointStillMakesItTheReference()
{
    auto workspace = shownWorkspace();
    QVERIFY(workspace);
    auto* speedup = workspace->speedupChart();
    const auto* model = workspace->viewModel()->model();
    QCOMPARE(model->referenceRow(), 0);
    wheel(speedup, viewportOf(speedup, speedup->valueOfRow(3)), 2);
    const auto zoomedX = rangeOf(speedup, Qt::Horizontal);

    QTest::mouseClick(speedup->viewport(), Qt::LeftButton, {},
                      viewportOf(speedup, speedup->valueOfRow(3)).toPoint());
    QTRY_COMPARE(model->pointAt(model->referenceRow()).systemId, std::string("acme_n32"));
    // The speedups are now against N = 32, a new y range; the GPU range stays zoomed.
    QVERIFY(near(rangeOf(speedup, Qt::Horizontal), zoomedX));
    QVERIFY(near(rangeOf(workspace->efficiencyChart(), Qt::Horizontal), zoomedX));
    QVERIFY(speedup->zoom()->isZoomed());
}

void TestChartZoom::overlaysFollowTheZoom()
{
    auto workspace = shownWorkspace();
    QVERIFY(workspace);
    auto* speedup = workspace->speedupChart();
    // A the reference at N = 8, B at N = 64; the marker at 64.
    workspace->setMarkerN(64);
    speedup->setComparisonRows(0, 4);
    QVERIFY(speedup->marker()->isVisible());
    QCOMPARE_GT(markerPixelsInPlot(speedup), 20);
    QVERIFY(!speedup->comparisonLabels()->labelRect(0).isNull());
    QVERIFY(!speedup->comparisonLabels()->labelRect(1).isNull());

    // A band over N = 8 to 32: the marker and B (N = 64) fall outside, A stays.
    const QRectF plot = plotInViewport(speedup);
    const int right = static_cast<int>(viewportOf(speedup, QPointF(std::log2(32.0), 0)).x());
    drag(speedup, plot.topLeft().toPoint() + QPoint(1, 1),
         QPoint(right, static_cast<int>(plot.bottom()) - 1), Qt::LeftButton);
    QVERIFY(speedup->zoom()->isZoomed());
    QCOMPARE_GT(speedup->marker()->markerX(), speedup->chart()->plotArea().right());
    QTest::qWait(20);
    QCOMPARE(markerPixelsInPlot(speedup), 0);
    QVERIFY(!speedup->comparisonLabels()->labelRect(0).isNull());
    QVERIFY(speedup->comparisonLabels()->labelRect(1).isNull());

    // A wheel step out around the left edge: the marker comes back where N = 64 is drawn.
    for (int i = 0; i < 20; ++i)
        wheel(speedup, plot.center(), -1);
    QVERIFY(!speedup->zoom()->isZoomed());
    QCOMPARE(speedup->marker()->markerX(),
             speedup->chart()->mapToPosition(QPointF(std::log2(64.0), 0)).x());
    QVERIFY(!speedup->comparisonLabels()->labelRect(1).isNull());
}

void TestChartZoom::zoomSurvivesAResizeAndAMarkerMove()
{
    auto workspace = shownWorkspace();
    QVERIFY(workspace);
    auto* speedup = workspace->speedupChart();
    auto* efficiency = workspace->efficiencyChart();
    const auto fullX = rangeOf(speedup, Qt::Horizontal);
    wheel(speedup, plotInViewport(speedup).center(), 3);
    const auto zoomedX = rangeOf(speedup, Qt::Horizontal);
    workspace->resize(1200, 800);
    QTest::qWait(50);
    QVERIFY(near(rangeOf(speedup, Qt::Horizontal), zoomedX));
    QVERIFY(near(rangeOf(efficiency, Qt::Horizontal), zoomedX));
    workspace->setMarkerN(32);
    QVERIFY(near(rangeOf(speedup, Qt::Horizontal), zoomedX));
    QCOMPARE(speedup->marker()->markerX(),
             speedup->chart()->mapToPosition(QPointF(std::log2(32.0), 0)).x());
    speedup->zoom()->reset();
    QVERIFY(near(rangeOf(speedup, Qt::Horizontal), fullX));
    QVERIFY(near(rangeOf(efficiency, Qt::Horizontal), fullX));
}

void TestChartZoom::exportsDrawTheZoomedRange()
{
    auto workspace = shownWorkspace();
    QVERIFY(workspace);
    auto* speedup = workspace->speedupChart();
    auto* efficiency = workspace->efficiencyChart();
    workspace->setMarkerN(64);
    // Marker-coloured pixels in the export's top plot.
    const auto exportedMarkerPixels = [&] {
        QImage image(1600, 1000, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter painter(&image);
        const auto plots =
            workspace->renderCharts(&painter, QRectF(0, 0, 1600, 1000), ChartSelection::Both);
        painter.end();
        const QRect plot = plots.at(0).toAlignedRect().adjusted(1, 1, -1, -1);
        int count = 0;
        for (int y = plot.top(); y <= plot.bottom(); ++y)
            for (int x = plot.left(); x <= plot.right(); ++x)
                count += image.pixelColor(x, y) == palette::kMarkerColour ? 1 : 0;
        return count;
    };
    QCOMPARE_GT(exportedMarkerPixels(), 100);

    // Zoomed to N = 8..32 by the wheel (the pointer's value still kept under it, so the
    // export's own layout must not drag the ranges along): no marker in the export.
    const double left = viewportOf(speedup, QPointF(3, 0)).x();
    const double right = viewportOf(speedup, QPointF(5, 0)).x();
    const QRectF plot = plotInViewport(speedup);
    drag(speedup, QPoint(static_cast<int>(left), static_cast<int>(plot.top()) + 2),
         QPoint(static_cast<int>(right), static_cast<int>(plot.bottom()) - 2), Qt::LeftButton);
    wheel(speedup, plot.center(), 1);
    const auto zoomedX = rangeOf(speedup, Qt::Horizontal);
    const auto zoomedY = rangeOf(speedup, Qt::Vertical);
    QCOMPARE_LT(zoomedX.second, 6.0);
    const QStringList shownLabels = axisOf(speedup, Qt::Horizontal)->categoriesLabels();
    QCOMPARE(exportedMarkerPixels(), 0);

    // On screen afterwards: the same ranges and labels, on both charts.
    QVERIFY(near(rangeOf(speedup, Qt::Horizontal), zoomedX));
    QVERIFY(near(rangeOf(speedup, Qt::Vertical), zoomedY));
    QVERIFY(near(rangeOf(efficiency, Qt::Horizontal), zoomedX));
    QCOMPARE(axisOf(speedup, Qt::Horizontal)->categoriesLabels(), shownLabels);
}
