#include "tst_sessions.h"

#include "ui/DatasetLoader.h"
#include "ui/MainWindow.h"
#include "ui/RecentFiles.h"
#include "ui/charts/ChartZoom.h"
#include "ui/charts/ScalingChart.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/panels/BreakEvenReadout.h"
#include "ui/panels/ComparisonPanel.h"
#include "ui/panels/FiltersPanel.h"
#include "ui/panels/MessageBanner.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/viewmodel/ChoicesHistory.h"
#include "ui/viewmodel/SessionFile.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMimeData>
#include <QProcess>
#include <QSignalSpy>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace scalescope;
using namespace scalescope::ui;

namespace {

// Runs `open` and waits until the loader says it is done (loaded, failed or cancelled).
template <typename Open> bool loadAndWait(MainWindow& window, Open open)
{
    QSignalSpy loaded(window.loader(), &DatasetLoader::loaded);
    QSignalSpy failed(window.loader(), &DatasetLoader::failed);
    if (!open())
        return false;
    return QTest::qWaitFor([&] { return loaded.count() + failed.count() > 0; }, 60000) &&
           loaded.count() == 1;
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(bytes) == bytes.size();
}

// A copy of the fixture round, so that a test may change or remove it.
QString copyFixtureRound(const QTemporaryDir& dir)
{
    const QString target = dir.filePath(QStringLiteral("training_results_v4.1"));
    QProcess copy;
    copy.start(QStringLiteral("cp"),
               {QStringLiteral("-r"),
                QStringLiteral(SCALESCOPE_FIXTURE_ROUNDS "/acme/training_results_v4.1"), target});
    copy.waitForFinished(30000);
    return copy.exitCode() == 0 ? target : QString();
}

QString bannerText(const MainWindow& window)
{
    const auto* label = window.messageBanner()->findChild<QLabel*>();
    return window.messageBanner()->isVisibleTo(const_cast<MainWindow*>(&window)) && label
               ? label->text()
               : QString();
}

} // namespace

void TestSessions::init()
{
    RecentFiles().clear();
}

