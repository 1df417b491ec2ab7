#include "ui/rounds/HardwarePanel.h"

#include "core/analysis/benchmark_identity.h"
#include "core/analysis/hardware_compare_output.h"
#include "core/analysis/series.h"
#include "ui/export/ChartExport.h"
#include "ui/rules/RulesFolder.h"
#include "ui/text/CoreMessages.h"
#include "ui/text/qt_text.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QBuffer>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFileDialog>
#include <QGraphicsLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QSvgGenerator>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <set>

namespace scalescope::ui {

namespace {

QString roundLabel(const std::string& round)
{
    return toQString(analysis::shortRoundName(round));
}

// Distinct, colour-blind-safe colours (Okabe-Ito, then Tol's muted), repeated past 12.
QColor seriesColour(std::size_t index)
{
    static const QColor colours[] = {{0, 114, 178},  {230, 159, 0},  {0, 158, 115},  {204, 121, 167},
                                     {86, 180, 233}, {213, 94, 0},   {240, 228, 66}, {102, 102, 102},
                                     {136, 34, 85},  {68, 170, 153}, {153, 153, 51}, {51, 34, 136}};
    return colours[index % std::size(colours)];
}

QString factorCell(const std::optional<double>& factor, const std::string& against, const std::string& round)
{
    if (!factor)
        return QStringLiteral("–");
    QString text = QString::number(*factor, 'f', 2) + QStringLiteral("×");
    if (!against.empty())
        text += QStringLiteral(" (") + toQString(against) + QStringLiteral(", ") + roundLabel(round) + QLatin1Char(')');
    else
        text += QStringLiteral(" (") + roundLabel(round) + QLatin1Char(')');
    return text;
}

constexpr int kChartMinimumHeight = 250;
constexpr int kTableMinimumHeight = 140;

} // namespace

HardwarePanel::HardwarePanel(QWidget* parent)
    : QWidget(parent)
    , m_benchmark(new QComboBox)
    , m_gpus(new QComboBox)
    , m_heading(new QLabel)
    , m_barChart(new QChart)
    , m_progressChart(new QChart)
    , m_barView(new QChartView(m_barChart))
    , m_progressView(new QChartView(m_progressChart))
    , m_table(new QTableWidget)
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
    m_table->setColumnCount(6);
    m_table->setHorizontalHeaderLabels({tr("Round"), tr("Accelerator"), tr("Minutes"), tr("Entry"),
                                        tr("vs previous round"), tr("vs previous generation")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setToolTip(tr("vs previous round: the same model at this GPU count in its latest earlier round "
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
        if (!m_updating)
            showBenchmark(m_benchmark->currentData().toString());
    });
    connect(m_gpus, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating && m_gpus->currentIndex() >= 0)
            showBenchmark(m_benchmark->currentData().toString(), m_gpus->currentData().toLongLong());
    });
    connect(png, &QPushButton::clicked, this, [this] { exportWithDialog(QStringLiteral("png")); });
    connect(svg, &QPushButton::clicked, this, [this] { exportWithDialog(QStringLiteral("svg")); });
    connect(csv, &QPushButton::clicked, this, [this] { exportWithDialog(QStringLiteral("csv")); });
}

void HardwarePanel::setDataset(const Dataset& dataset)
{
    m_dataset = dataset;
    const QString previous = m_benchmark->currentData().toString();
    m_updating = true;
    m_benchmark->clear();
    // One entry per model across rounds ("RetinaNet (ssd, retinanet)"), keyed by its model.
    std::map<std::string, std::set<std::string>> roundsByModel;
    for (const auto& round : dataset.rounds)
        for (const auto& system : round.systems)
            for (const auto& result : system.benchmarks)
                if (result.scoreMinutes)
                    roundsByModel[analysis::benchmarkModelOrFolder(result.benchmark, round.ruleset)].insert(round.name);
    // Opened first: the benchmark in the most rounds, which has something to compare.
    QString inMostRounds;
    std::size_t most = 0;
    for (const auto& [model, rounds] : roundsByModel)
        if (rounds.size() > most) {
            most = rounds.size();
            inMostRounds = toQString(model);
        }
    for (const auto& identity : analysis::benchmarkIdentities(dataset))
        m_benchmark->addItem(toQString(identity.label()), toQString(identity.model));
    const int keep = m_benchmark->findData(previous);
    m_benchmark->setCurrentIndex(keep >= 0 ? keep : m_benchmark->findData(inMostRounds));
    m_updating = false;
    showBenchmark(m_benchmark->currentData().toString());
}

