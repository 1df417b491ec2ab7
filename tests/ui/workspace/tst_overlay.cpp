#include "tst_overlay.h"

#include "core/analysis/compare.h"
#include "core/analysis/series.h"
#include "core/analysis/verdict.h"
#include "core/dataset/dataset_io.h"
#include "core/resources/embedded.h"
#include "ui/charts/ChartPalette.h"
#include "ui/charts/ChartTheme.h"
#include "ui/charts/ScalingChart.h"
#include "ui/export/ChartExport.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/panels/ComparisonPanel.h"
#include "ui/panels/FiltersPanel.h"
#include "ui/text/qt_text.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/viewmodel/ChoicesHistory.h"
#include "ui/viewmodel/SessionFile.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMenu>
#include <QScatterSeries>
#include <QSlider>
#include <QTest>
#include <QToolButton>
#include <cmath>
#include <memory>

using namespace scalescope;
using namespace scalescope::ui;

namespace {

std::optional<Dataset> sample()
{
    const auto text = resources::findEmbedded("sample/training_v4.1.scalescope.json");
    if (!text)
        return std::nullopt;
    return loadDataset(*text).dataset;
}

// The series of the shown benchmark as core analyses them on their own (not through the
// view-model), by group: what each overlay must show.
const analysis::Series* coreSeries(const std::vector<analysis::Series>& all, const QString& group)
{
    for (const auto& series : all)
        if (toQString(series.group) == group)
            return &series;
    return nullptr;
}

// The workspace on the sample, grouped by system family, with the shown family and two
// other families that each have a break-even (in the families' order). Empty when the
// build embeds no sample.
struct Fixture
{
    std::unique_ptr<AnalysisWorkspace> workspace;
    std::optional<Dataset> dataset;
    std::vector<analysis::Series> core;
    QStringList others; // two families with a break-even, other than the shown one
};

Fixture overlayFixture()
{
    Fixture fixture;
    fixture.dataset = sample();
    if (!fixture.dataset)
        return fixture;
    fixture.workspace = std::make_unique<AnalysisWorkspace>();
    fixture.workspace->resize(1400, 900);
    auto* viewModel = fixture.workspace->viewModel();
    viewModel->setGroupBy(analysis::GroupBy::Family);
    fixture.workspace->setDataset(std::make_shared<const scalescope::Dataset>(*fixture.dataset),
                                  QStringLiteral("Sample: v4.1"));
    fixture.core = analysis::analyze(*fixture.dataset, viewModel->options());
    for (const auto& group : viewModel->overlayCandidates()) {
        const auto* series = coreSeries(fixture.core, group);
        if (series && series->verdict.found() && fixture.others.size() < 2)
            fixture.others.append(group);
    }
    return fixture;
}

// Pixels of image within 12 of colour in each channel (the inside of a drawn line).
int pixelsOf(const QImage& image, const QColor& colour)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QRgb pixel = image.pixel(x, y);
            count += std::abs(qRed(pixel) - colour.red()) <= 12 &&
                     std::abs(qGreen(pixel) - colour.green()) <= 12 &&
                     std::abs(qBlue(pixel) - colour.blue()) <= 12;
        }
    return count;
}

QLegendMarker* legendMarkerNamed(const ScalingChart* chart, const QString& name)
{
    for (auto* marker : chart->chart()->legend()->markers())
        if (marker->label() == name)
            return marker;
    return nullptr;
}

} // namespace

void TestOverlay::onlyTheShownSeriesIsAnalysedUntilOverlaid()
{
    auto fixture = overlayFixture();
    if (!fixture.dataset)
        QSKIP("this build embeds no sample");
    auto* viewModel = fixture.workspace->viewModel();
    // Every family of the benchmark is offered, in core's order, but only the shown one
    // is analysed (issue 27 item 9: the rest on demand).
    QStringList coreGroups;
    const analysis::Series* broadest = nullptr;
    for (const auto& series : fixture.core) {
        coreGroups.append(toQString(series.group));
        if (!broadest || std::pair(series.curve.size(), series.points.size()) >
                             std::pair(broadest->curve.size(), broadest->points.size()))
            broadest = &series;
    }
    QCOMPARE(viewModel->groups(), coreGroups);
    QVERIFY(coreGroups.size() > 3);
    QCOMPARE(viewModel->analysedSeriesCount(), std::size_t{1});
    // The one shown first is still the one whose analysed curve is broadest.
    QVERIFY(broadest);
    QCOMPARE(viewModel->group(), toQString(broadest->group));
    // Overlaid, two more are analysed, exactly as core analyses them on their own.
    QVERIFY(viewModel->setOverlay(fixture.others));
    QCOMPARE(viewModel->analysedSeriesCount(), std::size_t{3});
    for (const auto& family : fixture.others) {
        const auto* mine = viewModel->seriesLabelled(family);
        const auto* core = coreSeries(fixture.core, family);
        QVERIFY(mine && core);
        QCOMPARE(mine->curve.size(), core->curve.size());
        QCOMPARE(analysis::markerStartN(mine->verdict), analysis::markerStartN(core->verdict));
    }
}

