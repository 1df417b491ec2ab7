#include "tst_analysis_workspace.h"

#include "shown_workspace.h"
#include "tests/support/ui_fixtures.h"
#include "ui/charts/ChartPalette.h"
#include "ui/charts/ErrorBarItem.h"
#include "ui/charts/ScalingChart.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/panels/BreakEvenReadout.h"
#include "ui/panels/ComparisonPanel.h"
#include "ui/panels/FiltersPanel.h"
#include "ui/text/FigureText.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/viewmodel/ChoicesHistory.h"
#include "ui/workspace/AlignmentBurst.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QImage>
#include <QLineSeries>
#include <QPainter>
#include <QRadioButton>
#include <QScatterSeries>
#include <QSlider>
#include <QTest>
#include <QToolButton>
#include <cmath>
#include <memory>

using scalescope::ui::AnalysisWorkspace;
using scalescope::ui::ChartSelection;
using scalescope::ui::ScalingChart;
using namespace scalescope::ui;
using namespace scalescope::ui::test;

namespace {

const QString kRound = QStringLiteral("training_results_v9.9");

std::unique_ptr<AnalysisWorkspace> shownWorkspace()
{
    return shownPricedWorkspace();
}

// The readout's lines without the bootstrap-interval line, which depends on the seeded
// resampling of the runs (tests/ui/panels/tst_analysis_insights.cpp checks it).
QStringList readoutWithoutInterval(const QString& text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    lines.removeIf(
        [](const QString& line) { return line.startsWith(QStringLiteral("Bootstrap interval")); });
    return lines;
}

// Where a chart draws N: the x of log2 N through the chart's own mapping.
double chartXOf(const ScalingChart* chart, double n)
{
    return chart->chart()->mapToPosition(QPointF(std::log2(n), 1.0)).x();
}

// The readout for a measured frontier point of analysis.md §7, from the formulas:
// S = 40 / T, E = (40 * 8) / (T * N), G = N * T / 60, cost = G * price.
QStringList expectedMeasuredReadout(double n, double minutes, const QString& system,
                                    const QString& energy, const QString& rules)
{
    const double speedup = 40.0 / minutes;
    const double efficiency = (40.0 * 8) / (minutes * n);
    const double gpuHours = n * minutes / 60;
    return {QStringLiteral("N = %1 GPUs · %2 min (measured: Acme, %3)")
                .arg(n)
                .arg(QString::number(minutes, 'f', 3), system),
            QStringLiteral("Derived: speedup %1 · efficiency %2 · %3 GPU-hours · cost %4 at 2.50 "
                           "per GPU-hour · %5")
                .arg(figure::speedupText(speedup), QString::number(efficiency, 'f', 3),
                     figure::significant(gpuHours), figure::significant(gpuHours * 2.5), energy),
            rules};
}

} // namespace

