#include "ui/workspace/AnalysisWorkspace.h"

#include "core/analysis/throughput.h"
#include "core/analysis/verdict.h"
#include "ui/charts/ChartLegend.h"
#include "ui/charts/ChartPalette.h"
#include "ui/charts/ChartZoom.h"
#include "ui/charts/ScalingChart.h"
#include "ui/models/ItemRoles.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/models/SortProxy.h"
#include "ui/panels/AnalysisInsights.h"
#include "ui/panels/BreakEvenReadout.h"
#include "ui/panels/ComparisonPanel.h"
#include "ui/panels/FiltersPanel.h"
#include "ui/text/CoreMessages.h"
#include "ui/text/FigureText.h"
#include "ui/text/qt_text.h"
#include "ui/viewmodel/AnalysisSettings.h"
#include "ui/viewmodel/AnalysisViewModel.h"
#include "ui/viewmodel/ChoicesHistory.h"

#include <QAction>
#include <QEvent>
#include <QGraphicsLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace scalescope::ui {

namespace {
const auto kHiddenColumnsKey = QStringLiteral("seriesTable/hiddenColumns");

// On a small screen a panel scrolls rather than pushing the window past the screen or
// squeezing its rows over each other (issue 27).
QScrollArea* inScrollArea(QWidget* widget)
{
    auto* area = new QScrollArea;
    area->setWidget(widget);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    return area;
}
} // namespace

