#include "tst_fetch_command.h"

#include "DownloadTestSupport.h"
#include "RoundArchives.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTest>

using namespace scalescope::tests;

void TestFetchCommand::initTestCase()
{
    QTemporaryDir work;
    QVERIFY(work.isValid());
    m_zip = makeRoundZip(work.path());
    QVERIFY(!m_zip.isEmpty());
}

void TestFetchCommand::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_server = std::make_unique<LocalHttpServer>();
}

void TestFetchCommand::cleanup()
{
    m_server.reset();
    m_dir.reset();
}

QString TestFetchCommand::cacheDir() const
{
    // QStandardPaths::CacheLocation of organisation "scalescope", application "scalescope".
    return m_dir->filePath(QStringLiteral("cache/scalescope/scalescope/rounds"));
}

TestFetchCommand::Result TestFetchCommand::fetch(const QStringList& args,
                                                 const QString& baseUrl) const
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), m_dir->filePath(QStringLiteral("cache")));
    environment.insert(QStringLiteral("SCALESCOPE_ROUNDS_URL"),
                       baseUrl.isEmpty() ? m_server->baseUrl() : baseUrl);
    environment.remove(QStringLiteral("DISPLAY")); // headless: no display needed
    environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(SCALESCOPE_BINARY), QStringList{QStringLiteral("fetch")} + args);
    Result result;
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit)
        return result;
    result.exitCode = process.exitCode();
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

void TestFetchCommand::printsPathAndProgress()
{
    m_server->setRoute(kMainPath, zipRoute(m_zip));
    const Result result = fetch({QStringLiteral("v4.1")});
    QCOMPARE(result.exitCode, 0);
    const QString archive = cacheDir() + QStringLiteral("/training_results_v4.1.zip");
    QCOMPARE(result.out, archive + QLatin1Char('\n'));
    QCOMPARE(readBytes(archive), m_zip);
    // Progress lines (not a terminal: whole lines), ending at 100%, then the check.
    const QString total =
        QLocale::c().formattedDataSize(m_zip.size(), 1, QLocale::DataSizeIecFormat);
    QVERIFY2(
        result.err.contains(QStringLiteral("scalescope fetch: v4.1: %1 of %1 (100%)\n").arg(total)),
        qPrintable(result.err));
    QVERIFY2(
        result.err.endsWith(QStringLiteral("scalescope fetch: v4.1: checking the archive\n"
                                           "scalescope fetch: v4.1: downloaded and checked\n")),
        qPrintable(result.err));
    QCOMPARE(filesIn(cacheDir()), QStringList{QStringLiteral("training_results_v4.1.zip")});
}

void TestFetchCommand::cachedRoundNeedsNoNetwork()
{
    m_server->setRoute(kMainPath, zipRoute(m_zip));
    QCOMPARE(fetch({QStringLiteral("4.1")}).exitCode, 0);
    const QString baseUrl = m_server->baseUrl();
    m_server->stop();
    const Result result = fetch({QStringLiteral("training_results_v4.1")}, baseUrl);
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.out, cacheDir() + QStringLiteral("/training_results_v4.1.zip\n"));
    QCOMPARE(result.err, QStringLiteral("scalescope fetch: v4.1: in the cache\n"));
    QCOMPARE(m_server->requests().size(), 1);
}

void TestFetchCommand::notFoundExitsOneAndKeepsNothing()
{
    const Result result = fetch({QStringLiteral("v2.0")});
    QCOMPARE(result.exitCode, 1);
    QCOMPARE(result.out, QString());
    QCOMPARE(result.err,
             QStringLiteral("scalescope fetch: Round v2.0 was not found (HTTP 404 from "
                            "%1/training_results_v2.0/archive/refs/heads/main.zip and "
                            "%1/training_results_v2.0/archive/refs/heads/master.zip). Is v2.0 a "
                            "published MLPerf Training round?\n")
                 .arg(m_server->baseUrl()));
    QCOMPARE(filesIn(cacheDir()), QStringList());
}

void TestFetchCommand::nonArchiveExitsOne()
{
    HttpRoute page;
    page.contentType = "text/html";
    page.body = "<html>rate limit exceeded</html>";
    m_server->setRoute(kMainPath, page);
    const Result result = fetch({QStringLiteral("-q"), QStringLiteral("v4.1")});
    QCOMPARE(result.exitCode, 1);
    QCOMPARE(result.out, QString());
    QVERIFY2(result.err.endsWith(
                 QStringLiteral("was not kept: it is not an archive (.zip, .tar.gz, .tar.xz…).\n")),
             qPrintable(result.err));
    QCOMPARE(filesIn(cacheDir()), QStringList());
}

