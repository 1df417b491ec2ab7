#include "tst_main_window.h"

#include "tests/support/ui_fixtures.h"
#include "ui/DatasetLoader.h"
#include "ui/MainWindow.h"
#include "ui/SampleDataset.h"
#include "ui/charts/MarkerOverlay.h"
#include "ui/charts/ScalingChart.h"
#include "ui/models/ImportReportModel.h"
#include "ui/models/ScoreTableModel.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/panels/ImportReportDock.h"
#include "ui/panels/MessageBanner.h"
#include "ui/panels/ScoreTablePanel.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QAction>
#include <QApplication>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>
#include <cmath>

using scalescope::ui::DatasetLoader;
using scalescope::ui::MainWindow;
using scalescope::ui::MessageBanner;
using scalescope::ui::ScoreTableModel;
using namespace scalescope::ui::test;

namespace {

QAction* findAction(const MainWindow& window, const QString& text)
{
    for (auto* menu : window.menuBar()->findChildren<QMenu*>()) {
        for (auto* action : menu->actions()) {
            if (action->text() == text)
                return action;
        }
    }
    return nullptr;
}

// What the table shows, through the view's model (the proxy), as a person reads it.
QString shownCell(const MainWindow& window, int row, int column)
{
    return window.scorePanel()->view()->model()->index(row, column).data().toString();
}

int shownRows(const MainWindow& window)
{
    return window.scorePanel()->view()->model()->rowCount();
}

void showHandBuiltDataset(MainWindow& window)
{
    window.showDataset(std::make_shared<const scalescope::Dataset>(sampleDataset()), sampleReport(),
                       QStringLiteral("training_results_v9.9"));
    QCOMPARE(shownRows(window), 4);
}

} // namespace

void TestMainWindow::hasFileMenuWithShortcuts()
{
    MainWindow window;
    auto* openFolder = findAction(window, QStringLiteral("Open &Folder…"));
    QVERIFY(openFolder);
    QCOMPARE(openFolder->shortcut(), QKeySequence(QStringLiteral("Ctrl+O")));
    QVERIFY(findAction(window, QStringLiteral("Open &Dataset…")));
    auto* quit = findAction(window, QStringLiteral("&Quit"));
    QVERIFY(quit);
    QCOMPARE(quit->shortcut(), QKeySequence(QStringLiteral("Ctrl+Q")));
}

void TestMainWindow::titleNamesTheShownDataset()
{
    MainWindow window;
    QCOMPARE(window.windowTitle(), QStringLiteral("scalescope — no dataset"));
    showHandBuiltDataset(window);
    QCOMPARE(window.windowTitle(), QStringLiteral("training_results_v9.9 — scalescope"));
    // The status bar carries core's one-sentence summary, the same the CLI prints.
    QCOMPARE(window.summaryLabel()->text(), QString::fromStdString(sampleReport().summary()));
    QVERIFY(window.summaryLabel()->text().startsWith(QStringLiteral("18 runs in 20 files")));
    QCOMPARE(window.importReportDock()->model()->rowCount(), 3);
}

void TestMainWindow::showsTheEmbeddedSample()
{
    MainWindow window;
    if (!scalescope::ui::embeddedSampleText()) {
        window.showSample();
        QCOMPARE(window.messageBanner()->kind(), MessageBanner::Kind::Information);
        QVERIFY(window.messageBanner()->text().contains(QStringLiteral("no sample dataset")));
        return;
    }
    QSignalSpy loadedSpy(window.loader(), &DatasetLoader::loaded);
    window.showSample();
    QVERIFY(loadedSpy.wait(20000));
    QVERIFY(window.shownDatasetName().startsWith(QStringLiteral("Sample: ")));
    QCOMPARE(window.windowTitle(), window.shownDatasetName() + QStringLiteral(" — scalescope"));
    QVERIFY(shownRows(window) > 100); // the whole v4.1 round
    QVERIFY(window.summaryLabel()->text().endsWith(
        QStringLiteral("from a saved dataset (no import report)")));
}

