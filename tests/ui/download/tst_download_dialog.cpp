#include "tst_download_dialog.h"

#include "DownloadTestSupport.h"
#include "RoundArchives.h"
#include "ui/DatasetLoader.h"
#include "ui/MainWindow.h"
#include "ui/download/DownloadRoundDialog.h"

#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QTest>

using namespace scalescope::tests;
using scalescope::ui::DownloadRoundDialog;
using scalescope::ui::RoundCatalog;
using scalescope::ui::RoundDownloader;

namespace {

QStringList listTexts(const QListWidget* list)
{
    QStringList texts;
    for (int row = 0; row < list->count(); ++row)
        texts.append(list->item(row)->text());
    return texts;
}

} // namespace

void TestDownloadDialog::initTestCase()
{
    QTemporaryDir work;
    QVERIFY(work.isValid());
    m_zip = makeRoundZip(work.path());
    QVERIFY(!m_zip.isEmpty());
}

void TestDownloadDialog::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_server = std::make_unique<LocalHttpServer>();
}

void TestDownloadDialog::cleanup()
{
    m_server.reset();
    m_dir.reset();
}

QString TestDownloadDialog::cacheDir() const
{
    return m_dir->filePath(QStringLiteral("rounds"));
}

void TestDownloadDialog::listsPublicRounds()
{
    DownloadRoundDialog dialog(RoundCatalog(cacheDir(), m_server->baseUrl()));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Download Round"));
    const QStringList texts = listTexts(dialog.roundList());
    QCOMPARE(texts.size(), 11);
    QCOMPARE(texts.first(),
             QStringLiteral("MLPerf Training v1.0 — training_results_v1.0 (not downloaded)"));
    QCOMPARE(texts.at(7),
             QStringLiteral("MLPerf Training v4.1 — training_results_v4.1 (not downloaded)"));
    QCOMPARE(texts.last(),
             QStringLiteral("MLPerf Training v6.0 — training_results_v6.0 (not downloaded)"));
    // Nothing cached: the newest round is selected, ready to download.
    QCOMPARE(dialog.chosenVersion(), QStringLiteral("v6.0"));
    QCOMPARE(dialog.startButton()->text(), QStringLiteral("&Download and Open"));
    QVERIFY(dialog.startButton()->isEnabled());
    QCOMPARE(dialog.cancelButton()->text(), QStringLiteral("Close"));
    QCOMPARE(dialog.progressBar()->value(), 0);
    QVERIFY(dialog.progressBar()->isVisible());
    QCOMPARE(dialog.statusLabel()->text(), QStringLiteral("Choose a round."));
    // A later round is typed in.
    dialog.selectVersion(QStringLiteral("v7.0"));
    QCOMPARE(dialog.chosenVersion(), QStringLiteral("v7.0"));
    dialog.selectVersion(QStringLiteral("v3.1"));
    QCOMPARE(dialog.chosenVersion(), QStringLiteral("v3.1"));
    QCOMPARE(dialog.roundList()->currentItem()->text(),
             QStringLiteral("MLPerf Training v3.1 — training_results_v3.1 (not downloaded)"));
}

