#include "app/export_command.h"

#include "app/output_options.h"
#include "app/rules_dir_option.h"

#include "app/dataset_source.h"
#include "core/analysis/accelerator_match.h"
#include "core/util/terminal_text.h"
#include "ui/export/ChartExport.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QApplication>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <optional>

namespace scalescope::cli {

namespace {

constexpr int kExitOk = 0;
constexpr int kExitFailure = 1;
constexpr int kExitUsage = 2;
constexpr const char* kPrefix = "scalescope export: ";
constexpr double kMinScale = 0.1;
constexpr double kMaxScale = 8;

struct ExportOptions
{
    std::vector<std::string> paths;
    std::string benchmark;
    std::optional<std::string> accelerator;
    ui::ChartSelection chart = ui::ChartSelection::Both;
    std::string pngPath;
    std::string svgPath;
    std::string csvPath;
    QSize size{1600, 1000};
    double scale = 1.0;
    std::optional<double> marker;
    std::string rulesDir;
    bool allowPartial = false; // accept an archive read only in part
    RulesEdition rules = RulesEdition::Published;
    bool help = false;
};

std::optional<double> parsePositive(const std::string& text)
{
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || !(value > 0) || !std::isfinite(value))
        return std::nullopt;
    return value;
}

// Returns an error sentence, empty when the command line is fine.
std::string parseArguments(const std::vector<std::string>& args, ExportOptions& options)
{
    bool optionsEnded = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string word = args[i];
        if (optionsEnded || word.empty() || word[0] != '-') {
            options.paths.push_back(word);
            continue;
        }
        if (word == "--") {
            optionsEnded = true;
            continue;
        }
        if (word == "-h" || word == "--help") {
            options.help = true;
            continue;
        }
        if (word == "--allow-partial") {
            options.allowPartial = true;
            continue;
        }
        std::string value;
        bool inlineValue = false;
        if (const auto equals = word.find('='); equals != std::string::npos) {
            value = word.substr(equals + 1);
            word = word.substr(0, equals);
            inlineValue = true;
        }
        const auto takeValue = [&]() -> bool {
            if (inlineValue)
                return true;
            if (i + 1 >= args.size())
                return false;
            value = args[++i];
            return true;
        };
        const bool known = word == "--benchmark" || word == "--accelerator" || word == "--chart" || word == "--png" ||
                           word == "--svg" || word == "--csv" || word == "--size" || word == "--scale" ||
                           word == "--marker" || word == "--rules-dir" || word == "--rules";
        if (!known)
            return "unrecognized option '" + args[i] + "'";
        if (!takeValue())
            return "option '" + word + "' needs a value";
        if (word == "--benchmark") {
            options.benchmark = value;
        } else if (word == "--accelerator") {
            options.accelerator = value;
        } else if (word == "--chart") {
            if (value == "speedup")
                options.chart = ui::ChartSelection::Speedup;
            else if (value == "efficiency")
                options.chart = ui::ChartSelection::Efficiency;
            else if (value == "both")
                options.chart = ui::ChartSelection::Both;
            else
                return "--chart takes speedup, efficiency or both, not '" + value + "'";
        } else if (word == "--png") {
            options.pngPath = value;
        } else if (word == "--svg") {
            options.svgPath = value;
        } else if (word == "--csv") {
            options.csvPath = value;
        } else if (word == "--size") {
            options.size = ui::parseSize(QString::fromStdString(value));
            if (!options.size.isValid() || options.size.isEmpty())
                return "--size takes WIDTHxHEIGHT in pixels, such as 1600x1000, not '" + value + "'";
        } else if (word == "--scale") {
            // Below 0.1 a 1600x1000 layout rounds to a few pixels, or to none at all.
            const auto scale = parsePositive(value);
            if (!scale || *scale < kMinScale || *scale > kMaxScale)
                return "--scale must be a number within [0.1, 8], not '" + value + "'";
            options.scale = *scale;
        } else if (word == "--rules") {
            std::string problem;
            const auto edition = parseRulesOption(value, problem);
            if (!edition)
                return problem;
            options.rules = *edition;
        } else if (word == "--rules-dir") {
            if (value.empty())
                return "--rules-dir needs a folder";
            options.rulesDir = value;
        } else if (word == "--marker") {
            const auto marker = parsePositive(value);
            if (!marker)
                return "--marker takes a GPU count above 0, not '" + value + "'";
            options.marker = marker;
        }
    }
    if (options.help)
        return {};
    if (options.benchmark.empty())
        return "--benchmark is required";
    if (options.pngPath.empty() && options.svgPath.empty() && options.csvPath.empty())
        return "nothing to write: give --png FILE, --svg FILE or --csv FILE";
    return {};
}

std::string joined(const QStringList& names)
{
    return names.isEmpty() ? std::string("(none)") : names.join(QStringLiteral(", ")).toStdString();
}

} // namespace