void TestAnalysisWorkspace::startsOnTheDetectedBreakEven()
{
    AnalysisWorkspace workspace;
    workspace.viewModel()->setGroupBy(
        scalescope::analysis::GroupBy::Accelerator); // the best result at each N, across submitters
    workspace.setDataset(std::make_shared<const scalescope::Dataset>(scalingDataset()), kRound);
    QCOMPARE(workspace.benchmarks(), (QStringList{QStringLiteral("bert"), QStringLiteral("ssd")}));
    // §7: every frontier point has E >= 0.5 and no step's local exponent falls below 0.5,
    // too few points for a knee, and with no value of time the cost optimum is only the
    // cheapest configuration: no break-even; the marker stands on the largest N and says
    // it is a lower bound (docs/analysis.md §4.2); no price is invented.
    const QString lowerBound =
        QStringLiteral("No break-even up to N = 64 (lower bound): efficiency "
                       "stays ≥ 0.5 and no other rule fires on evidence");
    QCOMPARE(workspace.markerN(), 64.0);
    QVERIFY(workspace.speedupChart()->marker()->isVisible());
    // The chart's label is the short form; the readout has the whole sentence.
    const QString lowerBoundLabel = QStringLiteral("No break-even up to N = 64 (lower bound)");
    QCOMPARE(workspace.speedupChart()->marker()->label(), lowerBoundLabel);
    QCOMPARE(workspace.efficiencyChart()->marker()->label(), lowerBoundLabel);
    QCOMPARE(readoutWithoutInterval(workspace.readoutText()).at(2), lowerBound);
    QVERIFY(workspace.readoutText().contains(QStringLiteral("GPU-hours · no price set")));
    // With a price for H100 and a value of time of 1 per hour the first estimate (as
    // `analyze` says) is the cost optimum, N * T least at N = 8.
    workspace.viewModel()->setPrice(2.5);
    workspace.viewModel()->setValueOfTime(1.0);
    QCOMPARE(workspace.markerN(), 8.0);
    const QString story = QStringLiteral("Break-even (cost optimum): N = 8");
    QCOMPARE(workspace.speedupChart()->marker()->label(), story);
    QVERIFY(workspace.speedupChart()->marker()->isVisible());
    QVERIFY(readoutWithoutInterval(workspace.readoutText()).at(2).startsWith(story));
    QVERIFY(workspace.speedupChart()->legendNames().contains(story));

    // Price cleared ("none") with a value of time: GPU-hours cannot be weighed against
    // time, so no rule gives an estimate: the readout and the marker stand at the largest N
    // and say it is a lower bound, the legend too.
    workspace.filtersPanel()->priceSpin()->setValue(0.0);
    QCOMPARE(workspace.markerN(), 64.0);
    const double gpuHours = 64 * 9 / 60.0;
    QCOMPARE(readoutWithoutInterval(workspace.readoutText()).at(2), lowerBound);
    QVERIFY(workspace.readoutText().contains(
        QStringLiteral("%1 GPU-hours · no price set").arg(figure::significant(gpuHours))));
    QCOMPARE(workspace.speedupChart()->marker()->label(), lowerBoundLabel);
    QVERIFY(workspace.efficiencyChart()->marker()->isVisible());
    QVERIFY2(workspace.speedupChart()->legendNames().contains(
                 QStringLiteral("No break-even up to N = 64 (lower bound)")),
             qPrintable(workspace.speedupChart()->legendNames().join(QLatin1Char('|'))));
}

void TestAnalysisWorkspace::sliderMovesTheMarkerOnBothChartsAndTheReadout()
{
    auto workspace = shownWorkspace();
    QVERIFY(workspace);
    auto* slider = workspace->readout()->slider();
    QCOMPARE(slider->maximum(), 3); // one step per measured N: 8, 16, 32, 64
    QCOMPARE(slider->value(), 0);   // on the cost optimum, N = 8
    const auto* speedup = workspace->speedupChart();
    const auto* efficiency = workspace->efficiencyChart();

    slider->setValue(1);
    QCOMPARE(workspace->markerN(), 16.0);
    QVERIFY(speedup->marker()->isVisible());
    QVERIFY(efficiency->marker()->isVisible());
    QCOMPARE(speedup->marker()->markerX(), chartXOf(speedup, 16));
    QCOMPARE(efficiency->marker()->markerX(), chartXOf(efficiency, 16));
    // Stacked and aligned: one N at one x on both charts. The alignment runs on a queued
    // call after each chart's layout, as on screen; under a loaded ctest -j2 it had not
    // always run yet when this was read at once.
    QTRY_VERIFY2(std::abs(speedup->marker()->markerX() - efficiency->marker()->markerX()) <= 1.0,
                 qPrintable(QStringLiteral("x %1 vs %2; plots %3..%4 vs %5..%6; views %7 vs %8")
                                .arg(speedup->marker()->markerX())
                                .arg(efficiency->marker()->markerX())
                                .arg(speedup->chart()->plotArea().left())
                                .arg(speedup->chart()->plotArea().right())
                                .arg(efficiency->chart()->plotArea().left())
                                .arg(efficiency->chart()->plotArea().right())
                                .arg(speedup->width())
                                .arg(efficiency->width())));
    QCOMPARE(speedup->marker()->label(), QStringLiteral("N = 16"));
    QCOMPARE(readoutWithoutInterval(workspace->readoutText()),
             expectedMeasuredReadout(
                 16, 22, QStringLiteral("acme_n16"), QStringLiteral("energy 1.50 kWh"),
                 QStringLiteral("No break-even rule puts its estimate at this N")));

    QTest::keyClick(slider, Qt::Key_Home);
    QCOMPARE(workspace->markerN(), 8.0);
    QCOMPARE(speedup->marker()->markerX(), chartXOf(speedup, 8));
    QCOMPARE(efficiency->marker()->markerX(), chartXOf(efficiency, 8));
    // Price 2.50, value of time 1 per hour: J is least at N = 8.
    QVERIFY(readoutWithoutInterval(workspace->readoutText())
                .at(2)
                .startsWith(QStringLiteral("Break-even (cost optimum): N = 8")));
    QCOMPARE(speedup->marker()->label(), QStringLiteral("Break-even (cost optimum): N = 8"));
    QVERIFY(chartXOf(speedup, 8) < chartXOf(speedup, 16));
}

