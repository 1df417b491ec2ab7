#include "tst_import_report_model.h"

#include "tests/support/ui_fixtures.h"
#include "ui/models/ImportReportModel.h"
#include "ui/models/SortProxy.h"
#include "ui/panels/ImportReportDock.h"

#include <QAbstractItemModelTester>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QPushButton>
#include <QTest>

using scalescope::ui::ImportReportDock;
using scalescope::ui::ImportReportModel;
using scalescope::ui::SortProxy;
using namespace scalescope::ui::test;

void TestImportReportModel::passesModelTester()
{
    ImportReportModel model;
    SortProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester modelTester(&model,
                                         QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester proxyTester(&proxy,
                                         QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setReport(sampleReport());
    for (int column = 0; column < model.columnCount(); ++column)
        proxy.sort(column, Qt::DescendingOrder);
    model.setReport({});
    QCOMPARE(proxy.rowCount(), 0);
}

void TestImportReportModel::rowsShowSeverityPathLineMessage()
{
    ImportReportModel model;
    model.setReport(sampleReport());
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.headerData(ImportReportModel::Severity, Qt::Horizontal).toString(),
             QStringLiteral("Severity"));
    QCOMPARE(model.headerData(ImportReportModel::Message, Qt::Horizontal).toString(),
             QStringLiteral("Message"));
    QCOMPARE(model.index(0, ImportReportModel::Severity).data().toString(),
             QStringLiteral("Error"));
    QCOMPARE(model.index(0, ImportReportModel::Path).data().toString(),
             QStringLiteral("Acme/results/acme_n128/gpt3/result_1.txt"));
    QCOMPARE(model.index(0, ImportReportModel::Line).data().toString(), QStringLiteral("812"));
    QCOMPARE(model.index(0, ImportReportModel::Message).data().toString(),
             QStringLiteral("run_stop appears twice; run rejected"));
    // No single line at fault: the cell stays empty rather than saying "0".
    QCOMPARE(model.index(1, ImportReportModel::Line).data().toString(), QString());
    QVERIFY(!model.index(0, ImportReportModel::Severity).data(Qt::DecorationRole).isNull());
}

void TestImportReportModel::sortsBySeverityAndLine()
{
    ImportReportModel model;
    model.setReport(sampleReport());
    SortProxy proxy;
    proxy.setSourceModel(&model);
    proxy.sort(ImportReportModel::Severity, Qt::AscendingOrder);
    QCOMPARE(proxy.index(0, ImportReportModel::Severity).data().toString(), QStringLiteral("Info"));
    proxy.sort(ImportReportModel::Severity, Qt::DescendingOrder);
    QCOMPARE(proxy.index(0, ImportReportModel::Severity).data().toString(),
             QStringLiteral("Error"));
    proxy.sort(ImportReportModel::Line, Qt::AscendingOrder);
    QCOMPARE(proxy.index(0, ImportReportModel::Line).data().toString(), QStringLiteral("812"));
}

void TestImportReportModel::copyButtonPutsEveryItemOnTheClipboard()
{
    ImportReportDock dock;
    dock.setReport(sampleReport());
    QCOMPARE(dock.countLabel()->text(), QStringLiteral("3 items: 1 error, 1 warning, 1 note"));
    QVERIFY(dock.copyButton()->isEnabled());
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(dock.copyButton(), Qt::LeftButton);
    const QString copied = QGuiApplication::clipboard()->text();
    QCOMPARE(copied, QString::fromStdString(sampleReport().toText()));
    QVERIFY(copied.startsWith(QStringLiteral("error: Acme/results/acme_n128/gpt3/result_1.txt:812: "
                                             "run_stop appears twice; run rejected\n")));

    dock.setReport({});
    QCOMPARE(dock.countLabel()->text(), QStringLiteral("Nothing to report."));
    QVERIFY(!dock.copyButton()->isEnabled());
}
