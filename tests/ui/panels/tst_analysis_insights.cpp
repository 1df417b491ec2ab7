// The GUI views of issue 16, offscreen: the caveat note, the fit diagnostics table, time vs
// GPU-hours with the cost optimum, throughput, the reference rule, dominated points and the
// bootstrap line of the readout, on hand-built series (docs/analysis.md §1.1, §4.5, §5.2,
// §8, §9).
#include "core/analysis/series.h"
#include "tests/support/analysis_fixtures.h"
#include "ui/charts/ChartPalette.h"
#include "ui/charts/ParetoChart.h"
#include "ui/charts/ScalingChart.h"
#include "ui/charts/ThroughputChart.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/panels/AnalysisInsights.h"
#include "ui/panels/BreakEvenReadout.h"
#include "ui/panels/CaveatNote.h"
#include "ui/panels/FitDiagnosticsPanel.h"
#include "ui/text/MarkerText.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QAbstractAxis>
#include <QCheckBox>
#include <QComboBox>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTableWidget>
#include <QTest>
#include <QValueAxis>
#include <array>

using namespace scalescope;
using namespace scalescope::ui;

namespace {

RunFigure countedRun(const std::string& file, double minutes, double samples)
{
    RunFigure run;
    run.file = file;
    run.minutes = minutes;
    run.status = RunStatus::Counted;
    run.records.samplesCount = samples;
    run.records.globalBatchSize = 256;
    return run;
}

// docs/analysis.md §7 (T = 40, 22, 13, 9 at N = 8..64) with runs T - 1, T + 1 that logged
// 1e6 samples each, energy at N = 8, and a slower 8-GPU entry (44) for the study rule.
Dataset insightsDataset()
{
    std::vector<analysis::testing::PointSpec> specs;
    for (const auto& [n, minutes] : {std::pair{8, 40.0}, {16, 22.0}, {32, 13.0}, {64, 9.0}}) {
        analysis::testing::PointSpec spec{"s" + std::to_string(n), n, minutes};
        spec.runs = {countedRun("result_0.txt", minutes - 1, 1e6),
                     countedRun("result_1.txt", minutes + 1, 1e6)};
        if (n == 8)
            spec.energyJoules = 1.8e7;
        specs.push_back(spec);
    }
    specs.push_back({"slow8", 8, 44.0});
    return analysis::testing::datasetOf(specs);
}

} // namespace

class TestAnalysisInsights : public QObject
{
    Q_OBJECT
  private Q_SLOTS:
    void insightsFitTheSidePanelWithoutCuttingText()
    {
        // The side panel is about 330 px wide at 1600 px: the page must fit it, so that the
        // caveat wraps instead of running off the right edge.
        AnalysisWorkspace workspace;
        workspace.viewModel()->setGroupBy(
            scalescope::analysis::GroupBy::Accelerator); // the best result at each N, across
                                                         // submitters
        workspace.setDataset(std::make_shared<const scalescope::Dataset>(insightsDataset()),
                             QStringLiteral("insights"));
        auto* insights = workspace.findChild<AnalysisInsights*>();
        QVERIFY(insights);
        QVERIFY2(
            insights->minimumSizeHint().width() <= 330,
            qPrintable(
                QStringLiteral("minimum width %1 px").arg(insights->minimumSizeHint().width())));
    }