void TestAnalysisWorkspace::snapsToMeasuredNUnlessContinuous()
{
    auto workspace = shownWorkspace();
    QVERIFY(workspace);
    // log2 40 = 5.32: nearest measured N in log2 is 32.
    workspace->setMarkerN(40);
    QCOMPARE(workspace->markerN(), 32.0);
    workspace->setMarkerN(1000);
    QCOMPARE(workspace->markerN(), 64.0);

    workspace->readout()->continuousBox()->setChecked(true);
    workspace->setMarkerN(45.5);
    QCOMPARE(workspace->markerN(), 45.5);
    QCOMPARE(workspace->speedupChart()->marker()->markerX(),
             chartXOf(workspace->speedupChart(), 45.5));
    QCOMPARE(workspace->efficiencyChart()->marker()->markerX(),
             chartXOf(workspace->efficiencyChart(), 45.5));
    // Between measured N, E is linear in log2 N (the rule that places the θ crossing):
    // E(45.5) = E32 + log2(45.5 / 32) (E64 - E32), S = E N / 8, T = 40 / S.
    const double e32 = 40.0 * 8 / (13 * 32);
    const double e64 = 40.0 * 8 / (9 * 64);
    const double efficiency = e32 + std::log2(45.5 / 32) * (e64 - e32);
    const double minutes = 40 / (efficiency * 45.5 / 8);
    const QStringList lines = readoutWithoutInterval(workspace->readoutText());
    // Not "N = 45.5 GPUs": a position between counts is no GPU count.
    QCOMPARE(lines.at(0),
             QStringLiteral("At N ≈ 45.5 (not a measured GPU count) · %1 min (modelled: "
                            "interpolated between N = 32 and 64)")
                 .arg(QString::number(minutes, 'f', 3)));
    QVERIFY(lines.at(1).startsWith(
        QStringLiteral("Derived: speedup %1 · efficiency %2 · ")
            .arg(figure::speedupText(40 / minutes), QString::number(efficiency, 'f', 3))));
    QCOMPARE(workspace->speedupChart()->marker()->label(),
             QStringLiteral("N ≈ 45.5 (between measured counts)"));
    QVERIFY(lines.at(1).endsWith(QStringLiteral("energy not modelled")));
    // Beyond the largest N, up to 2x and only along the best model, the curve is
    // extrapolated (docs/analysis.md §10).
    QVERIFY(workspace->viewModel()->model()->series().shownFitExtrapolates());
    workspace->setMarkerN(100);
    QCOMPARE(workspace->markerN(), 100.0);
    QVERIFY(workspace->readoutText().contains(QStringLiteral("extrapolated")));
    workspace->setMarkerN(1000);
    QCOMPARE(workspace->markerN(), 128.0);

    workspace->readout()->continuousBox()->setChecked(false);
    QCOMPARE(workspace->markerN(), 64.0);
}

