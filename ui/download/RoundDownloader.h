#pragma once
// Downloads one MLPerf Training round archive into the cache with Qt Network, for the
// Download Round dialog and `scalescope fetch` alike.
//
// The bytes go to <cache>/training_results_vX.Y.zip.part. An interrupted download
// (connection lost, program closed) keeps its .part and the next fetch resumes it with
// an HTTP Range request (If-Range with the server's ETag, so a changed archive restarts
// instead of being spliced); a server that ignores the range sends everything again
// and the .part restarts. A complete download is checked with the importer's archive
// reader and only then renamed, atomically, to training_results_vX.Y.zip: the cache
// never holds a half-written or damaged archive under its final name. Cancel, a 404,
// a body that is not an archive and a damaged archive remove the .part. A lock file
// (training_results_vX.Y.zip.lock) keeps a second program from writing the same .part.

#include "ui/download/RoundArchiveCheck.h"
#include "ui/download/RoundCatalog.h"
#include "ui/download/StuckConnection.h"

#include <QFile>
#include <QFuture>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QUrl>
#include <atomic>
#include <memory>

class QLockFile;
class QNetworkAccessManager;
class QNetworkReply;

namespace scalescope::ui {

// The budgets a server cannot talk its way past. A round unpacks to a few hundred MB
// (v4.1: 263 MB), so its zip is smaller still; 2 GiB leaves room for rounds many times
// bigger, and the archive reader's own limits apply to what it unpacks.
inline constexpr qint64 kMaxDownloadBytes = qint64(2) << 30;
// Response headers: GitHub's are about 2 KiB.
inline constexpr qint64 kMaxResponseHeaderBytes = qint64(64) * 1024;
// Without a byte for this long a transfer is retried once (resuming), then fails.
inline constexpr int kDefaultStallTimeoutMs = 30'000;
// What Qt may hold of the body between two reads: the body streams to the .part file.
inline constexpr qint64 kReadBufferBytes = 1 << 20;

class RoundDownloader : public QObject
{
    Q_OBJECT
  public:
    explicit RoundDownloader(RoundCatalog catalog, QObject* parent = nullptr);
    // Stops the transfer without removing the .part (it resumes next time) and waits
    // for an archive check still running.
    ~RoundDownloader() override;

    const RoundCatalog& catalog() const { return m_catalog; }

    // Gets round `version` ("v4.1"). A cached archive is reported by finished() at
    // once, without the network, unless `downloadAgain`. A fetch in progress is
    // cancelled first.
    void fetch(const QString& version, bool downloadAgain = false);
    // Stops the fetch in progress and removes its .part; cancelled() follows at once.
    void cancel();

    bool isBusy() const { return !m_version.isEmpty(); }
    QString currentVersion() const { return m_version; }

    // Without data for this long a transfer is retried once, resuming, then fails (and
    // can be resumed later). Before the response headers are complete the clock is not
    // reset by what arrives, so this also bounds how long (and so how much) Qt reads of
    // headers that never end.
    void setStallTimeout(int milliseconds) { m_stallTimeoutMs = milliseconds; }
    // The most bytes an archive may have: a larger Content-Length is refused before the
    // body is read, and a body that goes past it is stopped there (tests make it small).
    void setMaxBytes(qint64 bytes) { m_maxBytes = bytes; }

  Q_SIGNALS:
    // Bytes of the archive on disk so far (a resumed download starts above 0) and its
    // whole size, or -1 while the server has not said it.
    void progress(qint64 bytesReceived, qint64 bytesTotal);
    // Something the user should know while it goes on: resuming, starting over.
    void notice(const QString& text);
    // The download is complete and the archive is being checked.
    void verifying();
    void finished(const QString& archivePath, bool fromCache);
    void failed(const QString& reason);
    void cancelled();

  private:
    enum class PartFate { Keep, Discard };

    void startRequest();
    void handleResponseHeaders();
    void onReadyRead();
    void onRequestSent();
    void onReplyFinished();
    void startVerification();
    void onVerified(int jobId, const RoundArchiveCheck& check);
    void fail(const QString& reason, PartFate fate);
    // fail() from the event loop, for failures found before any request was sent.
    void failLater(const QString& reason);
    void discardPart();
    void endJob();
    QString currentUrlText() const;
    bool refuseOversizedHeaders();
    void releaseStuckConnection();

    QNetworkAccessManager* m_network;
    RoundCatalog m_catalog;
    int m_jobId = 0;
    int m_stallTimeoutMs = kDefaultStallTimeoutMs;
    qint64 m_maxBytes = kMaxDownloadBytes;

    // The fetch in progress; m_version is empty when idle.
    QString m_version;
    QList<QUrl> m_urls;
    qsizetype m_urlIndex = 0;
    QPointer<QNetworkReply> m_reply;
    // Held while a download writes the .part: two programs (two windows, the app and
    // `scalescope fetch`) must not write one file at once.
    std::unique_ptr<QLockFile> m_lock;
    QFile m_part;
    bool m_headersHandled = false;
    bool m_acceptingBody = false; // a 200 or 206 whose body goes to the .part
    bool m_startedOver = false;   // a stale .part was dropped once already
    // The one automatic retry of a fetch is used: ours after a stall, or Qt's own resend
    // of a request whose connection closed without an answer.
    bool m_retried = false;
    int m_sends = 0;             // times Qt sent the current request to the current URL
    QList<PeerSocket> m_sockets; // what the current request may be reading from (StuckConnection.h)
    // Connections to the server's port that were open before this fetch: not ours to shut down.
    QList<PeerSocket> m_socketsBeforeFetch;
    int m_serverPort = -1;
    qint64 m_resumeFrom = 0; // bytes asked to be skipped (Range)
    qint64 m_received = 0;   // bytes of the archive in the .part
    qint64 m_total = -1;
    std::shared_ptr<std::atomic<bool>> m_checkCancel;
    QList<QFuture<RoundArchiveCheck>> m_checks; // waited for on destruction
};

} // namespace scalescope::ui
