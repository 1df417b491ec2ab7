#include "ui/panels/HardwarePanel.h"

#include "ui/models/HardwareTableModel.h"
#include "ui/text/CoreMessages.h"
#include "ui/text/qt_text.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGraphicsLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace scalescope::ui {

namespace {

QString roundLabel(const std::string& round)
{
    return toQString(analysis::shortRoundName(round));
}

// Distinct, colour-blind-safe colours (Okabe-Ito, then Tol's muted), repeated past 12.
QColor seriesColour(std::size_t index)
{
    static const QColor colours[] = {{0, 114, 178},   {230, 159, 0},   {0, 158, 115},
                                     {204, 121, 167}, {86, 180, 233},  {213, 94, 0},
                                     {240, 228, 66},  {102, 102, 102}, {136, 34, 85},
                                     {68, 170, 153},  {153, 153, 51},  {51, 34, 136}};
    return colours[index % std::size(colours)];
}

constexpr int kChartMinimumHeight = 250;
constexpr int kTableMinimumHeight = 140;

} // namespace

HardwarePanel::HardwarePanel(QWidget* parent)
    : QWidget(parent), m_model(new HardwareTableModel(this)), m_benchmark(new QComboBox),
      m_gpus(new QComboBox), m_heading(new QLabel), m_barChart(new QChart),
      m_progressChart(new QChart), m_barView(new QChartView(m_barChart)),
      m_progressView(new QChartView(m_progressChart)), m_table(new QTableView)
{
    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Benchmark:")));
    controls->addWidget(m_benchmark, 1);
    controls->addWidget(new QLabel(tr("GPUs:")));
    controls->addWidget(m_gpus);
    auto* png = new QPushButton(tr("Export PNG…"));
    auto* svg = new QPushButton(tr("Export SVG…"));
    auto* csv = new QPushButton(tr("Export CSV…"));
    controls->addWidget(png);
    controls->addWidget(svg);
    controls->addWidget(csv);

    m_heading->setWordWrap(true);
    m_heading->setTextFormat(Qt::PlainText);
    m_barView->setRenderHint(QPainter::Antialiasing);
    m_progressView->setRenderHint(QPainter::Antialiasing);
    // Tall enough to read bars and lines; on a 1366x768 laptop the charts and the table scroll
    // (below) instead of being squeezed to a strip, and a larger screen shows them all at once.
    m_barView->setMinimumHeight(kChartMinimumHeight);
    m_progressView->setMinimumHeight(kChartMinimumHeight);
    m_table->setMinimumHeight(kTableMinimumHeight);
    for (QChart* chart : {m_barChart, m_progressChart}) {
        // Qt's default margins and a legend under the plot took two thirds of a short chart.
        chart->setMargins(QMargins(4, 4, 4, 4));
        chart->layout()->setContentsMargins(0, 0, 0, 0);
        chart->setBackgroundRoundness(0);
    }
    m_table->setModel(m_model);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setToolTip(tr(
        "vs previous round: the same model at this GPU count in its latest earlier round "
        "(what software brought). vs previous generation: the model it succeeds, at this GPU "
        "count, same round or its latest earlier one (what hardware brought). Above 1 is faster."));

    auto* charts = new QSplitter(Qt::Vertical);
    charts->addWidget(m_barView);
    charts->addWidget(m_progressView);
    charts->addWidget(m_table);
    charts->setStretchFactor(0, 3);
    charts->setStretchFactor(1, 3);
    charts->setStretchFactor(2, 2);

    charts->setChildrenCollapsible(false);
    auto* scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("hardwareChartsScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(charts);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_heading);
    layout->addWidget(scroll, 1);

    connect(m_benchmark, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating && m_benchmark->currentIndex() >= 0)
            Q_EMIT benchmarkChosen(m_benchmark->currentData().toString());
    });
    connect(m_gpus, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating && m_gpus->currentIndex() >= 0)
            Q_EMIT gpusChosen(m_gpus->currentData().toLongLong());
    });
    connect(png, &QPushButton::clicked, this,
            [this] { Q_EMIT exportRequested(QStringLiteral("png")); });
    connect(svg, &QPushButton::clicked, this,
            [this] { Q_EMIT exportRequested(QStringLiteral("svg")); });
    connect(csv, &QPushButton::clicked, this,
            [this] { Q_EMIT exportRequested(QStringLiteral("csv")); });
}