void TestOverlay::overlaidFamiliesHaveTheirColoursLegendsAndBreakEvens()
{
    auto fixture = overlayFixture();
    if (!fixture.dataset)
        QSKIP("this build embeds no sample");
    QCOMPARE(fixture.others.size(), 2);
    auto& workspace = *fixture.workspace;
    auto* viewModel = workspace.viewModel();
    const QString shown = viewModel->group();
    QVERIFY(!fixture.others.contains(shown));

    // Picked in the Overlay menu of the filters, as a person does.
    auto* button = workspace.filtersPanel()->overlayButton();
    QVERIFY(button->isEnabled());
    QCOMPARE(button->menu()->actions().size(), viewModel->groups().size() - 1);
    for (const auto& family : fixture.others)
        for (auto* action : button->menu()->actions())
            if (action->data().toString() == family)
                action->trigger();
    QCOMPARE(viewModel->overlay(), fixture.others);
    QCOMPARE(button->text(), QStringLiteral("2 more series"));

    for (auto* chart : {workspace.speedupChart(), workspace.efficiencyChart()}) {
        QCOMPARE(chart->overlays().size(), std::size_t{2});
        QList<QColor> colours{palette::kMeasuredColour};
        for (std::size_t index = 0; index < 2; ++index) {
            const QString family = fixture.others[static_cast<int>(index)];
            const auto* core = coreSeries(fixture.core, family);
            QVERIFY(core);
            // Its frontier, point for point, in its colour, named in the legend.
            auto* line = chart->overlayLine(index);
            QVERIFY(line);
            QCOMPARE(line->name(), family);
            QVERIFY(chart->legendNames().contains(family));
            QList<QPointF> expected;
            for (const auto& point : core->points)
                if (point.onFrontier && !point.dominated)
                    expected.append({std::log2(static_cast<double>(point.n)),
                                     chart->mode() == ScalingChart::Mode::Speedup
                                         ? std::log2(point.speedup)
                                         : point.efficiency});
            QCOMPARE(line->points().size(), expected.size());
            for (int i = 0; i < expected.size(); ++i) {
                QVERIFY(std::abs(line->points()[i].x() - expected[i].x()) < 1e-12);
                QVERIFY(std::abs(line->points()[i].y() - expected[i].y()) < 1e-12);
            }
            const QColor colour = line->pen().color();
            QCOMPARE(colour, palette::overlayColour(index, false));
            QVERIFY(!colours.contains(colour));
            colours.append(colour);
            // Its own break-even line at the N core puts that series' marker on.
            const double breakEvenN = analysis::markerStartN(core->verdict);
            QVERIFY(breakEvenN > 0);
            auto* breakEven = chart->overlayBreakEven(index);
            QCOMPARE(breakEven->points().size(), 2);
            QCOMPARE(breakEven->points()[0].x(), std::log2(breakEvenN));
            QCOMPARE(breakEven->points()[1].x(), std::log2(breakEvenN));
            QCOMPARE(breakEven->pen().color(), colour);
            QVERIFY(breakEven->name().startsWith(QStringLiteral("Break-even (")));
            QVERIFY(chart->legendNames().contains(breakEven->name()));
        }
        // The shown family is still drawn, first, with its own marker.
        QVERIFY(chart->legendNames().contains(QStringLiteral("Frontier (fastest per N)")));
    }
    // The shown series and its marker are those of before: the overlay analysed nothing again.
    QCOMPARE(viewModel->group(), shown);
    QCOMPARE(viewModel->model()->series().group, coreSeries(fixture.core, shown)->group);

    // Taking one out of the menu leaves the other, recoloured as the first.
    for (auto* action : button->menu()->actions())
        if (action->data().toString() == fixture.others[0])
            action->trigger();
    QCOMPARE(viewModel->overlay(), QStringList{fixture.others[1]});
    QCOMPARE(workspace.speedupChart()->overlays().size(), std::size_t{1});
    QCOMPARE(workspace.speedupChart()->overlayLine(0)->name(), fixture.others[1]);
    QVERIFY(!workspace.speedupChart()->legendNames().contains(fixture.others[0]));
    // Not a series of the analysis: refused, the overlay unchanged.
    QVERIFY(!viewModel->setOverlay({QStringLiteral("no such family")}));
    QCOMPARE(viewModel->overlay(), QStringList{fixture.others[1]});
}

