#include "tst_chart_export.h"

#include "core/analysis/verdict.h"
#include "core/dataset/dataset_io.h"
#include "core/resources/embedded.h"
#include "ui/charts/ChartPalette.h"
#include "ui/charts/ComparisonLabels.h"
#include "ui/charts/ScalingChart.h"
#include "ui/export/ChartExport.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QChart>
#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <memory>
#include <set>

using namespace scalescope;
using namespace scalescope::ui;

namespace {

Dataset sampleDataset()
{
    const auto text = resources::findEmbedded("sample/training_v4.1.scalescope.json");
    return text ? loadDataset(*text).dataset : Dataset{};
}

std::unique_ptr<AnalysisWorkspace> bertWorkspace()
{
    auto workspace = std::make_unique<AnalysisWorkspace>();
    workspace->resize(1600, 1000);
    workspace->viewModel()->setGroupBy(
        scalescope::analysis::GroupBy::Accelerator); // the best result at each N, across submitters
    workspace->setDataset(std::make_shared<const scalescope::Dataset>(sampleDataset()),
                          QStringLiteral("Sample: training_results_v4.1"));
    workspace->selectBenchmark(QStringLiteral("bert"));
    workspace->selectAccelerator(QStringLiteral("NVIDIA H100-SXM5-80GB"));
    return workspace;
}

bool isMarkerColour(QRgb pixel)
{
    const QColor marker(palette::kMarkerColour);
    return std::abs(qRed(pixel) - marker.red()) <= 12 &&
           std::abs(qGreen(pixel) - marker.green()) <= 12 &&
           std::abs(qBlue(pixel) - marker.blue()) <= 12;
}

// Columns where the marker colour forms a vertical run (the marker line), averaged.
double markerColumn(const QImage& image)
{
    double sum = 0;
    int columns = 0;
    for (int x = 0; x < image.width(); ++x) {
        int hits = 0;
        for (int y = 0; y < image.height(); y += 2)
            hits += isMarkerColour(image.pixel(x, y));
        if (hits > image.height() / 20) {
            sum += x;
            ++columns;
        }
    }
    return columns ? sum / columns : -1;
}

bool isComparisonColour(QRgb pixel)
{
    const QColor letter(palette::kComparisonColour);
    return std::abs(qRed(pixel) - letter.red()) <= 12 &&
           std::abs(qGreen(pixel) - letter.green()) <= 12 &&
           std::abs(qBlue(pixel) - letter.blue()) <= 12;
}

} // namespace

void TestChartExport::initTestCase()
{
    QVERIFY2(!sampleDataset().empty(), "the build embeds no sample dataset");
}

void TestChartExport::pngHasTheAskedSizeAndIsNotBlank()
{
    QTemporaryDir dir;
    const auto workspace = bertWorkspace();
    const QString path = dir.filePath(QStringLiteral("chart.png"));
    QCOMPARE(exportChartsPng(*workspace, ChartSelection::Both, path), QString());
    const QImage image(path);
    QCOMPARE(image.size(), QSize(1600, 1000)); // --size is the size in pixels
    int nonWhite = 0;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            nonWhite += image.pixel(x, y) != qRgb(255, 255, 255);
    const int sampled = (image.height() / 4) * (image.width() / 4);
    QVERIFY2(nonWhite > sampled / 50,
             qPrintable(QStringLiteral("only %1 of %2 pixels drawn").arg(nonWhite).arg(sampled)));

    const QString small = dir.filePath(QStringLiteral("small.png"));
    QCOMPARE(exportChartsPng(*workspace, ChartSelection::Speedup, small, {QSize(800, 500), 1.0}),
             QString());
    QCOMPARE(QImage(small).size(), QSize(800, 500));
}

void TestChartExport::pngMarkerFollowsTheSlider()
{
    const auto workspace = bertWorkspace();
    workspace->setMarkerN(8);
    const QImage left =
        renderChartsImage(*workspace, ChartSelection::Speedup, {QSize(1600, 1000), 1.0});
    workspace->setMarkerN(64);
    const QImage right =
        renderChartsImage(*workspace, ChartSelection::Speedup, {QSize(1600, 1000), 1.0});
    const double atEight = markerColumn(left);
    const double atSixtyFour = markerColumn(right);
    QVERIFY2(atEight > 0, "no marker-coloured line in the export at N = 8");
    QVERIFY2(atSixtyFour > 0, "no marker-coloured line in the export at N = 64");
    // log2 axis: 8 -> 64 is three doublings to the right.
    QVERIFY2(atSixtyFour > atEight + 50,
             qPrintable(QStringLiteral("marker at x=%1 for N=8 and x=%2 for N=64")
                            .arg(atEight)
                            .arg(atSixtyFour)));
}

