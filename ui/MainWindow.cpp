#include "ui/MainWindow.h"

#include "core/dataset/dataset_io.h"
#include "ui/DatasetLoader.h"
#include "ui/DownloadRoundAction.h"
#include "ui/RulesMenu.h"
#include "ui/SampleDataset.h"
#include "ui/WindowGeometry.h"
#include "ui/panels/HardwarePanel.h"
#include "ui/panels/ImportReportDock.h"
#include "ui/panels/MessageBanner.h"
#include "ui/panels/ScoreTablePanel.h"
#include "ui/rules/RulesFolder.h"
#include "ui/text/CoreMessages.h"
#include "ui/text/qt_text.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/viewmodel/ChoicesHistory.h"
#include "ui/viewmodel/HardwareViewModel.h"
#include "ui/workspace/AnalysisWorkspace.h"
#include "ui/workspace/HardwareBinding.h"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QMenuBar>
#include <QProgressDialog>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QThread>
#include <QVBoxLayout>
#include <algorithm>
#include <memory>

namespace scalescope::ui {

namespace {

const auto kLastDirectoryKey = QStringLiteral("open/lastDirectory");
const auto kGeometryKey = QStringLiteral("mainWindow/geometry");
const auto kStateKey = QStringLiteral("mainWindow/state");
const auto kWorkspaceLayoutKey = QStringLiteral("mainWindow/workspaceLayout");

// "training_results_v4.1", or "training_results_v4.1 and 2 more".
QString describePaths(const QStringList& paths)
{
    if (paths.isEmpty())
        return {};
    QString first = QFileInfo(paths.front()).fileName();
    if (first.isEmpty())
        first = paths.front();
    if (paths.size() == 1)
        return first;
    return MainWindow::tr("%1 and %n more", nullptr, static_cast<int>(paths.size() - 1)).arg(first);
}

// Core's import summary (as the CLI prints it); a saved dataset has no import report,
// so it is described by what it holds instead.
QString summaryText(const Dataset& dataset, const ImportReport& report)
{
    if (report.filesRead > 0 || !report.items.empty())
        return coreMessageText(report.summaryMessage());
    std::size_t systems = 0;
    std::size_t scores = 0;
    for (const auto& round : dataset.rounds) {
        systems += round.systems.size();
        for (const auto& system : round.systems) {
            for (const auto& result : system.benchmarks)
                scores += result.scoreMinutes.has_value();
        }
    }
    return MainWindow::tr("%1 systems; %2 scores; from a saved dataset (no import report)")
        .arg(systems)
        .arg(scores);
}

QString roundNames(const Dataset& dataset)
{
    QStringList names;
    for (const auto& round : dataset.rounds)
        names.append(toQString(round.name));
    return names.join(QLatin1String(", "));
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_loader(new DatasetLoader(this)), m_scorePanel(new ScoreTablePanel),
      m_hardwareViewModel(new HardwareViewModel(this)), m_hardwarePanel(new HardwarePanel),
      m_workspace(new AnalysisWorkspace), m_tabs(new QTabWidget),
      m_importReportDock(new ImportReportDock(this)), m_banner(new MessageBanner),
      m_summaryLabel(new QLabel)
{
    auto* central = new QWidget;
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addWidget(m_banner);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_workspace, tr("Scaling"));
    m_tabs->addTab(m_scorePanel, tr("Scores"));
    m_tabs->addTab(m_hardwarePanel, tr("Hardware at N GPUs"));
    layout->addWidget(m_tabs, 1);
    setCentralWidget(central);

    addDockWidget(Qt::BottomDockWidgetArea, m_importReportDock);
    statusBar()->addPermanentWidget(m_summaryLabel);
    createMenus();
    setUpCopyAndMenus();
    bindHardwareTab(*m_hardwareViewModel, *m_hardwarePanel);
    passRulesInUse();
    connect(m_hardwarePanel, &HardwarePanel::exportRequested, this,
            &MainWindow::exportHardwareDialog);

    connect(m_loader, &DatasetLoader::progress, this, &MainWindow::updateProgress);
    connect(m_loader, &DatasetLoader::loaded, this, &MainWindow::applyLoaded);
    connect(m_loader, &DatasetLoader::failed, this, &MainWindow::reportFailure);
    connect(m_loader, &DatasetLoader::cancelled, this, &MainWindow::reportCancelled);
    // A large analysis runs on a worker: say so while the charts still show the last one.
    connect(m_workspace, &AnalysisWorkspace::analysingChanged, this, [this](bool analysing) {
        if (analysing)
            statusBar()->showMessage(tr("Analysing %1… (a large series: the charts show the "
                                        "previous one until it is done)")
                                         .arg(m_workspace->shownBenchmarkLabel()));
        else
            statusBar()->clearMessage();
    });

    // Wide enough for every column of the score table on a common screen.
    if (const auto* screen = QGuiApplication::primaryScreen())
        resize(screen->availableSize() * 0.92);
    if (const QStringList refused = m_workspace->restoreRememberedSettings(); !refused.isEmpty())
        statusBar()->showMessage(refused.join(QLatin1Char(' ')), 15000);
    QSettings settings;
    m_geometryRestored = restoreGeometry(settings.value(kGeometryKey).toByteArray());
    // A geometry saved on a larger screen comes back inside this one.
    if (const auto* screen = this->screen()) {
        const QRect available = screen->availableGeometry();
        const QRect frame = frameGeometry();
        const QRect fitted = fitIntoScreen(frame, available);
        if (fitted != frame) {
            const QSize extra = frame.size() - geometry().size(); // title bar and borders
            resize((fitted.size() - extra).expandedTo(minimumSizeHint()));
            move(fitted.topLeft());
        }
    }
    m_workspace->restoreLayout(settings.value(kWorkspaceLayoutKey).toByteArray());
    if (!restoreState(settings.value(kStateKey).toByteArray())) {
        // First start: the report is a strip under the workspace, the charts get the height.
        resizeDocks({m_importReportDock}, {120}, Qt::Vertical);
    }
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::passRulesInUse()
{
    m_hardwareViewModel->setRules(rulesInUse());
}

void MainWindow::showTab(QWidget* page)
{
    if (const int index = m_tabs->indexOf(page); index >= 0)
        m_tabs->setCurrentIndex(index);
}

void MainWindow::createMenus()
{
    auto* fileMenu = menuBar()->addMenu(tr("&File"));

    auto* openFolder =
        fileMenu->addAction(tr("Open &Folder…"), this, &MainWindow::openFolderDialog);
    openFolder->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_O));
    openFolder->setStatusTip(
        tr("Import an MLPerf Training round, submitter, system or benchmark folder"));