bool HardwarePanel::showBenchmark(const QString& benchmark, std::optional<std::int64_t> gpus)
{
    const int index = m_benchmark->findData(benchmark);
    if (benchmark.isEmpty() || index < 0) {
        m_comparison = {};
        m_comparison.error = benchmark.isEmpty() ? tr("No scored benchmark in the rounds open.").toStdString()
                                                 : tr("No benchmark '%1' in the rounds open.").arg(benchmark).toStdString();
        m_progress = {};
        refresh();
        return false;
    }
    m_updating = true;
    m_benchmark->setCurrentIndex(index);
    m_updating = false;
    // The quality targets come from the rules the rounds are scored with.
    const RulesCatalog rules = rulesInUse();
    m_comparison = analysis::compareHardware(m_dataset, benchmark.toStdString(), gpus, rules);
    m_progress = analysis::progressPerRound(m_dataset, benchmark.toStdString(), rules);
    refresh();
    return m_comparison.ok();
}

QString HardwarePanel::message() const
{
    return coreMessageText(m_comparison.errorMessage, m_comparison.error);
}

void HardwarePanel::refresh()
{
    fillCounts();
    if (m_comparison.ok() && !m_comparison.entries.empty()) {
        QString heading = tr("%1 at %2 GPUs: each accelerator model's fastest entry per round, closed division")
                              .arg(toQString(m_comparison.benchmark))
                              .arg(m_comparison.n);
        if (m_comparison.whyThisCount != "asked")
            heading += tr(" (%1 GPUs: the count with the most accelerator models)").arg(m_comparison.n);
        for (std::size_t i = 0; i < m_comparison.notes.size(); ++i)
            heading += QStringLiteral(". ") + coreMessageText(i < m_comparison.noteMessages.size()
                                                                  ? m_comparison.noteMessages[i]
                                                                  : Message{},
                                                              m_comparison.notes[i]);
        if (m_comparison.republishedLeftOut > 0)
            heading += tr(". Republished entries left out (the result logs of an entry published "
                          "before): %1")
                           .arg(m_comparison.republishedLeftOut);
        m_heading->setText(heading);
    } else {
        m_heading->setText(message());
    }
    drawBars();
    drawProgress();
    fillTable();
}

void HardwarePanel::fillCounts()
{
    m_updating = true;
    m_gpus->clear();
    for (const auto count : m_comparison.counts)
        m_gpus->addItem(QString::number(count), QVariant::fromValue<qlonglong>(count));
    m_gpus->setCurrentIndex(m_gpus->findData(QVariant::fromValue<qlonglong>(m_comparison.n)));
    m_updating = false;
}