void HardwarePanel::showBenchmarks(const std::vector<BenchmarkOffer>& offers, const QString& chosen)
{
    m_updating = true;
    bool same = static_cast<std::size_t>(m_benchmark->count()) == offers.size();
    for (int i = 0; same && i < m_benchmark->count(); ++i)
        same = m_benchmark->itemText(i) == offers[static_cast<std::size_t>(i)].label &&
               m_benchmark->itemData(i).toString() == offers[static_cast<std::size_t>(i)].model;
    if (!same) {
        m_benchmark->clear();
        for (const auto& offer : offers)
            m_benchmark->addItem(offer.label, offer.model);
    }
    if (const int index = m_benchmark->findData(chosen); index >= 0)
        m_benchmark->setCurrentIndex(index);
    m_updating = false;
}

void HardwarePanel::showResult(const HardwareShown& shown)
{
    m_shown = shown;
    fillCounts();
    showHeading();
    drawBars();
    drawProgress();
    m_model->setComparison(m_shown.ok() ? m_shown.comparison : analysis::HardwareComparison{});
    m_table->resizeColumnsToContents();
}

QString HardwarePanel::message() const
{
    switch (m_shown.status) {
    case HardwareShown::Status::NoBenchmark:
        return tr("No scored benchmark in the rounds open.");
    case HardwareShown::Status::UnknownBenchmark:
        return tr("No benchmark '%1' in the rounds open.").arg(m_shown.benchmark);
    case HardwareShown::Status::Compared:
        break;
    }
    return coreMessageText(m_shown.comparison.errorMessage, m_shown.comparison.error);
}

void HardwarePanel::showHeading()
{
    const auto& comparison = m_shown.comparison;
    if (!m_shown.ok() || comparison.entries.empty()) {
        m_heading->setText(message());
        return;
    }
    QString heading =
        tr("%1 at %2 GPUs: each accelerator model's fastest entry per round, closed division")
            .arg(toQString(comparison.benchmark))
            .arg(comparison.n);
    if (comparison.whyThisCount != "asked")
        heading += tr(" (%1 GPUs: the count with the most accelerator models)").arg(comparison.n);
    for (std::size_t i = 0; i < comparison.notes.size(); ++i)
        heading += QStringLiteral(". ") + coreMessageText(i < comparison.noteMessages.size()
                                                              ? comparison.noteMessages[i]
                                                              : Message{},
                                                          comparison.notes[i]);
    if (comparison.republishedLeftOut > 0)
        heading += tr(". Republished entries left out (the result logs of an entry published "
                      "before): %1")
                       .arg(comparison.republishedLeftOut);
    m_heading->setText(heading);
}

void HardwarePanel::fillCounts()
{
    m_updating = true;
    m_gpus->clear();
    if (m_shown.status == HardwareShown::Status::Compared) {
        for (const auto count : m_shown.comparison.counts)
            m_gpus->addItem(QString::number(count), QVariant::fromValue<qlonglong>(count));
        m_gpus->setCurrentIndex(
            m_gpus->findData(QVariant::fromValue<qlonglong>(m_shown.comparison.n)));
    }
    m_updating = false;
}

void HardwarePanel::drawBars()
{
    const auto& comparison = m_shown.comparison;
    m_barChart->removeAllSeries();
    for (auto* axis : m_barChart->axes())
        m_barChart->removeAxis(axis);
    m_barChart->setTitle(m_shown.ok() ? tr("%1 at %2 GPUs, minutes (lower is faster)")
                                            .arg(toQString(comparison.benchmark))
                                            .arg(comparison.n)
                                      : QString());
    if (!m_shown.ok())
        return;
    // Rounds along the axis, one bar set per accelerator model (a model absent from a
    // round has no bar there).
    std::vector<std::string> models;
    for (const auto& entry : comparison.entries)
        if (std::find(models.begin(), models.end(), entry.accelerator) == models.end())
            models.push_back(entry.accelerator);
    auto* series = new QBarSeries;
    double highest = 0;
    for (const auto& model : models) {
        auto* set = new QBarSet(toQString(model));
        set->setColor(seriesColour(static_cast<std::size_t>(&model - models.data())));
        set->setBorderColor(set->color());
        for (const auto& round : comparison.rounds) {
            double minutes = 0;
            for (const auto& entry : comparison.entries)
                if (entry.round == round && entry.accelerator == model)
                    minutes = entry.minutes;
            set->append(minutes);
            highest = std::max(highest, minutes);
        }
        series->append(set);
    }
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPrecision(4);
    m_barChart->addSeries(series);
    auto* rounds = new QBarCategoryAxis;
    for (const auto& round : comparison.rounds)
        rounds->append(roundLabel(round));
    auto* minutes = new QValueAxis;
    minutes->setTitleText(tr("minutes"));
    minutes->setRange(0, highest * 1.1);
    minutes->applyNiceNumbers(); // ticks at 0, 10, 20 … rather than 15.9, 31.8
    m_barChart->addAxis(rounds, Qt::AlignBottom);
    m_barChart->addAxis(minutes, Qt::AlignLeft);
    series->attachAxis(rounds);
    series->attachAxis(minutes);
    // Beside the plot: a wide screen has width to spare, height is what a short chart lacks.
    m_barChart->legend()->setAlignment(Qt::AlignRight);
}