    auto* openArchive =
        fileMenu->addAction(tr("Open &Archive…"), this, &MainWindow::openArchiveDialog);
    openArchive->setStatusTip(tr("Import a round from a .zip or .tar(.gz/.xz/.bz2/.zst) archive"));

    fileMenu->addAction(createDownloadRoundAction(this));

    auto* openDataset =
        fileMenu->addAction(tr("Open &Dataset…"), this, &MainWindow::openDatasetDialog);
    openDataset->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    openDataset->setStatusTip(tr("Open a saved dataset (*.scalescope.json)"));

    addSessionActions(fileMenu);

    auto* sample = fileMenu->addAction(tr("Show &Sample"), this, &MainWindow::showSample);
    sample->setStatusTip(tr("Show the built-in sample round"));
    fileMenu->addMenu(createRulesMenu(this));

    fileMenu->addSeparator();
    auto* quit = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    addFileMenuActions(fileMenu, quit);
    quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    quit->setMenuRole(QAction::QuitRole);

    // Every analysis choice of the Scaling tab can be undone (ui/viewmodel/ChoicesHistory.h).
    auto* editMenu = menuBar()->addMenu(tr("&Edit"));
    auto* history = m_workspace->history();
    auto* undo = editMenu->addAction(tr("&Undo"), history, &ChoicesHistory::undo);
    undo->setShortcut(QKeySequence::Undo);
    undo->setStatusTip(
        tr("Take back the last analysis choice (filters, reference, threshold, marker, A/B…)"));
    auto* redo = editMenu->addAction(tr("&Redo"), history, &ChoicesHistory::redo);
    redo->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    redo->setStatusTip(tr("Make again the analysis choice last undone"));
    const auto enable = [undo, redo, history] {
        undo->setEnabled(history->canUndo());
        redo->setEnabled(history->canRedo());
    };
    connect(history, &ChoicesHistory::changed, this, enable);
    enable();

