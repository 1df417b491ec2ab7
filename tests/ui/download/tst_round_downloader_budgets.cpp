// Issue 28: the downloader's budgets against a local server that lies about the size,
// never ends, sends a 50 MB header, stalls, or is cancelled mid-transfer. Every server
// here is bounded (it stops after a fixed number of bytes), so a test cannot run away.

#include "DownloadTestSupport.h"
#include "tst_round_downloader.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QTest>

using namespace scalescope::tests;

void TestRoundDownloader::oversizedContentLengthIsRefusedBeforeTheBody()
{
    HttpRoute lying = zipRoute(m_zip);
    lying.declaredLength = qint64(40) << 30; // 40 GiB announced
    lying.sendLength = true;
    m_server->setRoute(kMainPath, lying);
    RecordedDownloader run(catalog());
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.waitDone(10000));
    QCOMPARE(run.failed->count(), 1);
    QCOMPARE(
        run.failure(),
        QStringLiteral(
            "Cannot download v4.1 from %1%2: the server announces 40.0 GiB, more than the 2.0 GiB "
            "a round's archive may have; nothing was downloaded.")
            .arg(m_server->baseUrl(), QString::fromLatin1(kMainPath)));
    QVERIFY(run.progress->isEmpty()); // not a byte of the body was taken
    QCOMPARE(filesIn(cacheDir()), QStringList());
}

void TestRoundDownloader::endlessBodyStopsAtTheBudget()
{
    HttpRoute endless = zipRoute(m_zip);
    endless.sendLength = false;              // no length: the body ends when the connection does
    endless.endlessBytes = qint64(64) << 20; // the server stops by itself after 64 MiB
    m_server->setRoute(kMainPath, endless);
    RecordedDownloader run(catalog());
    run.downloader->setMaxBytes(qint64(4) << 20);
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.waitDone(20000));
    QCOMPARE(run.failed->count(), 1);
    QCOMPARE(run.failure(), QStringLiteral("The download of v4.1 from %1%2 was stopped: the server "
                                           "sent more than 4.0 MiB, the most a "
                                           "round's archive may have; nothing was kept.")
                                .arg(m_server->baseUrl(), QString::fromLatin1(kMainPath)));
    // Streamed to the .part, never past the budget, and the .part removed.
    QVERIFY(!run.progress->isEmpty());
    QVERIFY(run.progressSeen().last().first <= qint64(4) << 20);
    QCOMPARE(filesIn(cacheDir()), QStringList());
}

void TestRoundDownloader::hugeHeaderIsRefused()
{
    // Headers past 64 KiB that Qt still reads are refused by their size.
    HttpRoute padded = zipRoute(m_zip);
    padded.headerFillerBytes = 80 * 1024;
    m_server->setRoute(kMainPath, padded);
    {
        RecordedDownloader run(catalog());
        run.downloader->fetch(QStringLiteral("v4.1"));
        QVERIFY(run.waitDone(10000));
        QCOMPARE(run.failed->count(), 1);
        QVERIFY2(run.failure().startsWith(
                     QStringLiteral(
                         "Cannot download v4.1 from %1%2: the server's response headers are 80.")
                         .arg(m_server->baseUrl(), QString::fromLatin1(kMainPath))) &&
                     run.failure().endsWith(QStringLiteral(
                         "KiB, more than the 64.0 KiB a web server sends; nothing was kept.")),
                 qPrintable(run.failure()));
        QCOMPARE(filesIn(cacheDir()), QStringList());
    }
    // A 50 MB header line: Qt reads it a byte at a time, far slower than it comes, so it
    // ends as a stall before the headers, retried once (the memory Qt holds meanwhile:
    // endlessHeadersAreBoundedInTimeAndMemory).
    padded.headerFillerBytes = 50 << 20;
    m_server->setRoute(kMainPath, padded);
    RecordedDownloader run(catalog());
    run.downloader->setStallTimeout(500);
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.waitDone(20000));
    QCOMPARE(run.failed->count(), 1);
    QCOMPARE(run.failure(), QStringLiteral("Cannot download v4.1 from %1%2: the server sent no "
                                           "complete response header within 0.5 s: "
                                           "it stalls, or its headers are too long (tried twice).")
                                .arg(m_server->baseUrl(), QString::fromLatin1(kMainPath)));
    QCOMPARE(run.finished->count(), 0);
    QCOMPARE(filesIn(cacheDir()), QStringList());
}

