#include "tst_series_table_model.h"

#include "tests/support/ui_fixtures.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/models/SortProxy.h"
#include "ui/viewmodel/AnalysisViewModel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using scalescope::ui::AnalysisViewModel;
using scalescope::ui::SeriesTableModel;
using scalescope::ui::SortProxy;
using namespace scalescope::ui::test;

void TestSeriesTableModel::passesModelTesterThroughRecomputeSortAndFilter()
{
    AnalysisViewModel controller;
    SortProxy proxy;
    proxy.setSourceModel(controller.model());
    QAbstractItemModelTester modelTester(controller.model(),
                                         QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester proxyTester(&proxy,
                                         QAbstractItemModelTester::FailureReportingMode::Fatal);

    QCOMPARE(controller.model()->rowCount(), 0);
    controller.setGroupBy(
        scalescope::analysis::GroupBy::Accelerator); // the best result at each N, across submitters
    controller.setDataset(std::make_shared<const scalescope::Dataset>(scalingDataset()),
                          QStringLiteral("training_results_v9.9"));
    QCOMPARE(controller.model()->rowCount(), 5); // four Acme points and Beta's
    QCOMPARE(controller.model()->columnCount(), int(SeriesTableModel::ColumnCount));
    for (int column = 0; column < proxy.columnCount(); ++column) {
        proxy.sort(column, Qt::AscendingOrder);
        proxy.sort(column, Qt::DescendingOrder);
    }
    proxy.setFilterFixedString(QStringLiteral("Beta"));
    QCOMPARE(proxy.rowCount(), 1);
    controller.setThreshold(0.6); // recompute: a model reset under the tester
    controller.setBenchmark(QStringLiteral("ssd"));
    QCOMPARE(proxy.rowCount(), 0);
    proxy.setFilterFixedString({});
    QCOMPARE(proxy.rowCount(), 2);
    controller.setDataset(std::make_shared<const scalescope::Dataset>(), {});
    QCOMPARE(proxy.rowCount(), 0);
}

void TestSeriesTableModel::rowsCarryTheFiguresOfAnalysisMd()
{
    AnalysisViewModel controller;
    controller.setGroupBy(
        scalescope::analysis::GroupBy::Accelerator); // the best result at each N, across submitters
    controller.setDataset(std::make_shared<const scalescope::Dataset>(scalingDataset()),
                          QStringLiteral("training_results_v9.9"));
    const auto* model = controller.model();
    const auto cell = [&](int row, int column) {
        return model->index(row, column).data().toString();
    };
    const auto number = [&](int row, int column) {
        return model->index(row, column).data(scalescope::ui::SortRole).toDouble();
    };
    // Rows by N, then time: 8, 16 (Acme 22), 16 (Beta 30), 32, 64.
    QCOMPARE(cell(0, SeriesTableModel::Gpus), QStringLiteral("8"));
    QCOMPARE(cell(2, SeriesTableModel::Submitter), QStringLiteral("Beta"));
    QCOMPARE(model->referenceRow(), 0);
    QCOMPARE(cell(0, SeriesTableModel::Reference), QStringLiteral("reference"));
    // §7: S = 40/T, E = (40 * 8) / (T * N), G = N * T / 60.
    QCOMPARE(number(4, SeriesTableModel::Speedup), 40.0 / 9.0);
    QCOMPARE(number(3, SeriesTableModel::Efficiency), (40.0 * 8) / (13.0 * 32));
    QCOMPARE(number(1, SeriesTableModel::GpuHours), 16 * 22.0 / 60);
    QCOMPARE(cell(1, SeriesTableModel::Cost), QString()); // no price: no cost invented
    controller.setPrice(2.5);                             // for the shown model, H100
    QCOMPARE(number(1, SeriesTableModel::Cost), 16 * 22.0 / 60 * 2.5);
    QCOMPARE(cell(4, SeriesTableModel::Speedup), QStringLiteral("4.44x"));
    QCOMPARE(cell(3, SeriesTableModel::Efficiency), QStringLiteral("0.769"));
    QCOMPARE(cell(1, SeriesTableModel::Energy), QStringLiteral("1.50"));
    QCOMPARE(cell(1, SeriesTableModel::Frontier), QStringLiteral("yes"));
    QCOMPARE(cell(2, SeriesTableModel::Frontier), QString());
    QCOMPARE(number(1, SeriesTableModel::FastestRun), 21.0);
    QCOMPARE(number(1, SeriesTableModel::SlowestRun), 23.0);
}

void TestSeriesTableModel::derivedColumnsSayDerived()
{
    SeriesTableModel model;
    for (int column = 0; column < model.columnCount(); ++column) {
        const QString header = model.headerData(column, Qt::Horizontal).toString();
        QCOMPARE(header.contains(QStringLiteral("(derived)")), SeriesTableModel::isDerived(column));
    }
    QVERIFY(SeriesTableModel::isDerived(SeriesTableModel::Speedup));
    QVERIFY(SeriesTableModel::isDerived(SeriesTableModel::Efficiency));
    QVERIFY(!SeriesTableModel::isDerived(SeriesTableModel::Minutes));
}

// docs/analysis.md §1.4: one set of logs filed under two system names in one round is one
// point named with both; the copy keeps its row, marked ↺, with a tooltip saying whose.
void TestSeriesTableModel::aCopyInItsRoundIsMarkedAndNamedOnItsTwin()
{
    auto dataset = scalingDataset();
    auto& round = dataset.rounds[0];
    auto twin = round.systems[3]; // acme_n64, 9 min
    QCOMPARE(QString::fromStdString(twin.systemId), QStringLiteral("acme_n64"));
    twin.systemId = "acme_n64-POWER";
    for (auto& entry : twin.benchmarks) {
        entry.republishedFrom = round.name;
        entry.republishedOf = "acme_n64";
    }
    round.systems.push_back(twin);

    AnalysisViewModel controller;
    controller.setGroupBy(scalescope::analysis::GroupBy::Accelerator);
    controller.setDataset(std::make_shared<const scalescope::Dataset>(dataset),
                          QStringLiteral("training_results_v9.9"));
    const auto* model = controller.model();
    QCOMPARE(model->rowCount(), 6);
    int kept = -1;
    int copy = -1;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QString id = model->index(row, SeriesTableModel::SystemId).data().toString();
        if (id.startsWith(QStringLiteral("acme_n64-POWER")))
            copy = row;
        else if (id.startsWith(QStringLiteral("acme_n64")))
            kept = row;
    }
    QVERIFY(kept >= 0 && copy >= 0);
    QCOMPARE(model->index(kept, SeriesTableModel::SystemId).data().toString(),
             QStringLiteral("acme_n64 (also published as acme_n64-POWER)"));
    QCOMPARE(model->index(kept, SeriesTableModel::Frontier).data().toString(),
             QStringLiteral("yes"));
    QCOMPARE(model->index(copy, SeriesTableModel::Round).data().toString(),
             QStringLiteral("training_results_v9.9 \u21BA"));
    QCOMPARE(model->index(copy, SeriesTableModel::Frontier).data().toString(), QString());
    QCOMPARE(model->index(copy, SeriesTableModel::Round).data(Qt::ToolTipRole).toString(),
             QStringLiteral(
                 "acme_n64-POWER republishes the result logs of acme_n64 (training_results_v9.9): "
                 "left out, counted once as that point"));
}