void TestDownloadDialog::downloadShowsProgressThenOpens()
{
    HttpRoute slow = zipRoute(m_zip);
    slow.chunkBytes = 16 * 1024;
    slow.chunkDelayMs = 30;
    m_server->setRoute(kMainPath, slow);
    DownloadRoundDialog dialog(RoundCatalog(cacheDir(), m_server->baseUrl()));
    dialog.show();
    QSignalSpy ready(&dialog, &DownloadRoundDialog::roundReady);
    dialog.selectVersion(QStringLiteral("v4.1"));
    // What the bar and the buttons show while the archive arrives.
    int partValue = -1;
    QString partStatus;
    bool controlsLocked = false;
    connect(dialog.downloader(), &RoundDownloader::progress, &dialog,
            [&](qint64 received, qint64 total) {
                if (received > 0 && received < total && partValue < 0) {
                    partValue = dialog.progressBar()->value();
                    partStatus = dialog.statusLabel()->text();
                    controlsLocked =
                        !dialog.roundList()->isEnabled() && !dialog.startButton()->isEnabled() &&
                        dialog.cancelButton()->text() == QStringLiteral("&Cancel Download");
                }
            });
    QTest::mouseClick(dialog.startButton(), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([&] { return !ready.isEmpty(); }, 20000));
    QVERIFY2(partValue > 0 && partValue < 1000, qPrintable(QString::number(partValue)));
    QVERIFY2(partStatus.startsWith(QStringLiteral("Downloading v4.1: ")) &&
                 partStatus.endsWith(QStringLiteral(" of %1").arg(
                     QLocale().formattedDataSize(m_zip.size(), 1, QLocale::DataSizeIecFormat))),
             qPrintable(partStatus));
    QVERIFY(controlsLocked);
    const QString archive = cacheDir() + QStringLiteral("/training_results_v4.1.zip");
    QCOMPARE(ready.at(0).at(0).toString(), archive);
    QCOMPARE(ready.at(0).at(1).toString(), QStringLiteral("v4.1"));
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.progressBar()->value(), 1000);
    QCOMPARE(readBytes(archive), m_zip);
}

void TestDownloadDialog::unknownSizeShowsBusyBar()
{
    HttpRoute streamed = zipRoute(m_zip);
    streamed.sendLength = false;
    streamed.chunkBytes = 16 * 1024;
    streamed.chunkDelayMs = 30;
    m_server->setRoute(kMainPath, streamed);
    DownloadRoundDialog dialog(RoundCatalog(cacheDir(), m_server->baseUrl()));
    dialog.show();
    QSignalSpy ready(&dialog, &DownloadRoundDialog::roundReady);
    dialog.selectVersion(QStringLiteral("v4.1"));
    // Without a size the bar is a busy indicator and the text counts what came.
    bool busySeen = false;
    QString partStatus;
    connect(dialog.downloader(), &RoundDownloader::progress, &dialog, [&](qint64 received, qint64) {
        if (received > 0 && partStatus.isEmpty()) {
            busySeen = dialog.progressBar()->minimum() == 0 && dialog.progressBar()->maximum() == 0;
            partStatus = dialog.statusLabel()->text();
        }
    });
    QTest::mouseClick(dialog.startButton(), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([&] { return !ready.isEmpty(); }, 20000));
    QVERIFY(busySeen);
    QVERIFY2(partStatus.startsWith(QStringLiteral("Downloading v4.1: ")) &&
                 partStatus.endsWith(QStringLiteral("KiB")) &&
                 !partStatus.contains(QStringLiteral(" of ")),
             qPrintable(partStatus));
    QCOMPARE(dialog.progressBar()->maximum(), 1000);
    QCOMPARE(dialog.progressBar()->value(), 1000);
}

