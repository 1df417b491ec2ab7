#include "tst_spanish_walkthrough.h"

#include "core/util/message.h"
#include "ui/DatasetLoader.h"
#include "ui/MainWindow.h"
#include "ui/models/ImportReportModel.h"
#include "ui/panels/ImportReportDock.h"
#include "ui/panels/MessageBanner.h"
#include "ui/rules/RulesFolder.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSeries>
#include <QAction>
#include <QBarCategoryAxis>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <set>

using namespace scalescope::ui;

namespace {

// English a Spanish window must not show: core's sentences, and words of them that a
// translation never keeps.
const QStringList kKnownEnglish{
    QStringLiteral("not fitted"),
    QStringLiteral("needs >="),
    QStringLiteral("run rejected"),
    QStringLiteral("no score"),
    QStringLiteral("invalid JSON"),
    QStringLiteral("break-even"),
    QStringLiteral("marginal return"),
    QStringLiteral("not read"),
    QStringLiteral("distinct GPU count"),
    QStringLiteral("not on the frontier"),
    QStringLiteral("defined for p > 1"),
    QStringLiteral("runs were rejected"),
    QStringLiteral("valid runs"),
    QStringLiteral("no knee"),
    QStringLiteral("efficiency stays"),
    QStringLiteral("unparseable"),
    QStringLiteral("symbolic link"),
    QStringLiteral("cannot be read"),
    QStringLiteral("import failed"),
    QStringLiteral("different benchmarks"),
    QStringLiteral("no counted run"),
    QStringLiteral("first frontier point"),
    QStringLiteral("dominated"),
    QStringLiteral("is missing"),
    QStringLiteral("skipped"),
    QStringLiteral("ignored"),
    QStringLiteral("no samples"),
    QStringLiteral("resamples"),
    QStringLiteral("work budget"),
    QStringLiteral("switched off"),
    QStringLiteral("nothing to"),
    QStringLiteral("the archive"),
    QStringLiteral("neither a folder"),
    QStringLiteral("not valid JSON"),
    QStringLiteral("no such file"),
    QStringLiteral("expected exactly"),
    QStringLiteral("expected at least"),
    QStringLiteral("cannot open"),
    QStringLiteral("No log lines"),
    QStringLiteral("system description"),
    QStringLiteral("the field"),
    // A broken dataset file's structure, the other edition's verdicts.
    QStringLiteral("missing field"),
    QStringLiteral("must be"),
    QStringLiteral("unsupported dataset"),
    QStringLiteral("accepted under"),
    QStringLiteral("rejected under"),
    QStringLiteral("rules as published"),
};

// Core's templates as patterns: the words between the %N must not all appear in order.
// Templates with too few words of their own ("%1 and %2", "N = %1") would match Spanish
// too and are left to kKnownEnglish.
QList<QRegularExpression> catalogPatterns()
{
    QList<QRegularExpression> patterns;
    static const QRegularExpression placeholder(QStringLiteral("%[1-9]"));
    for (const auto& entry : scalescope::messageCatalog()) {
        const QString english =
            QString::fromUtf8(entry.english.data(), static_cast<qsizetype>(entry.english.size()));
        const QStringList literals = english.split(placeholder);
        QString letters;
        for (const auto& literal : literals)
            letters += literal;
        letters.remove(QRegularExpression(QStringLiteral("[^A-Za-z]")));
        if (letters.size() < 12)
            continue;
        QStringList escaped;
        for (const auto& literal : literals)
            escaped.append(QRegularExpression::escape(literal));
        patterns.append(QRegularExpression(escaped.join(QStringLiteral(".*?")),
                                           QRegularExpression::DotMatchesEverythingOption));
    }
    return patterns;
}

struct Found
{
    QString where;
    QString text;
};

class Reader
{
  public:
    // Line by line, so that a failure names the line at fault.
    void add(const QString& where, const QString& text)
    {
        for (const auto& line : text.split(QLatin1Char('\n')))
            if (!line.trimmed().isEmpty())
                m_texts.push_back({where, line});
    }

