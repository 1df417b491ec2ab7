#include "ui/download/DownloadRoundDialog.h"

#include "ui/download/RoundDownloader.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

namespace scalescope::ui {

namespace {

constexpr int kVersionRole = Qt::UserRole;
// The bar counts per mille: QProgressBar takes ints and archives can pass 2 GiB.
constexpr int kProgressSteps = 1000;

QString sizeText(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeIecFormat);
}

QString itemText(const RoundInfo& round)
{
    QString state;
    if (round.isCached())
        state = DownloadRoundDialog::tr("downloaded, %1").arg(sizeText(round.archiveBytes));
    else if (round.partialBytes > 0)
        state = DownloadRoundDialog::tr("partly downloaded (%1), resumes")
                    .arg(sizeText(round.partialBytes));
    else
        state = DownloadRoundDialog::tr("not downloaded");
    return DownloadRoundDialog::tr("MLPerf Training %1 — %2 (%3)")
        .arg(round.version, round.repository(), state);
}

} // namespace

DownloadRoundDialog::DownloadRoundDialog(RoundCatalog catalog, QWidget* parent)
    : QDialog(parent), m_downloader(new RoundDownloader(std::move(catalog), this)),
      m_list(new QListWidget), m_otherVersion(new QLineEdit),
      m_downloadAgain(new QCheckBox(tr("Download again even if it is in the cache"))),
      m_progress(new QProgressBar), m_status(new QLabel)
{
    setWindowTitle(tr("Download Round"));
    const RoundCatalog& shown = m_downloader->catalog();
    auto* intro =
        new QLabel(tr("The public MLPerf Training result rounds, one repository each at %1 "
                      "(training_results_vX.Y), "
                      "published by MLCommons under the Apache-2.0 licence. A downloaded round is "
                      "kept in %2 and opens "
                      "from there without the network.")
                       .arg(shown.baseUrl(), QDir::toNativeSeparators(shown.cacheDirectory())));
    intro->setWordWrap(true);
    intro->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_otherVersion->setPlaceholderText(tr("Another round, e.g. v6.1"));
    m_otherVersion->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[vV]?\\d{0,3}(\\.\\d{0,3})?")), m_otherVersion));
    m_otherVersion->setClearButtonEnabled(true);

    m_progress->setRange(0, kProgressSteps);
    m_progress->setValue(0);
    m_progress->setTextVisible(true);
    m_status->setWordWrap(true);
    // Failure reasons quote the server (a reason phrase): never read as rich text.
    m_status->setTextFormat(Qt::PlainText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* buttons = new QDialogButtonBox;
    m_start = buttons->addButton(tr("&Download and Open"), QDialogButtonBox::AcceptRole);
    m_cancel = buttons->addButton(tr("Close"), QDialogButtonBox::RejectRole);
    m_start->setDefault(true);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_otherVersion);
    layout->addWidget(m_downloadAgain);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(620, 480);

    connect(m_start, &QPushButton::clicked, this, &DownloadRoundDialog::startChosen);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_downloader->isBusy())
            m_downloader->cancel();
        else
            QDialog::reject();
    });
    connect(m_list, &QListWidget::currentRowChanged, this, &DownloadRoundDialog::updateButtons);
    connect(m_list, &QListWidget::itemDoubleClicked, this, &DownloadRoundDialog::startChosen);
    connect(m_otherVersion, &QLineEdit::textChanged, this, &DownloadRoundDialog::updateButtons);
    connect(m_downloadAgain, &QCheckBox::toggled, this, &DownloadRoundDialog::updateButtons);
    connect(m_downloader, &RoundDownloader::progress, this, &DownloadRoundDialog::showProgress);
    connect(m_downloader, &RoundDownloader::notice, this,
            [this](const QString& text) { setStatus(text); });
    connect(m_downloader, &RoundDownloader::verifying, this, [this] {
        m_progress->setRange(0, 0);
        setStatus(tr("Checking the archive of %1…").arg(m_fetching));
    });
    connect(m_downloader, &RoundDownloader::finished, this, &DownloadRoundDialog::onFinished);
    connect(m_downloader, &RoundDownloader::failed, this, &DownloadRoundDialog::onFailed);
    connect(m_downloader, &RoundDownloader::cancelled, this, &DownloadRoundDialog::onCancelled);

    refreshList();
    // Start on the newest round in the cache, else the newest known one.
    int initial = m_list->count() - 1;
    for (int row = m_list->count() - 1; row >= 0; --row) {
        if (m_downloader->catalog()
                .round(m_list->item(row)->data(kVersionRole).toString())
                .isCached()) {
            initial = row;
            break;
        }
    }
    m_list->setCurrentRow(initial);
    setStatus(tr("Choose a round."));
    updateButtons();
}

