#pragma once
// File ▸ Download Round…: lists the public MLPerf Training rounds with what the cache
// holds of each, downloads the chosen one with progress and cancel, and hands the
// verified archive to the window to import (roundReady). A round already in the cache
// opens at once, without the network.

#include "ui/download/RoundCatalog.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;

namespace scalescope::ui {

class RoundDownloader;

class DownloadRoundDialog : public QDialog
{
    Q_OBJECT
  public:
    explicit DownloadRoundDialog(RoundCatalog catalog, QWidget* parent = nullptr);

    // Selects a round in the list (or types it as another round when it is not listed).
    void selectVersion(const QString& version);
    // The version the Download button gets: the typed one if any, else the selected one.
    QString chosenVersion() const;
    // Starts what the Download / Open button does.
    void startChosen();

    QListWidget* roundList() const { return m_list; }
    QProgressBar* progressBar() const { return m_progress; }
    QLabel* statusLabel() const { return m_status; }
    QPushButton* startButton() const { return m_start; }
    QPushButton* cancelButton() const { return m_cancel; }
    QCheckBox* downloadAgainBox() const { return m_downloadAgain; }
    RoundDownloader* downloader() const { return m_downloader; }

  public Q_SLOTS:
    // Closing the dialog stops a download in progress.
    void reject() override;

  Q_SIGNALS:
    // The archive is in the cache and verified; the dialog closes after this.
    void roundReady(const QString& archivePath, const QString& version);

  private:
    void refreshList();
    void updateButtons();
    void showProgress(qint64 received, qint64 total);
    void onFinished(const QString& archivePath, bool fromCache);
    void onFailed(const QString& reason);
    void onCancelled();
    void setStatus(const QString& text, bool isError = false);

    RoundDownloader* m_downloader;
    QListWidget* m_list;
    QLineEdit* m_otherVersion;
    QCheckBox* m_downloadAgain;
    QProgressBar* m_progress;
    QLabel* m_status;
    QPushButton* m_start;
    QPushButton* m_cancel;
    QString m_fetching; // the version being downloaded
};

} // namespace scalescope::ui