    void readModel(const QString& where, const QAbstractItemModel* model,
                   const QModelIndex& parent = {})
    {
        if (!model)
            return;
        if (!parent.isValid())
            for (int column = 0; column < model->columnCount(); ++column)
                for (int role : {Qt::DisplayRole, Qt::ToolTipRole})
                    add(where + QStringLiteral(" header"),
                        model->headerData(column, Qt::Horizontal, role).toString());
        for (int row = 0; row < model->rowCount(parent); ++row)
            for (int column = 0; column < model->columnCount(parent); ++column) {
                const QModelIndex index = model->index(row, column, parent);
                for (int role : {Qt::DisplayRole, Qt::ToolTipRole})
                    add(where + QStringLiteral(" [%1,%2]").arg(row).arg(column),
                        model->data(index, role).toString());
                if (column == 0 && model->hasChildren(index))
                    readModel(where, model, index);
            }
    }

    void readChart(const QString& where, QChart* chart)
    {
        add(where + QStringLiteral(" title"), chart->title());
        for (auto* axis : chart->axes()) {
            add(where + QStringLiteral(" axis"), axis->titleText());
            if (auto* category = qobject_cast<QCategoryAxis*>(axis))
                for (const auto& label : category->categoriesLabels())
                    add(where + QStringLiteral(" axis label"), label);
            if (auto* bars = qobject_cast<QBarCategoryAxis*>(axis))
                for (const auto& label : bars->categories())
                    add(where + QStringLiteral(" axis label"), label);
        }
        for (const auto* series : chart->series())
            add(where + QStringLiteral(" series"), series->name());
        for (const auto* marker : chart->legend()->markers())
            add(where + QStringLiteral(" legend"), marker->label());
    }

    // Everything a person reads in the window as it stands: what is visible, with its
    // tooltips, every cell of every table and the menus.
    void readWindow(MainWindow& window)
    {
        add(QStringLiteral("window title"), window.windowTitle());
        add(QStringLiteral("status bar"), window.statusBar()->currentMessage());
        add(QStringLiteral("message bar"), window.messageBanner()->text());
        for (auto* widget : window.findChildren<QWidget*>()) {
            if (!widget->isVisible())
                continue;
            const QString where = QString::fromUtf8(widget->metaObject()->className()) +
                                  QLatin1Char(' ') + widget->objectName();
            add(where + QStringLiteral(" tooltip"), widget->toolTip());
            add(where + QStringLiteral(" status tip"), widget->statusTip());
            if (const auto* label = qobject_cast<QLabel*>(widget))
                add(where, label->text());
            if (const auto* button = qobject_cast<QAbstractButton*>(widget))
                add(where, button->text());
            if (const auto* box = qobject_cast<QGroupBox*>(widget))
                add(where, box->title());
            if (const auto* dock = qobject_cast<QDockWidget*>(widget))
                add(where, dock->windowTitle());
            if (const auto* edit = qobject_cast<QLineEdit*>(widget)) {
                add(where, edit->text());
                add(where, edit->placeholderText());
            }
            if (const auto* edit = qobject_cast<QTextEdit*>(widget))
                add(where, edit->toPlainText());
            if (const auto* edit = qobject_cast<QPlainTextEdit*>(widget))
                add(where, edit->toPlainText());
            if (const auto* combo = qobject_cast<QComboBox*>(widget))
                readModel(where, combo->model());
            if (const auto* tabs = qobject_cast<QTabWidget*>(widget))
                for (int i = 0; i < tabs->count(); ++i) {
                    add(where, tabs->tabText(i));
                    add(where, tabs->tabToolTip(i));
                }
            if (const auto* view = qobject_cast<QAbstractItemView*>(widget))
                readModel(where, view->model());
            if (const auto* chart = qobject_cast<QChartView*>(widget))
                readChart(where, chart->chart());
        }
        for (const auto* action : window.findChildren<QAction*>()) {
            add(QStringLiteral("action"), action->text());
            add(QStringLiteral("action tooltip"), action->toolTip());
            add(QStringLiteral("action status tip"), action->statusTip());
        }
    }