AnalysisWorkspace::AnalysisWorkspace(QWidget* parent)
    : QWidget(parent), m_viewModel(new AnalysisViewModel(this)),
      m_history(new ChoicesHistory(m_viewModel, this)), m_filters(new FiltersPanel),
      m_speedup(new ScalingChart(ScalingChart::Mode::Speedup)),
      m_efficiency(new ScalingChart(ScalingChart::Mode::Efficiency)),
      m_readout(new BreakEvenReadout), m_comparison(new ComparisonPanel),
      m_proxy(new SortProxy(this)), m_tableFilter(new QLineEdit), m_table(new QTableView),
      m_referenceLabel(new QLabel), m_footnote(new QLabel)
{
    auto* model = m_viewModel->model();
    m_speedup->setModel(model);
    m_efficiency->setModel(model);
    m_proxy->setSourceModel(model);

    m_tableFilter->setPlaceholderText(tr("Filter the series table by submitter, system…"));
    m_tableFilter->setClearButtonEnabled(true);
    connect(m_tableFilter, &QLineEdit::textChanged, m_proxy, &SortProxy::setFilterFixedString);
    m_table->setModel(m_proxy);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setSortIndicatorClearable(true);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_table->setSortingEnabled(true);
    // Long names give way to the figures: the whole name is in the cell's tooltip.
    m_table->horizontalHeader()->setMaximumSectionSize(150);
    setUpColumnChooser();
    // The figures first, then who: in a narrow panel N, time and efficiency stay in view.
    auto* header = m_table->horizontalHeader();
    for (const int column :
         {SeriesTableModel::Gpus, SeriesTableModel::Minutes, SeriesTableModel::Speedup,
          SeriesTableModel::Efficiency, SeriesTableModel::GpuHours, SeriesTableModel::Cost})
        header->moveSection(header->visualIndex(column), header->count() - 1);
    for (const int column : {SeriesTableModel::Submitter, SeriesTableModel::System,
                             SeriesTableModel::Frontier, SeriesTableModel::Reference})
        header->moveSection(header->visualIndex(column), header->count() - 1);
    updateFootnoteColour();
    m_footnote->setWordWrap(true);

    QFont small = m_footnote->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_footnote->setFont(small);

    // The charts stacked, so that one N is at one x on both (fixed plot margins), the
    // reference, slider and readout under them.
    auto* charts = new QWidget;
    // Wrapped: a long reference (and its Spanish) must not make the window wider than the screen.
    m_referenceLabel->setWordWrap(true);
    auto* referenceRow = new QHBoxLayout;
    referenceRow->addWidget(m_referenceLabel, 1);
    auto* chartsLayout = new QVBoxLayout(charts);
    chartsLayout->setContentsMargins(0, 0, 0, 0);
    chartsLayout->setSpacing(4);
    auto* scalingPage = new QWidget;
    auto* scalingLayout = new QHBoxLayout(scalingPage);
    scalingLayout->setContentsMargins(0, 0, 0, 0);
    scalingLayout->setSpacing(2);
    auto* stacked = new QVBoxLayout;
    stacked->setSpacing(4);
    stacked->addWidget(m_speedup, 1);
    stacked->addWidget(m_efficiency, 1);
    scalingLayout->addLayout(stacked, 1);
    // One legend for both charts, beside them, every entry whole (wrapped): Qt's legend
    // in each chart cut entries on a laptop and took the plots' width twice.
    for (auto* chart : {m_speedup, m_efficiency})
        chart->setLegendInChart(false);
    m_legend = new ChartLegend;
    m_legend->setCharts({m_speedup, m_efficiency});
    auto* legendArea = inScrollArea(m_legend);
    legendArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    legendArea->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Preferred);
    legendArea->setMinimumWidth(m_legend->minimumSizeHint().width());
    legendArea->setMaximumWidth(m_legend->sizeHint().width() + 16);
    scalingLayout->addWidget(legendArea);
    // Time vs GPU-hours and throughput are pages beside the scaling charts, as large as
    // they are: in the side panel a laptop gave them 160 px and cut their axis titles
    // and legend entries (issue 27).
    m_chartPages = new QTabWidget;
    m_chartPages->setObjectName(QStringLiteral("chartPages"));
    m_chartPages->setDocumentMode(true);
    m_chartPages->addTab(scalingPage, tr("Speedup and efficiency"));
    chartsLayout->addWidget(m_chartPages, 1);
    // The texts under the charts scroll on a small screen (issue 27): the charts keep their
    // height and the footnote never covers the efficiency chart. Only the texts: a scroll
    // area gives a word-wrapped column its preferred height, which would push the charts out.
    auto* texts = new QWidget;
    auto* textsLayout = new QVBoxLayout(texts);
    textsLayout->setContentsMargins(0, 0, 0, 0);
    textsLayout->setSpacing(4);
    textsLayout->addWidget(m_footnote);
    textsLayout->addLayout(referenceRow);
    textsLayout->addWidget(m_readout);
    auto* textsArea = inScrollArea(texts);
    textsArea->setMinimumHeight(90);
    chartsLayout->addWidget(textsArea);
    // 175: both charts, their pages' tab bar and the texts under them fit a 1366x768 laptop.
    for (auto* chart : {m_speedup, m_efficiency})
        chart->setMinimumHeight(175);

    // Points A and B over the series table, beside the charts.
    auto* comparisonBox = new QGroupBox(tr("Compare two configurations"));
    auto* comparisonLayout = new QVBoxLayout(comparisonBox);
    comparisonLayout->addWidget(m_comparison);
    // No fixed minimum: the box's layout keeps every row (Energy too) whole as the texts
    // change (a minimum taken from the empty panel at start squeezed the rows).
    auto* tableBox = new QGroupBox(tr("Series table (the points both charts draw)"));
    auto* tableLayout = new QVBoxLayout(tableBox);
    tableLayout->addWidget(m_tableFilter);
    tableLayout->addWidget(m_table);
    auto* side = new QSplitter(Qt::Vertical);
    m_sidePanels = side;
    connect(side, &QSplitter::splitterMoved, this, [this] { m_sideArranged = true; });
    // Never sideways: a panel wider than its column cut column B and the caveats' lines.
    auto* comparisonArea = inScrollArea(comparisonBox);
    comparisonArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    side->addWidget(comparisonArea);
    side->addWidget(tableBox);
    // Caveats, fits, Pareto, throughput: in a scroll area, so that their natural size does
    // not make the window wider or taller than the screen (it pushed the window to 1142
    // pixels high and squeezed the charts and the series table).
    auto* insights = new QScrollArea;
    auto* insightsPanel = new AnalysisInsights;
    insights->setWidget(insightsPanel);
    // The insights show the series and say which option the person chose.
    connect(insightsPanel, &AnalysisInsights::referenceRuleChosen, m_viewModel,
            &AnalysisViewModel::setReferenceRule);
    connect(insightsPanel, &AnalysisInsights::keepDominatedChosen, m_viewModel,
            &AnalysisViewModel::setKeepDominated);
    connect(insightsPanel, &AnalysisInsights::freeT1Chosen, m_viewModel,
            &AnalysisViewModel::setFreeT1);
    const auto showInsights = [this, insightsPanel] {
        const auto* model = m_viewModel->model();
        InsightsShown shown;
        shown.options = m_viewModel->options();
        shown.breakEvenText = breakEvenText();
        if (model->hasSeries()) {
            shown.series = model->series();
            shown.verdictDetails = analysis::verdictDetailMessages(model->series().verdict);
            shown.energyCoverage = analysis::energyCoverage(m_viewModel->dataset());
        }
        insightsPanel->showSeries(shown);
    };
    connect(m_viewModel, &AnalysisViewModel::seriesChanged, insightsPanel, showInsights);
    showInsights();
    m_chartPages->addTab(insightsPanel->paretoPage(), tr("Time vs GPU-hours"));
    m_chartPages->addTab(insightsPanel->throughputPage(), tr("Throughput"));
    insights->setWidgetResizable(true);
    insights->setFrameShape(QFrame::NoFrame);
    insights->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // wrapped texts, never cut
    insights->setMinimumHeight(100); // leaves a laptop's comparison whole (fitComparisonHeight)
    auto* insightsBox = new QGroupBox(tr("Caveats and fits"));
    auto* insightsLayout = new QVBoxLayout(insightsBox);
    insightsLayout->setContentsMargins(4, 4, 4, 4);
    insightsLayout->addWidget(insights);
    side->addWidget(insightsBox);
    side->setStretchFactor(0, 0);
    side->setStretchFactor(1, 1);
    side->setStretchFactor(2, 1);
    side->setChildrenCollapsible(false);
    // The comparison's four columns (name, A, B, B / A) whole with five-digit figures.
    side->setMinimumWidth(290);

    auto* filtersScroll = new QScrollArea;
    filtersScroll->setWidget(m_filters);
    filtersScroll->setWidgetResizable(true);
    filtersScroll->setFrameShape(QFrame::NoFrame);
    filtersScroll->setMinimumWidth(m_filters->sizeHint().width() + 16);
    filtersScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    m_columns = new QSplitter(Qt::Horizontal);
    m_columns->addWidget(filtersScroll);
    m_columns->addWidget(charts);
    m_columns->addWidget(side);
    m_columns->setStretchFactor(0, 0);
    m_columns->setStretchFactor(1, 3);
    m_columns->setStretchFactor(2, 2);
    m_columns->setChildrenCollapsible(false);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_columns);

    bindViewModel();
    m_alignBurstEnd = new QTimer(this);
    m_alignBurstEnd->setSingleShot(true);
    m_alignBurstEnd->setInterval(500);
    connect(m_alignBurstEnd, &QTimer::timeout, this, [this] { m_alignBurst.endBurst(); });
    for (auto* chart : {m_speedup, m_efficiency})
        connect(chart, &ScalingChart::plotAreaMoved, this, &AnalysisWorkspace::alignCharts,
                Qt::QueuedConnection);
    // One GPU axis: zooming or panning either chart moves both; each keeps its own y zoom.
    ChartZoom::linkHorizontal(m_speedup->zoom(), m_efficiency->zoom());
    showReference();
    showMarker();
    showComparisonMarks();
}

