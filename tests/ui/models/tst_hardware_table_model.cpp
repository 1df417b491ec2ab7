#include "tst_hardware_table_model.h"

#include "core/analysis/hardware_compare.h"
#include "tests/support/ui_fixtures.h"
#include "ui/models/HardwareTableModel.h"
#include "ui/models/SortProxy.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace scalescope;
using namespace scalescope::ui;

namespace {

// twoRoundDataset()'s bert at 16 GPUs: v9.8 H100 25; v9.9 H100 22, MI300X 30.
analysis::HardwareComparison bertAt(std::int64_t n)
{
    return analysis::compareHardware(test::twoRoundDataset(), "bert", n);
}

} // namespace

void TestHardwareTableModel::passesModelTesterThroughResetsAndSorting()
{
    HardwareTableModel model;
    SortProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester modelTester(&model,
                                         QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester proxyTester(&proxy,
                                         QAbstractItemModelTester::FailureReportingMode::Fatal);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), int(HardwareTableModel::ColumnCount));

    model.setComparison(bertAt(16));
    QCOMPARE(model.rowCount(), 3);
    for (int column = 0; column < proxy.columnCount(); ++column) {
        proxy.sort(column, Qt::AscendingOrder);
        proxy.sort(column, Qt::DescendingOrder);
    }
    proxy.sort(HardwareTableModel::Minutes, Qt::AscendingOrder); // 22, 25, 30
    QCOMPARE(proxy.index(0, HardwareTableModel::Minutes).data().toString(),
             QStringLiteral("22.000"));
    QCOMPARE(proxy.index(2, HardwareTableModel::Minutes).data().toString(),
             QStringLiteral("30.000"));

    model.setComparison(bertAt(64)); // v9.9 H100 only
    QCOMPARE(model.rowCount(), 1);
    model.setComparison(bertAt(3)); // no entry at 3 GPUs: core says why, no rows
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.comparison().ok());
    model.setComparison(bertAt(8));
    model.clear();
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(proxy.rowCount(), 0);
}

void TestHardwareTableModel::rowsSayWhatSoftwareAndHardwareBrought()
{
    HardwareTableModel model;
    model.setComparison(bertAt(8));
    // By round, then minutes: v9.8 H100 44; v9.9 H100 40, MI300X 50.
    const auto cell = [&](int row, int column) {
        return model.index(row, column).data().toString();
    };
    QCOMPARE(model.headerData(HardwareTableModel::Round, Qt::Horizontal).toString(),
             QStringLiteral("Round"));
    QCOMPARE(
        model.headerData(HardwareTableModel::OverPreviousGeneration, Qt::Horizontal).toString(),
        QStringLiteral("vs previous generation"));
    QCOMPARE(cell(0, HardwareTableModel::Round), QStringLiteral("v9.8"));
    QCOMPARE(cell(0, HardwareTableModel::OverPreviousRound), QStringLiteral("–"));
    QCOMPARE(cell(1, HardwareTableModel::Round), QStringLiteral("v9.9"));
    QCOMPARE(cell(1, HardwareTableModel::Accelerator), QStringLiteral("NVIDIA H100-SXM5-80GB"));
    QCOMPARE(cell(1, HardwareTableModel::Minutes), QStringLiteral("40.000"));
    QVERIFY2(cell(1, HardwareTableModel::Entry).startsWith(QStringLiteral("Acme ")),
             qPrintable(cell(1, HardwareTableModel::Entry)));
    // What software brought to H100 from v9.8 to v9.9: 44 / 40.
    QCOMPARE(cell(1, HardwareTableModel::OverPreviousRound), QStringLiteral("1.10× (v9.8)"));
    QCOMPARE(model.index(1, HardwareTableModel::OverPreviousRound).data(SortRole).toDouble(),
             44.0 / 40.0);
    QVERIFY(!model.index(0, HardwareTableModel::OverPreviousRound).data(SortRole).isValid());
    QCOMPARE(cell(2, HardwareTableModel::Accelerator), QStringLiteral("MI300X"));
    QCOMPARE(model.index(2, HardwareTableModel::Minutes).data(SortRole).toDouble(), 50.0);
    QCOMPARE(model.index(1, HardwareTableModel::Minutes)
                 .data(Qt::TextAlignmentRole)
                 .value<Qt::Alignment>(),
             Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    QVERIFY(!(model.flags(model.index(0, 0)) & Qt::ItemIsEditable));
}
