#include "tst_chart_paint.h"

#include "shown_workspace.h"
#include "tests/support/ui_fixtures.h"
#include "ui/charts/ChartPalette.h"
#include "ui/charts/ComparisonLabels.h"
#include "ui/charts/ScalingChart.h"
#include "ui/panels/BreakEvenReadout.h"
#include "ui/panels/ComparisonPanel.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QImage>
#include <QPainter>
#include <QScreen>
#include <QSlider>
#include <QTest>
#include <cmath>
#include <memory>

using namespace scalescope::ui;
using namespace scalescope::ui::test;

namespace {

std::unique_ptr<AnalysisWorkspace> shownWorkspace()
{
    auto workspace = shownPricedWorkspace();
    // The analysis may finish on a worker: the marker is shown with its series.
    if (!workspace ||
        !QTest::qWaitFor([&] { return workspace->speedupChart()->marker()->isVisible(); }))
        return nullptr;
    QCoreApplication::processEvents();
    return workspace;
}

// What is on screen where the chart's viewport is: the window's backing store as the
// offscreen platform keeps it (painted by the paint events, not painted again).
QImage onScreen(const ScalingChart* chart)
{
    const QWidget* viewport = chart->viewport();
    const QPoint at = viewport->mapTo(viewport->window(), QPoint(0, 0));
    return viewport->screen()
        ->grabWindow(viewport->window()->winId(), at.x(), at.y(), viewport->width(),
                     viewport->height())
        .toImage()
        .convertToFormat(QImage::Format_RGB32);
}

// The viewport painted whole, from a scene image drawn anew.
QImage paintedWhole(ScalingChart* chart)
{
    return chart->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
}

// Pixels that differ, and where the first one is, for a failure message.
QString difference(const QImage& actual, const QImage& expected)
{
    if (actual.size() != expected.size())
        return QStringLiteral("sizes %1x%2 and %3x%4")
            .arg(actual.width())
            .arg(actual.height())
            .arg(expected.width())
            .arg(expected.height());
    int count = 0;
    QPoint first(-1, -1);
    for (int y = 0; y < actual.height(); ++y)
        for (int x = 0; x < actual.width(); ++x)
            if (actual.pixel(x, y) != expected.pixel(x, y)) {
                if (count++ == 0)
                    first = QPoint(x, y);
            }
    return count == 0 ? QString()
                      : QStringLiteral("%1 pixels differ, the first at (%2, %3)")
                            .arg(count)
                            .arg(first.x())
                            .arg(first.y());
}

int markerPixelsInColumn(const QImage& image, int x)
{
    int count = 0;
    if (x < 0 || x >= image.width())
        return 0;
    for (int y = 0; y < image.height(); ++y)
        count += QColor(image.pixel(x, y)) == palette::kMarkerColour ? 1 : 0;
    return count;
}

} // namespace

void TestChartPaint::keptImageLooksAsQtPaintsTheChart()
{
    auto workspace = shownWorkspace();
    QVERIFY(workspace);
    for (auto* chart : {workspace->speedupChart(), workspace->efficiencyChart()}) {
        const QImage kept = paintedWhole(chart);
        chart->setSceneImageKept(false); // the marker and letters back in the scene
        const QImage qt = paintedWhole(chart);
        chart->setSceneImageKept(true);
        QVERIFY2(difference(kept, qt).isEmpty(), qPrintable(difference(kept, qt)));
        // Not an empty chart either way: the marker line is drawn.
        const double ratio = chart->viewport()->devicePixelRatio();
        const QPointF line =
            chart->mapFromScene(chart->chart()->mapToScene(QPointF(chart->marker()->markerX(), 0)));
        const int x = qRound(line.x() * ratio);
        int linePixels = 0;
        for (int column = x - 2; column <= x + 2; ++column)
            linePixels += markerPixelsInColumn(kept, column);
        QVERIFY2(linePixels > 100 * ratio, qPrintable(QString::number(linePixels)));
    }
}