void TestChartExport::svgIsValidAndCarriesTheFootnote()
{
    QTemporaryDir dir;
    const auto workspace = bertWorkspace();
    const QString path = dir.filePath(QStringLiteral("chart.svg"));
    QCOMPARE(exportChartsSvg(*workspace, ChartSelection::Both, path), QString());
    QSvgRenderer renderer(path);
    QVERIFY(renderer.isValid());
    QCOMPARE(renderer.viewBoxF(), QRectF(0, 0, 1600, 1000));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray svg = file.readAll();
    QVERIFY(svg.contains("derived from MLPerf results, not an official result"));
    QVERIFY(svg.contains("training_results_v4.1"));
    // The caveat of issue 16 travels with the chart: the points are not one system.
    QVERIFY(svg.contains("Each point is the fastest entry of some system at that GPU count"));
}

void TestChartExport::csvHoldsTheSeriesTable()
{
    QTemporaryDir dir;
    const auto workspace = bertWorkspace();
    const QString path = dir.filePath(QStringLiteral("table.csv"));
    QCOMPARE(exportTableCsv(*workspace->seriesTableModel(), path), QString());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    // Header, one line per row, and the empty string after the final newline.
    QCOMPARE(lines.size(), workspace->seriesTableModel()->rowCount() + 2);
    QVERIFY(workspace->seriesTableModel()->rowCount() >=
            14); // bert on H100-SXM5-80GB has 14 scored systems
    // Names a program can use, with the benchmark, round and system id of each row.
    QCOMPARE(lines.front(), QByteArray("submitter,system,accelerator,gpus,nodes,minutes,fastest_"
                                       "run_minutes,slowest_run_minutes,"
                                       "speedup,efficiency,gpu_hours,cost,energy_kwh,local_"
                                       "exponent,karp_flatt,frontier,reference,"
                                       "round,system_id,benchmark"));
    // Counts as integers, yes/no as true/false, in every row.
    for (int row = 1; row < lines.size() - 1; ++row) {
        const QList<QByteArray> fields = lines.at(row).split(',');
        QCOMPARE(fields.size(), 20); // no field of bert on H100 holds a comma
        bool integer = false;
        fields.at(3).toLongLong(&integer);
        QVERIFY2(integer, lines.at(row).constData());
        QVERIFY(fields.at(15) == "true" || fields.at(15) == "false");
        QVERIFY(fields.at(16) == "true" || fields.at(16) == "false");
        QCOMPARE(fields.at(17), QByteArray("training_results_v4.1"));
        QVERIFY(!fields.at(18).isEmpty());
        QCOMPARE(fields.at(19), QByteArray("bert"));
    }
    // One reference.
    int references = 0;
    for (int row = 1; row < lines.size() - 1; ++row)
        references += lines.at(row).split(',').at(16) == "true";
    QCOMPARE(references, 1);
}

void TestChartExport::exportsCutNoText()
{
    // Laid out as the export lays them out: no tick label, title or legend entry elided
    // ("1…" above 512), none outside the drawing, at report sizes wide and narrow.
    const auto workspace = bertWorkspace();
    for (const auto groupBy : {analysis::GroupBy::Accelerator, analysis::GroupBy::Family}) {
        // A system family's title ("NVIDIA / NVIDIA H100-SXM5-80GB / PyTorch NVIDIA
        // Release") is the longest.
        workspace->viewModel()->setGroupBy(groupBy);
        for (const QSize size : {QSize(1600, 1000), QSize(1200, 800), QSize(900, 1100)}) {
            for (const ChartSelection which : {ChartSelection::Both, ChartSelection::Speedup}) {
                const QStringList problems = workspace->exportTextProblems(QSizeF(size), which);
                QVERIFY2(problems.isEmpty(),
                         qPrintable(QStringLiteral("%1 %2x%3: %4")
                                        .arg(workspace->viewModel()->group())
                                        .arg(size.width())
                                        .arg(size.height())
                                        .arg(problems.join(QStringLiteral("; ")))));
            }
        }
    }
    // On screen too, at the window's size: titles and legend entries whole.
    workspace->resize(1500, 950);
    workspace->show();
    QVERIFY(QTest::qWaitForWindowExposed(workspace.get()));
    for (const auto* chart : {workspace->speedupChart(), workspace->efficiencyChart()}) {
        for (auto* item : chart->scene()->items()) {
            if (auto* text = dynamic_cast<QGraphicsTextItem*>(item); text && text->isVisible())
                QVERIFY2(!text->toPlainText().contains(QStringLiteral("...")),
                         qPrintable(text->toPlainText()));
        }
    }
}

