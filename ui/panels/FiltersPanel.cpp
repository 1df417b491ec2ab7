#include "ui/panels/FiltersPanel.h"

#include "ui/text/qt_text.h"
#include "ui/viewmodel/AnalysisViewModel.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace scalescope::ui {

namespace {

using analysis::FitKind;
using analysis::GroupBy;

QComboBox* newCombo(QWidget* parent)
{
    auto* combo = new QComboBox(parent);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(14);
    return combo;
}

QDoubleSpinBox* newSpin(QWidget* parent, double min, double max, double step, int decimals,
                        double value)
{
    auto* spin = new QDoubleSpinBox(parent);
    spin->setRange(min, max);
    spin->setSingleStep(step);
    spin->setDecimals(decimals);
    spin->setValue(value);
    spin->setKeyboardTracking(true); // recompute at once, on every keystroke
    return spin;
}

} // namespace

FiltersPanel::FiltersPanel(AnalysisViewModel* viewModel, QWidget* parent)
    : QWidget(parent)
    , m_viewModel(viewModel)
    , m_round(newCombo(this))
    , m_benchmark(newCombo(this))
    , m_accelerator(newCombo(this))
    , m_submitter(newCombo(this))
    , m_availability(newCombo(this))
    , m_division(newCombo(this))
    , m_groupBy(newCombo(this))
    , m_series(newCombo(this))
    , m_fit(newCombo(this))
    , m_frontier(new QRadioButton(tr("Frontier"), this))
    , m_allPoints(new QRadioButton(tr("All points"), this))
    , m_scaled(new QRadioButton(tr("Scaled (official)"), this))
    , m_raw(new QRadioButton(tr("Raw"), this))
    , m_threshold(newSpin(this, 0.05, 2.0, 0.05, 2, viewModel->options().threshold))
    , m_price(newSpin(this, 0.0, 1000.0, 0.25, 2, viewModel->price().value_or(0.0)))
    , m_valueOfTime(newSpin(this, 0.0, 1.0e6, 50.0, 2, viewModel->options().valueOfTime))
{
    m_groupBy->addItem(tr("Accelerator model"), int(GroupBy::Accelerator));
    m_groupBy->addItem(tr("Submitter"), int(GroupBy::Submitter));
    m_groupBy->addItem(tr("Framework"), int(GroupBy::Framework));
    m_groupBy->addItem(tr("System family"), int(GroupBy::Family));
    m_groupBy->addItem(tr("All accelerators together"), int(GroupBy::All));
    m_groupBy->addItem(tr("System family across rounds"), int(GroupBy::AcrossRounds));
    m_fit->addItem(tr("Best model (none when no model qualifies)"), -1);
    m_fit->addItem(tr("Amdahl"), int(FitKind::Amdahl));
    m_fit->addItem(tr("USL (Gunther)"), int(FitKind::Usl));
    m_fit->addItem(tr("Power law"), int(FitKind::PowerLaw));
    m_frontier->setToolTip(tr("Break-even and fits use the fastest point at each N"));
    m_allPoints->setToolTip(tr("Break-even and fits use every point (geometric mean per N)"));
    m_raw->setToolTip(tr("Olympic mean of the runs before RCP scaling, not the official score"));
    m_threshold->setToolTip(tr("Efficiency threshold θ of the break-even rule (analysis.md §4.1)"));
    m_price->setToolTip(tr("Price per accelerator-hour of the shown accelerator model, for cost and the "
                           "cost optimum; each model keeps its own. None: GPU-hours only"));
    m_price->setSpecialValueText(tr("none"));
    m_valueOfTime->setToolTip(tr("Value of one hour of waiting, for the cost optimum (§4.4)"));

    auto* selection = new QGroupBox(tr("Series"), this);
    auto* selectionForm = new QFormLayout(selection);
    selectionForm->addRow(tr("Round"), m_round);
    selectionForm->addRow(tr("Benchmark"), m_benchmark);
    selectionForm->addRow(tr("Accelerator"), m_accelerator);
    selectionForm->addRow(tr("Submitter"), m_submitter);
    selectionForm->addRow(tr("Availability"), m_availability);
    selectionForm->addRow(tr("Division"), m_division);
    selectionForm->addRow(tr("Group by"), m_groupBy);
    selectionForm->addRow(tr("Series"), m_series);
    auto* pointsRow = new QHBoxLayout;
    pointsRow->addWidget(m_frontier);
    pointsRow->addWidget(m_allPoints);
    selectionForm->addRow(tr("Curve"), pointsRow);
    auto* timesRow = new QHBoxLayout;
    timesRow->addWidget(m_scaled);
    timesRow->addWidget(m_raw);
    selectionForm->addRow(tr("Times"), timesRow);

    auto* model = new QGroupBox(tr("Model and assumptions"), this);
    auto* modelForm = new QFormLayout(model);
    modelForm->addRow(tr("Fitted curve"), m_fit);
    modelForm->addRow(tr("Efficiency threshold θ"), m_threshold);
    modelForm->addRow(tr("Price per GPU-hour"), m_price);
    modelForm->addRow(tr("Value of time per hour"), m_valueOfTime);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(selection);
    layout->addWidget(model);
    layout->addStretch(1);

    auto* pointsGroup = new QButtonGroup(this);
    pointsGroup->addButton(m_frontier);
    pointsGroup->addButton(m_allPoints);
    auto* timesGroup = new QButtonGroup(this);
    timesGroup->addButton(m_scaled);
    timesGroup->addButton(m_raw);

    connect(m_round, &QComboBox::activated, this,
            [this] { m_viewModel->setRound(m_round->currentData().toString()); });
    connect(m_benchmark, &QComboBox::activated, this,
            [this] { m_viewModel->setBenchmark(m_benchmark->currentData().toString()); });
    connect(m_accelerator, &QComboBox::activated, this,
            [this] { m_viewModel->setAccelerator(m_accelerator->currentData().toString()); });
    connect(m_submitter, &QComboBox::activated, this,
            [this] { m_viewModel->setSubmitter(m_submitter->currentData().toString()); });
    connect(m_availability, &QComboBox::activated, this,
            [this] { m_viewModel->setAvailability(m_availability->currentData().toString()); });
    connect(m_division, &QComboBox::activated, this,
            [this] { m_viewModel->setDivision(m_division->currentData().toString()); });
    connect(m_groupBy, &QComboBox::activated, this, [this] {
        m_viewModel->setGroupBy(static_cast<GroupBy>(m_groupBy->currentData().toInt()));
    });
    connect(m_series, &QComboBox::activated, this,
            [this] { m_viewModel->setGroup(m_series->currentData().toString()); });
    connect(m_fit, &QComboBox::activated, this, [this] {
        const int kind = m_fit->currentData().toInt();
        m_viewModel->setFitKind(kind < 0 ? std::nullopt : std::optional(static_cast<FitKind>(kind)));
    });
    connect(m_allPoints, &QRadioButton::toggled, m_viewModel, &AnalysisViewModel::setAllPoints);
    connect(m_raw, &QRadioButton::toggled, m_viewModel, &AnalysisViewModel::setRaw);
    connect(m_threshold, &QDoubleSpinBox::valueChanged, m_viewModel,
            &AnalysisViewModel::setThreshold);
    connect(m_price, &QDoubleSpinBox::valueChanged, m_viewModel, &AnalysisViewModel::setPrice);
    connect(m_valueOfTime, &QDoubleSpinBox::valueChanged, m_viewModel,
            &AnalysisViewModel::setValueOfTime);
    connect(m_viewModel, &AnalysisViewModel::filtersChanged, this,
            &FiltersPanel::syncFromViewModel);
    syncFromViewModel();
}