// Issue 40 item 8: the first view is a series whose verdict rests on more than one entry,
// and its label, legend, readout and export footnote (drawn under the PNG's charts) state
// the verdict of docs/analysis.md §4.2: Dell's XE9680 llama2_70b_lora family has no
// break-even up to 64 GPUs; its one noisy 8->16 step is a caveat, not a break-even at 8.
void TestMainWindow::opensOnASoundStory()
{
    if (!scalescope::ui::embeddedSampleText())
        QSKIP("built without the embedded sample");
    MainWindow window;
    QSignalSpy loadedSpy(window.loader(), &DatasetLoader::loaded);
    window.showSample();
    QVERIFY(loadedSpy.wait(20000));
    auto* workspace = window.workspace();
    QTRY_VERIFY(workspace->viewModel()->model()->hasSeries());
    QCOMPARE(workspace->viewModel()->benchmark(), QStringLiteral("llama2_70b_lora"));
    QVERIFY2(workspace->viewModel()->group().contains(QStringLiteral("XE9680 8H100")),
             qPrintable(workspace->viewModel()->group()));
    const auto& verdict = workspace->viewModel()->model()->series().verdict;
    QVERIFY(verdict.lowerBound);
    QVERIFY(verdict.restsOn.size() >= 2);
    QCOMPARE(workspace->markerN(), 64.0);
    const QString label = QStringLiteral("No break-even up to N = 64 (lower bound)");
    QVERIFY(workspace->speedupChart()->marker()->isVisible());
    QCOMPARE(workspace->speedupChart()->marker()->label(), label);
    QCOMPARE(workspace->efficiencyChart()->marker()->label(), label);
    QVERIFY(workspace->speedupChart()->legendNames().contains(label));
    const QString sentence = QStringLiteral("No break-even up to N = 64 (lower bound): efficiency "
                                            "stays ≥ 0.5 and no other rule fires on evidence");
    const QString dip = QStringLiteral("one step below marginal return 0.5 is not a break-even: "
                                       "8→16 GPUs, a = 0.497 [0.39, 0.61]");
    QVERIFY2(workspace->readoutText().contains(sentence), qPrintable(workspace->readoutText()));
    QVERIFY2(workspace->readoutText().contains(dip), qPrintable(workspace->readoutText()));
    QVERIFY(!workspace->readoutText().contains(QStringLiteral("N = 8")));
    const QString footnote = workspace->exportFootnote();
    QVERIFY2(footnote.contains(sentence) && footnote.contains(dip), qPrintable(footnote));
}

void TestMainWindow::opensFixtureRoundIntoTheTable()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy loadedSpy(window.loader(), &DatasetLoader::loaded);
    window.openPaths({fixtureRoundPath()});
    QVERIFY(loadedSpy.wait(20000));
    QCOMPARE(shownRows(window), 2);
    QCOMPARE(shownCell(window, 0, ScoreTableModel::Submitter), QStringLiteral("Google"));
    QCOMPARE(shownCell(window, 0, ScoreTableModel::System), QStringLiteral("tpu-trillium-1024"));
    QCOMPARE(shownCell(window, 0, ScoreTableModel::Benchmark), QStringLiteral("GPT-3 175B (gpt3)"));
    QCOMPARE(shownCell(window, 0, ScoreTableModel::Score), QStringLiteral("50.628"));
    // Three runs: the olympic mean drops the fastest and the slowest.
    QCOMPARE(shownCell(window, 0, ScoreTableModel::Runs), QStringLiteral("1 / 3"));
    QCOMPARE(window.windowTitle(), QStringLiteral("training_results_v4.1 — scalescope"));
    QVERIFY(window.summaryLabel()->text().contains(QStringLiteral("2 scores")));
}