void HardwarePanel::drawBars()
{
    m_barChart->removeAllSeries();
    for (auto* axis : m_barChart->axes())
        m_barChart->removeAxis(axis);
    m_barChart->setTitle(m_comparison.ok() ? tr("%1 at %2 GPUs, minutes (lower is faster)")
                                                 .arg(toQString(m_comparison.benchmark))
                                                 .arg(m_comparison.n)
                                           : QString());
    if (!m_comparison.ok())
        return;
    // Rounds along the axis, one bar set per accelerator model (a model absent from a
    // round has no bar there).
    std::vector<std::string> models;
    for (const auto& entry : m_comparison.entries)
        if (std::find(models.begin(), models.end(), entry.accelerator) == models.end())
            models.push_back(entry.accelerator);
    auto* series = new QBarSeries;
    double highest = 0;
    for (const auto& model : models) {
        auto* set = new QBarSet(toQString(model));
        set->setColor(seriesColour(static_cast<std::size_t>(&model - models.data())));
        set->setBorderColor(set->color());
        for (const auto& round : m_comparison.rounds) {
            double minutes = 0;
            for (const auto& entry : m_comparison.entries)
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
    for (const auto& round : m_comparison.rounds)
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
    m_progressChart->removeAllSeries();
    for (auto* axis : m_progressChart->axes())
        m_progressChart->removeAxis(axis);
    const bool severalRounds = m_progress.ok() && m_progress.rounds.size() > 1;
    if (m_progress.ok() && !severalRounds)
        m_progressChart->setTitle(tr("%1: progress needs two rounds; the rounds open have it in one only")
                                      .arg(toQString(m_progress.benchmark)));
    else
        m_progressChart->setTitle(severalRounds ? tr("%1: best time at each GPU count measured in two rounds or more "
                                                     "(log scale)")
                                                      .arg(toQString(m_progress.benchmark))
                                                : QString());
    if (!severalRounds)
        return;
    auto* rounds = new QCategoryAxis;
    rounds->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (std::size_t r = 0; r < m_progress.rounds.size(); ++r)
        rounds->append(roundLabel(m_progress.rounds[r]), static_cast<double>(r));
    rounds->setRange(-0.3, static_cast<double>(m_progress.rounds.size()) - 0.7);
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
    for (const auto count : m_progress.counts) {
        std::vector<QPointF> points;
        for (const auto& cell : m_progress.cells)
            if (cell.n == count) {
                const auto at = std::find(m_progress.rounds.begin(), m_progress.rounds.end(), cell.round);
                points.emplace_back(static_cast<double>(at - m_progress.rounds.begin()), cell.minutes);
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
        minutes->setRange(std::pow(10.0, std::floor(std::log10(lowest))), std::pow(10.0, std::ceil(std::log10(highest))));
    m_progressChart->legend()->setAlignment(Qt::AlignRight);
}

void HardwarePanel::fillTable()
{
    m_table->setRowCount(0);
    if (!m_comparison.ok())
        return;
    m_table->setRowCount(static_cast<int>(m_comparison.entries.size()));
    int row = 0;
    for (const auto& entry : m_comparison.entries) {
        const QStringList cells = {roundLabel(entry.round),
                                   toQString(entry.accelerator),
                                   QString::number(entry.minutes, 'f', 3),
                                   toQString(entry.submitter + " " + entry.systemId),
                                   factorCell(entry.overPreviousRound, {}, entry.previousRound),
                                   factorCell(entry.overPreviousGeneration, entry.previousGeneration,
                                              entry.previousGenerationRound)};
        for (int column = 0; column < cells.size(); ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            if (column == 2)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, column, item);
        }
        ++row;
    }
    m_table->resizeColumnsToContents();
}

void HardwarePanel::renderCharts(QPainter* painter, const QRectF& target) const
{
    // The charts are laid out at the export's size, as the scaling charts are: the upper
    // 60% for the bars, the rest for the progress.
    const QRectF bars(target.topLeft(), QSizeF(target.width(), target.height() * 0.6));
    const QRectF progress(QPointF(target.left(), bars.bottom()), QSizeF(target.width(), target.height() - bars.height()));
    for (const auto& [chart, rect] : {std::pair{m_barChart, bars}, std::pair{m_progressChart, progress}}) {
        const QRectF before = chart->geometry();
        chart->setGeometry(QRectF(QPointF(0, 0), rect.size()));
        chart->scene()->render(painter, rect, QRectF(QPointF(0, 0), rect.size()));
        chart->setGeometry(before);
    }
}

QString HardwarePanel::exportPng(const QString& path, QSize size) const
{
    if (!m_comparison.ok())
        return tr("There is nothing to export: %1").arg(message());
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return tr("Not enough memory for a %1x%2 image.").arg(size.width()).arg(size.height());
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    renderCharts(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    painter.end();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        return tr("The image could not be encoded as PNG.");
    return writeExportBytes(path, bytes);
}

QString HardwarePanel::exportSvg(const QString& path, QSize size) const
{
    if (!m_comparison.ok())
        return tr("There is nothing to export: %1").arg(message());
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setResolution(96);
    generator.setTitle(QStringLiteral("scalescope: hardware at %1 GPUs").arg(m_comparison.n));
    QPainter painter;
    if (!painter.begin(&generator))
        return tr("The SVG could not be drawn.");
    renderCharts(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    painter.end();
    return writeExportBytes(path, bytes);
}

QString HardwarePanel::exportCsv(const QString& path) const
{
    if (!m_comparison.ok())
        return tr("There is nothing to export: %1").arg(message());
    const std::string text = analysis::comparisonToCsv(m_comparison, &m_progress);
    return writeExportBytes(path, QByteArray::fromStdString(text));
}

void HardwarePanel::exportWithDialog(const QString& format)
{
    const QString filter = format == QLatin1String("csv")   ? tr("CSV files (*.csv)")
                           : format == QLatin1String("svg") ? tr("SVG images (*.svg)")
                                                            : tr("PNG images (*.png)");
    QString path = QFileDialog::getSaveFileName(this, tr("Export Hardware Comparison"),
                                                QStringLiteral("hardware-%1-gpus.%2").arg(m_comparison.n).arg(format),
                                                filter);
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1Char('.') + format, Qt::CaseInsensitive))
        path += QLatin1Char('.') + format;
    const QString error = format == QLatin1String("csv") ? exportCsv(path)
                          : format == QLatin1String("svg") ? exportSvg(path)
                                                           : exportPng(path);
    if (!error.isEmpty())
        QMessageBox::critical(this, tr("Export Hardware Comparison"), tr("Nothing was exported. %1").arg(error));
}

} // namespace scalescope::ui
