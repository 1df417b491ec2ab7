#include "tst_laptop_and_copy.h"

#include "core/dataset/dataset_io.h"
#include "core/resources/embedded.h"
#include "tests/support/ui_fixtures.h"
#include "ui/MainWindow.h"
#include "ui/WindowGeometry.h"
#include "ui/charts/ChartContextMenu.h"
#include "ui/charts/ChartLegend.h"
#include "ui/charts/ParetoChart.h"
#include "ui/charts/ScalingChart.h"
#include "ui/charts/ThroughputChart.h"
#include "ui/models/ImportReportModel.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/panels/ComparisonPanel.h"
#include "ui/panels/CopyableTable.h"
#include "ui/panels/ImportReportDock.h"
#include "ui/panels/ScoreTablePanel.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QAbstractAxis>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QHelpEvent>
#include <QImage>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QToolTip>

using scalescope::ui::ChartContextMenu;
using scalescope::ui::ComparisonPanel;
using scalescope::ui::MainWindow;
using namespace scalescope::ui::test;

namespace {

// A 1366x768 laptop with a 40-pixel taskbar, and the window's frame (title bar, borders).
const QSize kLaptopAvailable(1366, 728);
const QSize kFrame(10, 40);

void showHandBuiltDataset(MainWindow& window)
{
    window.showDataset(std::make_shared<const scalescope::Dataset>(sampleDataset()), sampleReport(),
                       QStringLiteral("training_results_v9.9"));
}

// The widget's rectangle in the window's coordinates.
QRect rectInWindow(const QWidget& widget, const QWidget& window)
{
    return {widget.mapTo(&window, QPoint(0, 0)), widget.size()};
}

// Visible on screen, or inside a scroll area that can bring it into view.
bool reachable(const QWidget& widget, const QWidget& window)
{
    if (!widget.isVisible() || widget.width() <= 0 || widget.height() <= 0)
        return false;
    for (const QWidget* parent = widget.parentWidget(); parent != nullptr;
         parent = parent->parentWidget()) {
        if (qobject_cast<const QScrollArea*>(parent) != nullptr)
            return true;
    }
    return QRect(QPoint(0, 0), window.size()).contains(rectInWindow(widget, window));
}

// The widgets inside area's content that reach past its viewport's right edge (cut:
// these side panels never scroll sideways).
QStringList cutOnTheRight(const QScrollArea& area)
{
    QStringList cut;
    const QWidget* viewport = area.viewport();
    for (const auto* child : area.widget()->findChildren<QWidget*>()) {
        if (!child->isVisibleTo(area.widget()) || child->isWindow())
            continue;
        const int right = child->mapTo(viewport, QPoint(child->width(), 0)).x();
        if (right > viewport->width() + 1) {
            const auto* label = qobject_cast<const QLabel*>(child);
            cut.append(QStringLiteral("%1 \"%2\" ends at %3 of %4")
                           .arg(QString::fromLatin1(child->metaObject()->className()),
                                label ? label->text() : child->objectName())
                           .arg(right)
                           .arg(viewport->width()));
        }
    }
    return cut;
}

// What of a Qt chart is cut: an axis title longer than its axis, a legend whose entries
// (swatch, gap and text each) need more than its width.
QStringList cutInChart(const QChartView& view)
{
    QStringList cut;
    const QChart& chart = *view.chart();
    const QRectF plot = chart.plotArea();
    for (const auto* axis : chart.axes()) {
        const double room = axis->orientation() == Qt::Horizontal ? plot.width() : plot.height();
        const double needed = QFontMetricsF(axis->titleFont()).horizontalAdvance(axis->titleText());
        if (needed > room)
            cut.append(QStringLiteral("axis title \"%1\" needs %2 of %3")
                           .arg(axis->titleText())
                           .arg(needed)
                           .arg(room));
    }
    double needed = 0;
    const QFontMetricsF metrics(chart.legend()->font());
    for (const auto* marker : chart.legend()->markers())
        if (marker->isVisible())
            needed += metrics.horizontalAdvance(marker->label()) + metrics.height() +
                      16; // swatch and spacing
    if (needed > chart.legend()->geometry().width())
        cut.append(QStringLiteral("legend needs %1 of %2")
                       .arg(needed)
                       .arg(chart.legend()->geometry().width()));
    return cut;
}

QAction* viewMenuAction(const MainWindow& window, const QString& text)
{
    for (auto* menu : window.menuBar()->findChildren<QMenu*>()) {
        if (menu->title() != QStringLiteral("&View"))
            continue;
        for (auto* action : menu->actions()) {
            if (action->text() == text)
                return action;
        }
    }
    return nullptr;
}

} // namespace

