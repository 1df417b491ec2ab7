#include "tst_core_messages_spanish.h"

#include "core/analysis/series.h"
#include "core/analysis/verdict.h"
#include "core/dataset/dataset_io.h"
#include "core/importer/importer.h"
#include "core/resources/embedded.h"
#include "core/util/message.h"
#include "ui/MainWindow.h"
#include "ui/Translations.h"
#include "ui/models/ImportReportModel.h"
#include "ui/models/SeriesTableModel.h"
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
#include <algorithm>
#include <string_view>

using namespace scalescope::ui;

namespace {

// Ids whose Spanish is rightly the same as the English: punctuation, a formula, a file
// name before a sentence, and "error", a word both languages share.
const QSet<QString> kSameInSpanish{QStringLiteral("list.comma"),
                                   QStringLiteral("list.semicolon"),
                                   QStringLiteral("list.text"),
                                   QStringLiteral("import.line_problem"),
                                   QStringLiteral("file.scaling.read"),
                                   QStringLiteral("verdict.outcome.n"),
                                   QStringLiteral("verdict.family_outcome.crossing"),
                                   QStringLiteral("count.error"),
                                   QStringLiteral("file.path_problem"),
                                   QStringLiteral("file.dataset.refused"),
                                   QStringLiteral("dataset.at")};

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
            problems.append(
                id + QStringLiteral(": not in the UI's table (ui/text/CoreMessageSources.h)"));
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
// a break-even in a gap that depends on one entry, fit warnings and the energy line. The
// figures come from core's verdict and caveat for the series shown, translated as the
// window translates them; the test checks where they are shown and that they are Spanish.
void TestCoreMessagesSpanish::sampleTextsAreSpanish()
{
    const auto text = scalescope::resources::findEmbedded("sample/training_v4.1.scalescope.json");
    QVERIFY(text);
    const auto dataset = scalescope::loadDataset(*text).dataset;
    AnalysisWorkspace workspace;
    workspace.viewModel()->setGroupBy(scalescope::analysis::GroupBy::Accelerator);
    workspace.setDataset(std::make_shared<const scalescope::Dataset>(dataset),
                         QStringLiteral("training_results_v4.1"));
    QVERIFY(workspace.selectBenchmark(QStringLiteral("bert")));
    QVERIFY(workspace.selectAccelerator(QStringLiteral("NVIDIA H100-SXM5-80GB")));
    QVERIFY(workspace.viewModel()->model()->hasSeries());
    const scalescope::analysis::Series& series = workspace.viewModel()->model()->series();

    // Core's message as the window shows it, which must not be its English.
    const auto spanish = [](const scalescope::Message& message) {
        const QString shown = coreMessageText(message);
        [&] {
            QVERIFY2(shown != QString::fromStdString(scalescope::englishText(message)),
                     qPrintable(shown));
        }();
        return shown;
    };
    const auto messageWithId = [](const std::vector<scalescope::Message>& messages,
                                  std::string_view id) {
        const auto found =
            std::find_if(messages.begin(), messages.end(),
                         [id](const scalescope::Message& message) { return message.id == id; });
        return found == messages.end() ? nullptr : &*found;
    };

    // The caveat: every sentence of core's, the three this series has among them (its v4.1
    // entries name six frameworks).
    QCOMPARE(series.caveatMessages.size(), std::size_t(3));
    QCOMPARE(series.caveatMessages[0].id, std::string("caveat.frontier"));
    QCOMPARE(series.caveatMessages[1].id, std::string("caveat.mixes.batches"));
    QCOMPARE(series.caveatMessages[2].id, std::string("caveat.software"));
    const QString firstSentence = spanish(series.caveatMessages[0]);
    QVERIFY(firstSentence.startsWith(QStringLiteral("Cada punto es la entrada más rápida")));
    const QString caveat = workspace.caveat();
    QCOMPARE(caveat, firstSentence + QLatin1Char(' ') + spanish(series.caveatMessages[1]) +
                         QLatin1Char(' ') + spanish(series.caveatMessages[2]));
    QVERIFY2(caveat.contains(QStringLiteral("La curva mezcla")), qPrintable(caveat));
    QVERIFY2(caveat.contains(QStringLiteral("Sus entradas nombran 6 frameworks")),
             qPrintable(caveat));

    // The footnote under the charts: the view-model's sentence, then the caveat's first.
    const QString footnote = workspace.footnoteLabel()->text();
    QVERIFY2(footnote.endsWith(QStringLiteral(" · ") + firstSentence), qPrintable(footnote));
    QVERIFY2(!footnote.contains(kEnglish), qPrintable(footnote));
    QCOMPARE(workspace.footnoteLabel()->toolTip(), caveat);

    // The verdict's details, from core: the exported footnote (PNG, SVG, PDF) has the
    // verdict with what it hangs on and the caveat; the readout's tooltip and the insights
    // have every detail.
    const auto details = scalescope::analysis::verdictDetailMessages(series.verdict);
    for (const char* id :
         {"verdict.mixes_rests_on", "verdict.depends_on_one", "verdict.entry_bootstrap",
          "verdict.throughput.gap", "verdict.limit.batch.throughput", "verdict.rcp"})
        QVERIFY2(messageWithId(details, id), id);
    const QString exported = workspace.exportFootnote();
    for (const QString& expected :
         {spanish(*messageWithId(details, "verdict.depends_on_one")),
          spanish(*messageWithId(details, "verdict.limit.batch.throughput")), caveat})
        QVERIFY2(exported.contains(expected),
                 qPrintable(expected + QStringLiteral(" | ") + exported));
    QVERIFY2(exported.contains(QStringLiteral("depende de una entrada")), qPrintable(exported));
    QVERIFY2(!exported.contains(kEnglish), qPrintable(exported));

    QStringList labels;
    for (const auto* label : workspace.findChildren<QLabel*>())
        labels << label->toolTip() << label->text();
    const QString all = labels.join(u'\n');
    for (const auto& detail : details)
        QVERIFY2(all.contains(spanish(detail)), qPrintable(spanish(detail)));
    QVERIFY2(all.contains(QStringLiteral("en rendimiento (muestras/s): entre ")), qPrintable(all));

    // The Caveats tab: caveat, fit warnings and the energy line.
    auto* insights = workspace.findChild<AnalysisInsights*>();
    QVERIFY(insights);
    const QString note = insights->caveat()->text();
    QVERIFY2(note.contains(QStringLiteral("Advertencia: ") + firstSentence), qPrintable(note));
    const auto& amdahl = series.fits.amdahl.warningMessages;
    const auto& usl = series.fits.usl.warningMessages;
    QVERIFY(messageWithId(amdahl, "fit.gap"));
    QVERIFY(messageWithId(usl, "fit.usl_is_amdahl"));
    for (const QString& expected :
         {QString(QStringLiteral("ajuste Amdahl: ") + spanish(*messageWithId(amdahl, "fit.gap"))),
          QString(QStringLiteral("ajuste USL: ") +
                  spanish(*messageWithId(usl, "fit.usl_is_amdahl")))})
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
    QCOMPARE(series.fits.bestReasonMessage.id, std::string("fit.best.aicc"));
    QVERIFY2(cells.contains(QStringLiteral("mejor (") + spanish(series.fits.bestReasonMessage) +
                            QLatin1Char(')')),
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
    window.showDataset(std::make_shared<const scalescope::Dataset>(imported.dataset),
                       imported.report, QStringLiteral("training_results_v4.1"));
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