    void fitAcrossAGapIsDrawnDashed()
    {
        // The USL fixture of diagnostics_tests (N = 1, 2, 4, 64, 128; peak at N = 30.8 in
        // the 16x gap between 4 and 64): the fitted curve there is no measurement.
        std::vector<analysis::testing::PointSpec> specs;
        for (int n : {1, 2, 4, 64, 128})
            specs.push_back({"p" + std::to_string(n), n,
                             100.0 * (1 + 0.05 * (n - 1) + 0.001 * n * (n - 1.0)) / n});
        AnalysisWorkspace workspace;
        workspace.viewModel()->setGroupBy(
            scalescope::analysis::GroupBy::Accelerator); // the best result at each N, across
                                                         // submitters
        workspace.setDataset(
            std::make_shared<const scalescope::Dataset>(analysis::testing::datasetOf(specs)),
            QStringLiteral("gap"));
        workspace.viewModel()->setFitKind(analysis::FitKind::Usl);
        for (auto* chart : {workspace.speedupChart(), workspace.efficiencyChart()}) {
            int solidInGap = 0, dashedInGap = 0, solidMeasured = 0;
            QStringList dashedNames;
            for (auto* abstract : chart->chart()->series()) {
                auto* line = qobject_cast<QLineSeries*>(abstract);
                // The fit's pieces: drawn in the fit colour (faded or not).
                if (line == nullptr ||
                    line->pen().color().rgb() != QColor(palette::kFitColour).rgb())
                    continue;
                const bool dashed = line->pen().style() == Qt::DashLine;
                if (dashed && !line->name().isEmpty())
                    dashedNames.append(line->name());
                for (const QPointF& point : line->points()) {
                    const bool inGap = point.x() > 2.05 && point.x() < 5.95; // log2 4 .. log2 64
                    if (inGap)
                        (dashed ? dashedInGap : solidInGap)++;
                    else if (!dashed && point.x() < 1.95)
                        ++solidMeasured;
                }
            }
            QCOMPARE(solidInGap, 0);
            QVERIFY(dashedInGap > 10);
            QVERIFY(solidMeasured > 0); // between the measured N = 1, 2 and 4 it stays solid
            QCOMPARE(dashedNames,
                     QStringList{QStringLiteral("Fit, not measured (gap > 4× or past max N)")});
        }
    }

