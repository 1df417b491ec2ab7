#include "ui/viewmodel/HardwareViewModel.h"

#include "core/analysis/benchmark_identity.h"
#include "ui/text/qt_text.h"

#include <QFutureWatcher>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <utility>

namespace scalescope::ui {

namespace {

// Benchmark results in the rounds: what a comparison's cost grows with. Comparing is one
// pass over them (a few milliseconds for every real round together), so the worker is for
// datasets far beyond them, as the Scaling tab's analysis is (kInlineAnalysisWork).
constexpr std::size_t kInlineHardwareWork = 20000;

std::size_t resultCount(const Dataset& dataset)
{
    std::size_t results = 0;
    for (const auto& round : dataset.rounds)
        for (const auto& system : round.systems)
            results += system.benchmarks.size();
    return results;
}

// The scored benchmark in the most rounds (ties: the first model by name): the one with
// something to compare, opened first.
QString benchmarkInMostRounds(const Dataset& dataset)
{
    std::map<std::string, std::set<std::string>> roundsByModel;
    for (const auto& round : dataset.rounds)
        for (const auto& system : round.systems)
            for (const auto& result : system.benchmarks)
                if (result.scoreMinutes)
                    roundsByModel[analysis::benchmarkModelOrFolder(result.benchmark, round.ruleset)]
                        .insert(round.name);
    QString inMostRounds;
    std::size_t most = 0;
    for (const auto& [model, rounds] : roundsByModel)
        if (rounds.size() > most) {
            most = rounds.size();
            inMostRounds = toQString(model);
        }
    return inMostRounds;
}

// Runs on a worker for large datasets: everything it reads is its own or shared and
// never changed in place.
HardwareShown compareOn(const Dataset& dataset, const QString& benchmark,
                        std::optional<std::int64_t> gpus, const RulesCatalog& rules)
{
    HardwareShown shown;
    shown.status = HardwareShown::Status::Compared;
    shown.benchmark = benchmark;
    shown.comparison = analysis::compareHardware(dataset, benchmark.toStdString(), gpus, rules);
    shown.progress = analysis::progressPerRound(dataset, benchmark.toStdString(), rules);
    return shown;
}

} // namespace

HardwareViewModel::HardwareViewModel(QObject* parent)
    : QObject(parent), m_inlineWorkLimit(kInlineHardwareWork)
{
}

void HardwareViewModel::setDataset(std::shared_ptr<const Dataset> dataset)
{
    m_dataset = dataset ? std::move(dataset) : std::make_shared<const Dataset>();
    m_offers.clear();
    for (const auto& identity : analysis::benchmarkIdentities(*m_dataset))
        m_offers.push_back({toQString(identity.label()), toQString(identity.model)});
    if (!offers(m_benchmark))
        m_benchmark = benchmarkInMostRounds(*m_dataset);
    m_gpus.reset();
    Q_EMIT choicesChanged();
    compare();
}

void HardwareViewModel::setRules(RulesCatalog rules)
{
    m_rules = std::move(rules);
    compare();
}

bool HardwareViewModel::setBenchmark(const QString& benchmark)
{
    m_benchmark = benchmark;
    m_gpus.reset();
    Q_EMIT choicesChanged();
    compare();
    return offers(benchmark);
}

bool HardwareViewModel::offers(const QString& benchmark) const
{
    return !benchmark.isEmpty() &&
           std::any_of(m_offers.begin(), m_offers.end(),
                       [&](const BenchmarkOffer& offer) { return offer.model == benchmark; });
}

void HardwareViewModel::setGpus(std::int64_t gpus)
{
    m_gpus = gpus;
    Q_EMIT choicesChanged();
    compare();
}

void HardwareViewModel::setPending(std::uint64_t generation)
{
    const bool was = computing();
    m_pendingGeneration = generation;
    if (was != computing())
        Q_EMIT computingChanged(computing());
}

void HardwareViewModel::compare()
{
    const std::uint64_t generation = ++m_generation;
    if (!offers(m_benchmark)) {
        setPending(0); // a worker still running is outdated now: its result is dropped
        HardwareShown shown;
        shown.status = m_benchmark.isEmpty() ? HardwareShown::Status::NoBenchmark
                                             : HardwareShown::Status::UnknownBenchmark;
        shown.benchmark = m_benchmark;
        apply(std::move(shown));
        return;
    }
    if (resultCount(*m_dataset) <= m_inlineWorkLimit) {
        setPending(0);
        apply(compareOn(*m_dataset, m_benchmark, m_gpus, m_rules));
        return;
    }
    setPending(generation);
    auto* watcher = new QFutureWatcher<HardwareShown>(this);
    connect(watcher, &QFutureWatcher<HardwareShown>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return; // a newer request superseded it
        setPending(0);
        apply(watcher->result());
    });
    // The worker holds its own references: the dataset is shared, the rest copied.
    watcher->setFuture(QtConcurrent::run(
        [dataset = m_dataset, benchmark = m_benchmark, gpus = m_gpus, rules = m_rules] {
            return compareOn(*dataset, benchmark, gpus, rules);
        }));
}

void HardwareViewModel::apply(HardwareShown shown)
{
    Q_ASSERT(QThread::currentThread() == thread());
    m_shown = std::move(shown);
    Q_EMIT resultChanged(m_shown);
}

} // namespace scalescope::ui
