#include "ui/viewmodel/AnalysisViewModel.h"

#include "core/analysis/benchmark_identity.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/text/qt_text.h"
#include "ui/viewmodel/ShownAnalysis.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>
#include <utility>

namespace scalescope::ui {

AnalysisViewModel::AnalysisViewModel(QObject* parent)
    : QObject(parent), m_model(new SeriesTableModel(this))
{
}

void AnalysisViewModel::setDataset(std::shared_ptr<const Dataset> dataset,
                                   const QString& datasetName)
{
    const std::string systemA = pointA() ? pointA()->systemId : std::string();
    const std::string systemB = pointB() ? pointB()->systemId : std::string();
    m_dataset = dataset ? std::move(dataset) : std::make_shared<const Dataset>();
    m_datasetName = datasetName;
    if (!m_choices.round.isEmpty() && !rounds().contains(m_choices.round))
        m_choices.round.clear();
    // Keep the selections the new dataset still offers.
    // Keep the benchmark under its key in the new dataset: "ssd" is "retinanet" once v5.1 is open.
    const QString kept =
        m_choices.benchmark.isEmpty() ? QString() : findBenchmark(m_choices.benchmark);
    if (kept.isEmpty()) {
        m_choices.benchmark = broadestBenchmark();
        m_choices.group.clear();
        clearReference();
    } else {
        m_choices.benchmark = kept;
    }
    if (!m_choices.options.filter.accelerator.empty() &&
        !accelerators().contains(toQString(m_choices.options.filter.accelerator)))
        m_choices.options.filter.accelerator.clear();
    if (!m_choices.options.filter.submitter.empty() &&
        !submitters().contains(toQString(m_choices.options.filter.submitter)))
        m_choices.options.filter.submitter.clear();
    if (!m_choices.options.filter.availability.empty() &&
        !availabilities().contains(toQString(m_choices.options.filter.availability)))
        m_choices.options.filter.availability.clear();
    m_choices.rowA = m_choices.rowB = -1;
    m_pendingView.reset();
    startAnalysis(systemA, systemB);
}

std::string AnalysisViewModel::analysedRound() const
{
    const bool oneRound =
        !m_choices.round.isEmpty() && m_choices.options.groupBy != analysis::GroupBy::AcrossRounds;
    return oneRound ? m_choices.round.toStdString() : std::string();
}

bool AnalysisViewModel::inAnalysedRound(const Round& round) const
{
    const std::string only = analysedRound();
    return only.empty() || round.name == only;
}

namespace {

// True when a and b ask for the same analysis (what is analysed; not where one looks on it).
bool sameAnalysis(const AnalysisChoices& a, const AnalysisChoices& b)
{
    return a.round == b.round && a.benchmark == b.benchmark && a.group == b.group &&
           a.options == b.options && a.fitKind == b.fitKind;
}

} // namespace

void AnalysisViewModel::setChoices(const AnalysisChoices& choices)
{
    if (choices == m_choices)
        return;
    if (sameAnalysis(choices, m_choices)) {
        const bool overlayDiffers = choices.overlay != m_choices.overlay;
        applyView(choices);
        if (overlayDiffers)
            Q_EMIT overlayChanged();
        Q_EMIT markerChanged();
        Q_EMIT comparisonChanged();
        announceChoices();
        return;
    }
    const AnalysisChoices view = m_choices;
    m_choices = choices;
    m_choices.markerN = view.markerN; // the analysis places them; applyView restores them
    m_choices.markerMoved = view.markerMoved;
    m_choices.rowA = view.rowA;
    m_choices.rowB = view.rowB;
    m_choices.overlay = view.overlay;
    m_choices.seriesA = view.seriesA;
    m_choices.seriesB = view.seriesB;
    m_pendingView = choices;
    startAnalysis({}, {});
}

void AnalysisViewModel::applyView(const AnalysisChoices& view)
{
    m_choices.continuous = view.continuous;
    m_choices.markerMoved = view.markerMoved && m_model->hasSeries();
    m_choices.markerN = m_choices.markerMoved ? view.markerN : detectedBreakEvenN();
    m_markerState = computeMarkerState(m_choices.markerN);
    m_choices.overlay = validOverlay(view.overlay);
    analyseOverlay();
    // A and B where that series (shown, or still overlaid) has those rows.
    if ((view.rowA == -1 && view.seriesA.isEmpty()) || pointOf(view.seriesA, view.rowA)) {
        m_choices.seriesA = view.seriesA;
        m_choices.rowA = view.rowA;
    }
    if ((view.rowB == -1 && view.seriesB.isEmpty()) || pointOf(view.seriesB, view.rowB)) {
        m_choices.seriesB = view.seriesB;
        m_choices.rowB = view.rowB;
    }
}

bool AnalysisViewModel::setRound(const QString& roundOrEmptyForAll)
{
    if (!roundOrEmptyForAll.isEmpty() && !rounds().contains(roundOrEmptyForAll))
        return false;
    if (roundOrEmptyForAll == m_choices.round)
        return true;
    m_choices.round = roundOrEmptyForAll;
    m_choices.group.clear();
    clearReference();
    const QString kept = findBenchmark(m_choices.benchmark);
    m_choices.benchmark = kept.isEmpty() ? broadestBenchmark() : kept;
    if (!m_choices.options.filter.accelerator.empty() &&
        !accelerators().contains(toQString(m_choices.options.filter.accelerator)))
        m_choices.options.filter.accelerator.clear();
    if (!m_choices.options.filter.submitter.empty() &&
        !submitters().contains(toQString(m_choices.options.filter.submitter)))
        m_choices.options.filter.submitter.clear();
    recompute();
    return true;
}

bool AnalysisViewModel::setBenchmark(const QString& query)
{
    const QString benchmark = findBenchmark(query);
    if (benchmark.isEmpty())
        return false;
    if (benchmark == m_choices.benchmark)
        return true;
    m_choices.benchmark = benchmark;
    m_choices.group.clear();
    clearReference();
    // An accelerator or submitter the new benchmark lacks would leave an empty chart.
    if (!m_choices.options.filter.accelerator.empty() &&
        !accelerators().contains(toQString(m_choices.options.filter.accelerator)))
        m_choices.options.filter.accelerator.clear();
    if (!m_choices.options.filter.submitter.empty() &&
        !submitters().contains(toQString(m_choices.options.filter.submitter)))
        m_choices.options.filter.submitter.clear();
    recompute();
    return true;
}

bool AnalysisViewModel::setAccelerator(const QString& acceleratorOrEmptyForAll)
{
    if (!acceleratorOrEmptyForAll.isEmpty() && !accelerators().contains(acceleratorOrEmptyForAll))
        return false;
    m_choices.options.filter.accelerator = acceleratorOrEmptyForAll.toStdString();
    m_choices.group.clear(); // a new set of series: start on the broadest
    clearReference();
    recompute();
    return true;
}

void AnalysisViewModel::setSubmitter(const QString& submitterOrEmptyForAll)
{
    m_choices.options.filter.submitter = submitterOrEmptyForAll.toStdString();
    m_choices.group.clear(); // a new set of series: start on the broadest
    clearReference();
    recompute();
}

void AnalysisViewModel::setAvailability(const QString& availabilityOrEmptyForAll)
{
    m_choices.options.filter.availability = availabilityOrEmptyForAll.toStdString();
    recompute();
}

void AnalysisViewModel::setDivision(const QString& divisionOrEmptyForAll)
{
    m_choices.options.filter.division = divisionOrEmptyForAll.toStdString();
    m_choices.group.clear(); // a new set of series: start on the broadest
    clearReference();
    recompute();
}

void AnalysisViewModel::setGroupBy(analysis::GroupBy groupBy)
{
    m_choices.options.groupBy = groupBy;
    m_choices.group.clear(); // a new set of series: start on the broadest
    clearReference();
    recompute();
}

bool AnalysisViewModel::setGroup(const QString& group)
{
    if (!m_groups.contains(group))
        return false;
    if (group != m_choices.group) {
        m_choices.group = group;
        clearReference();
        recompute();
    }
    return true;
}

void AnalysisViewModel::setAllPoints(bool allPoints)
{
    m_choices.options.allPoints = allPoints;
    recompute();
}

void AnalysisViewModel::setReferenceRule(analysis::ReferenceRule rule)
{
    m_choices.options.reference.rule = rule;
    recompute();
}

void AnalysisViewModel::setKeepDominated(bool keep)
{
    m_choices.options.keepDominated = keep;
    recompute();
}

void AnalysisViewModel::setFreeT1(bool freeT1)
{
    m_choices.options.freeT1 = freeT1;
    recompute();
}

void AnalysisViewModel::setRaw(bool raw)
{
    m_choices.options.raw = raw;
    recompute();
}

void AnalysisViewModel::setThreshold(double threshold)
{
    if (!(threshold > 0 && threshold < 1))
        return; // θ lies in (0, 1) (docs/analysis.md §4): other values are refused
    m_choices.options.threshold = threshold;
    recompute();
}

void AnalysisViewModel::setPrice(double price)
{
    // The price of the shown accelerator model (docs/analysis.md §4.4); 0 clears it.
    const auto model = pricedAccelerator();
    if (model.empty())
        return;
    if (price > 0)
        m_choices.options.prices[model] = price;
    else
        m_choices.options.prices.erase(model);
    recompute();
}

void AnalysisViewModel::setPrices(std::map<std::string, double, std::less<>> prices)
{
    m_choices.options.prices = std::move(prices);
    recompute();
}

void AnalysisViewModel::setValueOfTime(double valueOfTime)
{
    m_choices.options.valueOfTime = valueOfTime;
    recompute();
}

void AnalysisViewModel::setFitKind(std::optional<analysis::FitKind> kind)
{
    m_choices.fitKind = kind;
    recompute(); // the modelled cost optimum and the continuous range follow the fit
}

void AnalysisViewModel::clearReference()
{
    const auto rule = m_choices.options.reference.rule; // a new series keeps the chosen rule
    m_choices.options.reference = {};
    m_choices.options.reference.rule = rule;
}

void AnalysisViewModel::recompute()
{
    m_pendingView.reset(); // a newer choice than the one setChoices restores
    startAnalysis(pointA() ? pointA()->systemId : std::string(),
                  pointB() ? pointB()->systemId : std::string());
}

namespace {

// Entries and counted runs of one benchmark: what the analysis' cost grows with. Past
// this, a series' analysis can take longer than a frame (its uncertainty estimates are
// bounded by SeriesOptions::workBudget, about a quarter of a second each), so it runs on
// a worker. Every real round stays under it: the largest benchmark of v3.1-v5.1 together
// has a few thousand.
constexpr std::size_t kInlineAnalysisWork = 20000;

std::size_t analysisWork(const Dataset& dataset, const std::string& model,
                         const std::string& onlyRound)
{
    std::size_t work = 0;
    for (const auto& round : dataset.rounds) {
        if (!onlyRound.empty() && round.name != onlyRound)
            continue;
        for (const auto& system : round.systems)
            for (const auto& result : system.benchmarks)
                if (analysis::benchmarkModelOrFolder(result.benchmark, round.ruleset) == model)
                    work += 1 + result.runs.size();
    }
    return work;
}

} // namespace

void AnalysisViewModel::setAnalysing(std::uint64_t pendingGeneration)
{
    const bool was = analysing();
    m_pendingGeneration = pendingGeneration;
    if (was != analysing())
        Q_EMIT analysingChanged(analysing());
}

void AnalysisViewModel::startAnalysis(const std::string& systemA, const std::string& systemB)
{
    m_choices.options.filter.benchmark = m_choices.benchmark.toStdString();
    m_choices.options.costModel = m_choices.fitKind;
    m_choices.options.costModelFromBest = !m_choices.fitKind;
    const std::uint64_t generation = ++m_generation;
    const std::shared_ptr<const Dataset> dataset = m_dataset;
    // The round scope is the analysis' only: the choices keep the round as chosen.
    analysis::SeriesOptions options = m_choices.options;
    options.round = analysedRound();
    const bool severalRounds = m_dataset->rounds.size() >= 2;
    if (m_choices.benchmark.isEmpty() ||
        analysisWork(*dataset, benchmarkModel(), options.round) <= kInlineAnalysisWork) {
        setAnalysing(0); // a worker still running is outdated now: its result is dropped
        applyAnalysis(m_choices.benchmark.isEmpty()
                          ? ShownAnalysis()
                          : analyseShown(*dataset, options, severalRounds, m_choices.group),
                      systemA, systemB);
        announceChoices();
        return;
    }
    setAnalysing(generation);
    using Result = ShownAnalysis;
    auto* watcher = new QFutureWatcher<Result>(this);
    connect(watcher, &QFutureWatcher<Result>::finished, this,
            [this, watcher, generation, systemA, systemB] {
                watcher->deleteLater();
                if (generation != m_generation)
                    return; // a newer request superseded it
                setAnalysing(0);
                applyAnalysis(watcher->result(), systemA, systemB);
                announceChoices();
            });
    // The worker holds its own copies: the dataset is shared and never changed in place.
    watcher->setFuture(QtConcurrent::run(
        [dataset, options = std::move(options), severalRounds, wanted = m_choices.group] {
            return analyseShown(*dataset, options, severalRounds, wanted);
        }));
    announceChoices();
}

void AnalysisViewModel::applyAnalysis(ShownAnalysis analysed, const std::string& systemA,
                                      const std::string& systemB)
{
    m_groups = analysed.labels;
    const analysis::Series* chosen = analysed.shown ? &analysed.all[*analysed.shown] : nullptr;
    m_choices.group = chosen ? m_groups[static_cast<qsizetype>(*analysed.shown)] : QString();

    m_choices.rowA = m_choices.rowB = -1;
    m_choices.seriesA.clear(); // A and B start on the shown series (restoreComparisonRows)
    m_choices.seriesB.clear();
    m_measuredNs.clear();
    if (chosen) {
        for (const auto& point : chosen->curve)
            m_measuredNs.push_back(point.n);
        m_model->setSeries(*chosen, m_choices.options, m_choices.group,
                           benchmarkLabel(m_choices.benchmark));
    } else {
        m_model->clear();
    }
    // The overlay draws from them, each analysed once overlaid (chosen's copy is in the model).
    m_seriesAnalysed.assign(analysed.all.size(), false);
    if (analysed.shown)
        m_seriesAnalysed[*analysed.shown] = true;
    m_allSeries = std::move(analysed.all);
    m_choices.overlay = validOverlay(m_choices.overlay);
    analyseOverlay();
    m_choices.markerMoved = false;
    m_choices.markerN = detectedBreakEvenN();
    m_markerState = computeMarkerState(m_choices.markerN);
    restoreComparisonRows(systemA, systemB);
    if (m_pendingView) {
        applyView(*m_pendingView);
        m_pendingView.reset();
    }
    Q_EMIT filtersChanged();
    Q_EMIT seriesChanged();
    Q_EMIT overlayChanged();
    Q_EMIT markerChanged();
    Q_EMIT comparisonChanged();
}

bool AnalysisViewModel::setReferenceRow(int row)
{
    if (row < 0 || row >= m_model->rowCount() || row == m_model->referenceRow())
        return false;
    const auto& point = m_model->pointAt(row);
    m_choices.options.reference.systemId = point.systemId;
    m_choices.options.reference.round = point.round;
    recompute();
    return true;
}

void AnalysisViewModel::restoreComparisonRows(const std::string& systemA,
                                              const std::string& systemB)
{
    if (!m_model->hasSeries()) {
        m_choices.rowA = m_choices.rowB = -1;
        return;
    }
    // Defaults: A is the reference, B the measured point at the detected break-even.
    m_choices.rowA = systemA.empty() ? -1 : m_model->rowOfSystem(systemA);
    m_choices.rowB = systemB.empty() ? -1 : m_model->rowOfSystem(systemB);
    if (m_choices.rowA < 0)
        m_choices.rowA = m_model->referenceRow();
    if (m_choices.rowB < 0) {
        // B at the detected break-even, unless that is A's N (a cost optimum at the
        // fewest GPUs): then the largest N, the other end of the series.
        const auto& verdict = m_model->series().verdict;
        m_choices.rowB = frontierRowAt(verdict.markerN ? *verdict.markerN : m_measuredNs.back());
        if (m_choices.rowB >= 0 && m_choices.rowA >= 0 &&
            m_model->pointAt(m_choices.rowB).n == m_model->pointAt(m_choices.rowA).n)
            m_choices.rowB = frontierRowAt(m_measuredNs.back());
        if (m_choices.rowB < 0)
            m_choices.rowB = m_model->rowCount() - 1;
    }
}

QString AnalysisViewModel::footnote() const
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
    parts.append(m_choices.options.filter.division.empty()
                     ? tr("all divisions")
                     : divisionLabel(toQString(m_choices.options.filter.division)));
    parts.append(m_choices.options.filter.availability.empty()
                     ? tr("all availabilities")
                     : toQString(m_choices.options.filter.availability));
    if (m_choices.options.raw)
        parts.append(tr("raw times before RCP scaling"));
    parts.append(tr("derived from MLPerf results, not an official result"));
    return parts.join(QStringLiteral(" · "));
}
void AnalysisViewModel::announceChoices()
{
    if (m_choices == m_announced)
        return;
    m_announced = m_choices;
    Q_EMIT choicesChanged();
}

} // namespace scalescope::ui
