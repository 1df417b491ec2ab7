#pragma once
// What the download tests share: a cache folder of their own, the local server with the
// fixture round's zip on the main branch's URL, and a RoundDownloader whose signals are
// recorded.

#include "LocalHttpServer.h"
#include "ui/download/RoundCatalog.h"
#include "ui/download/RoundDownloader.h"

#include <QSignalSpy>
#include <QStringList>
#include <QTemporaryDir>
#include <memory>

namespace scalescope::tests {

inline const QByteArray kMainPath = "/training_results_v4.1/archive/refs/heads/main.zip";
inline const QByteArray kMasterPath = "/training_results_v4.1/archive/refs/heads/master.zip";

// A zip route as GitHub's codeload serves one (ETag, ranges).
HttpRoute zipRoute(const QByteArray& zip, const QByteArray& etag = "\"acme-1\"");

// The files left in `folder` (names only), to show that nothing half-written stays.
QStringList filesIn(const QString& folder);

struct RecordedDownloader
{
    explicit RecordedDownloader(const ui::RoundCatalog& catalog);

    // Waits until the fetch finished, failed or was cancelled; false on timeout.
    bool waitDone(int timeoutMs = 20000);
    // The last failure reason, or empty.
    QString failure() const;
    QList<QPair<qint64, qint64>> progressSeen() const;

    std::unique_ptr<ui::RoundDownloader> downloader;
    std::unique_ptr<QSignalSpy> finished;
    std::unique_ptr<QSignalSpy> failed;
    std::unique_ptr<QSignalSpy> cancelled;
    std::unique_ptr<QSignalSpy> progress;
    std::unique_ptr<QSignalSpy> notices;
    std::unique_ptr<QSignalSpy> verifying;
};

} // namespace scalescope::tests
