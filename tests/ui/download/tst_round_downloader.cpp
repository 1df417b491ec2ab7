#include "tst_round_downloader.h"

#include "DownloadTestSupport.h"
#include "RoundArchives.h"

#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QTest>

using namespace scalescope::tests;
using scalescope::ui::RoundCatalog;

void TestRoundDownloader::initTestCase()
{
    QTemporaryDir work;
    QVERIFY(work.isValid());
    m_zip = makeRoundZip(work.path());
    // Stored entries: the fixture round's ~190 KiB, several reads' worth.
    QVERIFY2(m_zip.size() > 100'000, qPrintable(QString::number(m_zip.size())));
    QVERIFY(m_zip.startsWith("PK\3\4"));
}

void TestRoundDownloader::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_server = std::make_unique<LocalHttpServer>();
    QVERIFY(m_server->port() != 0);
}

void TestRoundDownloader::cleanup()
{
    m_server.reset();
    m_dir.reset();
}

RoundCatalog TestRoundDownloader::catalog() const
{
    return RoundCatalog(cacheDir(), m_server->baseUrl());
}

QString TestRoundDownloader::cacheDir() const
{
    return m_dir->filePath(QStringLiteral("cache/rounds"));
}

void TestRoundDownloader::catalogListsRoundsAndUrls()
{
    const RoundCatalog catalog(cacheDir(), QStringLiteral("https://example.org/mlcommons/"));
    const QStringList known = RoundCatalog::knownVersions();
    QCOMPARE(known.first(), QStringLiteral("v1.0"));
    QCOMPARE(known.last(), QStringLiteral("v6.0"));
    QCOMPARE(known.size(), 11); // v1.0 v1.1 v2.0 v2.1 v3.0 v3.1 v4.0 v4.1 v5.0 v5.1 v6.0

    const auto urls = catalog.archiveUrls(QStringLiteral("v4.1"));
    QCOMPARE(urls.size(), 2);
    QCOMPARE(
        urls[0].toString(),
        QStringLiteral(
            "https://example.org/mlcommons/training_results_v4.1/archive/refs/heads/main.zip"));
    QCOMPARE(
        urls[1].toString(),
        QStringLiteral(
            "https://example.org/mlcommons/training_results_v4.1/archive/refs/heads/master.zip"));
    QCOMPARE(catalog.archivePath(QStringLiteral("v4.1")),
             cacheDir() + QStringLiteral("/training_results_v4.1.zip"));
    QCOMPARE(catalog.partPath(QStringLiteral("v4.1")),
             cacheDir() + QStringLiteral("/training_results_v4.1.zip.part"));

    // A later round found in the cache is listed too, in version order (v10.0 after v6.0).
    QVERIFY(QDir().mkpath(cacheDir()));
    QVERIFY(writeBytes(catalog.archivePath(QStringLiteral("v10.0")), m_zip));
    QVERIFY(writeBytes(catalog.partPath(QStringLiteral("v4.1")), m_zip.left(1000)));
    const auto rounds = catalog.rounds();
    QCOMPARE(rounds.size(), 12);
    QCOMPARE(rounds.last().version, QStringLiteral("v10.0"));
    QVERIFY(rounds.last().isCached());
    QVERIFY(!rounds.last().known);
    QCOMPARE(rounds.last().archiveBytes, qint64(m_zip.size()));
    const auto v41 = catalog.round(QStringLiteral("v4.1"));
    QVERIFY(!v41.isCached());
    QCOMPARE(v41.partialBytes, qint64(1000));
    QCOMPARE(v41.repository(), QStringLiteral("training_results_v4.1"));
}

void TestRoundDownloader::versionsAreNormalised()
{
    QCOMPARE(RoundCatalog::normaliseVersion(QStringLiteral("4.1")).value_or(QString()),
             QStringLiteral("v4.1"));
    QCOMPARE(RoundCatalog::normaliseVersion(QStringLiteral("V5.0")).value_or(QString()),
             QStringLiteral("v5.0"));
    QCOMPARE(RoundCatalog::normaliseVersion(QStringLiteral(" training_results_v3.1 "))
                 .value_or(QString()),
             QStringLiteral("v3.1"));
    QCOMPARE(RoundCatalog::normaliseVersion(QStringLiteral("v04.1")).value_or(QString()),
             QStringLiteral("v4.1"));
    QVERIFY(!RoundCatalog::normaliseVersion(QStringLiteral("v4")));
    QVERIFY(!RoundCatalog::normaliseVersion(QStringLiteral("v4.1/../x")));
    QVERIFY(!RoundCatalog::normaliseVersion(QStringLiteral("latest")));
    QVERIFY(!RoundCatalog::normaliseVersion(QString()));
}

