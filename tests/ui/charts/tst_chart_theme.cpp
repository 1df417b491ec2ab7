#include "tst_chart_theme.h"

#include "ui/charts/ChartTheme.h"
#include "ui/charts/ScalingChart.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QImage>
#include <QLegend>
#include <QPainter>
#include <QPalette>
#include <QTest>

using namespace scalescope::ui;

namespace {

QPalette darkPalette()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(45, 45, 45));
    dark.setColor(QPalette::WindowText, QColor(230, 230, 230));
    dark.setColor(QPalette::Base, QColor(30, 30, 30));
    dark.setColor(QPalette::Text, QColor(230, 230, 230));
    dark.setColor(QPalette::Button, QColor(50, 50, 50));
    dark.setColor(QPalette::ButtonText, QColor(230, 230, 230));
    return dark;
}

bool isDark(const QColor& colour)
{
    return colour.lightnessF() < 0.5;
}

} // namespace

void TestChartTheme::cleanup()
{
    QApplication::setPalette(QPalette());
}

void TestChartTheme::lightByDefault()
{
    QApplication::setPalette(exportChartPalette());
    ScalingChart chart(ScalingChart::Mode::Speedup);
    QCOMPARE(chart.chart()->backgroundBrush().color(), QColor(Qt::white));
    QCOMPARE(chart.chart()->titleBrush().color(), QColor(Qt::black));
}

void TestChartTheme::followsADarkPalette()
{
    QApplication::setPalette(exportChartPalette());
    ScalingChart chart(ScalingChart::Mode::Efficiency);
    QVERIFY(!isDark(chart.chart()->backgroundBrush().color()));
    chart.setPalette(darkPalette()); // as when the desktop switches to a dark theme
    QVERIFY(isDark(chart.chart()->backgroundBrush().color()));
    QVERIFY(!isDark(chart.chart()->titleBrush().color()));
    QVERIFY(!isDark(chart.chart()->legend()->labelColor()));
    const auto axes = chart.chart()->axes();
    for (const auto* axis : axes)
        QVERIFY(!isDark(axis->labelsBrush().color()));
    chart.setPalette(exportChartPalette());
    QVERIFY(!isDark(chart.chart()->backgroundBrush().color()));
}

void TestChartTheme::darkApplicationPaletteAtStart()
{
    QApplication::setPalette(darkPalette());
    ScalingChart chart(ScalingChart::Mode::Speedup);
    QVERIFY(isDarkPalette(chart.palette()));
    QVERIFY(isDark(chart.chart()->backgroundBrush().color()));
    chart.resize(640, 400);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const QImage shown = chart.grab().toImage();
    QVERIFY(isDark(shown.pixelColor(shown.width() / 2, 3)));
}

void TestChartTheme::exportsStayLight()
{
    QApplication::setPalette(darkPalette());
    ScalingChart chart(ScalingChart::Mode::Speedup);
    chart.resize(640, 400);
    QImage image(640, 400, QImage::Format_ARGB32);
    image.fill(Qt::red);
    {
        QPainter painter(&image);
        chart.renderInto(&painter, QRectF(0, 0, 640, 400));
    }
    // The chart background (inside its small outer margin) is white, not the view's dark.
    QCOMPARE(image.pixelColor(image.width() - 20, 20), QColor(Qt::white));
    QCOMPARE(image.pixelColor(20, image.height() - 20), QColor(Qt::white));
    // The view itself is dark again afterwards.
    QVERIFY(isDark(chart.chart()->backgroundBrush().color()));
}
