// The analysis as text for people and spreadsheets: the table, its break-even and fit
// lines, and CSV (series_output_json.cpp writes the JSON).
#include "core/analysis/figures.h"
#include "core/analysis/series_output.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

namespace scalescope::analysis {

namespace {

std::string optionalText(const std::optional<double>& value)
{
    return value ? shortestText(*value) : std::string();
}

std::string csvField(const std::string& text)
{
    if (text.find_first_of(",\"\n\r") == std::string::npos)
        return text;
    std::string quoted = "\"";
    for (char c : text) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    return quoted + '"';
}

std::string joined(const std::vector<std::string>& names, const char* separator)
{
    std::string text;
    for (const auto& name : names)
        text += (text.empty() ? "" : separator) + name;
    return text;
}

std::string fixed(double value, int decimals)
{
    char text[48];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

std::string general(double value)
{
    char text[48];
    std::snprintf(text, sizeof text, "%.4g", value);
    return text;
}

std::string estimateText(const BreakEvenEstimate& estimate)
{
    std::string text;
    if (estimate.gapTo)
        text = "between N = " + countText(*estimate.n) + " and " + countText(*estimate.gapTo);
    else if (estimate.n)
        text = (estimate.lowerBound ? "N >= " : "N = ") + countText(*estimate.n);
    if (estimate.nInterpolated)
        text += " (crossing at N* = " + fixed(*estimate.nInterpolated, 1) + ")";
    if (estimate.nInterpolatedInterval)
        text +=
            " [run bootstrap, run noise only: " + fixed(estimate.nInterpolatedInterval->low, 1) +
            "-" + fixed(estimate.nInterpolatedInterval->high, 1) + "]";
    if (!estimate.reason.empty())
        text += (text.empty() ? "" : "; ") + estimate.reason;
    return text;
}

} // namespace

namespace {

std::string breakEvenRuleText(const Verdict& verdict)
{
    const auto& markerN = *verdict.markerN;
    char text[48];
    std::snprintf(text, sizeof text, "%.0f", markerN);
    return verdict.rule + " (N = " + text + ")";
}

} // namespace

std::vector<std::string> breakEvenLines(const Series& series, const SeriesOptions& options)
{
    const auto& breakEven = series.breakEven;
    std::vector<std::string> lines{
        "efficiency >= " + general(options.threshold) + ": " + estimateText(breakEven.threshold),
        "marginal return a < " + general(options.marginal) + ": " +
            estimateText(breakEven.marginal),
        "knee: " + estimateText(breakEven.knee),
        (breakEven.costOptimal.cheapestOnly
             ? std::string("cheapest configuration (no value of time): ")
             : "cost optimum (price " +
                   (series.price ? general(*series.price) : std::string("none")) +
                   ", value of time " + general(options.valueOfTime) + "): ") +
            estimateText(breakEven.costOptimal),
    };
    if (options.costModel)
        lines.push_back("cost optimum, modelled: " + estimateText(breakEven.costOptimalModelled));
    lines.push_back("the marker starts on: " + (series.verdict.found()
                                                    ? breakEvenRuleText(series.verdict)
                                                    : "none: " + series.verdict.noneReason));
    lines.push_back("knee method: " + breakEven.knee.method);
    return lines;
}

std::vector<std::string> fitLines(const Series& series)
{
    std::vector<std::string> lines;
    for (const auto* fit : {&series.fits.amdahl, &series.fits.usl, &series.fits.powerLaw}) {
        std::string line = std::string(toString(fit->kind)) + ": ";
        if (!fit->fitted) {
            lines.push_back(line + "not fitted: " + fit->reason);
            continue;
        }
        switch (fit->kind) {
        case FitKind::Amdahl:
            line +=
                "f = " + general(fit->serialFraction) + ", 1/f = " +
                (fit->asymptoticSpeedup ? general(*fit->asymptoticSpeedup) : std::string("inf"));
            break;
        case FitKind::Usl:
            line += "sigma = " + general(fit->sigma) + ", kappa = " + general(fit->kappa);
            if (fit->nMax)
                line += ", N_max = " + general(*fit->nMax) +
                        ", peak speedup = " + general(*fit->peakSpeedup);
            break;
        case FitKind::PowerLaw:
            line += "T = " + general(fit->coefficient) + " * N^-" + general(fit->alpha);
            break;
        }
        line += ", R^2 = " + (fit->rSquared ? fixed(*fit->rSquared, 4) : std::string("n/a")) +
                ", RMSE(ln) = " + fixed(fit->rmse, 4) +
                ", AICc = " + (fit->aicc ? fixed(*fit->aicc, 2) : std::string("n/a")) +
                ", leave-one-out RMSE(ln) = " +
                (fit->leaveOneOutRmse ? fixed(*fit->leaveOneOutRmse, 4) : std::string("n/a")) +
                ", residual dof = " + std::to_string(fit->distinctN - fit->parameters);
        if (series.fits.best == fit->kind)
            line += "  <- best (" + series.fits.bestReason + ")";
        lines.push_back(line);
        for (const auto& warning : fit->warnings)
            lines.push_back("  warning: " + warning);
        for (const auto& entry : fit->sensitivity) {
            if (!entry.value || !entry.leaveOneOutMin)
                continue;
            std::string sensitivity =
                "  leave-one-out " + entry.name + " = " + general(*entry.value) + ": " +
                general(*entry.leaveOneOutMin) + " to " + general(*entry.leaveOneOutMax);
            if (entry.withoutLargestN)
                sensitivity += ", without the largest N: " + general(*entry.withoutLargestN);
            lines.push_back(sensitivity);
        }
    }
    // docs/analysis.md §5.2: what a candidate must beat, and why none is best.
    const auto& constant = series.fits.constantLeaveOneOutRmse;
    lines.push_back("constant ln t: leave-one-out RMSE(ln) = " +
                    (constant ? fixed(*constant, 4) : std::string("n/a")));
    if (!series.fits.best)
        lines.push_back("best: none (" + series.fits.bestReason + ")");
    return lines;
}

std::string seriesToCsv(const std::vector<Series>& all)
{
    std::ostringstream out;
    out << "benchmark,group,reference_system_id,round,system_id,submitter,system,accelerator,"
           "accelerator_original,n,minutes,speedup,efficiency,gpu_hours,cost,energy_joules,kwh,"
           "local_exponent,karp_flatt,frontier,run_min_minutes,run_max_minutes,dominated,"
           "global_batch_size,samples_to_converge,samples_per_second_per_gpu,speedup_ci_low,"
           "speedup_ci_high,efficiency_ci_low,efficiency_ci_high,caveat,break_even,"
           "break_even_marker_n,break_even_n_star,break_even_gap_to,republished_from,"
           "republished_of,republished_left_out,also_published_as,"
           "throughput_efficiency,sample_inflation,rcp_normalisation,score_averaging\n";
    for (const auto& series : all)
        for (const auto& point : series.points) {
            out << csvField(series.benchmark) << ',' << csvField(series.group) << ','
                << csvField(series.reference.systemId) << ',' << csvField(point.round) << ','
                << csvField(point.systemId) << ',' << csvField(point.submitter) << ','
                << csvField(point.system) << ',' << csvField(point.accelerator) << ','
                << csvField(point.acceleratorOriginal) << ',' << point.n << ','
                << shortestText(point.minutes) << ',' << shortestText(point.speedup) << ','
                << shortestText(point.efficiency) << ',' << shortestText(point.gpuHours) << ','
                << optionalText(point.cost) << ',' << optionalText(point.energyJoules) << ','
                << optionalText(point.kwh) << ',' << optionalText(point.localExponent) << ','
                << optionalText(point.karpFlatt) << ',' << (point.onFrontier ? "yes" : "no") << ','
                << optionalText(point.runMinMinutes) << ',' << optionalText(point.runMaxMinutes)
                << ',' << (point.dominated ? "yes" : "no") << ','
                << optionalText(point.globalBatchSize) << ','
                << optionalText(point.samplesToConverge) << ','
                << optionalText(point.samplesPerSecondPerGpu) << ','
                << optionalText(point.speedupInterval ? std::optional(point.speedupInterval->low)
                                                      : std::nullopt)
                << ','
                << optionalText(point.speedupInterval ? std::optional(point.speedupInterval->high)
                                                      : std::nullopt)
                << ','
                << optionalText(point.efficiencyInterval
                                    ? std::optional(point.efficiencyInterval->low)
                                    : std::nullopt)
                << ','
                << optionalText(point.efficiencyInterval
                                    ? std::optional(point.efficiencyInterval->high)
                                    : std::nullopt)
                << ',' << csvField(series.caveat) << ','
                << csvField(verdictHeadline(series.verdict)) << ','
                << optionalText(series.verdict.markerN) << ',' << optionalText(series.verdict.nStar)
                << ',' << optionalText(series.verdict.gapTo) << ','
                << csvField(point.republishedFrom.value_or("")) << ','
                << csvField(point.republishedOf) << ',' << (point.republishedLeftOut ? "yes" : "no")
                << ',' << csvField(joined(point.alsoPublishedAs, ";"));
            // docs/analysis.md §8.2: efficiency = throughput_efficiency / sample_inflation
            // x rcp_normalisation x score_averaging.
            const auto& split = point.decomposition;
            out << ','
                << optionalText(split ? std::optional(split->throughputEfficiency) : std::nullopt)
                << ',' << optionalText(split ? std::optional(split->sampleInflation) : std::nullopt)
                << ','
                << optionalText(split ? std::optional(split->rcpNormalisation) : std::nullopt)
                << ',' << optionalText(split ? std::optional(split->scoreAveraging) : std::nullopt)
                << '\n';
        }
    return out.str();
}

std::string seriesToTable(const std::vector<Series>& all, const SeriesOptions& options)
{
    std::ostringstream out;
    const std::vector<std::string> headers{"system_id",  "submitter",    "N",       "GBS",
                                           "minutes",    "runs min-max", "speedup", "speedup CI",
                                           "efficiency", "GPU-h",        "cost",    "kWh",
                                           "local a",    "Karp-Flatt",   "frontier"};
    bool firstSeries = true;
    for (const auto& series : all) {
        if (!firstSeries)
            out << '\n';
        firstSeries = false;
        out << series.benchmark << " | " << series.group;
        if (series.rounds.size() == 1)
            out << " | " << series.rounds.front();
        out << "\nreference: " << series.reference.systemId << " (N = " << series.reference.n
            << ", " << fixed(series.reference.minutes, 3) << " min; " << series.reference.chosenBy
            << ")";
        if (!series.reference.note.empty())
            out << "; " << series.reference.note;
        out << "\ncaveat: " << series.caveat << "\n\n";
        std::vector<std::vector<std::string>> rows;
        for (const auto& point : series.points) {
            const bool isReference = &point == &series.points[series.reference.index];
            std::string spread;
            if (point.runMinMinutes)
                spread = fixed(*point.runMinMinutes, 3) + "-" + fixed(*point.runMaxMinutes, 3);
            std::string interval = "-";
            if (point.speedupInterval)
                interval = fixed(point.speedupInterval->low, 3) + "-" +
                           fixed(point.speedupInterval->high, 3);
            std::string batch = point.globalBatchSize ? general(*point.globalBatchSize) : "-";
            if (point.batchSizeVaries)
                batch += "~";
            // Provenance (docs/analysis.md §1.4): every name of its logs, and ^ on a copy.
            rows.push_back({englishText(pointNameMessage(point)) + (isReference ? " *" : "") +
                                (point.republishedFrom ? " ^" : ""),
                            point.submitter, std::to_string(point.n), batch,
                            fixed(point.minutes, 3), spread, fixed(point.speedup, 3), interval,
                            fixed(point.efficiency, 3), fixed(point.gpuHours, 2),
                            point.cost ? fixed(*point.cost, 2) : "-",
                            point.kwh ? fixed(*point.kwh, 2) : "-",
                            point.localExponent ? fixed(*point.localExponent, 3) : "-",
                            point.karpFlatt ? fixed(*point.karpFlatt, 4) : "-",
                            point.dominated    ? "dominated"
                            : point.onFrontier ? "yes"
                                               : ""});
        }
        std::vector<std::size_t> widths(headers.size());
        for (std::size_t c = 0; c < headers.size(); ++c) {
            widths[c] = headers[c].size();
            for (const auto& row : rows)
                widths[c] = std::max(widths[c], row[c].size());
        }
        // Text columns left-aligned, numbers right-aligned.
        auto printRow = [&](const std::vector<std::string>& row) {
            std::string line;
            for (std::size_t c = 0; c < row.size(); ++c) {
                const auto pad = std::string(widths[c] - row[c].size(), ' ');
                line += c < 2 ? row[c] + pad : pad + row[c];
                if (c + 1 < row.size())
                    line += "  ";
            }
            while (!line.empty() && line.back() == ' ')
                line.pop_back();
            out << line << '\n';
        };
        printRow(headers);
        for (const auto& row : rows)
            printRow(row);
        out << "(* reference; GBS: global batch size, ~ when the runs differ; speedup CI: "
            << general(100 * options.confidence) << "% bootstrap interval over "
            << series.runBootstrap.used
            << " resamples of the counted runs; none at the reference, 1 by definition: its runs' "
               "spread is in every other row's interval)\n";
        for (const auto& point : series.points)
            if (const auto republished = republishedMessage(point))
                out << "(^ " << englishText(*republished) << ")\n";
        out << '\n' << verdictHeadline(series.verdict) << '\n';
        for (const auto& line : verdictDetails(series.verdict))
            out << "  " << line << '\n';
        out << "\nbreak-even rules (" << (options.allPoints ? "all points" : "frontier") << "):\n";
        for (const auto& line : breakEvenLines(series, options))
            out << "  " << line << '\n';
        out << "fits:\n";
        for (const auto& line : fitLines(series))
            out << "  " << line << '\n';
        out << "time vs GPU-hours (Pareto front; cost optimum by value of time per hour):\n";
        for (const auto& point : series.pareto) {
            if (!point.onFront)
                continue;
            out << "  N = " << general(point.n) << ": " << fixed(point.minutes, 3) << " min, "
                << fixed(point.gpuHours, 2) << " GPU-h";
            if (point.everOptimal)
                out << ", cost optimum for value of time " << general(*point.optimalFromValueOfTime)
                    << " to "
                    << (point.optimalToValueOfTime ? general(*point.optimalToValueOfTime)
                                                   : std::string("any higher"));
            out << '\n';
        }
        out << "throughput (samples to converge; hardware scaling x sample inflation; efficiency = "
               "throughput efficiency / sample inflation x RCP normalisation f_ref/f x score "
               "averaging):\n";
        for (const auto& point : series.points) {
            if (!point.inCurve)
                continue;
            out << "  N = " << point.n << " " << point.systemId << ": ";
            if (!point.samplesToConverge) {
                out << "no samples: " << point.samplesReason << '\n';
                continue;
            }
            out << general(*point.samplesToConverge) << " samples, "
                << general(*point.samplesPerSecondPerGpu) << " samples/s/GPU";
            if (point.throughputSpeedup)
                out << ", throughput x" << general(*point.throughputSpeedup) << ", samples x"
                    << general(*point.sampleInflation);
            if (const auto& split = point.decomposition)
                out << "; efficiency " << general(split->timeEfficiency)
                    << " = throughput efficiency " << general(split->throughputEfficiency)
                    << " / sample inflation " << general(split->sampleInflation)
                    << " x RCP normalisation " << general(split->rcpNormalisation)
                    << " x score averaging " << general(split->scoreAveraging);
            out << '\n';
        }
        for (const auto& warning : series.warnings)
            out << "warning: " << warning << '\n';
    }
    return out.str();
}

} // namespace scalescope::analysis