    createViewAndHelpMenus();
}

void MainWindow::openFolderDialog()
{
    QSettings settings;
    const QString folder =
        QFileDialog::getExistingDirectory(this, tr("Open MLPerf Training Results Folder"),
                                          settings.value(kLastDirectoryKey).toString());
    if (folder.isEmpty())
        return;
    settings.setValue(kLastDirectoryKey, folder);
    openPaths({folder});
}

void MainWindow::openArchiveDialog()
{
    QSettings settings;
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Open Results Archive"), settings.value(kLastDirectoryKey).toString(),
        tr("Archives (*.zip *.tar *.tar.gz *.tgz *.tar.xz *.tar.bz2 *.tar.zst);;All files (*)"));
    if (file.isEmpty())
        return;
    settings.setValue(kLastDirectoryKey, QFileInfo(file).absolutePath());
    openPaths({file});
}

void MainWindow::openDatasetDialog()
{
    QSettings settings;
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Open Dataset"), settings.value(kLastDirectoryKey).toString(),
        tr("scalescope datasets (*.scalescope.json);;All files (*)"));
    if (file.isEmpty())
        return;
    settings.setValue(kLastDirectoryKey, QFileInfo(file).absolutePath());
    openPaths({file});
}

void MainWindow::openPaths(const QStringList& paths)
{
    if (std::any_of(paths.begin(), paths.end(), isSessionPath)) {
        if (paths.size() == 1)
            openSession(paths.front());
        else
            m_banner->showMessage(
                tr("A session is opened on its own, not together with other files; nothing was "
                   "opened of: %1")
                    .arg(paths.join(QLatin1String(", "))),
                MessageBanner::Kind::Error);
        return;
    }
    m_pendingSession.reset(); // what is opened now is not a session's rounds
    if (paths.isEmpty())
        return;
    // Saved datasets and round folders or archives, in any mix, as `scalescope analyze` takes them.
    beginLoad(describePaths(paths));
    m_loadingPaths = paths;
    ImportOptions options;
    options.rules = rulesInUse();
    m_loader->load(paths, options);
}

void MainWindow::showSample()
{
    m_pendingSession.reset(); // what is opened now is not a session's rounds
    const auto text = embeddedSampleText();
    if (!text) {
        m_banner->showMessage(tr("This build has no sample dataset. Open a results folder with "
                                 "File ▸ Open Folder…"),
                              MessageBanner::Kind::Information);
        return;
    }
    beginLoad(tr("the sample dataset"), true);
    m_loadingPaths.clear();
    m_loader->loadDatasetText(*text);
}

bool MainWindow::reimportShown()
{
    if (m_shownPaths.isEmpty() || !m_loader->isIdle())
        return false;
    openPaths(m_shownPaths);
    return true;
}

void MainWindow::beginLoad(const QString& name, bool isSample)
{
    m_loadingName = name;
    m_loadingSample = isSample;
    if (!m_progressDialog) {
        m_progressDialog = new QProgressDialog(this);
        m_progressDialog->setWindowTitle(tr("Importing"));
        m_progressDialog->setWindowModality(Qt::WindowModal);
        m_progressDialog->setMinimumDuration(400);
        m_progressDialog->setAutoReset(false);
        m_progressDialog->setAutoClose(false);
        connect(m_progressDialog, &QProgressDialog::canceled, m_loader, &DatasetLoader::cancel);
    }
    m_progressDialog->setLabelText(tr("Importing %1…").arg(name));
    m_progressDialog->setRange(0, 0);
    m_progressDialog->setValue(0); // starts the minimum-duration clock
    statusBar()->showMessage(tr("Opening %1…").arg(name));
}

void MainWindow::updateProgress(int filesDone, int filesTotal)
{
    if (!m_progressDialog)
        return;
    m_progressDialog->setRange(0, filesTotal);
    m_progressDialog->setValue(filesDone);
    // No unit in the text: the importer counts KiB while it reads an archive, then runs.
    m_progressDialog->setLabelText(tr("Importing %1…").arg(m_loadingName));
}

