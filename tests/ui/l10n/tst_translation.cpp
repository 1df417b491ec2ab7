#include "tst_translation.h"

#include "core/analysis/figures.h"
#include "core/dataset/dataset_io.h"
#include "core/resources/embedded.h"
#include "ui/MainWindow.h"
#include "ui/Translations.h"
#include "ui/charts/ScalingChart.h"
#include "ui/export/ReportPdf.h"
#include "ui/text/CoreMessages.h"
#include "ui/text/MarkerText.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QAbstractAxis>
#include <QAction>
#include <QCategoryAxis>
#include <QChart>
#include <QFile>
#include <QGroupBox>
#include <QKeySequence>
#include <QLineSeries>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace scalescope::ui;

void TestTranslation::translatorIsEmbeddedAndLoaded()
{
    QCOMPARE(QLocale().language(), QLocale::Spanish);
    QVERIFY(QFile::exists(QStringLiteral(":/i18n/scalescope_es.qm")));
    QVERIFY(m_translatorLoaded);
}

void TestTranslation::menusAreSpanish()
{
    MainWindow window;
    const auto actions = window.menuBar()->actions();
    QVERIFY(actions.size() >= 3);
    QCOMPARE(actions.at(0)->text(), QStringLiteral("&Archivo"));
    QCOMPARE(actions.at(1)->text(), QStringLiteral("&Editar"));
    QCOMPARE(actions.at(2)->text(), QStringLiteral("&Ver"));
    // Undo and redo of every analysis choice, with the usual keys.
    const auto editActions = actions.at(1)->menu()->actions();
    QCOMPARE(editActions.size(), 2);
    QCOMPARE(editActions.at(0)->text(), QStringLiteral("&Deshacer"));
    QCOMPARE(editActions.at(0)->shortcut(), QKeySequence(QKeySequence::Undo));
    QCOMPARE(editActions.at(1)->text(), QStringLiteral("&Rehacer"));
    QCOMPARE(editActions.at(1)->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    QStringList fileItems;
    const auto fileActions = actions.at(0)->menu()->actions();
    for (const auto* action : fileActions)
        fileItems.append(action->text());
    QVERIFY2(fileItems.contains(QStringLiteral("Abrir &carpeta…")),
             qPrintable(fileItems.join(u'|')));
    QVERIFY2(fileItems.contains(QStringLiteral("&Salir")), qPrintable(fileItems.join(u'|')));
    QVERIFY(window.windowTitle().contains(QStringLiteral("sin conjunto de datos")));
}

void TestTranslation::workspaceIsSpanish()
{
    MainWindow window;
    QCOMPARE(window.tabs()->tabText(0), QStringLiteral("Escalado"));
    QCOMPARE(window.tabs()->tabText(1), QStringLiteral("Puntuaciones"));
    QStringList titles;
    const auto boxes = window.workspace()->findChildren<QGroupBox*>();
    for (const auto* box : boxes)
        titles.append(box->title());
    QVERIFY2(titles.contains(QStringLiteral("Comparar dos configuraciones")),
             qPrintable(titles.join(u'|')));
    const auto* chart = window.workspace()->speedupChart()->chart();
    QCOMPARE(chart->axes(Qt::Horizontal).value(0)->titleText(), QStringLiteral("GPU (log2)"));
}

// File ▸ Export Report as PDF in Spanish: its menu entries, the report's headings and
// footer in Spanish, on the paper of a Spanish locale (A4).
void TestTranslation::reportIsSpanishOnA4()
{
    const auto text = scalescope::resources::findEmbedded("sample/training_v4.1.scalescope.json");
    QVERIFY(text);
    MainWindow window;
    QStringList fileItems;
    for (const auto* action : window.menuBar()->actions().at(0)->menu()->actions())
        fileItems.append(action->text());
    for (const QString& item :
         {QStringLiteral("Exportar in&forme como PDF…"), QStringLiteral("&Imprimir…"),
          QStringLiteral("&Vista previa de impresión…")})
        QVERIFY2(fileItems.contains(item), qPrintable(fileItems.join(u'|')));
    window.showDataset(
        std::make_shared<const scalescope::Dataset>(scalescope::loadDataset(*text).dataset), {},
        QStringLiteral("Muestra: training_results_v4.1"));
    QVERIFY(window.workspace()->selectBenchmark(QStringLiteral("bert")));
    QCOMPARE(reportPageSize(QLocale()).id(), QPageSize::A4);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("informe.pdf"));
    QCOMPARE(window.exportReport(path), QString());
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed: the PDF's text cannot be read back");
    QProcess process;
    process.start(pdftotext,
                  {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-")});
    QVERIFY(process.waitForFinished(60000));
    const QString report = QString::fromUtf8(process.readAllStandardOutput()).simplified();
    for (const QString& expected :
         {QStringLiteral("Marcador de equilibrio"), QStringLiteral("Puntos A y B"),
          QStringLiteral("Serie"), QStringLiteral("Ronda training_results_v4.1, abierta desde"),
          QStringLiteral("Dibujado por scalescope")})
        QVERIFY2(report.contains(expected), qPrintable(expected + QStringLiteral(" | ") + report));
}

// The Spanish labels are longer: the window still fits 1366x768 less a taskbar and a
// title bar (issue 27), with the real v4.1 round shown.
void TestTranslation::windowFitsALaptopInSpanish()
{
    const auto text = scalescope::resources::findEmbedded("sample/training_v4.1.scalescope.json");
    QVERIFY(text);
    MainWindow window;
    window.showDataset(
        std::make_shared<const scalescope::Dataset>(scalescope::loadDataset(*text).dataset), {},
        QStringLiteral("training_results_v4.1"));
    const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
    QVERIFY2(minimum.width() <= 1356 && minimum.height() <= 688,
             qPrintable(QStringLiteral("%1x%2").arg(minimum.width()).arg(minimum.height())));
}

void TestTranslation::figuresSentenceAndDivisionAreSpanish()
{
    const auto text = scalescope::resources::findEmbedded("sample/training_v4.1.scalescope.json");
    QVERIFY(text);
    AnalysisWorkspace workspace;
    workspace.setDataset(
        std::make_shared<const scalescope::Dataset>(scalescope::loadDataset(*text).dataset),
        QStringLiteral("training_results_v4.1"));
    QVERIFY(workspace.selectBenchmark(QStringLiteral("bert")));
    QVERIFY(workspace.selectAccelerator(QStringLiteral("NVIDIA H100-SXM5-80GB")));
    // The A/B sentence, in Spanish with a decimal comma.
    const QString sentence = workspace.comparisonText();
    QVERIFY2(sentence.startsWith(QStringLiteral("B es ")) &&
                 sentence.contains(QStringLiteral("las GPU-horas")),
             qPrintable(sentence));
    QVERIFY2(!sentence.contains(QRegularExpression(QStringLiteral("\\d\\.\\d"))),
             qPrintable(sentence));
    // "closed" is a division name people read.
    QVERIFY2(workspace.footnote().contains(QStringLiteral("cerrada")),
             qPrintable(workspace.footnote()));
    // One decimal separator everywhere: fields, readout and charts ("θ = 0,5", "0,2").
    QVERIFY2(workspace.readoutText().contains(QStringLiteral("eficiencia 0,")),
             qPrintable(workspace.readoutText()));
    QVERIFY2(!workspace.readoutText().contains(QRegularExpression(QStringLiteral("\\d\\.\\d"))),
             qPrintable(workspace.readoutText()));
    const auto* efficiency = workspace.efficiencyChart();
    QVERIFY2(efficiency->thresholdSeries()->name().endsWith(QStringLiteral("0,5")),
             qPrintable(efficiency->thresholdSeries()->name()));
    auto* axis = qobject_cast<QCategoryAxis*>(efficiency->chart()->axes(Qt::Vertical).value(0));
    QVERIFY(axis);
    QVERIFY2(axis->categoriesLabels().contains(QStringLiteral("0,2")),
             qPrintable(axis->categoriesLabels().join(u'|')));
    QVERIFY(!axis->categoriesLabels().contains(QStringLiteral("0.2")));
}

// The marker's sentences (ui/text/MarkerText.h) and the reference's rule and note, which
// core words for `analyze` (reference.* messages), in Spanish with a decimal comma.
void TestTranslation::markerAndReferenceAreSpanish()
{
    namespace analysis = scalescope::analysis;
    analysis::Verdict verdict;
    verdict.kind = analysis::Verdict::Kind::Crossing;
    verdict.rule = "efficiency threshold";
    verdict.nStar = 280.6;
    verdict.markerN = 256;
    const BreakEvenLimits limits{0.5, 0.25};
    QCOMPARE(markerText::breakEvenSentence(verdict, limits),
             QStringLiteral("Punto de equilibrio (θ = 0,5): N* ≈ 280,6, último medido 256"));
    QCOMPARE(markerText::markerLabel(verdict, limits, 700.3, false, false),
             QStringLiteral("N ≈ 700,3 (entre números medidos)"));
    QCOMPARE(coreMessageText(analysis::referenceRuleMessage(analysis::ReferenceRule::StudyRule)),
             QStringLiteral("regla del estudio: menos GPU, la más lenta en empate"));
    const scalescope::Message note{
        "reference.not_in_series",
        {scalescope::textArg("s16"), scalescope::messageArg(analysis::referenceRuleMessage(
                                         analysis::ReferenceRule::FastestAtFewest))}};
    QCOMPARE(
        coreMessageText(note),
        QStringLiteral(
            "la referencia s16 no está en esta serie: se usa la entrada más rápida con menos GPU"));
}

void TestTranslation::everyMessageIsTranslated()
{
    // After update_translations adds new texts, translations/fill_es.py (or Linguist)
    // must translate them.
    QFile ts(QStringLiteral(SCALESCOPE_TS_FILE));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&ts);
    QString source;
    QStringList unfinished;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"source")
            source = xml.readElementText();
        else if (xml.name() == u"translation" &&
                 (xml.attributes().value(QLatin1String("type")) == u"unfinished" ||
                  xml.attributes().value(QLatin1String("type")) == u"vanished"))
            unfinished.append(source);
    }
    QVERIFY(!xml.hasError());
    QVERIFY2(unfinished.isEmpty(), qPrintable(unfinished.join(QStringLiteral(" | "))));
}

void TestTranslation::englishLocaleLoadsNoTranslation()
{
    // Under LANG=C or en_US there is no scalescope_en.qm: the UI stays in the source language.
    QTranslator translator;
    QVERIFY(!translator.load(QLocale(QLocale::English, QLocale::UnitedStates),
                             QStringLiteral("scalescope"), QStringLiteral("_"),
                             QLatin1String(kTranslationsResourcePath)));
    QVERIFY(translator.load(QLocale(QLocale::Spanish, QLocale::Mexico),
                            QStringLiteral("scalescope"), QStringLiteral("_"),
                            QLatin1String(kTranslationsResourcePath)));
}
