#include "core/analysis/series.h"

#include "core/analysis/accelerator_match.h"
#include "core/analysis/benchmark_identity.h"
#include "core/analysis/bootstrap.h"
#include "core/analysis/caveats.h"
#include "core/analysis/family_references.h"
#include "core/analysis/figures.h"
#include "core/analysis/reference_convergence.h"
#include "core/analysis/system_design.h"
#include "core/analysis/throughput.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

namespace scalescope::analysis {

namespace {

std::string lowered(std::string_view text)
{
    std::string result(text);
    for (auto& c : result)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return result;
}

bool containsIgnoringCase(std::string_view haystack, std::string_view needle)
{
    return lowered(haystack).find(lowered(needle)) != std::string::npos;
}

bool acceleratorMatches(const Point& point, const std::string& wanted,
                        const AcceleratorCatalog& catalog)
{
    if (wanted.empty())
        return true;
    if (acceleratorKey(point.accelerator) == acceleratorKey(catalog.canonical(wanted)))
        return true;
    if (catalog.knows(wanted))
        return false;
    // Words, not substrings: "B200" is not a part of "GB200" (accelerator_match.h).
    return queryWordsMatch(wanted, point.accelerator) ||
           queryWordsMatch(wanted, point.acceleratorOriginal);
}

// One spelling per accelerator model: names the catalog does not know that differ only
// in case, spaces, '-', '_' or '/' ("... HBM3E" and "... HBM3e") are one model, shown in
// the spelling that sorts first, whatever order the rounds were opened in.
class AcceleratorSpellings
{
  public:
    AcceleratorSpellings(const Dataset& dataset, const AcceleratorCatalog& catalog,
                         std::string_view onlyRound = {})
    {
        for (const auto& round : dataset.rounds) {
            if (!onlyRound.empty() && round.name != onlyRound)
                continue;
            for (const auto& system : round.systems) {
                std::string name = catalog.canonical(system.acceleratorModelName);
                auto [it, added] = byKey_.try_emplace(acceleratorKey(name), name);
                if (!added && name < it->second)
                    it->second = std::move(name);
            }
        }
    }
    const std::string& of(const std::string& canonicalName) const
    {
        const auto found = byKey_.find(acceleratorKey(canonicalName));
        return found == byKey_.end() ? canonicalName : found->second;
    }
    std::vector<std::string> all() const
    {
        std::set<std::string> names;
        for (const auto& [key, name] : byKey_)
            names.insert(name);
        return {names.begin(), names.end()};
    }

