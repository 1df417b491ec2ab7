// MainWindow's File ▸ Print…, Print Preview… and Export Report as PDF…: the report of
// ui/export/ReportPdf.h on a printer or in a PDF file. Kept apart from the other file
// actions (MainWindowFileActions.cpp) so that each stays short.

#include "ui/MainWindow.h"
#include "ui/export/ReportPdf.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPageLayout>
#include <QPainter>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QSettings>
#include <QStatusBar>

namespace scalescope::ui {

namespace {

const auto kLastExportDirectoryKey = QStringLiteral("export/lastDirectory");

// A printer laid out as the PDF is (kReportDpi, the locale's paper, 15 mm margins), so
// that what prints is what the PDF shows.
void prepareReportPrinter(QPrinter& printer)
{
    printer.setResolution(kReportDpi);
    printer.setPageLayout(QPageLayout(reportPageSize(QLocale()), QPageLayout::Portrait,
                                      QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
}

} // namespace

std::vector<const AnalysisWorkspace*> MainWindow::reportViews() const
{
    // The benchmark views of the window, one page each: the Scaling tab.
    return {m_workspace};
}

QString MainWindow::exportReport(const QString& path) const
{
    return exportReportPdf(reportViews(), path);
}

void MainWindow::addPrintActions(QMenu* fileMenu, QAction* before)
{
    auto* pdf = new QAction(tr("Export &Report as PDF…"), fileMenu);
    pdf->setStatusTip(tr("Write a PDF report of the Scaling tab: charts, verdict, comparison, "
                         "series table and provenance"));
    connect(pdf, &QAction::triggered, this, &MainWindow::exportReportDialog);
    fileMenu->insertAction(before, pdf);

    auto* print = new QAction(tr("&Print…"), fileMenu);
    print->setShortcut(QKeySequence::Print);
    print->setStatusTip(tr("Print the report of the Scaling tab"));
    connect(print, &QAction::triggered, this, &MainWindow::printDialog);
    fileMenu->insertAction(before, print);

    auto* preview = new QAction(tr("Print Pre&view…"), fileMenu);
    preview->setStatusTip(tr("Show the report's pages as they will print"));
    connect(preview, &QAction::triggered, this, &MainWindow::printPreviewDialog);
    fileMenu->insertAction(before, preview);
}

void MainWindow::exportReportDialog()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Export Report"),
                                                suggestedPath(QStringLiteral("pdf")),
                                                tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QLatin1String(".pdf");
    QSettings().setValue(kLastExportDirectoryKey, QFileInfo(path).absolutePath());
    if (const QString error = exportReport(path); !error.isEmpty()) {
        QMessageBox::critical(this, tr("Export Report"),
                              tr("The report was not exported. %1").arg(error));
        return;
    }
    statusBar()->showMessage(tr("Exported %1").arg(path), 5000);
}

QString MainWindow::printReport(QPrinter& printer) const
{
    // The print dialog may have changed the paper; the layout unit stays the report's.
    printer.setResolution(kReportDpi);
    QPainter painter;
    if (!painter.begin(&printer))
        return tr("The printer could not be started.");
    paintReport(painter, printer, reportViews());
    painter.end();
    return {};
}

void MainWindow::printDialog()
{
    QPrinter printer(QPrinter::HighResolution);
    prepareReportPrinter(printer);
    QPrintDialog dialog(&printer, this);
    dialog.setWindowTitle(tr("Print Report"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const QString error = printReport(printer); !error.isEmpty()) {
        QMessageBox::critical(this, tr("Print Report"), error);
        return;
    }
    statusBar()->showMessage(tr("Sent the report to %1").arg(printer.printerName()), 5000);
}

void MainWindow::printPreviewDialog()
{
    QPrinter printer(QPrinter::HighResolution);
    prepareReportPrinter(printer);
    QPrintPreviewDialog dialog(&printer, this);
    dialog.setWindowTitle(tr("Print Preview"));
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this,
            [this](QPrinter* target) { printReport(*target); });
    dialog.exec();
}

} // namespace scalescope::ui
