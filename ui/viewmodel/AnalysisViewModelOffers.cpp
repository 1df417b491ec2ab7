// What the filters offer and how they name it: rounds, benchmarks (by model and folder
// name), accelerators, submitters; the benchmark opened first.
#include "core/analysis/accelerators.h"
#include "core/rules/benchmark_names.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/text/qt_text.h"
#include "ui/viewmodel/AnalysisViewModel.h"

#include <map>
#include <set>
#include <tuple>

namespace scalescope::ui {

namespace {

QStringList toList(const std::set<std::string>& names)
{
    QStringList list;
    for (const auto& name : names)
        list.append(toQString(name));
    return list;
}

bool sameText(const std::string& a, const std::string& b)
{
    return QString::compare(toQString(a), toQString(b), Qt::CaseInsensitive) == 0;
}

// Every value of one field of the systems, sorted, once each.
QStringList namesInDataset(const Dataset& dataset, std::string SystemEntry::*field)
{
    std::set<std::string> names;
    for (const auto& round : dataset.rounds)
        for (const auto& system : round.systems)
            names.insert(system.*field);
    return toList(names);
}

} // namespace

QString AnalysisViewModel::divisionLabel(const QString& division)
{
    if (division.compare(QLatin1String("closed"), Qt::CaseInsensitive) == 0)
        return tr("closed", "MLPerf division");
    if (division.compare(QLatin1String("open"), Qt::CaseInsensitive) == 0)
        return tr("open", "MLPerf division");
    return division;
}

QString AnalysisViewModel::roundLabel(const QString& roundName)
{
    static const QString prefix = QStringLiteral("training_results_");
    return roundName.startsWith(prefix) ? roundName.mid(prefix.size()) : roundName;
}

QString AnalysisViewModel::broadestBenchmark() const
{
    // Distinct N per (benchmark, round, accelerator model) among scored entries.
    std::map<std::string, std::string> keyOfModel;
    for (const auto& identity : benchmarkIdentities())
        keyOfModel[identity.model] = identity.key;
    std::map<std::tuple<std::string, std::string, std::string>, std::set<std::int64_t>> counts;
    const auto& catalog = analysis::AcceleratorCatalog::builtin();
    for (const auto& round : m_dataset->rounds) {
        if (!inAnalysedRound(round))
            continue;
        for (const auto& system : round.systems) {
            if (!inChosenDivision(system))
                continue;
            for (const auto& result : system.benchmarks)
                if (result.scoreMinutes && system.acceleratorsCount > 0)
                    counts[{keyOfModel[analysis::benchmarkModelOrFolder(result.benchmark,
                                                                        round.ruleset)],
                            round.name, catalog.canonical(system.acceleratorModelName)}]
                        .insert(system.acceleratorsCount);
        }
    }
    std::string best;
    std::size_t bestCount = 0;
    for (const auto& [key, ns] : counts)
        if (ns.size() > bestCount) { // ties: the first benchmark by name
            bestCount = ns.size();
            best = std::get<0>(key);
        }
    if (best.empty()) {
        const QStringList offered = benchmarks();
        return offered.isEmpty() ? QString() : offered.front();
    }
    return toQString(best);
}

QStringList AnalysisViewModel::rounds() const
{
    QStringList names;
    for (const auto& round : m_dataset->rounds)
        if (!names.contains(toQString(round.name)))
            names.append(toQString(round.name));
    return names;
}

QStringList AnalysisViewModel::benchmarks() const
{
    QStringList list;
    for (const auto& name : analysis::benchmarksIn(*m_dataset, analysedRound()))
        list.append(toQString(name));
    return list;
}

bool AnalysisViewModel::inChosenDivision(const SystemEntry& system) const
{
    const std::string& division = m_choices.options.filter.division;
    return division.empty() || sameText(system.division, division);
}

template <typename NameOf> QStringList AnalysisViewModel::namesScoring(NameOf nameOf) const
{
    std::set<std::string> names;
    const std::string model = benchmarkModel();
    for (const auto& round : m_dataset->rounds) {
        if (!inAnalysedRound(round))
            continue;
        for (const auto& system : round.systems) {
            if (!inChosenDivision(system))
                continue;
            for (const auto& result : system.benchmarks)
                if (result.scoreMinutes &&
                    analysis::benchmarkModelOrFolder(result.benchmark, round.ruleset) == model)
                    names.insert(nameOf(system));
        }
    }
    return toList(names);
}

QStringList AnalysisViewModel::accelerators() const
{
    const auto& catalog = analysis::AcceleratorCatalog::builtin();
    return namesScoring(
        [&](const SystemEntry& system) { return catalog.canonical(system.acceleratorModelName); });
}

QStringList AnalysisViewModel::submitters() const
{
    return namesScoring([](const SystemEntry& system) { return system.submitter; });
}

QStringList AnalysisViewModel::availabilities() const
{
    return namesInDataset(*m_dataset, &SystemEntry::availability);
}

QStringList AnalysisViewModel::divisions() const
{
    return namesInDataset(*m_dataset, &SystemEntry::division);
}

QString AnalysisViewModel::benchmarkLabel(const QString& benchmark) const
{
    if (const auto* identity =
            analysis::findBenchmarkIdentity(benchmarkIdentities(), benchmark.toStdString()))
        return toQString(identity->label());
    return toQString(benchmarkDisplayName(benchmark.toStdString()));
}

std::string AnalysisViewModel::benchmarkModel() const
{
    const auto* identity =
        analysis::findBenchmarkIdentity(benchmarkIdentities(), m_choices.benchmark.toStdString());
    return identity ? identity->model : m_choices.benchmark.toStdString();
}

const std::vector<analysis::BenchmarkIdentity>& AnalysisViewModel::benchmarkIdentities() const
{
    // Asked for by every menu and label of a filter change; the dataset analysed changes
    // far less often. Holding the dataset keeps its address from being reused.
    std::pair<std::shared_ptr<const Dataset>, std::string> analysed{m_dataset, analysedRound()};
    if (m_identitiesOf != analysed) {
        m_identitiesOf = std::move(analysed);
        m_identities = analysis::benchmarkIdentities(*m_identitiesOf.first, m_identitiesOf.second);
    }
    return m_identities;
}

QString AnalysisViewModel::findBenchmark(const QString& query) const
{
    const QStringList offered = benchmarks();
    if (offered.contains(query))
        return query;
    // A folder of any round ("ssd" when v5.1 calls it retinanet) or the model's name.
    if (const auto* identity =
            analysis::findBenchmarkIdentity(benchmarkIdentities(), query.toStdString()))
        return toQString(identity->key);
    QStringList matches;
    for (const auto& benchmark : offered)
        if (benchmarkLabel(benchmark).contains(query, Qt::CaseInsensitive))
            matches.append(benchmark);
    return matches.size() == 1 ? matches.front() : QString();
}

std::string AnalysisViewModel::pricedAccelerator() const
{
    if (m_model->hasSeries() && m_model->series().accelerators.size() == 1)
        return m_model->series().accelerators.front();
    return {};
}

std::optional<double> AnalysisViewModel::price() const
{
    return m_model->hasSeries() ? m_model->series().price : std::nullopt;
}
} // namespace scalescope::ui
