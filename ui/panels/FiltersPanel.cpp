#include "ui/panels/FiltersPanel.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QMenu>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QToolButton>
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

FiltersPanel::FiltersPanel(QWidget* parent)
    : QWidget(parent), m_round(newCombo(this)), m_benchmark(newCombo(this)),
      m_accelerator(newCombo(this)), m_submitter(newCombo(this)), m_availability(newCombo(this)),
      m_division(newCombo(this)), m_groupBy(newCombo(this)), m_series(newCombo(this)),
      m_overlay(new QToolButton(this)), m_fit(newCombo(this)),
      m_frontier(new QRadioButton(tr("Frontier"), this)),
      m_allPoints(new QRadioButton(tr("All points"), this)),
      m_scaled(new QRadioButton(tr("Scaled (official)"), this)),
      m_raw(new QRadioButton(tr("Raw"), this)),
      // θ lies in (0, 1) (docs/analysis.md §4): 0.01 to 0.99 at two decimals.
      m_threshold(newSpin(this, 0.01, 0.99, 0.05, 2, FiltersShown{}.threshold)),
      m_price(newSpin(this, 0.0, 1000.0, 0.25, 2, 0.0)),
      m_valueOfTime(newSpin(this, 0.0, 1.0e6, 50.0, 2, 0.0))
{
    m_overlay->setPopupMode(QToolButton::InstantPopup);
    m_overlay->setMenu(new QMenu(m_overlay));
    m_overlay->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_overlay->setToolTip(tr("Draw other series of this benchmark on the same charts (families, "
                             "accelerators or rounds, as grouped), each in its colour with its "
                             "own break-even marker"));
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
    m_price->setToolTip(
        tr("Price per accelerator-hour of the shown accelerator model, for cost and the "
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
    selectionForm->addRow(tr("Overlay"), m_overlay);
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

    const auto chosen = [this](QComboBox* combo, void (FiltersPanel::*intent)(const QString&)) {
        connect(combo, &QComboBox::activated, this, [this, combo, intent] {
            Q_EMIT(this->*intent)(combo->currentData().toString());
        });
    };
    chosen(m_round, &FiltersPanel::roundChosen);
    chosen(m_benchmark, &FiltersPanel::benchmarkChosen);
    chosen(m_accelerator, &FiltersPanel::acceleratorChosen);
    chosen(m_submitter, &FiltersPanel::submitterChosen);
    chosen(m_availability, &FiltersPanel::availabilityChosen);
    chosen(m_division, &FiltersPanel::divisionChosen);
    chosen(m_series, &FiltersPanel::seriesChosen);
    connect(m_groupBy, &QComboBox::activated, this, [this] {
        Q_EMIT groupByChosen(static_cast<GroupBy>(m_groupBy->currentData().toInt()));
    });
    connect(m_fit, &QComboBox::activated, this, [this] {
        const int kind = m_fit->currentData().toInt();
        Q_EMIT fitChosen(kind < 0 ? std::nullopt : std::optional(static_cast<FitKind>(kind)));
    });
    connect(m_allPoints, &QRadioButton::toggled, this, &FiltersPanel::allPointsChosen);
    connect(m_raw, &QRadioButton::toggled, this, &FiltersPanel::rawChosen);
    connect(m_threshold, &QDoubleSpinBox::valueChanged, this, &FiltersPanel::thresholdChosen);
    connect(m_price, &QDoubleSpinBox::valueChanged, this, &FiltersPanel::priceChosen);
    connect(m_valueOfTime, &QDoubleSpinBox::valueChanged, this, &FiltersPanel::valueOfTimeChosen);
    showFilters(FiltersShown{});
}

void FiltersPanel::fillCombo(QComboBox* combo, const QString& allText,
                             const FiltersShown::Items& items, const QString& current)
{
    const QSignalBlocker blocker(combo);
    combo->clear();
    if (!allText.isNull())
        combo->addItem(allText, QString());
    for (const auto& [value, label] : items)
        combo->addItem(label, value);
    combo->setCurrentIndex(std::max(0, combo->findData(current)));
    combo->setToolTip(combo->currentText());
}

void FiltersPanel::fillOverlayMenu(const QStringList& candidates, const QStringList& overlay)
{
    QMenu* menu = m_overlay->menu();
    QStringList listed;
    for (const QAction* action : menu->actions())
        listed.append(action->data().toString());
    if (listed == candidates) {
        // Only the checks change: the action that was just toggled (and is still emitting)
        // must not be deleted.
        for (QAction* action : menu->actions()) {
            const QSignalBlocker blocker(action);
            action->setChecked(overlay.contains(action->data().toString()));
        }
    } else {
        menu->clear();
    }
    for (const auto& series : listed == candidates ? QStringList() : candidates) {
        QAction* action =
            menu->addAction(QString(series).replace(QLatin1Char('&'), QStringLiteral("&&")));
        action->setData(series);
        action->setCheckable(true);
        action->setChecked(overlay.contains(series));
        connect(action, &QAction::toggled, this, [this] {
            // Every checked series, in the menu's order (the series' own).
            QStringList chosen;
            for (const QAction* item : m_overlay->menu()->actions())
                if (item->isChecked())
                    chosen.append(item->data().toString());
            Q_EMIT overlayChosen(chosen);
        });
    }
    m_overlay->setEnabled(!candidates.isEmpty());
    m_overlay->setText(overlay.isEmpty() ? tr("None") : tr("%1 more series").arg(overlay.size()));
}

void FiltersPanel::showFilters(const FiltersShown& shown)
{
    fillCombo(m_round, tr("All rounds"), shown.rounds, shown.round);
    // One round needs no choice; across rounds needs them all.
    const bool acrossRounds = shown.groupBy == analysis::GroupBy::AcrossRounds;
    m_round->setEnabled(shown.rounds.size() > 1 && !acrossRounds);
    m_round->setToolTip(acrossRounds ? tr("Grouping across rounds uses every round")
                                     : tr("The round the series come from"));
    fillCombo(m_benchmark, QString(), shown.benchmarks, shown.benchmark);
    fillCombo(m_accelerator, tr("All accelerators"), shown.accelerators, shown.accelerator);
    fillCombo(m_submitter, tr("All submitters"), shown.submitters, shown.submitter);
    fillCombo(m_availability, tr("All availabilities"), shown.availabilities, shown.availability);
    fillCombo(m_division, tr("All divisions"), shown.divisions, shown.division);
    fillCombo(m_series, QString(), shown.groups, shown.group);
    m_series->setEnabled(shown.groups.size() > 1);
    fillOverlayMenu(shown.overlayCandidates, shown.overlay);
    const QSignalBlocker blockGroupBy(m_groupBy);
    m_groupBy->setCurrentIndex(m_groupBy->findData(int(shown.groupBy)));
    const QSignalBlocker blockFit(m_fit);
    m_fit->setCurrentIndex(m_fit->findData(shown.fitKind ? int(*shown.fitKind) : -1));
    {
        const QSignalBlocker blockFrontier(m_frontier), blockAll(m_allPoints),
            blockScaled(m_scaled), blockRaw(m_raw);
        (shown.allPoints ? m_allPoints : m_frontier)->setChecked(true);
        (shown.raw ? m_raw : m_scaled)->setChecked(true);
    }
    for (auto [spin, value] :
         {std::pair{m_threshold, shown.threshold}, std::pair{m_price, shown.price},
          std::pair{m_valueOfTime, shown.valueOfTime}}) {
        if (spin->value() != value && !spin->hasFocus()) {
            const QSignalBlocker blocker(spin);
            spin->setValue(value);
        }
    }
}

} // namespace scalescope::ui
