// How a download ends: the reply finished (complete, cut short, refused, or to be tried
// again), the archive verified off the GUI thread, and the verified file committed into
// the cache under its final name.
#include "ui/download/RoundDownloader.h"

#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QLocale>
#include <QNetworkReply>
#include <QtConcurrent/QtConcurrentRun>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace scalescope::ui {

namespace {

QString sizeText(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeIecFormat);
}

// Flushes `from` to disk and renames it over `to`, then makes the rename itself
// durable: a crash leaves either the old file, or the new one whole.
QString commitFile(const QString& from, const QString& to)
{
    const QByteArray source = QFile::encodeName(from);
    const QByteArray target = QFile::encodeName(to);
    const int fd = ::open(source.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0 || ::fsync(fd) != 0) {
        const int error = errno;
        if (fd >= 0)
            ::close(fd);
        return QString::fromLocal8Bit(std::strerror(error));
    }
    ::close(fd);
    if (std::rename(source.constData(), target.constData()) != 0)
        return QString::fromLocal8Bit(std::strerror(errno));
    const QByteArray folder = QFile::encodeName(QFileInfo(to).absolutePath());
    if (const int folderFd = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        folderFd >= 0) {
        ::fsync(folderFd);
        ::close(folderFd);
    }
    return {};
}

QString httpStatusText(QNetworkReply* reply)
{
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    QString reason = reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
    // The server's words, quoted in a message: a few are enough (the headers may hold 64 KiB).
    constexpr qsizetype kReasonChars = 120;
    if (reason.size() > kReasonChars)
        reason = reason.left(kReasonChars) + QChar(0x2026);
    return reason.isEmpty() ? QStringLiteral("HTTP %1").arg(status)
                            : QStringLiteral("HTTP %1 %2").arg(status).arg(reason);
}

} // namespace

void RoundDownloader::onReplyFinished()
{
    QNetworkReply* reply = m_reply;
    reply->deleteLater();
    if (!m_headersHandled)
        handleResponseHeaders();
    if (m_reply != reply || !isBusy())
        return; // restarted or failed while reading the headers
    if (m_acceptingBody && reply->isOpen()) {
        const QByteArray rest = reply->readAll();
        if (!rest.isEmpty() && m_part.write(rest) == rest.size())
            m_received += rest.size();
        m_part.close();
    }
    m_reply = nullptr;

    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QString url = m_urls.at(m_urlIndex).toString();
    if (status == 404 || (status == 0 && reply->error() == QNetworkReply::ContentNotFoundError)) {
        if (++m_urlIndex < m_urls.size()) {
            startRequest();
            return;
        }
        QStringList tried;
        for (const QUrl& each : std::as_const(m_urls))
            tried.append(each.toString());
        fail(tr("Round %1 was not found (HTTP 404 from %2). Is %1 a published MLPerf Training "
                "round?")
                 .arg(m_version, tried.join(tr(" and "))),
             PartFate::Discard);
        return;
    }
    if (status == 416 && m_resumeFrom > 0 &&
        reply->rawHeader("Content-Range") == "bytes */" + QByteArray::number(m_resumeFrom)) {
        // The .part is already whole (the program stopped while checking it).
        startVerification();
        return;
    }
    if (status == 416 && !m_startedOver) {
        // The .part is not a prefix the server can continue (an older or complete
        // archive): drop it and download everything.
        m_startedOver = true;
        discardPart();
        Q_EMIT notice(
            tr("The partial download of %1 does not match the server's archive; starting over.")
                .arg(m_version));
        startRequest();
        return;
    }
    if (status >= 400) {
        fail(tr("The server refused %1: %2 from %3.").arg(m_version, httpStatusText(reply), url),
             PartFate::Keep);
        return;
    }
    const bool cutShort = m_acceptingBody && m_total >= 0 && m_received < m_total;
    if (reply->error() != QNetworkReply::NoError || cutShort) {
        const bool stalled = reply->error() == QNetworkReply::OperationCanceledError ||
                             reply->error() == QNetworkReply::TimeoutError;
        const bool headersCame =
            reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).isValid();
        if (stalled && !headersCame)
            releaseStuckConnection(); // Qt may still be reading an endless header line
        if (stalled && !m_retried) {
            // One more try, resuming from what the .part holds; a second stall fails.
            m_retried = true;
            m_part.close();
            Q_EMIT notice(tr("The server sent nothing for %1 s (%2); trying once more.")
                              .arg(m_stallTimeoutMs / 1000.0)
                              .arg(url));
            startRequest();
            return;
        }
        // Before the headers: a server that sends nothing, or a header line Qt reads for
        // as long as it comes (Qt 6.4 keeps no limit of its own): the same stall to us.
        const QString seconds = QString::number(m_stallTimeoutMs / 1000.0);
        QString why =
            !stalled ? reply->errorString()
            : headersCame
                ? tr("the server sent nothing for %1 s").arg(seconds)
                : tr("the server sent no complete response header within %1 s: it stalls, or "
                     "its headers are too long")
                      .arg(seconds);
        const bool unanswered =
            reply->error() == QNetworkReply::RemoteHostClosedError && !headersCame;
        if (unanswered)
            why = tr("the server closed the connection without an answer");
        if ((stalled || unanswered) && m_retried)
            why += tr(" (tried twice)");
        if (reply->error() == QNetworkReply::NoError)
            why = tr("the connection closed early");
        if (m_received > 0 && m_acceptingBody) {
            const QString got = m_total >= 0
                                    ? tr("%1 of %2").arg(sizeText(m_received), sizeText(m_total))
                                    : sizeText(m_received);
            fail(tr("The download of %1 stopped after %2: %3. The part downloaded is kept; "
                    "download again to "
                    "resume.")
                     .arg(m_version, got, why),
                 PartFate::Keep);
        } else {
            // An earlier attempt's part stays for the next one; an empty one goes.
            fail(tr("Cannot download %1 from %2: %3.").arg(m_version, url, why),
                 m_received > 0 ? PartFate::Keep : PartFate::Discard);
        }
        return;
    }
    if (!m_acceptingBody) {
        fail(tr("Cannot download %1 from %2: the server answered %3.")
                 .arg(m_version, url, httpStatusText(reply)),
             PartFate::Keep);
        return;
    }
    startVerification();
}

