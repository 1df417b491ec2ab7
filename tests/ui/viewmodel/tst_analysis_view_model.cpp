#include "tst_analysis_view_model.h"

#include "core/analysis/verdict.h"
#include "tests/support/ui_fixtures.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/text/MarkerText.h"
#include "ui/viewmodel/AnalysisChoices.h"
#include "ui/viewmodel/AnalysisViewModel.h"

#include <QSignalSpy>
#include <QTest>
#include <cmath>

using namespace scalescope;
using namespace scalescope::ui;

void TestAnalysisViewModel::choicesAreOneValueAnnouncedOnce()
{
    AnalysisViewModel viewModel;
    QSignalSpy announced(&viewModel, &AnalysisViewModel::choicesChanged);
    QSignalSpy series(&viewModel, &AnalysisViewModel::seriesChanged);
    viewModel.setDataset(std::make_shared<const scalescope::Dataset>(test::scalingDataset()),
                         QStringLiteral("scaling"));
    QCOMPARE(announced.count(), 1);
    QCOMPARE(viewModel.choices().benchmark, QStringLiteral("bert"));
    QCOMPARE(viewModel.choices().markerN, viewModel.markerN());
    const AnalysisChoices opened = viewModel.choices();

    viewModel.setThreshold(0.6);
    QCOMPARE(announced.count(), 2);
    QCOMPARE(series.count(), 2);
    QCOMPARE(viewModel.choices().options.threshold, 0.6);
    QVERIFY(viewModel.choices() != opened);
    QCOMPARE(opened.options.threshold, 0.5); // a copy, not a view of the view-model's state

    // The same choice again: analysed again, but nothing new to announce.
    viewModel.setThreshold(0.6);
    QCOMPARE(series.count(), 3);
    QCOMPARE(announced.count(), 2);

    // A price is a choice per accelerator model.
    const std::string model = viewModel.pricedAccelerator();
    QVERIFY(!model.empty());
    viewModel.setPrice(2.5);
    QCOMPARE(announced.count(), 3);
    QCOMPARE(viewModel.choices().options.prices.at(model), 2.5);

    viewModel.setThreshold(0.5);
    viewModel.setPrice(0);
    QCOMPARE(announced.count(), 5);
    AnalysisChoices back = viewModel.choices();
    QVERIFY(back.options == opened.options);
    back.markerMoved = opened.markerMoved;
    back.markerN = opened.markerN;
    QVERIFY(back == opened);
}

void TestAnalysisViewModel::sliderStepChangesChoicesOnly()
{
    AnalysisViewModel viewModel;
    viewModel.setDataset(std::make_shared<const scalescope::Dataset>(test::scalingDataset()),
                         QStringLiteral("scaling"));
    QSignalSpy announced(&viewModel, &AnalysisViewModel::choicesChanged);
    QSignalSpy series(&viewModel, &AnalysisViewModel::seriesChanged);
    QSignalSpy marker(&viewModel, &AnalysisViewModel::markerChanged);
    QCOMPARE(viewModel.measuredNs(), (std::vector<double>{8, 16, 32, 64}));

    viewModel.setMarkerN(20); // snaps to the nearest measured N on a log scale
    QCOMPARE(viewModel.choices().markerN, 16.0);
    QVERIFY(viewModel.choices().markerMoved);
    QCOMPARE(announced.count(), 1);
    QCOMPARE(marker.count(), 1);
    QCOMPARE(series.count(), 0);
    QCOMPARE(viewModel.markerState().minutes, 22.0);

    viewModel.setMarkerN(16); // where it is: nothing changes
    QCOMPARE(announced.count(), 1);
    QCOMPARE(marker.count(), 1);

    viewModel.setRowB(0);
    QCOMPARE(viewModel.choices().rowB, 0);
    QCOMPARE(announced.count(), 2);
    QCOMPARE(series.count(), 0);
}

void TestAnalysisViewModel::markerStartsOnCoresCrossing()
{
    AnalysisViewModel viewModel;
    viewModel.setDataset(std::make_shared<const scalescope::Dataset>(test::scalingDataset()),
                         QStringLiteral("scaling"));
    // Acme's bert: E(16) = 40 / (22 * 2), E(32) = 40 / (13 * 4). theta = 0.8 is crossed
    // between 16 and 32, 2x apart: N* = 2^(4 + t), E linear in log2 N.
    viewModel.setThreshold(0.8);
    const double e16 = 40.0 / 44.0;
    const double e32 = 40.0 / 52.0;
    const double nStar = std::exp2(4.0 + (e16 - 0.8) / (e16 - e32));
    const auto& verdict = viewModel.model()->series().verdict;
    QCOMPARE(verdict.kind, analysis::Verdict::Kind::Crossing);
    QVERIFY(std::fabs(analysis::markerStartN(verdict) - nStar) < 1e-9);
    QCOMPARE(viewModel.markerN(), analysis::markerStartN(verdict));
    QCOMPARE(viewModel.choices().markerN, viewModel.markerN());
    QVERIFY(!viewModel.choices().markerMoved);
    // On the detected break-even the marker is labelled with the verdict's sentence.
    QVERIFY(viewModel.markerAtDetected());
    QVERIFY(markerText::markerLabel(verdict, viewModel.breakEvenLimits(), viewModel.markerN(),
                                    false, viewModel.markerAtDetected())
                .startsWith(QStringLiteral("Break-even (θ = 0.8): N* ≈ ")));
}

void TestAnalysisViewModel::setChoicesRestoresAllOfThemAtOnce()
{
    AnalysisViewModel viewModel;
    viewModel.setDataset(std::make_shared<const scalescope::Dataset>(test::scalingDataset()),
                         QStringLiteral("scaling"));
    const AnalysisChoices opened = viewModel.choices();
    viewModel.setThreshold(0.8);
    viewModel.setMarkerN(64);
    viewModel.setRowA(1);
    const AnalysisChoices later = viewModel.choices();
    QCOMPARE(later.markerN, 64.0);
    QCOMPARE(later.rowA, 1);

    QSignalSpy announced(&viewModel, &AnalysisViewModel::choicesChanged);
    QSignalSpy series(&viewModel, &AnalysisViewModel::seriesChanged);
    viewModel.setChoices(opened);
    QCOMPARE(announced.count(), 1);
    QCOMPARE(series.count(), 1);
    QVERIFY(viewModel.choices() == opened);
    QCOMPARE(viewModel.options().threshold, 0.5);
    QCOMPARE(viewModel.markerN(), opened.markerN);

    // Back: the moved marker and A come back as they were, not where an analysis puts them.
    viewModel.setChoices(later);
    QCOMPARE(announced.count(), 2);
    QCOMPARE(series.count(), 2);
    QVERIFY(viewModel.choices() == later);
    QCOMPARE(viewModel.markerN(), 64.0);
    QCOMPARE(viewModel.markerState().n, 64.0);
    QCOMPARE(viewModel.markerState().minutes, 9.0); // Acme's bert at N = 64
    QCOMPARE(viewModel.rowA(), 1);

    // Only the marker differs: no analysis.
    AnalysisChoices moved = later;
    moved.markerN = 16;
    viewModel.setChoices(moved);
    QCOMPARE(series.count(), 2);
    QCOMPARE(announced.count(), 3);
    QCOMPARE(viewModel.markerState().minutes, 22.0);
}