    // Every tab of the window and, on each, every tab of the tab widgets it shows.
    void visitEveryTab(MainWindow& window)
    {
        auto* outer = window.tabs();
        for (int i = 0; i < outer->count(); ++i) {
            outer->setCurrentIndex(i);
            QCoreApplication::processEvents();
            readWindow(window);
            for (auto* inner : window.findChildren<QTabWidget*>()) {
                if (inner == outer || !inner->isVisible())
                    continue;
                const int was = inner->currentIndex();
                for (int j = 0; j < inner->count(); ++j) {
                    inner->setCurrentIndex(j);
                    QCoreApplication::processEvents();
                    readWindow(window);
                }
                inner->setCurrentIndex(was);
            }
        }
        outer->setCurrentIndex(0);
    }

    // The texts that read as English, each once, with where it was found. The C
    // library's error texts (strerror) are the system's words, in its language: Spanish
    // on a Spanish desktop, English here, where es_ES is not installed. A waiver's reason
    // is its rules file's words (resources/rules_overlay/published.json quotes the
    // official checker's warning), shown as the file says it inside a Spanish sentence.
    QStringList english() const
    {
        static const QList<QRegularExpression> patterns = catalogPatterns();
        QStringList systemWords{QStringLiteral(
            "can be ignored for 1.1.0 (mlperf_logging 1.1.0 mlp_compliance.py; removed by "
            "commit 4c04112, March 2022)")};
        for (int error : {ENOENT, EACCES, ENOTDIR, EISDIR, ELOOP, EIO})
            systemWords.append(QString::fromLocal8Bit(std::strerror(error)));
        std::set<QString> seen;
        QStringList found;
        for (const auto& [where, shown] : m_texts) {
            QString text = shown;
            for (const auto& words : systemWords)
                text.remove(words);
            if (seen.count(text))
                continue;
            bool isEnglish = false;
            for (const auto& known : kKnownEnglish)
                isEnglish = isEnglish || text.contains(known, Qt::CaseInsensitive);
            for (const auto& pattern : patterns)
                isEnglish = isEnglish || pattern.match(text).hasMatch();
            if (isEnglish) {
                seen.insert(text);
                found.append(where + QStringLiteral(": ") + shown);
            }
        }
        return found;
    }

    int count() const { return static_cast<int>(m_texts.size()); }

  private:
    std::vector<Found> m_texts;
};

bool waitForLoad(MainWindow& window)
{
    return QTest::qWaitFor(
        [&] { return window.loader()->isIdle() && !window.loader()->isLoading(); }, 60000);
}

void copyTree(const QString& from, const QString& to)
{
    namespace fs = std::filesystem;
    fs::copy(from.toStdString(), to.toStdString(),
             fs::copy_options::recursive | fs::copy_options::copy_symlinks);
}

void replaceWith(const QString& target, const QString& hostileFile)
{
    QFile::remove(target);
    QVERIFY(QFile::copy(QStringLiteral(SCALESCOPE_TEST_DATA "/hostile/") + hostileFile, target));
}

// Reads every tab of the window and adds what reads as English to `english`, each text
// once.
void readInto(MainWindow& window, QStringList& english)
{
    window.importReportDock()->show();
    Reader reader;
    reader.visitEveryTab(window);
    QVERIFY2(reader.count() > 100, qPrintable(QString::number(reader.count())));
    for (const auto& text : reader.english())
        if (!english.contains(text))
            english.append(text);
}

void expectNoEnglish(const QStringList& english)
{
    for (const auto& text : english)
        qWarning("English: %s", qPrintable(text));
    QVERIFY2(english.isEmpty(),
             qPrintable(QString::number(english.size()) + QStringLiteral(" English texts:\n") +
                        english.join(QStringLiteral("\n----\n"))));
}

} // namespace

// The window as it opens: the embedded v4.1 sample, every benchmark of it in turn.
void TestSpanishWalkthrough::sampleReadsSpanish()
{
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    window.showSample();
    QVERIFY(waitForLoad(window));
    auto* workspace = window.workspace();
    const QStringList benchmarks = workspace->benchmarks();
    QVERIFY(benchmarks.size() > 3);
    QStringList english;
    for (const auto& benchmark : benchmarks) {
        QVERIFY(workspace->selectBenchmark(benchmark));
        readInto(window, english);
    }
    expectNoEnglish(english);
}