    void showsTheCaveatFitsParetoAndThroughput()
    {
        AnalysisWorkspace workspace;
        workspace.viewModel()->setGroupBy(
            scalescope::analysis::GroupBy::Accelerator); // the best result at each N, across
                                                         // submitters
        workspace.setDataset(std::make_shared<const scalescope::Dataset>(insightsDataset()),
                             QStringLiteral("insights"));
        workspace.viewModel()->setPrice(2.5); // the Pareto ranges need a price (none is invented)
        auto* insights = workspace.findChild<AnalysisInsights*>();
        QVERIFY(insights);
        const QString caveat = insights->caveat()->text();
        QVERIFY2(caveat.startsWith(
                     QStringLiteral("Caveat: Each point is the fastest entry of some system")),
                 qPrintable(caveat));
        QVERIFY(caveat.contains(
            QStringLiteral("The curve mixes 1 submitter and 4 systems (global batch size 256)")));
        QVERIFY(caveat.contains(
            QStringLiteral("Energy: training_results_v4.1: 1 of 5 scores has power logs")));

        // One row per model, exactly one marked best.
        auto* table = insights->fitDiagnostics()->table();
        QCOMPARE(table->rowCount(), 3);
        int best = 0;
        for (int row = 0; row < 3; ++row)
            best += table->item(row, 5)->text().startsWith(QStringLiteral("best"));
        QCOMPARE(best, 1);
        QVERIFY(insights->fitDiagnostics()->sensitivityText().contains(
            QStringLiteral("leave-one-out")));

        // Value of time 0: N = 8 (5.333 GPU-h, 40 min) is the optimum from 0 to 40/9.
        auto* pareto = insights->paretoChart();
        QCOMPARE(pareto->optimumSeries()->count(), 1);
        QCOMPARE(pareto->optimumSeries()->at(0), QPointF(8 * 40 / 60.0, 40.0));
        QCOMPARE(pareto->frontSeries()->count(), 4);
        // The GPU-hours axis ticks on round numbers: a step of 1, 2, 2.5 or 5 x 10^k, from
        // a multiple of it, holding every point.
        auto* hours = qobject_cast<QValueAxis*>(pareto->chart()->axes(Qt::Horizontal).constFirst());
        QVERIFY(hours);
        const double step = (hours->max() - hours->min()) / (hours->tickCount() - 1);
        const double mantissa = step / std::pow(10.0, std::floor(std::log10(step)));
        const std::array<double, 5> niceSteps{1.0, 2.0, 2.5, 5.0, 10.0};
        QVERIFY2(std::any_of(niceSteps.begin(), niceSteps.end(),
                             [&](double nice) { return std::abs(mantissa - nice) < 1e-9; }),
                 qPrintable(QString::number(step)));
        QVERIFY(std::abs(hours->min() / step - std::round(hours->min() / step)) < 1e-9);
        for (int i = 0; i < pareto->frontSeries()->count(); ++i) {
            QVERIFY(pareto->frontSeries()->at(i).x() >= hours->min());
            QVERIFY(pareto->frontSeries()->at(i).x() <= hours->max());
        }
        QCOMPARE(pareto->optimumText(),
                 QStringLiteral("At a value of time of 0 per hour, N = 8 minimises cost (optimal "
                                "from 0 to 4.444 per hour)"));
        QVERIFY(pareto->optimumInLegend());
        // 50 per hour: N = 32, optimal from 160/9 = 17.78 to 100.
        workspace.viewModel()->setValueOfTime(50);
        QCOMPARE(pareto->optimumSeries()->at(0), QPointF(32 * 13 / 60.0, 13.0));
        QCOMPARE(pareto->optimumText(),
                 QStringLiteral("At a value of time of 50 per hour, N = 32 minimises cost (optimal "
                                "from 17.78 to 100 per hour)"));

        // Throughput: 1e6 samples over the mean raw time T: 1e6 / (T * 60 * N) per GPU.
        auto* perGpu = insights->throughputChart()->perGpuSeries();
        QCOMPARE(perGpu->count(), 4);
        QCOMPARE(perGpu->at(0).x(), 8.0);
        QVERIFY(std::abs(perGpu->at(0).y() - 1e6 / (40 * 60 * 8)) < 1e-9);
        QVERIFY(std::abs(perGpu->at(3).y() - 1e6 / (9 * 60 * 64)) < 1e-9);
        // 1e6 samples to converge: counted in millions, so the axis labels stay short.
        auto* samples = insights->throughputChart()->samplesSeries();
        QCOMPARE(samples->count(), 4);
        QCOMPARE(samples->at(0).y(), 1.0);
        const auto sampleAxes = samples->attachedAxes();
        QVERIFY(std::any_of(sampleAxes.begin(), sampleAxes.end(), [](const QAbstractAxis* axis) {
            return axis->titleText() == QStringLiteral("Samples to converge (millions)");
        }));
        QVERIFY(insights->uncertaintyText().contains(QStringLiteral("1000 resamples")));

        // Runs T - 1 and T + 1: T*_ref is 39 or 41 and T*(16) 21 or 23 with probability 1/4
        // each (> 2.5%), so the 95% interval of S at N = 16 is [39/23, 41/21], E = S / 2.
        workspace.setMarkerN(16);
        const auto& state = workspace.viewModel()->markerState();
        QVERIFY(state.speedupInterval);
        QCOMPARE(state.speedupInterval->first, 39.0 / 23);
        QCOMPARE(state.speedupInterval->second, 41.0 / 21);
        QCOMPARE(state.efficiencyInterval->first, 39.0 / 23 / 2);
        QVERIFY(workspace.readoutText().contains(
            QStringLiteral("Bootstrap interval over the counted runs: speedup ")));
        // At the reference (N = 8) speedup and efficiency are 1 in every resample: no interval
        // of [1, 1] that would read as a point without noise.
        workspace.setMarkerN(8);
        const auto& atReference = workspace.viewModel()->markerState();
        QVERIFY(atReference.reference);
        QVERIFY(!atReference.speedupInterval);
        QVERIFY(!atReference.efficiencyInterval);
        QVERIFY(!workspace.readoutText().contains(
            QStringLiteral("Bootstrap interval over the counted runs")));
        QVERIFY2(workspace.readoutText().contains(QStringLiteral(
                     "Bootstrap interval: none at the reference (speedup and efficiency are 1 "
                     "by definition; its runs' spread is in every other point's interval)")),
                 qPrintable(workspace.readoutText()));
    }