void TestRoundDownloader::downloadsChecksAndKeepsArchive()
{
    HttpRoute route = zipRoute(m_zip);
    route.chunkBytes = 32 * 1024;
    // Far enough apart that a loaded machine still sees several progress steps (at 5 ms
    // the six chunks of ~190 KiB once arrived in two reads while CI shared the cores).
    route.chunkDelayMs = 30;
    m_server->setRoute(kMainPath, route);
    RecordedDownloader run(catalog());
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.waitDone());
    QVERIFY2(run.failed->isEmpty(), qPrintable(run.failure()));
    QCOMPARE(run.finished->count(), 1);
    const QString archive = cacheDir() + QStringLiteral("/training_results_v4.1.zip");
    QCOMPARE(run.finished->at(0).at(0).toString(), archive);
    QCOMPARE(run.finished->at(0).at(1).toBool(), false); // downloaded, not from the cache
    QCOMPARE(run.verifying->count(), 1);
    QCOMPARE(readBytes(archive), m_zip);
    QCOMPARE(filesIn(cacheDir()), QStringList{QStringLiteral("training_results_v4.1.zip")});

    // Progress: in several steps, never backwards, always out of the whole size, ending at it.
    const auto seen = run.progressSeen();
    QVERIFY2(seen.size() >= 3, qPrintable(QString::number(seen.size())));
    for (qsizetype i = 0; i < seen.size(); ++i) {
        QCOMPARE(seen[i].second, qint64(m_zip.size()));
        if (i > 0)
            QVERIFY(seen[i].first >= seen[i - 1].first);
    }
    QCOMPARE(seen.last().first, qint64(m_zip.size()));

    const auto requests = m_server->requests();
    QCOMPARE(requests.size(), 1);
    QCOMPARE(requests[0].path, kMainPath);
    QVERIFY(requests[0].range.isEmpty());
    QVERIFY(!run.downloader->isBusy());
}

void TestRoundDownloader::unknownSizeStillDownloads()
{
    // GitHub's codeload may stream an archive without Content-Length.
    HttpRoute streamed = zipRoute(m_zip);
    streamed.sendLength = false;
    streamed.chunkBytes = 32 * 1024;
    streamed.chunkDelayMs = 5;
    m_server->setRoute(kMainPath, streamed);
    RecordedDownloader run(catalog());
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.waitDone());
    QVERIFY2(run.failed->isEmpty(), qPrintable(run.failure()));
    const auto seen = run.progressSeen();
    QVERIFY(seen.size() >= 2);
    for (const auto& [received, total] : seen)
        QCOMPARE(total, qint64(-1));
    QCOMPARE(seen.last().first, qint64(m_zip.size()));
    QCOMPARE(readBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip")), m_zip);
}

void TestRoundDownloader::followsRedirects()
{
    // github.com answers with a redirect to codeload.github.com.
    HttpRoute redirect;
    redirect.status = 302;
    redirect.body = "";
    redirect.contentType = "text/html";
    redirect.location = m_server->baseUrl().toUtf8() + "/codeload/v4.1/main.zip";
    m_server->setRoute(kMainPath, redirect);
    m_server->setRoute("/codeload/v4.1/main.zip", zipRoute(m_zip));
    RecordedDownloader run(catalog());
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.waitDone());
    QVERIFY2(run.failed->isEmpty(), qPrintable(run.failure()));
    QCOMPARE(readBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip")), m_zip);
    QCOMPARE(m_server->requests().size(), 2);
    QCOMPARE(m_server->requests()[1].path, QByteArray("/codeload/v4.1/main.zip"));
}

void TestRoundDownloader::fallsBackToMasterBranch()
{
    m_server->setRoute(kMasterPath, zipRoute(m_zip));
    RecordedDownloader run(catalog());
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.waitDone());
    QVERIFY2(run.failed->isEmpty(), qPrintable(run.failure()));
    const auto requests = m_server->requests();
    QCOMPARE(requests.size(), 2);
    QCOMPARE(requests[0].path, kMainPath);
    QCOMPARE(requests[1].path, kMasterPath);
    QCOMPARE(readBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip")), m_zip);
}