void TestLaptopAndCopy::minimumSizeFitsALaptopScreen()
{
    MainWindow window;
    showHandBuiltDataset(window);
    const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
    QVERIFY2(
        minimum.width() + kFrame.width() <= kLaptopAvailable.width() &&
            minimum.height() + kFrame.height() <= kLaptopAvailable.height(),
        qPrintable(QStringLiteral("minimum %1x%2").arg(minimum.width()).arg(minimum.height())));
}

void TestLaptopAndCopy::everyPanelIsReachableAt1366x768()
{
    MainWindow window;
    showHandBuiltDataset(window);
    window.resize(kLaptopAvailable - kFrame);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.size(), kLaptopAvailable - kFrame);
    auto* workspace = window.workspace();
    // The status bar (with the import summary) and the import report are on screen.
    const QRect inside(QPoint(0, 0), window.size());
    QVERIFY(inside.contains(rectInWindow(*window.statusBar(), window)));
    QVERIFY(inside.contains(rectInWindow(*window.importReportDock(), window)));
    for (auto* child : workspace->findChildren<QWidget*>()) {
        if (child->isVisibleTo(workspace) && !child->isWindow())
            QVERIFY2(reachable(*child, window),
                     qPrintable(QString::fromLatin1(child->metaObject()->className()) +
                                QStringLiteral(" ") + child->objectName()));
    }
    // The charts keep a readable height and the footnote sits under the efficiency chart.
    auto* speedup = workspace->speedupChart();
    auto* efficiency = workspace->efficiencyChart();
    QVERIFY(speedup->height() >= 150);
    QVERIFY(efficiency->height() >= 150);
    const QRect efficiencyRect = rectInWindow(*efficiency, window);
    for (auto* label : workspace->findChildren<QLabel*>()) {
        if (label->isVisible() && label->parentWidget() == efficiency->parentWidget())
            QVERIFY2(!rectInWindow(*label, window).intersects(efficiencyRect),
                     qPrintable(label->text()));
    }
}

