#include "tst_settings.h"

#include "ui/MainWindow.h"
#include "ui/panels/FiltersPanel.h"
#include "ui/viewmodel/AnalysisSettings.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QDoubleSpinBox>
#include <QRadioButton>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

using namespace scalescope;
using namespace scalescope::ui;

void TestSettings::init()
{
    QVERIFY(QStandardPaths::isTestModeEnabled());
    QSettings().clear();
}

void TestSettings::cleanupTestCase()
{
    QSettings().clear();
}

void TestSettings::analysisChoicesRoundTrip()
{
    AnalysisViewModel before;
    before.setThreshold(0.7);
    before.setPrices({{"NVIDIA H100-SXM5-80GB", 3.25}, {"TPU-v5p", 1.2}});
    before.setValueOfTime(120.0);
    before.setFitKind(analysis::FitKind::Usl);
    before.setAllPoints(true);
    before.setRaw(true);
    before.setGroupBy(analysis::GroupBy::Submitter);
    before.setContinuous(true);
    saveAnalysisSettings(before);

    AnalysisViewModel after;
    QCOMPARE(after.options().threshold, 0.5); // the defaults until restored
    restoreAnalysisSettings(after);
    QCOMPARE(after.options().threshold, 0.7);
    QCOMPARE(after.options().prices.size(), std::size_t(2)); // one price per model
    QCOMPARE(after.options().prices.at("NVIDIA H100-SXM5-80GB"), 3.25);
    QCOMPARE(after.options().prices.at("TPU-v5p"), 1.2);
    QVERIFY(!after.options().price); // none invented for the others
    QCOMPARE(after.options().valueOfTime, 120.0);
    QVERIFY(after.fitKind() == analysis::FitKind::Usl);
    QVERIFY(after.options().allPoints);
    QVERIFY(after.options().raw);
    QCOMPARE(after.options().groupBy, analysis::GroupBy::Submitter);
    QVERIFY(after.continuous());
}

void TestSettings::invalidValuesAreIgnored()
{
    {
        QSettings settings;
        settings.setValue(QStringLiteral("analysis/threshold"), QStringLiteral("abc"));
        settings.setValue(QStringLiteral("analysis/prices"),
                          QVariantMap{{QStringLiteral("NVIDIA H100-SXM5-80GB"), -4.0},
                                      {QStringLiteral("TPU-v5p"), QStringLiteral("cheap")}});
        settings.setValue(QStringLiteral("analysis/fit"), QStringLiteral("cubic"));
        settings.setValue(QStringLiteral("analysis/groupBy"), QStringLiteral("nonsense"));
    }
    AnalysisViewModel controller;
    const analysis::SeriesOptions defaults = controller.options();
    const auto defaultFit = controller.fitKind();
    restoreAnalysisSettings(controller);
    QCOMPARE(controller.options().threshold, defaults.threshold);
    QVERIFY(controller.options().prices.empty());
    QVERIFY(!controller.options().price);
    QCOMPARE(controller.options().groupBy, defaults.groupBy);
    QVERIFY(controller.fitKind() == defaultFit);
}

void TestSettings::thresholdOutsideZeroToOneIsRefusedWithAMessage()
{
    // Settings of an older version allowed θ up to 2 "for superlinear series"; θ lies in
    // (0, 1) now (docs/analysis.md §4): refused with a sentence, the default kept.
    for (const double value : {1.5, 1.0, 0.0, -0.1}) {
        QSettings().setValue(QStringLiteral("analysis/threshold"), value);
        AnalysisViewModel viewModel;
        const QStringList refused = restoreAnalysisSettings(viewModel);
        QCOMPARE(viewModel.options().threshold, 0.5);
        QCOMPARE(refused.size(), 1);
        QCOMPARE(refused.front(), QStringLiteral("The saved efficiency threshold %1 is not above 0 "
                                                 "and below 1: the default 0.5 is used.")
                                      .arg(value));
    }
    QSettings().setValue(QStringLiteral("analysis/threshold"), 0.95);
    AnalysisViewModel viewModel;
    QVERIFY(restoreAnalysisSettings(viewModel).isEmpty());
    QCOMPARE(viewModel.options().threshold, 0.95);
    // The view model refuses what no control can give it.
    viewModel.setThreshold(1.5);
    QCOMPARE(viewModel.options().threshold, 0.95);
}

