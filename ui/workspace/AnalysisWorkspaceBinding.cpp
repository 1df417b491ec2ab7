// What the Scaling tab's view-model says, pushed into the charts and labels that show
// it: the marker and its label, points A and B, the reference and the footnote. The
// charts' clicks go back to the view-model as intents (a point clicked: the reference).
#include "core/analysis/series.h"
#include "core/analysis/verdict.h"
#include "ui/charts/ScalingChart.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/panels/BreakEvenReadout.h"
#include "ui/panels/ComparisonPanel.h"
#include "ui/panels/FiltersPanel.h"
#include "ui/text/CoreMessages.h"
#include "ui/text/FigureText.h"
#include "ui/text/MarkerText.h"
#include "ui/text/qt_text.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/workspace/AnalysisWorkspace.h"

#include <QLabel>
#include <QTableView>
#include <QToolButton>

namespace scalescope::ui {

namespace {

// Each name as its own value and label.
FiltersShown::Items itemsOf(const QStringList& names)
{
    FiltersShown::Items items;
    for (const auto& name : names)
        items.append({name, name});
    return items;
}

// What the filters show of the view-model's choices, labelled in the UI's language.
FiltersShown filtersShownBy(const AnalysisViewModel& viewModel)
{
    FiltersShown shown;
    const auto& options = viewModel.options();
    for (const auto& round : viewModel.rounds())
        shown.rounds.append({round, AnalysisViewModel::roundLabel(round)});
    shown.round = viewModel.round();
    for (const auto& benchmark : viewModel.benchmarks())
        shown.benchmarks.append({benchmark, viewModel.benchmarkLabel(benchmark)});
    shown.benchmark = viewModel.benchmark();
    shown.accelerators = itemsOf(viewModel.accelerators());
    shown.accelerator = toQString(options.filter.accelerator);
    shown.submitters = itemsOf(viewModel.submitters());
    shown.submitter = toQString(options.filter.submitter);
    shown.availabilities = itemsOf(viewModel.availabilities());
    shown.availability = toQString(options.filter.availability);
    for (const auto& division : viewModel.divisions())
        shown.divisions.append({division, AnalysisViewModel::divisionLabel(division)});
    shown.division = toQString(options.filter.division);
    shown.groups = itemsOf(viewModel.groups());
    shown.group = viewModel.group();
    shown.overlayCandidates = viewModel.overlayCandidates();
    shown.overlay = viewModel.overlay();
    shown.groupBy = options.groupBy;
    shown.fitKind = viewModel.fitKind();
    shown.allPoints = options.allPoints;
    shown.raw = options.raw;
    shown.threshold = options.threshold;
    shown.price = viewModel.price().value_or(0.0);
    shown.valueOfTime = options.valueOfTime;
    return shown;
}

// What the break-even readout shows of the view-model's marker.
MarkerShown markerShownBy(const AnalysisViewModel& viewModel)
{
    MarkerShown shown;
    shown.measuredNs = viewModel.measuredNs();
    shown.continuous = viewModel.continuous();
    shown.minN = viewModel.minMarkerN();
    shown.maxN = viewModel.maxMarkerN();
    shown.n = viewModel.markerN();
    shown.state = viewModel.markerState();
    shown.price = viewModel.price();
    if (viewModel.model()->hasSeries())
        for (const auto& line :
             analysis::verdictDetailMessages(viewModel.model()->series().verdict))
            shown.verdictDetails.append(coreMessageText(line));
    return shown;
}

// What the A/B panel shows of the view-model's choices.
ComparisonShown comparisonShownBy(const AnalysisViewModel& viewModel)
{
    ComparisonShown shown;
    shown.points = viewModel.comparablePoints();
    const auto* a = viewModel.pointA();
    const auto* b = viewModel.pointB();
    if (!a || !b)
        return shown;
    shown.rowA = viewModel.positionOf(viewModel.seriesA(), viewModel.rowA());
    shown.rowB = viewModel.positionOf(viewModel.seriesB(), viewModel.rowB());
    shown.a = *a;
    shown.b = *b;
    // With an overlay the sliders cross series: each point says which it is of.
    if (!viewModel.overlay().isEmpty()) {
        shown.seriesA = viewModel.seriesA().isEmpty() ? viewModel.group() : viewModel.seriesA();
        shown.seriesB = viewModel.seriesB().isEmpty() ? viewModel.group() : viewModel.seriesB();
    }
    shown.comparison = viewModel.comparison();
    return shown;
}

} // namespace

void AnalysisWorkspace::bindViewModel()
{
    // The filters: show the choices, say which the person makes.
    auto* vm = m_viewModel;
    connect(vm, &AnalysisViewModel::analysingChanged, this, &AnalysisWorkspace::analysingChanged);
    connect(m_filters, &FiltersPanel::roundChosen, vm, &AnalysisViewModel::setRound);
    connect(m_filters, &FiltersPanel::benchmarkChosen, vm, &AnalysisViewModel::setBenchmark);
    connect(m_filters, &FiltersPanel::acceleratorChosen, vm, &AnalysisViewModel::setAccelerator);
    connect(m_filters, &FiltersPanel::submitterChosen, vm, &AnalysisViewModel::setSubmitter);
    connect(m_filters, &FiltersPanel::availabilityChosen, vm, &AnalysisViewModel::setAvailability);
    connect(m_filters, &FiltersPanel::divisionChosen, vm, &AnalysisViewModel::setDivision);
    connect(m_filters, &FiltersPanel::groupByChosen, vm, &AnalysisViewModel::setGroupBy);
    connect(m_filters, &FiltersPanel::seriesChosen, vm, &AnalysisViewModel::setGroup);
    connect(m_filters, &FiltersPanel::overlayChosen, vm, &AnalysisViewModel::setOverlay);
    connect(m_filters, &FiltersPanel::fitChosen, vm, &AnalysisViewModel::setFitKind);
    connect(m_filters, &FiltersPanel::allPointsChosen, vm, &AnalysisViewModel::setAllPoints);
    connect(m_filters, &FiltersPanel::rawChosen, vm, &AnalysisViewModel::setRaw);
    connect(m_filters, &FiltersPanel::thresholdChosen, vm, &AnalysisViewModel::setThreshold);
    connect(m_filters, &FiltersPanel::priceChosen, vm, &AnalysisViewModel::setPrice);
    connect(m_filters, &FiltersPanel::valueOfTimeChosen, vm, &AnalysisViewModel::setValueOfTime);
    const auto showFilters = [this] { m_filters->showFilters(filtersShownBy(*m_viewModel)); };
    connect(vm, &AnalysisViewModel::filtersChanged, m_filters, showFilters);
    connect(vm, &AnalysisViewModel::overlayChanged, m_filters, showFilters);
    showFilters();
    // The overlay: drawn on both charts whenever it or the analysis changes.
    connect(vm, &AnalysisViewModel::overlayChanged, this, &AnalysisWorkspace::showOverlays);
    showOverlays();

    // The readout: shows the marker, says where the person moves it.
    const auto showReadout = [this] { m_readout->showMarker(markerShownBy(*m_viewModel)); };
    connect(m_readout, &BreakEvenReadout::markerMoved, m_viewModel, &AnalysisViewModel::setMarkerN);
    connect(m_readout, &BreakEvenReadout::continuousChosen, m_viewModel,
            [this, showReadout](bool continuous) {
                m_viewModel->setContinuous(continuous);
                showReadout(); // the slider's scale changes even where the marker stays
            });
    connect(m_readout, &BreakEvenReadout::resetRequested, m_viewModel,
            [this] { m_viewModel->setMarkerN(m_viewModel->detectedBreakEvenN()); });
    connect(m_viewModel, &AnalysisViewModel::seriesChanged, m_readout, showReadout);
    connect(m_viewModel, &AnalysisViewModel::markerChanged, m_readout, showReadout);
    showReadout();
    connect(m_viewModel, &AnalysisViewModel::markerChanged, this, &AnalysisWorkspace::showMarker);
    connect(m_viewModel, &AnalysisViewModel::seriesChanged, this, [this] {
        showReference();
        m_table->resizeColumnsToContents();
        Q_EMIT selectionChanged();
    });
    // Points A and B: the panel shows them and says which the person picks.
    const auto showComparison = [this] {
        m_comparison->showComparison(comparisonShownBy(*m_viewModel));
    };
    connect(m_comparison, &ComparisonPanel::pointAChosen, m_viewModel,
            &AnalysisViewModel::setPositionA);
    connect(m_comparison, &ComparisonPanel::pointBChosen, m_viewModel,
            &AnalysisViewModel::setPositionB);
    connect(m_viewModel, &AnalysisViewModel::seriesChanged, m_comparison, showComparison);
    connect(m_viewModel, &AnalysisViewModel::comparisonChanged, m_comparison, showComparison);
    connect(m_viewModel, &AnalysisViewModel::overlayChanged, m_comparison, showComparison);
    showComparison();
    connect(m_viewModel, &AnalysisViewModel::comparisonChanged, this, [this] {
        showComparisonMarks();
        Q_EMIT selectionChanged();
    });
    for (auto* chart : {m_speedup, m_efficiency})
        connect(chart, &ScalingChart::pointClicked, m_viewModel,
                &AnalysisViewModel::setReferenceRow);
}

QString AnalysisWorkspace::breakEvenText() const
{
    const auto* model = m_viewModel->model();
    return model->hasSeries() ? markerText::breakEvenSentence(model->series().verdict,
                                                              m_viewModel->breakEvenLimits())
                              : markerText::noSeriesSentence();
}

void AnalysisWorkspace::showMarker()
{
    const auto* model = m_viewModel->model();
    const bool shown = m_viewModel->markerShown();
    const double n = shown ? m_viewModel->markerN() : 0;
    QString label;
    QString legend;
    if (model->hasSeries()) {
        const auto& verdict = model->series().verdict;
        const auto limits = m_viewModel->breakEvenLimits();
        if (shown)
            label = markerText::markerLabel(verdict, limits, n,
                                            m_viewModel->markerState().source ==
                                                MarkerState::Source::Measured,
                                            m_viewModel->markerAtDetected());
        legend = markerText::breakEvenLegend(verdict, limits);
    }
    m_speedup->setMarkerN(n, label, legend);
    m_efficiency->setMarkerN(n, label, legend);
    Q_EMIT selectionChanged();
}

void AnalysisWorkspace::showComparisonMarks()
{
    if (m_viewModel->seriesA().isEmpty() && m_viewModel->seriesB().isEmpty()) {
        for (auto* chart : {m_speedup, m_efficiency})
            chart->setComparisonRows(m_viewModel->rowA(), m_viewModel->rowB());
        return;
    }
    // A or B on an overlaid series: marked where that series draws it.
    const auto plotted = [](const analysis::Point* point) -> std::optional<PlotPoint> {
        if (!point)
            return std::nullopt;
        return PlotPoint{static_cast<double>(point->n), point->speedup, point->efficiency};
    };
    for (auto* chart : {m_speedup, m_efficiency})
        chart->setComparisonPoints(plotted(m_viewModel->pointA()), plotted(m_viewModel->pointB()));
}

void AnalysisWorkspace::showOverlays()
{
    std::vector<OverlaySeriesShown> overlays;
    for (const auto& label : m_viewModel->overlay()) {
        const auto* series = m_viewModel->seriesLabelled(label);
        if (!series)
            continue;
        OverlaySeriesShown shown;
        shown.name = label;
        // Its frontier, as the shown series' line joins it (dominated points are off it).
        for (const auto& point : series->points)
            if (point.onFrontier && !point.dominated)
                shown.points.push_back(
                    {static_cast<double>(point.n), point.speedup, point.efficiency});
        shown.breakEvenN = AnalysisViewModel::breakEvenNOf(*series);
        if (shown.breakEvenN > 0)
            shown.breakEvenLegend =
                markerText::breakEvenLegend(series->verdict, m_viewModel->breakEvenLimits());
        overlays.push_back(std::move(shown));
    }
    m_speedup->setOverlays(overlays);
    m_efficiency->setOverlays(overlays);
    showComparisonMarks();
}

void AnalysisWorkspace::showReference()
{
    const auto* model = m_viewModel->model();
    const QString caveatText = caveat();
    m_footnote->setText(caveatText.isEmpty()
                            ? footnote()
                            : footnote() + QStringLiteral(" · ") + caveatFirstSentence());
    m_footnote->setToolTip(caveatText);
    if (!model->hasSeries()) {
        m_referenceLabel->setText(tr("No series"));
        return;
    }
    const auto& series = model->series();
    const auto& reference = model->pointAt(model->referenceRow());
    // How it was chosen, and why a chosen one was not used, as core words them for
    // `analyze` (core/analysis/series.h, Reference), in the user's language.
    QString text =
        tr("Reference: %1, %2 · N = %3 · %4 min (%5)")
            .arg(toQString(reference.submitter), toQString(reference.system))
            .arg(reference.n)
            .arg(figure::minutesText(reference.minutes))
            .arg(coreMessageText(series.reference.chosenByMessage, series.reference.chosenBy));
    if (!series.reference.note.empty())
        text += QStringLiteral(" — ") +
                coreMessageText(series.reference.noteMessage, series.reference.note);
    m_referenceLabel->setText(text);
    m_referenceLabel->setToolTip(tr("Click a point on either chart to make it the reference"));
}

} // namespace scalescope::ui
