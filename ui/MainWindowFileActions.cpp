// MainWindow's File-menu actions that save and export what is shown, Open Recent, and
// drag and drop. Kept apart from MainWindow.cpp, which builds the window and loads data.

#include "core/dataset/dataset_io.h"
#include "ui/MainWindow.h"
#include "ui/RecentFiles.h"
#include "ui/export/ChartExport.h"
#include "ui/export/HardwareExport.h"
#include "ui/panels/HardwarePanel.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QAction>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <QUrl>

namespace scalescope::ui {

namespace {

const auto kLastExportDirectoryKey = QStringLiteral("export/lastDirectory");

QString withSuffix(QString path, const QString& suffix)
{
    if (!path.endsWith(suffix, Qt::CaseInsensitive))
        path += suffix;
    return path;
}

// Local files and folders among dropped URLs.
QStringList localPaths(const QMimeData* mime)
{
    QStringList paths;
    if (!mime || !mime->hasUrls())
        return paths;
    for (const QUrl& url : mime->urls())
        if (url.isLocalFile())
            paths.append(url.toLocalFile());
    return paths;
}

} // namespace

void MainWindow::addFileMenuActions(QMenu* fileMenu, QAction* before)
{
    m_recentMenu = new QMenu(tr("Open &Recent"), fileMenu);
    fileMenu->insertMenu(before, m_recentMenu);
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
    rebuildRecentMenu();
    fileMenu->insertSeparator(before);

    auto* save = new QAction(tr("Save Dataset &As…"), fileMenu);
    save->setShortcut(QKeySequence::SaveAs);
    save->setStatusTip(
        tr("Save what is shown as a .scalescope.json dataset that opens without importing"));
    connect(save, &QAction::triggered, this, &MainWindow::saveDatasetDialog);
    fileMenu->insertAction(before, save);
    fileMenu->insertSeparator(before);

    auto* png = new QAction(tr("Export Chart as &PNG…"), fileMenu);
    png->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    png->setStatusTip(tr("Write the speedup and efficiency charts, stacked, as a 1600x1000 PNG"));
    connect(png, &QAction::triggered, this, [this] { exportChartDialog(QStringLiteral("png")); });
    fileMenu->insertAction(before, png);

    auto* svg = new QAction(tr("Export Chart as &SVG…"), fileMenu);
    svg->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    svg->setStatusTip(tr("Write the speedup and efficiency charts as a scalable SVG"));
    connect(svg, &QAction::triggered, this, [this] { exportChartDialog(QStringLiteral("svg")); });
    fileMenu->insertAction(before, svg);

    auto* csv = new QAction(tr("Export &Table as CSV…"), fileMenu);
    csv->setStatusTip(tr("Write the table of the selected series, as sorted and filtered, as CSV"));
    connect(csv, &QAction::triggered, this, &MainWindow::exportTableDialog);
    fileMenu->insertAction(before, csv);
    addPrintActions(fileMenu, before);
    fileMenu->insertSeparator(before);

    setAcceptDrops(true);
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList entries = RecentFiles().entries();
    for (int i = 0; i < entries.size(); ++i) {
        const QString& path = entries[i];
        // &1..&9 and &0 as mnemonics, as desktop applications number recent files.
        const QString label = i < 10 ? QStringLiteral("&%1 %2").arg((i + 1) % 10).arg(path) : path;
        m_recentMenu->addAction(label, this, [this, path] { openPaths({path}); });
    }
    if (entries.isEmpty()) {
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
        return;
    }
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(tr("&Clear List"), this, [] { RecentFiles().clear(); });
}

void MainWindow::rememberOpened(const QStringList& paths)
{
    RecentFiles recent;
    for (auto it = paths.crbegin(); it != paths.crend(); ++it)
        recent.add(*it);
}

QString MainWindow::suggestedPath(const QString& suffix) const
{
    // The last export folder (else the home folder) and a name for what is shown:
    // "bert_NVIDIA-H100-SXM5-80GB_v4.1.png"; a dataset is named by its rounds.
    QString folder = QSettings().value(kLastExportDirectoryKey).toString();
    if (folder.isEmpty())
        folder = QDir::homePath();
    QString stem;
    if (suffix == QLatin1String("scalescope.json")) {
        QStringList rounds;
        for (const auto& round : m_shownDataset->rounds)
            rounds.append(QString::fromStdString(round.name));
        stem = rounds.isEmpty() ? QStringLiteral("dataset") : rounds.join(QLatin1Char('+'));
        stem.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._+-]+")), QStringLiteral("-"));
    } else {
        stem = workspace()->suggestedFileStem();
    }
    return QDir(folder).filePath(stem + QLatin1Char('.') + suffix);
}