void TestAnalysisWorkspace::comparesAAndB()
{
    auto workspace = shownWorkspace();
    QVERIFY(workspace);
    auto* panel = workspace->comparisonPanel();
    // Defaults: A is the reference (N = 8), B the point at the break-even (N = 64).
    // T_A / T_B = 40 / 9 = 4.44; N_B / N_A = 8; G_B / G_A = (64 * 9) / (8 * 40) = 1.8.
    QCOMPARE(workspace->comparisonText(),
             QStringLiteral("B is 4.4x faster using 8x the GPUs: 1.8x the GPU-hours"));
    QCOMPARE(panel->cellText(ComparisonPanel::GpusRow, 3), QStringLiteral("8x"));
    QCOMPARE(panel->cellText(ComparisonPanel::GpuHoursRow, 1), figure::significant(8 * 40 / 60.0));
    QCOMPARE(panel->cellText(ComparisonPanel::GpuHoursRow, 2), figure::significant(64 * 9 / 60.0));

    // Rows by N then T: 1 is Acme at 16 (T = 22), 2 is Beta at 16 (T = 30).
    panel->sliderA()->setValue(2);
    panel->sliderB()->setValue(1);
    // 30 / 22 = 1.36x faster, same GPUs, GPU-hours 22 / 30 = 0.733.
    QCOMPARE(
        workspace->comparisonText(),
        QStringLiteral("B is 1.4x faster using the same number of GPUs: 0.733x the GPU-hours"));
    QCOMPARE(panel->cellText(ComparisonPanel::EfficiencyRow, 1),
             QString::number(40.0 * 8 / (30 * 16), 'f', 3));
    QCOMPARE(panel->cellText(ComparisonPanel::EfficiencyRow, 2),
             QString::number(40.0 * 8 / (22 * 16), 'f', 3));
    QCOMPARE(panel->cellText(ComparisonPanel::EnergyRow, 2), QStringLiteral("1.50"));
    // A missing figure is a dash with its reason on hover.
    QCOMPARE(panel->cellText(ComparisonPanel::EnergyRow, 1), QStringLiteral("—"));
    QCOMPARE(panel->cellToolTip(ComparisonPanel::EnergyRow, 1),
             QStringLiteral("This submission has no power logs"));
    QCOMPARE(panel->cellToolTip(ComparisonPanel::EnergyRow, 2), QString());
    QCOMPARE(panel->cellToolTip(ComparisonPanel::CostRow, 1),
             QString()); // priced: a figure, no reason
}

void TestAnalysisWorkspace::clickingAPointMakesItTheReferenceAndUndoRestores()
{
    auto workspace = shownWorkspace();
    QVERIFY(workspace);
    auto* chart = workspace->speedupChart();
    const auto* model = workspace->viewModel()->model();
    QCOMPARE(model->referenceRow(), 0);

    // Click the frontier point at N = 32 (row 3) where the chart draws it.
    const QPointF inChart = chart->chart()->mapToPosition(chart->valueOfRow(3));
    const QPoint inView = chart->mapFromScene(chart->chart()->mapToScene(inChart));
    QCOMPARE(chart->rowAtValue(chart->valueOfRow(3)), 3);
    QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, inView);
    QTRY_COMPARE(model->pointAt(model->referenceRow()).systemId, std::string("acme_n32"));
    // Against N_ref = 32, T_ref = 13: the N = 64 point has S = 13 / 9.
    QCOMPARE(model->pointAt(4).speedup, 13.0 / 9.0);
    QVERIFY(chart->pointToolTip(4).contains(QStringLiteral("N = 64 GPUs · 9.000 min")));

    workspace->history()->undo();
    QCOMPARE(model->pointAt(model->referenceRow()).systemId, std::string("acme_n8"));
    QCOMPARE(model->pointAt(4).speedup, 40.0 / 9.0);
}

