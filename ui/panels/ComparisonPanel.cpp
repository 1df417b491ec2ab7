#include "ui/panels/ComparisonPanel.h"

#include "core/analysis/compare.h"
#include "ui/text/CoreMessages.h"
#include "ui/text/FigureText.h"
#include "ui/text/qt_text.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

namespace scalescope::ui {

namespace {

// formatRatio's digits with the locale's decimal separator: "1,6" in Spanish.
QString ratioNumber(double ratio)
{
    return toQString(analysis::formatRatio(ratio))
        .replace(QLatin1Char('.'), QLocale().decimalPoint());
}

QString ratioText(double ratio)
{
    return ratioNumber(ratio) + QLatin1Char('x');
}

} // namespace

ComparisonPanel::ComparisonPanel(QWidget* parent)
    : QWidget(parent), m_sliderA(new QSlider(Qt::Horizontal, this)),
      m_sliderB(new QSlider(Qt::Horizontal, this)), m_labelA(new QLabel(this)),
      m_labelB(new QLabel(this)), m_grid(new QGridLayout), m_sentence(new QLabel(this))
{
    for (auto* label : {m_labelA, m_labelB}) {
        // Under its slider on two lines ("N = 4 · Fujitsu" / the system): long system
        // names stay whole without widening the window, and the height is known.
        label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Minimum);
        label->setMinimumWidth(40);
    }
    for (auto* slider : {m_sliderA, m_sliderB}) {
        slider->setTickPosition(QSlider::TicksBelow);
        slider->setPageStep(1);
    }
    m_sliderA->setToolTip(tr("Configuration A: a point of the series, by GPU count"));
    m_sliderB->setToolTip(tr("Configuration B: a point of the series, by GPU count"));
    QFont bold = m_sentence->font();
    bold.setBold(true);
    m_sentence->setFont(bold);
    m_sentence->setWordWrap(true);
    // Two lines are kept for it: a wrapped label's height is not in its size hint.
    m_sentence->setMinimumHeight(2 * QFontMetrics(bold).lineSpacing() + 2);
    m_sentence->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* sliders = new QGridLayout;
    sliders->addWidget(new QLabel(tr("A"), this), 0, 0);
    sliders->addWidget(m_sliderA, 0, 1);
    sliders->addWidget(m_labelA, 1, 1);
    sliders->addWidget(new QLabel(tr("B"), this), 2, 0);
    sliders->addWidget(m_sliderB, 2, 1);
    sliders->addWidget(m_labelB, 3, 1);
    sliders->setColumnStretch(1, 1);

