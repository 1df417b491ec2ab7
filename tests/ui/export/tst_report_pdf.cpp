#include "tst_report_pdf.h"

#include "core/dataset/dataset_io.h"
#include "core/resources/embedded.h"
#include "ui/MainWindow.h"
#include "ui/export/ReportPdf.h"
#include "ui/panels/ComparisonPanel.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QAbstractItemModel>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QPageLayout>
#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace scalescope;
using namespace scalescope::ui;

namespace {

const auto kAccelerator = QStringLiteral("NVIDIA H100-SXM5-80GB");

Dataset sampleDataset()
{
    const auto text = resources::findEmbedded("sample/training_v4.1.scalescope.json");
    return text ? loadDataset(*text).dataset : Dataset{};
}

std::unique_ptr<AnalysisWorkspace> workspaceOf(const QString& benchmark)
{
    auto workspace = std::make_unique<AnalysisWorkspace>();
    workspace->resize(1600, 1000);
    workspace->setDataset(std::make_shared<const scalescope::Dataset>(sampleDataset()),
                          QStringLiteral("Sample: training_results_v4.1"));
    workspace->selectBenchmark(benchmark);
    workspace->selectAccelerator(kAccelerator);
    return workspace;
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Pages of a PDF, counted from its page objects ("/Type /Page", not "/Pages").
int pageCount(const QByteArray& pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![s\\w])"));
    int count = 0;
    for (auto it = page.globalMatch(QString::fromLatin1(pdf)); it.hasNext(); it.next())
        ++count;
    return count;
}

// The page size in points from the first /MediaBox.
QSizeF mediaBox(const QByteArray& pdf)
{
    static const QRegularExpression box(
        QStringLiteral("/MediaBox\\s*\\[\\s*0\\s+0\\s+([\\d.]+)\\s+([\\d.]+)\\s*\\]"));
    const auto match = box.match(QString::fromLatin1(pdf));
    return match.hasMatch() ? QSizeF(match.captured(1).toDouble(), match.captured(2).toDouble())
                            : QSizeF();
}

QString pdftotext()
{
    return QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
}

// The PDF's text as pdftotext extracts it (what selecting and copying gives), with every
// run of white space made one space (a sentence may wrap anywhere on the page) and
// ligatures as their letters (the font draws "ffi" in "efficiency" as one glyph).
QString pdfText(const QString& path)
{
    QProcess process;
    process.start(pdftotext(),
                  {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-")});
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput())
        .normalized(QString::NormalizationForm_KC)
        .simplified();
}

#define SKIP_WITHOUT_PDFTOTEXT()                                                                   \
    if (pdftotext().isEmpty())                                                                     \
        QSKIP("pdftotext (poppler-utils) is not installed: the PDF's text cannot be read back");

} // namespace

void TestReportPdf::initTestCase()
{
    QVERIFY(!sampleDataset().empty());
}

void TestReportPdf::onePagePerView()
{
    auto bert = workspaceOf(QStringLiteral("bert"));
    auto bertAt256 = workspaceOf(QStringLiteral("bert"));
    bertAt256->setMarkerN(256);
    QTemporaryDir dir;
    const QString one = dir.filePath(QStringLiteral("one.pdf"));
    const QString two = dir.filePath(QStringLiteral("two.pdf"));
    QCOMPARE(exportReportPdf({bert.get()}, one, QPageSize(QPageSize::A4)), QString());
    QCOMPARE(exportReportPdf({bert.get(), bertAt256.get()}, two, QPageSize(QPageSize::A4)),
             QString());
    QCOMPARE(pageCount(readAll(one)), 1);
    QCOMPARE(pageCount(readAll(two)), 2);
}

void TestReportPdf::textCanBeSelectedAndSaysWhatTheViewShows()
{
    SKIP_WITHOUT_PDFTOTEXT();
    auto workspace = workspaceOf(QStringLiteral("bert"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bert.pdf"));
    QCOMPARE(exportReportPdf({workspace.get()}, path, QPageSize(QPageSize::A4)), QString());
    const QString text = pdfText(path);
    QVERIFY2(!text.isEmpty(), "pdftotext found no text: the report was drawn as shapes, not text");
    const auto contains = [&text](const QString& expected) {
        return text.contains(expected.simplified());
    };
    const AnalysisViewModel& viewModel = *workspace->viewModel();
    // The title and the verdict as the readout and the export footnote word it.
    QVERIFY2(contains(viewModel.benchmarkLabel(QStringLiteral("bert"))), qPrintable(text));
    QVERIFY(!workspace->breakEvenText().isEmpty());
    QVERIFY2(contains(workspace->breakEvenText()), qPrintable(text));
    QVERIFY2(contains(workspace->caveat().section(QLatin1Char('.'), 0, 0)), qPrintable(text));
    for (const QString& line : workspace->readoutText().split(QLatin1Char('\n')))
        QVERIFY2(contains(line), qPrintable(line + QStringLiteral(" | ") + text));
    // Points A and B: the sentence and the side-by-side figures.
    QVERIFY(!workspace->comparisonText().isEmpty());
    QVERIFY2(contains(workspace->comparisonText()), qPrintable(text));
    const ComparisonPanel& panel = *workspace->comparisonPanel();
    QVERIFY2(contains(panel.cellText(ComparisonPanel::MinutesRow, 1)), qPrintable(text));
    QVERIFY2(contains(panel.cellText(ComparisonPanel::MinutesRow, 3)), qPrintable(text));
    // Every row of the series table: its system's GPU count and minutes as displayed.
    const QAbstractItemModel& table = *workspace->seriesTableModel();
    QVERIFY(table.rowCount() >= 3);
    for (int row = 0; row < table.rowCount(); ++row) {
        for (const int column : {3 /* Gpus */, 5 /* Minutes */, 8 /* Speedup */}) {
            const QString cell = table.data(table.index(row, column)).toString();
            QVERIFY2(contains(cell), qPrintable(QStringLiteral("row %1: %2").arg(row).arg(cell)));
        }
    }
    // The provenance footer: the round, where it came from, the rules, the version.
    QVERIFY2(contains(QStringLiteral("Round training_results_v4.1")), qPrintable(text));
    QVERIFY2(contains(QStringLiteral("scored with the 4.1.0 rules")), qPrintable(text));
    QVERIFY2(contains(QStringLiteral("scalescope " SCALESCOPE_VERSION)), qPrintable(text));
}

void TestReportPdf::longTablesContinueOnAnotherPage()
{
    // Every H100 entry of bert: the table takes room from the charts and the view
    // stays on one page.
    auto workspace = workspaceOf(QStringLiteral("bert"));
    workspace->viewModel()->setGroupBy(analysis::GroupBy::Accelerator);
    workspace->viewModel()->setAllPoints(true);
    QVERIFY(workspace->seriesTableModel()->rowCount() >= 12);
    QTemporaryDir dir;
    const QString shorter = dir.filePath(QStringLiteral("shorter.pdf"));
    QCOMPARE(exportReportPdf({workspace.get()}, shorter, QPageSize(QPageSize::A4)), QString());
    QCOMPARE(pageCount(readAll(shorter)), 1);

    // Every entry of every accelerator: more rows than one page holds under the charts.
    workspace->viewModel()->setGroupBy(analysis::GroupBy::All);
    workspace->selectAccelerator(QString());
    const int rows = workspace->seriesTableModel()->rowCount();
    const QString path = dir.filePath(QStringLiteral("long.pdf"));
    QCOMPARE(exportReportPdf({workspace.get()}, path, QPageSize(QPageSize::A4)), QString());
    const int pages = pageCount(readAll(path));
    QVERIFY2(rows >= 25 && pages == 2,
             qPrintable(QStringLiteral("%1 rows, %2 pages").arg(rows).arg(pages)));
    if (pdftotext().isEmpty())
        return;
    // No row is lost at the page break: every row's time is on one of the pages.
    const QString text = pdfText(path);
    QVERIFY(text.contains(QStringLiteral("Series (continued)")));
    const QAbstractItemModel& table = *workspace->seriesTableModel();
    for (int row = 0; row < rows; ++row) {
        const QString minutes = table.data(table.index(row, 5 /* Minutes */)).toString();
        QVERIFY2(text.contains(minutes),
                 qPrintable(QStringLiteral("row %1: %2").arg(row).arg(minutes)));
    }
}

void TestReportPdf::paperFollowsTheLocale()
{
    QCOMPARE(reportPageSize(QLocale(QLocale::English, QLocale::UnitedStates)).id(),
             QPageSize::Letter);
    QCOMPARE(reportPageSize(QLocale(QLocale::Spanish, QLocale::Spain)).id(), QPageSize::A4);
    QCOMPARE(reportPageSize(QLocale(QLocale::English, QLocale::UnitedKingdom)).id(), QPageSize::A4);
    auto workspace = workspaceOf(QStringLiteral("bert"));
    QTemporaryDir dir;
    const QString letter = dir.filePath(QStringLiteral("letter.pdf"));
    const QString a4 = dir.filePath(QStringLiteral("a4.pdf"));
    QCOMPARE(exportReportPdf({workspace.get()}, letter,
                             reportPageSize(QLocale(QLocale::English, QLocale::UnitedStates))),
             QString());
    QCOMPARE(exportReportPdf({workspace.get()}, a4,
                             reportPageSize(QLocale(QLocale::German, QLocale::Germany))),
             QString());
    const QSizeF letterBox = mediaBox(readAll(letter));
    const QSizeF a4Box = mediaBox(readAll(a4));
    QVERIFY2(qAbs(letterBox.width() - 612) < 1 && qAbs(letterBox.height() - 792) < 1,
             qPrintable(QString::number(letterBox.width())));
    QVERIFY2(qAbs(a4Box.width() - 595.3) < 1 && qAbs(a4Box.height() - 841.9) < 1,
             qPrintable(QString::number(a4Box.width())));

    // The command line takes the paper of its locale too.
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("en_US.UTF-8"));
    environment.insert(QStringLiteral("LANG"), QStringLiteral("en_US.UTF-8"));
    process.setProcessEnvironment(environment);
    const QString headless = dir.filePath(QStringLiteral("headless.pdf"));
    process.start(QStringLiteral(SCALESCOPE_BINARY),
                  {QStringLiteral("export"), QStringLiteral("--benchmark"), QStringLiteral("bert"),
                   QStringLiteral("--pdf"), headless});
    QVERIFY(process.waitForFinished(60000));
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    QVERIFY(qAbs(mediaBox(readAll(headless)).width() - 612) < 1);
}

void TestReportPdf::headlessReportIsTheWindowsReport()
{
    SKIP_WITHOUT_PDFTOTEXT();
    MainWindow window;
    window.showDataset(std::make_shared<const scalescope::Dataset>(sampleDataset()), ImportReport{},
                       QStringLiteral("Sample: training_results_v4.1"));
    QVERIFY(window.workspace()->selectBenchmark(QStringLiteral("bert")));
    QVERIFY(window.workspace()->selectAccelerator(kAccelerator));
    window.workspace()->setMarkerN(64);
    QCOMPARE(window.reportViews().size(), std::size_t(1));
    QTemporaryDir dir;
    const QString fromWindow = dir.filePath(QStringLiteral("window.pdf"));
    const QString headless = dir.filePath(QStringLiteral("headless.pdf"));
    QCOMPARE(window.exportReport(fromWindow), QString());

    QProcess process;
    process.start(QStringLiteral(SCALESCOPE_BINARY),
                  {QStringLiteral("export"), QStringLiteral("--benchmark"), QStringLiteral("bert"),
                   QStringLiteral("--accelerator"), kAccelerator, QStringLiteral("--marker"),
                   QStringLiteral("64"), QStringLiteral("--paper"),
                   reportPageSize(QLocale()).id() == QPageSize::Letter ? QStringLiteral("letter")
                                                                       : QStringLiteral("a4"),
                   QStringLiteral("--pdf"), headless});
    QVERIFY(process.waitForFinished(60000));
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    QCOMPARE(pageCount(readAll(headless)), pageCount(readAll(fromWindow)));
    const QString windowText = pdfText(fromWindow);
    QVERIFY(windowText.contains(QStringLiteral("64")));
    QCOMPARE(pdfText(headless), windowText);
}

void TestReportPdf::printingGivesTheReportsPages()
{
    MainWindow window;
    window.showDataset(std::make_shared<const scalescope::Dataset>(sampleDataset()), ImportReport{},
                       QStringLiteral("Sample: training_results_v4.1"));
    QVERIFY(window.workspace()->selectBenchmark(QStringLiteral("bert")));
    QTemporaryDir dir;
    const QString exported = dir.filePath(QStringLiteral("exported.pdf"));
    const QString printed = dir.filePath(QStringLiteral("printed.pdf"));
    QCOMPARE(window.exportReport(exported), QString());
    // A printer as the print dialog leaves it: its own resolution, the locale's paper.
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(printed);
    printer.setPageLayout(QPageLayout(reportPageSize(QLocale()), QPageLayout::Portrait,
                                      QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
    QCOMPARE(window.printReport(printer), QString());
    QCOMPARE(printer.resolution(), kReportDpi);
    QCOMPARE(pageCount(readAll(printed)), pageCount(readAll(exported)));
    if (pdftotext().isEmpty())
        return;
    QCOMPARE(pdfText(printed), pdfText(exported));
}

void TestReportPdf::refusesATargetThatIsNotARegularFile()
{
    auto workspace = workspaceOf(QStringLiteral("bert"));
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder.pdf")));
    const QString folder = dir.filePath(QStringLiteral("folder.pdf"));
    QVERIFY(!exportReportPdf({workspace.get()}, folder, QPageSize(QPageSize::A4)).isEmpty());
    QVERIFY(QFileInfo(folder).isDir());
    const QString missing = dir.filePath(QStringLiteral("no/such/folder/report.pdf"));
    QVERIFY(!exportReportPdf({workspace.get()}, missing, QPageSize(QPageSize::A4)).isEmpty());
    QVERIFY(!QFile::exists(missing));
}

void TestReportPdf::exportCommandWritesThePdf()
{
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("bert.pdf"));
    QProcess process;
    process.start(QStringLiteral(SCALESCOPE_BINARY),
                  {QStringLiteral("export"), QStringLiteral("--benchmark"), QStringLiteral("bert"),
                   QStringLiteral("--paper"), QStringLiteral("a4"), QStringLiteral("--pdf"), pdf});
    QVERIFY(process.waitForFinished(60000));
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    const QByteArray bytes = readAll(pdf);
    QVERIFY(bytes.startsWith("%PDF-"));
    QCOMPARE(pageCount(bytes), 1);
    QVERIFY(qAbs(mediaBox(bytes).width() - 595.3) < 1);
    // A device is refused before anything is drawn, as for --png.
    QProcess refused;
    refused.start(QStringLiteral(SCALESCOPE_BINARY),
                  {QStringLiteral("export"), QStringLiteral("--benchmark"), QStringLiteral("bert"),
                   QStringLiteral("--pdf"), QStringLiteral("/dev/null")});
    QVERIFY(refused.waitForFinished(60000));
    QCOMPARE(refused.exitCode(), 2);
}