void TestDownloadDialog::cancelButtonStopsDownloadAndKeepsNothing()
{
    HttpRoute slow = zipRoute(m_zip);
    slow.chunkBytes = 2048;
    slow.chunkDelayMs = 30; // several seconds for the whole archive
    m_server->setRoute(kMainPath, slow);
    DownloadRoundDialog dialog(RoundCatalog(cacheDir(), m_server->baseUrl()));
    dialog.show();
    QSignalSpy ready(&dialog, &DownloadRoundDialog::roundReady);
    QSignalSpy progress(dialog.downloader(), &RoundDownloader::progress);
    dialog.selectVersion(QStringLiteral("v4.1"));
    QTest::mouseClick(dialog.startButton(), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([&] { return progress.size() >= 2; }, 10000));
    QCOMPARE(dialog.cancelButton()->text(), QStringLiteral("&Cancel Download"));
    QTest::mouseClick(dialog.cancelButton(), Qt::LeftButton);
    // The dialog stays open and says what happened; the cache holds nothing of v4.1.
    QVERIFY(dialog.isVisible());
    QCOMPARE(dialog.statusLabel()->text(),
             QStringLiteral("The download of v4.1 was cancelled; nothing of it was kept."));
    QCOMPARE(dialog.progressBar()->value(), 0);
    QCOMPARE(dialog.cancelButton()->text(), QStringLiteral("Close"));
    QVERIFY(dialog.startButton()->isEnabled());
    QVERIFY(dialog.roundList()->isEnabled());
    QCOMPARE(filesIn(cacheDir()), QStringList());
    QTest::qWait(200);
    QVERIFY(ready.isEmpty());
    QCOMPARE(dialog.roundList()->currentItem()->text(),
             QStringLiteral("MLPerf Training v4.1 — training_results_v4.1 (not downloaded)"));
    // Now Close closes.
    QTest::mouseClick(dialog.cancelButton(), Qt::LeftButton);
    QVERIFY(!dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
}

void TestDownloadDialog::failureIsShownInTheDialog()
{
    DownloadRoundDialog dialog(RoundCatalog(cacheDir(), m_server->baseUrl()));
    dialog.show();
    dialog.selectVersion(QStringLiteral("v1.0"));
    QTest::mouseClick(dialog.startButton(), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([&] { return dialog.startButton()->isEnabled(); }, 10000));
    QVERIFY2(dialog.statusLabel()->text().startsWith(
                 QStringLiteral("Round v1.0 was not found (HTTP 404 from ")),
             qPrintable(dialog.statusLabel()->text()));
    QVERIFY(dialog.statusLabel()->font().bold());
    QVERIFY(dialog.isVisible());
    QCOMPARE(filesIn(cacheDir()), QStringList());
}

void TestDownloadDialog::serverTextIsShownAsPlainText()
{
    HttpRoute hostile;
    hostile.status = 500;
    hostile.reasonPhrase = "<img src=x><a href='file:///etc'>click</a>";
    m_server->setRoute(kMainPath, hostile);
    DownloadRoundDialog dialog(RoundCatalog(cacheDir(), m_server->baseUrl()));
    dialog.show();
    dialog.selectVersion(QStringLiteral("v4.1"));
    QTest::mouseClick(dialog.startButton(), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([&] { return dialog.startButton()->isEnabled(); }, 10000));
    QCOMPARE(dialog.statusLabel()->text(),
             QStringLiteral("The server refused v4.1: HTTP 500 <img src=x><a "
                            "href='file:///etc'>click</a> from %1%2.")
                 .arg(m_server->baseUrl(), QString::fromLatin1(kMainPath)));
    // Shown as the characters it is, not as a link or an image.
    QCOMPARE(dialog.statusLabel()->textFormat(), Qt::PlainText);
}

void TestDownloadDialog::cancelButtonTakesEffectWithin100ms()
{
    HttpRoute slow = zipRoute(QByteArray(8 << 20, 'z'));
    slow.chunkBytes = 4096;
    slow.chunkDelayMs = 20; // keeps sending slowly for minutes
    m_server->setRoute(kMainPath, slow);
    DownloadRoundDialog dialog(RoundCatalog(cacheDir(), m_server->baseUrl()));
    dialog.show();
    QSignalSpy progress(dialog.downloader(), &RoundDownloader::progress);
    QSignalSpy cancelled(dialog.downloader(), &RoundDownloader::cancelled);
    dialog.selectVersion(QStringLiteral("v4.1"));
    QTest::mouseClick(dialog.startButton(), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([&] { return progress.size() >= 3; }, 10000));
    const QString part = cacheDir() + QStringLiteral("/training_results_v4.1.zip.part");
    QVERIFY(QFileInfo::exists(part));
    QElapsedTimer clock;
    clock.start();
    QTest::mouseClick(dialog.cancelButton(), Qt::LeftButton);
    QVERIFY(
        QTest::qWaitFor([&] { return cancelled.size() == 1 && !QFileInfo::exists(part); }, 100));
    const qint64 elapsed = clock.elapsed();
    QVERIFY2(elapsed < 100, qPrintable(QString::number(elapsed)));
    QCOMPARE(dialog.statusLabel()->text(),
             QStringLiteral("The download of v4.1 was cancelled; nothing of it was kept."));
    QCOMPARE(filesIn(cacheDir()), QStringList());
}

void TestDownloadDialog::cachedRoundOpensWithoutNetwork()
{
    QVERIFY(QDir().mkpath(cacheDir()));
    QVERIFY(writeBytes(cacheDir() + QStringLiteral("/training_results_v4.1.zip"), m_zip));
    m_server->stop(); // offline
    DownloadRoundDialog dialog(RoundCatalog(cacheDir(), m_server->baseUrl()));
    dialog.show();
    QSignalSpy ready(&dialog, &DownloadRoundDialog::roundReady);
    // The cached round is the one selected, and its button opens it.
    QCOMPARE(dialog.chosenVersion(), QStringLiteral("v4.1"));
    const QString size = QLocale().formattedDataSize(m_zip.size(), 1, QLocale::DataSizeIecFormat);
    QCOMPARE(
        dialog.roundList()->currentItem()->text(),
        QStringLiteral("MLPerf Training v4.1 — training_results_v4.1 (downloaded, %1)").arg(size));
    QCOMPARE(dialog.startButton()->text(), QStringLiteral("&Open"));
    dialog.downloadAgainBox()->setChecked(true);
    QCOMPARE(dialog.startButton()->text(), QStringLiteral("&Download and Open"));
    dialog.downloadAgainBox()->setChecked(false);
    QTest::mouseClick(dialog.startButton(), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([&] { return !ready.isEmpty(); }, 5000));
    QCOMPARE(ready.at(0).at(0).toString(),
             cacheDir() + QStringLiteral("/training_results_v4.1.zip"));
    QCOMPARE(m_server->requests().size(), 0);
}

void TestDownloadDialog::fileMenuDownloadRoundImportsTheRound()
{
    using scalescope::ui::MainWindow;
    m_server->setRoute(kMainPath, zipRoute(m_zip));
    // The action reads both when it opens the dialog.
    const QByteArray cacheHome = QFile::encodeName(m_dir->filePath(QStringLiteral("xdg-cache")));
    const QByteArray previousCacheHome = qgetenv("XDG_CACHE_HOME");
    const auto restore = qScopeGuard([previousCacheHome] {
        qputenv("XDG_CACHE_HOME", previousCacheHome);
        qunsetenv("SCALESCOPE_ROUNDS_URL");
    });
    qputenv("XDG_CACHE_HOME", cacheHome);
    qputenv("SCALESCOPE_ROUNDS_URL", m_server->baseUrl().toUtf8());

    MainWindow window;
    window.show();
    QAction* download = nullptr;
    const auto fileActions = window.menuBar()->actions().at(0)->menu()->actions();
    for (QAction* action : fileActions)
        if (action->text() == QStringLiteral("Download &Round…"))
            download = action;
    QVERIFY(download);
    download->trigger();
    auto* dialog = window.findChild<DownloadRoundDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QSignalSpy loaded(window.loader(), &scalescope::ui::DatasetLoader::loaded);
    dialog->selectVersion(QStringLiteral("v4.1"));
    QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([&] { return !loaded.isEmpty(); }, 30000));
    // The fixture round: Acme's two systems, scored; named as GitHub's zip names its folder.
    QCOMPARE(window.shownDatasetName(), QStringLiteral("training_results_v4.1-main"));
    QCOMPARE(window.shownDataset().rounds.size(), std::size_t(1));
    QCOMPARE(window.shownDataset().rounds.front().systems.size(), std::size_t(2));
    const QString archive =
        QString::fromUtf8(cacheHome) +
        QStringLiteral("/scalescope-tests/ui_download_tests/rounds/training_results_v4.1.zip");
    QVERIFY2(QFileInfo::exists(archive), qPrintable(archive));
    QVERIFY(
        QTest::qWaitFor([&] { return window.findChild<DownloadRoundDialog*>() == nullptr; }, 5000));
}
