#include "tst_core_messages_spanish.h"

#include "core/analysis/series.h"
#include "core/dataset/dataset_io.h"
#include "core/importer/importer.h"
#include "core/resources/embedded.h"
#include "core/util/message.h"
#include "ui/MainWindow.h"
#include "ui/Translations.h"
#include "ui/models/ImportReportModel.h"
#include "ui/panels/AnalysisInsights.h"
#include "ui/panels/CaveatNote.h"
#include "ui/panels/FitDiagnosticsPanel.h"
#include "ui/panels/ImportReportDock.h"
#include "ui/text/CoreMessages.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLibraryInfo>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QTableWidget>
#include <QTest>
#include <QTranslator>

using namespace scalescope::ui;

namespace {

// Ids whose Spanish is rightly the same as the English: punctuation, a formula, and
// "error", a word both languages share.
const QSet<QString> kSameInSpanish{QStringLiteral("list.comma"), QStringLiteral("list.semicolon"),
                                   QStringLiteral("verdict.outcome.n"),
                                   QStringLiteral("count.error")};

QStringList placeholders(const QString& text)
{
    QStringList found;
    for (const auto& match : QRegularExpression(QStringLiteral("%[1-9]")).globalMatch(text))
        found.append(match.captured());
    found.sort();
    return found;
}

// English that must not be left in a Spanish text.
const QRegularExpression
    kEnglish(QStringLiteral("Each point|The curve mixes|rests on|power logs|depends on one "
                            "entry|is interpolated|efficiency is|submitters| the "));

} // namespace

void TestCoreMessagesSpanish::everyCoreMessageHasSpanish()
{
    QTranslator spanish;
    QVERIFY(spanish.load(QStringLiteral(":/i18n/scalescope_es.qm")));
    QVERIFY(scalescope::messageCatalog().size() > 50);
    QStringList problems;
    for (const auto& entry : scalescope::messageCatalog()) {
        const QString id = QString::fromUtf8(entry.id.data(), entry.id.size());
        const QString english = QString::fromUtf8(entry.english.data(), entry.english.size());
        const char* source = coreMessageSource(entry.id);
        if (!source) {
            problems.append(id + QStringLiteral(": not in ui/text/CoreMessages.cpp"));
            continue;
        }
        if (QString::fromUtf8(source) != english) {
            problems.append(id + QStringLiteral(": the UI's English differs from core's"));
            continue;
        }
        const QString translation = spanish.translate(kCoreMessagesContext, source);
        if (translation.isEmpty())
            problems.append(id + QStringLiteral(": no Spanish in translations/scalescope_es.ts"));
        else if (translation == english && !kSameInSpanish.contains(id))
            problems.append(id + QStringLiteral(": the Spanish is the English"));
        else if (placeholders(translation) != placeholders(english))
            problems.append(id + QStringLiteral(": the Spanish has other %N than the English"));
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral(" | "))));
}

void TestCoreMessagesSpanish::numbersTakeTheDecimalComma()
{
    const scalescope::Message poor{"fit.poor", {scalescope::numberArg(std::string("0.312"))}};
    QCOMPARE(coreMessageText(poor),
             QStringLiteral("ajuste pobre: R^2 = 0,312 < 0,5; se dibuja atenuado, no es fiable"));
    QCOMPARE(QString::fromStdString(scalescope::englishText(poor)),
             QStringLiteral("poor fit: R^2 = 0.312 < 0.5; drawn faded, not to be trusted"));
    // Names keep their dots; a nested count is translated in turn.
    const scalescope::Message mixes{
        "series.mixes_accelerators",
        {scalescope::textArg("NVIDIA H100-SXM5-80GB, NVIDIA GH200.96GB")}};
    QCOMPARE(coreMessageText(mixes),
             QStringLiteral("esta serie mezcla modelos de acelerador (NVIDIA "
                            "H100-SXM5-80GB, NVIDIA GH200.96GB): las aceleraciones "
                            "comparan hardware distinto"));
    const scalescope::Message unknown{"no.such.id", {}};
    QCOMPARE(coreMessageText(unknown), QStringLiteral("no.such.id"));
}