void TestChartExport::exportStacksTheChartsWithTheLegendBelow()
{
    const auto workspace = bertWorkspace();
    const QImage image =
        renderChartsImage(*workspace, ChartSelection::Both, {QSize(1600, 1000), 1.0});
    QCOMPARE(image.size(), QSize(1600, 1000));
    // Stacked, sharing the x axis: the marker is one vertical line at one x through both
    // halves (side by side it would be two lines at two x).
    const QImage top = image.copy(0, 0, 1600, 480);
    const QImage bottom = image.copy(0, 500, 1600, 480);
    const double topX = markerColumn(top);
    const double bottomX = markerColumn(bottom);
    QVERIFY2(topX > 0 && bottomX > 0, qPrintable(QStringLiteral("%1 %2").arg(topX).arg(bottomX)));
    QVERIFY2(std::abs(topX - bottomX) < 3,
             qPrintable(QStringLiteral("%1 %2").arg(topX).arg(bottomX)));
}

void TestChartExport::svgClipsTheDataToThePlotArea()
{
    QTemporaryDir dir;
    const auto workspace = bertWorkspace();
    const QString path = dir.filePath(QStringLiteral("chart.svg"));
    QCOMPARE(exportChartsSvg(*workspace, ChartSelection::Both, path), QString());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(file.readAll());
    // No clip path: each chart's data is cut to its plot area in the file itself.
    QVERIFY(!svg.contains(QStringLiteral("clip-path")));
    QVERIFY(svg.contains(QStringLiteral("version=\"1.1\"")) &&
            !svg.contains(QStringLiteral("baseProfile=\"tiny\"")));
    QVERIFY(svg.contains(QStringLiteral("DejaVu Sans, sans-serif\"")));
    const QRegularExpression group(
        QStringLiteral("<g id=\"plot-data-(\\d)\" data-plot-area=\"([\\d.]+) ([\\d.]+) "
                       "([\\d.]+) ([\\d.]+)\">(.*?)\\n</g>\\n(?=<g id=\"plot-data-|</svg>)"),
        QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpression transform(QStringLiteral("transform=\"matrix\\(([^)]*)\\)\""));
    const QRegularExpression geometry(QStringLiteral("(?:points|d)=\"([^\"]*)\""));
    const QRegularExpression pair(QStringLiteral("(-?[\\d.]+)[ ,](-?[\\d.]+)"));
    QList<QRectF> plots;
    int coordinates = 0;
    for (auto groups = group.globalMatch(svg); groups.hasNext();) {
        const auto match = groups.next();
        const QRectF plot(match.captured(2).toDouble(), match.captured(3).toDouble(),
                          match.captured(4).toDouble(), match.captured(5).toDouble());
        plots.append(plot);
        const QString body = match.captured(6);
        // Drawn in the file's own coordinates: every group transform is the identity.
        for (auto transforms = transform.globalMatch(body); transforms.hasNext();)
            QCOMPARE(transforms.next().captured(1).remove(QLatin1Char(' ')),
                     QStringLiteral("1,0,0,1,0,0"));
        const QRectF allowed = plot.adjusted(-0.6, -0.6, 0.6, 0.6);
        for (auto shapes = geometry.globalMatch(body); shapes.hasNext();) {
            const QString numbers = shapes.next().captured(1);
            for (auto points = pair.globalMatch(numbers); points.hasNext();) {
                const auto point = points.next();
                const QPointF at(point.captured(1).toDouble(), point.captured(2).toDouble());
                ++coordinates;
                QVERIFY2(allowed.contains(at),
                         qPrintable(QStringLiteral("(%1, %2) outside the plot (%3, %4, %5x%6)")
                                        .arg(at.x())
                                        .arg(at.y())
                                        .arg(plot.x())
                                        .arg(plot.y())
                                        .arg(plot.width())
                                        .arg(plot.height())));
            }
        }
    }
    QCOMPARE(plots.size(), 2);
    QVERIFY2(coordinates > 100, qPrintable(QString::number(coordinates)));
    // The plots lie below each chart's title: the top one past the title line, the bottom
    // one in the lower half.
    QVERIFY2(plots[0].top() > 20 && plots[0].bottom() < 500,
             qPrintable(QString::number(plots[0].top())));
    QVERIFY2(plots[1].top() > 450 && plots[1].bottom() < 1000,
             qPrintable(QString::number(plots[1].top())));

    // Qt's renderer and ImageMagick both show the frontier inside the top plot, and
    // nothing of it above the plot.
    QSvgRenderer renderer(path);
    QVERIFY(renderer.isValid());
    QImage byQt(1600, 1000, QImage::Format_ARGB32);
    byQt.fill(Qt::white);
    {
        QPainter painter(&byQt);
        renderer.render(&painter);
    }
    std::vector<QImage> renders{byQt};
    const QString convert = QStandardPaths::findExecutable(QStringLiteral("convert"));
    if (!convert.isEmpty()) {
        const QString png = dir.filePath(QStringLiteral("by-imagemagick.png"));
        QProcess process;
        process.start(convert, {path, png});
        QVERIFY(process.waitForFinished(60000));
        if (process.exitCode() == 0) {
            renders.emplace_back(png);
        } else {
            // An ImageMagick without an SVG reader (no librsvg, no MSVG delegate) fails on
            // any SVG: then only a failure on a one-line SVG too is accepted.
            const QString probe = dir.filePath(QStringLiteral("probe.svg"));
            QFile probeFile(probe);
            QVERIFY(probeFile.open(QIODevice::WriteOnly));
            probeFile.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">"
                            "<rect width=\"10\" height=\"10\" fill=\"blue\"/></svg>");
            probeFile.close();
            QProcess probeProcess;
            probeProcess.start(convert, {probe, dir.filePath(QStringLiteral("probe.png"))});
            QVERIFY(probeProcess.waitForFinished(60000));
            QVERIFY2(probeProcess.exitCode() != 0, process.readAllStandardError().constData());
            qInfo("ImageMagick here reads no SVG at all; the render check uses Qt's renderer only");
        }
    }
    const QColor measured(palette::kMeasuredColour);
    const auto isMeasured = [&](QRgb pixel) {
        return std::abs(qRed(pixel) - measured.red()) <= 20 &&
               std::abs(qGreen(pixel) - measured.green()) <= 20 &&
               std::abs(qBlue(pixel) - measured.blue()) <= 20;
    };
    for (const QImage& image : renders) {
        QVERIFY(!image.isNull());
        int inside = 0;
        const QRect plot = plots[0].toAlignedRect();
        for (int y = plot.top(); y < plot.bottom() && y < image.height(); ++y)
            for (int x = plot.left(); x < plot.right() && x < image.width(); ++x)
                inside += isMeasured(image.pixel(x, y));
        QVERIFY2(inside > 200,
                 qPrintable(QStringLiteral("%1 frontier pixels in the plot").arg(inside)));
    }
}