void MainWindow::applyLoaded(std::shared_ptr<const Dataset> dataset, const ImportReport& report)
{
    Q_ASSERT(QThread::currentThread() == thread());
    hideProgress();
    rememberOpened(m_loadingPaths);
    const bool datasetFile =
        m_loadingPaths.size() == 1 &&
        isDatasetFilePath(std::filesystem::path(m_loadingPaths.front().toStdString()));
    m_shownPaths = m_loadingSample || datasetFile ? QStringList() : m_loadingPaths;
    m_shownSample = m_loadingSample;
    m_shownSources.clear();
    for (const QString& path : m_loadingPaths)
        m_shownSources.append(QFileInfo(path).absoluteFilePath());
    const QString names = roundNames(*dataset);
    showDataset(std::move(dataset), report,
                m_loadingSample ? tr("Sample: %1").arg(names)
                                : (names.isEmpty() ? m_loadingName : names));
    restorePendingSession();
}

void MainWindow::showDataset(std::shared_ptr<const Dataset> dataset, const ImportReport& report,
                             const QString& name)
{
    m_shownName = name;
    m_shownDataset = dataset ? std::move(dataset) : std::make_shared<const Dataset>();
    m_shownImportReport = report;
    m_scorePanel->setDataset(m_shownDataset);
    m_hardwareViewModel->setDataset(m_shownDataset);
    m_workspace->setDataset(m_shownDataset, name);
    m_importReportDock->setReport(report);
    // The report strip costs a laptop's charts a third of their height: put away when the
    // import has nothing to say, brought back when it skipped or refused something. Notes
    // alone leave it as the person last set it.
    const bool mustBeRead =
        std::any_of(report.items.begin(), report.items.end(),
                    [](const auto& item) { return item.severity != scalescope::Severity::Info; });
    if (report.items.empty()) {
        m_importReportDock->hide();
    } else if (mustBeRead) {
        m_importReportDock->show();
        m_importReportDock->raise();
    }
    m_summaryLabel->setText(summaryText(*m_shownDataset, report));
    m_banner->hide();
    statusBar()->showMessage(tr("Opened %1").arg(m_shownName), 5000);
    updateTitle();
}

void MainWindow::hideProgress()
{
    // With autoClose off (so that the dialog survives progress reaching the total
    // before scoring ends), reset() alone would leave it on screen.
    if (!m_progressDialog)
        return;
    m_progressDialog->reset();
    m_progressDialog->hide();
}

QString MainWindow::keepingText() const
{
    return m_shownName.isEmpty() ? tr("No dataset is shown.")
                                 : tr("Still showing %1.").arg(m_shownName);
}

void MainWindow::reportFailure(const QString& reason)
{
    hideProgress();
    QString why = reason.trimmed();
    if (why.endsWith(QLatin1Char('.')))
        why.chop(1);
    // The importer's reason already names the path at fault.
    const QString message =
        tr("Import failed: %1. %2").arg(why, keepingText()) + dropPendingSession();
    m_banner->showMessage(message, MessageBanner::Kind::Error);
    statusBar()->showMessage(message);
}

void MainWindow::reportCancelled()
{
    hideProgress();
    const QString message =
        tr("Import of %1 cancelled. %2").arg(m_loadingName, keepingText()) + dropPendingSession();
    m_banner->showMessage(message, MessageBanner::Kind::Information);
    statusBar()->showMessage(message);
}

void MainWindow::updateTitle()
{
    setWindowTitle(m_shownName.isEmpty() ? tr("scalescope — no dataset")
                                         : tr("%1 — scalescope").arg(m_shownName));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    settings.setValue(kWorkspaceLayoutKey, m_workspace->saveLayout());
    m_workspace->saveRememberedSettings();
    // Reopened on the next start (runGui); a window that shows nothing keeps the last one.
    if (!m_shownDataset->empty() && QDir().mkpath(QFileInfo(lastSessionPath()).absolutePath()))
        (void)saveSession(lastSessionPath());
    QMainWindow::closeEvent(event);
}

} // namespace scalescope::ui
