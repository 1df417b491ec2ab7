#include "ui/download/RoundDownloader.h"

#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QLocale>
#include <QLockFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
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

// "bytes 100-199/200" -> (100, 200); total -1 for "*".
struct ContentRange
{
    bool valid = false;
    qint64 first = 0;
    qint64 total = -1;
};

ContentRange parseContentRange(const QByteArray& header)
{
    static const QRegularExpression pattern(QStringLiteral("^bytes\\s+(\\d+)-(\\d+)/(\\d+|\\*)$"));
    const auto match = pattern.match(QString::fromLatin1(header.trimmed()));
    if (!match.hasMatch())
        return {};
    ContentRange range;
    range.valid = true;
    range.first = match.captured(1).toLongLong();
    range.total = match.captured(3) == QLatin1String("*") ? -1 : match.captured(3).toLongLong();
    return range;
}

} // namespace

RoundDownloader::RoundDownloader(RoundCatalog catalog, QObject* parent)
    : QObject(parent), m_network(new QNetworkAccessManager(this)), m_catalog(std::move(catalog))
{
    // GitHub answers archive URLs with a redirect to codeload.github.com.
    m_network->setRedirectPolicy(QNetworkRequest::NoLessSafeRedirectPolicy);
}

RoundDownloader::~RoundDownloader()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        if (!m_headersHandled)
            releaseStuckConnection();
    }
    if (m_checkCancel)
        *m_checkCancel = true;
    for (auto& check : m_checks)
        check.waitForFinished();
}

void RoundDownloader::fetch(const QString& version, bool downloadAgain)
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (isBusy())
        cancel();
    const int jobId = ++m_jobId;
    const RoundInfo cached = m_catalog.round(version);
    if (cached.isCached() && !downloadAgain) {
        // Reported from the event loop, as a download would be, so that callers see the
        // same order of events either way.
        m_version = version;
        QMetaObject::invokeMethod(
            this,
            [this, jobId, path = cached.archivePath] {
                if (jobId != m_jobId)
                    return;
                endJob();
                Q_EMIT finished(path, true);
            },
            Qt::QueuedConnection);
        return;
    }
    m_version = version;
    m_urls = m_catalog.archiveUrls(version);
    m_urlIndex = 0;
    m_startedOver = false;
    m_retried = false;
    if (!QDir().mkpath(m_catalog.cacheDirectory())) {
        failLater(tr("Cannot create the cache folder %1.").arg(m_catalog.cacheDirectory()));
        return;
    }
    auto lock =
        std::make_unique<QLockFile>(m_catalog.archivePath(version) + QStringLiteral(".lock"));
    lock->setStaleLockTime(0); // a download may take hours; only a dead owner frees the lock
    if (!lock->tryLock(0)) {
        failLater(lock->error() == QLockFile::LockFailedError
                      ? tr("Another scalescope is downloading %1 into %2; wait until it is done.")
                            .arg(version, m_catalog.cacheDirectory())
                      : tr("Cannot create the lock file %1.")
                            .arg(m_catalog.archivePath(version) + QStringLiteral(".lock")));
        return;
    }
    m_lock = std::move(lock);
    const QUrl first = m_urls.value(0);
    m_serverPort = first.port(first.scheme() == QLatin1String("https") ? 443 : 80);
    m_socketsBeforeFetch = socketsToPort(m_serverPort);
    startRequest();
}

void RoundDownloader::failLater(const QString& reason)
{
    // m_urls is cleared so that the failure does not remove another program's .part.
    m_urls.clear();
    QMetaObject::invokeMethod(
        this,
        [this, jobId = m_jobId, reason] {
            if (jobId == m_jobId && isBusy())
                fail(reason, PartFate::Keep);
        },
        Qt::QueuedConnection);
}

