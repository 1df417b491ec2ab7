#include "tst_hardware_view_model.h"

#include "core/analysis/hardware_compare.h"
#include "core/rules/ruleset.h"
#include "tests/support/ui_fixtures.h"
#include "ui/viewmodel/HardwareViewModel.h"

#include <QSignalSpy>
#include <QTest>
#include <memory>

using namespace scalescope;
using namespace scalescope::ui;

namespace {

// twoRoundDataset(): bert in v9.8 and v9.9; at 8 GPUs H100 and MI300X, at 16 three
// entries, at 32 and 64 only v9.9's H100 (13, 9 minutes).
std::shared_ptr<const Dataset> rounds()
{
    return std::make_shared<const Dataset>(test::twoRoundDataset());
}

} // namespace

void TestHardwareViewModel::holdsTheChoicesAndTheSharedDataset()
{
    HardwareViewModel viewModel;
    QSignalSpy choices(&viewModel, &HardwareViewModel::choicesChanged);
    QSignalSpy results(&viewModel, &HardwareViewModel::resultChanged);
    const auto dataset = rounds();
    viewModel.setDataset(dataset);
    QCOMPARE(dataset.use_count(), 2); // held, not copied
    QCOMPARE(choices.count(), 1);
    QCOMPARE(results.count(), 1); // small rounds: compared at once
    QVERIFY(!viewModel.computing());
    QStringList offered;
    for (const auto& offer : viewModel.benchmarks())
        offered.append(offer.label);
    QVERIFY2(offered.contains(QStringLiteral("BERT-Large (bert)")),
             qPrintable(offered.join(QLatin1String("; "))));
    QCOMPARE(viewModel.benchmark(), QStringLiteral("BERT-Large")); // in the most rounds
    QCOMPARE(viewModel.gpus(), std::nullopt);
    const auto shown = results.at(0).at(0).value<HardwareShown>();
    QCOMPARE(shown.status, HardwareShown::Status::Compared);
    QCOMPARE(shown.comparison.n, 8); // the count with the most models
    QCOMPARE(shown.comparison.entries.size(), std::size_t(3));

    viewModel.setGpus(64);
    QCOMPARE(viewModel.gpus(), std::optional<std::int64_t>(64));
    QCOMPARE(viewModel.shown().comparison.n, 64);
    QCOMPARE(viewModel.shown().comparison.entries.size(), std::size_t(1));
    QCOMPARE(viewModel.shown().comparison.entries[0].minutes, 9.0);
    // A new benchmark opens at its own count; the same rounds again keep the benchmark.
    QVERIFY(!viewModel.setBenchmark(QStringLiteral("no such benchmark")));
    QCOMPARE(viewModel.shown().status, HardwareShown::Status::UnknownBenchmark);
    QVERIFY(!viewModel.shown().ok());
    QVERIFY(viewModel.setBenchmark(QStringLiteral("BERT-Large")));
    viewModel.setGpus(16);
    viewModel.setDataset(dataset);
    QCOMPARE(viewModel.benchmark(), QStringLiteral("BERT-Large"));
    QCOMPARE(viewModel.gpus(), std::nullopt);
    QCOMPARE(viewModel.shown().comparison.n, 8);

    viewModel.setDataset(nullptr); // no rounds: nothing to compare, said as such
    QCOMPARE(dataset.use_count(), 1);
    QVERIFY(viewModel.benchmarks().empty());
    QCOMPARE(viewModel.shown().status, HardwareShown::Status::NoBenchmark);
}

