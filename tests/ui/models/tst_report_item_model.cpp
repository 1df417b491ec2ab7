#include "tst_report_item_model.h"

#include "tests/support/ui_fixtures.h"
#include "ui/models/ReportItemModel.h"
#include "ui/models/SortProxy.h"
#include "ui/panels/ImportReportDock.h"

#include <QAbstractItemModelTester>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QPushButton>
#include <QTest>

using scalescope::ui::ImportReportDock;
using scalescope::ui::ReportItemModel;
using scalescope::ui::SortProxy;
using namespace scalescope::ui::test;

void TestReportItemModel::passesModelTester()
{
    ReportItemModel model;
    SortProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester modelTester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setReport(sampleReport());
    for (int column = 0; column < model.columnCount(); ++column)
        proxy.sort(column, Qt::DescendingOrder);
    model.setReport({});
    QCOMPARE(proxy.rowCount(), 0);
}

void TestReportItemModel::rowsShowSeverityPathLineMessage()
{
    ReportItemModel model;
    model.setReport(sampleReport());
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.headerData(ReportItemModel::Severity, Qt::Horizontal).toString(), QStringLiteral("Severity"));
    QCOMPARE(model.headerData(ReportItemModel::Message, Qt::Horizontal).toString(), QStringLiteral("Message"));
    QCOMPARE(model.index(0, ReportItemModel::Severity).data().toString(), QStringLiteral("Error"));
    QCOMPARE(model.index(0, ReportItemModel::Path).data().toString(),
             QStringLiteral("Acme/results/acme_n128/gpt3/result_1.txt"));
    QCOMPARE(model.index(0, ReportItemModel::Line).data().toString(), QStringLiteral("812"));
    QCOMPARE(model.index(0, ReportItemModel::Message).data().toString(),
             QStringLiteral("run_stop appears twice; run rejected"));
    // No single line at fault: the cell stays empty rather than saying "0".
    QCOMPARE(model.index(1, ReportItemModel::Line).data().toString(), QString());
    QVERIFY(!model.index(0, ReportItemModel::Severity).data(Qt::DecorationRole).isNull());
}

void TestReportItemModel::sortsBySeverityAndLine()
{
    ReportItemModel model;
    model.setReport(sampleReport());
    SortProxy proxy;
    proxy.setSourceModel(&model);
    proxy.sort(ReportItemModel::Severity, Qt::AscendingOrder);
    QCOMPARE(proxy.index(0, ReportItemModel::Severity).data().toString(), QStringLiteral("Info"));
    proxy.sort(ReportItemModel::Severity, Qt::DescendingOrder);
    QCOMPARE(proxy.index(0, ReportItemModel::Severity).data().toString(), QStringLiteral("Error"));
    proxy.sort(ReportItemModel::Line, Qt::AscendingOrder);
    QCOMPARE(proxy.index(0, ReportItemModel::Line).data().toString(), QStringLiteral("812"));
}

void TestReportItemModel::copyButtonPutsEveryItemOnTheClipboard()
{
    ImportReportDock dock;
    dock.setReport(sampleReport());
    QCOMPARE(dock.countLabel()->text(), QStringLiteral("3 items: 1 error, 1 warning, 1 note"));
    QVERIFY(dock.copyButton()->isEnabled());
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(dock.copyButton(), Qt::LeftButton);
    const QString copied = QGuiApplication::clipboard()->text();
    QCOMPARE(copied, QString::fromStdString(sampleReport().toText()));
    QVERIFY(copied.startsWith(QStringLiteral(
        "error: Acme/results/acme_n128/gpt3/result_1.txt:812: run_stop appears twice; run rejected\n")));

    dock.setReport({});
    QCOMPARE(dock.countLabel()->text(), QStringLiteral("Nothing to report."));
    QVERIFY(!dock.copyButton()->isEnabled());
}
