#include "tst_file_actions.h"

#include "core/dataset/dataset_io.h"
#include "ui/DatasetLoader.h"
#include "ui/MainWindow.h"
#include "ui/RecentFiles.h"
#include "ui/models/ImportReportModel.h"
#include "ui/panels/ImportReportDock.h"
#include "ui/panels/MessageBanner.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <sys/stat.h>

using namespace scalescope;
using namespace scalescope::ui;

namespace {

QString fixtureRound()
{
    return QStringLiteral(SCALESCOPE_FIXTURE_ROUNDS "/acme/training_results_v4.1");
}

// Opens `paths` and waits until the loader says it is done (loaded, failed or cancelled).
bool openAndWait(MainWindow& window, const QStringList& paths)
{
    QSignalSpy loaded(window.loader(), &DatasetLoader::loaded);
    QSignalSpy failed(window.loader(), &DatasetLoader::failed);
    window.openPaths(paths);
    return QTest::qWaitFor([&] { return loaded.count() + failed.count() > 0; }, 30000) &&
           loaded.count() == 1;
}

std::size_t scoreCount(const Dataset& dataset)
{
    std::size_t scores = 0;
    for (const auto& round : dataset.rounds)
        for (const auto& system : round.systems)
            for (const auto& result : system.benchmarks)
                scores += result.scoreMinutes.has_value();
    return scores;
}

QString makeArchive(const QTemporaryDir& dir)
{
    const QString archive = dir.filePath(QStringLiteral("training_results_v4.1.tar.gz"));
    QProcess tar;
    tar.start(QStringLiteral("tar"), {QStringLiteral("czf"), archive, QStringLiteral("-C"),
                                      QStringLiteral(SCALESCOPE_FIXTURE_ROUNDS "/acme"),
                                      QStringLiteral("training_results_v4.1")});
    tar.waitForFinished(30000);
    return tar.exitCode() == 0 ? archive : QString();
}

} // namespace

void TestFileActions::init()
{
    RecentFiles().clear();
}

void TestFileActions::saveDatasetRoundTrips()
{
    MainWindow window;
    QVERIFY(openAndWait(window, {fixtureRound()}));
    QCOMPARE(scoreCount(window.shownDataset()), std::size_t{2}); // acme_n1 and acme_n2 ssd
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("saved.scalescope.json"));
    QCOMPARE(window.saveDataset(path), QString());
    const LoadResult reloaded = loadDatasetFile(path.toStdString());
    QVERIFY2(reloaded.ok(), reloaded.error.c_str());
    QCOMPARE(toJson(reloaded.dataset), toJson(window.shownDataset()));

    // The import report is kept in the file and shown again on reopening: the same
    // summary in the status bar, the same items in the Import Report panel.
    QVERIFY(reloaded.importReport.has_value());
    QVERIFY(reloaded.importReport->filesRead > 0);
    MainWindow second;
    QVERIFY(openAndWait(second, {path}));
    QCOMPARE(toJson(second.shownDataset()), toJson(window.shownDataset()));
    QCOMPARE(second.summaryLabel()->text(), window.summaryLabel()->text());
    QVERIFY2(second.summaryLabel()->text().contains(QStringLiteral(" files")),
             qPrintable(second.summaryLabel()->text()));
    QCOMPARE(second.importReportDock()->model()->rowCount(),
             window.importReportDock()->model()->rowCount());
    for (int row = 0; row < window.importReportDock()->model()->rowCount(); ++row)
        for (int column = 0; column < window.importReportDock()->model()->columnCount(); ++column)
            QCOMPARE(second.importReportDock()->model()->index(row, column).data(),
                     window.importReportDock()->model()->index(row, column).data());
}

void TestFileActions::opensADatasetFileWithAFolderAsTheCommandLineDoes()
{
    // `scalescope analyze saved.scalescope.json <round>` takes both; so does File > Open
    // (core/importer/open_inputs.h). The folder repeats the saved round's logs, so its two
    // scored entries are republications of the saved ones, and the summary counts them.
    MainWindow window;
    QVERIFY(openAndWait(window, {fixtureRound()}));
    QTemporaryDir dir;
    const QString saved = dir.filePath(QStringLiteral("saved.scalescope.json"));
    QCOMPARE(window.saveDataset(saved), QString());

    MainWindow both;
    QVERIFY(openAndWait(both, {saved, fixtureRound()}));
    QCOMPARE(both.shownDataset().rounds.size(), std::size_t{2});
    QCOMPARE(scoreCount(both.shownDataset()), std::size_t{4});
    std::size_t republished = 0;
    for (const auto& system : both.shownDataset().rounds[1].systems)
        for (const auto& result : system.benchmarks)
            republished += result.republishedFrom.has_value();
    QCOMPARE(republished, std::size_t{2});
    QVERIFY2(both.summaryLabel()->text().contains(QStringLiteral("2 republished entries")),
             qPrintable(both.summaryLabel()->text()));
}

void TestFileActions::saveDatasetFailureKeepsTheOldFile()
{
    MainWindow window;
    QVERIFY(openAndWait(window, {fixtureRound()}));
    QTemporaryDir dir;
    // A folder where the dataset file should go: the rename fails, nothing is replaced.
    const QString target = dir.filePath(QStringLiteral("taken.scalescope.json"));
    QVERIFY(QDir().mkpath(target + QStringLiteral("/inside")));
    QVERIFY(!window.saveDataset(target).isEmpty());
    QVERIFY(QFileInfo(target).isDir());
    QVERIFY(QFileInfo::exists(target + QStringLiteral("/inside")));
}

