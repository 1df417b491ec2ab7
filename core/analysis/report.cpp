#include "core/analysis/report.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <sstream>

namespace scalescope::analysis {

namespace {

using Json = nlohmann::ordered_json;

Json optionalNumber(const std::optional<double>& value)
{
    return value ? Json(*value) : Json(nullptr);
}

// A value, or null plus "<name>_reason" next to it.
void putOptional(Json& object, const char* name, const std::optional<double>& value,
                 const std::string& reason)
{
    object[name] = optionalNumber(value);
    if (!value)
        object[std::string(name) + "_reason"] = reason;
}

Json estimateJson(const BreakEvenEstimate& estimate)
{
    Json object;
    object["n"] = optionalNumber(estimate.n);
    object["n_interpolated"] = optionalNumber(estimate.nInterpolated);
    object["reason"] = estimate.reason.empty() ? Json(nullptr) : Json(estimate.reason);
    if (estimate.modelled)
        object["modelled"] = true;
    return object;
}

Json fitJson(const Fit& fit)
{
    Json object;
    object["fitted"] = fit.fitted;
    if (!fit.fitted) {
        object["reason"] = fit.reason;
        return object;
    }
    object["reason"] = nullptr;
    switch (fit.kind) {
    case FitKind::Amdahl:
        object["f"] = fit.serialFraction;
        putOptional(object, "asymptotic_speedup", fit.asymptoticSpeedup,
                    "f = 0: no serial fraction, no limit");
        break;
    case FitKind::Usl: {
        object["sigma"] = fit.sigma;
        object["kappa"] = fit.kappa;
        const std::string noPeak = "kappa = 0 or sigma >= 1: no throughput peak";
        putOptional(object, "p_max", fit.pMax, noPeak);
        putOptional(object, "n_max", fit.nMax, noPeak);
        putOptional(object, "peak_speedup", fit.peakSpeedup, noPeak);
        break;
    }
    case FitKind::PowerLaw:
        object["c"] = fit.coefficient;
        object["alpha"] = fit.alpha;
        break;
    }
    putOptional(object, "r_squared", fit.rSquared, "the fitted values have no variance");
    object["rmse"] = fit.rmse;
    object["points"] = fit.samples;
    object["distinct_n"] = fit.distinctN;
    return object;
}

Json runJson(const RunTime& run)
{
    Json object;
    object["file"] = run.file;
    object["minutes"] = optionalNumber(run.minutes);
    object["status"] = toString(run.status);
    return object;
}

Json pointJson(const Point& point)
{
    Json object;
    object["round"] = point.round;
    object["system_id"] = point.systemId;
    object["submitter"] = point.submitter;
    object["system"] = point.system;
    object["accelerator"] = point.accelerator;
    object["accelerator_original"] = point.acceleratorOriginal;
    object["framework"] = point.framework;
    object["n"] = point.n;
    object["minutes"] = point.minutes;
    object["score_minutes"] = optionalNumber(point.scoreMinutes);
    object["raw_minutes"] = optionalNumber(point.rawMinutes);
    object["scaling_factor"] = point.scalingFactor;
    object["speedup"] = point.speedup;
    object["scale_factor"] = point.scaleFactor;
    object["efficiency"] = point.efficiency;
    object["gpu_hours"] = point.gpuHours;
    object["cost"] = point.cost;
    putOptional(object, "energy_joules", point.energyJoules, "no power logs");
    putOptional(object, "kwh", point.kwh, "no power logs");
    putOptional(object, "local_exponent", point.localExponent, point.localExponentReason);
    putOptional(object, "karp_flatt", point.karpFlatt, point.karpFlattReason);
    object["frontier"] = point.onFrontier;
    putOptional(object, "run_min_minutes", point.runMinMinutes, "no counted runs with a time");
    putOptional(object, "run_max_minutes", point.runMaxMinutes, "no counted runs with a time");
    Json runs = Json::array();
    for (const auto& run : point.runs)
        runs.push_back(runJson(run));
    object["runs"] = std::move(runs);
    return object;
}

std::string shortest(double value)
{
    char text[32];
    const auto result = std::to_chars(text, text + sizeof text, value);
    return std::string(text, result.ptr);
}

std::string optionalText(const std::optional<double>& value)
{
    return value ? shortest(*value) : std::string();
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
    if (estimate.n)
        text = "N = " + general(*estimate.n);
    if (estimate.nInterpolated)
        text += " (crossing at N* = " + fixed(*estimate.nInterpolated, 1) + ")";
    if (!estimate.reason.empty())
        text += (text.empty() ? "" : "; ") + estimate.reason;
    return text;
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
        "cost optimum (price " + general(options.price) + ", value of time " +
            general(options.valueOfTime) + "): " + estimateText(breakEven.costOptimal),
    };
    if (options.costModel)
        lines.push_back("cost optimum, modelled: " + estimateText(breakEven.costOptimalModelled));
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
                ", RMSE(ln) = " + fixed(fit->rmse, 4);
        lines.push_back(line);
    }
    return lines;
}