    void paretoWithoutAPriceMarksNoOptimumAndSaysWhy()
    {
        AnalysisWorkspace workspace;
        workspace.viewModel()->setGroupBy(scalescope::analysis::GroupBy::Accelerator);
        workspace.setDataset(std::make_shared<const scalescope::Dataset>(insightsDataset()),
                             QStringLiteral("insights"));
        auto* pareto = workspace.findChild<AnalysisInsights*>()->paretoChart();
        // No price: no optimum drawn, its legend entry hidden, and the fewest GPU-hours named
        // (N = 8: 8 * 40 / 60 = 5.33 GPU-h).
        QCOMPARE(pareto->optimumSeries()->count(), 0);
        QVERIFY(!pareto->optimumInLegend());
        QCOMPARE(pareto->optimumText(),
                 QStringLiteral(
                     "No price per GPU-hour set: no cost optimum is marked; with no value of time "
                     "the cheapest run at any price is the fewest GPU-hours, N = 8 (5.33 GPU-h)"));
        workspace.viewModel()->setValueOfTime(50);
        QCOMPARE(pareto->optimumText(),
                 QStringLiteral(
                     "No price per GPU-hour set: no cost optimum is marked (GPU-hours cannot be "
                     "weighed against a value of time without one)"));
        // A price brings the optimum and its entry back.
        workspace.viewModel()->setPrice(2.5);
        QCOMPARE(pareto->optimumSeries()->count(), 1);
        QVERIFY(pareto->optimumInLegend());
    }

    void referenceRuleAndDominatedPoints()
    {
        AnalysisWorkspace workspace;
        auto dataset = insightsDataset();
        // A 128-GPU entry slower than the 64-GPU one: dominated, drawn hollow.
        dataset.rounds[0].systems.push_back(analysis::testing::systemOf({"s128", 128, 10.0}));
        workspace.viewModel()->setGroupBy(
            scalescope::analysis::GroupBy::Accelerator); // the best result at each N, across
                                                         // submitters
        workspace.setDataset(std::make_shared<const scalescope::Dataset>(dataset),
                             QStringLiteral("insights"));
        auto* insights = workspace.findChild<AnalysisInsights*>();
        const auto& series = workspace.viewModel()->model()->series();
        QCOMPARE(series.reference.systemId, std::string("s8")); // fastest at N = 8 (40 < 44)
        QVERIFY(workspace.speedupChart()->legendNames().contains(
            QStringLiteral("Dominated (not faster than fewer GPUs)")));
        insights->referenceRuleBox()->setCurrentIndex(1); // study rule
        QCOMPARE(workspace.viewModel()->options().reference.rule,
                 analysis::ReferenceRule::StudyRule);
        QCOMPARE(workspace.viewModel()->model()->series().reference.systemId, std::string("slow8"));
        insights->keepDominatedBox()->setChecked(true);
        QVERIFY(workspace.viewModel()->options().keepDominated);
        QCOMPARE(workspace.viewModel()->model()->series().curve.size(), std::size_t(5));
    }

    void readoutShowsTheBootstrapInterval()
    {
        MarkerState state;
        state.source = MarkerState::Source::Measured;
        state.n = 16;
        state.minutes = 22;
        state.speedup = 40.0 / 22;
        state.efficiency = 40.0 * 8 / (22 * 16);
        state.speedupInterval = std::pair{1.7, 1.95};
        state.efficiencyInterval = std::pair{0.85, 0.975};
        const QStringList lines = markerText::readoutLines(state, 2.5);
        QVERIFY2(lines.filter(QStringLiteral("Bootstrap interval over the counted runs: speedup"))
                         .size() == 1,
                 qPrintable(lines.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestAnalysisInsights)
#include "tst_analysis_insights.moc"