void TestAnalysisWorkspace::thresholdSpinRecomputesLineAndBreakEven()
{
    auto workspace = shownWorkspace();
    QVERIFY(workspace);
    auto* threshold = workspace->efficiencyChart()->thresholdSeries();
    QCOMPARE(threshold->at(0).y(), 0.5);
    workspace->filtersPanel()->thresholdSpin()->setValue(0.6);
    QCOMPARE(threshold->at(0).y(), 0.6);
    QCOMPARE(threshold->at(1).y(), 0.6);
    QCOMPARE(threshold->name(), QStringLiteral("Threshold θ = 0.6"));
    // §7 with θ = 0.6: the crossing is between 32 (0.7692) and 64 (0.5556):
    // x* = 5 + (0.7692 - 0.6) / (0.7692 - 0.5556), N* = 2^x* = 55.4; the marker stands on
    // N*, where its label says the break-even is (issue 24).
    const double e32 = 40.0 * 8 / (13 * 32);
    const double e64 = 40.0 * 8 / (9 * 64);
    const double crossing = std::exp2(5 + (e32 - 0.6) / (e32 - e64));
    const auto& estimate = workspace->viewModel()->model()->series().breakEven.threshold;
    QCOMPARE(*estimate.n, 32.0);
    QVERIFY(std::abs(*estimate.nInterpolated - crossing) < 1e-9);
    QVERIFY(std::abs(workspace->markerN() - crossing) < 1e-9);
    QCOMPARE(workspace->speedupChart()->marker()->markerX(),
             chartXOf(workspace->speedupChart(), crossing));
    // One story: the marker, its legend entry and the readout name the rule and N*.
    // The headline carries N*'s run-bootstrap interval, said to be run noise only (§9).
    const auto& runInterval = workspace->viewModel()->model()->series().verdict.runInterval;
    QVERIFY(runInterval);
    const QString story =
        QStringLiteral("Break-even (θ = 0.6): N* ≈ 55.4 (run noise only: %1–%2), last measured 32")
            .arg(figure::number(runInterval->low, 1), figure::number(runInterval->high, 1));
    QCOMPARE(figure::gpuCountText(crossing), QStringLiteral("55.4"));
    QCOMPARE(workspace->speedupChart()->marker()->label(), story);
    QCOMPARE(workspace->efficiencyChart()->marker()->label(), story);
    QVERIFY(workspace->efficiencyChart()->legendNames().contains(
        QStringLiteral("Break-even (θ = 0.6): N* ≈ 55.4")));
    QVERIFY(readoutWithoutInterval(workspace->readoutText()).at(2).startsWith(story));
    // The θ crossing is drawn by default, on the threshold line at N*.
    const auto* crossingPoint = workspace->efficiencyChart()->crossingSeries();
    QCOMPARE(crossingPoint->count(), 1);
    QVERIFY(std::abs(crossingPoint->at(0).x() - std::log2(crossing)) < 1e-9);
    QCOMPARE(crossingPoint->at(0).y(), 0.6);
    QVERIFY(workspace->efficiencyChart()->legendNames().contains(
        QStringLiteral("θ crossing (θ = 0.6): N* ≈ 55.4")));
    // The price reaches the readout's cost at once.
    workspace->filtersPanel()->priceSpin()->setValue(4.0);
    workspace->setMarkerN(32);
    QVERIFY(workspace->readoutText().contains(QStringLiteral("cost %1 at 4.00 per GPU-hour")
                                                  .arg(figure::significant(32 * 13 / 60.0 * 4))));
    // Continuous: the marker starts on the interpolated crossing.
    workspace->readout()->continuousBox()->setChecked(true);
    QTest::mouseClick(workspace->readout()->resetButton(), Qt::LeftButton);
    QVERIFY(std::abs(workspace->markerN() - crossing) < 1e-9);
    // ... where the readout's efficiency is θ, as the crossing's definition says.
    QVERIFY2(workspace->readoutText().contains(QStringLiteral("efficiency 0.600")),
             qPrintable(workspace->readoutText()));
    QCOMPARE(workspace->speedupChart()->marker()->label(), story);
}

void TestAnalysisWorkspace::filtersChangeTheSeriesShown()
{
    auto workspace = shownWorkspace();
    QVERIFY(workspace);
    auto* model = workspace->viewModel()->model();
    QCOMPARE(model->rowCount(), 5);
    QVERIFY(!workspace->selectBenchmark(QStringLiteral("gpt3")));
    QString mi300x;
    for (const auto& name : workspace->accelerators())
        if (name.contains(QStringLiteral("MI300X")))
            mi300x = name;
    QVERIFY(!mi300x.isEmpty());
    QVERIFY(workspace->selectAccelerator(mi300x));
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(workspace->filtersPanel()->acceleratorCombo()->currentText(), mi300x);
    QCOMPARE(workspace->speedupChart()->chart()->title(),
             QStringLiteral("Speedup: BERT-Large (bert), %1").arg(mi300x));
    QCOMPARE(workspace->readout()->slider()->maximum(), 1);

    QVERIFY(workspace->selectAccelerator(QString()));
    QCOMPARE(model->rowCount(), 5);
    // The submitter filter through its combo box, as a person picks it.
    auto* submitter = workspace->filtersPanel()->submitterCombo();
    submitter->setCurrentIndex(submitter->findText(QStringLiteral("Beta")));
    Q_EMIT submitter->activated(submitter->currentIndex());
    QCOMPARE(model->rowCount(), 1);
    submitter->setCurrentIndex(0);
    Q_EMIT submitter->activated(0);
    QCOMPARE(model->rowCount(), 5);

    QVERIFY(workspace->selectBenchmark(QStringLiteral("ssd")));
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(workspace->filtersPanel()->benchmarkCombo()->currentText(),
             QStringLiteral("RetinaNet (ssd)"));
    // All points mode and raw times are options of the same analysis.
    workspace->filtersPanel()->allPointsButton()->setChecked(true);
    QVERIFY(workspace->viewModel()->options().allPoints);
    workspace->filtersPanel()->rawButton()->setChecked(true);
    QVERIFY(workspace->viewModel()->options().raw);
}