void TestLaptopAndCopy::legendsAxisTitlesAndSidePanelsAreWholeAt1366x768()
{
    // The embedded v4.1 sample as the app opens it: long fit and break-even entries.
    const auto text = scalescope::resources::findEmbedded("sample/training_v4.1.scalescope.json");
    if (!text)
        QSKIP("this build embeds no sample");
    const auto loaded = scalescope::loadDataset(*text);
    MainWindow window;
    window.showDataset(std::make_shared<const scalescope::Dataset>(loaded.dataset), {},
                       QStringLiteral("training_results_v4.1"));
    window.resize(kLaptopAvailable - kFrame);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* workspace = window.workspace();
    QTRY_VERIFY(workspace->viewModel()->model()->hasSeries());
    QCoreApplication::processEvents();

    // One legend beside both scaling charts: every entry of either chart, whole, with
    // the verdict's N (Qt's legend in each chart cut it to "Break-even (marginal return").
    // The sample opens on Dell's XE9680 llama2_70b_lora family: one noisy 8->16 step is no
    // break-even, efficiency stays >= 0.5 up to 64 (docs/analysis.md §4.2).
    auto* legend = workspace->chartLegend();
    QStringList shown;
    for (const auto& entry : legend->entries())
        shown.append(entry.label);
    for (auto* chart : {workspace->speedupChart(), workspace->efficiencyChart()}) {
        QVERIFY(!chart->chart()->legend()->isVisible());
        for (const auto& name : chart->legendNames())
            QVERIFY2(shown.contains(name), qPrintable(name));
    }
    QVERIFY2(std::any_of(shown.begin(), shown.end(),
                         [](const QString& label) {
                             return label ==
                                    QStringLiteral("No break-even up to N = 64 (lower bound)");
                         }),
             qPrintable(shown.join(QStringLiteral(" | "))));
    auto* legendArea = qobject_cast<QScrollArea*>(legend->parentWidget()->parentWidget());
    QVERIFY(legendArea);
    QVERIFY(legend->width() <= legendArea->viewport()->width());
    const QFontMetricsF legendMetrics(legend->font());
    for (std::size_t i = 0; i < legend->entries().size(); ++i) {
        const QRectF box = legend->entryRect(i);
        QVERIFY(box.right() <= legend->width());
        const QRectF textBox(
            0, 0, box.width() - scalescope::ui::ScalingChart::kLegendSwatchWidth - 6, 1e6);
        QVERIFY2(legendMetrics.boundingRect(textBox, Qt::TextWordWrap, legend->entries()[i].label)
                         .height() <= box.height(),
                 qPrintable(legend->entries()[i].label));
    }
    // The comparison whole at first show (sliders, table, its wrapped sentence): it was cut
    // after the sentence's first line and scrolled.
    auto* comparisonArea = qobject_cast<QScrollArea*>(workspace->sidePanelsSplitter()->widget(0));
    QVERIFY(comparisonArea);
    QTRY_COMPARE(comparisonArea->verticalScrollBar()->maximum(), 0);
    QVERIFY(workspace->comparisonText().size() > 20);
    // And after the window is resized (the sentence wraps anew), until the person drags the
    // side splitter.
    window.resize(kLaptopAvailable - kFrame - QSize(160, 0));
    QTRY_COMPARE(comparisonArea->verticalScrollBar()->maximum(), 0);
    window.resize(kLaptopAvailable - kFrame);
    QTRY_COMPARE(comparisonArea->verticalScrollBar()->maximum(), 0);
    // The plots keep most of the width: the legend is narrower than each chart.
    QVERIFY2(legend->width() < workspace->speedupChart()->width(),
             qPrintable(QStringLiteral("legend %1, chart %2")
                            .arg(legend->width())
                            .arg(workspace->speedupChart()->width())));

    // Time vs GPU-hours and throughput are pages beside the scaling charts, their axis
    // titles and legend entries whole (in the side panel they were 160 px strips).
    auto* pages = workspace->chartPages();
    QCOMPARE(pages->count(), 3);
    QCOMPARE(pages->tabText(1), QStringLiteral("Time vs GPU-hours"));
    QCOMPARE(pages->tabText(2), QStringLiteral("Throughput"));
    auto* pareto = pages->widget(1)->findChild<scalescope::ui::ParetoChart*>();
    auto* throughput = qobject_cast<scalescope::ui::ThroughputChart*>(pages->widget(2));
    QVERIFY(pareto);
    QVERIFY(throughput);
    for (int page : {1, 2}) {
        pages->setCurrentIndex(page);
        QCoreApplication::processEvents();
        const QChartView* view =
            page == 1 ? static_cast<QChartView*>(pareto) : static_cast<QChartView*>(throughput);
        QVERIFY2(view->height() >= 300, qPrintable(QString::number(view->height())));
        const QStringList cut = cutInChart(*view);
        QVERIFY2(cut.isEmpty(),
                 qPrintable(cut.join(QStringLiteral("; ")) +
                            QStringLiteral(" at %1x%2").arg(view->width()).arg(view->height())));
    }
    pages->setCurrentIndex(0);

    // The side column never scrolls sideways, so nothing in it may reach past its edge:
    // column B of the comparison and the caveats' lines were cut there.
    for (auto* area : workspace->findChildren<QScrollArea*>()) {
        if (area->horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff || !area->widget() ||
            !area->isVisible())
            continue;
        const QStringList cut = cutOnTheRight(*area);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("; "))));
    }
    auto* comparison = workspace->comparisonPanel();
    QVERIFY(!comparison->cellText(ComparisonPanel::GpusRow, 3).isEmpty()); // B / A is filled in
}