// acme's fixture round with broken logs and a broken system description, an archive of
// it with entries refused, and a folder that is no round, opened together.
void TestSpanishWalkthrough::hostileRoundReadsSpanish()
{
    QTemporaryDir temp;
    QVERIFY(temp.isValid());
    const QString round = temp.filePath(QStringLiteral("training_results_v4.1"));
    copyTree(QStringLiteral(SCALESCOPE_FIXTURE_ROUNDS "/acme/training_results_v4.1"), round);
    const QString ssd = round + QStringLiteral("/Acme/results/acme_n1/ssd/");
    replaceWith(ssd + QStringLiteral("result_1.txt"), QStringLiteral("log_binary_garbage.txt"));
    replaceWith(ssd + QStringLiteral("result_2.txt"), QStringLiteral("log_missing_run_stop.txt"));
    replaceWith(ssd + QStringLiteral("result_3.txt"), QStringLiteral("log_truncated.txt"));
    replaceWith(round + QStringLiteral("/Acme/systems/orphan.json"),
                QStringLiteral("sys_truncated.json"));
    QVERIFY(QDir().mkpath(round + QStringLiteral("/Acme/results/acme_n2/ssd/result_9.txt")));
    QVERIFY(QFile::link(QStringLiteral("/etc/passwd"),
                        round + QStringLiteral("/Acme/results/acme_n2/ssd/result_7.txt")));
    QVERIFY(QFile::link(QStringLiteral("/nonexistent"),
                        round + QStringLiteral("/Acme/results/acme_n2/ssd/result_8.txt")));

    // The same round as an archive, its links stored as links.
    QTemporaryDir archiveTemp;
    const QString archiveRound = archiveTemp.filePath(QStringLiteral("training_results_v4.1"));
    copyTree(round, archiveRound);
    const QString archive = temp.filePath(QStringLiteral("hostile.tar.gz"));
    QProcess tar;
    tar.start(QStringLiteral("tar"), {QStringLiteral("-czf"), archive, QStringLiteral("-C"),
                                      archiveTemp.path(), QStringLiteral("training_results_v4.1")});
    QVERIFY(tar.waitForFinished(60000));
    QCOMPARE(tar.exitCode(), 0);

    MainWindow window;
    window.resize(1366, 768);
    window.show();
    window.openPaths({round, archive});
    QVERIFY(waitForLoad(window));
    QVERIFY2(window.importReportDock()->model()->rowCount() > 5,
             qPrintable(window.messageBanner()->text()));
    QStringList english;
    readInto(window, english);
    expectNoEnglish(english);
}

// A dataset saved with its import report and opened again: the report is still Spanish.
void TestSpanishWalkthrough::savedDatasetReportReadsSpanish()
{
    QTemporaryDir temp;
    const QString round = temp.filePath(QStringLiteral("training_results_v4.1"));
    copyTree(QStringLiteral(SCALESCOPE_FIXTURE_ROUNDS "/acme/training_results_v4.1"), round);
    replaceWith(round + QStringLiteral("/Acme/results/acme_n1/ssd/result_1.txt"),
                QStringLiteral("log_binary_garbage.txt"));
    const QString saved = temp.filePath(QStringLiteral("acme.scalescope.json"));
    {
        MainWindow window;
        window.openPaths({round});
        QVERIFY(waitForLoad(window));
        QCOMPARE(window.saveDataset(saved), QString());
    }
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    window.openPaths({saved});
    QVERIFY(waitForLoad(window));
    QVERIFY(window.importReportDock()->model()->rowCount() > 5);
    QStringList english;
    readInto(window, english);
    expectNoEnglish(english);
}

