#pragma once
// The filters and assumptions of the Scaling workspace: round, benchmark, accelerator,
// submitter, availability, division, grouping and series; frontier or all points, raw
// or scaled times; the fitted model; threshold, price and value of time. Each edit
// goes straight to the AnalysisViewModel, which recomputes at once.

#include <QWidget>

class QButtonGroup;
class QComboBox;
class QDoubleSpinBox;
class QRadioButton;

namespace scalescope::ui {

class AnalysisViewModel;

class FiltersPanel : public QWidget
{
    Q_OBJECT
public:
    explicit FiltersPanel(AnalysisViewModel* viewModel, QWidget* parent = nullptr);

    QComboBox* roundCombo() const { return m_round; }
    QComboBox* benchmarkCombo() const { return m_benchmark; }
    QComboBox* acceleratorCombo() const { return m_accelerator; }
    QComboBox* submitterCombo() const { return m_submitter; }
    QComboBox* availabilityCombo() const { return m_availability; }
    QComboBox* divisionCombo() const { return m_division; }
    QComboBox* groupByCombo() const { return m_groupBy; }
    QComboBox* seriesCombo() const { return m_series; }
    QComboBox* fitCombo() const { return m_fit; }
    QRadioButton* allPointsButton() const { return m_allPoints; }
    QRadioButton* rawButton() const { return m_raw; }
    QDoubleSpinBox* thresholdSpin() const { return m_threshold; }
    QDoubleSpinBox* priceSpin() const { return m_price; }
    QDoubleSpinBox* valueOfTimeSpin() const { return m_valueOfTime; }

private:
    void syncFromViewModel();
    static void fillCombo(QComboBox* combo, const QString& allText, const QStringList& items,
                          const QString& current);

    AnalysisViewModel* m_viewModel;
    QComboBox* m_round;
    QComboBox* m_benchmark;
    QComboBox* m_accelerator;
    QComboBox* m_submitter;
    QComboBox* m_availability;
    QComboBox* m_division;
    QComboBox* m_groupBy;
    QComboBox* m_series;
    QComboBox* m_fit;
    QRadioButton* m_frontier;
    QRadioButton* m_allPoints;
    QRadioButton* m_scaled;
    QRadioButton* m_raw;
    QDoubleSpinBox* m_threshold;
    QDoubleSpinBox* m_price;
    QDoubleSpinBox* m_valueOfTime;
};

} // namespace scalescope::ui