void TestOverlay::pointsAAndBOnDifferentSeriesAreCompared()
{
    auto fixture = overlayFixture();
    if (!fixture.dataset)
        QSKIP("this build embeds no sample");
    QCOMPARE(fixture.others.size(), 2);
    auto& workspace = *fixture.workspace;
    auto* viewModel = workspace.viewModel();
    QVERIFY(viewModel->setOverlay(fixture.others));
    const auto* first = coreSeries(fixture.core, fixture.others[0]);
    const auto* second = coreSeries(fixture.core, fixture.others[1]);

    // Slider A to the first overlaid family's last point, B to the second's first: the
    // sliders run over the shown series' rows, then each overlaid series' points.
    auto* panel = workspace.comparisonPanel();
    const int shownRows = viewModel->model()->rowCount();
    const int firstPoints = static_cast<int>(first->points.size());
    QCOMPARE(panel->sliderA()->maximum(),
             shownRows + firstPoints + static_cast<int>(second->points.size()) - 1);
    panel->sliderA()->setValue(shownRows + firstPoints - 1);
    panel->sliderB()->setValue(shownRows + firstPoints);
    QCOMPARE(viewModel->seriesA(), fixture.others[0]);
    QCOMPARE(viewModel->rowA(), firstPoints - 1);
    QCOMPARE(viewModel->seriesB(), fixture.others[1]);
    QCOMPARE(viewModel->rowB(), 0);

    const auto& a = first->points.back();
    const auto& b = second->points.front();
    QCOMPARE(panel->cellText(ComparisonPanel::GpusRow, 1), QString::number(a.n));
    QCOMPARE(panel->cellText(ComparisonPanel::GpusRow, 2), QString::number(b.n));
    QCOMPARE(panel->sentence(), ComparisonPanel::sentenceText(analysis::compare(a, b), a.n == b.n));
    // The charts mark A and B on the overlaid lines.
    auto* chart = workspace.speedupChart();
    QCOMPARE(chart->pointASeries()->points().size(), 1);
    QCOMPARE(chart->pointASeries()->points()[0],
             QPointF(std::log2(static_cast<double>(a.n)), std::log2(a.speedup)));
    QCOMPARE(chart->pointBSeries()->points()[0],
             QPointF(std::log2(static_cast<double>(b.n)), std::log2(b.speedup)));

    // Slider A back on the shown series: A is a row of the table again.
    panel->sliderA()->setValue(0);
    QVERIFY(viewModel->seriesA().isEmpty());
    QCOMPARE(viewModel->rowA(), 0);
    QCOMPARE(chart->pointASeries()->points()[0], chart->valueOfRow(0));
    // Taking B's series out of the overlay puts B back on the shown series.
    QVERIFY(viewModel->setOverlay({fixture.others[0]}));
    QVERIFY(viewModel->seriesB().isEmpty());
    QCOMPARE(viewModel->rowB(), shownRows - 1);
    QCOMPARE(panel->sliderA()->maximum(), shownRows + firstPoints - 1);
}

void TestOverlay::sessionKeepsAndUndoRemovesTheOverlay()
{
    auto fixture = overlayFixture();
    if (!fixture.dataset)
        QSKIP("this build embeds no sample");
    QCOMPARE(fixture.others.size(), 2);
    auto& workspace = *fixture.workspace;
    auto* viewModel = workspace.viewModel();
    auto* history = workspace.history();
    QVERIFY(viewModel->setOverlay(fixture.others));
    QVERIFY(viewModel->setPointB(fixture.others[1], 0));

    // Saved and read back, then restored on a fresh workspace: the same overlay and B.
    Session session;
    workspace.saveView(session);
    const auto reading = readSessionJson(sessionJson(session));
    QVERIFY(reading.session);
    QVERIFY2(reading.problems.isEmpty(), qPrintable(reading.problems.join(QLatin1Char('\n'))));
    QCOMPARE(reading.session->choices.overlay, fixture.others);
    QCOMPARE(reading.session->choices.seriesB, fixture.others[1]);
    AnalysisWorkspace restored;
    restored.setDataset(std::make_shared<const scalescope::Dataset>(*fixture.dataset),
                        QStringLiteral("Sample: v4.1"));
    QVERIFY(restored.viewModel()->overlay().isEmpty());
    restored.restoreView(*reading.session);
    QCOMPARE(restored.viewModel()->overlay(), fixture.others);
    QCOMPARE(restored.viewModel()->seriesB(), fixture.others[1]);
    QCOMPARE(restored.viewModel()->rowB(), 0);
    QCOMPARE(restored.speedupChart()->overlays(), workspace.speedupChart()->overlays());
    QCOMPARE(restored.efficiencyChart()->overlayLine(1)->name(), fixture.others[1]);

    // Undo: B back on the shown series, then the overlay gone from the charts and legend.
    history->undo();
    QVERIFY(viewModel->seriesB().isEmpty());
    QCOMPARE(viewModel->overlay(), fixture.others);
    history->undo();
    QVERIFY(viewModel->overlay().isEmpty());
    QVERIFY(workspace.speedupChart()->overlays().empty());
    QVERIFY(!workspace.speedupChart()->legendNames().contains(fixture.others[0]));
    QCOMPARE(workspace.filtersPanel()->overlayButton()->text(), QStringLiteral("None"));
    history->redo();
    QCOMPARE(viewModel->overlay(), fixture.others);
    QCOMPARE(workspace.efficiencyChart()->overlays().size(), std::size_t{2});
}

