#include "tst_workspace_rounds.h"

#include "core/importer/importer.h"
#include "tests/support/ui_fixtures.h"
#include "ui/charts/ScalingChart.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/panels/FiltersPanel.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QAction>
#include <QComboBox>
#include <QHeaderView>
#include <QSettings>
#include <QTableView>
#include <QTest>

using namespace scalescope;
using namespace scalescope::ui;
using namespace scalescope::ui::test;

namespace {

const QString kH100 = QStringLiteral("NVIDIA H100-SXM5-80GB");

QStringList comboTexts(const QComboBox* combo)
{
    QStringList texts;
    for (int i = 0; i < combo->count(); ++i)
        texts.append(combo->itemText(i));
    return texts;
}

} // namespace

void TestWorkspaceRounds::init()
{
    QSettings().clear(); // the table's remembered columns
}

void TestWorkspaceRounds::seriesNamesCarryTheirRoundAndEachOpensItsOwn()
{
    AnalysisWorkspace workspace;
    workspace.viewModel()->setGroupBy(
        scalescope::analysis::GroupBy::Accelerator); // the best result at each N, across submitters
    workspace.setDataset(std::make_shared<const scalescope::Dataset>(twoRoundDataset()),
                         QStringLiteral("two rounds"));
    auto* controller = workspace.viewModel();
    QVERIFY(controller->setBenchmark(QStringLiteral("bert")));
    // The same accelerator in two rounds is two series, each named with its round.
    // Sorted by round, then name.
    const QStringList expected = {kH100 + QStringLiteral(" (v9.8)"),
                                  QStringLiteral("MI300X (v9.9)"),
                                  kH100 + QStringLiteral(" (v9.9)")};
    QCOMPARE(controller->groups(), expected);
    QCOMPARE(comboTexts(workspace.filtersPanel()->seriesCombo()), expected);

    // Each name opens its own round's points, as a person picks it in the combo box.
    auto* combo = workspace.filtersPanel()->seriesCombo();
    combo->setCurrentIndex(0);
    Q_EMIT combo->activated(0);
    auto* model = controller->model();
    QCOMPARE(model->series().rounds, std::vector<std::string>{"training_results_v9.8"});
    QCOMPARE(model->rowCount(), 2); // N = 8 and 16 in v9.8
    QCOMPARE(workspace.speedupChart()->chart()->title(),
             QStringLiteral("Speedup: BERT-Large (bert), %1 (v9.8)").arg(kH100));

    combo->setCurrentIndex(2);
    Q_EMIT combo->activated(2);
    QCOMPARE(model->series().rounds, std::vector<std::string>{"training_results_v9.9"});
    QCOMPARE(model->rowCount(), 5); // Acme 8, 16, 32, 64 and Beta 16
    QCOMPARE(model->index(0, SeriesTableModel::Round).data().toString(),
             QStringLiteral("training_results_v9.9"));
}

void TestWorkspaceRounds::roundFilterNarrowsWhatIsOffered()
{
    AnalysisWorkspace workspace;
    workspace.viewModel()->setGroupBy(
        scalescope::analysis::GroupBy::Accelerator); // the best result at each N, across submitters
    workspace.setDataset(std::make_shared<const scalescope::Dataset>(twoRoundDataset()),
                         QStringLiteral("two rounds"));
    auto* rounds = workspace.filtersPanel()->roundCombo();
    QVERIFY(rounds->isEnabled());
    // In the order the rounds were opened.
    QCOMPARE(comboTexts(rounds), (QStringList{QStringLiteral("All rounds"), QStringLiteral("v9.9"),
                                              QStringLiteral("v9.8")}));
    QCOMPARE(workspace.benchmarks(),
             (QStringList{QStringLiteral("bert"), QStringLiteral("gpt3"), QStringLiteral("ssd")}));

    rounds->setCurrentIndex(1);
    Q_EMIT rounds->activated(1);
    QCOMPARE(workspace.viewModel()->round(), QStringLiteral("training_results_v9.9"));
    QCOMPARE(workspace.benchmarks(), (QStringList{QStringLiteral("bert"), QStringLiteral("ssd")}));
    // gpt3 was shown and v9.9 has none: the workspace moves to a benchmark it has.
    QCOMPARE(workspace.viewModel()->benchmark(), QStringLiteral("bert"));
    QVERIFY(workspace.selectBenchmark(QStringLiteral("bert")));
    QCOMPARE(workspace.viewModel()->groups(),
             (QStringList{QStringLiteral("MI300X (v9.9)"), kH100 + QStringLiteral(" (v9.9)")}));

    QVERIFY(workspace.viewModel()->setRound(QString()));
    QCOMPARE(workspace.viewModel()->groups().size(), 3);
    QVERIFY(!workspace.viewModel()->setRound(QStringLiteral("training_results_v1.0")));
}