namespace {

// The peak resident memory of this process since the last resetPeakMemory(), in bytes;
// -1 where /proc does not say.
qint64 peakMemory()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong() * 1024;
    return -1;
}

bool resetPeakMemory()
{
    QFile clearRefs(QStringLiteral("/proc/self/clear_refs"));
    return clearRefs.open(QIODevice::WriteOnly) && clearRefs.write("5") == 1;
}

} // namespace

void TestRoundDownloader::endlessHeadersAreBoundedInTimeAndMemory()
{
    // A header line that never ends, streamed as fast as Qt takes it (up to 4 GiB). Qt 6.4
    // keeps what it reads of the headers, without a limit of its own; the stall timeout,
    // which no header byte resets, is what ends it, twice, and the connection is shut
    // down under Qt's HTTP thread (StuckConnection.h), which would otherwise read on.
    HttpRoute endless;
    endless.endlessHeaderBytes = qint64(4) << 30;
    m_server->setRoute(kMainPath, endless);
    RecordedDownloader run(catalog());
    run.downloader->setStallTimeout(1000);
    const bool measured = resetPeakMemory();
    const qint64 before = peakMemory();
    QElapsedTimer clock;
    clock.start();
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.waitDone(20000));
    const qint64 elapsed = clock.elapsed();
    QCOMPARE(run.failed->count(), 1);
    QCOMPARE(
        run.failure(),
        QStringLiteral(
            "Cannot download v4.1 from %1%2: the server sent no complete response header within "
            "1 s: it stalls, or its headers are too long (tried twice).")
            .arg(m_server->baseUrl(), QString::fromLatin1(kMainPath)));
    // Ours are two: the first and the stall retry. Shutting the first connection down may
    // make Qt resend that abandoned request before its queued abort is handled (CI saw
    // this under load): that third request is never read and is shut down with the rest.
    // The server's thread, busy streaming the first connection's header, may read the retry
    // only after the downloader has given up on it (a loaded machine without ../shared saw
    // one request counted at this point): the retry's bytes are in its socket by then.
    QVERIFY(QTest::qWaitFor([&] { return m_server->requestCount() >= 2; }, 5000));
    QVERIFY2(m_server->requestCount() == 2 || m_server->requestCount() == 3,
             qPrintable(QString::number(m_server->requestCount())));
    QVERIFY2(elapsed >= 1800 && elapsed < 2000 + 1500, qPrintable(QString::number(elapsed)));
    QCOMPARE(filesIn(cacheDir()), QStringList());
    // The retry was sent (two requests above) and, once given up, nothing reads on: the
    // downloader goes at once instead of blocking 5 s on Qt's HTTP thread (under a loaded
    // CI machine "at once" took 1.2 s: half the blocking time still tells the two apart).
    QElapsedTimer gone;
    gone.start();
    run.downloader.reset();
    QVERIFY2(gone.elapsed() < 2500, qPrintable(QString::number(gone.elapsed())));
    if (!measured || before < 0)
        QSKIP("/proc gives no peak memory here; the time bound is checked");
    const qint64 atFailure = peakMemory() - before;
    QTest::qWait(1500); // the server would still be sending
    const qint64 later = peakMemory() - before;
    qInfo(
        "endless headers, 2 x 1 s: peak memory grew by %lld KiB, %lld KiB 1.5 s after the failure",
        atFailure / 1024, later / 1024);
    // Bounded by the time budget, far below what the server offered, and no more after.
    QVERIFY2(atFailure < qint64(256) << 20, qPrintable(QString::number(atFailure)));
    QVERIFY2(later - atFailure < 512 * 1024, qPrintable(QString::number(later - atFailure)));
}