QString MainWindow::saveDataset(const QString& path)
{
    // The import report goes with it, so that reopening shows what was skipped and why.
    const bool hasImportReport =
        m_shownImportReport.filesRead > 0 || !m_shownImportReport.items.empty();
    const auto error = saveDatasetFile(*m_shownDataset, path.toStdString(),
                                       hasImportReport ? &m_shownImportReport : nullptr);
    return error ? QString::fromStdString(*error) : QString();
}

void MainWindow::saveDatasetDialog()
{
    if (m_shownDataset->empty()) {
        QMessageBox::information(this, tr("Save Dataset"), tr("There is no dataset to save yet."));
        return;
    }
    QSettings settings;
    QString path = QFileDialog::getSaveFileName(this, tr("Save Dataset As"),
                                                suggestedPath(QStringLiteral("scalescope.json")),
                                                tr("scalescope datasets (*.scalescope.json)"));
    if (path.isEmpty())
        return;
    path = withSuffix(path, QStringLiteral(".scalescope.json"));
    settings.setValue(kLastExportDirectoryKey, QFileInfo(path).absolutePath());
    if (const QString error = saveDataset(path); !error.isEmpty()) {
        QMessageBox::critical(this, tr("Save Dataset"),
                              tr("The dataset was not saved. %1").arg(error));
        return;
    }
    RecentFiles().add(path);
    statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
}

QString MainWindow::exportChart(const QString& path, const QString& format)
{
    if (format == QLatin1String("svg"))
        return exportChartsSvg(*workspace(), ChartSelection::Both, path);
    return exportChartsPng(*workspace(), ChartSelection::Both, path);
}

void MainWindow::exportChartDialog(const QString& format)
{
    QSettings settings;
    const QString filter =
        format == QLatin1String("svg") ? tr("SVG images (*.svg)") : tr("PNG images (*.png)");
    QString path =
        QFileDialog::getSaveFileName(this, tr("Export Chart"), suggestedPath(format), filter);
    if (path.isEmpty())
        return;
    path = withSuffix(path, QLatin1Char('.') + format);
    settings.setValue(kLastExportDirectoryKey, QFileInfo(path).absolutePath());
    if (const QString error = exportChart(path, format); !error.isEmpty()) {
        QMessageBox::critical(this, tr("Export Chart"),
                              tr("The chart was not exported. %1").arg(error));
        return;
    }
    statusBar()->showMessage(tr("Exported %1").arg(path), 5000);
}

void MainWindow::exportTableDialog()
{
    QSettings settings;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export Table"), suggestedPath(QStringLiteral("csv")), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    path = withSuffix(path, QStringLiteral(".csv"));
    settings.setValue(kLastExportDirectoryKey, QFileInfo(path).absolutePath());
    if (const QString error = exportTableCsv(*workspace()->seriesTableModel(), path);
        !error.isEmpty()) {
        QMessageBox::critical(this, tr("Export Table"),
                              tr("The table was not exported. %1").arg(error));
        return;
    }
    statusBar()->showMessage(tr("Exported %1").arg(path), 5000);
}

QString MainWindow::exportHardware(const QString& path, const QString& format) const
{
    if (format == QLatin1String("csv"))
        return exportHardwareCsv(*m_hardwarePanel, path);
    if (format == QLatin1String("svg"))
        return exportHardwareSvg(*m_hardwarePanel, path);
    return exportHardwarePng(*m_hardwarePanel, path);
}

void MainWindow::exportHardwareDialog(const QString& format)
{
    QSettings settings;
    const QString filter = format == QLatin1String("csv")   ? tr("CSV files (*.csv)")
                           : format == QLatin1String("svg") ? tr("SVG images (*.svg)")
                                                            : tr("PNG images (*.png)");
    // The last export folder, and the tab's own name: "hardware-8-gpus.png".
    const QString name =
        QStringLiteral("hardware-%1-gpus.%2").arg(m_hardwarePanel->comparison().n).arg(format);
    QString path =
        QFileDialog::getSaveFileName(this, tr("Export Hardware Comparison"),
                                     QFileInfo(suggestedPath(format)).dir().filePath(name), filter);
    if (path.isEmpty())
        return;
    path = withSuffix(path, QLatin1Char('.') + format);
    settings.setValue(kLastExportDirectoryKey, QFileInfo(path).absolutePath());
    if (const QString error = exportHardware(path, format); !error.isEmpty()) {
        QMessageBox::critical(this, tr("Export Hardware Comparison"),
                              tr("Nothing was exported. %1").arg(error));
        return;
    }
    statusBar()->showMessage(tr("Exported %1").arg(path), 5000);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!localPaths(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QStringList paths = localPaths(event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    openPaths(paths);
}

} // namespace scalescope::ui