void HardwarePanel::drawProgress()
{
    const auto& progress = m_shown.progress;
    m_progressChart->removeAllSeries();
    for (auto* axis : m_progressChart->axes())
        m_progressChart->removeAxis(axis);
    // No benchmark compared: no progress either (not "progress needs two rounds").
    const bool compared = m_shown.status == HardwareShown::Status::Compared && progress.ok();
    const bool severalRounds = compared && progress.rounds.size() > 1;
    if (compared && !severalRounds)
        m_progressChart->setTitle(
            tr("%1: progress needs two rounds; the rounds open have it in one only")
                .arg(toQString(progress.benchmark)));
    else
        m_progressChart->setTitle(
            severalRounds ? tr("%1: best time at each GPU count measured in two rounds or more "
                               "(log scale)")
                                .arg(toQString(progress.benchmark))
                          : QString());
    if (!severalRounds)
        return;
    auto* rounds = new QCategoryAxis;
    rounds->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (std::size_t r = 0; r < progress.rounds.size(); ++r)
        rounds->append(roundLabel(progress.rounds[r]), static_cast<double>(r));
    rounds->setRange(-0.3, static_cast<double>(progress.rounds.size()) - 0.7);
    auto* minutes = new QLogValueAxis;
    minutes->setBase(10);
    minutes->setTitleText(tr("minutes"));
    minutes->setLabelFormat(QStringLiteral("%g"));
    double lowest = 0;
    double highest = 0;
    m_progressChart->addAxis(rounds, Qt::AlignBottom);
    m_progressChart->addAxis(minutes, Qt::AlignLeft);
    // One line per GPU count measured in two rounds or more: a count of one round has no
    // progress to show (the table and the CSV have every count).
    std::size_t drawn = 0;
    for (const auto count : progress.counts) {
        std::vector<QPointF> points;
        for (const auto& cell : progress.cells)
            if (cell.n == count) {
                const auto at =
                    std::find(progress.rounds.begin(), progress.rounds.end(), cell.round);
                points.emplace_back(static_cast<double>(at - progress.rounds.begin()),
                                    cell.minutes);
            }
        if (points.size() < 2)
            continue;
        for (const auto& point : points) {
            lowest = lowest == 0 ? point.y() : std::min(lowest, point.y());
            highest = std::max(highest, point.y());
        }
        auto* series = new QLineSeries;
        series->setPointsVisible(true);
        series->setColor(seriesColour(drawn++));
        series->setName(tr("%1 GPUs").arg(count));
        for (const auto& point : points)
            series->append(point);
        m_progressChart->addSeries(series);
        series->attachAxis(rounds);
        series->attachAxis(minutes);
    }
    if (lowest > 0)
        minutes->setRange(std::pow(10.0, std::floor(std::log10(lowest))),
                          std::pow(10.0, std::ceil(std::log10(highest))));
    m_progressChart->legend()->setAlignment(Qt::AlignRight);
}

void HardwarePanel::renderCharts(QPainter* painter, const QRectF& target) const
{
    // The charts are laid out at the export's size, as the scaling charts are.
    const QRectF bars(target.topLeft(), QSizeF(target.width(), target.height() * 0.6));
    const QRectF progress(QPointF(target.left(), bars.bottom()),
                          QSizeF(target.width(), target.height() - bars.height()));
    for (const auto& [chart, rect] :
         {std::pair{m_barChart, bars}, std::pair{m_progressChart, progress}}) {
        const QRectF before = chart->geometry();
        chart->setGeometry(QRectF(QPointF(0, 0), rect.size()));
        chart->scene()->render(painter, rect, QRectF(QPointF(0, 0), rect.size()));
        chart->setGeometry(before);
    }
}

} // namespace scalescope::ui
