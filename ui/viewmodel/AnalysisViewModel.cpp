#include "ui/workspace/AnalysisController.h"

#include "core/analysis/accelerators.h"
#include "core/analysis/break_even.h"
#include "core/analysis/figures.h"
#include "core/rules/benchmark_names.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/qt_text.h"
#include "ui/workspace/FigureText.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>
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

// Distinct N of a series, then its point count: the series that shows scaling best.
std::pair<std::size_t, std::size_t> scalingBreadth(const analysis::Series& series)
{
    return {series.curve.size(), series.points.size()};
}

// Marker positions within 1% of an estimate count as that estimate.
bool near(double n, const std::optional<double>& estimate)
{
    return estimate && *estimate > 0 && std::fabs(n / *estimate - 1.0) < 0.01;
}

} // namespace

AnalysisController::AnalysisController(QObject* parent)
    : QObject(parent)
    , m_model(new SeriesTableModel(this))
{
}

void AnalysisController::setDataset(const Dataset& dataset, const QString& datasetName)
{
    const std::string systemA = m_rowA >= 0 ? m_model->pointAt(m_rowA).systemId : std::string();
    const std::string systemB = m_rowB >= 0 ? m_model->pointAt(m_rowB).systemId : std::string();
    m_dataset = std::make_shared<const Dataset>(dataset);
    m_datasetName = datasetName;
    if (!m_round.isEmpty() && !rounds().contains(m_round))
        m_round.clear();
    Dataset oneRound;
    if (!m_round.isEmpty())
        for (const auto& round : m_dataset->rounds)
            if (toQString(round.name) == m_round)
                oneRound.rounds.push_back(round);
    m_roundDataset = std::make_shared<const Dataset>(std::move(oneRound));
    m_referenceHistory.clear();
    Q_EMIT referenceHistoryChanged();
    // Keep the selections the new dataset still offers.
    // Keep the benchmark under its key in the new dataset: "ssd" is "retinanet" once v5.1 is open.
    const QString kept = m_benchmark.isEmpty() ? QString() : findBenchmark(m_benchmark);
    if (kept.isEmpty()) {
        m_benchmark = broadestBenchmark();
        m_group.clear();
        clearReference();
    } else {
        m_benchmark = kept;
    }
    if (!m_options.filter.accelerator.empty() &&
        !accelerators().contains(toQString(m_options.filter.accelerator)))
        m_options.filter.accelerator.clear();
    if (!m_options.filter.submitter.empty() &&
        !submitters().contains(toQString(m_options.filter.submitter)))
        m_options.filter.submitter.clear();
    if (!m_options.filter.availability.empty() &&
        !availabilities().contains(toQString(m_options.filter.availability)))
        m_options.filter.availability.clear();
    m_rowA = m_rowB = -1;
    startAnalysis(systemA, systemB);
}

const std::shared_ptr<const Dataset>& AnalysisController::analysedDatasetShared() const
{
    const bool oneRound = !m_round.isEmpty() && m_options.groupBy != analysis::GroupBy::AcrossRounds;
    return oneRound ? m_roundDataset : m_dataset;
}

QString AnalysisController::divisionLabel(const QString& division)
{
    if (division.compare(QLatin1String("closed"), Qt::CaseInsensitive) == 0)
        return tr("closed", "MLPerf division");
    if (division.compare(QLatin1String("open"), Qt::CaseInsensitive) == 0)
        return tr("open", "MLPerf division");
    return division;
}

QString AnalysisController::roundLabel(const QString& roundName)
{
    static const QString prefix = QStringLiteral("training_results_");
    return roundName.startsWith(prefix) ? roundName.mid(prefix.size()) : roundName;
}

QString AnalysisController::seriesLabel(const analysis::Series& series) const
{
    const QString group = toQString(series.group);
    if (m_dataset->rounds.size() < 2 || series.groupBy == analysis::GroupBy::AcrossRounds ||
        series.rounds.size() != 1)
        return group;
    return tr("%1 (%2)").arg(group, roundLabel(toQString(series.rounds.front())));
}