void TestChartExport::comparisonLettersStayClearOfMarkerAndReference()
{
    const auto workspace = bertWorkspace();
    const auto* model = dynamic_cast<const SeriesTableModel*>(workspace->seriesTableModel());
    QVERIFY(model);
    const auto* table = workspace->speedupChart();
    QVERIFY(model->rowCount() >= 3);
    // A on the reference ring, B on the largest N with the marker on it.
    const int fewest = model->referenceRow();
    QVERIFY(fewest >= 0);
    int most = 0;
    for (int row = 0; row < model->rowCount(); ++row)
        if (table->valueOfRow(row).x() > table->valueOfRow(most).x())
            most = row;
    workspace->viewModel()->setRowA(fewest);
    workspace->viewModel()->setRowB(most);
    workspace->setMarkerN(std::exp2(table->valueOfRow(most).x()));
    for (auto* chart : {workspace->speedupChart(), workspace->efficiencyChart()}) {
        QVERIFY(chart->legendNames().contains(QStringLiteral("Point A of the comparison")));
        QVERIFY(chart->legendNames().contains(QStringLiteral("Point B of the comparison")));
        QVERIFY(chart->marker()->isVisible());
        const double markerX = chart->marker()->markerX();
        const QRectF a = chart->comparisonLabels()->labelRect(0);
        const QRectF b = chart->comparisonLabels()->labelRect(1);
        QVERIFY(!a.isNull() && !b.isNull());
        QVERIFY2(b.left() > markerX + 2 || b.right() < markerX - 2,
                 qPrintable(QStringLiteral("B at %1-%2, marker at %3")
                                .arg(b.left())
                                .arg(b.right())
                                .arg(markerX)));
        const QPointF reference =
            chart->chart()->mapToPosition(chart->valueOfRow(fewest), chart->pointASeries());
        QVERIFY2(!a.intersects(QRectF(reference - QPointF(8, 8), QSizeF(16, 16))),
                 qPrintable(QStringLiteral("A at (%1, %2), reference ring at (%3, %4)")
                                .arg(a.x())
                                .arg(a.y())
                                .arg(reference.x())
                                .arg(reference.y())));
    }
    // In the PNG, B's letter is beside the marker line, not on it.
    const QImage image =
        renderChartsImage(*workspace, ChartSelection::Speedup, {QSize(1600, 1000), 1.0});
    const double line = markerColumn(image);
    QVERIFY(line > 0);
    int beside = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = static_cast<int>(line) - 30; x <= static_cast<int>(line) + 30; ++x)
            if (x >= 0 && x < image.width() && std::abs(x - line) >= 7 &&
                isComparisonColour(image.pixel(x, y)))
                ++beside;
    QVERIFY2(
        beside >= 10,
        qPrintable(
            QStringLiteral("%1 letter pixels beside the marker at x=%2").arg(beside).arg(line)));
}

