#include "tst_chart_zoom_axes.h"

#include "core/analysis/series.h"
#include "ui/charts/ChartContextMenu.h"
#include "ui/charts/ChartZoom.h"
#include "ui/charts/ParetoChart.h"
#include "ui/charts/PowerOfTwoAxis.h"
#include "ui/charts/ThroughputChart.h"

#include <QAction>
#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QTest>
#include <QValueAxis>
#include <QWheelEvent>
#include <cmath>

using namespace scalescope::ui;

namespace {

std::pair<double, double> rangeOf(const QAbstractAxis* axis)
{
    if (const auto* value = qobject_cast<const QValueAxis*>(axis))
        return {value->min(), value->max()};
    const auto* log = qobject_cast<const QLogValueAxis*>(axis);
    return {log->min(), log->max()};
}

void wheel(QChartView* view, const QPointF& at, int notches)
{
    QWidget* viewport = view->viewport();
    QWheelEvent event(at, viewport->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(viewport, &event);
}

QPointF valueAt(const QChartView* view, const QPointF& viewportPos,
                QAbstractSeries* series = nullptr)
{
    return view->chart()->mapToValue(
        view->chart()->mapFromScene(view->mapToScene(viewportPos.toPoint())), series);
}

} // namespace

void TestChartZoomAxes::powerOfTwoTicksStayWhole_data()
{
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    QTest::addColumn<int>("maxLabels");
    QTest::newRow("10.5 to 15.5") << 10.5 << 15.5 << 14;
    QTest::newRow("8.6 to 14.9") << 8.6 << 14.9 << 14;
    QTest::newRow("9 to 31, 4 labels") << 9.0 << 31.0 << 8;
    QTest::newRow("270 to 320") << 270.0 << 320.0 << 14;
    QTest::newRow("1030 to 1100") << 1030.0 << 1100.0 << 10;
    QTest::newRow("3000 to 4000") << 3000.0 << 4000.0 << 6;
}

void TestChartZoomAxes::powerOfTwoTicksStayWhole()
{
    QFETCH(double, low);
    QFETCH(double, high);
    QFETCH(int, maxLabels);
    PowerOfTwoAxis axis;
    axis.setLog2Range(std::log2(low), std::log2(high), maxLabels);
    QCOMPARE(axis.min(), std::log2(low));
    QCOMPARE(axis.max(), std::log2(high));
    const QStringList labels = axis.categoriesLabels();
    QCOMPARE_GE(labels.size(), 2);
    QCOMPARE_LE(labels.size(), std::max(2, maxLabels / 2));
    for (const QString& label : labels) {
        bool whole = false;
        const qlonglong value = label.toLongLong(&whole);
        QVERIFY2(whole, qPrintable(label));
        QVERIFY2(value >= low && value <= high, qPrintable(label));
        QCOMPARE(axis.endValue(label), std::log2(static_cast<double>(value)));
    }
}

void TestChartZoomAxes::powersOfTwoWhenThereAreTwoOrMore()
{
    PowerOfTwoAxis axis;
    axis.setLog2Range(2.65, 6.35, 14);
    QCOMPARE(axis.categoriesLabels(), QStringList({QStringLiteral("8"), QStringLiteral("16"),
                                                   QStringLiteral("32"), QStringLiteral("64")}));
    axis.setLog2Range(-1.3, 1.2, 14);
    QCOMPARE(axis.categoriesLabels(), QStringList({PowerOfTwoAxis::powerOfTwoLabel(-1),
                                                   QStringLiteral("1"), QStringLiteral("2")}));
    // Between 8 and 16 alone: 9 to 15, no power of two but 8 is in range.
    axis.setLog2Range(std::log2(8.0), std::log2(15.2), 16);
    QCOMPARE(axis.categoriesLabels(),
             QString(QStringLiteral("8 9 10 11 12 13 14 15")).split(QLatin1Char(' ')));
}

void TestChartZoomAxes::paretoZoomsPansAndResets()
{
    ParetoChart chart;
    chart.resize(640, 420);
    chart.showSeries(std::nullopt, 0);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    auto* zoom = ChartZoom::of(&chart);
    QVERIFY(zoom);
    auto* menu = ChartContextMenu::install(&chart, {}, {});
    auto* axisX = chart.chart()->axes(Qt::Horizontal).constFirst();
    auto* axisY = chart.chart()->axes(Qt::Vertical).constFirst();
    QVERIFY(qobject_cast<QLogValueAxis*>(axisY));
    const auto fullX = rangeOf(axisX);
    const auto fullY = rangeOf(axisY);

    // The wheel around a point off centre: its value (log y included) stays under it.
    const QRectF plot = zoom->plotRectInViewport();
    const QPointF at(plot.left() + plot.width() * 0.3, plot.top() + plot.height() * 0.7);
    const QPointF before = valueAt(&chart, at, chart.frontSeries());
    wheel(&chart, at, 3);
    QTest::qWait(20); // the new tick labels move the plot: the values follow
    const QPointF after = valueAt(&chart, at, chart.frontSeries());
    QVERIFY(std::abs(after.x() - before.x()) < (fullX.second - fullX.first) / plot.width());
    QVERIFY(std::abs(std::log(after.y() / before.y())) <
            std::log(fullY.second / fullY.first) / plot.height());
    QCOMPARE_LT(rangeOf(axisX).second - rangeOf(axisX).first, (fullX.second - fullX.first) / 1.5);
    QCOMPARE_LT(rangeOf(axisY).second / rangeOf(axisY).first, fullY.second / fullY.first / 1.5);
    QVERIFY(menu->resetZoomAction()->isEnabled());

    // Middle drag 50 pixels left: the GPU-hours shown move right by 50 pixels' worth.
    const auto zoomedX = rangeOf(axisX);
    const QRectF shownPlot = chart.chart()->plotArea(); // after the zoom's new labels
    const QPoint centre = plot.center().toPoint();
    QTest::mousePress(chart.viewport(), Qt::MiddleButton, {}, centre);
    QMouseEvent move(QEvent::MouseMove, QPointF(centre - QPoint(50, 0)),
                     chart.viewport()->mapToGlobal(QPointF(centre - QPoint(50, 0))), Qt::NoButton,
                     Qt::MiddleButton, Qt::NoModifier);
    QCoreApplication::sendEvent(chart.viewport(), &move);
    QTest::mouseRelease(chart.viewport(), Qt::MiddleButton, {}, centre - QPoint(50, 0));
    const double shift = 50 / shownPlot.width() * (zoomedX.second - zoomedX.first);
    QVERIFY(std::abs(rangeOf(axisX).first - (zoomedX.first + shift)) < 1e-9);

    menu->resetZoomAction()->trigger();
    QCOMPARE(rangeOf(axisX), fullX);
    QCOMPARE(rangeOf(axisY), fullY);
    QVERIFY(!menu->resetZoomAction()->isEnabled());

    // Escape after a zoom; a new series with other ranges drops the zoom.
    wheel(&chart, at, 2);
    QTest::keyClick(&chart, Qt::Key_Escape);
    QCOMPARE(rangeOf(axisX), fullX);
    QVERIFY(!zoom->isZoomed());
}

void TestChartZoomAxes::throughputZoomsEveryAxisInItsScale()
{
    ThroughputChart chart;
    chart.resize(640, 420);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    auto* zoom = ChartZoom::of(&chart);
    QVERIFY(zoom);
    const auto axesY = chart.chart()->axes(Qt::Vertical);
    QCOMPARE(axesY.size(), 2);
    auto* axisX = chart.chart()->axes(Qt::Horizontal).constFirst();
    QVERIFY(qobject_cast<QLogValueAxis*>(axisX));
    const auto fullX = rangeOf(axisX);
    const auto fullLeft = rangeOf(axesY[0]);
    const auto fullRight = rangeOf(axesY[1]);

    // Beneath the plot, over the GPU axis: x zooms (in log space), neither y does.
    const QRectF plot = zoom->plotRectInViewport();
    const QPointF underAxis(plot.left() + plot.width() * 0.25, plot.bottom() + 8);
    wheel(&chart, underAxis, 2);
    const auto x = rangeOf(axisX);
    const double factor = std::exp2(2 * 120 / 480.0);
    QVERIFY(std::abs(std::log(x.second / x.first) - std::log(fullX.second / fullX.first) / factor) <
            1e-9);
    QCOMPARE(rangeOf(axesY[0]), fullLeft);
    QCOMPARE(rangeOf(axesY[1]), fullRight);

    // In the plot: both y axes zoom by the same factor about the same height.
    wheel(&chart, plot.center(), 1);
    const double yFactor = std::exp2(120 / 480.0);
    const auto left = rangeOf(axesY[0]);
    const auto right = rangeOf(axesY[1]);
    QVERIFY(std::abs((left.second - left.first) - (fullLeft.second - fullLeft.first) / yFactor) <
            1e-9);
    QVERIFY(std::abs((right.second - right.first) -
                     (fullRight.second - fullRight.first) / yFactor) < 1e-9);

    // A double-click on the plot: every axis full again.
    QTest::mouseDClick(chart.viewport(), Qt::LeftButton, {}, plot.center().toPoint());
    QCOMPARE(rangeOf(axisX), fullX);
    QCOMPARE(rangeOf(axesY[0]), fullLeft);
    QCOMPARE(rangeOf(axesY[1]), fullRight);
}