void TestSettings::thresholdControlStaysInsideZeroToOne()
{
    FiltersPanel panel;
    QDoubleSpinBox* spin = panel.thresholdSpin();
    QVERIFY(spin->minimum() > 0);
    QVERIFY(spin->maximum() < 1);
    QCOMPARE(spin->minimum(), 0.01);
    QCOMPARE(spin->maximum(), 0.99);
    spin->setValue(1.5);
    QCOMPARE(spin->value(), 0.99);
    spin->setValue(0.0);
    QCOMPARE(spin->value(), 0.01);
    spin->setValue(0.5);
    spin->selectAll();
    QTest::keyClicks(spin, QStringLiteral("1.5"));
    QVERIFY(spin->value() < 1);
}

void TestSettings::mainWindowSavesOnCloseAndRestores()
{
    {
        MainWindow window;
        auto* controller = window.workspace()->viewModel();
        controller->setThreshold(0.65);
        controller->setPrices({{"NVIDIA H100-SXM5-80GB", 4.5}});
        controller->setAllPoints(true);
        controller->setFitKind(analysis::FitKind::PowerLaw);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.workspace()->chartPages()->setCurrentIndex(2); // the throughput page
        QVERIFY(window.close());
    }
    const QSettings settings;
    QVERIFY(settings.contains(QStringLiteral("mainWindow/geometry")));
    QVERIFY(settings.contains(QStringLiteral("mainWindow/state")));
    QVERIFY(settings.contains(QStringLiteral("mainWindow/workspaceLayout")));

    MainWindow window;
    const auto* controller = window.workspace()->viewModel();
    QCOMPARE(controller->options().threshold, 0.65);
    QCOMPARE(controller->options().prices.size(), std::size_t(1));
    QCOMPARE(controller->options().prices.at("NVIDIA H100-SXM5-80GB"), 4.5);
    QVERIFY(controller->options().allPoints);
    QVERIFY(controller->fitKind() == analysis::FitKind::PowerLaw);
    // The filters show what was restored.
    const auto* filters = window.workspace()->filtersPanel();
    QCOMPARE(filters->thresholdSpin()->value(), 0.65);
    // The price spin shows the shown model's price: 4.5 on an H100 series, none elsewhere.
    QCOMPARE(filters->priceSpin()->value(), controller->price().value_or(0.0));
    QCOMPARE(controller->price().has_value(),
             controller->pricedAccelerator() == "NVIDIA H100-SXM5-80GB");
    QVERIFY(filters->allPointsButton()->isChecked());
    // The workspace's page comes back (its splitters: workspaceLayoutRoundTrip).
    QCOMPARE(window.workspace()->chartPages()->currentIndex(), 2);
}

void TestSettings::workspaceLayoutRoundTrip()
{
    QList<int> columns;
    QList<int> sidePanels;
    QByteArray state;
    {
        AnalysisWorkspace workspace;
        workspace.resize(1600, 1000);
        workspace.show();
        QVERIFY(QTest::qWaitForWindowExposed(&workspace));
        // The person's layout: a wider side column, a taller series table, the throughput page.
        columns = workspace.columnsSplitter()->sizes();
        columns[1] -= 120;
        columns[2] += 120;
        workspace.columnsSplitter()->setSizes(columns);
        sidePanels = workspace.sidePanelsSplitter()->sizes();
        sidePanels[1] += 60;
        sidePanels[2] -= 60;
        workspace.sidePanelsSplitter()->setSizes(sidePanels);
        QCOMPARE(workspace.columnsSplitter()->sizes(), columns);
        QCOMPARE(workspace.sidePanelsSplitter()->sizes(), sidePanels);
        workspace.chartPages()->setCurrentIndex(2);
        state = workspace.saveLayout();
    }
    AnalysisWorkspace workspace;
    workspace.resize(1600, 1000);
    QVERIFY(workspace.restoreLayout(state));
    workspace.show();
    QVERIFY(QTest::qWaitForWindowExposed(&workspace));
    // The first show does not share the width out again over the person's widths.
    QCOMPARE(workspace.columnsSplitter()->sizes(), columns);
    QCOMPARE(workspace.sidePanelsSplitter()->sizes(), sidePanels);
    QCOMPARE(workspace.chartPages()->currentIndex(), 2);
    // A state it cannot read is refused and changes nothing.
    QVERIFY(!workspace.restoreLayout(QByteArray("not a layout")));
    QVERIFY(!workspace.restoreLayout(QByteArray()));
    QCOMPARE(workspace.columnsSplitter()->sizes(), columns);
    QCOMPARE(workspace.chartPages()->currentIndex(), 2);
}