void TestRoundDownloader::stallIsRetriedOnceResuming()
{
    HttpRoute stalling = zipRoute(m_zip);
    stalling.stallAfter = 50'000; // then silence, connection open
    m_server->setRoute(kMainPath, stalling);
    RecordedDownloader run(catalog());
    run.downloader->setStallTimeout(300);
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.waitDone(10000));
    QCOMPARE(run.failed->count(), 1);
    // Two requests: the first, and one retry that resumes after the 50,000 bytes it got.
    const auto requests = m_server->requests();
    QCOMPARE(requests.size(), 2);
    QCOMPARE(requests[0].range, QByteArray());
    QCOMPARE(requests[1].range, QByteArray("bytes=50000-"));
    QCOMPARE(run.notices->count(), 2); // "trying once more", then "resuming at"
    QVERIFY2(run.notices->at(0).at(0).toString().startsWith(
                 QStringLiteral("The server sent nothing for 0.3 s (")),
             qPrintable(run.notices->at(0).at(0).toString()));
    QVERIFY2(run.failure().endsWith(QStringLiteral(
                 "the server sent nothing for 0.3 s (tried twice). The part downloaded is kept; "
                 "download again to resume.")),
             qPrintable(run.failure()));
    // What came is kept for a later resume.
    QCOMPARE(QFileInfo(cacheDir() + QStringLiteral("/training_results_v4.1.zip.part")).size(),
             qint64(100'000));
}

void TestRoundDownloader::stallBeforeTheBodyIsBoundedWithOneRetry()
{
    HttpRoute silent = zipRoute(m_zip);
    silent.stallAfter = 0; // the headers, then nothing, the connection kept open
    m_server->setRoute(kMainPath, silent);
    RecordedDownloader run(catalog());
    run.downloader->setStallTimeout(400);
    QElapsedTimer clock;
    clock.start();
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.waitDone(10000));
    const qint64 elapsed = clock.elapsed();
    QCOMPARE(run.failed->count(), 1);
    QCOMPARE(run.failure(),
             QStringLiteral(
                 "Cannot download v4.1 from %1%2: the server sent nothing for 0.4 s (tried twice).")
                 .arg(m_server->baseUrl(), QString::fromLatin1(kMainPath)));
    // Two requests, no silent third from Qt, and two timeouts' time, not more. The
    // transfer timeout is a coarse Qt timer, which may fire up to 5% early (796 and 798 ms
    // were seen under ASan): 2 x 400 ms x 0.95 is the floor.
    QCOMPARE(m_server->requestCount(), 2);
    QVERIFY2(elapsed >= 760 && elapsed < 800 + 1500, qPrintable(QString::number(elapsed)));
    QCOMPARE(filesIn(cacheDir()), QStringList());
}

void TestRoundDownloader::connectionClosedUnansweredIsRetriedOnce()
{
    // Each request: read, 200 ms of silence, the connection closed. Qt sends the request
    // again by itself; that resend is the fetch's one retry, not one more on top.
    HttpRoute closing = zipRoute(m_zip);
    closing.closeUnansweredMs = 200;
    m_server->setRoute(kMainPath, closing);
    RecordedDownloader run(catalog());
    run.downloader->setStallTimeout(5000);
    QElapsedTimer clock;
    clock.start();
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.waitDone(10000));
    const qint64 elapsed = clock.elapsed();
    QCOMPARE(run.failed->count(), 1);
    QCOMPARE(
        run.failure(),
        QStringLiteral(
            "Cannot download v4.1 from %1%2: the server closed the connection without an answer "
            "(tried twice).")
            .arg(m_server->baseUrl(), QString::fromLatin1(kMainPath)));
    QCOMPARE(run.notices->count(), 1);
    QCOMPARE(run.notices->at(0).at(0).toString(),
             QStringLiteral(
                 "The server at %1%2 closed the connection without an answer; trying once more.")
                 .arg(m_server->baseUrl(), QString::fromLatin1(kMainPath)));
    QCOMPARE(m_server->requestCount(), 2);
    QVERIFY2(elapsed < 2000, qPrintable(QString::number(elapsed)));
    QCOMPARE(filesIn(cacheDir()), QStringList());
}

void TestRoundDownloader::qtResendIsTheOneRetry()
{
    // The first connection closes unanswered, Qt resends, and that request stalls: the
    // stall is not retried again (which made three requests and twice the wait).
    HttpRoute closingThenSilent = zipRoute(m_zip);
    closingThenSilent.closeUnansweredMs = 50;
    closingThenSilent.closeUnansweredTimes = 1;
    m_server->setRoute(kMainPath, closingThenSilent);
    RecordedDownloader run(catalog());
    run.downloader->setStallTimeout(600);
    QElapsedTimer clock;
    clock.start();
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(run.waitDone(10000));
    const qint64 elapsed = clock.elapsed();
    QCOMPARE(run.failed->count(), 1);
    QCOMPARE(
        run.failure(),
        QStringLiteral(
            "Cannot download v4.1 from %1%2: the server sent no complete response header within "
            "0.6 s: it stalls, or its headers are too long (tried twice).")
            .arg(m_server->baseUrl(), QString::fromLatin1(kMainPath)));
    QCOMPARE(m_server->requestCount(), 2);
    // One stall timeout in all (Qt's timers may fire a few per cent early): Qt's timer runs
    // from the first send.
    QVERIFY2(elapsed >= 500 && elapsed < 600 + 1000, qPrintable(QString::number(elapsed)));
}