std::string seriesToJson(const std::vector<Series>& all, const SeriesOptions& options)
{
    Json root;
    Json seriesArray = Json::array();
    for (const auto& series : all) {
        Json object;
        object["benchmark"] = series.benchmark;
        object["group_by"] = toString(series.groupBy);
        object["group"] = series.group;
        object["rounds"] = series.rounds;
        Json reference;
        reference["system_id"] = series.reference.systemId;
        reference["round"] = series.reference.round;
        reference["n"] = series.reference.n;
        reference["minutes"] = series.reference.minutes;
        reference["user_chosen"] = series.reference.userChosen;
        if (!series.reference.note.empty())
            reference["note"] = series.reference.note;
        object["reference"] = std::move(reference);
        Json points = Json::array();
        for (const auto& point : series.points)
            points.push_back(pointJson(point));
        object["points"] = std::move(points);
        Json breakEven;
        breakEven["threshold"] = estimateJson(series.breakEven.threshold);
        breakEven["marginal"] = estimateJson(series.breakEven.marginal);
        breakEven["knee"] = estimateJson(series.breakEven.knee);
        breakEven["cost_optimal"] = estimateJson(series.breakEven.costOptimal);
        if (options.costModel)
            breakEven["cost_optimal_modelled"] = estimateJson(series.breakEven.costOptimalModelled);
        object["break_even"] = std::move(breakEven);
        Json fits;
        fits["amdahl"] = fitJson(series.fits.amdahl);
        fits["usl"] = fitJson(series.fits.usl);
        fits["power_law"] = fitJson(series.fits.powerLaw);
        object["fits"] = std::move(fits);
        seriesArray.push_back(std::move(object));
    }
    root["series"] = std::move(seriesArray);
    return root.dump(2) + "\n";
}

std::string seriesToCsv(const std::vector<Series>& all)
{
    std::ostringstream out;
    out << "benchmark,group,reference_system_id,round,system_id,submitter,system,accelerator,"
           "accelerator_original,n,minutes,speedup,efficiency,gpu_hours,cost,energy_joules,kwh,"
           "local_exponent,karp_flatt,frontier,run_min_minutes,run_max_minutes\n";
    for (const auto& series : all)
        for (const auto& point : series.points) {
            out << csvField(series.benchmark) << ',' << csvField(series.group) << ','
                << csvField(series.reference.systemId) << ',' << csvField(point.round) << ','
                << csvField(point.systemId) << ',' << csvField(point.submitter) << ','
                << csvField(point.system) << ',' << csvField(point.accelerator) << ','
                << csvField(point.acceleratorOriginal) << ',' << point.n << ','
                << shortest(point.minutes) << ',' << shortest(point.speedup) << ','
                << shortest(point.efficiency) << ',' << shortest(point.gpuHours) << ','
                << shortest(point.cost) << ',' << optionalText(point.energyJoules) << ','
                << optionalText(point.kwh) << ',' << optionalText(point.localExponent) << ','
                << optionalText(point.karpFlatt) << ',' << (point.onFrontier ? "yes" : "no") << ','
                << optionalText(point.runMinMinutes) << ',' << optionalText(point.runMaxMinutes)
                << '\n';
        }
    return out.str();
}

std::string seriesToTable(const std::vector<Series>& all, const SeriesOptions& options)
{
    std::ostringstream out;
    const std::vector<std::string> headers{
        "system_id", "submitter", "N",   "minutes", "runs min-max", "speedup", "efficiency",
        "GPU-h",     "cost",      "kWh", "local a", "Karp-Flatt",   "frontier"};
    bool firstSeries = true;
    for (const auto& series : all) {
        if (!firstSeries)
            out << '\n';
        firstSeries = false;
        out << series.benchmark << " | " << series.group;
        if (series.rounds.size() == 1)
            out << " | " << series.rounds.front();
        out << "\nreference: " << series.reference.systemId << " (N = " << series.reference.n
            << ", " << fixed(series.reference.minutes, 3) << " min"
            << (series.reference.userChosen ? ", chosen" : "") << ")";
        if (!series.reference.note.empty())
            out << "; " << series.reference.note;
        out << "\n\n";
        std::vector<std::vector<std::string>> rows;
        for (const auto& point : series.points) {
            const bool isReference = &point == &series.points[series.reference.index];
            std::string spread;
            if (point.runMinMinutes)
                spread = fixed(*point.runMinMinutes, 3) + "-" + fixed(*point.runMaxMinutes, 3);
            rows.push_back({point.systemId + (isReference ? " *" : ""), point.submitter,
                            std::to_string(point.n), fixed(point.minutes, 3), spread,
                            fixed(point.speedup, 3), fixed(point.efficiency, 3),
                            fixed(point.gpuHours, 2), fixed(point.cost, 2),
                            point.kwh ? fixed(*point.kwh, 2) : "-",
                            point.localExponent ? fixed(*point.localExponent, 3) : "-",
                            point.karpFlatt ? fixed(*point.karpFlatt, 4) : "-",
                            point.onFrontier ? "yes" : ""});
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
        out << "(* reference)\n\nbreak-even (" << (options.allPoints ? "all points" : "frontier")
            << "):\n";
        for (const auto& line : breakEvenLines(series, options))
            out << "  " << line << '\n';
        out << "fits:\n";
        for (const auto& line : fitLines(series))
            out << "  " << line << '\n';
    }
    return out.str();
}

} // namespace scalescope::analysis