QString AnalysisController::broadestBenchmark() const
{
    // Distinct N per (benchmark, round, accelerator model) among scored entries.
    std::map<std::string, std::string> keyOfModel;
    for (const auto& identity : benchmarkIdentities())
        keyOfModel[identity.model] = identity.key;
    std::map<std::tuple<std::string, std::string, std::string>, std::set<std::int64_t>> counts;
    const auto& catalog = analysis::AcceleratorCatalog::builtin();
    for (const auto& round : analysedDataset().rounds)
        for (const auto& system : round.systems) {
            if (!m_options.filter.division.empty() &&
                !sameText(system.division, m_options.filter.division))
                continue;
            for (const auto& result : system.benchmarks)
                if (result.scoreMinutes && system.acceleratorsCount > 0)
                    counts[{keyOfModel[analysis::benchmarkModelOrFolder(result.benchmark, round.ruleset)], round.name,
                            catalog.canonical(system.acceleratorModelName)}]
                        .insert(system.acceleratorsCount);
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

QStringList AnalysisController::rounds() const
{
    QStringList names;
    for (const auto& round : m_dataset->rounds)
        if (!names.contains(toQString(round.name)))
            names.append(toQString(round.name));
    return names;
}

bool AnalysisController::setRound(const QString& roundOrEmptyForAll)
{
    if (!roundOrEmptyForAll.isEmpty() && !rounds().contains(roundOrEmptyForAll))
        return false;
    if (roundOrEmptyForAll == m_round)
        return true;
    m_round = roundOrEmptyForAll;
    Dataset oneRound;
    for (const auto& round : m_dataset->rounds)
        if (toQString(round.name) == m_round)
            oneRound.rounds.push_back(round);
    m_roundDataset = std::make_shared<const Dataset>(std::move(oneRound));
    m_group.clear();
    clearReference();
    const QString kept = findBenchmark(m_benchmark);
    m_benchmark = kept.isEmpty() ? broadestBenchmark() : kept;
    if (!m_options.filter.accelerator.empty() &&
        !accelerators().contains(toQString(m_options.filter.accelerator)))
        m_options.filter.accelerator.clear();
    if (!m_options.filter.submitter.empty() &&
        !submitters().contains(toQString(m_options.filter.submitter)))
        m_options.filter.submitter.clear();
    recompute();
    return true;
}

QStringList AnalysisController::benchmarks() const
{
    QStringList list;
    for (const auto& name : analysis::benchmarksIn(analysedDataset()))
        list.append(toQString(name));
    return list;
}

QStringList AnalysisController::accelerators() const
{
    std::set<std::string> names;
    const auto& catalog = analysis::AcceleratorCatalog::builtin();
    const std::string model = benchmarkModel();
    for (const auto& round : analysedDataset().rounds)
        for (const auto& system : round.systems) {
            if (!m_options.filter.division.empty() &&
                !sameText(system.division, m_options.filter.division))
                continue;
            for (const auto& result : system.benchmarks)
                if (result.scoreMinutes && analysis::benchmarkModelOrFolder(result.benchmark, round.ruleset) == model)
                    names.insert(catalog.canonical(system.acceleratorModelName));
        }
    return toList(names);
}

QStringList AnalysisController::submitters() const
{
    std::set<std::string> names;
    const std::string model = benchmarkModel();
    for (const auto& round : analysedDataset().rounds)
        for (const auto& system : round.systems) {
            if (!m_options.filter.division.empty() &&
                !sameText(system.division, m_options.filter.division))
                continue;
            for (const auto& result : system.benchmarks)
                if (result.scoreMinutes && analysis::benchmarkModelOrFolder(result.benchmark, round.ruleset) == model)
                    names.insert(system.submitter);
        }
    return toList(names);
}

QStringList AnalysisController::availabilities() const
{
    std::set<std::string> names;
    for (const auto& round : m_dataset->rounds)
        for (const auto& system : round.systems)
            names.insert(system.availability);
    return toList(names);
}

QStringList AnalysisController::divisions() const
{
    std::set<std::string> names;
    for (const auto& round : m_dataset->rounds)
        for (const auto& system : round.systems)
            names.insert(system.division);
    return toList(names);
}

QString AnalysisController::benchmarkLabel(const QString& benchmark) const
{
    if (const auto* identity = analysis::findBenchmarkIdentity(benchmarkIdentities(), benchmark.toStdString()))
        return toQString(identity->label());
    return toQString(benchmarkDisplayName(benchmark.toStdString()));
}

std::string AnalysisController::benchmarkModel() const
{
    const auto* identity = analysis::findBenchmarkIdentity(benchmarkIdentities(), m_benchmark.toStdString());
    return identity ? identity->model : m_benchmark.toStdString();
}

const std::vector<analysis::BenchmarkIdentity>& AnalysisController::benchmarkIdentities() const
{
    // Asked for by every menu and label of a filter change; the dataset analysed changes
    // far less often. Holding the dataset keeps its address from being reused.
    if (m_identitiesOf != analysedDatasetShared()) {
        m_identitiesOf = analysedDatasetShared();
        m_identities = analysis::benchmarkIdentities(*m_identitiesOf);
    }
    return m_identities;
}

QString AnalysisController::findBenchmark(const QString& query) const
{
    const QStringList offered = benchmarks();
    if (offered.contains(query))
        return query;
    // A folder of any round ("ssd" when v5.1 calls it retinanet) or the model's name.
    if (const auto* identity = analysis::findBenchmarkIdentity(benchmarkIdentities(), query.toStdString()))
        return toQString(identity->key);
    QStringList matches;
    for (const auto& benchmark : offered)
        if (benchmarkLabel(benchmark).contains(query, Qt::CaseInsensitive))
            matches.append(benchmark);
    return matches.size() == 1 ? matches.front() : QString();
}

bool AnalysisController::setBenchmark(const QString& query)
{
    const QString benchmark = findBenchmark(query);
    if (benchmark.isEmpty())
        return false;
    if (benchmark == m_benchmark)
        return true;
    m_benchmark = benchmark;
    m_group.clear();
    clearReference();
    // An accelerator or submitter the new benchmark lacks would leave an empty chart.
    if (!m_options.filter.accelerator.empty() &&
        !accelerators().contains(toQString(m_options.filter.accelerator)))
        m_options.filter.accelerator.clear();
    if (!m_options.filter.submitter.empty() &&
        !submitters().contains(toQString(m_options.filter.submitter)))
        m_options.filter.submitter.clear();
    recompute();
    return true;
}

bool AnalysisController::setAccelerator(const QString& acceleratorOrEmptyForAll)
{
    if (!acceleratorOrEmptyForAll.isEmpty() && !accelerators().contains(acceleratorOrEmptyForAll))
        return false;
    m_options.filter.accelerator = acceleratorOrEmptyForAll.toStdString();
    m_group.clear(); // a new set of series: start on the broadest
    clearReference();
    recompute();
    return true;
}

void AnalysisController::setSubmitter(const QString& submitterOrEmptyForAll)
{
    m_options.filter.submitter = submitterOrEmptyForAll.toStdString();
    m_group.clear(); // a new set of series: start on the broadest
    clearReference();
    recompute();
}

void AnalysisController::setAvailability(const QString& availabilityOrEmptyForAll)
{
    m_options.filter.availability = availabilityOrEmptyForAll.toStdString();
    recompute();
}

void AnalysisController::setDivision(const QString& divisionOrEmptyForAll)
{
    m_options.filter.division = divisionOrEmptyForAll.toStdString();
    m_group.clear(); // a new set of series: start on the broadest
    clearReference();
    recompute();
}

void AnalysisController::setGroupBy(analysis::GroupBy groupBy)
{
    m_options.groupBy = groupBy;
    m_group.clear(); // a new set of series: start on the broadest
    clearReference();
    recompute();
}

bool AnalysisController::setGroup(const QString& group)
{
    if (!m_groups.contains(group))
        return false;
    if (group != m_group) {
        m_group = group;
        clearReference();
        recompute();
    }
    return true;
}

void AnalysisController::setAllPoints(bool allPoints)
{
    m_options.allPoints = allPoints;
    recompute();
}

void AnalysisController::setReferenceRule(analysis::ReferenceRule rule)
{
    m_options.reference.rule = rule;
    recompute();
}

void AnalysisController::setKeepDominated(bool keep)
{
    m_options.keepDominated = keep;
    recompute();
}

void AnalysisController::setFreeT1(bool freeT1)
{
    m_options.freeT1 = freeT1;
    recompute();
}

void AnalysisController::setRaw(bool raw)
{
    m_options.raw = raw;
    recompute();
}

void AnalysisController::setThreshold(double threshold)
{
    m_options.threshold = threshold;
    recompute();
}

std::string AnalysisController::pricedAccelerator() const
{
    if (m_model->hasSeries() && m_model->series().accelerators.size() == 1)
        return m_model->series().accelerators.front();
    return {};
}

std::optional<double> AnalysisController::price() const
{
    return m_model->hasSeries() ? m_model->series().price : std::nullopt;
}

void AnalysisController::setPrice(double price)
{
    // The price of the shown accelerator model (docs/analysis.md §4.4); 0 clears it.
    const auto model = pricedAccelerator();
    if (model.empty())
        return;
    if (price > 0)
        m_options.prices[model] = price;
    else
        m_options.prices.erase(model);
    recompute();
}

void AnalysisController::setPrices(std::map<std::string, double, std::less<>> prices)
{
    m_options.prices = std::move(prices);
    recompute();
}

void AnalysisController::setValueOfTime(double valueOfTime)
{
    m_options.valueOfTime = valueOfTime;
    recompute();
}

void AnalysisController::setFitKind(std::optional<analysis::FitKind> kind)
{
    m_fitKind = kind;
    recompute(); // the modelled cost optimum and the continuous range follow the fit
}

void AnalysisController::clearReference()
{
    const auto rule = m_options.reference.rule; // a new series keeps the chosen rule
    m_options.reference = {};
    m_options.reference.rule = rule;
    if (!m_referenceHistory.empty()) {
        m_referenceHistory.clear();
        Q_EMIT referenceHistoryChanged();
    }
}

void AnalysisController::recompute()
{
    startAnalysis(m_rowA >= 0 ? m_model->pointAt(m_rowA).systemId : std::string(),
                  m_rowB >= 0 ? m_model->pointAt(m_rowB).systemId : std::string());
}

namespace {

// Entries and counted runs of one benchmark: what the analysis' cost grows with. Past
// this, a series' analysis can take longer than a frame (its uncertainty estimates are
// bounded by SeriesOptions::workBudget, about a quarter of a second each), so it runs on
// a worker. Every real round stays under it: the largest benchmark of v3.1-v5.1 together
// has a few thousand.
constexpr std::size_t kInlineAnalysisWork = 20000;

std::size_t analysisWork(const Dataset& dataset, const std::string& model)
{
    std::size_t work = 0;
    for (const auto& round : dataset.rounds)
        for (const auto& system : round.systems)
            for (const auto& result : system.benchmarks)
                if (analysis::benchmarkModelOrFolder(result.benchmark, round.ruleset) == model)
                    work += 1 + result.runs.size();
    return work;
}

} // namespace

void AnalysisController::setAnalysing(std::uint64_t pendingGeneration)
{
    const bool was = analysing();
    m_pendingGeneration = pendingGeneration;
    if (was != analysing())
        Q_EMIT analysingChanged(analysing());
}

void AnalysisController::startAnalysis(const std::string& systemA, const std::string& systemB)
{
    m_options.filter.benchmark = m_benchmark.toStdString();
    m_options.costModel = m_fitKind;
    m_options.costModelFromBest = !m_fitKind;
    const std::uint64_t generation = ++m_generation;
    const std::shared_ptr<const Dataset> dataset = analysedDatasetShared();
    if (m_benchmark.isEmpty() || analysisWork(*dataset, benchmarkModel()) <= kInlineAnalysisWork) {
        setAnalysing(0); // a worker still running is outdated now: its result is dropped
        applyAnalysis(m_benchmark.isEmpty() ? std::vector<analysis::Series>() : analysis::analyze(*dataset, m_options),
                      systemA, systemB);
        return;
    }
    setAnalysing(generation);
    using Result = std::vector<analysis::Series>;
    auto* watcher = new QFutureWatcher<Result>(this);
    connect(watcher, &QFutureWatcher<Result>::finished, this, [this, watcher, generation, systemA, systemB] {
        watcher->deleteLater();
        if (generation != m_generation)
            return; // a newer request superseded it
        setAnalysing(0);
        applyAnalysis(watcher->result(), systemA, systemB);
    });
    // The worker holds its own copies: the dataset is shared and never changed in place.
    watcher->setFuture(QtConcurrent::run([dataset, options = m_options] { return analysis::analyze(*dataset, options); }));
}

void AnalysisController::applyAnalysis(std::vector<analysis::Series> all, const std::string& systemA,
                                       const std::string& systemB)
{
    m_groups.clear();
    const analysis::Series* chosen = nullptr;
    const analysis::Series* broadest = nullptr;
    QStringList labels;
    for (const auto& series : all) {
        labels.append(seriesLabel(series));
        m_groups.append(labels.back());
        if (labels.back() == m_group)
            chosen = &series;
        if (!broadest || scalingBreadth(series) > scalingBreadth(*broadest))
            broadest = &series;
    }
    if (!chosen)
        chosen = broadest;
    m_group = chosen ? labels[static_cast<int>(chosen - all.data())] : QString();

    m_rowA = m_rowB = -1;
    m_measuredNs.clear();
    if (chosen) {
        for (const auto& point : chosen->curve)
            m_measuredNs.push_back(point.n);
        m_model->setSeries(*chosen, m_options, m_group, benchmarkLabel(m_benchmark));
    } else {
        m_model->clear();
    }
    m_markerMoved = false;
    m_markerN = detectedBreakEvenN();
    m_markerState = computeMarkerState(m_markerN);
    restoreComparisonRows(systemA, systemB);
    Q_EMIT filtersChanged();
    Q_EMIT seriesChanged();
    Q_EMIT markerChanged();
    Q_EMIT comparisonChanged();
}

const analysis::Fit* AnalysisController::shownFit() const
{
    if (!m_model->hasSeries())
        return nullptr;
    const auto& series = m_model->series();
    if (!series.shownFit)
        return nullptr;
    const auto& fit = series.fits.get(*series.shownFit);
    return fit.fitted ? &fit : nullptr;
}

void AnalysisController::setContinuous(bool continuous)
{
    if (continuous == m_continuous)
        return;
    m_continuous = continuous;
    setMarkerN(m_markerN);
}

double AnalysisController::minMarkerN() const
{
    return m_measuredNs.empty() ? 1.0 : m_measuredNs.front();
}

double AnalysisController::maxMarkerN() const
{
    if (m_measuredNs.empty())
        return 1.0;
    const bool extrapolates = shownFit() && m_model->series().shownFitExtrapolates();
    return m_continuous && extrapolates ? analysis::kMaxExtrapolation * m_measuredNs.back()
                                        : m_measuredNs.back();
}

namespace {

// At least three GPU counts: with two, any curve bends nowhere, and one says nothing.
using analysis::kMinCountsForBreakEven;

// An estimate that says "here"; a lower bound ("stays >= θ up to the largest N", "never
// falls below a") says "not yet" and agrees nowhere (analysis::BreakEvenEstimate).
bool triggered(const analysis::BreakEvenEstimate& estimate)
{
    return estimate.isEstimate();
}

} // namespace

QString AnalysisController::verdictRuleText() const
{
    const auto& verdict = m_model->series().verdict;
    if (verdict.rule == "efficiency threshold")
        return tr("θ = %1").arg(figure::numberG(m_options.threshold, 6));
    if (verdict.rule == "marginal return")
        return tr("marginal return < %1").arg(figure::numberG(m_options.marginal, 6));
    if (verdict.rule == "knee")
        return tr("knee");
    if (verdict.rule == "cost optimum")
        return tr("cost optimum");
    return {};
}

bool AnalysisController::breakEvenFound() const
{
    return m_model->hasSeries() && m_model->series().verdict.found();
}

// The texts below word analysis::Verdict (core/analysis/verdict.h), which `analyze` and
// `export` print as verdictHeadline/verdictLegend: one decision, told in the user's language.
QString AnalysisController::breakEvenText() const
{
    if (!m_model->hasSeries())
        return tr("No break-even: no series");
    const auto& verdict = m_model->series().verdict;
    using Kind = analysis::Verdict::Kind;
    switch (verdict.kind) {
    case Kind::None:
        if (verdict.measuredCounts < kMinCountsForBreakEven)
            return verdict.measuredCounts == 1
                       ? tr("No break-even: only 1 GPU count measured (at least 3 are needed)")
                       : tr("No break-even: only %1 GPU counts measured (at least 3 are needed)")
                             .arg(verdict.measuredCounts);
        if (m_model->series().breakEven.threshold.lowerBound)
            return tr("No break-even up to N = %1: efficiency stays ≥ %2 and no other rule triggered")
                .arg(figure::gpuCountText(verdict.largestN), figure::numberG(m_options.threshold, 6));
        return tr("No break-even: no rule gives an estimate up to N = %1")
            .arg(figure::gpuCountText(verdict.largestN));
    case Kind::Gap:
        return tr("Break-even (%1): between %2 and %3 GPUs, not measured there")
            .arg(verdictRuleText(), figure::gpuCountText(*verdict.markerN),
                 figure::gpuCountText(*verdict.gapTo));
    case Kind::Crossing:
        return tr("Break-even (%1): N* ≈ %2, last measured %3")
            .arg(verdictRuleText(), figure::gpuCountText(*verdict.nStar),
                 figure::gpuCountText(*verdict.markerN));
    case Kind::Measured:
        break;
    }
    return tr("Break-even (%1): N = %2").arg(verdictRuleText(), figure::gpuCountText(*verdict.markerN));
}

QString AnalysisController::breakEvenLegendText() const
{
    if (!m_model->hasSeries())
        return {};
    const auto& verdict = m_model->series().verdict;
    using Kind = analysis::Verdict::Kind;
    switch (verdict.kind) {
    case Kind::None:
        if (verdict.measuredCounts < kMinCountsForBreakEven)
            return tr("No break-even: %1 of 3 GPU counts needed").arg(verdict.measuredCounts);
        return tr("No break-even up to N = %1").arg(figure::gpuCountText(verdict.largestN));
    case Kind::Gap:
        return tr("Break-even (%1): in the %2–%3 gap")
            .arg(verdictRuleText(), figure::gpuCountText(*verdict.markerN),
                 figure::gpuCountText(*verdict.gapTo));
    case Kind::Crossing:
        return tr("Break-even (%1): N* ≈ %2").arg(verdictRuleText(), figure::gpuCountText(*verdict.nStar));
    case Kind::Measured:
        break;
    }
    return tr("Break-even (%1): N = %2").arg(verdictRuleText(), figure::gpuCountText(*verdict.markerN));
}

double AnalysisController::detectedBreakEvenN() const
{
    if (!m_model->hasSeries() || m_measuredNs.empty())
        return 0;
    const auto& verdict = m_model->series().verdict;
    if (!verdict.found())
        return m_measuredNs.back();
    // The marker stands where the label says: on N* for a crossing, on the last measured
    // count before an unmeasured gap, else on the measured N of the rule.
    return verdict.nStar ? *verdict.nStar : *verdict.markerN;
}

bool AnalysisController::atDetected(double n) const
{
    const double detected = detectedBreakEvenN();
    return detected > 0 && std::fabs(n / detected - 1.0) < 1e-9;
}

bool AnalysisController::markerShown() const
{
    return m_model->hasSeries() && m_markerN > 0 && (breakEvenFound() || m_markerMoved);
}

QString AnalysisController::markerLabel() const
{
    if (!markerShown())
        return {};
    if (breakEvenFound() && atDetected(m_markerN))
        return breakEvenText();
    if (m_markerState.source == MarkerState::Source::Measured)
        return tr("N = %1").arg(figure::gpuCountText(m_markerN));
    return tr("N ≈ %1 (between measured counts)").arg(figure::gpuCountText(m_markerN));
}

double AnalysisController::snap(double n) const
{
    if (m_measuredNs.empty())
        return 0;
    if (m_continuous)
        return std::clamp(n, minMarkerN(), maxMarkerN());
    const double target = std::log2(std::max(n, 1e-9));
    return *std::min_element(m_measuredNs.begin(), m_measuredNs.end(), [&](double a, double b) {
        return std::fabs(std::log2(a) - target) < std::fabs(std::log2(b) - target);
    });
}

void AnalysisController::setMarkerN(double n)
{
    // The detected break-even stays where it is (N* lies between measured counts).
    const double snapped = atDetected(n) && breakEvenFound() ? n : snap(n);
    const bool wasShown = markerShown();
    m_markerMoved = true;
    if (snapped == m_markerN && m_markerState.source != MarkerState::Source::None &&
        wasShown == markerShown())
        return;
    m_markerN = snapped;
    m_markerState = computeMarkerState(m_markerN);
    Q_EMIT markerChanged();
}

int AnalysisController::frontierRowAt(double n) const
{
    const auto& points = m_model->series().points;
    for (std::size_t row = 0; row < points.size(); ++row)
        if (points[row].onFrontier && static_cast<double>(points[row].n) == n)
            return static_cast<int>(row);
    return -1;
}

MarkerState AnalysisController::computeMarkerState(double n) const
{
    MarkerState state;
    if (!m_model->hasSeries() || !(n > 0))
        return state;
    const auto& series = m_model->series();
    const double referenceN = static_cast<double>(series.reference.n);
    const double referenceMinutes = series.reference.minutes;
    state.n = n;
    const auto measured = std::find_if(series.curve.begin(), series.curve.end(),
                                       [&](const auto& point) { return point.n == n; });
    if (measured != series.curve.end()) {
        state.source = MarkerState::Source::Measured;
        state.minutes = measured->minutes;
        state.speedup = measured->speedup;
        state.efficiency = measured->efficiency;
        int atN = 0;
        for (const auto& point : series.points)
            atN += static_cast<double>(point.n) == n;
        // In all-points mode a measured N with several points is their geometric mean.
        if (!m_options.allPoints || atN == 1) {
            if (const int row = frontierRowAt(n); row >= 0) {
                const auto& point = m_model->pointAt(row);
                state.kwh = point.kwh;
                if (point.speedupInterval && point.efficiencyInterval) {
                    state.speedupInterval = {point.speedupInterval->low, point.speedupInterval->high};
                    state.efficiencyInterval = {point.efficiencyInterval->low,
                                                point.efficiencyInterval->high};
                }
                state.origin = toQString(point.submitter) + QStringLiteral(", ") +
                               toQString(point.system);
            }
        } else {
            state.origin = tr("geometric mean of %1 points").arg(atN);
        }
    } else if (n > m_measuredNs.back()) {
        // Beyond the measurements only a fitted curve says anything.
        const auto* fit = shownFit();
        if (!fit || !fit->minutesAt(n))
            return computeMarkerState(snap(m_measuredNs.back()));
        state.source = MarkerState::Source::Extrapolated;
        state.minutes = *fit->minutesAt(n);
        state.speedup = referenceMinutes / state.minutes;
        state.efficiency = state.speedup / (n / referenceN);
        state.origin = tr("%1 fit").arg(toQString(analysis::toString(fit->kind)));
    } else {
        // Between two measured N: E linear in log2 N, the interpolation that places the
        // θ crossing N* (analysis.md §4.1), so that the readout at N* says E = θ.
        const auto upper = std::find_if(series.curve.begin(), series.curve.end(),
                                        [&](const auto& point) { return point.n > n; });
        if (upper == series.curve.begin() || upper == series.curve.end())
            return computeMarkerState(snap(n));
        const auto lower = std::prev(upper);
        const double t = std::log2(n / lower->n) / std::log2(upper->n / lower->n);
        state.source = MarkerState::Source::Interpolated;
        state.efficiency = (1 - t) * lower->efficiency + t * upper->efficiency;
        state.speedup = state.efficiency * n / referenceN;
        state.minutes = referenceMinutes / state.speedup;
        state.origin = tr("interpolated between N = %1 and %2")
                           .arg(figure::gpuCountText(lower->n), figure::gpuCountText(upper->n));
    }
    state.gpuHours = analysis::gpuHoursOf(n, state.minutes);
    if (const auto perHour = price())
        state.cost = state.gpuHours * *perHour;
    state.agreeingRules = agreeingRules(n);
    if (!breakEvenFound() || atDetected(n))
        state.breakEven = breakEvenText();
    if (atDetected(n) && !state.agreeingRules.isEmpty() && breakEvenFound())
        state.agreeingRules.removeFirst(); // the rule the sentence names: listed first
    return state;
}

QStringList AnalysisController::agreeingRules(double n) const
{
    // The rules whose estimate is this N, as `analyze` reports them: a rule that was
    // never reached ("no step falls below a") agrees nowhere.
    QStringList rules;
    const auto& breakEven = m_model->series().breakEven;
    if (triggered(breakEven.threshold) &&
        (near(n, breakEven.threshold.n) || near(n, breakEven.threshold.nInterpolated)))
        rules.append(tr("efficiency θ = %1").arg(figure::numberG(m_options.threshold, 6)));
    if (triggered(breakEven.marginal) && near(n, breakEven.marginal.n))
        rules.append(tr("marginal return"));
    if (triggered(breakEven.knee) && near(n, breakEven.knee.n))
        rules.append(tr("knee"));
    if (triggered(breakEven.costOptimal) && near(n, breakEven.costOptimal.n))
        rules.append(tr("cost optimum"));
    if (triggered(breakEven.costOptimalModelled) && near(n, breakEven.costOptimalModelled.n))
        rules.append(tr("modelled cost optimum"));
    return rules;
}

bool AnalysisController::setReferenceRow(int row)
{
    if (row < 0 || row >= m_model->rowCount() || row == m_model->referenceRow())
        return false;
    const auto& point = m_model->pointAt(row);
    m_referenceHistory.push_back(m_options.reference);
    m_options.reference.systemId = point.systemId;
    m_options.reference.round = point.round;
    Q_EMIT referenceHistoryChanged();
    recompute();
    return true;
}

bool AnalysisController::undoReference()
{
    if (m_referenceHistory.empty())
        return false;
    const auto rule = m_options.reference.rule; // undo the point, not the rule
    m_options.reference = m_referenceHistory.back();
    m_options.reference.rule = rule;
    m_referenceHistory.pop_back();
    Q_EMIT referenceHistoryChanged();
    recompute();
    return true;
}

void AnalysisController::restoreComparisonRows(const std::string& systemA,
                                               const std::string& systemB)
{
    if (!m_model->hasSeries()) {
        m_rowA = m_rowB = -1;
        return;
    }
    // Defaults: A is the reference, B the measured point at the detected break-even.
    m_rowA = systemA.empty() ? -1 : m_model->rowOfSystem(systemA);
    m_rowB = systemB.empty() ? -1 : m_model->rowOfSystem(systemB);
    if (m_rowA < 0)
        m_rowA = m_model->referenceRow();
    if (m_rowB < 0) {
        // B at the detected break-even, unless that is A's N (a cost optimum at the
        // fewest GPUs): then the largest N, the other end of the series.
        const auto& verdict = m_model->series().verdict;
        m_rowB = frontierRowAt(verdict.markerN ? *verdict.markerN : m_measuredNs.back());
        if (m_rowB >= 0 && m_rowA >= 0 && m_model->pointAt(m_rowB).n == m_model->pointAt(m_rowA).n)
            m_rowB = frontierRowAt(m_measuredNs.back());
        if (m_rowB < 0)
            m_rowB = m_model->rowCount() - 1;
    }
}

void AnalysisController::setRowA(int row)
{
    if (row < 0 || row >= m_model->rowCount() || row == m_rowA)
        return;
    m_rowA = row;
    Q_EMIT comparisonChanged();
}

void AnalysisController::setRowB(int row)
{
    if (row < 0 || row >= m_model->rowCount() || row == m_rowB)
        return;
    m_rowB = row;
    Q_EMIT comparisonChanged();
}

analysis::Comparison AnalysisController::comparison() const
{
    if (m_rowA < 0 || m_rowB < 0)
        return {};
    return analysis::compare(m_model->pointAt(m_rowA), m_model->pointAt(m_rowB));
}

QString AnalysisController::footnote() const
{
    QStringList rounds;
    if (m_model->hasSeries()) {
        for (const auto& round : m_model->series().rounds)
            rounds.append(toQString(round));
    } else {
        for (const auto& round : m_dataset->rounds)
            rounds.append(toQString(round.name));
    }
    QStringList parts;
    parts.append(rounds.isEmpty() ? tr("no round") : rounds.join(QStringLiteral(", ")));
    parts.append(m_options.filter.division.empty() ? tr("all divisions")
                                                   : divisionLabel(toQString(m_options.filter.division)));
    parts.append(m_options.filter.availability.empty() ? tr("all availabilities")
                                                       : toQString(m_options.filter.availability));
    if (m_options.raw)
        parts.append(tr("raw times before RCP scaling"));
    parts.append(tr("derived from MLPerf results, not an official result"));
    return parts.join(QStringLiteral(" · "));
}

} // namespace scalescope::ui
