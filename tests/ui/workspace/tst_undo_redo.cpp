#include "tst_undo_redo.h"

#include "tests/support/ui_fixtures.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/panels/BreakEvenReadout.h"
#include "ui/panels/FiltersPanel.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/viewmodel/ChoicesHistory.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QSlider>
#include <QTest>

using namespace scalescope::ui;
using namespace scalescope::ui::test;

namespace {

// The first readout line at a measured frontier point of analysis.md §7 (Acme's systems).
QString measuredLine(int n, double minutes)
{
    return QStringLiteral("N = %1 GPUs · %2 min (measured: Acme, acme_n%1)")
        .arg(n)
        .arg(QString::number(minutes, 'f', 3));
}

QString firstReadoutLine(const AnalysisWorkspace& workspace)
{
    return workspace.readoutText().split(QLatin1Char('\n')).value(0);
}

std::string referenceSystem(const AnalysisWorkspace& workspace)
{
    const auto* model = workspace.viewModel()->model();
    return model->pointAt(model->referenceRow()).systemId;
}

} // namespace

void TestUndoRedo::undoAndRedoRestoreEveryControl()
{
    AnalysisWorkspace workspace;
    auto* viewModel = workspace.viewModel();
    viewModel->setGroupBy(scalescope::analysis::GroupBy::Accelerator);
    workspace.setDataset(std::make_shared<const scalescope::Dataset>(scalingDataset()),
                         QStringLiteral("training_results_v9.9"));
    viewModel->setPrice(2.5); // the cost optimum at N = 8 is then the break-even
    viewModel->setValueOfTime(1.0);
    auto* history = workspace.history();
    auto* threshold = workspace.filtersPanel()->thresholdSpin();
    auto* slider = workspace.readout()->slider();
    QCOMPARE(threshold->value(), 0.5);
    QCOMPARE(slider->value(), 0); // N = 8, 16, 32, 64
    QCOMPARE(firstReadoutLine(workspace), measuredLine(8, 40));
    QCOMPARE(referenceSystem(workspace), std::string("acme_n8"));

    threshold->setValue(0.6);
    // θ = 0.6 moves the marker to the new break-even: where the undo of the drag returns.
    const int sliderAtTheta = slider->value();
    const double markerAtTheta = viewModel->markerN();
    const QString readoutAtTheta = workspace.readoutText();
    QVERIFY(sliderAtTheta != 1 && sliderAtTheta != 2);
    // A drag over two steps: one undo step.
    slider->setValue(1);
    slider->setValue(2);
    QCOMPARE(firstReadoutLine(workspace), measuredLine(32, 13));
    QVERIFY(viewModel->setReferenceRow(3)); // acme_n32
    QCOMPARE(referenceSystem(workspace), std::string("acme_n32"));
    QVERIFY(!history->canRedo());

    history->undo(); // the reference
    QCOMPARE(referenceSystem(workspace), std::string("acme_n8"));
    QCOMPARE(slider->value(), 2);
    QCOMPARE(viewModel->markerN(), 32.0);
    QCOMPARE(firstReadoutLine(workspace), measuredLine(32, 13));
    QCOMPARE(threshold->value(), 0.6);
    QVERIFY(history->canRedo());

    history->undo(); // the whole drag
    QCOMPARE(slider->value(), sliderAtTheta);
    QCOMPARE(viewModel->markerN(), markerAtTheta);
    QCOMPARE(workspace.readoutText(), readoutAtTheta);
    QCOMPARE(threshold->value(), 0.6);

    history->undo(); // the threshold
    QCOMPARE(threshold->value(), 0.5);
    QCOMPARE(viewModel->choices().options.threshold, 0.5);
    QCOMPARE(slider->value(), 0);
    QCOMPARE(viewModel->markerN(), 8.0);
    QCOMPARE(firstReadoutLine(workspace), measuredLine(8, 40));
    QVERIFY(workspace.readoutText().contains(QStringLiteral("Break-even (cost optimum): N = 8")));
    QCOMPARE(referenceSystem(workspace), std::string("acme_n8"));
    QVERIFY(history->canUndo()); // the price and the value of time before them

    history->redo();
    QCOMPARE(threshold->value(), 0.6);
    QCOMPARE(slider->value(), sliderAtTheta);
    QCOMPARE(workspace.readoutText(), readoutAtTheta);
    history->redo();
    QCOMPARE(slider->value(), 2);
    QCOMPARE(firstReadoutLine(workspace), measuredLine(32, 13));
    history->redo();
    QCOMPARE(referenceSystem(workspace), std::string("acme_n32"));
    QVERIFY(!history->canRedo());

    // A new choice after an undo drops what could have been redone.
    history->undo();
    threshold->setValue(0.7);
    QVERIFY(!history->canRedo());
    QCOMPARE(referenceSystem(workspace), std::string("acme_n8"));

    // The Continuous box shows an undone choice too, and the slider its scale.
    auto* continuous = workspace.readout()->continuousBox();
    continuous->setChecked(true);
    QVERIFY(viewModel->continuous());
    QCOMPARE(slider->maximum(), 1000);
    history->undo();
    QVERIFY(!viewModel->continuous());
    QVERIFY(!continuous->isChecked());
    QCOMPARE(slider->maximum(), 3);
}