void TestChartPaint::sliderStepsCopyTheImageBackAndShowWhatAFullPaintShows()
{
    auto workspace = shownWorkspace();
    QVERIFY(workspace);
    auto* speedup = workspace->speedupChart();
    auto* efficiency = workspace->efficiencyChart();
    // A and B on points of their own, so that the letters move aside as the marker passes.
    workspace->comparisonPanel()->sliderA()->setValue(1);
    workspace->comparisonPanel()->sliderB()->setValue(3);
    QTest::qWait(20);
    const int speedupRenders = speedup->sceneImageRenders();
    const int efficiencyRenders = efficiency->sceneImageRenders();
    auto* slider = workspace->readout()->slider();
    QVERIFY(slider->maximum() >= 3);
    // What a person sees after a step is what the chart draws whole at that moment.
    int wholePaints = 0;
    const auto checkScreen = [&](const QString& step) {
        for (auto* chart : {speedup, efficiency}) {
            const QString differs = difference(onScreen(chart), paintedWhole(chart));
            ++wholePaints;
            if (!differs.isEmpty())
                return QStringLiteral("%1: %2").arg(step, differs);
        }
        return QString();
    };
    for (int value : {slider->maximum(), 0, 2, 1, slider->maximum(), 0}) {
        const double markerBefore = speedup->marker()->markerX();
        slider->setValue(value);
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        const QString differs = checkScreen(QStringLiteral("slider at %1").arg(value));
        QVERIFY2(differs.isEmpty(), qPrintable(differs));
        QVERIFY(speedup->marker()->markerX() != markerBefore); // every step moved the marker
    }
    // Continuous, the marker passes through the letters' boxes, which step aside.
    workspace->viewModel()->setContinuous(true);
    QCoreApplication::processEvents();
    int letterMoves = 0;
    for (int step = 0; step <= 24; ++step) {
        const double n = 8 * std::exp2(step / 8.0);
        const QRectF lettersBefore = speedup->comparisonLabels()->labelRect(0).united(
            speedup->comparisonLabels()->labelRect(1));
        workspace->setMarkerN(n);
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        const QString differs = checkScreen(QStringLiteral("marker at N = %1").arg(n));
        QVERIFY2(differs.isEmpty(), qPrintable(differs));
        letterMoves += speedup->comparisonLabels()->labelRect(0).united(
                           speedup->comparisonLabels()->labelRect(1)) != lettersBefore;
    }
    QVERIFY(letterMoves > 0);
    // Only the whole paints drew the image anew: no step did.
    QCOMPARE(speedup->sceneImageRenders() + efficiency->sceneImageRenders() - speedupRenders -
                 efficiencyRenders,
             wholePaints);
}

void TestChartPaint::aChangeOfTheSceneDrawsTheImageAnew()
{
    auto workspace = shownWorkspace();
    QVERIFY(workspace);
    auto* chart = workspace->efficiencyChart();
    const int renders = chart->sceneImageRenders();
    // The threshold line moves: a series changes, the image must follow.
    workspace->viewModel()->setThreshold(0.7);
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    QVERIFY(chart->sceneImageRenders() > renders);
    const QString afterThreshold = difference(onScreen(chart), paintedWhole(chart));
    QVERIFY2(afterThreshold.isEmpty(), qPrintable(afterThreshold));
    // A resize too.
    const int resized = chart->sceneImageRenders();
    workspace->resize(1300, 850);
    QTest::qWait(20);
    QVERIFY(chart->sceneImageRenders() > resized);
    const QString afterResize = difference(onScreen(chart), paintedWhole(chart));
    QVERIFY2(afterResize.isEmpty(), qPrintable(afterResize));
}

void TestChartPaint::exportsStillDrawTheMarkerAndLetters()
{
    auto workspace = shownWorkspace();
    QVERIFY(workspace);
    auto* chart = workspace->speedupChart();
    workspace->comparisonPanel()->sliderA()->setValue(1);
    workspace->comparisonPanel()->sliderB()->setValue(3);
    QRectF plot;
    const auto exported = [&] {
        QImage image(900, 600, QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        plot = chart->renderInto(&painter, QRectF(0, 0, 900, 600));
        return image;
    };
    const QImage image = exported();
    int columnsWithTheLine = 0;
    for (int x = qFloor(plot.left()); x <= qCeil(plot.right()); ++x)
        columnsWithTheLine += markerPixelsInColumn(image, x) > plot.height() / 2 ? 1 : 0;
    QVERIFY2(columnsWithTheLine >= 1 && columnsWithTheLine <= 3,
             qPrintable(QString::number(columnsWithTheLine)));
    // The letters are written in the comparison colour, which points A and B have too: the
    // export with the letters has more of it than one without them.
    const auto comparisonPixels = [](const QImage& shown) {
        int count = 0;
        for (int y = 0; y < shown.height(); ++y)
            for (int x = 0; x < shown.width(); ++x)
                count += QColor(shown.pixel(x, y)) == palette::kComparisonColour ? 1 : 0;
        return count;
    };
    chart->comparisonLabels()->setVisible(false);
    const int withoutLetters = comparisonPixels(exported());
    chart->comparisonLabels()->setVisible(true);
    QVERIFY2(
        comparisonPixels(image) > withoutLetters + 20,
        qPrintable(QStringLiteral("%1 and %2").arg(comparisonPixels(image)).arg(withoutLetters)));
    // And the screen still has them drawn by the view.
    QTest::qWait(20);
    QVERIFY(chart->marker()->drawnByView());
    const QString afterExport = difference(onScreen(chart), paintedWhole(chart));
    QVERIFY2(afterExport.isEmpty(), qPrintable(afterExport));
}
