#include "app/export_command.h"

#include "app/dataset_source.h"
#include "app/output_options.h"
#include "app/rules_dir_option.h"
#include "core/analysis/accelerator_match.h"
#include "core/util/terminal_text.h"
#include "ui/export/ChartExport.h"
#include "ui/export/ReportPdf.h"
#include "ui/viewmodel/SessionFile.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QApplication>
#include <QEventLoop>
#include <QFileInfo>
#include <QLocale>
#include <algorithm>
#include <memory>
#include <optional>

namespace scalescope::cli {

namespace {

constexpr const char* kPrefix = "scalescope export: ";
// Below 0.1 a 1600x1000 layout rounds to a few pixels, or to none at all.
const NumberRange kScaleRange = between(0.1, 8);

struct ExportOptions
{
    std::vector<std::string> paths;
    std::string benchmark;
    std::optional<std::string> accelerator;
    std::string chart = "both";
    std::string pngPath;
    std::string svgPath;
    std::string csvPath;
    std::string pdfPath;
    std::string paper; // "a4", "letter", or empty: by the locale
    QSize size{1600, 1000};
    double scale = 1.0;
    std::optional<double> marker;
    std::string sessionPath;
    InputOptions input;
};

CommandLine exportCommandLine(ExportOptions& options)
{
    CommandLine line(
        "scalescope", "export", {"--benchmark=B --png=FILE [OPTION]... [PATH]..."},
        "Draw the speedup and efficiency charts of one benchmark, as the desktop app shows them, "
        "to PNG and/or SVG, or its whole report (charts, verdict, A/B comparison, series table, "
        "provenance) to PDF, without a display.\n\n"
        "Each PATH is a round folder (or part of one), an archive of one, or a .scalescope.json "
        "dataset file. With no PATH the embedded sample (MLPerf Training v4.1) is used.\n\n"
        "For each output FILE, '-' is standard output; a device, FIFO, folder or input is "
        "refused.");
    line.positionals(options.paths);
    line.option("--benchmark", "B", "the benchmark to draw, e.g. bert (required unless --session)",
                textInto(options.benchmark));
    line.option(
        "--accelerator", "TEXT",
        "one accelerator model, e.g. \"NVIDIA H100-SXM5-80GB\" (default: as the app opens it)",
        [&options](const std::string& value) -> std::optional<std::string> {
            options.accelerator = value;
            return std::nullopt;
        });
    line.option("--chart", "WHICH", "speedup, efficiency or both (default: both)",
                oneOf(options.chart, {"speedup", "efficiency", "both"}));
    line.option("--png", "FILE", "write a PNG (replaced atomically)",
                nameInto(options.pngPath, "a file name"));
    line.option("--svg", "FILE", "write an SVG (replaced atomically)",
                nameInto(options.svgPath, "a file name"));
    line.option("--csv", "FILE", "write the series table the charts are drawn from, as CSV",
                nameInto(options.csvPath, "a file name"));
    line.option("--pdf", "FILE",
                "write the report File > Export Report as PDF writes: one page with both charts, "
                "the verdict and its caveats, the break-even readout, points A and B, the series "
                "table and the provenance (rounds, rules, scalescope version); its text can be "
                "selected",
                nameInto(options.pdfPath, "a file name"));
    line.option("--paper", "SIZE",
                "the PDF's paper: a4 or letter (default: letter where the locale measures in US "
                "units, else a4)",
                oneOf(options.paper, {"a4", "letter"}));
    line.option("--size", "WxH",
                "size of the PNG in pixels and of the SVG in CSS pixels (default: 1600x1000)",
                [&options](const std::string& value) -> std::optional<std::string> {
                    options.size = ui::parseSize(QString::fromStdString(value));
                    if (!options.size.isValid() || options.size.isEmpty())
                        return std::string("WIDTHxHEIGHT in pixels, such as 1600x1000");
                    return std::nullopt;
                });
    line.option("--scale", "S",
                "multiply the PNG's pixels by S, keeping the layout of --size (0.1 to 8, default: "
                "1; --size "
                "1600x1000 --scale 2 writes 3200x2000)",
                numberInto([&options](double value) { options.scale = value; }, kScaleRange));
    line.option("--marker", "N",
                "put the break-even marker at N GPUs (default: the detected break-even)",
                numberInto([&options](double value) { options.marker = value; }, above(0)));
    line.option("--session", "FILE",
                "draw the view a .scalescope-session file saved (its rounds, unless PATHs are "
                "given; benchmark, "
                "filters, reference, marker, A/B and zoom), as the app exports it",
                nameInto(options.sessionPath, "a file name"));
    declareInputOptions(
        line, options.input,
        "wrong command line, or an unknown benchmark or accelerator (those present are listed)");
    return line;
}

ui::ChartSelection chartSelection(const std::string& chart)
{
    if (chart == "speedup")
        return ui::ChartSelection::Speedup;
    if (chart == "efficiency")
        return ui::ChartSelection::Efficiency;
    return ui::ChartSelection::Both;
}

std::string joined(const QStringList& names)
{
    return names.isEmpty() ? std::string("(none)") : names.join(QStringLiteral(", ")).toStdString();
}

// The rounds a session names that are there (the missing ones said on err), or the PATHs
// given instead; none: the session's sample (or nothing usable, in error).
struct SessionInputs
{
    std::vector<std::string> paths;
    std::string error;
};

SessionInputs sessionInputs(const ui::Session& session, const std::vector<std::string>& given,
                            std::ostream& err)
{
    SessionInputs inputs;
    if (!given.empty() || session.sample) {
        inputs.paths = given;
        return inputs;
    }
    for (const QString& path : session.paths) {
        if (QFileInfo::exists(path))
            inputs.paths.push_back(path.toStdString());
        else
            err << kPrefix << "warning: the session's round " << path.toStdString()
                << " is missing\n";
    }
    if (inputs.paths.empty())
        inputs.error = "none of the session's rounds is there (" + joined(session.paths) + ")";
    return inputs;
}

// What the window's title and footnote call the dataset (MainWindow::applyLoaded).
QString datasetName(const Dataset& dataset, bool fromSample)
{
    QStringList names;
    for (const auto& round : dataset.rounds)
        names.append(QString::fromStdString(round.name));
    const QString joinedNames = names.join(QStringLiteral(", "));
    return fromSample ? QStringLiteral("Sample: ") + joinedNames : joinedNames;
}

// The benchmark, accelerator and marker of the command line; kExitOk, or why not.
int selectView(ui::AnalysisWorkspace& workspace, const ExportOptions& options, std::ostream& err)
{
    if (!workspace.selectBenchmark(QString::fromStdString(options.benchmark))) {
        err << kPrefix << "no benchmark '" << options.benchmark
            << "' in the data; present: " << joined(workspace.benchmarks()) << "\n";
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
            err << kPrefix << analysis::describeMismatch(*options.accelerator, match, present)
                << " for " << options.benchmark << "\n";
            return kExitUsage;
        }
    }
    if (options.marker)
        workspace.setMarkerN(*options.marker);
    return kExitOk;
}

} // namespace