void TestLaptopAndCopy::importReportDockClosesAndReopensFromTheViewMenu()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* dock = window.importReportDock();
    auto* toggle = viewMenuAction(window, dock->toggleViewAction()->text());
    QVERIFY(toggle);
    QVERIFY(dock->isVisible());
    QVERIFY(dock->features().testFlag(QDockWidget::DockWidgetClosable));
    dock->close();
    QVERIFY(!dock->isVisible());
    QVERIFY(!toggle->isChecked());
    toggle->trigger();
    QVERIFY(dock->isVisible());
}

void TestLaptopAndCopy::importReportDockShowsOnlyWhenTheImportHasSomethingToSay()
{
    MainWindow window;
    window.resize(kLaptopAvailable - kFrame);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* dock = window.importReportDock();
    auto* chart = window.workspace()->speedupChart();
    const auto name = QStringLiteral("training_results_v9.9");
    QVERIFY(dock->isVisible()); // before anything is opened
    const int chartHeightWithDock = chart->height();

    // Nothing to report (a saved dataset, the sample): the strip is put away and the
    // charts get its height.
    window.showDataset(std::make_shared<const scalescope::Dataset>(sampleDataset()), {}, name);
    QVERIFY(!dock->isVisible());
    QTRY_VERIFY(chart->height() > chartHeightWithDock + 40);
    const int chartHeightWithoutDock = chart->height();

    // An error and a warning: back, even though it was put away.
    window.showDataset(std::make_shared<const scalescope::Dataset>(sampleDataset()), sampleReport(),
                       name);
    QVERIFY(dock->isVisible());
    QCOMPARE(dock->model()->rowCount(), 3);
    QTRY_VERIFY(chart->height() < chartHeightWithoutDock);

    // Notes only, after the person closed it: it stays closed.
    dock->close();
    scalescope::ImportReport notes;
    notes.add(scalescope::Severity::Info, scalescope::ItemKind::System,
              "Acme/systems/acme_n16.json", 0, "a note");
    window.showDataset(std::make_shared<const scalescope::Dataset>(sampleDataset()), notes, name);
    QVERIFY(!dock->isVisible());
    QCOMPARE(dock->model()->rowCount(), 1);
}