std::string exportHelpText()
{
    return R"(Usage: scalescope export [OPTION]... [PATH|DATASET]... --benchmark B --png FILE
Draw the speedup and efficiency charts of one benchmark, as the desktop app shows them,
to PNG and/or SVG, without a display.

Each PATH is a round folder (or part of one), an archive of one, or a .scalescope.json
dataset file. With no PATH the embedded sample (MLPerf Training v4.1) is used.

Options:
      --benchmark=B     the benchmark to draw, e.g. bert (required)
      --accelerator=TEXT  one accelerator model, e.g. "NVIDIA H100-SXM5-80GB"
                        (default: as the app opens it)
      --chart=WHICH     speedup, efficiency or both (default: both)
      --png=FILE        write a PNG (replaced atomically)
      --svg=FILE        write an SVG (replaced atomically)
      --csv=FILE        write the series table the charts are drawn from, as CSV
                        (for each: '-' is standard output; a device, FIFO, folder
                        or input is refused)
      --size=WxH        size of the PNG in pixels and of the SVG in CSS pixels
                        (default: 1600x1000)
      --scale=S         multiply the PNG's pixels by S, keeping the layout of --size
                        (0.1 to 8, default: 1; --size 1600x1000 --scale 2 writes
                        3200x2000)
      --marker=N        put the break-even marker at N GPUs (default: the detected
                        break-even)
)" + rulesOptionHelpText() + R"(      --rules-dir=DIR   score imported rounds with the official compliance rules in
                        DIR (an mlperf_logging checkout, its compliance_checker/
                        folder or one training_X.Y.Z folder) instead of the built-in
                        copy of the same rulesets; newer rulesets are added
      --allow-partial   draw an archive that could be read only in part
                        (truncated, damaged, or over a decompression budget) from
                        what was read before
  -h, --help            display this help and exit

Exit status:
  0  written
  1  nothing loadable, an archive read only in part (without --allow-partial),
     or a file could not be written
  2  wrong command line, or an unknown benchmark or accelerator (those present are listed)
)";
}

int runExportCommand(const char* programName, const std::vector<std::string>& args, std::ostream& out,
                     std::ostream& err)
{
    ExportOptions options;
    if (const std::string problem = parseArguments(args, options); !problem.empty()) {
        err << kPrefix << problem << "\nTry 'scalescope export --help' for more information.\n";
        return kExitUsage;
    }
    if (options.help) {
        out << exportHelpText();
        return kExitOk;
    }
    const std::vector<NamedOutput> outputs = {
        {"--png", options.pngPath}, {"--svg", options.svgPath}, {"--csv", options.csvPath}};
    if (const std::string problem = checkOutputs(outputs, options.paths); !problem.empty()) {
        err << kPrefix << problem << "\n";
        return kExitUsage;
    }
    // An output on standard output keeps it for the bytes alone: no readout there.
    const bool standardOutputTaken = std::any_of(outputs.begin(), outputs.end(),
                                                 [](const NamedOutput& output) { return output.path == "-"; });
    const auto rules = rulesCatalogFor(options.rules, options.rulesDir, kPrefix, err);
    if (!rules)
        return kExitFailure;
    LoadedData loaded = loadPathsOrSample(options.paths, *rules, err, options.allowPartial);
    if (!loaded.error.empty()) {
        err << kPrefix << loaded.error << "\n";
        return kExitFailure;
    }

    // Headless: no display is needed unless the caller chose a platform.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    int qtArgc = 1;
    char* qtArgv[] = {const_cast<char*>(programName), nullptr};
    QApplication application(qtArgc, qtArgv);

    const QString name = QString::fromStdString(loaded.dataset.rounds.empty() ? std::string() : loaded.dataset.rounds.front().name);
    ui::AnalysisWorkspace workspace;
    workspace.resize(options.size);
    workspace.setDataset(loaded.dataset, loaded.fromSample ? QStringLiteral("Sample: ") + name : name);
    if (!workspace.selectBenchmark(QString::fromStdString(options.benchmark))) {
        err << kPrefix << "no benchmark '" << options.benchmark << "' in the data; present: " << joined(workspace.benchmarks())
            << "\n";
        return kExitUsage;
    }
    if (options.accelerator) {
        // The same matching as analyze: "H100" selects the one H100 model present.
        std::vector<std::string> present;
        for (const QString& name : workspace.accelerators())
            present.push_back(name.toStdString());
        const auto match = analysis::matchAccelerator(*options.accelerator, present);
        if (match.kind != analysis::AcceleratorMatch::Kind::Unique ||
            !workspace.selectAccelerator(QString::fromStdString(match.name))) {
            err << kPrefix << analysis::describeMismatch(*options.accelerator, match, present) << " for "
                << options.benchmark << "\n";
            return kExitUsage;
        }
    }
    if (options.marker)
        workspace.setMarkerN(*options.marker);

    int status = kExitOk;
    const auto report = [&](const std::string& path, const QString& problem) {
        if (problem.isEmpty()) {
            err << kPrefix << "wrote " << (path == "-" ? std::string("standard output") : path) << "\n";
        } else {
            err << kPrefix << problem.toStdString() << "\n";
            status = kExitFailure;
        }
    };
    if (!options.pngPath.empty())
        report(options.pngPath, ui::exportChartsPng(workspace, options.chart, QString::fromStdString(options.pngPath),
                                                    {options.size, options.scale}));
    if (!options.svgPath.empty())
        report(options.svgPath, ui::exportChartsSvg(workspace, options.chart, QString::fromStdString(options.svgPath),
                                                    options.size));
    if (!options.csvPath.empty())
        report(options.csvPath, ui::exportTableCsv(*workspace.seriesTableModel(), QString::fromStdString(options.csvPath)));
    if (!standardOutputTaken)
        out << util::terminalText(workspace.readoutText().toStdString(), true) << "\n";
    return status;
}

} // namespace scalescope::cli
