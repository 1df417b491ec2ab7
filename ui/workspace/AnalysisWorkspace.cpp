#include "ui/workspace/AnalysisWorkspace.h"

#include "ui/charts/ChartPalette.h"
#include "ui/charts/ScalingChart.h"
#include "ui/models/SeriesTableModel.h"
#include "ui/models/SortProxy.h"
#include "ui/panels/BreakEvenReadout.h"
#include "ui/panels/ComparisonPanel.h"
#include "ui/panels/FiltersPanel.h"
#include "ui/qt_text.h"
#include "ui/workspace/AnalysisController.h"
#include "ui/workspace/FigureText.h"

#include <QAction>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace scalescope::ui {

AnalysisWorkspace::AnalysisWorkspace(QWidget* parent)
    : QWidget(parent)
    , m_controller(new AnalysisController(this))
    , m_filters(new FiltersPanel(m_controller))
    , m_speedup(new ScalingChart(ScalingChart::Mode::Speedup))
    , m_efficiency(new ScalingChart(ScalingChart::Mode::Efficiency))
    , m_readout(new BreakEvenReadout(m_controller))
    , m_comparison(new ComparisonPanel(m_controller))
    , m_proxy(new SortProxy(this))
    , m_tableFilter(new QLineEdit)
    , m_table(new QTableView)
    , m_referenceLabel(new QLabel)
    , m_undoReference(new QToolButton)
    , m_footnote(new QLabel)
{
    auto* model = m_controller->model();
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
    m_table->horizontalHeader()->setMaximumSectionSize(220);

    m_undoReference->setText(tr("Undo reference change"));
    m_undoReference->setEnabled(false);
    auto* undoAction = new QAction(tr("Undo Reference Change"), this);
    undoAction->setShortcut(QKeySequence::Undo);
    undoAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(undoAction, &QAction::triggered, m_controller, &AnalysisController::undoReference);
    addAction(undoAction);
    connect(m_undoReference, &QToolButton::clicked, m_controller, &AnalysisController::undoReference);
    m_footnote->setStyleSheet(QStringLiteral("color: %1").arg(palette::kFootnoteColour.name()));
    m_footnote->setWordWrap(true);

    QFont small = m_footnote->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_footnote->setFont(small);

    // The charts stacked, so that one N is at one x on both (fixed plot margins), the
    // reference, slider and readout under them.
    auto* charts = new QWidget;
    auto* referenceRow = new QHBoxLayout;
    referenceRow->addWidget(m_referenceLabel, 1);
    referenceRow->addWidget(m_undoReference);
    auto* chartsLayout = new QVBoxLayout(charts);
    chartsLayout->setContentsMargins(0, 0, 0, 0);
    chartsLayout->setSpacing(4);
    chartsLayout->addWidget(m_speedup, 1);
    chartsLayout->addWidget(m_efficiency, 1);
    chartsLayout->addWidget(m_footnote);
    chartsLayout->addLayout(referenceRow);
    chartsLayout->addWidget(m_readout);
    for (auto* chart : {m_speedup, m_efficiency})
        chart->setMinimumHeight(260);

    // Points A and B over the series table, beside the charts.
    auto* comparisonBox = new QGroupBox(tr("Compare two configurations"));
    auto* comparisonLayout = new QVBoxLayout(comparisonBox);
    comparisonLayout->addWidget(m_comparison);
    comparisonBox->setMinimumHeight(comparisonBox->sizeHint().height());
    auto* tableBox = new QGroupBox(tr("Series table (the points both charts draw)"));
    auto* tableLayout = new QVBoxLayout(tableBox);
    tableLayout->addWidget(m_tableFilter);
    tableLayout->addWidget(m_table);
    auto* side = new QSplitter(Qt::Vertical);
    side->addWidget(comparisonBox);
    side->addWidget(tableBox);
    side->setStretchFactor(0, 0);
    side->setStretchFactor(1, 1);
    side->setChildrenCollapsible(false);

    auto* filtersScroll = new QScrollArea;
    filtersScroll->setWidget(m_filters);
    filtersScroll->setWidgetResizable(true);
    filtersScroll->setFrameShape(QFrame::NoFrame);
    filtersScroll->setMinimumWidth(m_filters->sizeHint().width() + 16);
    filtersScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(filtersScroll);
    splitter->addWidget(charts);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 2);
    splitter->setChildrenCollapsible(false);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_controller, &AnalysisController::markerChanged, this, &AnalysisWorkspace::showMarker);
    connect(m_controller, &AnalysisController::seriesChanged, this, [this] {
        showReference();
        m_table->resizeColumnsToContents();
        Q_EMIT selectionChanged();
    });
    connect(m_controller, &AnalysisController::comparisonChanged, this,
            &AnalysisWorkspace::selectionChanged);
    connect(m_controller, &AnalysisController::referenceHistoryChanged, this,
            [this] { m_undoReference->setEnabled(m_controller->canUndoReference()); });
    for (auto* chart : {m_speedup, m_efficiency}) {
        connect(chart, &ScalingChart::pointClicked, m_controller, &AnalysisController::setReferenceRow);
        connect(chart, &ScalingChart::plotAreaMoved, this, &AnalysisWorkspace::alignCharts,
                Qt::QueuedConnection);
    }
    showReference();
    showMarker();
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
        const QRectF plot = chart->chart()->plotArea();
        const QMarginsF extra = chart->alignmentMargins();
        return Span{plot.left() - extra.left(), plot.right() + extra.right()};
    };
    const Span speedup = natural(m_speedup);
    const Span efficiency = natural(m_efficiency);
    const double left = std::max(speedup.left, efficiency.left);
    const double right = std::min(speedup.right, efficiency.right);
    m_speedup->setAlignmentMargins(left - speedup.left, speedup.right - right);
    m_efficiency->setAlignmentMargins(left - efficiency.left, efficiency.right - right);
    m_aligning = false;
}