int runExportCommand(const char* programName, const std::vector<std::string>& args,
                     std::ostream& out, std::ostream& err)
{
    ExportOptions options;
    CommandLine line = exportCommandLine(options);
    if (const auto status = line.parse(args, out, err))
        return *status;
    if (options.pngPath.empty() && options.svgPath.empty() && options.csvPath.empty() &&
        options.pdfPath.empty())
        return line.usageError(
            err, "nothing to write: give --png FILE, --svg FILE, --csv FILE or --pdf FILE");
    std::optional<ui::Session> session;
    if (!options.sessionPath.empty()) {
        if (!options.benchmark.empty() || options.accelerator || options.marker)
            return line.usageError(err,
                                   "--session restores the benchmark, accelerator and marker: give "
                                   "--benchmark, --accelerator and --marker without it");
        ui::SessionReading reading =
            ui::readSessionFile(QString::fromStdString(options.sessionPath));
        if (!reading.session) {
            err << kPrefix << "the session " << options.sessionPath
                << " was not opened: " << reading.error.toStdString() << "\n";
            return kExitFailure;
        }
        for (const QString& problem : reading.problems)
            err << kPrefix << "warning: " << options.sessionPath << ": " << problem.toStdString()
                << "\n";
        session = std::move(reading.session);
        SessionInputs inputs = sessionInputs(*session, options.paths, err);
        if (!inputs.error.empty()) {
            err << kPrefix << "the session " << options.sessionPath
                << " was not opened: " << inputs.error << "\n";
            return kExitFailure;
        }
        options.paths = std::move(inputs.paths);
    } else if (options.benchmark.empty()) {
        return line.usageError(err, "--benchmark is required");
    }
    const ui::ChartSelection chart = chartSelection(options.chart);
    const std::vector<NamedOutput> outputs = {{"--png", options.pngPath},
                                              {"--svg", options.svgPath},
                                              {"--csv", options.csvPath},
                                              {"--pdf", options.pdfPath}};
    // An output on standard output keeps it for the bytes alone: no readout there.
    const bool standardOutputTaken =
        std::any_of(outputs.begin(), outputs.end(),
                    [](const NamedOutput& output) { return output.path == "-"; });
    InputRequest request{.line = line,
                         .prefix = kPrefix,
                         .paths = options.paths,
                         .input = options.input,
                         .outputs = outputs};
    if (!options.sessionPath.empty())
        request.otherInputs.push_back(options.sessionPath);
    const OpenedInputs opened = openInputs(request, out, err);
    if (opened.exitStatus)
        return *opened.exitStatus;
    const LoadedData& loaded = opened.loaded;

    // Headless: no display is needed unless the caller chose a platform.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    int qtArgc = 1;
    char* qtArgv[] = {const_cast<char*>(programName), nullptr};
    QApplication application(qtArgc, qtArgv);

    const auto dataset = std::make_shared<const Dataset>(std::move(loaded.dataset));
    const QString name = QString::fromStdString(
        dataset->rounds.empty() ? std::string() : dataset->rounds.front().name);
    ui::AnalysisWorkspace workspace;
    workspace.resize(options.size);
    if (!session) {
        workspace.setDataset(dataset, loaded.fromSample ? QStringLiteral("Sample: ") + name : name);
        if (const int status = selectView(workspace, options, err); status != kExitOk)
            return status;
    } else {
        workspace.setDataset(dataset, datasetName(*dataset, loaded.fromSample));
        for (const QString& difference : ui::roundDifferences(session->rounds, *dataset))
            err << kPrefix << "warning: " << difference.toStdString() << "\n";
        workspace.restoreView(*session);
        // A large analysis runs on a worker: the figure is drawn once it is in.
        while (workspace.analysing())
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }

    int status = kExitOk;
    const auto report = [&](const std::string& path, const QString& problem) {
        if (problem.isEmpty()) {
            err << kPrefix << "wrote " << (path == "-" ? std::string("standard output") : path)
                << "\n";
        } else {
            err << kPrefix << problem.toStdString() << "\n";
            status = kExitFailure;
        }
    };
    if (!options.pngPath.empty())
        report(options.pngPath,
               ui::exportChartsPng(workspace, chart, QString::fromStdString(options.pngPath),
                                   {options.size, options.scale}));
    if (!options.svgPath.empty())
        report(options.svgPath,
               ui::exportChartsSvg(workspace, chart, QString::fromStdString(options.svgPath),
                                   options.size));
    if (!options.csvPath.empty())
        report(options.csvPath, ui::exportTableCsv(*workspace.seriesTableModel(),
                                                   QString::fromStdString(options.csvPath)));
    if (!options.pdfPath.empty()) {
        const QPageSize paper =
            options.paper.empty()
                ? ui::reportPageSize(QLocale())
                : QPageSize(options.paper == "letter" ? QPageSize::Letter : QPageSize::A4);
        report(options.pdfPath,
               ui::exportReportPdf({&workspace}, QString::fromStdString(options.pdfPath), paper));
    }
    if (!standardOutputTaken)
        out << util::terminalText(workspace.readoutText().toStdString(), true) << "\n";
    return status;
}

} // namespace scalescope::cli