void TestChartExport::failedExportReportsAndLeavesNoFile()
{
    QTemporaryDir dir;
    const auto workspace = bertWorkspace();
    QFile blocker(dir.filePath(QStringLiteral("not-a-folder")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    const QString path = dir.filePath(QStringLiteral("not-a-folder/chart.png"));
    const QString error = exportChartsPng(*workspace, ChartSelection::Both, path);
    QVERIFY2(!error.isEmpty(), "writing below a regular file should fail");
    QVERIFY2(error.contains(QStringLiteral("not-a-folder")), qPrintable(error));
    QVERIFY(!QFile::exists(path));
    QVERIFY(!exportChartsPng(*workspace, ChartSelection::Both,
                             dir.filePath(QStringLiteral("x.png")), {QSize(0, 10), 1.0})
                 .isEmpty());
    QVERIFY(!exportChartsPng(*workspace, ChartSelection::Both,
                             dir.filePath(QStringLiteral("y.png")), {QSize(20000, 10), 1.0})
                 .isEmpty());
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.png"))));
}

void TestChartExport::parseSizeReadsWidthByHeight()
{
    QCOMPARE(parseSize(QStringLiteral("1600x1000")), QSize(1600, 1000));
    QCOMPARE(parseSize(QStringLiteral(" 800 X 600 ")), QSize(800, 600));
    QVERIFY(!parseSize(QStringLiteral("1600")).isValid());
    QVERIFY(!parseSize(QStringLiteral("axb")).isValid());
}

void TestChartExport::exportCommandWritesThePng()
{
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("bert.png"));
    const QString svg = dir.filePath(QStringLiteral("bert.svg"));
    QProcess process;
    process.start(QStringLiteral(SCALESCOPE_BINARY),
                  {QStringLiteral("export"), QStringLiteral("--benchmark"), QStringLiteral("bert"),
                   QStringLiteral("--accelerator"), QStringLiteral("NVIDIA H100-SXM5-80GB"),
                   QStringLiteral("--chart"), QStringLiteral("both"), QStringLiteral("--png"), png,
                   QStringLiteral("--svg"), svg, QStringLiteral("--size"),
                   QStringLiteral("1200x800"), QStringLiteral("--scale"), QStringLiteral("1.5"),
                   QStringLiteral("--marker"), QStringLiteral("64")});
    QVERIFY(process.waitForFinished(60000));
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    QCOMPARE(QImage(png).size(), QSize(1800, 1200));
    QVERIFY(QSvgRenderer(svg).isValid());
    const QByteArray readout = process.readAllStandardOutput();
    QVERIFY2(readout.contains("64"), readout.constData());
}

void TestChartExport::exportCommandSizeIsThePixelSize()
{
    // --size is the output in pixels; --scale multiplies only when given.
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("bert.png"));
    QProcess process;
    process.start(QStringLiteral(SCALESCOPE_BINARY),
                  {QStringLiteral("export"), QStringLiteral("--benchmark"), QStringLiteral("bert"),
                   QStringLiteral("--png"), png, QStringLiteral("--size"),
                   QStringLiteral("1200x800")});
    QVERIFY(process.waitForFinished(60000));
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    QCOMPARE(QImage(png).size(), QSize(1200, 800));
}

