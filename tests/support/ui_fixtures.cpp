#include "tests/support/ui_fixtures.h"

namespace scalescope::ui::test {

namespace {

BenchmarkResult scored(std::string benchmark, double raw, double scaling, int counted, int total)
{
    BenchmarkResult result;
    result.benchmark = std::move(benchmark);
    result.folder = "results/x/" + result.benchmark;
    result.rawMinutes = raw;
    result.scalingFactor = scaling;
    result.scoreMinutes = raw * scaling;
    result.runsCounted = counted;
    result.runsTotal = total;
    return result;
}

SystemEntry system(std::string id, std::string name, std::string nodes, std::int64_t accelerators)
{
    SystemEntry entry;
    entry.organisation = "Acme";
    entry.submitter = "Acme";
    entry.division = "closed";
    entry.availability = "available";
    entry.systemId = std::move(id);
    entry.system = std::move(name);
    entry.numberOfNodes = std::move(nodes);
    entry.acceleratorModelName = "H100-SXM5-80GB";
    entry.acceleratorsCount = accelerators;
    entry.framework = "PyTorch NVIDIA Release 24.09";
    return entry;
}

} // namespace

Dataset sampleDataset()
{
    auto small = system("acme_n16", "Acme 16 nodes", "16", 128);
    small.benchmarks.push_back(scored("bert", 12.5, 1.0, 8, 10));
    auto withEnergy = scored("ssd", 2.25, 1.0, 3, 5);
    withEnergy.energyJoules = 16384267.9502019;
    small.benchmarks.push_back(withEnergy);

    auto large = system("acme_n128", "Acme 128 nodes", "128", 1024);
    BenchmarkResult unscored;
    unscored.benchmark = "gpt3";
    unscored.runsTotal = 3;
    unscored.unscoredReason = "2 of 3 runs rejected; at most 1 allowed";
    large.benchmarks.push_back(unscored);
    large.benchmarks.push_back(scored("llama2_70b_lora", 100.0, 1.0, 8, 10));

    Round round;
    round.name = "training_results_v9.9";
    round.ruleset = "4.1.0";
    round.source = "/nowhere/training_results_v9.9";
    round.systems = {small, large};

    Dataset dataset;
    dataset.rounds.push_back(round);
    return dataset;
}

ImportReport sampleReport()
{
    ImportReport report;
    report.add(Severity::Error, ItemKind::Line, "Acme/results/acme_n128/gpt3/result_1.txt", 812,
               "run_stop appears twice; run rejected");
    report.add(Severity::Warning, ItemKind::Benchmark, "Acme/results/acme_n128/gpt3", 0,
               "too many rejected runs; no score");
    report.add(Severity::Info, ItemKind::System, "Acme/systems/acme_n16.json", 0,
               "no privateid.json");
    report.filesRead = 20;
    report.runsRead = 18;
    report.runsRejected = 2;
    report.scoresComputed = 3;
    return report;
}

QString fixtureRoundPath()
{
    return QStringLiteral(SCALESCOPE_FIXTURE_ROUNDS "/google/training_results_v4.1");
}

} // namespace scalescope::ui::test

namespace scalescope::ui::test {

namespace {

BenchmarkResult timed(std::string benchmark, double minutes)
{
    BenchmarkResult result;
    result.benchmark = std::move(benchmark);
    result.folder = "results/x/" + result.benchmark;
    result.rawMinutes = minutes;
    result.scoreMinutes = minutes;
    for (double run : {minutes - 1, minutes, minutes + 1}) {
        RunFigure figure;
        figure.file = "result_" + std::to_string(result.runs.size()) + ".txt";
        figure.minutes = run;
        figure.status = RunStatus::Counted;
        result.runs.push_back(figure);
    }
    result.runsCounted = result.runsTotal = 3;
    return result;
}

SystemEntry scalingSystem(std::string submitter, std::string id, std::string accelerator,
                          std::int64_t n)
{
    SystemEntry entry;
    entry.organisation = submitter;
    entry.submitter = std::move(submitter);
    entry.division = "closed";
    entry.availability = "available";
    entry.system = id;
    entry.systemId = std::move(id);
    entry.numberOfNodes = std::to_string(n / 8);
    entry.acceleratorModelName = std::move(accelerator);
    entry.acceleratorsCount = n;
    entry.framework = "PyTorch";
    return entry;
}

} // namespace

Dataset scalingDataset()
{
    Round round;
    round.name = "training_results_v9.9";
    round.ruleset = "4.1.0";
    const std::pair<std::int64_t, double> frontier[] = {{8, 40}, {16, 22}, {32, 13}, {64, 9}};
    for (const auto& [n, minutes] : frontier) {
        auto system = scalingSystem("Acme", "acme_n" + std::to_string(n), "H100-SXM5-80GB", n);
        auto bert = timed("bert", minutes);
        if (n == 16)
            bert.energyJoules = 1.5 * 3.6e6;
        system.benchmarks.push_back(bert);
        if (n <= 16)
            system.benchmarks.push_back(timed("ssd", n == 8 ? 10 : 6));
        round.systems.push_back(system);
    }
    auto beta = scalingSystem("Beta", "beta_n16", "H100-SXM5-80GB", 16);
    beta.benchmarks.push_back(timed("bert", 30));
    round.systems.push_back(beta);
    for (const auto& [n, minutes] : {std::pair<std::int64_t, double>{8, 50}, {16, 30}}) {
        auto system = scalingSystem("Gamma", "gamma_mi" + std::to_string(n), "MI300X", n);
        system.benchmarks.push_back(timed("bert", minutes));
        round.systems.push_back(system);
    }
    Dataset dataset;
    dataset.rounds.push_back(round);
    return dataset;
}

Dataset twoRoundDataset()
{
    Dataset dataset = scalingDataset();
    Round older;
    older.name = "training_results_v9.8";
    older.ruleset = "4.0.0";
    const std::pair<std::int64_t, double> gpt3[] = {
        {8, 100}, {16, 52}, {32, 28}, {64, 16}, {128, 10}};
    for (const auto& [n, minutes] : gpt3) {
        auto system = scalingSystem("Acme", "acme_old_n" + std::to_string(n), "H100-SXM5-80GB", n);
        system.system = "acme_n" + std::to_string(n); // the same system design as in v9.9
        if (n == 8)
            system.benchmarks.push_back(timed("bert", 44));
        if (n == 16)
            system.benchmarks.push_back(timed("bert", 25));
        system.benchmarks.push_back(timed("gpt3", minutes));
        older.systems.push_back(system);
    }
    dataset.rounds.push_back(older);
    return dataset;
}

} // namespace scalescope::ui::test
