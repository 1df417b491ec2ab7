// MainWindow's sessions: File ▸ Open Session… and Save Session…, a session opened from
// the command line, a drop or Open Recent (all through openPaths), and the last session,
// written when the window closes and reopened on the next start.

#include "ui/MainWindow.h"
#include "ui/RecentFiles.h"
#include "ui/export/ChartExport.h"
#include "ui/panels/MessageBanner.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>

namespace scalescope::ui {

namespace {

const auto kLastSessionDirectoryKey = QStringLiteral("session/lastDirectory");

} // namespace

void MainWindow::addSessionActions(QMenu* fileMenu)
{
    auto* open = fileMenu->addAction(tr("Open Se&ssion…"), this, &MainWindow::openSessionDialog);
    open->setStatusTip(
        tr("Reopen a saved session: its rounds, benchmark, filters, marker, A/B and zoom"));
    auto* save = fileMenu->addAction(tr("Sa&ve Session…"), this, &MainWindow::saveSessionDialog);
    save->setShortcut(QKeySequence::Save);
    save->setStatusTip(
        tr("Save the rounds opened and this view (filters, reference, prices, marker, A/B, zoom, "
           "theme) as a .scalescope-session file"));
}

Session MainWindow::currentSession() const
{
    Session session;
    session.sample = m_shownSample;
    if (!m_shownSample)
        session.paths = m_shownSources;
    session.rounds = sessionRounds(*m_shownDataset);
    m_workspace->saveView(session);
    session.theme = m_theme;
    return session;
}

QString MainWindow::saveSession(const QString& path) const
{
    if (m_shownDataset->empty())
        return tr("There is nothing to save: no round is open.");
    return writeExportBytes(path, sessionJson(currentSession()));
}

QString MainWindow::lastSessionPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("last") + kSessionSuffix);
}

bool MainWindow::reopenLastSession()
{
    const QString path = lastSessionPath();
    if (!QFileInfo::exists(path))
        return false;
    const SessionReading reading = readSessionFile(path);
    if (!reading.session)
        return false;
    for (const QString& round : reading.session->paths)
        if (!QFileInfo::exists(round))
            return false;
    if (!reading.session->sample && reading.session->paths.isEmpty())
        return false;
    return openSession(path);
}

bool MainWindow::openSession(const QString& path)
{
    SessionReading reading = readSessionFile(path);
    if (!reading.session) {
        m_banner->showMessage(tr("The session %1 was not opened: %2.").arg(path, reading.error),
                              MessageBanner::Kind::Error);
        return false;
    }
    Session session = std::move(*reading.session);
    QStringList present;
    QStringList notes = reading.problems;
    for (const QString& round : session.paths) {
        if (QFileInfo::exists(round))
            present.append(round);
        else
            notes.prepend(tr("%1 is missing (no such file or folder)").arg(round));
    }
    if (!session.sample && present.isEmpty()) {
        m_banner->showMessage(tr("The session %1 was not opened: none of its rounds is there (%2).")
                                  .arg(path, session.paths.isEmpty()
                                                 ? tr("it names none")
                                                 : session.paths.join(QLatin1String(", "))),
                              MessageBanner::Kind::Error);
        return false;
    }
    if (!session.theme.isEmpty())
        setTheme(session.theme);
    // The load reports back later (DatasetLoader works off the GUI thread): the session
    // waits for it, and any other open started before then drops it.
    if (session.sample)
        showSample();
    else
        openPaths(present);
    m_pendingSessionPath = QFileInfo(path).absoluteFilePath();
    m_pendingSessionNotes = notes;
    m_pendingSession = std::move(session);
    return true;
}

void MainWindow::restorePendingSession()
{
    if (!m_pendingSession)
        return;
    const Session session = std::move(*m_pendingSession);
    m_pendingSession.reset();
    m_workspace->restoreView(session);
    QStringList notes = roundDifferences(session.rounds, *m_shownDataset) + m_pendingSessionNotes;
    m_pendingSessionNotes.clear();
    // The last session is not a file the person chose: it stays out of Open Recent.
    if (m_pendingSessionPath != QFileInfo(lastSessionPath()).absoluteFilePath())
        RecentFiles().add(m_pendingSessionPath);
    if (notes.isEmpty()) {
        statusBar()->showMessage(tr("Restored the session %1").arg(m_pendingSessionPath), 5000);
        return;
    }
    m_banner->showMessage(tr("The session %1 was restored with differences: %2.")
                              .arg(m_pendingSessionPath, notes.join(QLatin1String("; "))),
                          MessageBanner::Kind::Error);
}

QString MainWindow::dropPendingSession()
{
    if (!m_pendingSession)
        return {};
    m_pendingSession.reset();
    m_pendingSessionNotes.clear();
    return QLatin1Char(' ') + tr("The session %1 was not restored.").arg(m_pendingSessionPath);
}

void MainWindow::openSessionDialog()
{
    QSettings settings;
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Open Session"), settings.value(kLastSessionDirectoryKey).toString(),
        tr("scalescope sessions (*.scalescope-session);;All files (*)"));
    if (file.isEmpty())
        return;
    settings.setValue(kLastSessionDirectoryKey, QFileInfo(file).absolutePath());
    openSession(file);
}

void MainWindow::saveSessionDialog()
{
    if (m_shownDataset->empty()) {
        QMessageBox::information(this, tr("Save Session"),
                                 tr("There is nothing to save: no round is open."));
        return;
    }
    QSettings settings;
    QString folder = settings.value(kLastSessionDirectoryKey).toString();
    if (folder.isEmpty())
        folder = QDir::homePath();
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save Session"),
        QDir(folder).filePath(m_workspace->suggestedFileStem() + kSessionSuffix),
        tr("scalescope sessions (*.scalescope-session)"));
    if (path.isEmpty())
        return;
    if (!isSessionPath(path))
        path += kSessionSuffix;
    settings.setValue(kLastSessionDirectoryKey, QFileInfo(path).absolutePath());
    if (const QString error = saveSession(path); !error.isEmpty()) {
        QMessageBox::critical(this, tr("Save Session"),
                              tr("The session was not saved. %1").arg(error));
        return;
    }
    RecentFiles().add(path);
    statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
}

} // namespace scalescope::ui
