#include "tst_background_analysis.h"

#include "tests/support/ui_fixtures.h"
#include "ui/MainWindow.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>

using namespace scalescope;
using namespace scalescope::ui;

namespace {

// scalingDataset() with 5001 counted runs on each of Acme's four bert entries (around
// their T, so T stays 40, 22, 13, 9): 20004 runs and 7 entries of bert, past the 20000
// that are analysed in place.
Dataset largeBertDataset()
{
    Dataset dataset = test::scalingDataset();
    for (auto& system : dataset.rounds[0].systems) {
        if (system.submitter != "Acme")
            continue;
        for (auto& result : system.benchmarks) {
            if (result.benchmark != "bert")
                continue;
            const double minutes = *result.scoreMinutes;
            result.runs.clear();
            for (int k = 0; k < 5001; ++k) {
                RunFigure run;
                run.file = "result_" + std::to_string(k) + ".txt";
                run.minutes = k == 5000 ? minutes : minutes * (k % 2 == 0 ? 0.99 : 1.01);
                run.status = RunStatus::Counted;
                result.runs.push_back(run);
            }
            result.runsCounted = result.runsTotal = 5001;
        }
    }
    return dataset;
}

} // namespace

void TestBackgroundAnalysis::largeSeriesIsAnalysedOffTheGuiThread()
{
    AnalysisViewModel controller;
    QSignalSpy analysing(&controller, &AnalysisViewModel::analysingChanged);
    QSignalSpy series(&controller, &AnalysisViewModel::seriesChanged);
    controller.setDataset(std::make_shared<const scalescope::Dataset>(largeBertDataset()),
                          QStringLiteral("large"));
    // setDataset returned before the analysis was done: the worker has it.
    QVERIFY(controller.analysing());
    QCOMPARE(analysing.count(), 1);
    QCOMPARE(analysing.at(0).at(0).toBool(), true);
    QCOMPARE(series.count(), 0);
    QVERIFY(!controller.model()->hasSeries());

    QVERIFY(QTest::qWaitFor([&] { return series.count() == 1; }, 120000));
    QVERIFY(!controller.analysing());
    QCOMPARE(analysing.count(), 2);
    QCOMPARE(analysing.at(1).at(0).toBool(), false);
    QCOMPARE(controller.benchmark(), QStringLiteral("bert"));
    const auto& shown = controller.model()->series();
    QCOMPARE(shown.points.size(), std::size_t(4)); // Acme's family: 8, 16, 32, 64
    QCOMPARE(shown.points[1].minutes, 22.0);
    QCOMPARE(shown.runBootstrap.used, 1000); // 20012 steps a resample: within the budget
    QVERIFY(shown.points[1].speedupInterval.has_value());
}

void TestBackgroundAnalysis::newestRequestWinsAndSmallSeriesStayInline()
{
    AnalysisViewModel controller;
    QSignalSpy series(&controller, &AnalysisViewModel::seriesChanged);
    controller.setDataset(std::make_shared<const scalescope::Dataset>(largeBertDataset()),
                          QStringLiteral("large"));
    controller.setThreshold(0.6); // asked while the first analysis runs
    QVERIFY(controller.analysing());
    QVERIFY(QTest::qWaitFor([&] { return !controller.analysing(); }, 120000));
    QCOMPARE(series.count(), 1); // the first result was dropped, not shown then replaced
    QCOMPARE(controller.model()->series().verdict.ruleValue, 0.6);

    // A small dataset is analysed in place, and supersedes a large one under way.
    controller.setThreshold(0.5);
    QVERIFY(controller.analysing());
    controller.setDataset(std::make_shared<const scalescope::Dataset>(test::scalingDataset()),
                          QStringLiteral("small"));
    QVERIFY(!controller.analysing());
    QCOMPARE(series.count(), 2);
    QCOMPARE(controller.model()->series().points.front().runs.size(), std::size_t(3));
    QTest::qWait(200); // the superseded worker's result, if it finishes now, is dropped
    QCOMPARE(series.count(), 2);
}

void TestBackgroundAnalysis::mainWindowSaysItIsAnalysing()
{
    MainWindow window;
    AnalysisViewModel* controller = window.workspace()->viewModel();
    controller->setDataset(std::make_shared<const scalescope::Dataset>(largeBertDataset()),
                           QStringLiteral("large"));
    QVERIFY(controller->analysing());
    QVERIFY2(window.statusBar()->currentMessage().startsWith(QStringLiteral("Analysing BERT")),
             qPrintable(window.statusBar()->currentMessage()));
    QVERIFY(QTest::qWaitFor([&] { return !controller->analysing(); }, 120000));
    QCOMPARE(window.statusBar()->currentMessage(), QString());
}