void TestMainWindow::cancelledLoadKeepsShownData()
{
    MainWindow window;
    showHandBuiltDataset(window);
    QSignalSpy cancelledSpy(window.loader(), &DatasetLoader::cancelled);
    QSignalSpy loadedSpy(window.loader(), &DatasetLoader::loaded);
    window.openPaths({fixtureRoundPath()});
    window.loader()->cancel(); // what the progress dialog's Cancel button calls
    QCOMPARE(cancelledSpy.count(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(window.loader()->isIdle(), 20000);
    QTest::qWait(20); // let a late result arrive, to show it is dropped

    QCOMPARE(loadedSpy.count(), 0);
    QCOMPARE(shownRows(window), 4);
    QCOMPARE(shownCell(window, 0, ScoreTableModel::Submitter), QStringLiteral("Acme"));
    QCOMPARE(window.windowTitle(), QStringLiteral("training_results_v9.9 — scalescope"));
    QVERIFY(window.messageBanner()->isVisibleTo(&window));
    QCOMPARE(
        window.messageBanner()->text(),
        QStringLiteral(
            "Import of training_results_v4.1 cancelled. Still showing training_results_v9.9."));
    QCOMPARE(window.statusBar()->currentMessage(), window.messageBanner()->text());
}

void TestMainWindow::failedLoadKeepsShownDataAndSaysWhy()
{
    MainWindow window;
    showHandBuiltDataset(window);
    QSignalSpy failedSpy(window.loader(), &DatasetLoader::failed);
    window.openPaths({QStringLiteral("/nonexistent/scalescope-ui-test")});
    QVERIFY(failedSpy.wait(20000));
    const QString reason = failedSpy.last().at(0).toString();

    QCOMPARE(shownRows(window), 4);
    QCOMPARE(window.windowTitle(), QStringLiteral("training_results_v9.9 — scalescope"));
    QCOMPARE(window.messageBanner()->kind(), MessageBanner::Kind::Error);
    QCOMPARE(window.messageBanner()->text(),
             QStringLiteral("Import failed: %1. Still showing training_results_v9.9.").arg(reason));
    QVERIFY(reason.contains(QStringLiteral("/nonexistent/scalescope-ui-test")));
    QCOMPARE(window.statusBar()->currentMessage(), window.messageBanner()->text());
}

void TestMainWindow::scalingTabComesFirstAndFollowsTheShownDataset()
{
    MainWindow window;
    QCOMPARE(window.tabs()->tabText(0), QStringLiteral("Scaling"));
    QCOMPARE(window.tabs()->widget(0), static_cast<QWidget*>(window.workspace()));
    QCOMPARE(window.tabs()->tabText(1), QStringLiteral("Scores"));
    window.workspace()->viewModel()->setGroupBy(scalescope::analysis::GroupBy::Accelerator);
    window.showDataset(std::make_shared<const scalescope::Dataset>(scalingDataset()), {},
                       QStringLiteral("training_results_v9.9"));
    QCOMPARE(window.workspace()->benchmarks(),
             (QStringList{QStringLiteral("bert"), QStringLiteral("ssd")}));
    QCOMPARE(window.workspace()->seriesTableModel()->rowCount(), 5);
    QVERIFY(window.workspace()->footnote().startsWith(QStringLiteral("training_results_v9.9 · ")));
}

namespace {

// WCAG contrast ratio of two colours.
double contrast(const QColor& a, const QColor& b)
{
    const auto luminance = [](const QColor& colour) {
        const auto channel = [](double value) {
            return value <= 0.03928 ? value / 12.92 : std::pow((value + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) +
               0.0722 * channel(colour.blueF());
    };
    const double high = std::max(luminance(a), luminance(b));
    const double low = std::min(luminance(a), luminance(b));
    return (high + 0.05) / (low + 0.05);
}

} // namespace

void TestMainWindow::helpMenuHasGuideShortcutsAndAbout()
{
    MainWindow window;
    auto* guide = findAction(window, QStringLiteral("&Guide"));
    QVERIFY(guide);
    QCOMPARE(guide->shortcut(), QKeySequence(QKeySequence::HelpContents));
    QVERIFY(findAction(window, QStringLiteral("&Keyboard Shortcuts")));
    QVERIFY(findAction(window, QStringLiteral("&About scalescope")));
    // The guide is the README, embedded: its walk-through of the desktop app.
    QVERIFY(MainWindow::guideMarkdown().contains(QStringLiteral("## Using the desktop app")));
    guide->trigger();
    auto* browser = window.findChild<QTextBrowser*>(QStringLiteral("guideBrowser"));
    QVERIFY(browser);
    QVERIFY(browser->toPlainText().contains(QStringLiteral("Read the break-even")));
    // The shortcuts list names each menu action with its keys.
    const auto shortcuts = window.shortcuts();
    QVERIFY(shortcuts.contains(
        qMakePair(QStringLiteral("File ▸ Quit"),
                  QKeySequence(QStringLiteral("Ctrl+Q")).toString(QKeySequence::NativeText))));
    QVERIFY(shortcuts.contains(
        qMakePair(QStringLiteral("File ▸ Open Folder…"),
                  QKeySequence(QStringLiteral("Ctrl+O")).toString(QKeySequence::NativeText))));
    QVERIFY(shortcuts.contains(
        qMakePair(QStringLiteral("Chart ▸ reset zoom"),
                  QStringLiteral("Esc (chart focused) or double-click on the plot"))));
    findAction(window, QStringLiteral("&Keyboard Shortcuts"))->trigger();
    auto* table = window.findChild<QTableWidget*>(QStringLiteral("shortcutsTable"));
    QVERIFY(table);
    QCOMPARE(table->rowCount(), int(shortcuts.size()));
    QVERIFY(MainWindow::aboutText().contains(QStringLiteral("Apache-2.0")));
    QVERIFY(MainWindow::aboutText().contains(QStringLiteral("0.1")));
}

void TestMainWindow::themeChoiceIsAppliedAndRemembered()
{
    {
        MainWindow window;
        auto* dark = findAction(window, QStringLiteral("&Dark"));
        QVERIFY(dark);
        dark->trigger();
        QCOMPARE(window.theme(), QStringLiteral("dark"));
        QVERIFY(QApplication::palette().color(QPalette::Window).lightnessF() < 0.5);
        // The footnote stays readable on the dark window (a fixed grey did not).
        auto* footnote = window.workspace()->footnoteLabel();
        const double ratio = contrast(footnote->palette().color(QPalette::WindowText),
                                      footnote->palette().color(QPalette::Window));
        QVERIFY2(ratio >= 4.5, qPrintable(QString::number(ratio)));
    }
    {
        MainWindow reopened; // remembered
        QCOMPARE(reopened.theme(), QStringLiteral("dark"));
        QVERIFY(findAction(reopened, QStringLiteral("&Dark"))->isChecked());
        findAction(reopened, QStringLiteral("&Light"))->trigger();
        QVERIFY(QApplication::palette().color(QPalette::Window).lightnessF() > 0.5);
        auto* footnote = reopened.workspace()->footnoteLabel();
        QVERIFY(contrast(footnote->palette().color(QPalette::WindowText),
                         footnote->palette().color(QPalette::Window)) >= 4.5);
        reopened.setTheme(QStringLiteral("system"));
    }
}

void TestMainWindow::exportDialogsSuggestANameForWhatIsShown()
{
    MainWindow window;
    window.workspace()->viewModel()->setGroupBy(scalescope::analysis::GroupBy::Accelerator);
    window.showDataset(std::make_shared<const scalescope::Dataset>(scalingDataset()), {},
                       QStringLiteral("training_results_v9.9"));
    QCOMPARE(QFileInfo(window.suggestedPath(QStringLiteral("png"))).fileName(),
             QStringLiteral("bert_NVIDIA-H100-SXM5-80GB_v9.9.png"));
    QCOMPARE(QFileInfo(window.suggestedPath(QStringLiteral("csv"))).fileName(),
             QStringLiteral("bert_NVIDIA-H100-SXM5-80GB_v9.9.csv"));
    QCOMPARE(QFileInfo(window.suggestedPath(QStringLiteral("scalescope.json"))).fileName(),
             QStringLiteral("training_results_v9.9.scalescope.json"));
}