void TestOverlay::legendColoursFollowTheTheme()
{
    auto fixture = overlayFixture();
    if (!fixture.dataset)
        QSKIP("this build embeds no sample");
    QCOMPARE(fixture.others.size(), 2);
    auto& workspace = *fixture.workspace;
    QVERIFY(workspace.viewModel()->setOverlay(fixture.others));
    auto* chart = workspace.speedupChart();
    const auto legendColours = [&] {
        QList<QColor> colours;
        for (const auto& family : fixture.others) {
            auto* marker = legendMarkerNamed(chart, family);
            colours.append(marker ? marker->brush().color() : QColor());
        }
        return colours;
    };
    const QList<QColor> light = legendColours();
    QCOMPARE(light,
             (QList<QColor>{palette::overlayColour(0, false), palette::overlayColour(1, false)}));

    // A dark theme, as View ▸ Theme ▸ Dark sets it: the application's palette.
    const QPalette before = QApplication::palette();
    QPalette dark = before;
    dark.setColor(QPalette::Window, QColor(45, 45, 45));
    dark.setColor(QPalette::Base, QColor(30, 30, 30));
    dark.setColor(QPalette::Text, QColor(230, 230, 230));
    QApplication::setPalette(dark);
    QCoreApplication::processEvents(); // widgets get the application's palette on a posted event
    QVERIFY(isDarkPalette(chart->palette()));
    const QList<QColor> onDark = legendColours();
    QApplication::setPalette(before);
    QCoreApplication::processEvents();
    QCOMPARE(onDark,
             (QList<QColor>{palette::overlayColour(0, true), palette::overlayColour(1, true)}));
    for (int i = 0; i < 2; ++i)
        QVERIFY(onDark[i] != light[i]);
    // Apart from each other and from the shown series' blue, and lighter than the dark
    // background.
    QVERIFY(onDark[0] != onDark[1]);
    for (const auto& colour : onDark) {
        QVERIFY(colour != palette::kMeasuredColour);
        QVERIFY(colour.lightnessF() > 0.45);
    }
    // And back: the light colours again.
    QCOMPARE(legendColours(), light);
}

void TestOverlay::exportsDrawTheOverlayLight()
{
    auto fixture = overlayFixture();
    if (!fixture.dataset)
        QSKIP("this build embeds no sample");
    QCOMPARE(fixture.others.size(), 2);
    auto& workspace = *fixture.workspace;
    const QImage without =
        renderChartsImage(workspace, ChartSelection::Both, {QSize(1200, 900), 1.0});
    QVERIFY(workspace.viewModel()->setOverlay(fixture.others));
    // On a dark theme too: exports go into documents, drawn light.
    const QPalette before = QApplication::palette();
    QPalette dark = before;
    dark.setColor(QPalette::Window, QColor(45, 45, 45));
    dark.setColor(QPalette::Base, QColor(30, 30, 30));
    dark.setColor(QPalette::Text, QColor(230, 230, 230));
    QApplication::setPalette(dark);
    QCoreApplication::processEvents();
    const QImage with = renderChartsImage(workspace, ChartSelection::Both, {QSize(1200, 900), 1.0});
    QApplication::setPalette(before);
    QCoreApplication::processEvents();
    for (std::size_t index = 0; index < 2; ++index) {
        const QColor light = palette::overlayColour(index, false);
        QCOMPARE(pixelsOf(without, light), 0);
        // Its line, its break-even line and its legend swatch: many pixels.
        QVERIFY2(pixelsOf(with, light) > 200, qPrintable(QString::number(pixelsOf(with, light))));
    }
    // Not the dark variant (the first's pink, which no blend of the light colours gives).
    QCOMPARE(pixelsOf(with, palette::overlayColour(0, true)), 0);
    // Back on screen the dark variants again.
    QApplication::setPalette(dark);
    QCoreApplication::processEvents();
    const QColor onScreen = workspace.speedupChart()->overlayLine(0)->pen().color();
    QApplication::setPalette(before);
    QCoreApplication::processEvents();
    QCOMPARE(onScreen, palette::overlayColour(0, true));
}