void TestRoundDownloader::notFoundLeavesNothing()
{
    RecordedDownloader run(catalog());
    run.downloader->fetch(QStringLiteral("v9.9"));
    QVERIFY(run.waitDone());
    QCOMPARE(run.failed->count(), 1);
    const QString reason = run.failure();
    QVERIFY2(reason.startsWith(QStringLiteral("Round v9.9 was not found (HTTP 404 from ")),
             qPrintable(reason));
    QVERIFY2(reason.contains(m_server->baseUrl() +
                             QStringLiteral("/training_results_v9.9/archive/refs/heads/main.zip")),
             qPrintable(reason));
    QVERIFY2(
        reason.contains(QStringLiteral("/training_results_v9.9/archive/refs/heads/master.zip")),
        qPrintable(reason));
    QCOMPARE(filesIn(cacheDir()), QStringList());
    QVERIFY(run.progress->isEmpty());
}

void TestRoundDownloader::nonArchiveBodyLeavesNothing()
{
    // A captive portal or an error page served with 200.
    HttpRoute page;
    page.contentType = "text/html";
    page.body = "<!DOCTYPE html><html><body>Please sign in to continue</body></html>\n";
    m_server->setRoute(kMainPath, page);
    RecordedDownloader run(catalog());
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.waitDone());
    QCOMPARE(run.failed->count(), 1);
    QCOMPARE(
        run.failure(),
        QStringLiteral("What %1 sent for v4.1 was not kept: it is not an archive (.zip, .tar.gz, "
                       ".tar.xz…).")
            .arg(m_server->baseUrl() + QString::fromLatin1(kMainPath)));
    QCOMPARE(filesIn(cacheDir()), QStringList());
}

void TestRoundDownloader::truncatedArchiveIsNotKept()
{
    // The server says the cut archive is all there is (its Content-Length matches), so
    // only the archive check can tell: the zip has no central directory.
    m_server->setRoute(kMainPath, zipRoute(m_zip.left(m_zip.size() / 2)));
    RecordedDownloader run(catalog());
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.waitDone());
    QCOMPARE(run.failed->count(), 1);
    QVERIFY2(run.failure().endsWith(
                 QStringLiteral("was not kept: the zip archive is incomplete (it has no central "
                                "directory: the download was cut short).")),
             qPrintable(run.failure()));
    QCOMPARE(filesIn(cacheDir()), QStringList());
}