// bert on H100 across submitters in the embedded v4.1 sample: a caveat of two sentences,
// a break-even in a gap that depends on one entry, fit warnings and the energy line.
void TestCoreMessagesSpanish::sampleTextsAreSpanish()
{
    const auto text = scalescope::resources::findEmbedded("sample/training_v4.1.scalescope.json");
    QVERIFY(text);
    const auto dataset = scalescope::loadDataset(*text).dataset;
    AnalysisWorkspace workspace;
    workspace.viewModel()->setGroupBy(scalescope::analysis::GroupBy::Accelerator);
    workspace.setDataset(dataset, QStringLiteral("training_results_v4.1"));
    QVERIFY(workspace.selectBenchmark(QStringLiteral("bert")));
    QVERIFY(workspace.selectAccelerator(QStringLiteral("NVIDIA H100-SXM5-80GB")));

    const QString firstSentence =
        QStringLiteral("Cada punto es la entrada más rápida de algún sistema en ese "
                       "número de GPU, no un único sistema medido en cada número.");
    const QString caveat = workspace.caveat();
    QVERIFY2(caveat.startsWith(firstSentence +
                               QStringLiteral(" La curva mezcla 5 participantes y 6 sistemas con "
                                              "tamaños de lote global de 576 a 13888: pilas de "
                                              "software y tamaños de lote distintos")),
             qPrintable(caveat));
    QVERIFY2(caveat.endsWith(QStringLiteral(
                 "Agrupe por familia de sistemas para lo más parecido a una sola curva "
                 "de escalado fuerte.")),
             qPrintable(caveat));

    // The footnote under the charts: the view-model's sentence, then the caveat's first.
    const QString footnote = workspace.footnoteLabel()->text();
    QVERIFY2(footnote.endsWith(QStringLiteral(" · ") + firstSentence), qPrintable(footnote));
    QVERIFY2(!footnote.contains(kEnglish), qPrintable(footnote));
    QCOMPARE(workspace.footnoteLabel()->toolTip(), caveat);

    // The exported footnote (PNG, SVG, PDF): the verdict with what it hangs on, the caveat.
    const QString exported = workspace.exportFootnote();
    for (const QString& expected :
         {QStringLiteral("depende de una entrada: sin NVIDIA eos_n434_ngc23.09_pytorch (3472 GPU) "
                         "no hay punto de "
                         "equilibrio según esta regla"),
          QStringLiteral(
              "con 3472 GPU la eficiencia es 0,10 en tiempo y 0,22 en rendimiento: el lote global "
              "24,1x mayor necesita 2,32x las muestras para converger; la eficiencia cae sobre "
              "todo "
              "porque el rendimiento deja de escalar (proporción debida a la convergencia 0,36)"),
          caveat})
        QVERIFY2(exported.contains(expected),
                 qPrintable(expected + QStringLiteral(" | ") + exported));
    QVERIFY2(!exported.contains(kEnglish), qPrintable(exported));

    // The verdict's details under the readout's tooltip and in the insights.
    QStringList details;
    for (const auto* label : workspace.findChildren<QLabel*>())
        details << label->toolTip() << label->text();
    const QString all = details.join(u'\n');
    for (const QString& expected :
         {QStringLiteral("esta serie mezcla 5 participantes y 6 sistemas; el punto de equilibrio "
                         "se apoya en Dell "
                         "XE8640x4H100-SXM-80GB (4 GPU) (referencia), NVIDIA "
                         "eos_n8_ngc23.04_pytorch (64 GPU) y "
                         "NVIDIA eos_n434_ngc23.09_pytorch (3472 GPU)"),
          QStringLiteral("bootstrap de entradas: N* de 48 a 3472 (631 de 1000 remuestreos cruzan)"),
          QStringLiteral("en rendimiento (muestras/s): entre 64 y 3472 GPU, sin medir ahí"),
          QStringLiteral(
              "puntos de convergencia de referencia (RCP) con 3472 GPU: solo por el tamaño de lote "
              "se "
              "espera necesitar 1,98x la convergencia de la referencia; las ejecuciones "
              "convergieron "
              "en 1,12x lo que esperan los RCP (más lento de lo esperado: suerte de la ejecución o "
              "ajuste fino)")})
        QVERIFY2(all.contains(expected), qPrintable(expected));

    // The Caveats tab: caveat, fit warnings and the energy line.
    auto* insights = workspace.findChild<AnalysisInsights*>();
    QVERIFY(insights);
    const QString note = insights->caveat()->text();
    for (const QString& expected :
         {QString(QStringLiteral("Advertencia: ") + firstSentence),
          QStringLiteral("ajuste Amdahl: la curva entre N = 64 y 3472 (separados 54,2x) está "
                         "interpolada, no medida"),
          QStringLiteral(
              "ajuste USL: la USL se reduce a Amdahl (kappa = 0): sigma es la f de Amdahl"),
          QStringLiteral("ajuste Ley de potencia: la curva entre N = 64 y 3472")})
        QVERIFY2(note.contains(expected), qPrintable(expected + QStringLiteral(" | ") + note));
    const QRegularExpression energy(QStringLiteral("Energía: training_results_v4\\.1: \\d+ de \\d+ "
                                                   "puntuaciones tienen? registros de potencia"));
    QVERIFY2(note.contains(energy), qPrintable(note));
    QVERIFY2(!note.contains(kEnglish), qPrintable(note));

    // The fit diagnostics say why the best model is best.
    QStringList cells;
    const auto* table = insights->fitDiagnostics()->table();
    for (int row = 0; row < table->rowCount(); ++row)
        for (int column = 0; column < table->columnCount(); ++column)
            if (const auto* item = table->item(row, column))
                cells.append(item->text());
    QVERIFY2(cells.contains(QStringLiteral(
                 "mejor (el menor AICc entre los modelos que superan a una constante "
                 "fuera de la muestra)")),
             qPrintable(cells.join(u'|')));
}