void TestWorkspaceRounds::acrossRoundsSeriesStayAvailable()
{
    AnalysisWorkspace workspace;
    workspace.viewModel()->setGroupBy(
        scalescope::analysis::GroupBy::Accelerator); // the best result at each N, across submitters
    workspace.setDataset(std::make_shared<const scalescope::Dataset>(twoRoundDataset()),
                         QStringLiteral("two rounds"));
    auto* controller = workspace.viewModel();
    QVERIFY(controller->setRound(QStringLiteral("training_results_v9.8")));
    QVERIFY(controller->setBenchmark(QStringLiteral("bert")));
    controller->setGroupBy(analysis::GroupBy::AcrossRounds);
    // Across rounds needs every round: the round filter steps aside.
    QVERIFY(!workspace.filtersPanel()->roundCombo()->isEnabled());
    bool found = false;
    for (const auto& group : controller->groups()) {
        QVERIFY2(!group.endsWith(QStringLiteral(")")),
                 qPrintable(group)); // one series, no round suffix
        // One system family over the rounds: submitter, system design and accelerator.
        if (group == QStringLiteral("Acme acme / ") + kH100) {
            QVERIFY(controller->setGroup(group));
            found = true;
        }
    }
    QVERIFY(found);
    const auto& series = controller->model()->series();
    QCOMPARE(series.rounds.size(), std::size_t(2));
    QCOMPARE(controller->model()->rowCount(), 6); // v9.9: 8, 16, 32, 64; v9.8: 8, 16
}

void TestWorkspaceRounds::opensOnTheSeriesWithTheMostGpuCounts()
{
    AnalysisWorkspace workspace;
    workspace.viewModel()->setGroupBy(
        scalescope::analysis::GroupBy::Accelerator); // the best result at each N, across submitters
    workspace.setDataset(std::make_shared<const scalescope::Dataset>(twoRoundDataset()),
                         QStringLiteral("two rounds"));
    // gpt3 on H100 in v9.8 has five distinct N; bert on H100 in v9.9 has four.
    QCOMPARE(workspace.viewModel()->benchmark(), QStringLiteral("gpt3"));
    QCOMPARE(workspace.viewModel()->group(), kH100 + QStringLiteral(" (v9.8)"));
    QCOMPARE(workspace.viewModel()->measuredNs(), (std::vector<double>{8, 16, 32, 64, 128}));
    // One round: bert (4 counts) over ssd (2), the names without a round.
    AnalysisWorkspace single;
    single.viewModel()->setGroupBy(
        scalescope::analysis::GroupBy::Accelerator); // the best result at each N, across submitters
    single.setDataset(std::make_shared<const scalescope::Dataset>(scalingDataset()),
                      QStringLiteral("one round"));
    QCOMPARE(single.viewModel()->benchmark(), QStringLiteral("bert"));
    QCOMPARE(single.viewModel()->group(), kH100);
    QVERIFY(!single.filtersPanel()->roundCombo()->isEnabled());
}

void TestWorkspaceRounds::twoCountsSayWhyThereIsNoBreakEven()
{
    AnalysisWorkspace workspace;
    workspace.viewModel()->setGroupBy(
        scalescope::analysis::GroupBy::Accelerator); // the best result at each N, across submitters
    workspace.setDataset(std::make_shared<const scalescope::Dataset>(twoRoundDataset()),
                         QStringLiteral("two rounds"));
    auto* controller = workspace.viewModel();
    QVERIFY(controller->setBenchmark(QStringLiteral("bert")));
    QVERIFY(controller->setGroup(kH100 + QStringLiteral(" (v9.8)")));
    const QString why =
        QStringLiteral("No break-even: only 2 GPU counts measured (at least 3 are needed)");
    QVERIFY(!controller->breakEvenFound());
    QCOMPARE(workspace.breakEvenText(), why);
    // No marker on one of two points claiming "N = 16"; the readout and legend say why.
    QVERIFY(!workspace.speedupChart()->marker()->isVisible());
    QVERIFY(workspace.readoutText().endsWith(why));
    QVERIFY(workspace.efficiencyChart()->legendNames().contains(
        QStringLiteral("No break-even: 2 of 3 GPU counts needed")));
}