    const QStringList headers = {QString(), tr("A"), tr("B"), tr("B / A")};
    for (int column = 0; column < headers.size(); ++column) {
        auto* header = new QLabel(headers[column], this);
        header->setFont(bold);
        m_grid->addWidget(header, 0, column, column == 0 ? Qt::AlignLeft : Qt::AlignRight);
    }
    const QStringList rowNames = {tr("GPUs"),
                                  tr("Minutes"),
                                  tr("Efficiency (derived)"),
                                  tr("GPU-hours (derived)"),
                                  tr("Cost (derived)"),
                                  tr("Energy (kWh)")};
    for (int row = 0; row < RowCount; ++row) {
        for (int column = 0; column < 4; ++column) {
            auto* cell = new QLabel(column == 0 ? rowNames[row] : QString(), this);
            cell->setTextInteractionFlags(Qt::TextSelectableByMouse);
            m_grid->addWidget(cell, row + 1, column, column == 0 ? Qt::AlignLeft : Qt::AlignRight);
        }
    }
    m_grid->setColumnStretch(1, 1);
    m_grid->setColumnStretch(2, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(sliders);
    layout->addLayout(m_grid);
    layout->addWidget(m_sentence);
    layout->addStretch(1);

    connect(m_sliderA, &QSlider::valueChanged, this, &ComparisonPanel::pointAChosen);
    connect(m_sliderB, &QSlider::valueChanged, this, &ComparisonPanel::pointBChosen);
    showComparison(ComparisonShown{});
}

QString ComparisonPanel::sentenceText(const analysis::Comparison& comparison, bool sameGpuCount)
{
    // analysis::compare's sentence, word for word in English, translated otherwise.
    QString speed;
    if (analysis::formatRatio(comparison.timeRatio) == "1")
        speed = tr("B is as fast as A");
    else if (comparison.timeRatio > 1)
        speed = tr("B is %1x faster").arg(ratioNumber(comparison.timeRatio));
    else
        speed = tr("B is %1x slower").arg(ratioNumber(1.0 / comparison.timeRatio));
    const QString gpus = sameGpuCount ? tr("the same number of GPUs")
                                      : tr("%1x the GPUs").arg(ratioNumber(comparison.gpuRatio));
    return tr("%1 using %2: %3x the GPU-hours")
        .arg(speed, gpus, ratioNumber(comparison.gpuHoursRatio));
}

QString ComparisonPanel::sentence() const
{
    return m_sentence->text();
}

QString ComparisonPanel::cellText(int row, int column) const
{
    auto* item = m_grid->itemAtPosition(row + 1, column);
    auto* label = item ? qobject_cast<QLabel*>(item->widget()) : nullptr;
    return label ? label->text() : QString();
}

QString ComparisonPanel::cellToolTip(int row, int column) const
{
    auto* item = m_grid->itemAtPosition(row + 1, column);
    auto* label = item ? qobject_cast<QLabel*>(item->widget()) : nullptr;
    return label ? label->toolTip() : QString();
}

void ComparisonPanel::configureSliders(int points)
{
    for (auto* slider : {m_sliderA, m_sliderB}) {
        const QSignalBlocker blocker(slider);
        slider->setRange(0, std::max(0, points - 1));
        slider->setEnabled(points > 1);
    }
}

void ComparisonPanel::showComparison(const ComparisonShown& shown)
{
    configureSliders(shown.points);
    const int rowA = shown.rowA;
    const int rowB = shown.rowB;
    const auto set = [this](int row, int column, const QString& text) {
        if (auto* item = m_grid->itemAtPosition(row + 1, column))
            static_cast<QLabel*>(item->widget())->setText(text);
    };
    if (rowA < 0 || rowB < 0) {
        m_labelA->clear();
        m_labelB->clear();
        for (int row = 0; row < RowCount; ++row)
            for (int column = 1; column < 4; ++column)
                set(row, column, QString());
        m_sentence->clear();
        return;
    }
    for (auto [slider, row] : {std::pair{m_sliderA, rowA}, std::pair{m_sliderB, rowB}}) {
        const QSignalBlocker blocker(slider);
        slider->setValue(row);
    }
    const auto& a = shown.a;
    const auto& b = shown.b;
    // With an overlay, each point names its series first: "NVIDIA / Eos · N = 64 · NVIDIA".
    const auto pointText = [](const analysis::Point& point, const QString& series) {
        const QString text = tr("N = %1 · %2\n%3")
                                 .arg(point.n)
                                 .arg(toQString(point.submitter), toQString(point.system));
        return series.isEmpty() ? text : series + QStringLiteral(" · ") + text;
    };
    m_labelA->setText(pointText(a, shown.seriesA));
    m_labelB->setText(pointText(b, shown.seriesB));
    m_labelA->setToolTip(m_labelA->text());
    m_labelB->setToolTip(m_labelB->text());
    const auto& comparison = shown.comparison;
    set(GpusRow, 1, QString::number(a.n));
    set(GpusRow, 2, QString::number(b.n));
    set(GpusRow, 3, comparison.ok ? ratioText(comparison.gpuRatio) : QString());
    set(MinutesRow, 1, figure::minutesText(a.minutes));
    set(MinutesRow, 2, figure::minutesText(b.minutes));
    set(MinutesRow, 3, comparison.ok ? ratioText(1.0 / comparison.timeRatio) : QString());
    set(EfficiencyRow, 1, figure::efficiencyText(a.efficiency));
    set(EfficiencyRow, 2, figure::efficiencyText(b.efficiency));
    set(EfficiencyRow, 3, a.efficiency > 0 ? ratioText(b.efficiency / a.efficiency) : QString());
    set(GpuHoursRow, 1, figure::significant(a.gpuHours));
    set(GpuHoursRow, 2, figure::significant(b.gpuHours));
    set(GpuHoursRow, 3, comparison.ok ? ratioText(comparison.gpuHoursRatio) : QString());
    // A missing figure is a dash, its reason in the tooltip and the row's: "no power
    // logs" in both columns made the panel wider than a laptop's side column.
    const auto setMissing = [this](int row, int column, const QString& figureText,
                                   const QString& why) {
        auto* item = m_grid->itemAtPosition(row + 1, column);
        if (!item)
            return;
        auto* label = static_cast<QLabel*>(item->widget());
        label->setText(figureText.isEmpty() ? QStringLiteral("—") : figureText);
        label->setToolTip(figureText.isEmpty() ? why : QString());
    };
    const QString noPrice = tr("No price per GPU-hour is set (Model and assumptions)");
    const QString noPower = tr("This submission has no power logs");
    setMissing(CostRow, 1, a.cost ? figure::significant(*a.cost) : QString(), noPrice);
    setMissing(CostRow, 2, b.cost ? figure::significant(*b.cost) : QString(), noPrice);
    set(CostRow, 3,
        comparison.ok && comparison.costRatio ? ratioText(*comparison.costRatio) : QString());
    setMissing(EnergyRow, 1, a.kwh ? figure::significant(*a.kwh) : QString(), noPower);
    setMissing(EnergyRow, 2, b.kwh ? figure::significant(*b.kwh) : QString(), noPower);

    set(EnergyRow, 3, comparison.energyRatio ? ratioText(*comparison.energyRatio) : QString());
    m_sentence->setText(
        comparison.ok ? sentenceText(comparison, a.n == b.n)
                      : tr("Not comparable: %1")
                            .arg(coreMessageText(comparison.reasonMessage, comparison.reason)));
}

} // namespace scalescope::ui