void TestLaptopAndCopy::chartTitlesAreOneLineOnScreenAndWholeInExports()
{
    MainWindow window;
    window.resize(kLaptopAvailable - kFrame);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    showHandBuiltDataset(window);
    for (auto* chart :
         {window.workspace()->speedupChart(), window.workspace()->efficiencyChart()}) {
        // The window at its narrowest: one line, cut with an ellipsis, inside the chart.
        window.resize(window.minimumSizeHint().width(), window.height());
        const QString shown = chart->chart()->title();
        QVERIFY2(!shown.contains(QStringLiteral("<br>")), qPrintable(shown));
        QVERIFY2(shown.endsWith(QChar(0x2026)), qPrintable(shown));
        QVERIFY(QFontMetricsF(chart->chart()->titleFont()).horizontalAdvance(shown) <=
                chart->chart()->size().width());
        // An export lays the chart out at its own size with the whole title, then gives the
        // screen back its line.
        QImage image(1200, 800, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        chart->renderInto(&painter, QRectF(0, 0, 1200, 800), scalescope::ui::ExportLayer::All, {});
        painter.end();
        QCOMPARE(chart->chart()->title(), shown);
        QVERIFY(!chart->exportTitle().contains(QChar(0x2026)));
        QVERIFY(chart->exportTitle().size() > shown.size());
        // Hovering the cut title shows it whole; hovering the plot does not.
        QToolTip::hideText();
        const QRect title = chart->screenTitleRect();
        QVERIFY(chart->viewport()->rect().contains(title.center()));
        QHelpEvent onTitle(QEvent::ToolTip, title.center(),
                           chart->viewport()->mapToGlobal(title.center()));
        QCoreApplication::sendEvent(chart->viewport(), &onTitle);
        QTRY_VERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text(), chart->screenTitle());
        QVERIFY(!QToolTip::text().endsWith(QChar(0x2026)));
        QToolTip::hideText();
        QTRY_VERIFY(!QToolTip::isVisible());
        const QPoint inPlot =
            chart->mapFromScene(chart->chart()->mapToScene(chart->chart()->plotArea().center()));
        QHelpEvent onPlot(QEvent::ToolTip, inPlot, chart->viewport()->mapToGlobal(inPlot));
        QCoreApplication::sendEvent(chart->viewport(), &onPlot);
        QVERIFY(!QToolTip::isVisible() || QToolTip::text() != chart->screenTitle());
    }
}

void TestLaptopAndCopy::oversizedSavedGeometryComesBackInsideTheScreen()
{
    using scalescope::ui::fitIntoScreen;
    const QRect laptop(0, 0, 1366, 728);
    // Inside: unchanged.
    QCOMPARE(fitIntoScreen(QRect(100, 50, 1000, 600), laptop), QRect(100, 50, 1000, 600));
    // Saved on a 1920x1080 monitor: cut to the screen.
    QCOMPARE(fitIntoScreen(QRect(200, 100, 1700, 950), laptop), QRect(0, 0, 1366, 728));
    // Fits, but off to the right (a second monitor gone): moved back, centred.
    QCOMPARE(fitIntoScreen(QRect(1500, 100, 1000, 600), laptop), QRect(183, 64, 1000, 600));

    // The window itself, restoring a geometry saved larger than this (offscreen) screen.
    const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
    {
        MainWindow big;
        big.setGeometry(
            QRect(available.topLeft() + QPoint(300, 200), available.size() + QSize(600, 400)));
        QSettings().setValue(QStringLiteral("mainWindow/geometry"), big.saveGeometry());
        QSettings().remove(QStringLiteral("mainWindow/state"));
    }
    MainWindow window;
    // Cut to the screen (the offscreen screen is 800x800: narrower than the window's
    // minimum, which then wins) and moved to its top left, not left 300 px off it.
    const QSize minimum = window.minimumSizeHint();
    QVERIFY2(window.width() <= qMax(available.width(), minimum.width()) &&
                 window.height() <= qMax(available.height(), minimum.height()) &&
                 window.height() < available.height() + 400 &&
                 available.contains(window.frameGeometry().topLeft()),
             qPrintable(QStringLiteral("%1,%2 %3x%4 in %5x%6")
                            .arg(window.x())
                            .arg(window.y())
                            .arg(window.width())
                            .arg(window.height())
                            .arg(available.width())
                            .arg(available.height())));
    QSettings().remove(QStringLiteral("mainWindow/geometry"));
}