void RoundDownloader::startRequest()
{
    m_headersHandled = false;
    m_acceptingBody = false;
    m_total = -1;
    m_sends = 0;
    m_sockets.clear();
    m_resumeFrom = QFileInfo(m_catalog.partPath(m_version)).size(); // 0 when absent
    m_received = m_resumeFrom;

    QNetworkRequest request(m_urls.at(m_urlIndex));
    request.setTransferTimeout(m_stallTimeoutMs);
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      QStringLiteral("scalescope/" SCALESCOPE_VERSION));
    // Byte ranges count the bytes as sent: ask for them unencoded (and so stop Qt from
    // decompressing a gzip transfer encoding behind our back).
    request.setRawHeader("Accept-Encoding", "identity");
    if (m_resumeFrom > 0) {
        request.setRawHeader("Range", "bytes=" + QByteArray::number(m_resumeFrom) + '-');
        QFile validator(m_catalog.validatorPath(m_version));
        if (validator.open(QIODevice::ReadOnly)) {
            const QByteArray etag = validator.readAll().trimmed();
            if (!etag.isEmpty())
                request.setRawHeader("If-Range", etag);
        }
        Q_EMIT notice(
            tr("Resuming the download of %1 at %2.").arg(m_version, sizeText(m_resumeFrom)));
    }
    m_reply = m_network->get(request);
    // Qt keeps at most this much of the body unread; the rest waits in the socket.
    m_reply->setReadBufferSize(kReadBufferBytes);
    connect(m_reply, &QNetworkReply::readyRead, this, &RoundDownloader::onReadyRead);
    connect(m_reply, &QNetworkReply::requestSent, this, &RoundDownloader::onRequestSent);
    // Qt follows a redirect within this reply: the new URL's first send is not a resend.
    connect(m_reply, &QNetworkReply::redirected, this, [this] { m_sends = 0; });
    connect(m_reply, &QNetworkReply::finished, this, &RoundDownloader::onReplyFinished);
}

// Qt sends an idempotent request again by itself, once, when the connection closes
// before an answer, and no QNetworkRequest attribute turns that off (a custom verb does
// not either: Qt 6.4 resends on RemoteHostClosedError whatever the verb). Left alone it
// doubles the wait on such a server and, after a stall retry of ours, makes a third
// request. So Qt's resend is counted as the fetch's one retry, and a resend past it is
// aborted at once.
void RoundDownloader::onRequestSent()
{
    if (++m_sends == 1) {
        const QUrl url = m_reply->url();
        m_serverPort = url.port(url.scheme() == QLatin1String("https") ? 443 : 80);
        m_sockets = socketsToPort(m_serverPort);
        return;
    }
    if (!m_retried) {
        m_retried = true;
        Q_EMIT notice(
            tr("The server at %1 closed the connection without an answer; trying once more.")
                .arg(currentUrlText()));
        return;
    }
    fail(tr("Cannot download %1 from %2: the server closed the connection without an answer, and "
            "again on the "
            "retry.")
             .arg(m_version, currentUrlText()),
         m_received > 0 ? PartFate::Keep : PartFate::Discard);
}

// Response headers past kMaxResponseHeaderBytes (a 50 MB header line) fail the fetch.
bool RoundDownloader::refuseOversizedHeaders()
{
    qint64 bytes = 0;
    for (const auto& [name, value] : m_reply->rawHeaderPairs())
        bytes += name.size() + value.size() + 4; // "name: value\r\n"
    if (bytes <= kMaxResponseHeaderBytes)
        return false;
    fail(tr("Cannot download %1 from %2: the server's response headers are %3, more than the %4 a "
            "web server "
            "sends; nothing was kept.")
             .arg(m_version, currentUrlText(), sizeText(bytes), sizeText(kMaxResponseHeaderBytes)),
         PartFate::Discard);
    return true;
}

void RoundDownloader::handleResponseHeaders()
{
    m_headersHandled = true;
    if (refuseOversizedHeaders())
        return;
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status != 200 && status != 206)
        return; // an error page: its body is not kept; onReplyFinished says what went wrong
    bool lengthKnown = false;
    const qint64 length =
        m_reply->header(QNetworkRequest::ContentLengthHeader).toLongLong(&lengthKnown);
    if (status == 206) {
        const ContentRange range = parseContentRange(m_reply->rawHeader("Content-Range"));
        if (!range.valid || range.first != m_resumeFrom) {
            // Not the bytes that follow the .part: drop it and ask for everything, once.
            if (m_startedOver) {
                fail(tr("The server sent the wrong part of %1 (Content-Range: %2).")
                         .arg(m_version, QString::fromLatin1(m_reply->rawHeader("Content-Range"))),
                     PartFate::Discard);
                return;
            }
            m_startedOver = true;
            m_reply->disconnect(this);
            m_reply->abort();
            m_reply->deleteLater();
            m_reply = nullptr;
            discardPart();
            Q_EMIT notice(tr("The server sent another part of %1 than asked for; starting over.")
                              .arg(m_version));
            QMetaObject::invokeMethod(
                this,
                [this, jobId = m_jobId] {
                    if (jobId == m_jobId && isBusy())
                        startRequest();
                },
                Qt::QueuedConnection);
            return;
        }
        m_total = range.total >= 0 ? range.total : (lengthKnown ? m_resumeFrom + length : -1);
    } else {
        if (m_resumeFrom > 0)
            Q_EMIT notice(tr("The server cannot resume %1 or it has changed; downloading it again "
                             "from the start.")
                              .arg(m_version));
        m_resumeFrom = 0;
        m_received = 0;
        m_total = lengthKnown ? length : -1;
    }
    if (m_total > m_maxBytes) {
        // Refused before a byte of the body is read.
        fail(tr("Cannot download %1 from %2: the server announces %3, more than the %4 a round's "
                "archive may "
                "have; nothing was downloaded.")
                 .arg(m_version, currentUrlText(), sizeText(m_total), sizeText(m_maxBytes)),
             PartFate::Discard);
        return;
    }
    m_part.setFileName(m_catalog.partPath(m_version));
    const QIODevice::OpenMode mode = status == 206 ? QIODevice::WriteOnly | QIODevice::Append
                                                   : QIODevice::WriteOnly | QIODevice::Truncate;
    if (!m_part.open(mode)) {
        fail(tr("Cannot write %1: %2.").arg(m_part.fileName(), m_part.errorString()),
             PartFate::Keep);
        return;
    }
    // The ETag makes a later resume ask for this same archive (If-Range).
    const QByteArray etag = m_reply->rawHeader("ETag");
    QFile validator(m_catalog.validatorPath(m_version));
    if (!etag.isEmpty() && validator.open(QIODevice::WriteOnly | QIODevice::Truncate))
        validator.write(etag);
    else if (etag.isEmpty())
        validator.remove();
    m_acceptingBody = true;
    Q_EMIT progress(m_received, m_total);
}