void TestHardwareViewModel::aWorkersResultArrives()
{
    HardwareViewModel viewModel;
    viewModel.setInlineWorkLimit(0); // every comparison on a worker
    QSignalSpy results(&viewModel, &HardwareViewModel::resultChanged);
    QSignalSpy computing(&viewModel, &HardwareViewModel::computingChanged);
    viewModel.setDataset(rounds());
    // setDataset returned before the comparison was done: the worker has it.
    QVERIFY(viewModel.computing());
    QCOMPARE(results.count(), 0);
    QCOMPARE(viewModel.shown().status, HardwareShown::Status::NoBenchmark); // the one before
    QVERIFY(results.wait(60000));
    QVERIFY(!viewModel.computing());
    QCOMPARE(computing.count(), 2);
    QCOMPARE(results.count(), 1);
    const auto shown = results.at(0).at(0).value<HardwareShown>();
    QCOMPARE(shown.status, HardwareShown::Status::Compared);
    QCOMPARE(shown.comparison.n, 8);
    QCOMPARE(shown.progress.rounds.size(), std::size_t(2));
    QCOMPARE(viewModel.shown().comparison.entries.size(), std::size_t(3));
}

void TestHardwareViewModel::theNewestRequestWins()
{
    HardwareViewModel viewModel;
    viewModel.setDataset(rounds());
    viewModel.setInlineWorkLimit(0);
    QSignalSpy results(&viewModel, &HardwareViewModel::resultChanged);
    // Three requests before the event loop runs: the first two workers' results are
    // dropped whenever they finish, only the last one is announced.
    viewModel.setGpus(16);
    viewModel.setGpus(32);
    viewModel.setGpus(64);
    QVERIFY(viewModel.computing());
    QVERIFY(results.wait(60000));
    QCOMPARE(results.count(), 1);
    QCOMPARE(results.at(0).at(0).value<HardwareShown>().comparison.n, 64);
    QTest::qWait(200); // the superseded workers' results, if they finish now, are dropped
    QCOMPARE(results.count(), 1);
    QCOMPARE(viewModel.shown().comparison.n, 64);
    QVERIFY(!viewModel.computing());

    // A request answered at once supersedes a worker still running.
    viewModel.setGpus(16);
    QVERIFY(viewModel.computing());
    viewModel.setInlineWorkLimit(1000000);
    viewModel.setGpus(32);
    QVERIFY(!viewModel.computing());
    QCOMPARE(results.count(), 2);
    QTest::qWait(200);
    QCOMPARE(results.count(), 2);
    QCOMPARE(viewModel.shown().comparison.n, 32);
}

void TestHardwareViewModel::theRulesArePassedAsAValue()
{
    // Each round's quality target is read from the rules given: v9.9's bert (ruleset 4.1.0)
    // made stricter than v9.8's, no factor spans the change and a note says why.
    const auto dataset = rounds();
    HardwareViewModel viewModel;
    viewModel.setDataset(dataset);
    QCOMPARE(viewModel.shown().comparison.entries[1].overPreviousRound,
             std::optional<double>(44.0 / 40.0));
    QVERIFY(viewModel.shown().comparison.notes.empty());

    Ruleset stricter = *findBuiltInRuleset("4.1.0");
    stricter.compliance = nlohmann::json::parse(
        R"({"configs": {"closed_bert": {"rules": [{"key": "eval_accuracy", "atleast_one_check": "v['value'] >= 0.999"}]}}})");
    const RulesCatalog rules(RulesEdition::Published, {stricter});
    QSignalSpy results(&viewModel, &HardwareViewModel::resultChanged);
    viewModel.setRules(rules);
    QCOMPARE(results.count(), 1); // compared again with the new rules
    const auto& comparison = viewModel.shown().comparison;
    QCOMPARE(comparison.qualityTargets.back(), std::string("eval_accuracy >= 0.999"));
    QCOMPARE(comparison.entries[1].overPreviousRound, std::nullopt);
    QCOMPARE(comparison.notes.size(), std::size_t(1));
    // What core answers with those rules, as the window's rules menu would pass them.
    const auto expected = analysis::compareHardware(*dataset, "BERT-Large", std::nullopt, rules);
    QCOMPARE(comparison.notes, expected.notes);
    QCOMPARE(comparison.qualityTargets, expected.qualityTargets);
}