void TestAnalysisWorkspace::chartsReadTheTableModel()
{
    auto workspace = shownWorkspace();
    QVERIFY(workspace);
    auto* model = workspace->seriesTableModel();
    QCOMPARE(model, static_cast<QAbstractItemModel*>(workspace->viewModel()->model()));
    for (auto* chart : {workspace->speedupChart(), workspace->efficiencyChart()}) {
        for (int row = 0; row < model->rowCount(); ++row) {
            const double n = model->index(row, SeriesTableModel::Gpus).data(SortRole).toDouble();
            QCOMPARE(chart->valueOfRow(row).x(), std::log2(n));
        }
        // Error bars: one per point with counted runs (all five), from T-1 to T+1.
        QCOMPARE(chart->errorBars()->bars().size(), std::size_t(5));
    }
    const auto& bar = workspace->efficiencyChart()->errorBars()->bars().at(1); // N = 16, T = 22
    QCOMPARE(bar.low, 40.0 * 8 / (23 * 16));
    QCOMPARE(bar.high, 40.0 * 8 / (21 * 16));
    QCOMPARE(workspace->speedupChart()->valueOfRow(4).y(), std::log2(40.0 / 9));
    QCOMPARE(workspace->efficiencyChart()->valueOfRow(4).y(), 40.0 * 8 / (9 * 64));
    const QStringList legend = workspace->speedupChart()->legendNames();
    QVERIFY(legend.contains(QStringLiteral("Ideal (linear) scaling")));
    QVERIFY(legend.filter(QStringLiteral("Amdahl: f = ")).size() == 1);
    QVERIFY(legend.filter(QStringLiteral("R² = ")).size() == 1);
    // The fit combo chooses the curve (index 0 is the best model, docs/analysis.md §10).
    auto* fit = workspace->filtersPanel()->fitCombo();
    fit->setCurrentIndex(3);
    Q_EMIT fit->activated(3);
    QVERIFY(
        workspace->speedupChart()->legendNames().filter(QStringLiteral("Power law: α = ")).size() ==
        1);
}

void TestAnalysisWorkspace::footnoteAndAxisTitlesSayDerived()
{
    AnalysisWorkspace workspace;
    workspace.viewModel()->setGroupBy(
        scalescope::analysis::GroupBy::Accelerator); // the best result at each N, across submitters
    workspace.setDataset(std::make_shared<const scalescope::Dataset>(scalingDataset()), kRound);
    QCOMPARE(workspace.footnote(),
             QStringLiteral("training_results_v9.9 · closed · all availabilities · derived from "
                            "MLPerf results, not an official result"));
    const auto titles = [](const ScalingChart* chart) {
        QStringList list;
        for (auto* axis : chart->chart()->axes())
            list.append(axis->titleText());
        return list;
    };
    QCOMPARE(titles(workspace.speedupChart()),
             (QStringList{QStringLiteral("GPUs (log2)"), QStringLiteral("Speedup (derived)")}));
    QCOMPARE(titles(workspace.efficiencyChart()),
             (QStringList{QStringLiteral("GPUs (log2)"), QStringLiteral("Efficiency (derived)")}));
}