void TestSessions::roundTripRestoresEveryChoiceAndTheFigure()
{
    QTemporaryDir dir;
    const QString sessionPath = dir.filePath(QStringLiteral("view.scalescope-session"));
    const QString windowPng = dir.filePath(QStringLiteral("window.png"));
    Session saved;
    {
        MainWindow window;
        window.resize(1366, 768);
        QVERIFY(loadAndWait(window, [&] {
            window.showSample();
            return true;
        }));
        auto* viewModel = window.workspace()->viewModel();
        // Every kind of choice away from what the sample opens on (real v4.1 values).
        QVERIFY(viewModel->setBenchmark(QStringLiteral("bert")));
        viewModel->setThreshold(0.6);
        viewModel->setReferenceRule(analysis::ReferenceRule::StudyRule);
        viewModel->setPrices({{"NVIDIA H100-SXM5-80GB", 3.25}});
        viewModel->setValueOfTime(120);
        viewModel->setFitKind(analysis::FitKind::Amdahl);
        viewModel->setContinuous(true);
        viewModel->setMarkerN(100.5);
        const int rows = viewModel->model()->rowCount();
        QVERIFY(rows >= 3);
        viewModel->setRowA(0);
        viewModel->setRowB(rows - 1);
        ScalingChart* speedup = window.workspace()->speedupChart();
        // Axis values are log2 N: 8 to 256 GPUs on both charts, as a drag on either does.
        speedup->zoom()->setHorizontalRange(3, 8);
        window.workspace()->efficiencyChart()->zoom()->setHorizontalRange(3, 8);
        QVERIFY(speedup->zoom()->isZoomed());
        window.setTheme(QStringLiteral("light"));
        QCOMPARE(window.saveSession(sessionPath), QString());
        QCOMPARE(window.exportChart(windowPng, QStringLiteral("png")), QString());
        saved = window.currentSession();
        QVERIFY(saved.sample);
        QCOMPARE(saved.choices.benchmark, QStringLiteral("bert"));
        QCOMPARE(saved.choices.markerN, 100.5);
        QCOMPARE(saved.rounds.size(), std::size_t{1});
        QVERIFY(saved.rounds.front().hash.startsWith(QLatin1String("xxh64:")));
    }
    const QByteArray json = readAll(sessionPath);
    QVERIFY(json.contains("\"format\": \"scalescope-session\""));
    QVERIFY(json.contains("\"version\": 1"));

    MainWindow window;
    window.setTheme(QStringLiteral("system"));
    QVERIFY(loadAndWait(window, [&] { return window.openSession(sessionPath); }));
    const Session restored = window.currentSession();
    QCOMPARE(restored.choices, saved.choices); // every analysis choice, marker, A and B
    QCOMPARE(restored.speedupZoom, saved.speedupZoom);
    QCOMPARE(restored.efficiencyZoom, saved.efficiencyZoom);
    QCOMPARE(restored.rounds, saved.rounds);
    QCOMPARE(window.theme(), QStringLiteral("light"));
    QCOMPARE(bannerText(window), QString()); // nothing missing, nothing changed
    // Every restored control shows its restored state.
    AnalysisWorkspace* workspace = window.workspace();
    QVERIFY(workspace->readout()->continuousBox()->isChecked());
    QCOMPARE(workspace->filtersPanel()->thresholdSpin()->value(), 0.6);
    QCOMPARE(workspace->filtersPanel()->valueOfTimeSpin()->value(), 120.0);
    QCOMPARE(workspace->filtersPanel()->benchmarkCombo()->currentData().toString(),
             QStringLiteral("bert"));
    QCOMPARE(workspace->comparisonPanel()->sliderA()->value(), saved.choices.rowA);
    QCOMPARE(workspace->comparisonPanel()->sliderB()->value(), saved.choices.rowB);
    QVERIFY(workspace->speedupChart()->zoom()->isZoomed());
    QVERIFY2(workspace->efficiencyChart()->zoom()->isZoomed(),
             qPrintable(QString::number(saved.efficiencyZoom.size())));
    QCOMPARE(workspace->markerN(), 100.5);

    // The figure: the reopened window's export, and the headless one, byte for byte.
    const QString reopenedPng = dir.filePath(QStringLiteral("reopened.png"));
    QCOMPARE(window.exportChart(reopenedPng, QStringLiteral("png")), QString());
    const QByteArray expected = readAll(windowPng);
    QVERIFY(!expected.isEmpty());
    QVERIFY(readAll(reopenedPng) == expected);
    const QString headlessPng = dir.filePath(QStringLiteral("headless.png"));
    QProcess cli;
    cli.start(QStringLiteral(SCALESCOPE_BINARY),
              {QStringLiteral("export"), QStringLiteral("--session"), sessionPath,
               QStringLiteral("--png"), headlessPng});
    QVERIFY(cli.waitForFinished(120000));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    QVERIFY(readAll(headlessPng) == expected);

    // Edit > Undo takes the restored view back as one step, Redo puts it back.
    ChoicesHistory* history = workspace->history();
    QVERIFY(history->canUndo());
    history->undo();
    QVERIFY(workspace->viewModel()->choices() != saved.choices);
    history->redo();
    QCOMPARE(workspace->viewModel()->choices(), saved.choices);
    window.setTheme(QStringLiteral("system"));
}

void TestSessions::openedFromRecentFilesAndDrop()
{
    QTemporaryDir dir;
    const QString sessionPath = dir.filePath(QStringLiteral("dropped.scalescope-session"));
    {
        MainWindow window;
        QVERIFY(loadAndWait(window, [&] {
            window.openPaths(
                {QStringLiteral(SCALESCOPE_FIXTURE_ROUNDS "/acme/training_results_v4.1")});
            return true;
        }));
        window.workspace()->viewModel()->setThreshold(0.7);
        QCOMPARE(window.saveSession(sessionPath), QString());
    }
    // QApplication delivers a drop only during a real drag, so the handler is called directly.
    struct DropTarget : MainWindow
    {
        using MainWindow::dragEnterEvent;
        using MainWindow::dropEvent;
    } window;
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(sessionPath)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    enter.ignore();
    window.dragEnterEvent(&enter);
    QVERIFY(enter.isAccepted());
    QVERIFY(loadAndWait(window, [&] {
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        window.dropEvent(&drop);
        return drop.isAccepted();
    }));
    QCOMPARE(window.workspace()->viewModel()->options().threshold, 0.7);
    // A restored session is a recent file (and Open Recent goes through openPaths too).
    QCOMPARE(RecentFiles().entries().value(0), QFileInfo(sessionPath).absoluteFilePath());
}