void TestChartExport::exportCommandListsBenchmarksOnAnUnknownOne()
{
    QTemporaryDir dir;
    QProcess process;
    process.start(QStringLiteral(SCALESCOPE_BINARY),
                  {QStringLiteral("export"), QStringLiteral("--benchmark"),
                   QStringLiteral("resnet"), QStringLiteral("--png"),
                   dir.filePath(QStringLiteral("x.png"))});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 2);
    const QByteArray error = process.readAllStandardError();
    QVERIFY2(error.contains("no benchmark 'resnet'"), error.constData());
    QVERIFY2(error.contains("bert") && error.contains("stable_diffusion"), error.constData());
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.png"))));
}

// Issue 24: on the real v4.1 round, the marker's N, its label, the legend, the readout and
// core's verdict (what `analyze` prints) state the same N or interval.
void TestChartExport::breakEvenTellsOneStoryOnTheRealRound()
{
    // bert on H100 as the best published result at each N: the crossing lies between 64
    // and 3472 GPUs, where nothing was measured; the marker stands on 64.
    auto workspace = bertWorkspace();
    workspace->show();
    QVERIFY(QTest::qWaitForWindowExposed(workspace.get()));
    const auto& verdict = workspace->viewModel()->model()->series().verdict;
    QCOMPARE(verdict.kind, scalescope::analysis::Verdict::Kind::Gap);
    const QString story =
        QStringLiteral("Break-even (θ = 0.5): between 64 and 3472 GPUs, not measured there");
    QCOMPARE(QString::fromStdString(scalescope::analysis::verdictHeadline(verdict)), story);
    QCOMPARE(workspace->markerN(), 64.0);
    QCOMPARE(workspace->speedupChart()->marker()->label(), story);
    QCOMPARE(workspace->efficiencyChart()->marker()->label(), story);
    QVERIFY2(workspace->speedupChart()->legendNames().contains(
                 QStringLiteral("Break-even (θ = 0.5): in the 64–3472 gap")),
             qPrintable(workspace->speedupChart()->legendNames().join(QLatin1Char('|'))));
    QVERIFY2(workspace->readoutText().contains(story), qPrintable(workspace->readoutText()));
    // No N* anywhere on screen: no crossing diamond inside the gap.
    QCOMPARE(workspace->efficiencyChart()->crossingSeries()->count(), 0);
    // The series mixes systems, and the export says which entry it rests on.
    QVERIFY(verdict.mixesSystems);
    QVERIFY2(workspace->exportFootnote().contains(QStringLiteral(
                 "depends on one entry: without NVIDIA eos_n434_ngc23.09_pytorch (3472 GPUs)")),
             qPrintable(workspace->exportFootnote()));

    // The default grouping, one system family: the family with the most GPU counts, one
    // submitter; marker, label, legend and readout agree with the verdict.
    workspace->viewModel()->setGroupBy(scalescope::analysis::GroupBy::Family);
    const auto& family = workspace->viewModel()->model()->series();
    std::set<std::string> submitters;
    for (const auto& point : family.points)
        submitters.insert(point.submitter);
    QCOMPARE(submitters.size(), std::size_t(1));
    QVERIFY(family.curve.size() >= 3);
    const QString familyStory = workspace->speedupChart()->marker()->label();
    if (family.verdict.found()) {
        QCOMPARE(familyStory,
                 QString::fromStdString(scalescope::analysis::verdictHeadline(family.verdict)));
        const double expected =
            family.verdict.nStar ? *family.verdict.nStar : *family.verdict.markerN;
        QCOMPARE(workspace->markerN(), expected);
        QVERIFY(workspace->readoutText().contains(familyStory));
        QVERIFY(workspace->speedupChart()->legendNames().contains(
            QString::fromStdString(scalescope::analysis::verdictLegend(family.verdict))));
    }
}