void DownloadRoundDialog::refreshList()
{
    const QString selected =
        m_list->currentItem() ? m_list->currentItem()->data(kVersionRole).toString() : QString();
    m_list->clear();
    const auto rounds = m_downloader->catalog().rounds();
    for (const RoundInfo& round : rounds) {
        auto* item = new QListWidgetItem(itemText(round), m_list);
        item->setData(kVersionRole, round.version);
        if (round.version == selected)
            m_list->setCurrentItem(item);
    }
}

void DownloadRoundDialog::selectVersion(const QString& version)
{
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(kVersionRole).toString() == version) {
            m_otherVersion->clear();
            m_list->setCurrentRow(row);
            return;
        }
    }
    m_otherVersion->setText(version);
}

QString DownloadRoundDialog::chosenVersion() const
{
    if (!m_otherVersion->text().trimmed().isEmpty())
        return RoundCatalog::normaliseVersion(m_otherVersion->text()).value_or(QString());
    const auto* item = m_list->currentItem();
    return item ? item->data(kVersionRole).toString() : QString();
}

void DownloadRoundDialog::updateButtons()
{
    const bool busy = m_downloader->isBusy();
    const QString version = chosenVersion();
    const bool cached = !version.isEmpty() && m_downloader->catalog().round(version).isCached();
    m_start->setText(cached && !m_downloadAgain->isChecked() ? tr("&Open")
                                                             : tr("&Download and Open"));
    m_start->setEnabled(!busy && !version.isEmpty());
    m_cancel->setText(busy ? tr("&Cancel Download") : tr("Close"));
    m_list->setEnabled(!busy);
    m_otherVersion->setEnabled(!busy);
    m_downloadAgain->setEnabled(!busy);
}

void DownloadRoundDialog::startChosen()
{
    const QString version = chosenVersion();
    if (version.isEmpty() || m_downloader->isBusy())
        return;
    m_fetching = version;
    m_progress->setRange(0, 0);
    m_progress->setValue(0);
    setStatus(tr("Connecting for %1…").arg(version));
    m_downloader->fetch(version, m_downloadAgain->isChecked());
    updateButtons();
}

void DownloadRoundDialog::showProgress(qint64 received, qint64 total)
{
    if (total > 0) {
        m_progress->setRange(0, kProgressSteps);
        m_progress->setValue(
            static_cast<int>(std::min<qint64>(kProgressSteps, received * kProgressSteps / total)));
        setStatus(
            tr("Downloading %1: %2 of %3").arg(m_fetching, sizeText(received), sizeText(total)));
    } else {
        m_progress->setRange(0, 0); // the server did not say the size
        setStatus(tr("Downloading %1: %2").arg(m_fetching, sizeText(received)));
    }
}

void DownloadRoundDialog::onFinished(const QString& archivePath, bool fromCache)
{
    m_progress->setRange(0, kProgressSteps);
    m_progress->setValue(kProgressSteps);
    setStatus(fromCache ? tr("%1 is in the cache; opening it.").arg(m_fetching)
                        : tr("%1 downloaded and checked; opening it.").arg(m_fetching));
    refreshList();
    updateButtons();
    const QString version = m_fetching;
    m_fetching.clear();
    Q_EMIT roundReady(archivePath, version);
    accept();
}

void DownloadRoundDialog::onFailed(const QString& reason)
{
    m_progress->setRange(0, kProgressSteps);
    m_progress->setValue(0);
    m_fetching.clear();
    setStatus(reason, true);
    refreshList();
    updateButtons();
}

void DownloadRoundDialog::onCancelled()
{
    m_progress->setRange(0, kProgressSteps);
    m_progress->setValue(0);
    setStatus(tr("The download of %1 was cancelled; nothing of it was kept.").arg(m_fetching));
    m_fetching.clear();
    refreshList();
    updateButtons();
}

void DownloadRoundDialog::setStatus(const QString& text, bool isError)
{
    m_status->setText(text);
    // Bold rather than a colour of our own, so that a dark theme stays legible.
    QFont font = m_status->font();
    font.setBold(isError);
    m_status->setFont(font);
    m_status->setProperty("isError", isError);
}

void DownloadRoundDialog::reject()
{
    if (m_downloader->isBusy())
        m_downloader->cancel();
    QDialog::reject();
}

} // namespace scalescope::ui