void TestSessions::anotherOpenBeforeTheRoundsArriveDropsTheSession()
{
    QTemporaryDir dir;
    const QString sessionPath = dir.filePath(QStringLiteral("dropped.scalescope-session"));
    Session session;
    session.paths = {QStringLiteral(SCALESCOPE_FIXTURE_ROUNDS "/acme/training_results_v4.1")};
    session.choices.options.threshold = 0.8;
    QVERIFY(writeAll(sessionPath, sessionJson(session)));
    MainWindow window;
    QVERIFY(window.openSession(sessionPath));
    // The sample asked for before the session's round arrives: the sample, as it opens.
    // (the loader drops the superseded load's result).
    QVERIFY(loadAndWait(window, [&] {
        window.showSample();
        return true;
    }));
    QVERIFY(window.shownDatasetName().startsWith(QLatin1String("Sample")));
    QCOMPARE(window.workspace()->viewModel()->options().threshold, 0.5);
}

void TestSessions::missingRoundIsReported()
{
    QTemporaryDir dir;
    const QString round = copyFixtureRound(dir);
    QVERIFY(!round.isEmpty());
    const QString sessionPath = dir.filePath(QStringLiteral("two.scalescope-session"));
    {
        MainWindow window;
        QVERIFY(loadAndWait(window, [&] {
            window.openPaths({round});
            return true;
        }));
        QCOMPARE(window.saveSession(sessionPath), QString());
    }
    // The session also names a round that is gone since.
    const QString gone = dir.filePath(QStringLiteral("training_results_v5.0"));
    QByteArray json = readAll(sessionPath);
    Session session = *readSessionJson(json).session;
    session.paths.append(gone);
    session.rounds.push_back(
        {QStringLiteral("training_results_v5.0"), QStringLiteral("xxh64:0123456789abcdef"), 7});
    QVERIFY(writeAll(sessionPath, sessionJson(session)));

    MainWindow window;
    QVERIFY(loadAndWait(window, [&] { return window.openSession(sessionPath); }));
    const QString banner = bannerText(window);
    QVERIFY2(banner.contains(gone + QStringLiteral(" is missing")), qPrintable(banner));
    QVERIFY2(banner.contains(
                 QStringLiteral("round training_results_v5.0 is not among the rounds opened")),
             qPrintable(banner));
    QCOMPARE(window.shownDataset().rounds.size(), std::size_t{1}); // the round still there is shown

    // Every round gone: refused, naming them, and the window keeps what it shows.
    QVERIFY(QDir(round).removeRecursively());
    QVERIFY(!window.openSession(sessionPath));
    QVERIFY(bannerText(window).contains(QStringLiteral("none of its rounds is there")));
    QVERIFY(bannerText(window).contains(round));
    QCOMPARE(window.shownDataset().rounds.size(), std::size_t{1});
}

void TestSessions::changedRoundIsReported()
{
    QTemporaryDir dir;
    const QString round = copyFixtureRound(dir);
    QVERIFY(!round.isEmpty());
    const QString sessionPath = dir.filePath(QStringLiteral("changed.scalescope-session"));
    QString before;
    {
        MainWindow window;
        QVERIFY(loadAndWait(window, [&] {
            window.openPaths({round});
            return true;
        }));
        QCOMPARE(window.saveSession(sessionPath), QString());
        before = window.currentSession().rounds.front().hash;
    }
    // One result log gains a line of text (which the scoring skips, but the bytes differ):
    // the round is not the one the session was made of.
    QProcess find;
    find.start(QStringLiteral("find"),
               {round, QStringLiteral("-name"), QStringLiteral("result_*.txt")});
    QVERIFY(find.waitForFinished(30000));
    QStringList logs = QString::fromUtf8(find.readAllStandardOutput())
                           .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    logs = logs.filter(QStringLiteral("/ssd/")); // a scored benchmark (resnet has no score here)
    QVERIFY(!logs.isEmpty());
    logs.sort();
    const QByteArray text = readAll(logs.front());
    QVERIFY(!text.isEmpty());
    QVERIFY(writeAll(logs.front(), QByteArrayLiteral("edited by hand\n") + text));

    MainWindow window;
    QVERIFY(loadAndWait(window, [&] { return window.openSession(sessionPath); }));
    const QString banner = bannerText(window);
    QVERIFY2(banner.contains(
                 QStringLiteral("round training_results_v4.1 changed since the session was saved")),
             qPrintable(banner + QStringLiteral(" / ") + logs.front() + QStringLiteral(" / ") +
                        before + QStringLiteral(" / ") +
                        window.currentSession().rounds.front().hash + QStringLiteral(" ") +
                        QString::number(window.currentSession().rounds.front().logs)));
    QVERIFY(banner.contains(before));
    QVERIFY(banner.contains(sessionPath));
}