void TestRoundDownloader::cancelTakesEffectAtOnce()
{
    HttpRoute endless = zipRoute(m_zip);
    endless.sendLength = false;
    endless.endlessBytes = qint64(256) << 20;
    m_server->setRoute(kMainPath, endless);
    RecordedDownloader run(catalog());
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(QTest::qWaitFor(
        [&] { return !run.progress->isEmpty() && run.progressSeen().last().first > (1 << 20); },
        10000));
    QElapsedTimer clock;
    clock.start();
    run.downloader->cancel();
    const qint64 elapsed = clock.elapsed();
    QCOMPARE(run.cancelled->count(), 1);
    QVERIFY(!run.downloader->isBusy());
    QVERIFY2(elapsed < 100, qPrintable(QString::number(elapsed)));
    QCOMPARE(filesIn(cacheDir()), QStringList());
    QTest::qWait(200); // nothing arrives after the cancel
    QCOMPARE(run.failed->count(), 0);
    QCOMPARE(filesIn(cacheDir()), QStringList());
}

void TestRoundDownloader::cancelOfASlowTransferTakesEffectAtOnce()
{
    // A server that keeps sending slowly: 4 KiB every 20 ms, for far longer than the test.
    HttpRoute slow = zipRoute(QByteArray(8 << 20, 'z'));
    slow.chunkBytes = 4096;
    slow.chunkDelayMs = 20;
    m_server->setRoute(kMainPath, slow);
    RecordedDownloader run(catalog());
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(QTest::qWaitFor([&] { return run.progress->size() >= 3; }, 10000));
    const QString part = cacheDir() + QStringLiteral("/training_results_v4.1.zip.part");
    QVERIFY(QFileInfo::exists(part));
    QElapsedTimer clock;
    clock.start();
    run.downloader->cancel();
    QVERIFY(QTest::qWaitFor([&] { return run.cancelled->count() == 1 && !QFileInfo::exists(part); },
                            100));
    const qint64 elapsed = clock.elapsed();
    QVERIFY2(elapsed < 100, qPrintable(QString::number(elapsed)));
    QVERIFY(!run.downloader->isBusy());
    QCOMPARE(filesIn(cacheDir()), QStringList());
    const auto progressAtCancel = run.progress->size();
    QTest::qWait(200); // the server still sends; nothing of it arrives or is written
    QCOMPARE(run.progress->size(), progressAtCancel);
    QCOMPARE(run.failed->count(), 0);
    QCOMPARE(filesIn(cacheDir()), QStringList());
}

void TestRoundDownloader::cancelDuringAnEndlessHeaderLetsGo()
{
    HttpRoute endless;
    endless.endlessHeaderBytes = qint64(4) << 30;
    m_server->setRoute(kMainPath, endless);
    RecordedDownloader run(catalog());
    run.downloader->fetch(QStringLiteral("v4.1"));
    QVERIFY(QTest::qWaitFor([&] { return m_server->requestCount() == 1; }, 10000));
    QTest::qWait(300); // Qt's HTTP thread is reading the header by now
    QElapsedTimer clock;
    clock.start();
    run.downloader->cancel();
    QCOMPARE(run.cancelled->count(), 1);
    QVERIFY2(clock.elapsed() < 100, qPrintable(QString::number(clock.elapsed())));
    // Nothing keeps reading: the downloader (and its Qt network thread) goes at once, not
    // after Qt's 5 s (2.5 s: a loaded machine took 1.3 s to let go).
    clock.restart();
    run.downloader.reset();
    QVERIFY2(clock.elapsed() < 2500, qPrintable(QString::number(clock.elapsed())));
    QCOMPARE(m_server->requestCount(), 1);
    QCOMPARE(filesIn(cacheDir()), QStringList());
}