// The acme fixture round imported as the window opens it: the summary under the window and
// the import report's items that core words as messages are Spanish.
void TestCoreMessagesSpanish::importReportIsSpanish()
{
    const auto imported =
        scalescope::importPaths({SCALESCOPE_FIXTURE_ROUNDS "/acme/training_results_v4.1"});
    QVERIFY2(imported.ok(), imported.error.c_str());
    MainWindow window;
    window.showDataset(imported.dataset, imported.report, QStringLiteral("training_results_v4.1"));
    const QString summary = window.summaryLabel()->text();
    QVERIFY2(
        summary.contains(QRegularExpression(QStringLiteral(
            "^\\d+ ejecuci(ón|ones) en \\d+ archivos?; rechazadas: \\d+ ejecuci(ón|ones); \\d+ "
            "puntuaci(ón|ones); \\d+ error(es)?, \\d+ avisos?"))),
        qPrintable(summary));
    const auto* model = window.importReportDock()->model();
    QCOMPARE(model->rowCount(), static_cast<int>(imported.report.items.size()));
    int translated = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        const auto& item = imported.report.items[static_cast<std::size_t>(row)];
        const QString shown = model->data(model->index(row, ImportReportModel::Message)).toString();
        if (item.text.id.empty()) {
            QCOMPARE(shown, QString::fromStdString(item.message));
            continue;
        }
        ++translated;
        QVERIFY2(shown != QString::fromStdString(item.message), qPrintable(shown));
        QVERIFY2(
            !shown.contains(QRegularExpression(QStringLiteral("run rejected|not read|no score"))),
            qPrintable(shown));
    }
    QVERIFY2(translated > 0, "no item of the acme import is worded as a message");
}

// Qt's own texts (standard buttons, file dialogs) come from qtbase_es.qm, which Debian
// ships in qt6-translations-l10n (the package recommends it).
void TestCoreMessagesSpanish::qtDialogButtonsAreSpanish()
{
    const QString qm =
        QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_es.qm");
    if (!QFile::exists(qm))
        QSKIP(qPrintable(
            qm + QStringLiteral(
                     " is not installed (qt6-translations-l10n): Qt's buttons stay English")));
    QDialogButtonBox buttons(QDialogButtonBox::Cancel | QDialogButtonBox::Open);
    QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text().remove(u'&'),
             QStringLiteral("Cancelar"));
    QCOMPARE(buttons.button(QDialogButtonBox::Open)->text().remove(u'&'), QStringLiteral("Abrir"));
}