void TestWorkspaceRounds::seriesTableShowsReadableColumnsAndOffersTheRest()
{
    AnalysisWorkspace workspace;
    workspace.viewModel()->setGroupBy(
        scalescope::analysis::GroupBy::Accelerator); // the best result at each N, across submitters
    workspace.setDataset(std::make_shared<const scalescope::Dataset>(scalingDataset()),
                         QStringLiteral("one round"));
    auto* table = workspace.tableView();
    QStringList shown;
    for (int column = 0; column < table->model()->columnCount(); ++column)
        if (!table->isColumnHidden(column))
            shown.append(table->model()->headerData(column, Qt::Horizontal).toString());
    QCOMPARE(shown, (QStringList{
                        QStringLiteral("Submitter"), QStringLiteral("System"),
                        QStringLiteral("GPUs (N)"), QStringLiteral("Minutes"),
                        QStringLiteral("Speedup (derived)"), QStringLiteral("Efficiency (derived)"),
                        QStringLiteral("GPU-hours (derived)"), QStringLiteral("Cost (derived)"),
                        QStringLiteral("Frontier"), QStringLiteral("Reference")}));
    // Every column is offered in the header's menu; ticking one shows it and is remembered.
    const auto actions = table->horizontalHeader()->actions();
    QCOMPARE(actions.size(), int(SeriesTableModel::ColumnCount));
    QAction* energy = actions.at(SeriesTableModel::Energy);
    QCOMPARE(energy->text(), QStringLiteral("Energy (kWh)"));
    QVERIFY(!energy->isChecked());
    energy->setChecked(true);
    QVERIFY(!table->isColumnHidden(SeriesTableModel::Energy));
    // The header is whole: each shown column is at least as wide as its title.
    for (int column = 0; column < table->model()->columnCount(); ++column) {
        if (table->isColumnHidden(column))
            continue;
        const QString title = table->model()->headerData(column, Qt::Horizontal).toString();
        QVERIFY2(table->columnWidth(column) >=
                     table->horizontalHeader()->fontMetrics().horizontalAdvance(title),
                 qPrintable(title));
    }
    AnalysisWorkspace reopened;
    QVERIFY(!reopened.tableView()->isColumnHidden(SeriesTableModel::Energy));
    QVERIFY(reopened.tableView()->isColumnHidden(SeriesTableModel::KarpFlatt));
}

void TestWorkspaceRounds::benchmarksShowModelAndFolderNames()
{
    AnalysisWorkspace workspace;
    workspace.viewModel()->setGroupBy(
        scalescope::analysis::GroupBy::Accelerator); // the best result at each N, across submitters
    workspace.setDataset(std::make_shared<const scalescope::Dataset>(scalingDataset()),
                         QStringLiteral("one round"));
    // Ruleset 4.1.0: the ssd folder holds RetinaNet.
    QCOMPARE(comboTexts(workspace.filtersPanel()->benchmarkCombo()),
             (QStringList{QStringLiteral("BERT-Large (bert)"), QStringLiteral("RetinaNet (ssd)")}));
    // Either name selects it.
    QVERIFY(workspace.selectBenchmark(QStringLiteral("retinanet")));
    QCOMPARE(workspace.viewModel()->benchmark(), QStringLiteral("ssd"));
    QCOMPARE(workspace.speedupChart()->chart()->title(),
             QStringLiteral("Speedup: RetinaNet (ssd), %1").arg(kH100));
    QVERIFY(workspace.selectBenchmark(QStringLiteral("bert")));
    QVERIFY(workspace.selectBenchmark(QStringLiteral("SSD")));
    QCOMPARE(workspace.viewModel()->benchmark(), QStringLiteral("ssd"));
    QVERIFY(!workspace.selectBenchmark(QStringLiteral("resnet")));
}

void TestWorkspaceRounds::oneBenchmarkAcrossRenamedFolders()
{
    // tests/data/rounds/identity_v*: v1.1 ssd is SSD-ResNet34; v4.1 ssd and v5.1
    // retinanet are RetinaNet (make_identity_fixtures.py).
    const std::string rounds = SCALESCOPE_FIXTURE_ROUNDS;
    ImportOptions options;
    const ImportResult imported = importPaths({rounds + "/identity_v11/training_results_v1.1",
                                               rounds + "/identity_v41/training_results_v4.1",
                                               rounds + "/identity_v51/training_results_v5.1"},
                                              options);
    QVERIFY2(imported.error.empty(), imported.error.c_str());
    AnalysisWorkspace workspace;
    workspace.viewModel()->setGroupBy(scalescope::analysis::GroupBy::AcrossRounds);
    workspace.setDataset(std::make_shared<const scalescope::Dataset>(imported.dataset),
                         QStringLiteral("three rounds"));
    // One entry per model: RetinaNet once, with both folder names; the older ssd apart.
    QCOMPARE(comboTexts(workspace.filtersPanel()->benchmarkCombo()),
             (QStringList{QStringLiteral("SSD-ResNet34 (ssd)"),
                          QStringLiteral("RetinaNet (ssd, retinanet)")}));
    QVERIFY(workspace.selectBenchmark(
        QStringLiteral("ssd"))); // what ssd means in the newest round with it
    QCOMPARE(workspace.viewModel()->benchmark(), QStringLiteral("retinanet"));
    // Its accelerators come from both folders.
    QCOMPARE(workspace.viewModel()->accelerators(),
             (QStringList{QStringLiteral("NVIDIA B200-SXM-180GB"),
                          QStringLiteral("NVIDIA Blackwell GPU (GB200)"), kH100}));
    auto* model = workspace.viewModel()->model();
    int points = 0;
    for (const auto& group : workspace.viewModel()->groups()) {
        QVERIFY(workspace.viewModel()->setGroup(group));
        points += model->rowCount();
    }
    QCOMPARE(points, 3); // v4.1 H100, v5.1 B200 and GB200; not v1.1's SSD-ResNet34
    QVERIFY(workspace.selectBenchmark(QStringLiteral("SSD-ResNet34")));
    QCOMPARE(workspace.viewModel()->accelerators(),
             QStringList{QStringLiteral("NVIDIA A100-SXM4-80GB")});
}