void TestLaptopAndCopy::ctrlCOnATableCopiesTheSelectionAsTsv()
{
    MainWindow window;
    showHandBuiltDataset(window);
    window.show();
    window.showTab(window.scorePanel());
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* view = window.scorePanel()->view();
    view->setFocus();
    view->clearSelection();
    view->selectionModel()->select(view->model()->index(0, 0),
                                   QItemSelectionModel::Select | QItemSelectionModel::Rows);
    view->selectionModel()->select(view->model()->index(2, 0),
                                   QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QGuiApplication::clipboard()->clear();
    QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier);
    // Rows 1 and 3 of the table as shown, every column, the header first; an empty cell
    // (no score: no olympic mean of 0 counted runs) stays an empty field.
    const QString expected = QStringLiteral(
        "Submitter\tSystem\tSystem ID\tAccelerator\tAccelerators\tNodes\tFramework\tBenchmark\t"
        "Score (min)\tRaw (min)\tScaling factor\tEnergy (J)\tRuns counted\tRound\n"
        "Acme\tAcme 16 nodes\tacme_n16\tH100-SXM5-80GB\t128\t16\tPyTorch NVIDIA Release 24.09\t"
        "BERT-Large (bert)\t12.500\t12.500\t1.0000\t\t8 / 10\ttraining_results_v9.9\n"
        "Acme\tAcme 128 nodes\tacme_n128\tH100-SXM5-80GB\t1024\t128\tPyTorch NVIDIA Release 24.09\t"
        "GPT-3 175B (gpt3)\t\t\t1.0000\t\t0 / 3\ttraining_results_v9.9\n");
    QCOMPARE(QGuiApplication::clipboard()->text(), expected);

    // A hidden column is left out, as a person does not see it.
    view->hideColumn(2);
    QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier);
    QVERIFY(QGuiApplication::clipboard()->text().startsWith(
        QStringLiteral("Submitter\tSystem\tAccelerator\t")));
    QVERIFY(!QGuiApplication::clipboard()->text().contains(QStringLiteral("acme_n16")));
}

void TestLaptopAndCopy::ctrlCOnAChartCopiesItsImageAtTwiceTheScreen()
{
    MainWindow window;
    showHandBuiltDataset(window);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* chart = window.workspace()->efficiencyChart();
    chart->setFocus();
    QGuiApplication::clipboard()->clear();
    QTest::keyClick(chart, Qt::Key_C, Qt::ControlModifier);
    const QImage image = QGuiApplication::clipboard()->image();
    QCOMPARE(image.size(), chart->size() * 2);
    // As exported: a white background, and the chart drawn on it (not a blank image).
    QCOMPARE(image.pixelColor(1, 1), QColor(Qt::white));
    int inked = 0;
    for (int y = 0; y < image.height(); y += 4) {
        for (int x = 0; x < image.width(); x += 4)
            inked += image.pixelColor(x, y) != QColor(Qt::white);
    }
    QVERIFY(inked > 200);
}

void TestLaptopAndCopy::chartsAndTablesOfferCopyExportAndResetZoom()
{
    MainWindow window;
    showHandBuiltDataset(window);
    for (auto* chart :
         {window.workspace()->speedupChart(), window.workspace()->efficiencyChart()}) {
        auto* menu = ChartContextMenu::of(chart);
        QVERIFY(menu);
        QCOMPARE(chart->contextMenuPolicy(), Qt::CustomContextMenu);
        QVERIFY(menu->exportAction());
        // Reset Zoom waits for zoom: offered, disabled, and a hook for the chart to enable.
        QVERIFY(!menu->resetZoomAction()->isEnabled());
        menu->setZoomed(true);
        QSignalSpy reset(menu, &ChartContextMenu::resetZoomRequested);
        menu->resetZoomAction()->trigger();
        QCOMPARE(reset.count(), 1);
    }
    for (auto* view : window.findChildren<QTableView*>()) {
        QCOMPARE(view->contextMenuPolicy(), Qt::CustomContextMenu);
        bool hasCopy = false;
        for (auto* action : view->actions())
            hasCopy = hasCopy || action->shortcut() == QKeySequence(QKeySequence::Copy);
        QVERIFY2(hasCopy, qPrintable(view->objectName()));
    }
}