void TestSessions::newerOrBadVersionIsRefusedWithReason()
{
    const QByteArray newer = R"({"format": "scalescope-session", "version": 2, "view": {}})";
    SessionReading reading = readSessionJson(newer);
    QVERIFY(!reading.session);
    QVERIFY2(reading.error.contains(
                 QStringLiteral("session format 2, newer than this scalescope reads (up to 1)")),
             qPrintable(reading.error));
    for (const QByteArray& bad : {QByteArray(R"({"format": "scalescope-session", "version": 0})"),
                                  QByteArray(R"({"format": "scalescope-session", "version": "1"})"),
                                  QByteArray(R"({"format": "scalescope-session", "version": 1.5})"),
                                  QByteArray(R"({"format": "scalescope-session"})")}) {
        reading = readSessionJson(bad);
        QVERIFY(!reading.session);
        QVERIFY2(reading.error.contains(QStringLiteral("not a format version")),
                 qPrintable(reading.error));
    }
    reading = readSessionJson(R"({"format": "something-else", "version": 1})");
    QVERIFY(!reading.session);
    QVERIFY(reading.error.contains(QStringLiteral("not a scalescope session")));

    // In the window: refused, said in the banner with the file's name, nothing loaded.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("newer.scalescope-session"));
    QVERIFY(writeAll(path, newer));
    MainWindow window;
    QVERIFY(!window.openSession(path));
    QVERIFY(bannerText(window).contains(path));
    QVERIFY(bannerText(window).contains(QStringLiteral("newer than this scalescope reads")));
    QVERIFY(window.loader()->isIdle());

    // Headless: exit status 1 and the same reason.
    QProcess cli;
    cli.start(QStringLiteral(SCALESCOPE_BINARY),
              {QStringLiteral("export"), QStringLiteral("--session"), path, QStringLiteral("--png"),
               dir.filePath(QStringLiteral("out.png"))});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 1);
    QVERIFY(cli.readAllStandardError().contains("newer than this scalescope reads"));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("out.png"))));
}

void TestSessions::truncatedOrGarbageFileIsRefused()
{
    Session session;
    session.sample = true;
    session.choices.benchmark = QStringLiteral("bert");
    session.speedupZoom = {{4, 256}, {0.5, 8}};
    const QByteArray json = sessionJson(session);
    QVERIFY(readSessionJson(json).session.has_value());
    // Every truncation refuses the file with a reason (or, cut in the trailing blanks only, reads
    // it).
    for (qsizetype length = 0; length < json.size(); ++length) {
        const SessionReading reading = readSessionJson(json.left(length));
        QVERIFY(reading.session.has_value() || !reading.error.isEmpty());
        if (json.mid(length).trimmed().size() > 0)
            QVERIFY2(!reading.session, qPrintable(QString::number(length)));
    }
    for (const QByteArray& garbage :
         {QByteArray("\x00\xff\xfe garbage", 12), QByteArray("[1, 2, 3]"), QByteArray("null"),
          QByteArray(100, '{'), QByteArray("\"text\"")}) {
        const SessionReading reading = readSessionJson(garbage);
        QVERIFY(!reading.session);
        QVERIFY(!reading.error.isEmpty());
    }
    QTemporaryDir dir;
    const QString huge = dir.filePath(QStringLiteral("huge.scalescope-session"));
    QVERIFY(writeAll(huge, QByteArray(kMaxSessionBytes + 10, ' ')));
    const SessionReading tooLarge = readSessionFile(huge);
    QVERIFY(!tooLarge.session);
    QVERIFY(tooLarge.error.contains(QStringLiteral("larger than")));
    const SessionReading absent =
        readSessionFile(dir.filePath(QStringLiteral("absent.scalescope-session")));
    QVERIFY(!absent.session);
    QVERIFY(absent.error.contains(QStringLiteral("cannot be read")));
}