void TestAnalysisWorkspace::rendersChartsWithoutBeingShown()
{
    AnalysisWorkspace workspace; // never shown, as `scalescope export` uses it
    workspace.viewModel()->setGroupBy(
        scalescope::analysis::GroupBy::Accelerator); // the best result at each N, across submitters
    workspace.setDataset(std::make_shared<const scalescope::Dataset>(scalingDataset()), kRound);
    workspace.setMarkerN(32);
    QImage image(1200, 800, QImage::Format_ARGB32);
    image.fill(Qt::black);
    {
        QPainter painter(&image);
        workspace.renderCharts(&painter, QRectF(0, 0, 1200, 800), ChartSelection::Both);
    }
    int markerPixels = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            markerPixels += QColor(image.pixel(x, y)).rgb() == palette::kMarkerColour.rgb();
    QVERIFY2(markerPixels > 200, qPrintable(QString::number(markerPixels)));
    QCOMPARE(QColor(image.pixel(5, 5)).rgb(), QColor(Qt::white).rgb());
}

void TestAnalysisWorkspace::markerLabelIsWrittenInTheMarkerColour()
{
    AnalysisWorkspace workspace;
    workspace.resize(1400, 900);
    workspace.viewModel()->setGroupBy(scalescope::analysis::GroupBy::Accelerator);
    workspace.setDataset(std::make_shared<const scalescope::Dataset>(scalingDataset()), kRound);
    workspace.setMarkerN(32);
    workspace.show();
    QVERIFY(QTest::qWaitForWindowExposed(&workspace));
    auto* chart = workspace.speedupChart();
    QVERIFY(!chart->marker()->label().isEmpty());
    const QRect box = chart->mapFromScene(chart->chart()->mapToScene(chart->marker()->labelBox()))
                          .boundingRect()
                          .adjusted(2, 2, -2, -2);
    const QImage image = chart->grab().toImage();
    // The text is antialiased: count the pixels of the label that are orange like the line
    // (red well above blue), none of which black text on white would give.
    int orange = 0;
    int dark = 0;
    for (int y = box.top(); y <= box.bottom(); ++y)
        for (int x = box.left(); x <= box.right(); ++x) {
            const QColor pixel = image.pixelColor(x, y);
            orange += pixel.red() > pixel.blue() + 80 ? 1 : 0;
            dark += pixel.red() < 60 && pixel.green() < 60 && pixel.blue() < 60 ? 1 : 0;
        }
    QVERIFY2(orange > 40, qPrintable(QStringLiteral("%1 orange pixels in %2x%3")
                                         .arg(orange)
                                         .arg(box.width())
                                         .arg(box.height())));
    QCOMPARE(dark, 0);
}

void TestAnalysisWorkspace::alignmentBurstStopsChasingMarginsButLetsALayoutSettle()
{
    using scalescope::ui::AlignmentBurst;
    // The four layouts that five open rounds cycled through in a 1600x1000 window (ui_bench).
    const std::vector<AlignmentBurst::State> cycle = {{64.9, 482.9, 61.1, 485.3},
                                                      {64.9, 460.9, 85.1, 487.3},
                                                      {64.9, 482.1, 61.1, 484.5},
                                                      {84.9, 482.1, 57.1, 460.5}};
    AlignmentBurst burst;
    for (const auto& state : cycle)
        QVERIFY(burst.mayAlign(state));
    QVERIFY(!burst.mayAlign(cycle.front())); // back to the first layout: the margins stay
    QVERIFY(!burst.mayAlign(cycle[1]));

    // A quiet moment ends the burst; the next change aligns again.
    burst.endBurst();
    QVERIFY(burst.mayAlign(cycle.front()));
    // A layout that settles (the same spans twice, within half a pixel) is no cycle.
    QVERIFY(burst.mayAlign({64.9, 482.9, 61.1, 485.3}));
    QVERIFY(burst.mayAlign({65.2, 482.9, 61.1, 485.3}));

    // Spans that never repeat still stop after kMaxPasses passes.
    burst.endBurst();
    for (std::size_t pass = 0; pass < AlignmentBurst::kMaxPasses; ++pass)
        QVERIFY(burst.mayAlign({60.0 + 3.0 * static_cast<double>(pass), 480.0, 60.0, 480.0}));
    QVERIFY(!burst.mayAlign({200.0, 480.0, 60.0, 480.0}));
}