void TestRoundDownloader::interruptedDownloadResumesWithRange()
{
    const qint64 half = 70'000;
    HttpRoute cut = zipRoute(m_zip);
    cut.closeAfter = half; // Content-Length says the whole size, the connection closes at 70,000
    m_server->setRoute(kMainPath, cut);
    RecordedDownloader first(catalog());
    first.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(first.waitDone());
    QCOMPARE(first.failed->count(), 1);
    QVERIFY2(first.failure().startsWith(
                 QStringLiteral("The download of v4.1 stopped after 68.4 KiB of ")),
             qPrintable(first.failure()));
    QVERIFY2(first.failure().endsWith(
                 QStringLiteral("The part downloaded is kept; download again to resume.")),
             qPrintable(first.failure()));
    // The final name is never used for a partial download; the .part holds exactly what came.
    QCOMPARE(filesIn(cacheDir()),
             (QStringList{QStringLiteral("training_results_v4.1.zip.part"),
                          QStringLiteral("training_results_v4.1.zip.part.etag")}));
    QCOMPARE(readBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip.part")),
             m_zip.left(half));

    m_server->setRoute(kMainPath, zipRoute(m_zip));
    RecordedDownloader second(catalog());
    second.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(second.waitDone());
    QVERIFY2(second.failed->isEmpty(), qPrintable(second.failure()));
    const auto requests = m_server->requests();
    QCOMPARE(requests.size(), 2);
    QCOMPARE(requests[1].range, QByteArray("bytes=70000-"));
    QCOMPARE(requests[1].ifRange, QByteArray("\"acme-1\""));
    QCOMPARE(second.notices->at(0).at(0).toString(),
             QStringLiteral("Resuming the download of v4.1 at 68.4 KiB."));
    // Progress continues from the part already there.
    QCOMPARE(second.progressSeen().first(), (QPair<qint64, qint64>(half, m_zip.size())));
    QCOMPARE(readBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip")), m_zip);
    QCOMPARE(filesIn(cacheDir()), QStringList{QStringLiteral("training_results_v4.1.zip")});
}

void TestRoundDownloader::serverWithoutRangesRestarts()
{
    QDir().mkpath(cacheDir());
    QVERIFY(writeBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip.part"),
                       m_zip.left(50'000)));
    HttpRoute noRanges = zipRoute(m_zip);
    noRanges.rangeSupport = false;
    m_server->setRoute(kMainPath, noRanges);
    RecordedDownloader run(catalog());
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.waitDone());
    QVERIFY2(run.failed->isEmpty(), qPrintable(run.failure()));
    QCOMPARE(m_server->requests().at(0).range, QByteArray("bytes=50000-"));
    QCOMPARE(run.notices->last().at(0).toString(),
             QStringLiteral("The server cannot resume v4.1 or it has changed; downloading it again "
                            "from the start."));
    QCOMPARE(run.progressSeen().first().first, qint64(0));
    QCOMPARE(readBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip")), m_zip);
}

void TestRoundDownloader::changedArchiveRestartsInsteadOfSplicing()
{
    // The .part came from an older archive (ETag "old"); the server now has another one.
    QDir().mkpath(cacheDir());
    QVERIFY(writeBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip.part"),
                       QByteArray(60'000, 'x')));
    QVERIFY(
        writeBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip.part.etag"), "\"old\""));
    m_server->setRoute(kMainPath, zipRoute(m_zip, "\"new\""));
    RecordedDownloader run(catalog());
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.waitDone());
    QVERIFY2(run.failed->isEmpty(), qPrintable(run.failure()));
    QCOMPARE(m_server->requests().at(0).ifRange, QByteArray("\"old\""));
    QCOMPARE(readBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip")), m_zip);
    QCOMPARE(filesIn(cacheDir()), QStringList{QStringLiteral("training_results_v4.1.zip")});
}

void TestRoundDownloader::wholePartIsCheckedWithoutDownloading()
{
    // The program stopped while checking a complete .part: the server answers the range
    // after its end with 416 and the size, which is the .part's; nothing is downloaded.
    QDir().mkpath(cacheDir());
    QVERIFY(writeBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip.part"), m_zip));
    m_server->setRoute(kMainPath, zipRoute(m_zip));
    RecordedDownloader run(catalog());
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.waitDone());
    QVERIFY2(run.failed->isEmpty(), qPrintable(run.failure()));
    QCOMPARE(m_server->requests().size(), 1);
    QCOMPARE(m_server->requests()[0].range,
             QByteArray("bytes=%1-").replace("%1", QByteArray::number(m_zip.size())));
    QCOMPARE(run.verifying->count(), 1);
    QCOMPARE(readBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip")), m_zip);
    QCOMPARE(filesIn(cacheDir()), QStringList{QStringLiteral("training_results_v4.1.zip")});
}

void TestRoundDownloader::oversizedPartStartsOver()
{
    // A .part longer than the server's archive cannot be a prefix of it: 416, then all of it.
    QDir().mkpath(cacheDir());
    QVERIFY(writeBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip.part"),
                       m_zip + QByteArray(10, 'x')));
    m_server->setRoute(kMainPath, zipRoute(m_zip));
    RecordedDownloader run(catalog());
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.waitDone());
    QVERIFY2(run.failed->isEmpty(), qPrintable(run.failure()));
    const auto requests = m_server->requests();
    QCOMPARE(requests.size(), 2);
    QVERIFY(!requests[0].range.isEmpty());
    QVERIFY(requests[1].range.isEmpty());
    QCOMPARE(
        run.notices->last().at(0).toString(),
        QStringLiteral(
            "The partial download of v4.1 does not match the server's archive; starting over."));
    QCOMPARE(readBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip")), m_zip);
}

void TestRoundDownloader::serverErrorKeepsEarlierPart()
{
    QDir().mkpath(cacheDir());
    QVERIFY(writeBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip.part"),
                       m_zip.left(30'000)));
    HttpRoute broken;
    broken.status = 500;
    broken.contentType = "text/plain";
    broken.body = "upstream timed out";
    m_server->setRoute(kMainPath, broken);
    RecordedDownloader run(catalog());
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.waitDone());
    QCOMPARE(run.failure(),
             QStringLiteral("The server refused v4.1: HTTP 500 Internal Server Error from %1%2.")
                 .arg(m_server->baseUrl(), QString::fromLatin1(kMainPath)));
    // What an earlier attempt downloaded is untouched, for the next one.
    QCOMPARE(readBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip.part")),
             m_zip.left(30'000));
    QCOMPARE(filesIn(cacheDir()), QStringList{QStringLiteral("training_results_v4.1.zip.part")});
}

void TestRoundDownloader::secondDownloadOfOneRoundIsRefused()
{
    // Another program holds the lock of v4.1 and is writing its .part.
    QDir().mkpath(cacheDir());
    QLockFile other(cacheDir() + QStringLiteral("/training_results_v4.1.zip.lock"));
    QVERIFY(other.tryLock(0));
    QVERIFY(writeBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip.part"),
                       m_zip.left(20'000)));
    m_server->setRoute(kMainPath, zipRoute(m_zip));
    RecordedDownloader run(catalog());
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.waitDone());
    QCOMPARE(
        run.failure(),
        QStringLiteral("Another scalescope is downloading v4.1 into %1; wait until it is done.")
            .arg(cacheDir()));
    QCOMPARE(m_server->requests().size(), 0);
    QCOMPARE(readBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip.part")),
             m_zip.left(20'000));
    // Once it is done, the download goes ahead (and resumes what the other one left).
    other.unlock();
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(QTest::qWaitFor([&] { return run.finished->count() == 1; }, 20000));
    QCOMPARE(m_server->requests()[0].range, QByteArray("bytes=20000-"));
    QCOMPARE(filesIn(cacheDir()), QStringList{QStringLiteral("training_results_v4.1.zip")});
}

void TestRoundDownloader::cancelLeavesNoFile()
{
    HttpRoute slow = zipRoute(m_zip);
    slow.chunkBytes = 4096;
    slow.chunkDelayMs = 20; // ~1 s for the whole archive
    m_server->setRoute(kMainPath, slow);
    RecordedDownloader run(catalog());
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(QTest::qWaitFor(
        [&] { return !run.progress->isEmpty() && run.progressSeen().last().first > 0; }, 10000));
    QVERIFY(QFileInfo::exists(cacheDir() + QStringLiteral("/training_results_v4.1.zip.part")));
    run.downloader->cancel();
    QCOMPARE(run.cancelled->count(), 1);
    QVERIFY(!run.downloader->isBusy());
    QCOMPARE(filesIn(cacheDir()), QStringList());
    // Nothing arrives after the cancel.
    QTest::qWait(200);
    QCOMPARE(run.finished->count(), 0);
    QCOMPARE(run.failed->count(), 0);
    QCOMPARE(filesIn(cacheDir()), QStringList());
}

void TestRoundDownloader::stalledTransferFails()
{
    HttpRoute stalled = zipRoute(m_zip);
    stalled.chunkBytes = 4096;
    stalled.chunkDelayMs = 5000; // the first byte would come after 5 s
    m_server->setRoute(kMainPath, stalled);
    RecordedDownloader run(catalog());
    run.downloader->setStallTimeout(300);
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.waitDone(4000));
    QCOMPARE(run.failed->count(), 1);
    // Retried once (a notice says so), then given up.
    QCOMPARE(run.notices->count(), 1);
    QCOMPARE(run.failure(),
             QStringLiteral(
                 "Cannot download v4.1 from %1%2: the server sent nothing for 0.3 s (tried twice).")
                 .arg(m_server->baseUrl(), QString::fromLatin1(kMainPath)));
    // The headers came, the body did not: no empty .part is left behind.
    QCOMPARE(filesIn(cacheDir()), QStringList());
}

void TestRoundDownloader::cachedRoundOpensOffline()
{
    m_server->setRoute(kMainPath, zipRoute(m_zip));
    {
        RecordedDownloader run(catalog());
        run.downloader->fetch(QStringLiteral("v4.1"));
        QVERIFY(run.waitDone());
        QCOMPARE(run.finished->count(), 1);
    }
    const RoundCatalog offline = catalog(); // the same base URL, now with nothing listening
    m_server->stop();
    RecordedDownloader run(offline);
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.downloader->isBusy()); // reported from the event loop, as a download is
    QVERIFY(run.waitDone(5000));
    QVERIFY2(run.failed->isEmpty(), qPrintable(run.failure()));
    QCOMPARE(run.finished->at(0).at(0).toString(),
             cacheDir() + QStringLiteral("/training_results_v4.1.zip"));
    QCOMPARE(run.finished->at(0).at(1).toBool(), true);
    QVERIFY(run.progress->isEmpty());
    QCOMPARE(m_server->requests().size(), 1);
}

void TestRoundDownloader::downloadAgainReplacesCachedArchive()
{
    QDir().mkpath(cacheDir());
    // Whatever the cache holds is replaced, atomically, once the new download is checked.
    QVERIFY(writeBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip"), "stale"));
    m_server->setRoute(kMainPath, zipRoute(m_zip));
    RecordedDownloader run(catalog());
    run.downloader->fetch(QStringLiteral("v4.1"), /*downloadAgain=*/true);
    QVERIFY(run.waitDone());
    QVERIFY2(run.failed->isEmpty(), qPrintable(run.failure()));
    QCOMPARE(run.finished->at(0).at(1).toBool(), false);
    QCOMPARE(m_server->requests().size(), 1);
    QCOMPARE(readBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip")), m_zip);
}