void FiltersPanel::fillCombo(QComboBox* combo, const QString& allText, const QStringList& items,
                             const QString& current)
{
    const QSignalBlocker blocker(combo);
    combo->clear();
    if (!allText.isNull())
        combo->addItem(allText, QString());
    for (const auto& item : items)
        combo->addItem(item, item);
    combo->setCurrentIndex(std::max(0, combo->findData(current)));
    combo->setToolTip(combo->currentText());
}

void FiltersPanel::syncFromViewModel()
{
    const auto& options = m_viewModel->options();
    const QStringList rounds = m_viewModel->rounds();
    fillCombo(m_round, tr("All rounds"), rounds, m_viewModel->round());
    for (int index = 1; index < m_round->count(); ++index)
        m_round->setItemText(index, AnalysisViewModel::roundLabel(m_round->itemText(index)));
    // One round needs no choice; across rounds needs them all.
    const bool acrossRounds = options.groupBy == analysis::GroupBy::AcrossRounds;
    m_round->setEnabled(rounds.size() > 1 && !acrossRounds);
    m_round->setToolTip(acrossRounds ? tr("Grouping across rounds uses every round")
                                     : tr("The round the series come from"));
    fillCombo(m_benchmark, QString(), m_viewModel->benchmarks(), m_viewModel->benchmark());
    for (int index = 0; index < m_benchmark->count(); ++index)
        m_benchmark->setItemText(index, m_viewModel->benchmarkLabel(m_benchmark->itemData(index).toString()));
    m_benchmark->setToolTip(m_benchmark->currentText());
    fillCombo(m_accelerator, tr("All accelerators"), m_viewModel->accelerators(),
              toQString(options.filter.accelerator));
    fillCombo(m_submitter, tr("All submitters"), m_viewModel->submitters(),
              toQString(options.filter.submitter));
    fillCombo(m_availability, tr("All availabilities"), m_viewModel->availabilities(),
              toQString(options.filter.availability));
    fillCombo(m_division, tr("All divisions"), m_viewModel->divisions(),
              toQString(options.filter.division));
    for (int index = 1; index < m_division->count(); ++index)
        m_division->setItemText(index, AnalysisViewModel::divisionLabel(m_division->itemData(index).toString()));
    fillCombo(m_series, QString(), m_viewModel->groups(), m_viewModel->group());
    m_series->setEnabled(m_viewModel->groups().size() > 1);
    const QSignalBlocker blockGroupBy(m_groupBy);
    m_groupBy->setCurrentIndex(m_groupBy->findData(int(options.groupBy)));
    const QSignalBlocker blockFit(m_fit);
    const auto fit = m_viewModel->fitKind();
    m_fit->setCurrentIndex(m_fit->findData(fit ? int(*fit) : -1));
    {
        const QSignalBlocker blockFrontier(m_frontier), blockAll(m_allPoints),
            blockScaled(m_scaled), blockRaw(m_raw);
        (options.allPoints ? m_allPoints : m_frontier)->setChecked(true);
        (options.raw ? m_raw : m_scaled)->setChecked(true);
    }
    for (auto [spin, value] : {std::pair{m_threshold, options.threshold},
                               std::pair{m_price, m_viewModel->price().value_or(0.0)},
                               std::pair{m_valueOfTime, options.valueOfTime}}) {
        if (spin->value() != value && !spin->hasFocus()) {
            const QSignalBlocker blocker(spin);
            spin->setValue(value);
        }
    }
}

} // namespace scalescope::ui