void AnalysisWorkspace::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        updateFootnoteColour();
}

void AnalysisWorkspace::updateFootnoteColour()
{
    // Quieter than the text but readable on light and dark themes alike: two thirds of
    // the way from the window colour to the text colour (a fixed grey vanished on dark).
    const QColor text = palette().color(QPalette::WindowText);
    const QColor window = palette().color(QPalette::Window);
    const QColor mixed((2 * text.red() + window.red()) / 3, (2 * text.green() + window.green()) / 3,
                       (2 * text.blue() + window.blue()) / 3);
    QPalette footnotePalette = m_footnote->palette();
    footnotePalette.setColor(QPalette::WindowText, mixed);
    m_footnote->setPalette(footnotePalette);
}

void AnalysisWorkspace::setUpColumnChooser()
{
    // A readable table by default (who, N, time and the derived figures); every other
    // column is a right-click on the header away, and the choice is remembered.
    auto* header = m_table->horizontalHeader();
    header->setContextMenuPolicy(Qt::ActionsContextMenu);
    const QSettings settings;
    const QVariant stored = settings.value(kHiddenColumnsKey);
    QStringList hidden = stored.toStringList();
    auto* model = m_viewModel->model();
    for (int column = 0; column < model->columnCount(); ++column) {
        const QString key = model->headerData(column, Qt::Horizontal, CsvNameRole).toString();
        const bool shown =
            stored.isValid() ? !hidden.contains(key) : SeriesTableModel::isShownByDefault(column);
        m_table->setColumnHidden(column, !shown);
        auto* action = new QAction(model->headerData(column, Qt::Horizontal).toString(), header);
        action->setCheckable(true);
        action->setChecked(shown);
        connect(action, &QAction::toggled, this, [this, column, key](bool checked) {
            m_table->setColumnHidden(column, !checked);
            if (checked)
                m_table->resizeColumnToContents(column);
            QSettings settings;
            QStringList hiddenNow =
                settings.value(kHiddenColumnsKey, defaultHiddenColumns()).toStringList();
            hiddenNow.removeAll(key);
            if (!checked)
                hiddenNow.append(key);
            settings.setValue(kHiddenColumnsKey, hiddenNow);
        });
        header->addAction(action);
    }
}