// Issue 28: Save Dataset As never replaces a FIFO or a device with a regular file.
void TestFileActions::saveDatasetRefusesWhatIsNotARegularFile()
{
    MainWindow window;
    QVERIFY(openAndWait(window, {fixtureRound()}));
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe.scalescope.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0644), 0);
    const QString error = window.saveDataset(fifo);
    QVERIFY2(error.contains(
                 QStringLiteral("is a FIFO (named pipe), not a regular file; nothing was written")),
             qPrintable(error));
    struct stat info
    {
    };
    QCOMPARE(::lstat(QFile::encodeName(fifo).constData(), &info), 0);
    QVERIFY(S_ISFIFO(info.st_mode));

    const QString toNull = dir.filePath(QStringLiteral("null.scalescope.json"));
    QVERIFY(QFile::link(QStringLiteral("/dev/null"), toNull));
    QVERIFY(window.saveDataset(toNull).contains(
        QStringLiteral("which is a device, not a regular file")));
    QCOMPARE(::stat("/dev/null", &info), 0);
    QVERIFY(S_ISCHR(info.st_mode));
}

void TestFileActions::openRecentListsSuccessfulOpensAndPrunesMissingOnes()
{
    MainWindow window;
    QVERIFY(openAndWait(window, {fixtureRound()}));
    QCOMPARE(RecentFiles().entries(), QStringList{QFileInfo(fixtureRound()).absoluteFilePath()});

    QVERIFY(!openAndWait(window, {QStringLiteral("/nonexistent/round")}));
    QCOMPARE(RecentFiles().entries().size(), 1); // failed opens are not remembered

    QTemporaryDir dir;
    const QString gone = dir.filePath(QStringLiteral("gone.scalescope.json"));
    QVERIFY(window.saveDataset(gone).isEmpty());
    RecentFiles().add(gone);
    QCOMPARE(RecentFiles().entries().front(), gone);
    QFile::remove(gone);
    QCOMPARE(RecentFiles().entries(), QStringList{QFileInfo(fixtureRound()).absoluteFilePath()});

    for (int i = 0; i < 15; ++i) {
        const QString path = dir.filePath(QStringLiteral("d%1.scalescope.json").arg(i));
        QVERIFY(window.saveDataset(path).isEmpty());
        RecentFiles().add(path);
    }
    QCOMPARE(RecentFiles().entries().size(), RecentFiles::kMaximum);
    QCOMPARE(RecentFiles().entries().front(), dir.filePath(QStringLiteral("d14.scalescope.json")));

    // The menu shows them, numbered.
    QMenu* recent = nullptr;
    for (auto* menu : window.menuBar()->findChildren<QMenu*>())
        if (menu->title() == QStringLiteral("Open &Recent"))
            recent = menu;
    QVERIFY(recent);
    Q_EMIT recent->aboutToShow();
    QCOMPARE(recent->actions().front()->text(),
             QStringLiteral("&1 ") + dir.filePath(QStringLiteral("d14.scalescope.json")));
}

void TestFileActions::dropOpensFolders()
{
    // QApplication delivers a drop only during a real drag, so the handlers are called directly.
    struct DropTarget : MainWindow
    {
        using MainWindow::dragEnterEvent;
        using MainWindow::dropEvent;
    } window;
    QVERIFY(window.acceptDrops());
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(fixtureRound())});
    QSignalSpy loaded(window.loader(), &DatasetLoader::loaded);
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    enter.ignore();
    window.dragEnterEvent(&enter);
    QVERIFY(enter.isAccepted());
    drop.ignore();
    window.dropEvent(&drop);
    QVERIFY(drop.isAccepted());
    QVERIFY(QTest::qWaitFor([&] { return loaded.count() == 1; }, 30000));
    QCOMPARE(scoreCount(window.shownDataset()), std::size_t{2});
}

void TestFileActions::opensAnArchive()
{
    QTemporaryDir dir;
    const QString archive = makeArchive(dir);
    QVERIFY2(!archive.isEmpty(), "tar could not make the fixture archive");
    MainWindow window;
    QVERIFY(openAndWait(window, {archive}));
    QCOMPARE(scoreCount(window.shownDataset()), std::size_t{2});
    const auto& systems = window.shownDataset().rounds.at(0).systems;
    QCOMPARE(systems.size(), std::size_t{2});
    QCOMPARE(*systems[0].benchmarks[0].scoreMinutes, (1.1 + 1.2 + 1.5) / 3 * 1.5);
}

void TestFileActions::brokenArchiveLeavesTheShownDataUntouched()
{
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(openAndWait(window, {fixtureRound()}));
    const std::string before = toJson(window.shownDataset());
    const QString title = window.windowTitle();

    const QString broken = dir.filePath(QStringLiteral("broken.tar.gz"));
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("\x1f\x8b\x08\x00 this is not really gzip data at all");
    file.close();
    QVERIFY(!openAndWait(window, {broken}));
    QCOMPARE(toJson(window.shownDataset()), before);
    QCOMPARE(window.windowTitle(), title);
    QVERIFY(window.messageBanner()->isVisibleTo(&window));
}

void TestFileActions::fileMenuHasTheExportActions()
{
    MainWindow window;
    QStringList texts;
    for (auto* menu : window.menuBar()->findChildren<QMenu*>())
        for (auto* action : menu->actions())
            texts.append(action->text());
    for (const char* expected :
         {"Save Dataset &As…", "Export Chart as &PNG…", "Export Chart as &SVG…",
          "Export &Table as CSV…", "Export &Report as PDF…", "&Print…", "Print Pre&view…",
          "Open &Recent", "&Quit"})
        QVERIFY2(texts.contains(QString::fromUtf8(expected)), expected);
}