void TestFetchCommand::interruptedFetchResumesNextTime()
{
    HttpRoute cut = zipRoute(m_zip);
    cut.closeAfter = 100'000;
    m_server->setRoute(kMainPath, cut);
    const Result first = fetch({QStringLiteral("v4.1")});
    QCOMPARE(first.exitCode, 1);
    QVERIFY2(first.err.contains(QStringLiteral("The download of v4.1 stopped after 97.7 KiB of ")),
             qPrintable(first.err));
    QVERIFY(!QFileInfo::exists(cacheDir() + QStringLiteral("/training_results_v4.1.zip")));
    QCOMPARE(QFileInfo(cacheDir() + QStringLiteral("/training_results_v4.1.zip.part")).size(),
             qint64(100'000));

    m_server->setRoute(kMainPath, zipRoute(m_zip));
    const Result second = fetch({QStringLiteral("v4.1")});
    QCOMPARE(second.exitCode, 0);
    QVERIFY2(second.err.startsWith(
                 QStringLiteral("scalescope fetch: Resuming the download of v4.1 at 97.7 KiB.\n")),
             qPrintable(second.err));
    QCOMPARE(m_server->requests().last().range, QByteArray("bytes=100000-"));
    QCOMPARE(readBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip")), m_zip);
}

void TestFetchCommand::killedFetchResumesNextTime()
{
    // The process dies mid-download (SIGKILL: no chance to clean up): its .part and its
    // lock file stay; the next fetch takes over the dead process's lock and resumes.
    HttpRoute slow = zipRoute(m_zip);
    slow.chunkBytes = 4096;
    slow.chunkDelayMs = 40;
    m_server->setRoute(kMainPath, slow);
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), m_dir->filePath(QStringLiteral("cache")));
    environment.insert(QStringLiteral("SCALESCOPE_ROUNDS_URL"), m_server->baseUrl());
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(SCALESCOPE_BINARY),
                  {QStringLiteral("fetch"), QStringLiteral("v4.1")});
    const QString part = cacheDir() + QStringLiteral("/training_results_v4.1.zip.part");
    QVERIFY(QTest::qWaitFor([&] { return QFileInfo(part).size() >= 40'000; }, 20000));
    process.kill();
    QVERIFY(process.waitForFinished(10000));
    const qint64 kept = QFileInfo(part).size();
    QVERIFY2(kept >= 40'000 && kept < m_zip.size(), qPrintable(QString::number(kept)));
    QVERIFY(QFileInfo::exists(cacheDir() + QStringLiteral("/training_results_v4.1.zip.lock")));
    QVERIFY(!QFileInfo::exists(cacheDir() + QStringLiteral("/training_results_v4.1.zip")));

    m_server->setRoute(kMainPath, zipRoute(m_zip));
    const Result resumed = fetch({QStringLiteral("v4.1")});
    QCOMPARE(resumed.exitCode, 0);
    QCOMPARE(m_server->requests().last().range,
             QByteArray("bytes=") + QByteArray::number(kept) + '-');
    QCOMPARE(readBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip")), m_zip);
    QCOMPARE(filesIn(cacheDir()), QStringList{QStringLiteral("training_results_v4.1.zip")});
}

void TestFetchCommand::oneFailedRoundOfSeveralExitsOne()
{
    m_server->setRoute(kMainPath, zipRoute(m_zip));
    const Result result =
        fetch({QStringLiteral("-q"), QStringLiteral("v3.0"), QStringLiteral("v4.1")});
    QCOMPARE(result.exitCode, 1);
    // The round that came is printed; the one that did not is explained.
    QCOMPARE(result.out, cacheDir() + QStringLiteral("/training_results_v4.1.zip\n"));
    QVERIFY2(result.err.startsWith(QStringLiteral("scalescope fetch: Round v3.0 was not found")),
             qPrintable(result.err));
}

void TestFetchCommand::serverTextIsEscapedOnTheTerminal()
{
    // A reason phrase that would clear the screen, set the window title and forge a line.
    HttpRoute hostile;
    hostile.status = 503;
    hostile.reasonPhrase =
        "Busy\x1b[2J\x1b]0;pwned\x07\rscalescope fetch: v4.1: downloaded and checked";
    hostile.contentType = "text/html";
    hostile.body = "<h1>\x1b[31mred</h1>";
    m_server->setRoute(kMainPath, hostile);
    const Result result = fetch({QStringLiteral("v4.1")});
    QCOMPARE(result.exitCode, 1);
    QCOMPARE(result.out, QString());
    QCOMPARE(result.err,
             QStringLiteral("scalescope fetch: The server refused v4.1: HTTP 503 "
                            "Busy\\x1b[2J\\x1b]0;pwned\\x07\\x0d"
                            "scalescope fetch: v4.1: downloaded and checked from %1%2.\n")
                 .arg(m_server->baseUrl(), QString::fromLatin1(kMainPath)));
    for (const QChar c : result.err)
        QVERIFY2(c == QLatin1Char('\n') || c.unicode() >= 0x20, qPrintable(result.err));
    // A long phrase is cut: the message stays a line, not 60 KiB of the server's text.
    hostile.reasonPhrase = QByteArray(60 * 1024, 'x');
    m_server->setRoute(kMainPath, hostile);
    const Result longer = fetch({QStringLiteral("v4.1")});
    QCOMPARE(longer.exitCode, 1);
    QVERIFY2(
        longer.err.startsWith(
            QStringLiteral("scalescope fetch: The server refused v4.1: HTTP 503 %1\u2026 from ")
                .arg(QString(120, QLatin1Char('x')))),
        qPrintable(longer.err.left(300)));
    QVERIFY2(longer.err.size() < 400, qPrintable(QString::number(longer.err.size())));
}

void TestFetchCommand::listShowsRoundsAndCache()
{
    m_server->setRoute(kMainPath, zipRoute(m_zip));
    QCOMPARE(fetch({QStringLiteral("v4.1")}).exitCode, 0);
    const Result result = fetch({QStringLiteral("--list")});
    QCOMPARE(result.exitCode, 0);
    const QStringList lines = result.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 12);
    QCOMPARE(lines[0], QStringLiteral("cache: ") + cacheDir());
    QCOMPARE(lines[1], QStringLiteral("v1.0\tnot downloaded"));
    const QString size =
        QLocale::c().formattedDataSize(m_zip.size(), 1, QLocale::DataSizeIecFormat);
    QCOMPARE(
        lines[8],
        QStringLiteral("v4.1\tdownloaded\t%1\t%2/training_results_v4.1.zip").arg(size, cacheDir()));
    QCOMPARE(lines[11], QStringLiteral("v6.0\tnot downloaded"));
}

void TestFetchCommand::baseUrlOptionOverridesEnvironment()
{
    m_server->setRoute(kMainPath, zipRoute(m_zip));
    // The environment points at a port where nothing listens; the option at the server.
    const Result result = fetch({QStringLiteral("--base-url=") + m_server->baseUrl(),
                                 QStringLiteral("--quiet"), QStringLiteral("v4.1")},
                                QStringLiteral("http://127.0.0.1:9"));
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.err, QString()); // --quiet
    QCOMPARE(m_server->requests().size(), 1);
    // --force downloads again although the round is cached: the cached file is replaced.
    const QString archive = cacheDir() + QStringLiteral("/training_results_v4.1.zip");
    QVERIFY(writeBytes(archive, "stale"));
    const Result again =
        fetch({QStringLiteral("--force"), QStringLiteral("--quiet"), QStringLiteral("v4.1")});
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(readBytes(archive), m_zip);
}

void TestFetchCommand::usageErrorsExitTwo()
{
    const Result none = fetch({});
    QCOMPARE(none.exitCode, 2);
    QCOMPARE(none.err,
             QStringLiteral(
                 "scalescope fetch: missing VERSION: name a round such as v4.1 (scalescope fetch "
                 "--list shows them)\nTry 'scalescope fetch --help' for more information.\n"));
    const Result bad = fetch({QStringLiteral("latest")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.startsWith(QStringLiteral(
                 "scalescope fetch: \"latest\" is not a round version such as v4.1\n")),
             qPrintable(bad.err));
    const Result option = fetch({QStringLiteral("--resume"), QStringLiteral("v4.1")});
    QCOMPARE(option.exitCode, 2);
    QVERIFY(option.err.startsWith(QStringLiteral("scalescope fetch: unknown option --resume\n")));
    QCOMPARE(m_server->requests().size(), 0);
    QVERIFY(!QFileInfo::exists(cacheDir()));
}

void TestFetchCommand::helpNamesEveryOption()
{
    const Result help = fetch({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    for (const char* option : {"--list", "--force", "--base-url=URL", "-q, --quiet", "-h, --help",
                               "SCALESCOPE_ROUNDS_URL", "Exit status:"})
        QVERIFY2(help.out.contains(QLatin1String(option)), option);
    QCOMPARE(help.err, QString());
}