void TestSessions::thresholdsOutsideZeroToOneAreRefused()
{
    // docs/analysis.md §4: θ and θ_m lie in (0, 1); a session with 1 or 1.5 (or 0) is not
    // used as it is: each is reported, and the default stays.
    for (const char* value : {"0", "1", "1.5", "-0.1"}) {
        const QByteArray json = QByteArray(R"({"format": "scalescope-session", "version": 1,
            "opened": {"sample": true}, "view": {"benchmark": "bert", "threshold": )") +
                                value + R"(, "marginal": )" + value + "}}";
        const SessionReading reading = readSessionJson(json);
        QVERIFY(reading.session);
        const QString problems = reading.problems.join(QLatin1Char('\n'));
        for (const char* key : {"threshold", "marginal"}) {
            const QString expected =
                QStringLiteral("\"view.%1\": %2 is not above 0 and below 1: the default is used")
                    .arg(QLatin1String(key), QString::number(QByteArray(value).toDouble()));
            QVERIFY2(problems.contains(expected),
                     qPrintable(expected + QStringLiteral("\nin\n") + problems));
        }
        const AnalysisChoices defaults;
        QCOMPARE(reading.session->choices.options.threshold, defaults.options.threshold);
        QCOMPARE(reading.session->choices.options.marginal, defaults.options.marginal);
    }
    const SessionReading inside = readSessionJson(R"({"format": "scalescope-session", "version": 1,
        "opened": {"sample": true}, "view": {"threshold": 0.99, "marginal": 0.01}})");
    QVERIFY(inside.session);
    QVERIFY2(inside.problems.isEmpty(), qPrintable(inside.problems.join(QLatin1Char('\n'))));
    QCOMPARE(inside.session->choices.options.threshold, 0.99);
    QCOMPARE(inside.session->choices.options.marginal, 0.01);
}

void TestSessions::unusableFieldsAreReportedAndLeftAtDefaults()
{
    const QByteArray json = R"({"format": "scalescope-session", "version": 1, "colour": "red",
        "opened": {"sample": true, "paths": [3]},
        "view": {"threshold": "high", "markerN": -5, "rowA": 2.5, "rowB": 1e300, "groupBy": "planet",
                 "fit": "cubic", "continuous": 1, "benchmark": "bert", "filter": {"minN": 0},
                 "reference": {"rule": "loudest"}, "prices": {"X": "free", "Y": 2}},
        "zoom": {"speedup": [[8, 2]], "efficiency": "wide"}, "theme": "neon"})";
    const SessionReading reading = readSessionJson(json);
    QVERIFY(reading.session);
    const QString problems = reading.problems.join(QLatin1Char('\n'));
    for (const char* expected :
         {"\"colour\": unknown field, ignored", "\"opened.paths\": expected a list of paths",
          "\"view.threshold\": expected a number", "\"view.markerN\": -5 is outside",
          "\"view.rowA\": expected a whole number", "\"view.rowB\": 1e+300 is outside",
          "\"view.groupBy\": unknown grouping 'planet'", "\"view.fit\": unknown model 'cubic'",
          "\"view.continuous\": expected true or false", "\"view.filter.minN\": 0 is outside",
          "\"view.reference.rule\": unknown rule 'loudest'", "\"view.prices.X\": expected a number",
          "\"zoom.speedup\": expected [min, max] pairs", "\"zoom.efficiency\": expected a list",
          "\"theme\": unknown theme 'neon'"})
        QVERIFY2(problems.contains(QString::fromUtf8(expected)),
                 qPrintable(QString::fromUtf8(expected) + QStringLiteral("\nin\n") + problems));
    const AnalysisChoices defaults;
    const Session& session = *reading.session;
    QCOMPARE(session.choices.options.threshold, defaults.options.threshold);
    QCOMPARE(session.choices.markerN, defaults.markerN);
    QCOMPARE(session.choices.rowA, -1);
    QCOMPARE(session.choices.benchmark, QStringLiteral("bert"));
    QCOMPARE(session.choices.options.prices.size(), std::size_t{1});
    QVERIFY(session.speedupZoom.empty());
    QVERIFY(session.theme.isEmpty());
}

void TestSessions::lastSessionIsWrittenOnCloseAndReopened()
{
    QFile::remove(MainWindow::lastSessionPath());
    {
        MainWindow window;
        QVERIFY(!window.reopenLastSession()); // none yet: the caller shows the sample
        QVERIFY(loadAndWait(window, [&] {
            window.openPaths(
                {QStringLiteral(SCALESCOPE_FIXTURE_ROUNDS "/acme/training_results_v4.1")});
            return true;
        }));
        window.workspace()->viewModel()->setThreshold(0.65);
        window.close();
    }
    QVERIFY(QFileInfo::exists(MainWindow::lastSessionPath()));
    MainWindow window;
    QVERIFY(loadAndWait(window, [&] { return window.reopenLastSession(); }));
    QCOMPARE(window.workspace()->viewModel()->options().threshold, 0.65);
    QVERIFY(!RecentFiles().entries().contains(
        MainWindow::lastSessionPath())); // not a file the person chose
    QFile::remove(MainWindow::lastSessionPath());
}