  private:
    std::map<std::string, std::string> byKey_;
};

bool passes(const Point& point, const SeriesFilter& filter, const AcceleratorCatalog& catalog)
{
    if (!filter.benchmark.empty() && point.benchmark != filter.benchmark)
        return false;
    if (!filter.division.empty() && lowered(point.division) != lowered(filter.division))
        return false;
    if (!filter.availability.empty() &&
        !containsIgnoringCase(point.availability, filter.availability))
        return false;
    if (!filter.submitter.empty() && !containsIgnoringCase(point.submitter, filter.submitter))
        return false;
    if (filter.minN && point.n < *filter.minN)
        return false;
    if (filter.maxN && point.n > *filter.maxN)
        return false;
    return acceleratorMatches(point, filter.accelerator, catalog);
}

// The series key (round included unless across rounds) and its label.
std::pair<std::vector<std::string>, std::string> groupOf(const Point& point, GroupBy groupBy)
{
    switch (groupBy) {
    case GroupBy::Accelerator:
        return {{point.round, point.accelerator}, point.accelerator};
    // Submitter and framework series are split per accelerator model: one submitter's
    // B200 and H100 entries are not one scaling curve.
    case GroupBy::Submitter:
        return {{point.round, point.submitter, point.accelerator},
                point.submitter + " / " + point.accelerator};
    case GroupBy::Framework: {
        const auto framework = normalizedFramework(point.framework);
        return {{point.round, lowered(framework), point.accelerator},
                framework + " / " + point.accelerator};
    }
    // One kind of machine: what someone could rerun at every N (docs/analysis.md §1).
    // The framework is left out: its version changes between submissions of one system.
    case GroupBy::Family:
        return {{point.round, point.submitter, point.accelerator, point.design},
                point.submitter + " " + point.designLabel + " / " + point.accelerator};
    case GroupBy::All:
        return {{point.round}, "all accelerators"};
    // One system family over the rounds: submitter, accelerator and system design. The
    // framework string is not part of it ("NGC Pytorch NGC HugeCTR", "Hugectr" and
    // "HugeCTR" split one family); each point shows its framework, normalised.
    case GroupBy::AcrossRounds:
        return {{point.submitter, point.accelerator, point.design},
                point.submitter + " " + point.designLabel + " / " + point.accelerator};
    }
    return {{}, {}};
}

Point makePoint(const Round& round, const SystemEntry& system, const BenchmarkResult& result,
                const AcceleratorCatalog& catalog)
{
    Point point;
    point.round = round.name;
    point.ruleset = round.ruleset;
    point.systemId = system.systemId;
    point.submitter = system.submitter;
    point.system = system.system;
    point.division = system.division;
    point.availability = system.availability;
    point.acceleratorOriginal = system.acceleratorModelName;
    point.accelerator = catalog.canonical(system.acceleratorModelName);
    point.framework = system.framework;
    point.host = system.hostProcessorModelName;
    point.numberOfNodes = system.numberOfNodes;
    point.benchmark = result.benchmark;
    auto design = systemDesign(system.system.empty() ? system.systemId : system.system);
    point.design = std::move(design.key);
    point.designLabel = std::move(design.label);
    point.n = system.acceleratorsCount;
    point.scoreMinutes = result.scoreMinutes;
    point.rawMinutes = result.rawMinutes;
    point.scalingFactor = result.scalingFactor;
    point.republishedFrom = result.republishedFrom;
    point.republishedOf = result.republishedOf;
    point.energyJoules = result.energyJoules;
    return point;
}

void fillRuns(Point& point, const BenchmarkResult& result, bool raw)
{
    const double n = static_cast<double>(point.n);
    const double scale = raw ? 1.0 : result.scalingFactor;
    point.runs.reserve(result.runs.size());
    for (const auto& run : result.runs) {
        RunTime time;
        time.file = run.file;
        time.status = run.status;
        time.rawMinutes = run.minutes;
        time.globalBatchSize = run.records.globalBatchSize;
        time.records = run.records;
        const auto count = samplesToConverge(run.records, result.benchmark);
        time.samples = count.samples;
        time.samplesMethod = count.method;
        if (count.samples && run.minutes && *run.minutes > 0)
            time.samplesPerSecondPerGpu = samplesPerSecondPerGpu(*count.samples, *run.minutes, n);
        if (run.status == RunStatus::Counted && time.globalBatchSize) {
            if (point.globalBatchSize && *point.globalBatchSize != *time.globalBatchSize)
                point.batchSizeVaries = true;
            if (!point.globalBatchSize)
                point.globalBatchSize = time.globalBatchSize;
        }
        if (run.minutes)
            time.minutes = *run.minutes * scale;
        if (time.minutes && run.status == RunStatus::Counted) {
            point.runMinMinutes =
                std::min(point.runMinMinutes.value_or(*time.minutes), *time.minutes);
            point.runMaxMinutes =
                std::max(point.runMaxMinutes.value_or(*time.minutes), *time.minutes);
        }
        point.runs.push_back(std::move(time));
    }
}

// Each marginal step's exponent on throughput (§8), where both ends have samples to
// converge: the curve's throughput speedup at N is its entry's there, or in all-points mode
// the geometric mean over the usable entries at N (none when one of them has none). One
// pass over the points: a series of many entries stays linear.
void fillThroughputExponents(Series& series, bool allPoints)
{
    struct AtN
    {
        double logSum = 0;
        int count = 0;
        bool missing = false;
    };
    std::map<std::int64_t, AtN> atN;
    for (const auto& point : series.points) {
        if (!(point.inCurve || (allPoints && point.usable())))
            continue;
        auto& slot = atN[point.n];
        if (!point.throughputSpeedup || !(*point.throughputSpeedup > 0)) {
            slot.missing = true;
            continue;
        }
        slot.logSum += std::log(*point.throughputSpeedup);
        ++slot.count;
    }
    const auto speedupAt = [&](double n) -> std::optional<double> {
        const auto found = atN.find(static_cast<std::int64_t>(n));
        if (found == atN.end() || found->second.missing || found->second.count == 0)
            return std::nullopt;
        return std::exp(found->second.logSum / found->second.count);
    };
    for (auto& step : series.breakEven.steps) {
        step.throughputExponent.reset();
        const auto from = speedupAt(step.fromN);
        const auto to = speedupAt(step.toN);
        if (from && to)
            step.throughputExponent = std::log(*to / *from) / std::log(step.toN / step.fromN);
    }
}

// Provenance (docs/analysis.md §1.4): the points of a series that hold one set of logs
// (republishedFrom and republishedOf name its first entry) are one result. The oldest
// (rounds by version, then dataset order: the first entry itself when it is in the
// series) is kept; the others stay shown but are left out. The kept point takes the
// system ids of copies in its own round under another name (one set of logs filed under
// two system names), and their energy when it has none (a -POWER copy carries the power
// logs of the same runs). Points of dataset files saved before republishedOf was kept
// are left out, as then, when the series spans rounds and their first round is open.
void leaveOutCopies(Series& series, const std::map<std::string, std::size_t>& roundRank)
{
    auto& points = series.points;
    std::map<std::pair<std::string, std::string>, std::vector<std::size_t>> bySource;
    for (std::size_t i = 0; i < points.size(); ++i) {
        Point& point = points[i];
        point.republishedLeftOut = false;
        point.alsoPublishedAs.clear();
        if (point.republishedFrom && point.republishedOf.empty()) {
            point.republishedLeftOut =
                series.rounds.size() > 1 && roundRank.count(*point.republishedFrom) > 0;
            continue;
        }
        bySource[point.republishedFrom ? std::pair{*point.republishedFrom, point.republishedOf}
                                       : std::pair{point.round, point.systemId}]
            .push_back(i);
    }
    const auto rankOf = [&](const Point& point) {
        const auto found = roundRank.find(point.round);
        return found == roundRank.end() ? roundRank.size() : found->second;
    };
    for (const auto& [source, holders] : bySource) {
        if (holders.size() < 2)
            continue;
        const std::size_t kept =
            *std::min_element(holders.begin(), holders.end(), [&](std::size_t a, std::size_t b) {
                return std::pair{rankOf(points[a]), a} < std::pair{rankOf(points[b]), b};
            });
        Point& first = points[kept];
        for (const std::size_t i : holders) {
            if (i == kept)
                continue;
            Point& copy = points[i];
            copy.republishedLeftOut = true;
            if (copy.round == first.round && copy.systemId != first.systemId &&
                std::find(first.alsoPublishedAs.begin(), first.alsoPublishedAs.end(),
                          copy.systemId) == first.alsoPublishedAs.end())
                first.alsoPublishedAs.push_back(copy.systemId);
            if (!first.energyJoules && copy.energyJoules)
                first.energyJoules = copy.energyJoules;
        }
    }
}

} // namespace

const char* toString(GroupBy groupBy)
{
    switch (groupBy) {
    case GroupBy::Accelerator:
        return "accelerator";
    case GroupBy::Submitter:
        return "submitter";
    case GroupBy::Framework:
        return "framework";
    case GroupBy::Family:
        return "family";
    case GroupBy::All:
        return "all";
    case GroupBy::AcrossRounds:
        return "rounds";
    }
    return "accelerator";
}

std::optional<GroupBy> groupByFromString(std::string_view text)
{
    for (auto groupBy : {GroupBy::Accelerator, GroupBy::Submitter, GroupBy::Framework,
                         GroupBy::Family, GroupBy::All, GroupBy::AcrossRounds})
        if (text == toString(groupBy))
            return groupBy;
    return std::nullopt;
}

const char* toString(FitKind kind)
{
    switch (kind) {
    case FitKind::Amdahl:
        return "amdahl";
    case FitKind::Usl:
        return "usl";
    case FitKind::PowerLaw:
        return "power_law";
    }
    return "power_law";
}

namespace {

bool isCommitHash(std::string_view token)
{
    while (!token.empty() && (token.back() == ',' || token.back() == ';' || token.back() == ')'))
        token.remove_suffix(1);
    if (token.size() < 7)
        return false;
    bool digit = false;
    for (char c : token) {
        if (!std::isxdigit(static_cast<unsigned char>(c)))
            return false;
        digit = digit || std::isdigit(static_cast<unsigned char>(c));
    }
    return digit;
}

} // namespace

std::string normalizedFramework(std::string_view framework)
{
    std::vector<std::string> tokens;
    std::size_t start = 0;
    while (start < framework.size()) {
        const auto end = std::min(framework.find_first_of(" \t\n", start), framework.size());
        auto token = std::string(framework.substr(start, end - start));
        start = end + 1;
        if (token.empty())
            continue;
        if (isCommitHash(token)) {
            // "..., commit <hash>": the word "commit" goes with it.
            if (!tokens.empty() && lowered(tokens.back()) == "commit")
                tokens.pop_back();
            continue;
        }
        tokens.push_back(std::move(token));
    }
    // Words said twice in a row are said once ("NGC Pytorch NGC Pytorch NGC HugeCTR").
    for (std::size_t length = 1; 2 * length <= tokens.size(); ++length)
        for (std::size_t i = 0; i + 2 * length <= tokens.size();) {
            const bool repeated =
                std::equal(tokens.begin() + static_cast<std::ptrdiff_t>(i),
                           tokens.begin() + static_cast<std::ptrdiff_t>(i + length),
                           tokens.begin() + static_cast<std::ptrdiff_t>(i + length),
                           [](const std::string& a, const std::string& b) {
                               return lowered(a) == lowered(b);
                           });
            if (repeated)
                tokens.erase(tokens.begin() + static_cast<std::ptrdiff_t>(i + length),
                             tokens.begin() + static_cast<std::ptrdiff_t>(i + 2 * length));
            else
                ++i;
        }
    std::string result;
    for (const auto& token : tokens)
        result += (result.empty() ? "" : " ") + token;
    while (!result.empty() &&
           (result.back() == ',' || result.back() == ';' || result.back() == ' '))
        result.pop_back();
    return result.empty() ? std::string(framework) : result;
}

std::string frameworkFamily(std::string_view framework)
{
    std::string family;
    std::size_t start = 0;
    while (start < framework.size()) {
        auto end = framework.find(' ', start);
        if (end == std::string_view::npos)
            end = framework.size();
        const auto token = framework.substr(start, end - start);
        const bool versionLike = std::any_of(token.begin(), token.end(), [](char c) {
            return std::isdigit(static_cast<unsigned char>(c));
        });
        if (!token.empty() && !versionLike) {
            if (!family.empty())
                family += ' ';
            family += token;
        }
        start = end + 1;
    }
    return family.empty() ? std::string(framework) : family;
}

std::vector<Series> buildSeries(const Dataset& dataset, const SeriesOptions& options,
                                const AcceleratorCatalog& catalog)
{
    std::map<std::tuple<std::string, std::vector<std::string>>, Series> byKey;
    const AcceleratorSpellings spellings(dataset, catalog, options.round);
    // One benchmark is one model, whatever its folder is called in each round (RetinaNet:
    // ssd, then retinanet; core/analysis/benchmark_identity.h), in every grouping: the
    // groupings of one round keep the round in their key, so only across rounds does a
    // series join folders.
    const auto identities = benchmarkIdentities(dataset, options.round);
    // Identities are of scored benchmarks; one with raw times only is matched by its folder.
    const BenchmarkIdentity* wanted = findBenchmarkIdentity(identities, options.filter.benchmark);
    std::map<std::string, std::string> keyOfModel;
    for (const auto& identity : identities)
        keyOfModel[identity.model] = identity.key;
    SeriesFilter filter = options.filter;
    if (wanted)
        filter.benchmark.clear(); // matched by model below
    for (const auto& round : dataset.rounds) {
        if (!options.round.empty() && round.name != options.round)
            continue;
        for (const auto& system : round.systems)
            for (const auto& result : system.benchmarks) {
                const auto minutes = options.raw ? result.rawMinutes : result.scoreMinutes;
                if (!minutes || !(*minutes > 0) || system.acceleratorsCount <= 0)
                    continue;
                const std::string model = benchmarkModelOrFolder(result.benchmark, round.ruleset);
                if (wanted && model != wanted->model)
                    continue;
                Point point = makePoint(round, system, result, catalog);
                point.accelerator = spellings.of(point.accelerator);
                point.minutes = *minutes;
                if (!passes(point, filter, catalog))
                    continue;
                fillRuns(point, result, options.raw);
                auto [key, label] = groupOf(point, options.groupBy);
                const auto known = keyOfModel.find(model);
                const std::string& benchmarkKey =
                    known != keyOfModel.end() ? known->second : point.benchmark;
                auto& series = byKey[{benchmarkKey, std::move(key)}];
                if (series.points.empty()) {
                    series.benchmark = benchmarkKey;
                    series.groupBy = options.groupBy;
                    series.group = std::move(label);
                }
                if (std::find(series.rounds.begin(), series.rounds.end(), point.round) ==
                    series.rounds.end())
                    series.rounds.push_back(point.round);
                series.points.push_back(std::move(point));
            }
    }
    std::map<std::string, std::size_t> roundRank; // oldest first, as provenance orders them
    for (const std::size_t r : roundsOldestFirst(dataset))
        roundRank.try_emplace(dataset.rounds[r].name, roundRank.size());
    std::vector<Series> result;
    result.reserve(byKey.size());
    for (auto& [key, series] : byKey) {
        leaveOutCopies(series, roundRank);
        std::stable_sort(series.points.begin(), series.points.end(),
                         [](const Point& a, const Point& b) {
                             return std::tie(a.n, a.minutes) < std::tie(b.n, b.minutes);
                         });
        result.push_back(std::move(series));
    }
    return result;
}

void analyzeSeries(Series& series, const SeriesOptions& options)
{
    auto& points = series.points;
    if (points.empty())
        return;
    markFrontier(points, options.keepDominated);
    const auto rule = options.reference.rule;
    auto referenceIndex = *referenceIndexFor(points, rule);
    series.reference = {};
    series.reference.rule = rule;
    keepMessage(series.reference.chosenBy, series.reference.chosenByMessage,
                referenceRuleMessage(rule));
    if (!options.reference.systemId.empty()) {
        const auto chosen = std::find_if(points.begin(), points.end(), [&](const Point& point) {
            return point.systemId == options.reference.systemId &&
                   (options.reference.round.empty() || point.round == options.reference.round);
        });
        if (chosen != points.end()) {
            referenceIndex = static_cast<std::size_t>(chosen - points.begin());
            series.reference.userChosen = true;
            keepMessage(series.reference.chosenBy, series.reference.chosenByMessage,
                        {"reference.chosen_point", {}});
        } else {
            keepMessage(series.reference.note, series.reference.noteMessage,
                        {"reference.not_in_series",
                         {textArg(options.reference.systemId),
                          messageArg(series.reference.chosenByMessage)}});
        }
    }
    const auto& reference = points[referenceIndex];
    series.reference.index = referenceIndex;
    series.reference.systemId = reference.systemId;
    series.reference.round = reference.round;
    series.reference.n = reference.n;
    series.reference.minutes = reference.minutes;

    std::set<std::string> accelerators;
    for (const auto& point : points)
        accelerators.insert(point.accelerator);
    series.accelerators.assign(accelerators.begin(), accelerators.end());
    series.price.reset();
    series.priceReason.clear();
    if (series.accelerators.size() == 1) {
        series.price = options.priceFor(series.accelerators.front());
        if (!series.price)
            series.priceReason = "no price set for " + series.accelerators.front();
    } else {
        series.priceReason = "the series mixes accelerator models: no one price";
    }
    computeFigures(points, referenceIndex, options);
    computeThroughput(points, referenceIndex, options.raw);
    fillReferenceConvergence(points);
    const double referenceN = static_cast<double>(reference.n);
    series.curve = buildCurve(points, options.allPoints, referenceN, reference.minutes);

    auto& breakEven = series.breakEven;
    breakEven.threshold = efficiencyThreshold(series.curve, options.threshold);
    breakEven.crossings = thresholdCrossings(series.curve, options.threshold);
    breakEven.steps = marginalSteps(series.curve, options.minStepRatio);
    fillThroughputExponents(series, options.allPoints);
    breakEven.knee = knee(series.curve);
    breakEven.costOptimal = costOptimum(series.curve, series.price, options.valueOfTime);
    series.pareto = paretoFront(series.curve, series.price);

    if (options.fits) {
        std::vector<FitSample> samples;
        samples.reserve(points.size());
        for (const auto& point : points)
            if ((options.allPoints && point.usable()) || point.inCurve)
                samples.push_back({static_cast<double>(point.n), point.minutes});
        series.fits =
            fitAll(samples, referenceN, reference.minutes, options.freeT1, options.workBudget);
    } else {
        series.fits = {};
        for (auto* fit : {&series.fits.amdahl, &series.fits.usl, &series.fits.powerLaw})
            keepMessage(fit->reason, fit->reasonMessage, {"fit.best.switched_off", {}});
        series.fits.bestReason =
            englishText(series.fits.bestReasonMessage = {"fit.best.switched_off", {}});
    }
    breakEven.costOptimalModelled = {};
    series.shownFit = options.costModel;
    if (!series.shownFit && options.costModelFromBest)
        series.shownFit = series.fits.best;
    if (series.shownFit)
        breakEven.costOptimalModelled = modelledCostOptimum(series.fits.get(*series.shownFit),
                                                            series.price, options.valueOfTime);
    else
        keepMessage(breakEven.costOptimalModelled.reason,
                    breakEven.costOptimalModelled.reasonMessage,
                    {"break_even.modelled.none_selected", {}});

    bootstrapSeries(series, options);
    // §4.2: decided once the steps carry their evidence (run bootstrap, throughput).
    breakEven.marginal =
        marginalReturn(series.curve, options.marginal, options.minStepRatio, breakEven.steps);

    series.warningMessages.clear();
    if (series.accelerators.size() > 1) {
        std::string names;
        for (const auto& name : series.accelerators)
            names += (names.empty() ? "" : ", ") + name;
        series.warningMessages.push_back({"series.mixes_accelerators", {textArg(names)}});
    }
    series.caveatMessages = seriesCaveatMessages(series);
    series.caveat = englishText(series.caveatMessages, " ");
    series.entryUncertainty = entryUncertainty(series, options);
    // Whatever the budget cut is said with the series, in every output.
    for (const auto& cut :
         {budgetMessage(messageArg({"estimate.run_bootstrap", {}}), series.runBootstrap),
          budgetMessage(messageArg({"estimate.entry_bootstrap", {}}),
                        series.entryUncertainty.bootstrapBudget)})
        if (cut)
            series.warningMessages.push_back(*cut);
    if (!series.entryUncertainty.leaveOneOutReason.empty())
        series.warningMessages.push_back(
            {"series.leave_one_out_cut",
             {sentenceArg(series.entryUncertainty.leaveOneOutReason,
                          series.entryUncertainty.leaveOneOutReasonMessage)}});
    if (!series.fits.leaveOneOutReason.empty())
        series.warningMessages.push_back(
            {"series.fit_refits_cut",
             {sentenceArg(series.fits.leaveOneOutReason, series.fits.leaveOneOutReasonMessage)}});
    series.warnings.clear();
    for (const auto& warning : series.warningMessages)
        series.warnings.push_back(englishText(warning));
    series.verdict = verdictOf(series, options);
    series.verdict.familyReferences = familyReferenceVerdicts(series, options);
}

std::vector<Series> analyze(const Dataset& dataset, const SeriesOptions& options,
                            const AcceleratorCatalog& catalog)
{
    auto series = buildSeries(dataset, options, catalog);
    for (auto& one : series)
        analyzeSeries(one, options);
    return series;
}

Message pointNameMessage(const Point& point)
{
    if (point.alsoPublishedAs.empty())
        return {"list.text", {textArg(point.systemId)}};
    std::string others;
    for (const auto& name : point.alsoPublishedAs)
        others += (others.empty() ? "" : ", ") + name;
    return {"provenance.also_published_as", {textArg(point.systemId), textArg(std::move(others))}};
}

std::optional<Message> republishedMessage(const Point& point)
{
    if (!point.republishedFrom)
        return std::nullopt;
    if (point.republishedOf.empty())
        return Message{"provenance.republished_round",
                       {textArg(point.systemId), textArg(*point.republishedFrom)}};
    return Message{
        point.republishedLeftOut ? "provenance.republished.left_out" : "provenance.republished",
        {textArg(point.systemId), textArg(point.republishedOf), textArg(*point.republishedFrom)}};
}

std::vector<std::string> benchmarksIn(const Dataset& dataset, std::string_view onlyRound)
{
    std::vector<std::string> keys;
    for (const auto& identity : benchmarkIdentities(dataset, onlyRound))
        keys.push_back(identity.key);
    return keys;
}

std::vector<std::string> acceleratorsIn(const Dataset& dataset, const AcceleratorCatalog& catalog)
{
    return AcceleratorSpellings(dataset, catalog).all();
}

} // namespace scalescope::analysis