void RoundDownloader::onReadyRead()
{
    if (!m_headersHandled) {
        handleResponseHeaders();
        if (!m_reply || !isBusy())
            return; // restarted or failed
    }
    const QByteArray data = m_reply->readAll(); // at most kReadBufferBytes
    if (!m_acceptingBody || data.isEmpty())
        return;
    if (m_received + data.size() > m_maxBytes) {
        // A body without a length, or longer than it said: stopped at the budget.
        fail(tr("The download of %1 from %2 was stopped: the server sent more than %3, the most a "
                "round's archive "
                "may have; nothing was kept.")
                 .arg(m_version, currentUrlText(), sizeText(m_maxBytes)),
             PartFate::Discard);
        return;
    }
    if (m_part.write(data) != data.size()) {
        fail(tr("Cannot write %1: %2 (is the disk full?).")
                 .arg(m_part.fileName(), m_part.errorString()),
             PartFate::Discard);
        return;
    }
    m_received += data.size();
    Q_EMIT progress(m_received, m_total);
}

void RoundDownloader::cancel()
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (!isBusy())
        return;
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
        m_reply = nullptr;
        if (!m_headersHandled)
            releaseStuckConnection();
    }
    if (m_checkCancel)
        *m_checkCancel = true;
    // A cache hit being reported is not a download: nothing of it is removed.
    if (!m_urls.isEmpty())
        discardPart();
    ++m_jobId; // a queued report of the cancelled job is dropped
    endJob();
    Q_EMIT cancelled();
}

void RoundDownloader::fail(const QString& reason, PartFate fate)
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
        m_reply = nullptr;
        if (!m_headersHandled)
            releaseStuckConnection();
    }
    if (fate == PartFate::Discard)
        discardPart();
    else
        m_part.close();
    endJob();
    Q_EMIT failed(reason);
}

void RoundDownloader::discardPart()
{
    m_part.close();
    QFile::remove(m_catalog.partPath(m_version));
    QFile::remove(m_catalog.validatorPath(m_version));
}

// A request given up before its headers came may have left Qt's HTTP thread reading an
// endless header line (StuckConnection.h): its connection is shut down under it. The
// sockets are the ones to the server's port when the request went out, and those opened
// since the fetch began: Qt may resend an abandoned request on a new connection when the
// old one is shut down before its queued abort is handled, and that resend can be reading
// an endless header too. Any other connection of this downloader's among them is only
// closed early.
void RoundDownloader::releaseStuckConnection()
{
    QList<PeerSocket> sockets = m_sockets;
    for (const PeerSocket& socket : socketsToPort(m_serverPort)) {
        const auto same = [&socket](const PeerSocket& other) {
            return other.fd == socket.fd && other.inode == socket.inode;
        };
        if (std::none_of(m_socketsBeforeFetch.cbegin(), m_socketsBeforeFetch.cend(), same) &&
            std::none_of(sockets.cbegin(), sockets.cend(), same))
            sockets.append(socket);
    }
    shutDownSockets(sockets);
    m_sockets.clear();
}

QString RoundDownloader::currentUrlText() const
{
    return m_urls.value(m_urlIndex).toString();
}

void RoundDownloader::endJob()
{
    m_lock.reset();
    m_version.clear();
    m_urls.clear();
    m_urlIndex = 0;
    m_acceptingBody = false;
}

} // namespace scalescope::ui