// What cannot be opened at all: the message bar says so in Spanish.
void TestSpanishWalkthrough::failedImportReadsSpanish()
{
    QTemporaryDir temp;
    const QString notAnArchive = temp.filePath(QStringLiteral("round.zip"));
    {
        QFile file(notAnArchive);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("this is not a zip archive");
    }
    const QString brokenDataset = temp.filePath(QStringLiteral("broken.scalescope.json"));
    {
        QFile file(brokenDataset);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": ");
    }
    // Valid JSON that is no dataset: a round without its fields, a version of the future.
    const QString fieldless = temp.filePath(QStringLiteral("fieldless.scalescope.json"));
    const QString future = temp.filePath(QStringLiteral("future.scalescope.json"));
    for (const auto& [path, text] :
         {std::pair{fieldless,
                    "{\"format\": \"scalescope-dataset\", \"version\": 1, \"rounds\": [{}]}"},
          std::pair{future,
                    "{\"format\": \"scalescope-dataset\", \"version\": 7, \"rounds\": []}"}}) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
    }
    QStringList english;
    for (const QString& path : {notAnArchive, brokenDataset, fieldless, future,
                                temp.filePath(QStringLiteral("missing"))}) {
        MainWindow window;
        window.show();
        QSignalSpy failed(window.loader(), &DatasetLoader::failed);
        window.openPaths({path});
        QVERIFY(waitForLoad(window));
        QVERIFY2(!window.messageBanner()->text().isEmpty(), qPrintable(path));
        qInfo("%s", qPrintable(window.messageBanner()->text()));
        readInto(window, english);
    }
    expectNoEnglish(english);
}

// acme's round with a power log that cannot be opened (a link to nothing): the report's
// "energy not computed" names the log and why, in Spanish.
void TestSpanishWalkthrough::unopenablePowerLogReadsSpanish()
{
    QTemporaryDir temp;
    const QString round = temp.filePath(QStringLiteral("training_results_v4.1"));
    copyTree(QStringLiteral(SCALESCOPE_FIXTURE_ROUNDS "/acme/training_results_v4.1"), round);
    const QString power = round + QStringLiteral("/Acme/results/acme_n1/ssd/power/result_0");
    QVERIFY(QDir().mkpath(power));
    QVERIFY(QFile::link(QStringLiteral("/nonexistent"), power + QStringLiteral("/node_0.txt")));

    MainWindow window;
    window.resize(1366, 768);
    window.show();
    window.openPaths({round});
    QVERIFY(waitForLoad(window));
    const QAbstractItemModel* report = window.importReportDock()->model();
    QString energy;
    for (int row = 0; row < report->rowCount(); ++row) {
        const QString text =
            report->index(row, ImportReportModel::Message).data(Qt::DisplayRole).toString();
        if (text.contains(QStringLiteral("node_0.txt")))
            energy = text;
    }
    QVERIFY2(energy.contains(QStringLiteral("no se puede abrir")), qPrintable(energy));
    QStringList english;
    readInto(window, english);
    expectNoEnglish(english);
}

// A round whose runs the two editions of its rules decide otherwise (v1.1's rnnt run
// without weights_initialization), opened as published and with Today's Rules: the
// report says what the other edition decides, in Spanish.
void TestSpanishWalkthrough::otherRulesVerdictsReadSpanish()
{
    const QString round =
        QStringLiteral(SCALESCOPE_FIXTURE_ROUNDS "/published11/training_results_v1.1");
    QStringList english;
    for (const auto& [edition, said] :
         {std::pair{scalescope::RulesEdition::Published, QStringLiteral("aceptada con")},
          std::pair{scalescope::RulesEdition::Current, QStringLiteral("rechazada con")}}) {
        useRulesEdition(edition);
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        window.openPaths({round});
        QVERIFY(waitForLoad(window));
        const QAbstractItemModel* report = window.importReportDock()->model();
        bool told = false;
        for (int row = 0; row < report->rowCount(); ++row)
            told = told || report->index(row, ImportReportModel::Message)
                               .data(Qt::DisplayRole)
                               .toString()
                               .startsWith(said);
        QVERIFY2(told, qPrintable(said));
        readInto(window, english);
    }
    useRulesEdition(scalescope::RulesEdition::Published);
    expectNoEnglish(english);
}