void RoundDownloader::startVerification()
{
    Q_EMIT verifying();
    m_checkCancel = std::make_shared<std::atomic<bool>>(false);
    const auto file =
        std::filesystem::path(QFile::encodeName(m_catalog.partPath(m_version)).toStdString());
    m_checks.removeIf([](const QFuture<RoundArchiveCheck>& check) { return check.isFinished(); });
    auto check = QtConcurrent::run(
        [file, cancel = m_checkCancel] { return checkRoundArchive(file, *cancel); });
    m_checks.append(check);
    // A watcher rather than .then(): see DatasetLoader::start.
    auto* watcher = new QFutureWatcher<RoundArchiveCheck>(this);
    connect(watcher, &QFutureWatcher<RoundArchiveCheck>::finished, this,
            [this, watcher, jobId = m_jobId] {
                watcher->deleteLater();
                onVerified(jobId, watcher->result());
            });
    watcher->setFuture(check);
}

void RoundDownloader::onVerified(int jobId, const RoundArchiveCheck& check)
{
    if (jobId != m_jobId || !isBusy() || check.cancelled)
        return; // cancelled or superseded: already reported
    const QString url = m_urls.at(m_urlIndex).toString();
    if (!check.ok()) {
        fail(tr("What %1 sent for %2 was not kept: %3.")
                 .arg(url, m_version, QString::fromStdString(check.problem)),
             PartFate::Discard);
        return;
    }
    const QString archive = m_catalog.archivePath(m_version);
    if (const QString error = commitFile(m_catalog.partPath(m_version), archive);
        !error.isEmpty()) {
        fail(tr("Cannot move the download into place as %1: %2.").arg(archive, error),
             PartFate::Discard);
        return;
    }
    QFile::remove(m_catalog.validatorPath(m_version));
    endJob();
    Q_EMIT finished(archive, false);
}

} // namespace scalescope::ui