QStringList AnalysisWorkspace::defaultHiddenColumns() const
{
    QStringList hidden;
    const auto* model = m_viewModel->model();
    for (int column = 0; column < model->columnCount(); ++column)
        if (!SeriesTableModel::isShownByDefault(column))
            hidden.append(model->headerData(column, Qt::Horizontal, CsvNameRole).toString());
    return hidden;
}

void AnalysisWorkspace::alignCharts()
{
    // Each chart's plot area without alignment margins, then margins that make both
    // span the same x range, so that the marker crosses both charts at one x.
    if (m_aligning)
        return;
    m_aligning = true;
    struct Span
    {
        double left;
        double right;
    };
    const auto natural = [](const ScalingChart* chart) {
        // Qt Charts lays out lazily: a margin set by the last pass may not be applied yet,
        // and a plot read before it would ask for the same margin again, and again.
        if (auto* layout = chart->chart()->layout())
            layout->activate();
        const QRectF plot = chart->chart()->plotArea();
        const QMarginsF extra = chart->alignmentMargins();
        return Span{plot.left() - extra.left(), plot.right() + extra.right()};
    };
    const Span speedup = natural(m_speedup);
    const Span efficiency = natural(m_efficiency);
    // The margins can chase each other through Qt Charts' relayout (AlignmentBurst.h).
    m_alignBurstEnd->start();
    if (!m_alignBurst.mayAlign({speedup.left, speedup.right, efficiency.left, efficiency.right})) {
        m_aligning = false;
        return;
    }
    const double left = std::max(speedup.left, efficiency.left);
    const double right = std::min(speedup.right, efficiency.right);
    m_speedup->setAlignmentMargins(left - speedup.left, speedup.right - right);
    m_efficiency->setAlignmentMargins(left - efficiency.left, efficiency.right - right);
    m_aligning = false;
}

QStringList AnalysisWorkspace::restoreRememberedSettings()
{
    return restoreAnalysisSettings(*m_viewModel);
}

void AnalysisWorkspace::saveRememberedSettings() const
{
    saveAnalysisSettings(*m_viewModel);
}

void AnalysisWorkspace::setDataset(std::shared_ptr<const Dataset> dataset,
                                   const QString& datasetName)
{
    m_viewModel->setDataset(std::move(dataset), datasetName);
    m_history->clear(); // undo steps name rounds and rows of the previous dataset
}

QStringList AnalysisWorkspace::benchmarks() const
{
    return m_viewModel->benchmarks();
}

QStringList AnalysisWorkspace::accelerators() const
{
    return m_viewModel->accelerators();
}

bool AnalysisWorkspace::selectBenchmark(const QString& benchmark)
{
    return m_viewModel->setBenchmark(benchmark);
}

bool AnalysisWorkspace::selectAccelerator(const QString& acceleratorOrEmptyForAll)
{
    return m_viewModel->setAccelerator(acceleratorOrEmptyForAll);
}

void AnalysisWorkspace::setMarkerN(double n)
{
    m_viewModel->setMarkerN(n);
}

double AnalysisWorkspace::markerN() const
{
    return m_viewModel->markerN();
}

QString AnalysisWorkspace::readoutText() const
{
    return m_readout->text();
}

QString AnalysisWorkspace::comparisonText() const
{
    return m_comparison->sentence();
}

QString AnalysisWorkspace::footnote() const
{
    return m_viewModel->footnote();
}

QString AnalysisWorkspace::caveat() const
{
    const auto* model = m_viewModel->model();
    return model->hasSeries() ? coreMessageText(model->series().caveatMessages, QStringLiteral(" "))
                              : QString();
}

QString AnalysisWorkspace::caveatFirstSentence() const
{
    const auto* model = m_viewModel->model();
    if (!model->hasSeries() || model->series().caveatMessages.empty())
        return {};
    return coreMessageText(model->series().caveatMessages.front());
}

QAbstractItemModel* AnalysisWorkspace::seriesTableModel() const
{
    return m_viewModel->model();
}

} // namespace scalescope::ui