void AnalysisWorkspace::setDataset(const Dataset& dataset, const QString& datasetName)
{
    m_controller->setDataset(dataset, datasetName);
}

QStringList AnalysisWorkspace::benchmarks() const
{
    return m_controller->benchmarks();
}

QStringList AnalysisWorkspace::accelerators() const
{
    return m_controller->accelerators();
}

bool AnalysisWorkspace::selectBenchmark(const QString& benchmark)
{
    return m_controller->setBenchmark(benchmark);
}

bool AnalysisWorkspace::selectAccelerator(const QString& acceleratorOrEmptyForAll)
{
    return m_controller->setAccelerator(acceleratorOrEmptyForAll);
}

void AnalysisWorkspace::setMarkerN(double n)
{
    m_controller->setMarkerN(n);
}

double AnalysisWorkspace::markerN() const
{
    return m_controller->markerN();
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
    return m_controller->footnote();
}

QAbstractItemModel* AnalysisWorkspace::seriesTableModel() const
{
    return m_controller->model();
}

void AnalysisWorkspace::showMarker()
{
    const double n = m_controller->markerN();
    const QString label = tr("N = %1").arg(figure::gpuCountText(n));
    m_speedup->setMarkerN(n, label);
    m_efficiency->setMarkerN(n, label);
    Q_EMIT selectionChanged();
}

void AnalysisWorkspace::showReference()
{
    const auto* model = m_controller->model();
    m_footnote->setText(footnote());
    if (!model->hasSeries()) {
        m_referenceLabel->setText(tr("No series"));
        return;
    }
    const auto& series = model->series();
    const auto& reference = model->pointAt(model->referenceRow());
    QString text = tr("Reference: %1, %2 · N = %3 · %4 min%5")
                       .arg(toQString(reference.submitter), toQString(reference.system))
                       .arg(reference.n)
                       .arg(figure::minutesText(reference.minutes))
                       .arg(series.reference.userChosen ? tr(" (chosen)") : tr(" (default: fewest GPUs)"));
    if (!series.reference.note.empty())
        text += QStringLiteral(" — ") + toQString(series.reference.note);
    m_referenceLabel->setText(text);
    m_referenceLabel->setToolTip(tr("Click a point on either chart to make it the reference"));
}

void AnalysisWorkspace::renderCharts(QPainter* painter, const QRectF& target,
                                     ChartSelection which) const
{
    painter->save();
    painter->fillRect(target, Qt::white);
    QFont font = this->font();
    painter->setFont(font);
    const double footnoteHeight = QFontMetricsF(font).height() * 1.8;
    const QRectF chartsArea(target.left(), target.top(), target.width(),
                            std::max(1.0, target.height() - footnoteHeight));
    std::vector<std::pair<ScalingChart*, QRectF>> parts;
    if (which == ChartSelection::Speedup)
        parts.push_back({m_speedup, chartsArea});
    else if (which == ChartSelection::Efficiency)
        parts.push_back({m_efficiency, chartsArea});
    else if (chartsArea.width() >= chartsArea.height()) {
        const double half = chartsArea.width() / 2;
        parts.push_back({m_speedup, QRectF(chartsArea.topLeft(), QSizeF(half, chartsArea.height()))});
        parts.push_back({m_efficiency, QRectF(chartsArea.left() + half, chartsArea.top(), half,
                                              chartsArea.height())});
    } else {
        const double half = chartsArea.height() / 2;
        parts.push_back({m_speedup, QRectF(chartsArea.topLeft(), QSizeF(chartsArea.width(), half))});
        parts.push_back({m_efficiency, QRectF(chartsArea.left(), chartsArea.top() + half,
                                              chartsArea.width(), half)});
    }
    for (const auto& [chart, rect] : parts)
        chart->renderInto(painter, rect);
    painter->setPen(palette::kFootnoteColour);
    painter->setFont(font);
    const QRectF footnoteRect(target.left() + 10, chartsArea.bottom(), target.width() - 20,
                              footnoteHeight);
    painter->drawText(footnoteRect, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, footnote());
    painter->restore();
}

} // namespace scalescope::ui
